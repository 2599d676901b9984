import Foundation

/// A view whose content is larger than itself: ``contentOffset`` (its bounds' origin)
/// says which part shows; subviews are clipped to the bounds.
///
/// The content size comes from ``contentSize``, or from constraints between the content
/// and ``contentLayoutGuide`` (then `contentSize` follows the guide after each layout);
/// views constrained to ``frameLayoutGuide`` stay put while the content scrolls. Setting
/// the offset (or the bounds' origin) lays the scroll view out on the next pass, as the
/// second article says scrolling does. The mouse wheel (Shift for sideways), dragging
/// with the pointer, and Page Up/Down, Home, End and the arrow keys when it is the
/// first responder scroll it, kept within the content (there is no rubber band:
/// ``bounces`` and the `alwaysBounce…` flags are kept but change nothing); indicators
/// show while it scrolls. Scrolling is not animated yet: `animated: true` scrolls at
/// once and tells the delegate the animation ended.
@preconcurrency @MainActor
open class UIScrollView: UIView {
    /// When the safe area is added to ``contentInset``.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// As `scrollableAxes`, and always for the top and bottom of a vertically
        /// scrolling view (UIKit's rule for a view controller's scroll view, simplified).
        case automatic
        /// On the axes the content can scroll along.
        case scrollableAxes
        /// Never.
        case never
        /// Always, on every edge.
        case always
    }

    /// The point of the content at the top-left of the bounds: the bounds' origin.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { setOffset(newValue) }
    }

    /// The size of the content (`.zero` by default). With constraints to
    /// ``contentLayoutGuide`` defining the content, it follows the guide after layout.
    open var contentSize: CGSize = .zero {
        didSet {
            guard contentSize != oldValue else { return }
            if !contentSize.width.isFinite || !contentSize.height.isFinite { contentSize = oldValue; return }
            contentSizeDidChange()
        }
    }

    /// Space around the content that scrolling can reveal.
    open var contentInset: UIEdgeInsets = .zero {
        didSet {
            guard contentInset != oldValue else { return }
            if !contentInset.isFinite { contentInset = oldValue; return }
            refreshAdjustedContentInset()
        }
    }

    /// When the safe area adds to ``contentInset`` (`.automatic` by default).
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { if contentInsetAdjustmentBehavior != oldValue { refreshAdjustedContentInset() } }
    }

    /// ``contentInset`` plus the safe area, as ``contentInsetAdjustmentBehavior`` says.
    open private(set) var adjustedContentInset: UIEdgeInsets = .zero

    /// Whether input scrolls the view (true by default).
    open var isScrollEnabled = true
    /// A control above the content that a pull past the top triggers (see
    /// ``UIRefreshControl``); `nil` by default.
    open var refreshControl: UIRefreshControl? {
        didSet {
            guard refreshControl !== oldValue else { return }
            if let oldValue, oldValue.superview === self { oldValue.removeFromSuperview() }
            if let refreshControl { insertSubview(refreshControl, at: 0) }
            refreshAdjustedContentInset()
            setNeedsLayout()
        }
    }
    /// Kept for UIKit's API; there is no rubber band.
    open var bounces = true
    /// Kept for UIKit's API; there is no rubber band.
    open var alwaysBounceVertical = false
    /// Kept for UIKit's API; there is no rubber band.
    open var alwaysBounceHorizontal = false
    /// Whether the vertical indicator shows while scrolling (true by default).
    open var showsVerticalScrollIndicator = true
    /// Whether the horizontal indicator shows while scrolling (true by default).
    open var showsHorizontalScrollIndicator = true
    /// Insets of the vertical indicator's track from the bounds.
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// Insets of the horizontal indicator's track from the bounds.
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// Both indicators' insets (setting it sets both; reading gives the vertical one).
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set { verticalScrollIndicatorInsets = newValue; horizontalScrollIndicatorInsets = newValue }
    }

    /// Whether a drag with the pointer is scrolling the content.
    open internal(set) var isDragging = false
    /// Whether the pointer is down on the content.
    open internal(set) var isTracking = false
    /// Always false: scrolling stops when the input stops.
    open var isDecelerating: Bool { false }

    /// Told about scrolling (held weakly).
    open weak var delegate: UIScrollViewDelegate?

    /// The guides behind ``contentLayoutGuide`` and ``frameLayoutGuide``, once asked for.
    var contentGuide: ScrollViewLayoutGuides?
    /// The indicators, once shown.
    var indicators: ScrollIndicators?

    /// Creates a scroll view with `frame`; it clips its subviews.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureScrollView()
    }

    /// Creates a scroll view from an archive (no format is read yet).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureScrollView()
    }

    private func configureScrollView() {
        clipsToBounds = true
    }

    // MARK: Offset

    /// Sets ``contentOffset``. There is no animation yet: with `animated`, the offset
    /// changes at once and the delegate hears `scrollViewDidEndScrollingAnimation`.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        self.contentOffset = contentOffset
        if animated { delegate?.scrollViewDidEndScrollingAnimation(self) }
    }

    /// Scrolls the least that makes `rect` (in content coordinates) visible, within the
    /// content's scrollable range.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        guard rect.isFiniteRect else { return }
        let visible = CGRect(origin: contentOffset, size: bounds.size).inset(by: adjustedContentInset)
        // Per axis: bring the far edge in, then the near edge (which wins when the
        // rectangle is larger than the visible part).
        func shift(_ minimum: CGFloat, _ maximum: CGFloat, visible low: CGFloat, _ high: CGFloat) -> CGFloat {
            var delta: CGFloat = 0
            if maximum > high { delta = maximum - high }
            if minimum < low + delta { delta = minimum - low }
            return delta
        }
        let offset = CGPoint(x: contentOffset.x + shift(rect.minX, rect.maxX, visible: visible.minX, visible.maxX),
                             y: contentOffset.y + shift(rect.minY, rect.maxY, visible: visible.minY, visible.maxY))
        setContentOffset(clampedOffset(offset), animated: animated)
    }

    /// The offsets input may reach: from `-inset.top` to the content's end plus
    /// `inset.bottom` (per axis), never below the start.
    public var scrollableRange: (x: ClosedRange<CGFloat>, y: ClosedRange<CGFloat>) {
        let inset = adjustedContentInset
        let minX = -inset.left, minY = -inset.top
        let maxX = max(minX, contentSize.width + inset.right - bounds.width)
        let maxY = max(minY, contentSize.height + inset.bottom - bounds.height)
        return (minX...maxX, minY...maxY)
    }

    /// `offset` kept within ``scrollableRange``.
    func clampedOffset(_ offset: CGPoint) -> CGPoint {
        let range = scrollableRange
        return CGPoint(x: min(max(offset.x, range.x.lowerBound), range.x.upperBound),
                       y: min(max(offset.y, range.y.lowerBound), range.y.upperBound))
    }

    /// Moves the bounds' origin; a change lays the view out (the bounds setter marks it),
    /// moves the frame guide and tells the delegate.
    private func setOffset(_ offset: CGPoint) {
        guard offset.x.isFinite, offset.y.isFinite, offset != bounds.origin else { return }
        bounds = CGRect(origin: offset, size: bounds.size)
        contentGuide?.offsetDidChange(to: offset)
        delegate?.scrollViewDidScroll(self)
    }

    // MARK: Insets

    /// Recomputes ``adjustedContentInset``; on a change, calls
    /// ``adjustedContentInsetDidChange()`` and tells the delegate.
    func refreshAdjustedContentInset() {
        let safe = safeAreaInsets
        var adjusted = contentInset
        let scrollsVertically = contentSize.height > bounds.height || alwaysBounceVertical
        let scrollsHorizontally = contentSize.width > bounds.width || alwaysBounceHorizontal
        switch contentInsetAdjustmentBehavior {
        case .never:
            break
        case .always:
            adjusted = adjusted + safe
        case .scrollableAxes, .automatic:
            let vertical = scrollsVertically || contentInsetAdjustmentBehavior == .automatic
            if vertical { adjusted.top += safe.top; adjusted.bottom += safe.bottom }
            if scrollsHorizontally { adjusted.left += safe.left; adjusted.right += safe.right }
        }
        adjusted.top += refreshingInset
        guard adjusted != adjustedContentInset else { return }
        let old = adjustedContentInset
        adjustedContentInset = adjusted
        keepOffsetAtTheStart(after: old)
        adjustedContentInsetDidChange()
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
    }

    /// A view resting at its start (the offset at minus the old inset, on an axis) stays
    /// at the start of the new inset, as UIKit moves a table view controller's table to
    /// `-44` when a translucent navigation bar comes over it. A drag in progress keeps
    /// its offset.
    private func keepOffsetAtTheStart(after old: UIEdgeInsets) {
        guard !isTracking else { return }
        var offset = contentOffset
        if abs(offset.y + old.top) < 0.5 { offset.y = -adjustedContentInset.top }
        if abs(offset.x + old.left) < 0.5 { offset.x = -adjustedContentInset.left }
        if offset != contentOffset { contentOffset = offset }
    }

    /// Called when ``adjustedContentInset`` changed. Overrides call super.
    open func adjustedContentInsetDidChange() {}

    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        refreshAdjustedContentInset()
    }

    private func contentSizeDidChange() {
        refreshAdjustedContentInset()
        setNeedsLayout()
    }

    // MARK: Input (UIScrollView+Input.swift)

    // A table or collection view (``SectionedCellView``) also tracks taps on its cells
    // and moves its selection with keys, here, so that the two share one copy of it.

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        isTracking = true
        (self as? SectionedCellView)?.cellTouchesBegan(touches)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        drag(touches)
        (self as? SectionedCellView)?.cellTouchesMoved()
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let cells = self as? SectionedCellView
        let path = cells?.pressedPath
        cells?.pressedPath = nil
        let wasDragging = isDragging
        endDragging()
        cells?.cellTouchesEnded(touches, path: path, wasDragging: wasDragging)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        (self as? SectionedCellView)?.cellTouchesCancelled()
        endDragging()
    }

    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if (self as? SectionedCellView)?.handleSelectionKey(presses) == true { return }
        if !handleScrollKey(presses) { super.pressesBegan(presses, with: event) }
    }

    // MARK: Layout

    /// Lays out the subviews, then takes ``contentSize`` from ``contentLayoutGuide`` when
    /// constraints define the content, and places the indicators; a table or collection
    /// view then loads if a reload is pending and places its visible cells.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if let size = contentGuide?.constrainedContentSize(), size != contentSize { contentSize = size }
        indicators?.place(in: self)
        placeRefreshControl()
        (self as? SectionedCellView)?.layOutCells()
    }

    // MARK: Declared here to be overridable, as in UIKit (ScrollViewLayoutGuides.swift)
    /// The content area, for constraints that define the content: pin the content's
    /// edges to it and ``contentSize`` follows (iOS 11).
    open var contentLayoutGuide: UILayoutGuide { uikitContentLayoutGuide }

    /// The scroll view's visible frame, for content that should not scroll: a view pinned
    /// to it stays in place (iOS 11). Width equal to it makes a vertical-only scroller.
    open var frameLayoutGuide: UILayoutGuide { uikitFrameLayoutGuide }

    // MARK: Declared here to be overridable, as in UIKit (ScrollIndicators.swift)
    /// Flashes the indicators, as after a scroll.
    open func flashScrollIndicators() {
        performFlashScrollIndicators()
    }
}
