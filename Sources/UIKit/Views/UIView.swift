import Cassowary
import Foundation

/// A rectangle in a window's hierarchy that lays out its subviews and draws its content.
///
/// Frames are in the superview's coordinate space (origin top-left, y downward).
/// Auto Layout positions a view through ``NSLayoutConstraint``s that a per-window engine
/// solves; the deferred update cycle (see ``setNeedsLayout()``) copies the results into
/// frames. Everything is main-thread only.
@preconcurrency @MainActor
open class UIView: UIResponder {
    // The internal stored properties are `@exclusivity(unchecked)`: a layout pass reads
    // them some 80 times per view, and the dynamic exclusivity check of a class property
    // cost a fifth of a window resize. Only this module touches them, from the main
    // actor, never through overlapping `inout` accesses. The public properties that
    // every constraint activation or stack arrangement reads for each view (`isHidden`,
    // `isOpaque`, `isUserInteractionEnabled`, `translatesAutoresizingMaskIntoConstraints`,
    // `semanticContentAttribute`) are unchecked too (with those of `UIStackView` and
    // `NSLayoutConstraint`, 2.3% of the 4,002-view stack's first layout): only a caller
    // passing one `inout` to code that reads it again could overlap, which UIKit does
    // not report either.

    // MARK: Stored geometry
    @exclusivity(unchecked) var frameOrigin: CGPoint = .zero
    @exclusivity(unchecked) var boundsOrigin: CGPoint = .zero
    @exclusivity(unchecked) var boundsSize: CGSize = .zero

    // MARK: Hierarchy
    /// The view that contains this one, or `nil`.
    ///
    /// Held as an unowned reference rather than a weak one: a superview keeps its
    /// subviews alive, and clears their back references when it goes away (see
    /// `deinit`), so the pointer is never dangling. Weak references cost a side-table
    /// lookup on every access, and the layout pass reads this for every view.
    open internal(set) var superview: UIView? {
        get { superviewReference?.takeUnretainedValue() }
        set { superviewReference = newValue.map { Unmanaged.passUnretained($0) } }
    }
    // An `Unmanaged` reference: a read that only looks at the superview's state then
    // costs no retain and release, where an `unowned(unsafe)` read still made both.
    @exclusivity(unchecked) private var superviewReference: Unmanaged<UIView>?

    /// Runs `body` on the superview, without retaining it (the superview keeps this view
    /// alive, and is kept alive by its own superview or window while a pass runs); nil
    /// without a superview. For the state the layout pass touches on every frame it sets.
    @inline(__always)
    final func withSuperview<Result>(_ body: (UIView) -> Result) -> Result? {
        superviewReference?.withGuaranteedInstance(body)
    }

    /// Sets `subtreeNeedsLayout` on the ancestors up to the first that has it already,
    /// reading each through its unretained reference without retaining it (a layout pass
    /// flags a path for every view whose size changed). Not inlined: inlined into its
    /// caller, the walk made more retains (measured under cachegrind).
    @inline(never)
    final func flagAncestorsSubtreeNeedsLayout() {
        var next = superviewReference
        while let reference = next {
            next = reference.withGuaranteedInstance { view -> Unmanaged<UIView>? in
                if view.cycle.subtreeNeedsLayout { return nil }
                view.cycle.subtreeNeedsLayout = true
                return view.superviewReference
            }
        }
    }

    /// How many superviews the view has, counting at most `limit`, each read through its
    /// unretained reference without retaining it (a batch of constraints is sorted by
    /// the depth of their views: climbing through `superview` retained and released
    /// every ancestor).
    @inline(never)
    final func superviewCount(upTo limit: Int) -> Int {
        var levels = 0
        var next = superviewReference
        while let reference = next, levels < limit {
            levels += 1
            next = reference.withGuaranteedInstance { $0.superviewReference }
        }
        return levels
    }
    /// The views this one contains, back to front.
    open var subviews: [UIView] { storedSubviews }
    /// The subviews' storage (unchecked, like the other hot internal state).
    ///
    /// The layout pass walks it with index loops over a local copy (`let list =
    /// storedSubviews`, then `list[index]`), not `for … in`: in an unoptimised build (a
    /// client's debug build) every step of a `for … in` over an array runs the generic
    /// `IndexingIterator` through witness tables, about 300 instructions a step and 400
    /// to start, where a subscript costs a tenth of that.
    @exclusivity(unchecked) final var storedSubviews: [UIView] = []
    /// The window the view is in (kept up to date by the hierarchy; cleared by the
    /// window's `deinit` for the views that outlive it). Unowned for the same reason, and
    /// kept as an `Unmanaged` reference so that the flags a layout pass reads for every
    /// view (below) are read without retaining the window: an `unowned(unsafe)` read
    /// still retains and releases around the use.
    var cachedWindow: UIWindow? {
        get { cachedWindowReference?.takeUnretainedValue() }
        set { cachedWindowReference = newValue.map { Unmanaged.passUnretained($0) } }
    }
    @exclusivity(unchecked) private var cachedWindowReference: Unmanaged<UIWindow>?

    /// The view's window, or itself if it is one, unretained (see `cachedWindow`).
    private var hostWindowReference: Unmanaged<UIWindow>? {
        isWindow ? Unmanaged.passUnretained(unsafeDowncast(self, to: UIWindow.self)) : cachedWindowReference
    }

