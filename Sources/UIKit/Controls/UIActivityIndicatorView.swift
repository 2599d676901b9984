import Foundation

/// A spinning indicator that shows a task is in progress.
///
/// As in UIKit: a new indicator is stopped, and hidden while stopped when
/// ``hidesWhenStopped`` is set (the default); ``startAnimating()`` shows it and turns
/// its spokes, ``stopAnimating()`` stops and (by default) hides it. Its intrinsic size
/// is fixed by the style: 20 × 20 points for ``Style/medium`` (and the old `white` and
/// `gray`), 37 × 37 for ``Style/large`` (and `whiteLarge`). The spokes turn on a
/// ``UIRunLoop`` timer, twelve steps a second, so tests drive it with the run loop's clock.
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
    /// The indicator's look.
    public enum Style: Int, Sendable {
        /// Large and white (deprecated in UIKit since iOS 13).
        case whiteLarge = 0
        /// Small and white (deprecated in UIKit since iOS 13).
        case white = 1
        /// Small and grey (deprecated in UIKit since iOS 13).
        case gray = 2
        /// The small indicator.
        case medium = 100
        /// The large indicator.
        case large = 101

        var isLarge: Bool { self == .large || self == .whiteLarge }
    }

    /// The side of a small and of a large indicator.
    static let mediumSide: CGFloat = 20
    static let largeSide: CGFloat = 37
    /// The number of spokes, and the seconds between two steps of the spin.
    static let spokeCount = 8
    static let stepInterval = 1.0 / 12

    /// The look; changing it changes the intrinsic size.
    open var style: Style {
        didSet {
            guard style != oldValue else { return }
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }

    /// Whether the indicator hides itself while stopped (true by default).
    open var hidesWhenStopped = true {
        didSet { if hidesWhenStopped && !isAnimating { isHidden = true } }
    }

    /// The spokes' colour (`nil` restores the style's: white for `white` and `whiteLarge`,
    /// grey otherwise).
    open var color: UIColor! {
        get { storedColor ?? (style == .white || style == .whiteLarge ? .white : .gray) }
        set { storedColor = newValue; setNeedsDisplay() }
    }
    private var storedColor: UIColor?

    /// Whether the indicator is spinning.
    open private(set) var isAnimating = false
    /// The spoke drawn brightest; moves one spoke per step.
    private(set) var phase = 0
    private var timer: RunLoopTimer?

    /// Creates a stopped (hidden) indicator of `style`.
    public init(style: Style) {
        self.style = style
        super.init(frame: .zero)
        configureIndicator()
    }

    /// Creates a stopped (hidden) ``Style/medium`` indicator with `frame`.
    public override init(frame: CGRect) {
        style = .medium
        super.init(frame: frame)
        configureIndicator()
    }

    /// Creates a stopped ``Style/medium`` indicator from an archive (no format is read
    /// yet). Not failable, as in UIKit.
    public required init(coder: NSCoder) {
        style = .medium
        super.init(coder: coder)!
        configureIndicator()
    }

    deinit {
        mainActorUnchecked {
            timer?.invalidate()
        }
    }

    private func configureIndicator() {
        isUserInteractionEnabled = false
        isOpaque = false
        isHidden = hidesWhenStopped
    }

    /// Starts spinning and shows the indicator.
    open func startAnimating() {
        guard !isAnimating else { return }
        isAnimating = true
        isHidden = false
        timer = UIRunLoop.main.scheduleTimer(after: Self.stepInterval, repeating: Self.stepInterval) { [weak self] _ in
            self?.step()
        }
        setNeedsDisplay()
    }

    /// Stops spinning; hides the indicator if ``hidesWhenStopped``.
    open func stopAnimating() {
        guard isAnimating else { return }
        isAnimating = false
        timer?.invalidate()
        timer = nil
        if hidesWhenStopped { isHidden = true }
        setNeedsDisplay()
    }

    private func step() {
        phase = (phase + 1) % Self.spokeCount
        setNeedsDisplay()
    }

    // MARK: Size

    private var side: CGFloat { style.isLarge ? Self.largeSide : Self.mediumSide }

    open override var intrinsicContentSize: CGSize { CGSize(width: side, height: side) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    // MARK: Drawing

    /// Draws the spokes around the centre of the bounds, the `phase` spoke opaque and
    /// each one behind it fainter.
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentDrawingContext() else { return }
        let radius = side / 2
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let lineWidth: CGFloat = style.isLarge ? 3.5 : 2
        let count = Self.spokeCount
        for spoke in 0..<count {
            let angle = Double(spoke) / Double(count) * 2 * Double.pi - Double.pi / 2
            let (dx, dy) = (CGFloat(cos(angle)), CGFloat(sin(angle)))
            let behind = (phase - spoke + count) % count
            let alpha = 1 - CGFloat(behind) / CGFloat(count) * 0.8
            context.drawLine(from: CGPoint(x: center.x + dx * radius * 0.45, y: center.y + dy * radius * 0.45),
                             to: CGPoint(x: center.x + dx * (radius - lineWidth / 2), y: center.y + dy * (radius - lineWidth / 2)),
                             color: color, lineWidth: lineWidth, alpha: alpha)
        }
    }
}
