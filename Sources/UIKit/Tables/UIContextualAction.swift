import Foundation

/// An action shown when the user swipes a row, as UIKit's: a title, an image, a colour
/// and a handler that reports whether the action was done.
@preconcurrency @MainActor
open class UIContextualAction: NSObject {
    /// How the action looks.
    public enum Style: Int, Sendable {
        /// A grey action.
        case normal
        /// A red action that removes the row.
        case destructive
    }

    /// Called when the user taps the action; call the completion with whether it was done.
    public typealias Handler = @MainActor (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    /// How the action looks.
    public let style: Style
    /// The action's title.
    open var title: String?
    /// The action's image.
    open var image: UIImage?
    /// The action's background colour (style's colour by default).
    open var backgroundColor: UIColor!
    /// What runs when the action is tapped.
    public let handler: Handler

    /// An action of `style` titled `title`.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        backgroundColor = style == .destructive ? .systemRed : .systemGray
        super.init()
    }
}

/// The actions a swipe on a row reveals, as UIKit's.
@preconcurrency @MainActor
open class UISwipeActionsConfiguration: NSObject {
    /// The actions, from the swiped edge inward.
    public let actions: [UIContextualAction]
    /// Whether a full swipe runs the first action (true by default).
    open var performsFirstActionWithFullSwipe = true

    /// A configuration of `actions`.
    public init(actions: [UIContextualAction]) {
        self.actions = actions
        super.init()
    }
}