    /// Whether the view is in a window whose update cycle is not scheduled yet (every
    /// `setNeedsLayout` of a layout pass asks).
    var hostWindowNeedsScheduling: Bool {
        guard let window = hostWindowReference else { return false }
        return window.withGuaranteedInstance { !$0.isUpdateCycleScheduled }
    }

    /// The layout engine of the view's window (or of itself if it is one); nil without
    /// a window. Read without retaining the window (every view a layout pass lays out
    /// asks).
    var hostWindowEngine: LayoutEngine? {
        guard let window = hostWindowReference else { return nil }
        return window.withGuaranteedInstance { $0.engine }
    }

    /// Whether the view's window will be repainted whole anyway (every frame a resize
    /// sets asks); false without a window.
    var hostWindowIsFullyDirty: Bool {
        guard let window = hostWindowReference else { return false }
        return window.withGuaranteedInstance { $0.isFullyDirty }
    }
    /// Whether this view is a `UIWindow` (saves dynamic casts on hot paths).
    @exclusivity(unchecked) var isWindow = false
    /// The view controller whose root view this is.
    var owningViewController: UIViewController? {
        get { owningViewControllerReference.object }
        set { owningViewControllerReference = UnretainedReference(newValue) }
    }
    @exclusivity(unchecked) private var owningViewControllerReference = UnretainedReference<UIViewController>(nil)

    // MARK: Appearance
    /// Whether the view (with its subviews) is hidden: not drawn and not hit.
    @exclusivity(unchecked) open var isHidden = false {
        didSet {
            if isHidden != oldValue {
                recordVisibilityChange(hidden: isHidden)
                invalidatePresentation()
                notifyStackViewOfVisibilityChange()
            }
        }
    }
    /// The view's opacity, `0...1`.
    open var alpha: CGFloat = 1 {
        didSet {
            if !alpha.isFinite {
                LayoutDiagnostics.error("Invalid alpha \(alpha) for \(layoutDescriptionName); ignored.")
                alpha = oldValue
                return
            }
            alpha = min(max(alpha, 0), 1)
            if alpha != oldValue {
                recordAlphaChange(from: oldValue, to: alpha)
                invalidatePresentation()
            }
        }
    }
    /// The colour filled behind the content; `nil` for none.
    open var backgroundColor: UIColor? {
        didSet {
            if backgroundColor != oldValue {
                recordBackgroundColorChange(from: oldValue, to: backgroundColor)
                invalidatePresentation()
            }
        }
    }
    /// Scales, rotates or moves how the view is drawn, about its centre. Layout ignores
    /// it (constraints place the untransformed rectangle; ``center`` and ``bounds`` are
    /// unchanged); ``frame`` then reads as the transformed rectangle's bounding box.
    /// Animatable.
    open var transform: CGAffineTransform {
        get { storedTransform }
        set {
            guard newValue.isFinite else {
                LayoutDiagnostics.error("Invalid transform \(newValue) for \(layoutDescriptionName); ignored.")
                return
            }
            guard newValue != storedTransform else { return }
            let before = displayedFrame(of: layoutFrame)
            recordTransformChange(from: storedTransform, to: newValue)
            storedTransform = newValue
            hasTransform = !newValue.isIdentity
            if let superview {
                superview.invalidatePresentation(showing: paintedArea(of: before), and: paintedArea(of: displayedFrame(of: layoutFrame)))
            } else {
                invalidatePresentation()
            }
        }
    }
    @exclusivity(unchecked) final var storedTransform = CGAffineTransform.identity
    /// Whether ``transform`` is not the identity (one flag for the frame setter's path).
    @exclusivity(unchecked) final var hasTransform = false
    /// A number to find the view with ``viewWithTag(_:)``.
    open var tag = 0
    /// Handlers registered with `registerForTraitChanges`.
    var traitChangeRegistrations = TraitChangeRegistry()
    /// Where the view's animations stand (Animation/); nil when nothing animates.
    /// (Unchecked like the geometry: every frame a layout pass sets reads both.)
    @exclusivity(unchecked) var animationState: ViewAnimationState?
    /// The layer, once made (``layer`` makes it on first use).
    @exclusivity(unchecked) var layerStorage: CALayer?

    /// The class of the view's ``layer``: ``CALayer``, ``CAGradientLayer`` (a gradient
    /// view) or ``CAShapeLayer``. Other overrides compile, but the layer is then a plain ``CALayer``: without
    /// the Objective-C runtime a class cannot be made from its metatype unless its
    /// initialiser is `required`, which CALayer subclasses written for iOS do not declare.
    open class var layerClass: AnyClass { CALayer.self }

