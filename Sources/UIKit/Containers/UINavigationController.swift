import Foundation

/// What a navigation controller tells as it shows a controller.
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: AnyObject {
    /// Called before `viewController` is shown (a push, a pop or a new stack).
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    /// Called after `viewController` was shown, when the transition finished.
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}

extension UINavigationControllerDelegate {
    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}
}

/// A stack of view controllers shown one at a time under a ``UINavigationBar``.
///
/// Pushing B over A calls, in UIKit's order: `B.viewDidLoad` (if it was not loaded),
/// `A.viewWillDisappear`, `B.viewWillAppear`, B's layout callbacks, `A.viewDidDisappear`,
/// `B.viewDidAppear`; ``UIViewController/isMovingToParent`` is true for B during its
/// callbacks (``UIViewController/isMovingFromParent`` for a popped controller during
/// its). Without animation the did-callbacks come after the update cycle that laid B
/// out; with animation, when the slide ends (0.35 s). A controller outside a window gets
/// no appearance callbacks.
///
/// The top controller's view fills the navigation controller's view and extends under a
/// translucent bar (whose height its safe area's top gains); under an opaque bar
/// (``UINavigationBar/isTranslucent`` false) it starts below the bar, unless the
/// controller's ``UIViewController/extendedLayoutIncludesOpaqueBars`` is true.
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    /// The duration of an animated push or pop.
    static let transitionDuration: TimeInterval = 0.35

    /// The bar at the top, showing the stack's navigation items.
    open private(set) lazy var navigationBar: UINavigationBar = {
        let bar = UINavigationBar()
        bar.navigationController = self
        return bar
    }()
    /// Told of each controller shown.
    open weak var delegate: (any UINavigationControllerDelegate)?
    private var stack: [UIViewController] = []
    /// A push or pop whose animation has not finished.
    private var isTransitioning = false
    /// Controllers added to the stack whose `didMove(toParent:)` waits for the transition.
    private var awaitingDidMove: [UIViewController] = []

    /// Creates a navigation controller with an empty stack.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates a navigation controller from an archive (no format is read yet).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Creates a navigation controller whose stack is `rootViewController`.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        setViewControllers([rootViewController], animated: false)
    }

    /// The stack, root first; setting it is ``setViewControllers(_:animated:)`` without animation.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }
    /// The controller on top of the stack.
    open var topViewController: UIViewController? { stack.last }
    /// The controller shown: the one the top controller presented, if any, else the top one.
    open var visibleViewController: UIViewController? {
        topViewController?.presentedViewController ?? topViewController
    }

    /// Whether the bar is hidden.
    open var isNavigationBarHidden: Bool {
        get { navigationBar.isHidden }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    /// Hides or shows the bar; the top controller's view and safe area follow.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        guard navigationBar.isHidden != hidden else { return }
        navigationBar.isHidden = hidden
        viewIfLoaded?.setNeedsLayout()
        if isViewLoaded { layoutTopView() }
    }

    open override func loadView() {
        view = ContainerLayoutView { [weak self] in self?.layoutTopView() }
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(navigationBar)
        if let top = topViewController {
            view.insertSubview(top.view, belowSubview: navigationBar)
            layoutTopView()
        }
    }

    override var childrenForwardedAppearance: [UIViewController] {
        guard !isTransitioning, let top = topViewController, top.viewIfLoaded?.superview === viewIfLoaded else { return [] }
        return [top]
    }

    // MARK: Changing the stack

    /// Pushes `viewController` on the stack and shows it, sliding in from the trailing
    /// edge when `animated`.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        guard !stack.contains(where: { $0 === viewController }) else {
            LayoutDiagnostics.error("Pushing \(type(of: viewController)), which is already in the navigation stack, is not supported.")
            return
        }
        let old = topViewController
        adopt(viewController)
        stack.append(viewController)
        transition(from: old, to: viewController, removing: [], isPush: true, animated: animated)
    }

    /// Pops the top controller (not the root) and returns it.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1 else { return nil }
        return popToViewController(stack[stack.count - 2], animated: animated)?.first
    }

    /// Pops every controller above the root; returns them, bottom first.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = stack.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    /// Pops the controllers above `viewController`; returns them, bottom first (`nil`
    /// when `viewController` is not in the stack).
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = stack.firstIndex(where: { $0 === viewController }) else { return nil }
        let popped = Array(stack[(index + 1)...])
        guard let old = popped.last else { return [] }
        stack.removeSubrange((index + 1)...)
        transition(from: old, to: viewController, removing: popped, isPush: false, animated: animated)
        return popped
    }

    /// Replaces the stack; a new top controller is shown as by a push (or a pop when it
    /// was in the stack already).
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        var unique: [UIViewController] = []
        for controller in viewControllers where !unique.contains(where: { $0 === controller }) { unique.append(controller) }
        let old = topViewController
        let removed = stack.filter { controller in !unique.contains { $0 === controller } }
        let wasInStack = unique.last.map { new in stack.contains { $0 === new } } ?? false
        for controller in unique where controller.parent !== self { adopt(controller) }
        stack = unique
        guard let new = unique.last else {
            for controller in removed { release(controller) }
            old?.viewIfLoaded?.removeFromSuperview()
            navigationBar.setItems([], animated: false)
            return
        }
        if new === old {
            for controller in removed { release(controller) }
            navigationBar.setItems(stack.map(\.navigationItem), animated: false)
            finishMoves()
            return
        }
        transition(from: old, to: new, removing: removed, isPush: !wasInStack, animated: animated)
    }

    // MARK: Transitions

    private func adopt(_ controller: UIViewController) {
        addChild(controller)
        controller.hasManagedAppearance = true
        awaitingDidMove.append(controller)
    }

    private func release(_ controller: UIViewController) {
        controller.willMove(toParent: nil)
        if controller.viewIfLoaded?.superview === viewIfLoaded { controller.viewIfLoaded?.removeFromSuperview() }
        controller.hasManagedAppearance = false
        controller.removeFromParent()
    }

    /// Shows `new` in place of `old`; `removing` leave the stack.
    private func transition(from old: UIViewController?, to new: UIViewController, removing: [UIViewController],
                            isPush: Bool, animated: Bool) {
        guard isViewLoaded else {
            // Nothing shown yet: viewDidLoad installs the top controller.
            for controller in removing { release(controller) }
            navigationBar.setItems(stack.map(\.navigationItem), animated: false)
            finishMoves()
            return
        }
        let state = appearanceState
        let visible = state == .appeared && view.window != nil
        let animated = animated && visible && UIView.areAnimationsEnabled
        new.movingToParent = isPush
        for controller in removing {
            controller.movingFromParent = true
            controller.willMove(toParent: nil)
        }
        _ = new.view
        delegate?.navigationController(self, willShow: new, animated: animated)
        if visible {
            old?.beginAppearanceTransition(false, animated: animated)
            new.beginAppearanceTransition(true, animated: animated)
        } else if state == .appearing {
            old?.beginAppearanceTransition(false, animated: false)
            old?.endAppearanceTransition()
            new.beginAppearanceTransition(true, animated: false)
        }
        navigationBar.setItems(stack.map(\.navigationItem), animated: animated)
        isTransitioning = true
        if isPush || old == nil {
            view.insertSubview(new.view, belowSubview: navigationBar)
        } else if let oldView = old?.viewIfLoaded, oldView.superview === view {
            view.insertSubview(new.view, belowSubview: oldView)
        } else {
            view.insertSubview(new.view, belowSubview: navigationBar)
        }
        layoutTopView()

        let finish = { [self] in
            if let oldView = old?.viewIfLoaded, oldView.superview === view, old !== topViewController { oldView.removeFromSuperview() }
            isTransitioning = false
            if visible {
                old?.endAppearanceTransition()
                new.endAppearanceTransition()
            }
            for controller in removing {
                controller.movingFromParent = false
                controller.hasManagedAppearance = false
                controller.removeFromParent()
            }
            finishMoves()
            new.movingToParent = false
            delegate?.navigationController(self, didShow: new, animated: animated)
        }
        if animated, let oldView = old?.viewIfLoaded {
            let width = view.bounds.width
            let newFinal = new.view.frame, oldFinal = oldView.frame
            let slide = isPush ? width : -width * 0.3
            UIView.performWithoutAnimation {
                new.view.frame = newFinal.offsetBy(dx: slide, dy: 0)
            }
            UIView.animate(withDuration: Self.transitionDuration, delay: 0, options: [], animations: {
                new.view.frame = newFinal
                oldView.frame = oldFinal.offsetBy(dx: isPush ? -width * 0.3 : width, dy: 0)
            }, completion: { _ in finish() })
        } else if visible, let window = view.window {
            window.afterNextUpdateCycle(finish)
        } else {
            finish()
        }
    }

    private func finishMoves() {
        let moved = awaitingDidMove
        awaitingDidMove.removeAll()
        for controller in moved where controller.parent === self { controller.didMove(toParent: self) }
    }

    // MARK: Layout

    /// Places the bar and the top controller's view, and gives that controller the bar's
    /// part of its safe area.
    func layoutTopView() {
        guard let view = viewIfLoaded else { return }
        let bounds = view.bounds
        let top = view.safeAreaInsets.top
        let bar = navigationBar
        let barHeight = bar.barHeight
        bar.frame = CGRect(x: 0, y: top, width: bounds.width, height: barHeight)
        let searchBarHeight = placeSearchBar(below: top + barHeight, width: bounds.width)
        guard let child = topViewController, let childView = child.viewIfLoaded, childView.superview === view else { return }
        var frame = bounds
        var barInset: CGFloat = 0
        if !bar.isHidden {
            let extendsUnder = child.edgesForExtendedLayout.contains(.top)
                && (bar.isTranslucent || child.extendedLayoutIncludesOpaqueBars)
            if extendsUnder {
                barInset = barHeight + searchBarHeight
            } else {
                frame.origin.y = top + barHeight + searchBarHeight
                frame.size.height = max(0, bounds.height - frame.origin.y)
            }
        }
        child.barSafeAreaInsets = UIEdgeInsets(top: barInset, left: 0, bottom: 0, right: 0)
        // The bar's part counts only in a window; the view may have entered one since.
        childView.refreshSafeAreaInsets()
        if childView.frame != frame { childView.frame = frame }
    }
}

/// A container controller's view: lays out its bar and the shown child's view through
/// `layout` whenever it lays out (a resize, a safe-area change, `setNeedsLayout()`).
final class ContainerLayoutView: UIView {
    private let layout: @MainActor () -> Void

    init(layout: @escaping @MainActor () -> Void) {
        self.layout = layout
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) {
        layout = {}
        super.init(coder: coder)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layout()
    }

    override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        setNeedsLayout()
    }
}

extension UIViewController {
    /// The nearest parent that is a `Container`.
    func nearestAncestor<Container: UIViewController>(_ type: Container.Type) -> Container? {
        var current = parent
        while let controller = current {
            if let match = controller as? Container { return match }
            current = controller.parent
        }
        return nil
    }

    /// What ``navigationController`` returns (declared in the class, where it can be `open`).
    var uikitNavigationController: UINavigationController? { nearestAncestor(UINavigationController.self) }
}
