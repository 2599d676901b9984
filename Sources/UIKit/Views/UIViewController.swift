import Foundation

/// Manages a view: loads it lazily, takes part in its layout and receives appearance
/// callbacks.
///
/// Order: `loadView`, `viewDidLoad`, `viewWillAppear`, then `viewWillLayoutSubviews` /
/// `viewDidLayoutSubviews` around its view's `layoutSubviews` (possibly more than once),
/// `viewDidAppear` after the update cycle that first laid it out; later
/// `viewWillDisappear`, `viewDidDisappear`.
@preconcurrency @MainActor
open class UIViewController: UIResponder {
    private var loadedView: UIView?
    private var isLoadingView = false
    /// The parent controller, if this is a child.
    open private(set) weak var parent: UIViewController?
    /// The child controllers, in the order added.
    open private(set) var children: [UIViewController] = []
    /// A title for containers to show; setting it also sets ``UIViewController/navigationItem``'s title,
    /// as in UIKit.
    open var title: String? {
        didSet {
            storedNavigationItem?.title = title
            if let storedTabBarItem, storedTabBarItem.title == oldValue { storedTabBarItem.title = title }
        }
    }

    /// What a navigation bar shows for this controller, made on first access with its
    /// ``title``.
    open var navigationItem: UINavigationItem {
        if let storedNavigationItem { return storedNavigationItem }
        let item = UINavigationItem()
        item.title = title
        storedNavigationItem = item
        return item
    }
    private var storedNavigationItem: UINavigationItem?

    /// What a tab bar shows for this controller, made on first access with its ``title``.
    open var tabBarItem: UITabBarItem! {
        get {
            if let storedTabBarItem { return storedTabBarItem }
            let item = UITabBarItem(title: title, image: nil, tag: 0)
            storedTabBarItem = item
            return item
        }
        set { storedTabBarItem = newValue }
    }
    private var storedTabBarItem: UITabBarItem?
    /// Trait overrides set with `setOverrideTraitCollection(_:forChild:)`, by child.
    var childTraitOverrides: [ObjectIdentifier: UITraitCollection] = [:]
    /// Handlers registered with `registerForTraitChanges`.
    var traitChangeRegistrations = TraitChangeRegistry()
    /// The bounds of the window that is loading this controller's view as its root view.
    var windowFrameForLoading: CGRect?
    /// The guides behind `topLayoutGuide` and `bottomLayoutGuide`, once asked for.
    var topLayoutSupport: UIViewControllerLayoutSupportGuide?
    var bottomLayoutSupport: UIViewControllerLayoutSupportGuide?

    /// Creates a controller; its view loads on first access
    /// (`init(nibName: nil, bundle: nil)`, a convenience initialiser as in UIKit).
    public override convenience init() { self.init(nibName: nil, bundle: nil) }

