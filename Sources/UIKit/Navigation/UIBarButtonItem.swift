import Foundation

/// A button for a navigation item or toolbar: a title, a system item or a custom view,
/// with a target and action or a primary ``UIAction``.
///
/// Target-action takes a method reference in place of a selector, as
/// ``UIControl/addTarget(_:action:for:)-89cca`` does here:
/// `UIBarButtonItem(title: "Add", style: .plain, target: self, action: ListViewController.addTapped)`.
/// There is no navigation bar yet to show the item; ``UINavigationItem`` holds it for
/// when there is, and ``performPrimaryAction()`` runs what a click would.
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
    /// How the item is drawn.
    public enum Style: Int, Sendable {
        /// A plain item.
        case plain
        /// A bordered item (deprecated in UIKit; drawn as plain).
        case bordered
        /// An item that confirms (drawn bold).
        case done
    }

    /// The system's standard items.
    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize
        case bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo
        case pageCurl, close
    }

    /// How the item is drawn (`.plain` by default).
    open var style: Style = .plain
    /// The item's width (0: sized to its content); a fixed space's gap.
    open var width: CGFloat = 0
    /// A view shown in place of the title.
    open var customView: UIView?
    /// The system item it was made as, if any.
    public private(set) var systemItem: SystemItem?
    /// The colour of the title (`nil`: the bar's tint).
    open var tintColor: UIColor?
    /// The action a click runs, in place of target and action.
    open var primaryAction: UIAction?
    /// The menu the item shows: on a click when it has no primary action or target,
    /// on a right click otherwise.
    open var menu: UIMenu?
    /// The object whose method ``action`` calls (held weakly, as in UIKit).
    open private(set) weak var target: AnyObject?
    /// The target's method a click calls (`nil`: none).
    public private(set) var action: (@MainActor (AnyObject, UIBarButtonItem) -> Void)?

    /// Creates an item with no title.
    public override init() { super.init() }

    /// Creates an item from an archive (no format is read yet).
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Creates an item titled `title` that calls `action` on `target` when clicked.
    public convenience init<Target: AnyObject>(title: String?, style: Style, target: Target?,
                                               action: @escaping @MainActor (Target) -> @MainActor () -> Void) {
        self.init()
        self.title = title
        self.style = style
        setTarget(target) { object, _ in action(object)() }
    }

    /// Creates an item titled `title` that calls `action(item)` on `target` when clicked.
    public convenience init<Target: AnyObject>(title: String?, style: Style, target: Target?,
                                               action: @escaping @MainActor (Target) -> @MainActor (UIBarButtonItem) -> Void) {
        self.init()
        self.title = title
        self.style = style
        setTarget(target) { object, item in action(object)(item) }
    }

    /// Creates a system item that calls `action` on `target` when clicked.
    public convenience init<Target: AnyObject>(barButtonSystemItem systemItem: SystemItem, target: Target?,
                                               action: (@MainActor (Target) -> @MainActor () -> Void)?) {
        self.init()
        self.systemItem = systemItem
        if let action { setTarget(target) { object, _ in action(object)() } }
    }

    /// Creates a system item with no action (`UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)`).
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: AnyObject?, action: Never?) {
        self.init()
        self.systemItem = systemItem
    }

    /// Creates an item titled `title` with no action
    /// (`UIBarButtonItem(title: "Title", style: .plain, target: nil, action: nil)`).
    public convenience init(title: String?, style: Style, target: AnyObject?, action: Never?) {
        self.init()
        self.title = title
        self.style = style
    }

    /// Creates a system item that runs `primaryAction` when clicked, or shows `menu`
    /// (iOS 14).
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        self.systemItem = systemItem
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// Creates an item titled `title` (or the action's title) with `image` (or the
    /// action's image) that runs `primaryAction` when clicked; without a primary action a
    /// click shows `menu` (iOS 14).
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        self.title = title ?? primaryAction.map(\.title)
        self.image = image ?? primaryAction?.image
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// Creates an item showing `image` that calls `action` on `target` when clicked.
    public convenience init<Target: AnyObject>(image: UIImage?, style: Style, target: Target?,
                                               action: @escaping @MainActor (Target) -> @MainActor () -> Void) {
        self.init()
        self.image = image
        self.style = style
        setTarget(target) { object, _ in action(object)() }
    }

    /// Creates an item showing `image` that calls `action(item)` on `target` when clicked.
    public convenience init<Target: AnyObject>(image: UIImage?, style: Style, target: Target?,
                                               action: @escaping @MainActor (Target) -> @MainActor (UIBarButtonItem) -> Void) {
        self.init()
        self.image = image
        self.style = style
        setTarget(target) { object, item in action(object)(item) }
    }

    /// Creates an item showing `image` that shows `menu` when clicked (iOS 14).
    public convenience init(image: UIImage?, menu: UIMenu?) {
        self.init(title: nil, image: image, primaryAction: nil, menu: menu)
    }

    /// Creates an item that shows `customView`.
    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    /// A flexible space between items (iOS 14).
    public static func flexibleSpace() -> UIBarButtonItem { UIBarButtonItem(systemItem: .flexibleSpace) }

    /// A space of `width` points between items (iOS 14).
    public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(systemItem: .fixedSpace)
        item.width = width
        return item
    }

    /// Whether a click runs something (a primary action or a target's method).
    var hasPrimaryAction: Bool { primaryAction != nil || action != nil }

    /// Runs what a click runs: the ``primaryAction`` if there is one, else the target's
    /// method. Nothing happens for a disabled item or a target that went away.
    public func performPrimaryAction() {
        guard isEnabled else { return }
        if let primaryAction {
            primaryAction.perform(sender: self)
        } else if let target, let action {
            action(target, self)
        }
    }

    private func setTarget<Target: AnyObject>(_ target: Target?,
                                              _ call: @escaping @MainActor (Target, UIBarButtonItem) -> Void) {
        self.target = target
        action = { object, item in
            if let typed = object as? Target { call(typed, item) }
        }
    }
}
