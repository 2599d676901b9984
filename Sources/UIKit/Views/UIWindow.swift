import Foundation

/// The root of a view hierarchy, shown by the host. It owns the hierarchy's layout
/// engine; its size comes from the host (set ``UIView/frame`` or send
/// ``InputEvent/resize(size:)``).
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// The engine shared by every view of this window.
    private(set) lazy var engine: LayoutEngine = {
        let engine = LayoutEngine(window: self)
        _ = engine.variables(for: self)
        return engine
    }()

    /// The host's presenter, told what to repaint after each update cycle.
    public weak var presenter: (any WindowPresenting)?
    /// The window that receives key events, if any.
    public private(set) static var keyWindow: UIWindow? {
        get { keyWindowReference.object }
        set { keyWindowReference = UnretainedReference(newValue) }
    }
    private static var keyWindowReference = UnretainedReference<UIWindow>(nil)

    /// The layout direction of every view in the window whose
    /// ``UIView/semanticContentAttribute`` is unspecified, and whose ancestors' are too (in
    /// UIKit the trait collection carries it). Changing it mirrors leading/trailing
    /// constraints and directional margins.
    public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection = UIView.applicationLayoutDirection {
        didSet {
            guard userInterfaceLayoutDirection != oldValue, semanticContentAttribute == .unspecified else { return }
            layoutDirectionDidChangeInSubtree()
        }
    }

    /// The insets of the window's unsafe edges, set by the host (zero by default); the
    /// window's ``UIView/safeAreaInsets`` and, clipped, its views'.
    package var hostSafeAreaInsets: UIEdgeInsets = .zero {
        didSet {
            guard hostSafeAreaInsets != oldValue else { return }
            if !hostSafeAreaInsets.isFinite { hostSafeAreaInsets = oldValue; return }
            refreshSafeAreaInsets()
        }
    }

    @exclusivity(unchecked) var isUpdateCycleScheduled = false
    /// The first responder, the touch in progress and the keys down (UIWindow+Events.swift).
    let eventState = WindowEventState()
    /// What changed since the last presentation (UIWindow+Presentation.swift): the
    /// rectangle covering it all, the same kept as a few rectangles, and a rigid scroll.
    @exclusivity(unchecked) var presentationDirtyRect: CGRect = .null
    var presentationDirtyRects: [CGRect] = []
    var pendingScroll: PendingScroll?
    var pendingDidAppear: [UIViewController] = []
    /// The ends of container transitions made without animation: they run after the
    /// update cycle that laid the new views out, as UIKit's did-appear callbacks do.
    var pendingTransitionEnds: [() -> Void] = []
    /// The scene of ``windowScene`` (UIScene.swift).
    weak var windowSceneStorage: UIWindowScene?

    /// Creates a hidden window with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isWindow = true
        isHidden = true
    }

    /// Creates a hidden window the size of the main screen (``UIScreen/bounds``), as
    /// UIKit's `UIWindow()` does since iOS 9: apps without scenes write
    /// `window = UIWindow()` and then `makeKeyAndVisible()`.
    public convenience init() {
        self.init(frame: UIScreen.main.bounds)
    }

    /// Creates a hidden window with a zero frame, from an archive (no format is read yet).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isWindow = true
        isHidden = true
    }

    /// The view controller whose view fills the window.
    open var rootViewController: UIViewController? {
        didSet {
            guard rootViewController !== oldValue else { return }
            if let old = oldValue, old.viewIfLoaded?.superview === self { old.viewIfLoaded?.removeFromSuperview() }
            if !isHidden { installRootView() }
        }
    }

    /// Whether this is the key window.
    open var isKeyWindow: Bool { UIWindow.keyWindow === self }

    /// Makes the window the key window (the one that receives key events) without
    /// showing it.
    open func makeKey() {
        UIWindow.keyWindow = self
    }

    /// Shows the window, makes it key and installs the root view controller's view.
    /// Under an app's host (``UIApplication/host``), this also opens the window on screen.
    open func makeKeyAndVisible() {
        UIWindow.keyWindow = self
        isHidden = false
        installRootView()
        scheduleUpdateCycle()
        if let application = UIApplication.current {
            application.windowDidBecomeVisible(self)
            application.host?.show(self)
        }
    }

    private func installRootView() {
        guard let controller = rootViewController else { return }
        controller.windowFrameForLoading = bounds
        let view: UIView = controller.view
        controller.windowFrameForLoading = nil
        guard view.superview !== self else { return }
        view.frame = bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(view)
    }

    /// Delivers an event from the host (see UIWindow+Events.swift): a resize sets the
    /// size; a primary-button press starts a touch
    /// on the hit-tested view (``UIResponder/touchesBegan(_:with:)``) and the moves and
    /// release that follow go to the same view; key presses go to the
    /// ``firstResponder`` (else the root view controller, else the window) with
    /// ``UIResponder/pressesBegan(_:with:)``. Unhandled events travel up the responder
    /// chain; Tab and Shift+Tab that reach the window move the keyboard focus.
    /// - Returns: the view under the pointer, for pointer events.
    @discardableResult
    open func sendEvent(_ event: InputEvent) -> UIView? {
        routeEvent(event)
    }

    /// Tab and Shift+Tab move the keyboard focus; other presses end here.
    /// A resize tells the controllers and, across a size-class boundary, every view
    /// (UIView+Traits.swift).
    override func boundsSizeDidChange(from oldSize: CGSize) {
        super.boundsSizeDidChange(from: oldSize)
        windowSizeDidChange(from: oldSize, previousTraits: traits(for: oldSize))
    }

    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if handleFocusKeys(presses) { return }
        super.pressesBegan(presses, with: event)
    }

    /// Paints the whole window into `context`: backgrounds and recorded content, parents
    /// before children, honouring `isHidden`, `alpha` and `clipsToBounds`.
    public func render(in context: any DrawingContext) {
        renderTree(in: context, opacity: 1)
    }

    /// Runs `end` after the next update cycle (its layout and display).
    func afterNextUpdateCycle(_ end: @escaping () -> Void) {
        pendingTransitionEnds.append(end)
        scheduleUpdateCycle()
    }

    func scheduleUpdateCycle() {
        UpdateCycle.schedule(self)
    }

    /// Asks for `rect` of the window (all of it, by default) to be presented again at the
    /// end of this run-loop turn, through ``WindowPresenting/windowNeedsPresent(_:dirtyRect:)``
    /// like any change: for a host that lost or replaced what it showed (a new back buffer
    /// after a resize, a window mapped for the first time). Hosts paint through that one
    /// call only.
    public func setNeedsPresent(_ rect: CGRect? = nil) {
        addPresentationDirtyRect(rect ?? bounds)
    }

    /// Whether the whole window will be repainted anyway.
    @inline(__always) var isFullyDirty: Bool {
        // Field by field (`contains` is an out-of-line union and compare, and every frame
        // a layout pass sets asks). The dirty rectangle is a union, so standardized;
        // the null rectangle's infinite origin fails the first test.
        let dirty = presentationDirtyRect
        return dirty.origin.x <= boundsOrigin.x && dirty.origin.y <= boundsOrigin.y
            && dirty.origin.x + dirty.size.width >= boundsOrigin.x + boundsSize.width
            && dirty.origin.y + dirty.size.height >= boundsOrigin.y + boundsSize.height
    }

    /// Whether something is still marked after a pass ran: constraints, layout, display,
    /// presentation, solver changes or appearance callbacks (marked by the pass's own last
    /// steps, such as `draw` or `viewDidAppear`).
    var needsAnotherPass: Bool {
        cycle.subtreeNeedsUpdateConstraints || cycle.subtreeNeedsLayout || cycle.subtreeNeedsDisplay
            || !presentationDirtyRect.isNull || pendingScroll != nil || engine.hasPendingChanges
            || !pendingDidAppear.isEmpty || !pendingTransitionEnds.isEmpty
    }

    /// After layout and display: present, then finish appearance transitions.
    func finishCycle() {
        if let update = takePresentationUpdate() { presenter?.windowNeedsPresent(self, update: update) }
        let appearing = pendingDidAppear
        pendingDidAppear.removeAll()
        for controller in appearing where controller.viewIfLoaded?.window === self {
            controller.finishAppearing()
        }
        let ends = pendingTransitionEnds
        pendingTransitionEnds.removeAll()
        for end in ends { end() }
    }
}
