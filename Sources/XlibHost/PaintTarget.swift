internal import CX11
import Foundation
import UIKit

/// Where a ``XlibDrawingContext`` sends its requests: the window's back buffer (through
/// its XftDraw), or an offscreen group composited into its parent when the state that
/// made it is restored: through a rounded clip's mask, or through a transform (a view
/// scaled or rotated, drawn untransformed into the group).
final class PaintTarget {
    /// The back buffer's XftDraw; nil for a group (text is composited from a solid source).
    let draw: OpaquePointer?
    let picture: Picture
    /// The target's top-left corner in window pixels.
    let originX: Int, originY: Int
    /// The clip last sent to the server for this target.
    var serverClip: PixelRect?

    /// How a group goes into its parent.
    enum Composite {
        /// Through the rounded `shape` (pixels of the parent's space, radius in pixels).
        case mask(shape: PixelRect, radius: Double)
        /// Mapped by `toParent` (group pixels → the parent's pixels), filtered bilinearly.
        case transform(toParent: CGAffineTransform)
        /// Not composited when its state is restored: the code that made it composites
        /// and frees it (a layer mask's content and mask).
        case kept
    }

    /// For a group: the target it is composited into, the pixels it covers (in the
    /// space its drawing uses: the parent's for a mask, its own for a transform), and how.
    let parent: PaintTarget?
    let area: PixelRect
    let composite: Composite?

    init(draw: OpaquePointer?, picture: Picture) {
        self.draw = draw
        self.picture = picture
        originX = 0; originY = 0
        parent = nil
        area = .empty
        composite = nil
    }

    init(groupOver parent: PaintTarget, picture: Picture, area: PixelRect, composite: Composite) {
        draw = nil
        self.picture = picture
        originX = area.x0; originY = area.y0
        self.parent = parent
        self.area = area
        self.composite = composite
    }
}
