import Foundation

/// A spinner above a scroll view's content (``UIScrollView/refreshControl``, on tables and
/// collection views) that the user pulls down to reload.
///
/// Dragging the content down past its top pulls the control into view; pulled
/// `triggerDistance` (60 points) it begins refreshing and sends
/// ``UIControl/Event/valueChanged`` (the user's action). While refreshing it stays shown
/// (the scroll view's ``UIScrollView/adjustedContentInset`` grows by its height) and spins
/// until ``endRefreshing()``. ``beginRefreshing()`` in code sends nothing, as in UIKit.
@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
    /// The control's height, and how far a pull must go to begin refreshing.
    public static let controlHeight: CGFloat = 60
    static let triggerDistance: CGFloat = 60
    /// The farthest the content can be pulled.
    static let maximumPull: CGFloat = 120

    /// Whether a refresh is in progress.
    public private(set) var isRefreshing = false
    /// A title drawn under the spinner.
    open var attributedTitle: NSAttributedString? { didSet { setNeedsDisplay() } }
    /// The spinner's colour (`nil`: grey).
    open override var tintColor: UIColor! {
        get { storedTint ?? .systemGray }
        set {
            storedTint = newValue
            spinner.color = newValue ?? .systemGray
        }
    }
    private var storedTint: UIColor?
    let spinner = UIActivityIndicatorView(style: .medium)

    /// Creates a control (add it as a scroll view's ``UIScrollView/refreshControl``).
    public init() {
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: UIRefreshControl.controlHeight))
        configureRefreshControl()
    }

    /// Creates a control (its frame is set by the scroll view it belongs to).
    public override convenience init(frame: CGRect) {
        self.init()
    }

    /// Creates a control from an archive (no format is read yet).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureRefreshControl()
    }

    private func configureRefreshControl() {
        isOpaque = false
        spinner.hidesWhenStopped = false
        spinner.color = .systemGray
        addSubview(spinner)
    }

    /// The scroll view the control belongs to.
    var scrollView: UIScrollView? { superview as? UIScrollView }

    /// Begins refreshing: the spinner turns and the control stays shown. Sends no event.
    open func beginRefreshing() {
        guard !isRefreshing else { return }
        isRefreshing = true
        spinner.startAnimating()
        scrollView?.refreshAdjustedContentInset()
        setNeedsDisplay()
    }

    /// Ends refreshing: the spinner stops and the content goes back to its top.
    open func endRefreshing() {
        guard isRefreshing else { return }
        isRefreshing = false
        spinner.stopAnimating()
        scrollView?.refreshAdjustedContentInset()
        setNeedsDisplay()
    }

    /// The user pulled far enough: begins refreshing and sends ``UIControl/Event/valueChanged``.
    func userBeganRefreshing() {
        beginRefreshing()
        sendActions(for: .valueChanged, with: nil)
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIRefreshControl.controlHeight) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let side = spinner.intrinsicContentSize
        let top: CGFloat = attributedTitle == nil ? (bounds.height - side.height) / 2 : 10
        spinner.frame = CGRect(x: ((bounds.width - side.width) / 2).rounded(), y: top.rounded(), width: side.width, height: side.height)
    }

    /// Draws the title (13 points, grey) under the spinner.
    open override func draw(_ rect: CGRect) {
        guard let title = attributedTitle?.string, !title.isEmpty, let context = UIGraphicsGetCurrentDrawingContext() else { return }
        let font = UIFont.systemFont(ofSize: 13)
        let width = TextSystem.measurer.size(of: title, font: font, wrappingAt: nil).width
        let metrics = TextSystem.measurer.metrics(for: font)
        context.drawText(title, at: CGPoint(x: ((bounds.width - width) / 2).rounded(), y: 36 + metrics.ascent), font: font,
                         color: .secondaryLabel, alpha: 1)
    }
}

extension UIScrollView {
    /// The extra top inset of a refreshing control.
    var refreshingInset: CGFloat { refreshControl?.isRefreshing == true ? UIRefreshControl.controlHeight : 0 }

    /// Places the refresh control just above the content.
    func placeRefreshControl() {
        guard let control = refreshControl, control.superview === self else { return }
        let frame = CGRect(x: 0, y: -UIRefreshControl.controlHeight, width: bounds.width, height: UIRefreshControl.controlHeight)
        if control.frame != frame { control.frame = frame }
    }

    /// A drag by `delta` (content points, positive up) with a refresh control: pulling down
    /// at the top pulls the content past it (up to ``UIRefreshControl/maximumPull``), and
    /// a pull of `UIRefreshControl/triggerDistance` begins refreshing. Whether the drag
    /// was taken here.
    func pullRefreshControl(by delta: CGPoint) -> Bool {
        guard let control = refreshControl, control.isEnabled, isScrollEnabled else { return false }
        let top = scrollableRange.y.lowerBound
        let pulled = top - contentOffset.y
        guard (delta.y < 0 && pulled >= -0.5) || pulled > 0.5 else { return false }
        if delta.x != 0 { scroll(by: CGPoint(x: delta.x, y: 0)) }
        let newPull = pulled - delta.y
        if newPull <= 0 {
            contentOffset.y = top
            if newPull < 0 { scroll(by: CGPoint(x: 0, y: -newPull)) }
            return true
        }
        contentOffset.y = top - min(newPull, UIRefreshControl.maximumPull)
        if newPull >= UIRefreshControl.triggerDistance && !control.isRefreshing {
            control.userBeganRefreshing()
        }
        return true
    }

    /// The pointer let go: content pulled past the top goes back to it (which, while
    /// refreshing, leaves the control shown).
    func releaseRefreshControlPull() {
        guard refreshControl != nil else { return }
        let top = scrollableRange.y.lowerBound
        if contentOffset.y < top { contentOffset.y = top }
    }
}