    /// Creates a controller whose view comes from the nib `nibNameOrNil` in
    /// `nibBundleOrNil` (nil: a nib named after the class, if there is one; see
    /// ``loadView()``), as UIKit's designated initialiser.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        givenNibName = nibNameOrNil
        givenNibBundle = nibBundleOrNil
        super.init()
    }

    /// Creates a controller from an archive, as UIKit's designated `init?(coder:)`.
    /// Required, as in UIKit, so controller subclasses written for UIKit compile
    /// unchanged; no archive format is read yet (the view comes from ``loadView()``).
    public required init?(coder: NSCoder) {
        super.init()
    }

    private var givenNibName: String?
    private var givenNibBundle: Bundle?
    /// The name of the controller's nib, if it was given one (read-only and overridable,
    /// as in UIKit).
    open var nibName: String? { givenNibName }
    /// The bundle of the controller's nib, if it was given one.
    open var nibBundle: Bundle? { givenNibBundle }

    /// The root view, created by ``loadView()`` on first access.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set {
            let old = loadedView
            old?.owningViewController = nil
            loadedView = newValue
            newValue?.owningViewController = self
            old?.hierarchyGeometryDidChange()
            newValue?.hierarchyGeometryDidChange()
        }
    }

    /// The view a storyboard scene made, until the view is asked for: as in UIKit, a
    /// scene's controller loads its view (and gets `viewDidLoad`) on first use.
    private var documentView: UIView?

    /// Keeps the view the storyboard loader set, to be loaded on first use.
    func deferDocumentView() {
        guard let loaded = loadedView else { return }
        documentView = loaded
        loadedView = nil
    }

    /// Makes the deferred storyboard view the view; whether there was one.
    func takeDocumentView() -> Bool {
        guard let documentView else { return false }
        self.documentView = nil
        view = documentView
        return true
    }

    /// Whether the default ``loadView()`` made the view (a plain view, with no size of
    /// its own).
    private var madePlainView = false

    /// The view if loaded, without loading it.
    open var viewIfLoaded: UIView? { loadedView }
    /// Whether the view is loaded.
    open var isViewLoaded: Bool { loadedView != nil }

    /// Loads the view now if it is not loaded.
    open func loadViewIfNeeded() {
        guard loadedView == nil, !isLoadingView else { return }
        isLoadingView = true
        loadView()
        if loadedView == nil { view = UIView() }
        isLoadingView = false
        // A window loading its root controller's view gives it the window's size before
        // viewDidLoad (UIKit sizes a loaded root view to the screen), unless loadView
        // gave it a size of its own.
        if let frame = windowFrameForLoading, let view = loadedView, view.bounds.size == .zero {
            view.frame = frame
        } else if madePlainView, let view = loadedView, view.bounds.size == .zero {
            // UIKit's plain view is the screen's size until its container sizes it (a
            // controller pushed on a navigation controller sees that in viewDidLoad).
            view.frame = UIScreen.main.bounds
        }
        viewDidLoad()
    }

    /// Creates the view: from the controller's nib if it has one (``UIViewController/nibName``, or a
    /// document named after the class, as UIKit looks; see ``UINib``), whose File's Owner
    /// outlet `view` sets it; else a plain `UIView`. Overrides assign ``UIViewController/view`` and do not
    /// call super.
    open func loadView() {
        if takeDocumentView() { return }
        if let nib = UINib.nib(for: self) {
            _ = nib.instantiate(withOwner: self)
            if loadedView != nil { return }
            LayoutDiagnostics.error("\(type(of: self)) loaded \(nib.documentName), but its File's Owner's 'view' outlet was not connected; using a plain view.")
        }
        view = UIView()
        madePlainView = true
    }

    /// Insets added to the root view's safe area (for bars the controller draws itself).
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet {
            guard additionalSafeAreaInsets != oldValue else { return }
            if !additionalSafeAreaInsets.isFinite { additionalSafeAreaInsets = oldValue; return }
            viewIfLoaded?.refreshSafeAreaInsets()
        }
    }

    /// The edges of the view that may extend under a container's bars (all, by default).
    open var edgesForExtendedLayout: UIRectEdge = .all {
        didSet { if edgesForExtendedLayout != oldValue { parent?.viewIfLoaded?.setNeedsLayout() } }
    }
    /// Whether the view extends under opaque bars too (false, by default).
    open var extendedLayoutIncludesOpaqueBars = false {
        didSet { if extendedLayoutIncludesOpaqueBars != oldValue { parent?.viewIfLoaded?.setNeedsLayout() } }
    }
    /// How ``present(_:animated:completion:)`` shows the controller (`.automatic`: a sheet).
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// The presentation this controller made or is part of (UIViewController+Presentation.swift).
    var presentedStorage: UIViewController?
    weak var presentingStorage: UIViewController?

    /// What a container's translucent bars over the view add to its safe area.
    var barSafeAreaInsets: UIEdgeInsets = .zero {
        didSet { if barSafeAreaInsets != oldValue { viewIfLoaded?.refreshSafeAreaInsets() } }
    }

    /// The smallest margins the root view gets while
    /// ``viewRespectsSystemMinimumLayoutMargins`` is true: 0 at the top and bottom and 16
    /// at the leading and trailing edges (UIKit's compact-width value; this library has
    /// no size classes).
    open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
    }

    /// Whether the root view's margins are at least ``systemMinimumLayoutMargins``.
    open var viewRespectsSystemMinimumLayoutMargins = true {
        didSet { if viewRespectsSystemMinimumLayoutMargins != oldValue { viewIfLoaded?.refreshLayoutMargins() } }
    }

    /// Called once after the view loaded.
    open func viewDidLoad() {}

    // MARK: Editing (see UIViewController+Editing.swift)

    /// Whether the controller's content is being edited (false by default); setting it
    /// calls ``setEditing(_:animated:)``.
    open var isEditing: Bool {
        get { editingFlag }
        set { setEditing(newValue, animated: false) }
    }
    var editingFlag = false
    var storedEditButtonItem: UIBarButtonItem?

    /// Enters or leaves editing; the ``editButtonItem`` shows Edit or Done. Overrides call
    /// super (a table view controller puts its table in editing mode).
    open func setEditing(_ editing: Bool, animated: Bool) {
        editingFlag = editing
        editButtonItemDidChange()
    }
    /// Called before the view enters a window.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the first update cycle that showed the view.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view leaves its window.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view left its window.
    open func viewDidDisappear(_ animated: Bool) {}

    /// Called in the update-constraints step instead of the view's `updateConstraints()`;
    /// the default calls it. Overrides must call super last.
    open func updateViewConstraints() {
        viewIfLoaded?.updateConstraints()
    }

    /// Called before the view's `layoutSubviews()`.
    open func viewWillLayoutSubviews() {}
    /// Called after the view's `layoutSubviews()`.
    open func viewDidLayoutSubviews() {}
    /// Called after the controller's ``traitCollection`` changed.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    /// Called before the window that shows the controller's view changes size (a resize),
    /// with the new size; the default passes on to each child the size
    /// ``size(forChildContentContainer:withParentContainerSize:)`` gives it.
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        for child in children {
            child.viewWillTransition(to: self.size(forChildContentContainer: child, withParentContainerSize: size), with: coordinator)
        }
    }

    /// The size the controller would like, for a parent that lays out by it; setting it
    /// tells the parent (``preferredContentSizeDidChange(forChildContentContainer:)``).
    open var preferredContentSize: CGSize = .zero {
        didSet { if preferredContentSize != oldValue { parent?.preferredContentSizeDidChange(forChildContentContainer: self) } }
    }
    /// A child's preferred size changed (the default does nothing).
    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}
    /// An intrinsic size inside a child's view changed, so its fitting size may have (the
    /// default does nothing).
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer) {}
    /// The size a child gets when this controller is `parentSize`: the same, by default.
    open func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        parentSize
    }
    /// Called before the traits change, with the new ones; the default passes it on.
    open func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
        for child in children { child.willTransition(to: newCollection, with: coordinator) }
    }
    /// Called when the safe area of the controller's view changed (after the view's own
    /// `safeAreaInsetsDidChange()`), as in UIKit.
    open func viewSafeAreaInsetsDidChange() {}
    /// Called when the layout margins of the controller's view changed (after the view's
    /// own `layoutMarginsDidChange()`), as in UIKit.
    open func viewLayoutMarginsDidChange() {}

    open override var next: UIResponder? { loadedView?.superview }

    // MARK: Children

    /// Adds a child controller (call `addSubview` for its view, then `didMove(toParent:)`).
    open func addChild(_ child: UIViewController) {
        guard child !== self, child.parent !== self else { return }
        child.removeFromParent()
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
    }

    /// Removes this controller from its parent (call `willMove(toParent: nil)` first).
    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        parent.childTraitOverrides[ObjectIdentifier(self)] = nil
        self.parent = nil
        didMove(toParent: nil)
    }

    /// Called before the controller moves to a new parent.
    open func willMove(toParent parent: UIViewController?) {}
    /// Called after the controller moved to a new parent.
    open func didMove(toParent parent: UIViewController?) {}

    // MARK: Appearance (driven by the view's window moves, or by a container)

    /// Where the controller is in its appearance callbacks.
    enum AppearanceState { case disappeared, appearing, appeared, disappearing }
    var appearanceState = AppearanceState.disappeared
    private var appearanceIsAnimated = false
    /// Set by a container or a presentation that sends this controller's appearance
    /// callbacks itself: its view's window moves then send none.
    var hasManagedAppearance = false
    /// The children a container sends its own appearance callbacks on to (none by default:
    /// children's views send theirs as they enter or leave the window).
    var childrenForwardedAppearance: [UIViewController] { [] }
    var movingToParent = false
    var movingFromParent = false
    var beingPresented = false
    var beingDismissed = false

    /// Whether the controller is being added to a container (true during the appearance
    /// callbacks of a push).
    open var isMovingToParent: Bool { movingToParent }
    /// Whether the controller is being removed from a container (true during the
    /// disappearance callbacks of a pop).
    open var isMovingFromParent: Bool { movingFromParent }
    /// Whether the controller is being presented (true during its appearance callbacks).
    open var isBeingPresented: Bool { beingPresented }
    /// Whether the controller is being dismissed (true during its disappearance callbacks).
    open var isBeingDismissed: Bool { beingDismissed }

    /// Whether a container's own appearance callbacks reach its children without
    /// ``beginAppearanceTransition(_:animated:)`` (true, as in UIKit). Here children's
    /// views send theirs as they enter or leave the window, whatever this says.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// Starts an appearance (`isAppearing`) or disappearance: calls ``viewWillAppear(_:)``
    /// (after loading the view, so ``viewDidLoad()`` always comes first) or
    /// ``viewWillDisappear(_:)`` unless the controller is already on its way there.
    /// ``endAppearanceTransition()`` finishes it.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        appearanceIsAnimated = animated
        if isAppearing {
            guard appearanceState == .disappeared || appearanceState == .disappearing else { return }
            appearanceState = .appearing
            loadViewIfNeeded()
            viewWillAppear(animated)
        } else {
            guard appearanceState == .appeared || appearanceState == .appearing else { return }
            appearanceState = .disappearing
            viewWillDisappear(animated)
        }
        for child in childrenForwardedAppearance { child.beginAppearanceTransition(isAppearing, animated: animated) }
    }

    /// Finishes what ``beginAppearanceTransition(_:animated:)`` started: calls
    /// ``viewDidAppear(_:)`` or ``viewDidDisappear(_:)``.
    open func endAppearanceTransition() {
        switch appearanceState {
        case .appearing:
            appearanceState = .appeared
            viewDidAppear(appearanceIsAnimated)
        case .disappearing:
            appearanceState = .disappeared
            viewDidDisappear(appearanceIsAnimated)
        case .appeared, .disappeared:
            return
        }
        for child in childrenForwardedAppearance { child.endAppearanceTransition() }
    }

    func viewWillMove(toWindow window: UIWindow?) {
        guard !hasManagedAppearance else { return }
        if window != nil && loadedView?.window == nil {
            beginAppearanceTransition(true, animated: false)
        } else if window == nil && loadedView?.window != nil {
            beginAppearanceTransition(false, animated: false)
        }
    }

    func viewDidMoveToWindow() {
        guard !hasManagedAppearance else { return }
        if let window = loadedView?.window {
            window.pendingDidAppear.append(self)
            window.scheduleUpdateCycle()
        } else if appearanceState == .disappearing {
            endAppearanceTransition()
        }
    }

    func finishAppearing() {
        guard appearanceState == .appearing else { return }
        endAppearanceTransition()
    }

    // MARK: System appearance

    // There is no status bar, home indicator or device rotation in an X window: these
    // answer UIKit's defaults so that controllers overriding them compile and run.

    /// The status bar's style this controller prefers (`.default`).
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// Whether this controller prefers the status bar hidden (false).
    open var prefersStatusBarHidden: Bool { false }
    /// How status bar changes animate (`.fade`).
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
    /// The child whose status bar style is used instead (nil).
    open var childForStatusBarStyle: UIViewController? { nil }
    /// The child whose status bar visibility is used instead (nil).
    open var childForStatusBarHidden: UIViewController? { nil }
    /// Asks for the status bar to be updated (nothing to update here).
    open func setNeedsStatusBarAppearanceUpdate() {}
    /// The orientations the controller supports (`.allButUpsideDown`, the iPhone default).
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
    /// Whether the controller's content rotates with the device (true).
    open var shouldAutorotate: Bool { true }
    /// The orientation a full-screen presentation prefers (`.portrait`).
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }
    /// Whether the controller prefers the home indicator hidden (false).
    open var prefersHomeIndicatorAutoHidden: Bool { false }
    /// The child whose home indicator preference is used instead (nil).
    open var childForHomeIndicatorAutoHidden: UIViewController? { nil }
    /// Asks for the home indicator to be updated (nothing to update here).
    open func setNeedsUpdateOfHomeIndicatorAutoHidden() {}
    /// The screen edges whose system gestures come second to the app's (none).
    open var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { [] }
    /// Asks for the deferred screen edges to be updated (nothing to update here).
    open func setNeedsUpdateOfScreenEdgesDeferringSystemGestures() {}

    // MARK: Presenting (UIViewController+Presentation.swift)
    /// Shows `viewControllerToPresent` over the window, by its ``modalPresentationStyle``;
    /// `completion` runs when the transition ends. A controller that already presents
    /// one, or whose view is not in a window, presents nothing (UIKit logs a warning too).
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        performPresent(viewControllerToPresent, animated: flag, completion: completion)
    }

    /// Dismisses the controller this one presented (or, when it presents none, the one
    /// presenting it dismisses it); `completion` runs when the transition ends.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        performDismiss(animated: flag, completion: completion)
    }

    // MARK: Showing another controller

    /// Shows `vc` in a primary context, as UIKit's: the nearest navigation controller
    /// among this controller and its ancestors pushes it; without one it is presented
    /// modally from this controller.
    open func show(_ vc: UIViewController, sender: Any?) {
        var container: UIViewController? = self
        while let current = container, !(current is UINavigationController) { container = current.parent }
        if let navigation = container as? UINavigationController {
            navigation.pushViewController(vc, animated: true)
        } else {
            present(vc, animated: true)
        }
    }

    /// Shows `vc` in a secondary (detail) context. Without a split view controller (this
    /// UIKit has none) UIKit presents it modally, and so does this.
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        present(vc, animated: true)
    }

    // MARK: Storyboards (UIViewController+Segues.swift)

    /// The storyboard the controller was made from, if any.
    open internal(set) var storyboard: UIStoryboard?
    /// The segues the storyboard gave this controller (its own and its controls').
    var segueTemplates: [StoryboardSegueTemplate] = []

    /// Called before a segue from this controller shows its destination (the destination
    /// is made, its view not yet loaded). Overrides pass data on; the default does nothing.
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

    /// Whether a segue a control or bar item triggers should run (true). Not asked for
    /// ``performSegue(withIdentifier:sender:)``, as in UIKit.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    /// Performs the storyboard segue `identifier` from this controller: makes the
    /// destination, calls ``prepare(for:sender:)``, then shows it. An unknown identifier
    /// is logged with UIKit's message, and nothing happens.
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        guard let template = segueTemplates.first(where: { $0.identifier == identifier }) else {
            LayoutDiagnostics.error("Receiver (<\(type(of: self)): \(addressString(of: self))>) has no segue with identifier '\(identifier)'")
            return
        }
        performSegue(template, sender: sender)
    }

    // MARK: Declared here to be overridable, as in UIKit (UIViewController+Presentation.swift)
    /// The controller this one (or its top-most parent) presented.
    open var presentedViewController: UIViewController? { uikitPresentedViewController }

    /// The controller that presented this one (or its top-most parent).
    open var presentingViewController: UIViewController? { uikitPresentingViewController }

    // MARK: Declared here to be overridable, as in UIKit (UINavigationController.swift)
    /// The nearest navigation controller among this controller's parents.
    open var navigationController: UINavigationController? { uikitNavigationController }

    // MARK: Declared here to be overridable, as in UIKit (UITabBarController.swift)
    /// The nearest tab bar controller among this controller's parents.
    open var tabBarController: UITabBarController? { uikitTabBarController }
}