    /// The view's layer: the view's geometry, colour and opacity as Core Animation sees
    /// them, and ``CALayer/presentation()`` for what the screen shows while it animates.
    open var layer: CALayer {
        if let layerStorage { return layerStorage }
        let made: CALayer
        if Self.layerClass == CAGradientLayer.self {
            made = CAGradientLayer()
        } else if Self.layerClass == CAShapeLayer.self {
            made = CAShapeLayer()
        } else {
            if Self.layerClass != CALayer.self {
                LayoutDiagnostics.error("\(type(of: self)).layerClass is \(Self.layerClass); this view's layer is a plain CALayer (a layer class cannot be instantiated by name without the Objective-C runtime).")
            }
            made = CALayer()
        }
        made.attach(to: self)
        layerStorage = made
        return made
    }
    /// A string that identifies the view to tests and tools (UIKit's
    /// `UIAccessibilityIdentification`); Interface Builder sets it from its Identity
    /// inspector or a runtime attribute.
    open var accessibilityIdentifier: String?
    /// Whether the view fills its bounds with opaque content (a drawing hint; `true` by
    /// default, `false` for labels and buttons, as in UIKit).
    @exclusivity(unchecked) open var isOpaque = true
    /// UIKit's description, `<UIView: 0x…; frame = (0 0; 100 50); …>` (see
    /// UIView+Description.swift).
    nonisolated open override var description: String { mainActorUnchecked { standardViewDescription } }
    /// Whether subviews are clipped to the bounds when drawn.
    open var clipsToBounds = false {
        didSet { if clipsToBounds != oldValue { invalidatePresentation(in: paintedArea(of: bounds, evenIfClipping: true)) } }
    }
    /// A view whose alpha masks this one (its layer becomes ``CALayer/mask``): this view
    /// and its subviews show where the mask view draws opaquely. Its frame is in this
    /// view's bounds coordinates; it is not a subview.
    open var mask: UIView? {
        didSet {
            guard mask !== oldValue else { return }
            if mask === self {
                LayoutDiagnostics.error("UIView.mask: a view cannot be its own mask")
                mask = oldValue
                return
            }
            layer.mask = mask?.layer
        }
    }
    /// Whether the view receives events (hit testing skips it and its subviews otherwise).
    @exclusivity(unchecked) open var isUserInteractionEnabled = true

    // MARK: Tint

    /// The accent colour: the view's own if set, else its superview's, else UIKit's
    /// `systemBlue`; a desaturated grey while ``tintAdjustmentMode`` is `.dimmed`.
    /// Setting `nil` makes the view inherit again. A change calls ``tintColorDidChange()``
    /// on the view and on every subview that inherits it.
    open var tintColor: UIColor! {
        get { inheritedTintColor }
        set { setOwnTintColor(newValue) }
    }

    /// Whether the tint is shown dimmed. `.automatic` (the default) follows the superview
    /// (`.normal` at the root); reading it gives the mode in effect, never `.automatic`.
    open var tintAdjustmentMode: TintAdjustmentMode {
        get { inheritedTintAdjustmentMode }
        set { setOwnTintAdjustmentMode(newValue) }
    }

    /// Called when the view's ``UIView/tintColor`` or ``UIView/tintAdjustmentMode`` in effect changed
    /// (its own, an ancestor's, or a move to another superview). Does nothing by default.
    open func tintColorDidChange() {}

    /// The tint the view sets itself (UIView+Tint.swift).
    @exclusivity(unchecked) final var tintState = ViewTintState()
    /// The gesture recognizers attached with ``addGestureRecognizer(_:)``, in the order
    /// added (UIView+Gestures.swift).
    var attachedGestureRecognizers: [UIGestureRecognizer] = []
    /// How the content reacts to a size change; `.redraw` calls ``setNeedsDisplay()``.
    open var contentMode: ContentMode {
        get { layoutOptions.contentMode }
        set { layoutOptions.contentMode = newValue }
    }

    // MARK: Autoresizing
    /// How the frame follows the superview's size (see ``translatesAutoresizingMaskIntoConstraints``).
    open var autoresizingMask: AutoresizingMask {
        get { layoutOptions.autoresizingMask }
        set {
            guard newValue != layoutOptions.autoresizingMask else { return }
            layoutOptions.autoresizingMask = newValue
            autoresizingDidChange()
        }
    }
    /// Whether subviews outside Auto Layout are resized by their masks when the bounds change.
    open var autoresizesSubviews: Bool {
        get { layoutOptions.autoresizesSubviews }
        set { layoutOptions.autoresizesSubviews = newValue }
    }
    /// Whether the frame and ``autoresizingMask`` become required constraints
    /// (`NSAutoresizingMaskLayoutConstraint`s) when the view takes part in Auto Layout.
    /// True for views made in code; set it to false to position the view with constraints.
    @exclusivity(unchecked) open var translatesAutoresizingMaskIntoConstraints = true {
        didSet { if translatesAutoresizingMaskIntoConstraints != oldValue { autoresizingDidChange() } }
    }

