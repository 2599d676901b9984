import Foundation

/// A view that lays out its ``arrangedSubviews`` in a row or a column by generating
/// ordinary ``NSLayoutConstraint``s, which the window's engine solves together with the
/// app's own. It never computes a frame itself.
///
/// ```swift
/// let stack = UIStackView(arrangedSubviews: [title, image, button])
/// stack.axis = .vertical
/// stack.spacing = 8
/// ```
///
/// The generated constraints carry UIKit's identifiers and priorities, so conflict logs
/// read like UIKit's (`'UISV-canvas-connection'`, `'UISV-spacing'`, `'UISV-alignment'`,
/// `'UISV-fill-equally'`, `'UISV-fill-proportionally'`, `'UISV-distributing-edge'`,
/// `'UISV-hiding'`, `'UISV-spanning-boundary'`, `'UISV-spanning-fit'`, `'UISV-canvas-fit'`,
/// `'UISV-ambiguity-suppression'`, `'UISV-text-width-disambiguation'`). They are held in
/// the stack's ``UIView/constraints``. The spaces of `.equalSpacing` and `.equalCentering`
/// are layout guides (`_UIOLAGapGuide`), the cross-axis extent of the non-fill alignments
/// is a guide too (`_UILayoutSpacer 'UISV-alignment-spanner'`).
///
/// Changes (adding, inserting or removing arranged views, an arranged view's `isHidden`
/// or intrinsic size, or any property here) are collected and applied at the next
/// update-constraints step (``UIView/updateConstraints()``): only the constraints whose
/// description changed are removed, added, or get a new constant.
///
/// The stack has no intrinsic size and draws nothing: its background colour is ignored,
/// as UIKit's stack views did before iOS 14 (the fourth article relies on it). Without
/// constraints of its own on an axis, its size on that axis comes from its arranged views.
///
/// **Rules where UIKit is unclear** (documented choices):
/// - Ties between arranged views along the axis (equal hugging or compression priorities)
///   are broken by index, as Apple's documentation describes and OpenUIKit measured: with
///   `.fill` the last view without an intrinsic size on the axis takes the slack, else
///   the first view stretches or shrinks; with `.equalSpacing`/`.equalCentering` the first
///   view with an intrinsic size shrinks. The other views are held at their intrinsic size
///   (or zero) by `'UISV-index-tie-break'` constraints at priority 1, below any UIKit level.
/// - A hidden view takes no space along the axis (`'UISV-hiding'`, required) and sits in
///   the middle of the gap between its visible neighbours (at the canvas edge when it has
///   none on one side). It keeps the cross-axis alignment but does not widen the stack.
/// - `.fillProportionally` sizes view *i* as `wᵢ/Σw × (canvas − spacings)`, exact for any
///   spacing (UIKit's own multipliers are off when spacing > 0, openradar 34595752);
///   `wᵢ` is the intrinsic size along the axis (0 without one; all equal if every view has
///   none), at priority `999 − i`, never below 751.
@preconcurrency @MainActor
open class UIStackView: UIView {
    /// How the arranged views are sized and placed along the axis.
    public enum Distribution: Int, Sendable, CaseIterable {
        /// The views fill the axis; hugging and compression resistance decide who gives.
        case fill = 0
        /// Every view is the same size along the axis.
        case fillEqually = 1
        /// The views are sized in proportion to their intrinsic sizes.
        case fillProportionally = 2
        /// The spaces between the views are equal (at least ``UIStackView/spacing``).
        case equalSpacing = 3
        /// The distances between the views' centres are equal (spaces at least ``UIStackView/spacing``).
        case equalCentering = 4
    }

    /// How the arranged views are placed across the axis.
    public enum Alignment: Int, Sendable, CaseIterable {
        /// The views fill the stack across the axis.
        case fill = 0
        /// Leading edges aligned (vertical stacks); ``top`` is the same value.
        case leading = 1
        /// First baselines aligned (horizontal stacks; a vertical stack treats it as ``leading``).
        case firstBaseline = 2
        /// Centres aligned.
        case center = 3
        /// Trailing edges aligned (vertical stacks); ``bottom`` is the same value.
        case trailing = 4
        /// Last baselines aligned (horizontal stacks; a vertical stack treats it as ``trailing``).
        case lastBaseline = 5

        /// Top edges aligned (horizontal stacks): the same value as ``leading``.
        public static var top: Alignment { .leading }
        /// Bottom edges aligned (horizontal stacks): the same value as ``trailing``.
        public static var bottom: Alignment { .trailing }
    }

