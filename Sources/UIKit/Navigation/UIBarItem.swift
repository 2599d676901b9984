import Foundation

/// What a bar shows for an item: a title, whether it is enabled, a tag (UIKit's
/// abstract superclass of ``UIBarButtonItem``).
@preconcurrency @MainActor
open class UIBarItem: NSObject {
    /// The title shown for the item.
    open var title: String?
    /// The image shown for the item.
    open var image: UIImage?
    /// Whether the item responds to clicks (true by default).
    open var isEnabled = true
    /// An integer to identify the item by.
    open var tag = 0

    private var titleAttributesByState: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// Sets the attributes of the title's text for `state` (`.foregroundColor` and `.font`
    /// are drawn).
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributesByState[state.rawValue] = attributes
    }

    /// The title attributes for `state` (nil if none were set for it).
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributesByState[state.rawValue]
    }

    /// Creates an item with no title.
    public override init() { super.init() }

    /// Creates an item from an archive (required, as in UIKit; no format is read yet).
    public required init?(coder: NSCoder) {}
}
