import Foundation

/// An action shown when a row is swiped: a coloured button with a title (or image) whose
/// handler runs when it is clicked, or on a full swipe when it comes first.
@preconcurrency @MainActor
open class UIContextualAction: NSObject {
    /// How the action looks and behaves.
    public enum Style: Int, Sendable {
        /// A grey button.
        case normal
        /// A red button for an action that removes the row.
        case destructive
    }

    /// What runs when the action is chosen: the action, the view that showed it, and a
    /// completion to call with whether the action was performed (which closes the row).
    public typealias Handler = @MainActor (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    /// The style, fixed at creation.
    public let style: Style
    /// The handler, fixed at creation.
    public let handler: Handler
    /// The button's title.
    open var title: String?
    /// The button's colour (the style's red or grey unless set; setting `nil` restores it).
    open var backgroundColor: UIColor! {
        get { storedBackgroundColor ?? (style == .destructive ? .systemRed : .systemGray) }
        set { storedBackgroundColor = newValue }
    }
    /// An image shown above the title.
    open var image: UIImage?
    private var storedBackgroundColor: UIColor?

    /// Creates an action.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        super.init()
    }
}

/// The actions a row shows when swiped one way (from
/// ``UITableViewDelegate/tableView(_:trailingSwipeActionsConfigurationForRowAt:)`` or the
/// leading one). The first action is nearest the edge the row is swiped from.
@preconcurrency @MainActor
open class UISwipeActionsConfiguration: NSObject {
    /// The actions, the first nearest the edge.
    public let actions: [UIContextualAction]
    /// Whether swiping the row most of the way across performs the first action (true by default).
    open var performsFirstActionWithFullSwipe = true

    /// Creates a configuration of `actions`.
    public init(actions: [UIContextualAction]) {
        self.actions = actions
        super.init()
    }
}
