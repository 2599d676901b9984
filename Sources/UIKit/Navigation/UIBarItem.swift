import Foundation

/// What a bar shows for an item: a title, whether it is enabled, a tag (UIKit's
/// abstract superclass of ``UIBarButtonItem``).
@preconcurrency @MainActor
open class UIBarItem: NSObject {
    /// The title shown for the item.
    open var title: String?
    /// Whether the item responds to clicks (true by default).
    open var isEnabled = true
    /// An integer to identify the item by.
    open var tag = 0

    /// Creates an item with no title.
    public override init() { super.init() }

    /// Creates an item from an archive (required, as in UIKit; no format is read yet).
    public required init?(coder: NSCoder) {}
}
