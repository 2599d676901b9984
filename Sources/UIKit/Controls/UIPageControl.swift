import Foundation

/// A row of dots, one per page, the current page's dot highlighted.
///
/// A click left of the current page's dot goes to the previous page, right of it to the
/// next, and sends ``UIControl/Event/valueChanged`` (clamped at the ends: nothing changes
/// and nothing is sent at the first or last page). Setting ``currentPage`` in code sends
/// nothing. With the keyboard focus (Tab), Left/Right go back and on, Home/End to the ends.
///
/// Size (``size(forNumberOfPages:)``, also the intrinsic size): 16 points a page plus 12
/// each side, 26 points tall; no pages, no width.
@preconcurrency @MainActor
open class UIPageControl: UIControl {
    /// A single-finger single tap is the control's own action.
    override func overlapsAction(_ gestureRecognizer: UIGestureRecognizer) -> Bool { isSingleTap(gestureRecognizer) }

    /// How the indicators' background is drawn.
    public enum BackgroundStyle: Int, Sendable {
        /// A background while the user interacts (drawn as `minimal` here).
        case automatic
        /// Always a background.
        case prominent
        /// Never a background.
        case minimal
    }

    /// The room each page takes, the dots' diameter, the padding at each end and the height.
    static let pageWidth: CGFloat = 16
    static let dotDiameter: CGFloat = 8
    static let endPadding: CGFloat = 12
    static let controlHeight: CGFloat = 26

    /// The number of pages (0 by default; a negative count is taken as 0).
    open var numberOfPages = 0 {
        didSet {
            if numberOfPages < 0 { numberOfPages = 0 }
            guard numberOfPages != oldValue else { return }
            clampCurrentPage()
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }

    /// The page shown, kept within `0..<numberOfPages` (0 by default).
    open var currentPage = 0 {
        didSet {
            clampCurrentPage()
            if !defersCurrentPageDisplay || !isSettingFromUser { displayedPage = currentPage }
            if currentPage != oldValue { setNeedsDisplay() }
        }
    }

    /// Whether the control draws nothing when there is only one page (false by default).
    open var hidesForSinglePage = false { didSet { setNeedsDisplay() } }
    /// The other pages' dots (`nil`: ``UIColor/systemGray3``).
    open var pageIndicatorTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The current page's dot (`nil`: ``UIColor/label``).
    open var currentPageIndicatorTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The background style (``BackgroundStyle/automatic`` by default).
    open var backgroundStyle: BackgroundStyle = .automatic { didSet { setNeedsDisplay() } }
    /// Whether a drag along the dots scrubs the pages (true by default; clicks only here).
    open var allowsContinuousInteraction = true
    /// Whether a page chosen by the user is drawn only after ``updateCurrentPageDisplay()``
    /// (false by default).
    open var defersCurrentPageDisplay = false

    /// The image drawn for every page's indicator in place of a dot, its shape in the
    /// dot's colour (`nil` by default).
    open var preferredIndicatorImage: UIImage? { didSet { setNeedsDisplay() } }
    /// The image drawn for the current page's indicator (`nil`: the indicator image).
    open var preferredCurrentPageIndicatorImage: UIImage? { didSet { setNeedsDisplay() } }
    private var pageImages: [Int: UIImage] = [:]

    /// The page whose dot is drawn current.
    private(set) var displayedPage = 0
    private var isSettingFromUser = false

    /// Creates a control with no pages.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }

    /// Creates a control from an archive (no format is read yet).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isOpaque = false
    }

    private func clampCurrentPage() {
        let clamped = min(max(currentPage, 0), max(numberOfPages - 1, 0))
        if clamped != currentPage { currentPage = clamped }
    }

    /// Sets the image of `page`'s indicator (`nil` restores ``preferredIndicatorImage``).
    open func setIndicatorImage(_ image: UIImage?, forPage page: Int) {
        pageImages[page] = image
        setNeedsDisplay()
    }

    /// The image set for `page`'s indicator, if any.
    open func indicatorImage(forPage page: Int) -> UIImage? { pageImages[page] }

    /// The image drawn for `page` now, if any.
    private func shownImage(forPage page: Int) -> UIImage? {
        if page == displayedPage, let current = preferredCurrentPageIndicatorImage { return current }
        return pageImages[page] ?? preferredIndicatorImage
    }