    // MARK: Fitting size (UIView+Fitting.swift)
    /// The size closest to `targetSize` that the view's constraints and content allow:
    /// ``systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``
    /// with both priorities at ``UILayoutPriority/fittingSizeLevel``.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
                                verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size of the view that its own constraints and content give when it is pulled
    /// towards `targetSize` at the given priorities (`.required` fixes that dimension).
    ///
    /// Solved in a separate engine holding the constraints installed on this view and its
    /// descendants, their content sizes and autoresizing constraints, plus the temporary
    /// `width == target.width` (`'_UITemporaryLayoutWidth'`) and `height == target.height`
    /// (`'_UITemporaryLayoutHeight'`); the view's own autoresizing constraints and its
    /// constraints to views outside are left out. No frame changes. The engine is kept
    /// for the next measurement until those constraints change (see `FittingEngine`).
    /// Multi-line labels inside are re-measured at the width they get until it settles
    /// (height-for-width).
    /// The result is rounded to whole pixels. A non-finite target or an invalid priority
    /// is logged and gives the current size.
    open func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                      verticalFittingPriority: UILayoutPriority) -> CGSize {
        performSystemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
                                       verticalFittingPriority: verticalFittingPriority)
    }

    // MARK: Safe area (UIView+Margins.swift)
    /// The insets of the unsafe parts of the window over this view: the window's insets
    /// (set by the host) clipped to the part each ancestor overlaps, per edge, plus a
    /// view controller's `additionalSafeAreaInsets` on its root view. Zero outside a window.
    /// Subclasses may override it, as in UIKit (the safe area layout guide does not follow
    /// an override there either).
    open var safeAreaInsets: UIEdgeInsets { marginState.storedSafeAreaInsets }

    // MARK: Constraints
    /// The constraints held by this view (installed on it as the closest common ancestor
    /// of their items), then, once the view has been laid out, the engine's content-size
    /// constraints for its intrinsic size (one per axis that has a value), as UIKit lists
    /// them: `<NSContentSizeLayoutConstraint:0x… UIButton:0x….width == 111>`.
    open var constraints: [NSLayoutConstraint] { engineState.installedConstraints + contentSizeConstraints }
    /// Active constraints that mention this view, by identity.
    @exclusivity(unchecked) var involvingConstraints: [ObjectKey: NSLayoutConstraint] = [:]
    /// This view's variables in the engine it currently takes part in.
    @exclusivity(unchecked) var layoutVariables: LayoutVariables?

    // MARK: Internal state (UIView+Storage.swift), one group per concern
    @exclusivity(unchecked) final var cycle = LayoutCycleState()
    @exclusivity(unchecked) final var engineState = ViewEngineState()
    @exclusivity(unchecked) final var marginState = ViewMarginState()
    @exclusivity(unchecked) final var layoutOptions = ViewLayoutOptions()
    /// What ``draw(_:)`` recorded last, replayed whenever the window is painted.
    @exclusivity(unchecked) var contents: [DrawingCommand] = []
    /// What ``draw(_:)`` drew through ``UIGraphicsGetCurrentContext()`` last (its backing
    /// bitmap), shown over ``contents`` until the next draw.
    @exclusivity(unchecked) var drawnBitmap: DrawnBitmap?

    // MARK: Init

    /// Creates a view with a zero frame (`init(frame: .zero)`).
    ///
    /// A convenience initialiser, as UIKit's `init()` is to Swift: a subclass that
    /// overrides both designated initialisers, ``init(frame:)`` and ``init(coder:)``,
    /// can still be made with `MyView()`.
    public override convenience init() {
        self.init(frame: .zero)
    }

    /// Creates a view with `frame`. A non-zero frame also marks the view as needing layout.
    public init(frame: CGRect) {
        super.init()
        let safe = frame.isFiniteRect ? frame : .zero
        frameOrigin = safe.origin
        boundsSize = safe.size
        if safe.size != .zero { markNeedsLayout() }
        markNeedsDisplay(.null)
    }

    /// Creates a view from an archive, as UIKit's designated `init?(coder:)`.
    ///
    /// Required, as in UIKit, so that view subclasses written for UIKit (which must
    /// provide it, usually as `fatalError`) compile unchanged. No archive format is read
    /// yet: the view starts with a zero frame, like `init(frame: .zero)`.
    public required init?(coder: NSCoder) {
        super.init()
        markNeedsDisplay(.null)
    }

    /// Clears the back references that subviews (and, for a window, every view of
    /// its hierarchy) hold to this view, since they are unowned.
    deinit {
        mainActorUnchecked {
            if isWindow {
                let window = self
                for subview in subviews {
                    subview.forEachInSubtree { if $0.cachedWindow === window { $0.cachedWindow = nil } }
                }
            }
            for subview in subviews where subview.superview === self { subview.superview = nil }
        }
    }

    open override var next: UIResponder? { owningViewController ?? superview }

    /// The window the view is in, or `nil`.
    open var window: UIWindow? { cachedWindow }

    // MARK: Geometry

    /// The view's rectangle in its superview's coordinates.
    ///
    /// Setting a new size marks the view as needing layout (an origin-only change does
    /// not) and resizes non-Auto-Layout subviews by their masks. For a view that
    /// translates its autoresizing mask, the engine learns the new frame at once.
    /// A non-finite frame is refused with a logged error.
    ///
    /// With a ``transform`` other than the identity it is the bounding box of the
    /// transformed rectangle; setting it then moves the centre there and keeps the size.
    open var frame: CGRect {
        get { hasTransform ? displayedFrame(of: layoutFrame) : layoutFrame }
        set {
            guard hasTransform else { return setFrame(newValue, fromEngine: false) }
            center = CGPoint(x: newValue.midX, y: newValue.midY)
        }
    }

    /// The view's own coordinate space: its origin (the scroll offset) and its size.
    open var bounds: CGRect {
        get { CGRect(origin: boundsOrigin, size: boundsSize) }
        set {
            guard newValue.isFiniteRect else {
                LayoutDiagnostics.error("Invalid bounds \(newValue) for \(layoutDescriptionName); ignored.")
                return
            }
            if newValue.origin != boundsOrigin {
                let delta = CGPoint(x: newValue.origin.x - boundsOrigin.x, y: newValue.origin.y - boundsOrigin.y)
                recordBoundsOriginChange(from: boundsOrigin, to: newValue.origin)
                boundsOrigin = newValue.origin
                // A scroll shifts pixels where it can; else the view is repainted.
                if ViewAnimator.isAnimating || !(hostWindow?.recordScroll(of: self, by: delta) ?? false) {
                    invalidatePresentation()
                }
                // A bounds change lays the view out, origin included: what makes
                // scrolling run a scroll view's layoutSubviews (the second article).
                markNeedsLayout()
            }
            setFrame(CGRect(origin: frameOrigin, size: newValue.size), fromEngine: false)
        }
    }

    /// The centre of the frame, in the superview's coordinates.
    open var center: CGPoint {
        get { CGPoint(x: frameOrigin.x + boundsSize.width / 2, y: frameOrigin.y + boundsSize.height / 2) }
        set {
            setFrame(CGRect(x: newValue.x - boundsSize.width / 2, y: newValue.y - boundsSize.height / 2,
                            width: boundsSize.width, height: boundsSize.height), fromEngine: false)
        }
    }

    // MARK: Alignment rectangle

    /// Insets from the frame to the alignment rectangle, the rectangle that constraints
    /// position (the engine solves alignment rectangles; frames are derived from them).
    /// Zero by default; override for shadows or badges. Read when constraints are
    /// installed and frames copied out.
    open var alignmentRectInsets: UIEdgeInsets { .zero }

    /// The alignment rectangle for a frame.
    open func alignmentRect(forFrame frame: CGRect) -> CGRect {
        frame.inset(by: alignmentRectInsets)
    }

    /// The frame for an alignment rectangle.
    open func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect {
        let insets = alignmentRectInsets
        return CGRect(x: alignmentRect.minX - insets.left, y: alignmentRect.minY - insets.top,
                      width: alignmentRect.width + insets.left + insets.right,
                      height: alignmentRect.height + insets.top + insets.bottom)
    }

    // MARK: Hierarchy callbacks

    /// Called before the view moves to `newSuperview` (`nil` when it is removed).
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called after the view moved to a new superview (or was removed).
    open func didMoveToSuperview() {}
    /// Called before the view moves to `newWindow` (`nil` when it leaves its window).
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Called after the view's window changed.
    open func didMoveToWindow() {}
    /// Called after `subview` was added.
    open func didAddSubview(_ subview: UIView) {}
    /// Called before `subview` is removed.
    open func willRemoveSubview(_ subview: UIView) {}

    // MARK: The layout cycle (overridable entry points; see UIView+LayoutCycle.swift)

    /// Marks the view as needing ``layoutSubviews()`` in the next update cycle. Only marks:
    /// repeated calls before the pass cost nothing more.
    open func setNeedsLayout() {
        if let recorder = LayoutPassRecorder.current { recorder.noteRequest("setNeedsLayout", by: self) }
        markNeedsLayout()
    }

    /// Runs the update-constraints and layout steps now for this view's subtree (and the
    /// ancestors that need layout), so frames are final on return. Does nothing, in
    /// constant time, when nothing is marked.
    open func layoutIfNeeded() { performLayoutIfNeeded() }

    /// Lays out the subviews. The default copies each Auto Layout subview's frame out of
    /// the engine: the solved alignment rectangle becomes a frame whose edges snap to
    /// whole pixels in this view's coordinates (nearest pixel, ties away from zero; the
    /// size is the distance between the snapped edges, so shared edges stay shared).
    /// Overrides must call `super.layoutSubviews()`.
    open func layoutSubviews() { applyEngineFramesToSubviews() }

    /// Marks the view as needing ``updateConstraints()`` in the next update cycle.
    /// Calling it on a view from inside that view's own ``layoutSubviews()`` is a
    /// programming error: it is logged and ignored.
    open func setNeedsUpdateConstraints() {
        if let recorder = LayoutPassRecorder.current { recorder.noteRequest("setNeedsUpdateConstraints", by: self) }
        markNeedsUpdateConstraints()
    }

    /// Runs ``updateConstraints()`` now for the marked views of this subtree, bottom-up.
    open func updateConstraintsIfNeeded() { performUpdateConstraintsIfNeeded() }

    /// Updates the view's constraints; called bottom-up (subviews first) in the update
    /// cycle for views marked by ``setNeedsUpdateConstraints()``. Changes made here are
    /// added to the engine as one batch. Overrides must call `super.updateConstraints()` last.
    open func updateConstraints() { cycle.didCallSuperUpdateConstraints = true }

    // MARK: Display

    /// Marks the whole view as needing ``draw(_:)``.
    open func setNeedsDisplay() {
        if let recorder = LayoutPassRecorder.current { recorder.noteRequest("setNeedsDisplay", by: self) }
        markNeedsDisplay(bounds)
    }
    /// Marks part of the view (in its coordinates) as needing ``draw(_:)``; rects marked
    /// before the pass are united.
    open func setNeedsDisplay(_ rect: CGRect) { markNeedsDisplay(rect) }
    /// Draws the view's content into ``UIGraphicsGetCurrentContext()``, in the view's
    /// coordinates; `rect` is the united dirty area. The background colour is painted by
    /// the system before. The default draws nothing.
    open func draw(_ rect: CGRect) {}

    /// Whether the layer's own styling is painted: corner radius, border, shadow and
    /// masking (false for a stack view, whose layer is a transform layer).
    var rendersLayerStyle: Bool { true }

    /// Paints what the view shows between its background and its subviews, in `shown`
    /// (the bounds on screen, which differ from the model's while the size animates): the
    /// commands ``draw(_:)`` recorded. Views whose content fits the bounds at paint time,
    /// as a layer's contents do (``UIImageView``), override it.
    func renderContents(in context: any DrawingContext, shown: CGRect, alpha: CGFloat) {
        // Content drawn for the model's size stays centred in the shown bounds while the
        // size animates (Core Animation would stretch it; centring keeps text legible).
        let dx = (shown.width - boundsSize.width) / 2, dy = (shown.height - boundsSize.height) / 2
        if dx != 0 || dy != 0 { context.saveState(); context.translateBy(x: dx, y: dy) }
        for command in contents { command.replay(on: context, alpha: alpha) }
        if dx != 0 || dy != 0 { context.restoreState() }
        // The kept bitmap, placed by the content mode when the bounds changed since.
        if let drawn = drawnBitmap {
            let placed = contentMode.rect(forContentOfSize: drawn.size, in: shown)
            context.drawImage(drawn.image, in: placed, alpha: alpha)
        }
    }

    // MARK: Sizing (see UIView+IntrinsicSize.swift, UIView+Margins.swift, UIView+Fitting.swift)

    /// The natural size of the content, or ``UIView/noIntrinsicMetric`` per axis (the
    /// default on both). Each axis with a value becomes two optional engine constraints,
    /// `size <= intrinsic` at the content hugging priority and `size >= intrinsic` at the
    /// compression resistance priority. Must not depend on the view's frame (a multi-line
    /// label's wrap width being the documented exception). Negative values other than
    /// `noIntrinsicMetric`, NaN and infinity are logged and treated as no metric.
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
    /// Tells the engine that ``intrinsicContentSize`` changed; the next pass (or the next
    /// read of the engine) updates the view's content-size constraints in place.
    open func invalidateIntrinsicContentSize() { intrinsicContentSizeDidChange() }
    /// The view whose first baseline is this view's `firstBaseline` attribute: self by
    /// default (a plain view's baselines are its bottom edge). Return a descendant to
    /// align by its baseline.
    open var forFirstBaselineLayout: UIView { self }
    /// The view whose last baseline is this view's `lastBaseline` attribute (self by default).
    open var forLastBaselineLayout: UIView { self }
    /// The size that best fits `size`; the default returns the current size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { boundsSize }
    /// Resizes the view to ``sizeThatFits(_:)`` of its current size, keeping its origin.
    open func sizeToFit() {
        let size = sizeThatFits(boundsSize)
        guard size.width.isFinite, size.height.isFinite else { return }
        frame = CGRect(origin: frameOrigin, size: CGSize(width: max(0, size.width), height: max(0, size.height)))
    }

    /// The margins the margin attributes and ``layoutMarginsGuide`` use, in absolute
    /// (left/right) terms: 8 on each side by default. Reading gives the effective margins
    /// (after ``preservesSuperviewLayoutMargins``, ``insetsLayoutMarginsFromSafeArea`` and a
    /// view controller's minimum margins); setting sets the view's own margins.
    open var layoutMargins: UIEdgeInsets {
        get { marginState.appliedMargins }
        set {
            guard newValue.isFinite else {
                LayoutDiagnostics.error("Invalid layoutMargins \(newValue) for \(layoutDescriptionName); ignored.")
                return
            }
            marginState.marginsBase = .absolute(newValue)
            refreshLayoutMargins(forceCallback: true)
        }
    }
    /// The margins with leading/trailing that follow the layout direction; reading gives
    /// the effective margins, setting sets the view's own (they then flip with the
    /// direction).
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { NSDirectionalEdgeInsets(marginState.appliedMargins, direction: effectiveUserInterfaceLayoutDirection) }
        set {
            guard newValue.isFinite else {
                LayoutDiagnostics.error("Invalid directionalLayoutMargins \(newValue) for \(layoutDescriptionName); ignored.")
                return
            }
            marginState.marginsBase = .directional(newValue)
            refreshLayoutMargins(forceCallback: true)
        }
    }
    /// Whether the superview's margins push this view's margins inward where this view
    /// is closer to the superview's edge than that margin (false by default).
    open var preservesSuperviewLayoutMargins: Bool {
        get { layoutOptions.preservesSuperviewLayoutMargins }
        set {
            guard newValue != layoutOptions.preservesSuperviewLayoutMargins else { return }
            layoutOptions.preservesSuperviewLayoutMargins = newValue
            refreshLayoutMargins()
        }
    }
    /// Whether ``safeAreaInsets`` are added to the margins (true by default).
    open var insetsLayoutMarginsFromSafeArea = true {
        didSet { if insetsLayoutMarginsFromSafeArea != oldValue { refreshLayoutMargins() } }
    }
    /// Called after the effective ``layoutMargins`` changed (the engine already knows).
    /// The default does nothing.
    open func layoutMarginsDidChange() {}
    /// Called after the view's ``UIView/traitCollection`` changed (its window crossed a size-class
    /// boundary, or its layout direction changed). Not called when the view first joins a
    /// window, as since iOS 13.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    /// Called after ``UIView/safeAreaInsets`` changed (the engine already knows). The default
    /// does nothing.
    open func safeAreaInsetsDidChange() {}
    /// Forces a layout direction for this view (leading/trailing mapping) and for the
    /// subviews that leave theirs unspecified; `.unspecified` follows the superview's
    /// direction (the window's at the top).
    @exclusivity(unchecked) open var semanticContentAttribute: UISemanticContentAttribute = .unspecified {
        didSet { if semanticContentAttribute != oldValue { layoutDirectionDidChangeInSubtree() } }
    }


    /// Text shown after the name in logs (`'Email'` for a label).
    var layoutNameSuffix: String { "" }
    /// Distance from the top of the alignment rectangle to the first baseline, or `nil`
    /// for no text (the baseline is then the bottom edge).
    var firstBaselineOffsetFromTop: CGFloat? { nil }
    /// Distance from the last baseline to the bottom of the alignment rectangle, or `nil`.
    var lastBaselineOffsetFromBottom: CGFloat? { nil }
    /// Whether the intrinsic height depends on the width layout gives the view
    /// (a multi-line label without a preferred maximum width).
    var intrinsicSizeDependsOnWidth: Bool { false }
    /// Called by frame changes after the size changed.
    func boundsSizeDidChange(from oldSize: CGSize) {}

    // MARK: Hit testing

    /// The deepest visible, interactive descendant (or self) containing `point` (in this
    /// view's coordinates), testing subviews front to back; `nil` if none.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { defaultHitTest(point, with: event) }
    /// Whether `point` (in this view's coordinates) is inside the bounds (min edge
    /// inclusive, max edge exclusive).
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        point.x >= boundsOrigin.x && point.y >= boundsOrigin.y
            && point.x < boundsOrigin.x + boundsSize.width && point.y < boundsOrigin.y + boundsSize.height
    }

    /// Whether `gestureRecognizer` may leave its possible state and begin (or recognize)
    /// for touches that began in this view: asked of every view its touches began in,
    /// after the recognizer's delegate; `false` makes it fail. True by default; controls
    /// say no to the gestures that overlap their own action (UIControl.swift).
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// How content reacts to a bounds change.
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight
    }

    // MARK: Declared here to be overridable, as in UIKit (UIView+Hierarchy.swift)
    /// Adds `view` as the front-most subview, removing it from its old superview first
    /// (which removes every constraint linking it, or its subviews, to the old hierarchy).
    ///
    /// Adding a view to itself or to one of its own descendants is refused with a
    /// logged error, leaving the hierarchy unchanged.
    open func addSubview(_ view: UIView) {
        performAddSubview(view)
    }

    /// Inserts `view` at `index` in ``subviews`` (clamped into range).
    open func insertSubview(_ view: UIView, at index: Int) {
        performInsertSubview(view, at: index)
    }

    /// Inserts `view` just behind `siblingSubview` (at the front when that is not a subview).
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        performInsertSubview(view, belowSubview: siblingSubview)
    }

    /// Inserts `view` just in front of `siblingSubview` (at the front when that is not a subview).
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        performInsertSubview(view, aboveSubview: siblingSubview)
    }

    /// Moves `view` to the front (end of ``subviews``).
    open func bringSubviewToFront(_ view: UIView) {
        performBringSubviewToFront(view)
    }

    /// Moves `view` to the back (start of ``subviews``).
    open func sendSubviewToBack(_ view: UIView) {
        performSendSubviewToBack(view)
    }

    /// Removes the view from its superview and window. Every constraint that mentions
    /// the view or one of its subviews and is held outside this subtree is deactivated;
    /// constraints held inside the subtree stay with it.
    open func removeFromSuperview() {
        performRemoveFromSuperview()
    }

    /// Whether the view is `view` or one of its descendants.
    open func isDescendant(of view: UIView) -> Bool {
        performIsDescendant(of: view)
    }

    /// The first view in this subtree (depth first, self included) with `tag`.
    open func viewWithTag(_ tag: Int) -> UIView? {
        performViewWithTag(tag)
    }

    // MARK: Declared here to be overridable, as in UIKit (NSLayoutConstraint.swift)
    /// Installs `constraint` on this view, which must be the closest common ancestor of
    /// its items (or an ancestor of both); otherwise it is logged and refused.
    open func addConstraint(_ constraint: NSLayoutConstraint) {
        performAddConstraint(constraint)
    }

    /// Installs several constraints on this view (one engine batch).
    open func addConstraints(_ constraints: [NSLayoutConstraint]) {
        performAddConstraints(constraints)
    }

    /// Removes a constraint installed on this view.
    open func removeConstraint(_ constraint: NSLayoutConstraint) {
        performRemoveConstraint(constraint)
    }

    /// Removes several constraints installed on this view.
    open func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        performRemoveConstraints(constraints)
    }

    // MARK: Declared here to be overridable, as in UIKit (UILayoutGuide.swift)
    /// The guides added to this view (including the margins, safe-area and readable
    /// content guides once they were asked for), in the order added.
    open var layoutGuides: [UILayoutGuide] { uikitLayoutGuides }

    /// Adds `guide` to this view (removing it from its previous view first), so that
    /// constraints can use it.
    open func addLayoutGuide(_ guide: UILayoutGuide) {
        performAddLayoutGuide(guide)
    }

    /// Removes `guide` from this view, deactivating every constraint that uses it.
    open func removeLayoutGuide(_ guide: UILayoutGuide) {
        performRemoveLayoutGuide(guide)
    }

    // MARK: Declared here to be overridable, as in UIKit (UIView+IntrinsicSize.swift)
    /// How strongly the view resists growing beyond its intrinsic size on `axis`
    /// (250 by default; a label's vertical hugging is 251).
    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        performContentHuggingPriority(for: axis)
    }

    /// Sets the content hugging priority on `axis`. Values are clamped into `1...1000`
    /// (NaN is refused), with a logged error; the engine is updated at its next solve.
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        performSetContentHuggingPriority(priority, for: axis)
    }

    /// How strongly the view resists shrinking below its intrinsic size on `axis` (750 by default).
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        performContentCompressionResistancePriority(for: axis)
    }

    /// Sets the compression resistance priority on `axis`. Values are clamped into
    /// `1...1000` (NaN is refused), with a logged error; the engine is updated at its next solve.
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        performSetContentCompressionResistancePriority(priority, for: axis)
    }

    // MARK: Declared here to be overridable, as in UIKit (UIView+Geometry.swift)
    /// Converts a point from this view's coordinates to `view`'s (the window's when `nil`),
    /// through the transforms of the views between.
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        performConvert(point, to: view)
    }

    /// Converts a point from `view`'s coordinates (the window's when `nil`) to this view's.
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        performConvert(point, from: view)
    }

    /// Converts a rectangle from this view's coordinates to `view`'s (the window's when
    /// `nil`): the bounding box of its corners where transforms rotate or scale it.
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        performConvert(rect, to: view)
    }

    /// Converts a rectangle from `view`'s coordinates (the window's when `nil`) to this view's.
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        performConvert(rect, from: view)
    }

    // MARK: Declared here to be overridable, as in UIKit (UIView+Gestures.swift)
    /// The gesture recognizers attached to the view, in the order added (`nil` when
    /// none). Setting it replaces them all.
    open var gestureRecognizers: [UIGestureRecognizer]? { get { uikitGestureRecognizers } set { uikitGestureRecognizers = newValue } }

    /// Attaches `gestureRecognizer`, which then receives the touches that begin in this
    /// view and its subviews. The view keeps it; a recognizer attached to another view
    /// moves here.
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        performAddGestureRecognizer(gestureRecognizer)
    }

    /// Detaches `gestureRecognizer`; a gesture under way is abandoned without actions.
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        performRemoveGestureRecognizer(gestureRecognizer)
    }

    // MARK: Declared here to be overridable, as in UIKit (UIView+Anchors.swift)
    /// The leading edge (left in left-to-right layouts).
    open var leadingAnchor: NSLayoutXAxisAnchor { uikitLeadingAnchor }

    /// The trailing edge (right in left-to-right layouts).
    open var trailingAnchor: NSLayoutXAxisAnchor { uikitTrailingAnchor }

    /// The left edge.
    open var leftAnchor: NSLayoutXAxisAnchor { uikitLeftAnchor }

    /// The right edge.
    open var rightAnchor: NSLayoutXAxisAnchor { uikitRightAnchor }

    /// The horizontal centre.
    open var centerXAnchor: NSLayoutXAxisAnchor { uikitCenterXAnchor }

    /// The top edge.
    open var topAnchor: NSLayoutYAxisAnchor { uikitTopAnchor }

    /// The bottom edge.
    open var bottomAnchor: NSLayoutYAxisAnchor { uikitBottomAnchor }

    /// The vertical centre.
    open var centerYAnchor: NSLayoutYAxisAnchor { uikitCenterYAnchor }

    /// The first line's baseline (the bottom edge for a view without text).
    open var firstBaselineAnchor: NSLayoutYAxisAnchor { uikitFirstBaselineAnchor }

    /// The last line's baseline (the bottom edge for a view without text).
    open var lastBaselineAnchor: NSLayoutYAxisAnchor { uikitLastBaselineAnchor }

    /// The width.
    open var widthAnchor: NSLayoutDimension { uikitWidthAnchor }

    /// The height.
    open var heightAnchor: NSLayoutDimension { uikitHeightAnchor }

    // MARK: Declared here to be overridable, as in UIKit (UIView+Margins.swift)
    /// The guide for the view's margins (`UILayoutGuide:0x…'UIViewLayoutMarginsGuide'`),
    /// created on first use: the bounds inset by the effective ``layoutMargins``.
    ///
    /// Four required constraints tie it to the view, with the identifiers UIKit prints:
    /// `'UIView-leftMargin-guide-constraint'` (the leading edge),
    /// `'UIView-topMargin-guide-constraint'`, `'UIView-rightMargin-guide-constraint'` (the
    /// trailing edge) and `'UIView-bottomMargin-guide-constraint'`. Margin changes update
    /// their constants in place. The margin attributes (`leadingMargin`, …,
    /// `centerYWithinMargins`) are this guide's edges.
    open var layoutMarginsGuide: UILayoutGuide { uikitLayoutMarginsGuide }

    /// The guide for the part of the view not covered by bars or the window's unsafe
    /// edges (`'UIViewSafeAreaLayoutGuide'`): the bounds inset by ``safeAreaInsets``.
    open var safeAreaLayoutGuide: UILayoutGuide { uikitSafeAreaLayoutGuide }

    /// A guide whose width suits reading (`'UIViewReadableContentGuide'`): the margins
    /// guide, unless the view is wider than 1008 points and the margins guide wider than
    /// 920; then a 920-point band centred in the bounds. Vertically it is the margins guide.
    open var readableContentGuide: UILayoutGuide { uikitReadableContentGuide }

    /// The layout direction used for leading and trailing: a forced
    /// ``semanticContentAttribute``'s; for an unspecified one the superview's (subviews
    /// follow a view forced right-to-left), at the top the window's
    /// (``UIWindow/userInterfaceLayoutDirection``), otherwise the application's.
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { uikitEffectiveUserInterfaceLayoutDirection }
}

extension CGRect {
    /// Whether every component is finite (no NaN, no infinity).
    var isFiniteRect: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
    }
}
