import Foundation
import UIKit

/// The names the articles give views (`container`, `left`, `yellow`), shown by the
/// hierarchy dump and the inspector. UIKit has no such property (Interface Builder's
/// labels live in the nib), so the gallery keeps them here, weakly.
@MainActor
public enum ViewNames {
    private struct Entry {
        weak var view: UIView?
        let name: String
    }
    private static var entries: [ObjectIdentifier: Entry] = [:]

    /// Gives `view` a name; it becomes the view's `accessibilityIdentifier` too, unless it
    /// has one, so UIKit's layout explanations use it.
    public static func set(_ view: UIView, _ name: String) {
        if entries.count > 4_096 { entries = entries.filter { $0.value.view != nil } }
        entries[ObjectIdentifier(view)] = Entry(view: view, name: name)
        if (view.accessibilityIdentifier ?? "").isEmpty { view.accessibilityIdentifier = name }
    }

    /// The name of `view`, if it has one.
    public static func name(of view: UIView) -> String? {
        guard let entry = entries[ObjectIdentifier(view)], entry.view === view else { return nil }
        return entry.name
    }
}

extension UIView {
    /// The view's gallery name (see ``ViewNames``).
    public var sampleName: String? {
        get { ViewNames.name(of: self) }
        set { if let newValue { ViewNames.set(self, newValue) } }
    }
}