    /// Draws the current page's dot at ``currentPage`` (after the user chose a page with
    /// ``defersCurrentPageDisplay`` set).
    open func updateCurrentPageDisplay() {
        displayedPage = currentPage
        setNeedsDisplay()
    }

    // MARK: Size

    /// The size the control needs for `pageCount` pages.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        let count = max(pageCount, 0)
        let width = count == 0 ? 0 : CGFloat(count) * UIPageControl.pageWidth + 2 * UIPageControl.endPadding
        return CGSize(width: width, height: UIPageControl.controlHeight)
    }

    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Whether nothing is drawn (one page and ``hidesForSinglePage``, or no pages).
    private var drawsNothing: Bool { numberOfPages == 0 || (numberOfPages == 1 && hidesForSinglePage) }

    /// The dot of `page`, the dots centred in the bounds.
    func indicatorRect(forPage page: Int) -> CGRect {
        let total = CGFloat(numberOfPages) * UIPageControl.pageWidth
        let startX = bounds.midX - total / 2
        let side = UIPageControl.dotDiameter
        return CGRect(x: (startX + (CGFloat(page) + 0.5) * UIPageControl.pageWidth - side / 2).rounded(),
                      y: (bounds.midY - side / 2).rounded(), width: side, height: side)
    }

    // MARK: User interaction

    /// Moves to `page` as the user did, sending ``UIControl/Event/valueChanged`` when it changed.
    private func userMove(to page: Int, with event: UIEvent?) {
        let target = min(max(page, 0), max(numberOfPages - 1, 0))
        guard target != currentPage else { return }
        isSettingFromUser = true
        currentPage = target
        isSettingFromUser = false
        sendActions(for: .valueChanged, with: event)
    }

    /// A release inside: left of the current dot's centre goes back a page, right of it on.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        guard let touch, isTouchInside, !drawsNothing else { return }
        let dot = indicatorRect(forPage: currentPage)
        userMove(to: currentPage + (touch.location(in: self).x < dot.midX ? -1 : 1), with: event)
    }

    open override var canBecomeFirstResponder: Bool { isEnabled && numberOfPages > 1 }

    /// Left/Right (Up/Down) go back and on a page; Home/End to the first and last.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let unused = unusedAdjustmentPresses(presses) { adjustment in
            switch adjustment {
            case .decrement: userMove(to: currentPage - 1, with: nil)
            case .increment: userMove(to: currentPage + 1, with: nil)
            case .first: userMove(to: 0, with: nil)
            case .last: userMove(to: numberOfPages - 1, with: nil)
            }
            return true
        }
        if !unused.isEmpty { super.pressesBegan(unused, with: event) }
    }

    // MARK: Drawing

    /// Draws a round dot per page (the displayed page's in its colour), on a grey capsule
    /// for the ``BackgroundStyle/prominent`` style; a disabled control at half opacity.
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentDrawingContext(), !drawsNothing else { return }
        let alpha: CGFloat = isEnabled ? 1 : 0.5
        if backgroundStyle == .prominent {
            let first = indicatorRect(forPage: 0), last = indicatorRect(forPage: numberOfPages - 1)
            let capsule = CGRect(x: first.minX - 8, y: first.minY - 6, width: last.maxX - first.minX + 16, height: first.height + 12)
            context.fill(capsule, cornerRadius: capsule.height / 2, color: .systemGray5, alpha: alpha)
        }
        for page in 0..<numberOfPages {
            let color = page == displayedPage ? currentPageIndicatorTintColor ?? .label : pageIndicatorTintColor ?? .systemGray3
            let dot = indicatorRect(forPage: page)
            if let image = shownImage(forPage: page) {
                let size = image.size
                let frame = CGRect(x: (dot.midX - size.width / 2).rounded(), y: (dot.midY - size.height / 2).rounded(),
                                   width: size.width, height: size.height)
                image.withTintColor(color).draw(in: frame, alpha: alpha, on: context)
            } else {
                context.fill(dot, cornerRadius: dot.width / 2, color: color, alpha: alpha)
            }
        }
        drawFocusRing(in: context, around: bounds)
    }
}
