import Foundation

/// A button a swiped row shows, from the delegate's `tableView(_:editActionsForRowAt:)`
/// (UIKit's older form of ``UIContextualAction``, deprecated there since iOS 13 and still
/// used by apps). The table shows such actions as trailing swipe actions.
@preconcurrency @MainActor
open class UITableViewRowAction: NSObject {
    /// How the button looks.
    public enum Style: Int, Sendable {
        /// A red button (the same as ``destructive``).
        case `default` = 0
        /// A grey button.
        case normal = 1
        /// A red button.
        public static let destructive = Style.default
    }

    /// The style, fixed at creation.
    public let style: Style
    /// The button's title.
    open var title: String?
    /// The button's colour (the style's red or grey unless set).
    open var backgroundColor: UIColor? {
        get { storedBackgroundColor ?? (style == .normal ? .systemGray : .systemRed) }
        set { storedBackgroundColor = newValue }
    }
    private var storedBackgroundColor: UIColor?
    /// What runs when the button is clicked.
    let handler: @MainActor (UITableViewRowAction, IndexPath) -> Void

    /// Creates an action.
    public init(style: Style, title: String?, handler: @escaping @MainActor (UITableViewRowAction, IndexPath) -> Void) {
        self.style = style
        self.title = title
        self.handler = handler
        super.init()
    }

    /// The same action as a contextual action for the row at `indexPath`.
    func contextualAction(at indexPath: IndexPath) -> UIContextualAction {
        let action = UIContextualAction(style: style == .normal ? .normal : .destructive, title: title) { [self] _, _, completion in
            handler(self, indexPath)
            completion(true)
        }
        action.backgroundColor = backgroundColor
        return action
    }
}
