import Foundation

/// A context menu on a view: a right click (the secondary button) on the view asks the
/// delegate for a configuration and opens its menu at the pointer.
@preconcurrency @MainActor
open class UIContextMenuInteraction: NSObject, UIInteraction {
    /// Where the menu appears relative to the view (kept; the menu opens at the pointer).
    public enum AppearanceType: Int, Sendable {
        case unknown = 0
        case rich = 1
        case compact = 2
    }

    /// Asked for the menu.
    public private(set) weak var delegate: (any UIContextMenuInteractionDelegate)?
    /// The view the interaction is on.
    public private(set) weak var view: UIView?
    /// How the menu appears: compact (a pop-up without preview).
    public var menuAppearance: AppearanceType { .compact }

    /// An interaction whose menus come from `delegate`.
    public init(delegate: any UIContextMenuInteractionDelegate) {
        self.delegate = delegate
        super.init()
    }

    open func willMove(to view: UIView?) {}

    open func didMove(to view: UIView?) {
        self.view = view
    }

    /// Where `location` (window coordinates) is in `view`'s coordinates.
    public func location(in view: UIView?) -> CGPoint {
        guard let presentation = MenuPresentation.current(in: self.view?.window), presentation.source === self else { return .zero }
        let point = presentation.anchor.origin
        guard let view, let window = presentation.window else { return point }
        return view.convert(point, from: window)
    }

    /// Closes the menu this interaction opened, if it is open.
    public func dismissMenu() {
        guard let presentation = MenuPresentation.current(in: view?.window), presentation.source === self else { return }
        presentation.dismiss()
    }

    /// Opens the menu for a right click at `point` (window coordinates): asks the delegate,
    /// shows the menu, tells the delegate. Returns whether a menu opened.
    @discardableResult
    func openMenu(atWindowPoint point: CGPoint) -> Bool {
        guard let view, let window = view.window, let delegate else { return false }
        let local = view.convert(point, from: window)
        guard let configuration = delegate.contextMenuInteraction(self, configurationForMenuAtLocation: local),
              let menu = configuration.makeMenu() else { return false }
        delegate.contextMenuInteraction(self, willDisplayMenuFor: configuration, animator: nil)
        let presentation = MenuPresentation(menu: menu, in: window, anchor: CGRect(origin: point, size: .zero), source: self)
        presentation.onDismiss = { [weak self] in
            guard let self else { return }
            self.delegate?.contextMenuInteraction(self, willEndFor: configuration, animator: nil)
        }
        presentation.present()
        return true
    }
}

/// Animations of a context menu's appearance (none on the desktop: `nil` is passed).
@preconcurrency @MainActor
public protocol UIContextMenuInteractionAnimating: NSObjectProtocol {
    /// Adds animations to run with the menu's.
    func addAnimations(_ animations: @escaping () -> Void)
    /// Adds a completion to run after the menu's animation.
    func addCompletion(_ completion: @escaping () -> Void)
}

/// What a ``UIContextMenuInteraction`` asks and tells.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionDelegate: NSObjectProtocol {
    /// The configuration for a menu at `location` (the view's coordinates), or nil for none.
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration?
    /// The menu is about to open.
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?)
    /// The menu is about to close.
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?)
}

extension UIContextMenuInteractionDelegate {
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                       animator: (any UIContextMenuInteractionAnimating)?) {}
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                       animator: (any UIContextMenuInteractionAnimating)?) {}
}
