import Foundation
import UIKit

extension GallerySample {
    /// Every sample, in the gallery's order.
    public static var all: [GallerySample] {
        [.lifecycle, .triggers, .controller, .navigation, .anchors, .itemAttribute, .visualFormat, .metrics, .contentSize, .conflicts, .masonry,
         .priorities, .intrinsic, .margins, .rightToLeft, .checkboxes, .stress, .stack, .scroll, .table, .collection, .traits, .interfaceBuilder, .storyboard, .animation,
         .controls, .drawing, .text, .collections]
    }

    /// The sample called `name`, if any.
    public static func named(_ name: String) -> GallerySample? {
        all.first { $0.name == name }
    }
}

/// The sample names as plain constants, usable outside the main actor (test arguments);
/// a test checks they match ``GallerySample/all``.
public enum GallerySampleNames {
    public static let all = ["lifecycle", "triggers", "controller", "navigation", "anchors", "item", "vfl", "metrics", "contentsize",
                             "conflicts", "masonry", "priorities", "intrinsic", "margins", "rtl", "checkboxes", "stress", "stack", "scroll", "table", "collection", "traits", "interfacebuilder", "storyboard", "animation",
                             "controls", "drawing", "text", "collections"]
}