    /// The value of ``customSpacing(after:)`` when no custom spacing is set; passing it to
    /// ``setCustomSpacing(_:after:)`` goes back to ``spacing``.
    public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)
    /// A spacing that means the system's standard spacing between siblings (8 points).
    public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)

    // MARK: Arranged views

    // The stored properties that every arrangement reads are `@exclusivity(unchecked)`,
    // as `UIView`'s are (see there).

    /// The views the stack arranges, in order. Each is also a subview; hidden ones stay here.
    @exclusivity(unchecked) open private(set) var arrangedSubviews: [UIView] = []

    /// The arranged views that are not hidden, in order. A loop, not `filter`: a closure
    /// that reads a view's `isHidden` is main-actor isolated, and passed to the standard
    /// library's algorithms it checked its executor at every call (about 220
    /// instructions a view).
    var visibleArrangedSubviews: [UIView] {
        var visible: [UIView] = []
        visible.reserveCapacity(arrangedSubviews.count)
        for view in arrangedSubviews where !view.isHidden { visible.append(view) }
        return visible
    }

    /// The axis the views are laid out along (`.horizontal` by default).
    @exclusivity(unchecked) open var axis: NSLayoutConstraint.Axis = .horizontal {
        didSet { if axis != oldValue { scheduleArrangementUpdate(.all) } }
    }

    /// How the views are sized along the axis (`.fill` by default).
    @exclusivity(unchecked) open var distribution: Distribution = .fill {
        didSet { if distribution != oldValue { scheduleArrangementUpdate(.axis) } }
    }

    /// How the views are placed across the axis (`.fill` by default).
    @exclusivity(unchecked) open var alignment: Alignment = .fill {
        didSet { if alignment != oldValue { scheduleArrangementUpdate(.cross) } }
    }

    /// The space between adjacent views (0 by default): exact for the fill
    /// distributions, a minimum for `.equalSpacing` and `.equalCentering`. Negative
    /// values overlap the views; ``spacingUseSystem`` asks for the standard 8 points.
    /// A non-finite value is refused with a logged error.
    @exclusivity(unchecked) open var spacing: CGFloat = 0 {
        didSet {
            guard spacing.isFinite else {
                LayoutDiagnostics.error("UIStackView spacing \(spacing) on \(layoutDescriptionName) is not finite; ignored.")
                spacing = oldValue
                return
            }
            if spacing != oldValue { scheduleArrangementUpdate(.axis) }
        }
    }

    /// Whether the views are arranged inside the stack's ``UIView/layoutMarginsGuide``
    /// instead of its bounds (false by default).
    @exclusivity(unchecked) open var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { scheduleArrangementUpdate(.all) } }
    }

    /// Whether, in a vertical stack, ``spacing`` runs from the last baseline of a view to
    /// the first baseline of the next (false by default; ignored by horizontal stacks).
    /// A view without text has both baselines at its bottom edge. The first and last
    /// views stay pinned to the stack's edges by their frames (UIKit also places them by
    /// their closest baseline; not modelled).
    @exclusivity(unchecked) open var isBaselineRelativeArrangement = false {
        didSet { if isBaselineRelativeArrangement != oldValue { scheduleArrangementUpdate(.axis) } }
    }

    // MARK: State

    /// Custom spacings by the arranged view they follow.
    var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    /// Which groups of generated constraints must be recomputed at the next update.
    @exclusivity(unchecked) var pendingParts: ArrangementParts = .all
    /// The generated constraints along the axis (canvas edges, spacing, hiding, distribution).
    let axisConstraints = GeneratedConstraints()
    /// The generated constraints across the axis (canvas edges, alignment, spanner).
    let crossConstraints = GeneratedConstraints()
    /// The spacer guides of `.equalSpacing` / `.equalCentering`, one per gap, reused by position.
    var gapGuides: [_UIOLAGapGuide] = []
    /// The guide spanning every visible view across the axis (non-fill alignments).
    var alignmentSpanner: _UILayoutSpacer?
    /// The intrinsic size along the axis each visible view had when the axis
    /// constraints were last built (`nil`: no metric), to skip needless rebuilds.
    var builtAxisIntrinsicSizes: [ObjectIdentifier: CGFloat?] = [:]

    // MARK: Init

    /// Creates an empty horizontal stack with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates an empty horizontal stack from an archive (no format is read yet).
    /// Not failable, as in UIKit.
    public required init(coder: NSCoder) {
        super.init(coder: coder)!
    }

    /// Creates a horizontal stack arranging `views`, in order (each becomes a subview with
    /// `translatesAutoresizingMaskIntoConstraints` turned off).
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    // MARK: Managing arranged views

    /// Adds `view` at the end of ``arrangedSubviews`` (moving it there if it is already
    /// arranged), making it a subview if it is not one, and turns off its
    /// `translatesAutoresizingMaskIntoConstraints`.
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` at `stackIndex` in ``arrangedSubviews`` (moving it if it is already
    /// arranged), making it the front-most subview if it is not a subview yet, and turns
    /// off its `translatesAutoresizingMaskIntoConstraints`. An index outside
    /// `0...arrangedSubviews.count` is logged and clamped.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        guard view !== self else {
            LayoutDiagnostics.error("Can't arrange \(layoutDescriptionName) inside itself; ignored.")
            return
        }
        var index = stackIndex
        if let existing = arrangedIndex(of: view) {
            arrangedSubviews.remove(at: existing)
            if index > existing { index -= 1 }
        }
        if index < 0 || index > arrangedSubviews.count {
            LayoutDiagnostics.error("insertArrangedSubview(_:at:) on \(layoutDescriptionName): index \(stackIndex) is outside 0...\(arrangedSubviews.count); clamped.")
            index = min(max(index, 0), arrangedSubviews.count)
        }
        if view.superview !== self {
            addSubview(view)
            guard view.superview === self else { return }  // refused (a cycle); already logged
        }
        view.translatesAutoresizingMaskIntoConstraints = false
        arrangedSubviews.insert(view, at: index)
        scheduleArrangementUpdate(.all)
    }

    /// Stops arranging `view`. It stays a subview (call `removeFromSuperview()` to remove
    /// it); the stack's constraints on it are removed at once, and its custom spacing is
    /// forgotten.
    open func removeArrangedSubview(_ view: UIView) {
        guard let index = arrangedIndex(of: view) else { return }
        arrangedSubviews.remove(at: index)
        customSpacings[ObjectIdentifier(view)] = nil
        builtAxisIntrinsicSizes[ObjectIdentifier(view)] = nil
        // Removing constraints never conflicts; the neighbours are joined at the next pass.
        let stale = axisConstraints.removeAll(mentioning: view) + crossConstraints.removeAll(mentioning: view)
        NSLayoutConstraint.deactivate(stale)
        scheduleArrangementUpdate(.all)
    }

    /// Where `view` is in ``arrangedSubviews``. Only subviews can be arranged, so a
    /// view being added is found at once, and the search is a plain loop (a main-actor
    /// closure given to `firstIndex(where:)` checks its executor on every element,
    /// which made filling a stack of n rows cost n² checks).
    func arrangedIndex(of view: UIView) -> Int? {
        guard view.superview === self else { return nil }
        for index in arrangedSubviews.indices where arrangedSubviews[index] === view { return index }
        return nil
    }

    /// A subview leaving the stack (`removeFromSuperview()`) also leaves ``arrangedSubviews``.
    open override func willRemoveSubview(_ subview: UIView) {
        if arrangedIndex(of: subview) != nil { removeArrangedSubview(subview) }
        super.willRemoveSubview(subview)
    }

    // MARK: Update constraints

    /// Brings the generated constraints up to date, then calls `super`.
    open override func updateConstraints() {
        applyPendingArrangement()
        super.updateConstraints()
    }

    // MARK: Content

    /// Always `nil`: a stack view draws no background (setting it is ignored, as the
    /// fourth article shows for UIKit's stack views before iOS 14).
    open override var backgroundColor: UIColor? {
        get { nil }
        set {}
    }

    /// A stack view's layer is a transform layer (before iOS 14): corner radius, border,
    /// shadow and masking are kept but not rendered, as the fourth article says.
    override var rendersLayerStyle: Bool { false }

    /// The first visible arranged view's first-baseline view (the stack itself when
    /// nothing is visible), so stacks align by baseline when nested.
    open override var forFirstBaselineLayout: UIView {
        arrangedSubviews.first(where: { !$0.isHidden })?.forFirstBaselineLayout ?? self
    }

    /// The last-baseline view: the last visible arranged view's in a vertical stack, the
    /// first visible one's in a horizontal stack (all share it when baseline-aligned).
    open override var forLastBaselineLayout: UIView {
        let view = axis == .vertical ? arrangedSubviews.last(where: { !$0.isHidden })
                                     : arrangedSubviews.first(where: { !$0.isHidden })
        return view?.forLastBaselineLayout ?? self
    }

    // MARK: Declared here to be overridable, as in UIKit (UIStackView+Spacing.swift)
    /// Sets the space after `arrangedSubview` (before the next visible view), overriding
    /// ``spacing`` for that gap. ``UIStackView/spacingUseDefault`` goes back to ``spacing``;
    /// ``UIStackView/spacingUseSystem`` asks for the standard 8 points. A view that is not
    /// arranged, or a non-finite value, is logged and ignored. Removing the view from the
    /// stack forgets its custom spacing. While the view is hidden its custom spacing is
    /// not used: the gap follows the previous visible view.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        performSetCustomSpacing(spacing, after: arrangedSubview)
    }

    /// The custom space after `arrangedSubview`, or ``UIStackView/spacingUseDefault`` when
    /// it uses ``spacing``.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        performCustomSpacing(after: arrangedSubview)
    }
}

/// Groups of generated constraints that are recomputed separately.
struct ArrangementParts: OptionSet, Sendable {
    let rawValue: Int
    /// Along the axis: canvas edges, spacing, hiding, distribution, gap guides.
    static let axis = ArrangementParts(rawValue: 1)
    /// Across the axis: canvas edges, alignment, the spanner.
    static let cross = ArrangementParts(rawValue: 2)
    static let all: ArrangementParts = [.axis, .cross]
}
