import Foundation

/// A bar that fills from the left as a task progresses (``progress`` from 0 to 1).
///
/// It is not a control: it takes no input. Intrinsic size: no width, 4 points tall (as
/// UIKit reports it since iOS 14). With ``observedProgress`` set, the bar follows that
/// `Progress`'s `fractionCompleted` (read on each run-loop turn a tenth of a second apart,
/// as Linux's Foundation has no key-value observing).
@preconcurrency @MainActor
open class UIProgressView: UIView {
    /// The bar's look.
    public enum Style: Int, Sendable {
        /// The standard bar.
        case `default`
        /// The bar of a toolbar (drawn like the default here).
        case bar
    }

    /// The intrinsic height.
    static let barHeight: CGFloat = 4
    /// Seconds between two reads of ``observedProgress``.
    static let observationInterval = 0.1

    /// The look (``Style/default`` unless given).
    open var progressViewStyle: Style = .default { didSet { setNeedsDisplay() } }

    /// The fraction done, kept within 0...1 (0 by default). With ``observedProgress`` set,
    /// its fraction.
    open var progress: Float {
        get {
            if let observedProgress { return Float(min(max(observedProgress.fractionCompleted, 0), 1)) }
            return storedProgress
        }
        set {
            guard newValue.isFinite else {
                print("UIProgressView.progress: \(newValue) is not a number; ignored")
                return
            }
            let clamped = min(max(newValue, 0), 1)
            guard clamped != storedProgress else { return }
            storedProgress = clamped
            setNeedsDisplay()
        }
    }

    /// The filled part's colour (`nil`: ``UIView/tintColor``).
    open var progressTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The unfilled part's colour (`nil`: ``UIColor/systemGray5``).
    open var trackTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// An image stretched over the filled part instead of the colour.
    open var progressImage: UIImage? { didSet { setNeedsDisplay() } }
    /// An image stretched over the track instead of the colour.
    open var trackImage: UIImage? { didSet { setNeedsDisplay() } }

    /// A `Progress` the bar follows (`nil` by default).
    open var observedProgress: Progress? {
        didSet {
            observationTimer?.invalidate()
            observationTimer = nil
            lastObservedFraction = nil
            if observedProgress != nil {
                observationTimer = UIRunLoop.main.scheduleTimer(after: Self.observationInterval, repeating: Self.observationInterval) {
                    [weak self] _ in self?.checkObservedProgress()
                }
            }
            setNeedsDisplay()
        }
    }

    private var storedProgress: Float = 0
    private var observationTimer: RunLoopTimer?
    private var lastObservedFraction: Double?

    /// Creates a bar of `style`.
    public init(progressViewStyle style: Style) {
        progressViewStyle = style
        super.init(frame: .zero)
        isOpaque = false
    }

    /// Creates a ``Style/default`` bar with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }

    /// Creates a bar from an archive (no format is read yet).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isOpaque = false
    }

    deinit {
        mainActorUnchecked {
            observationTimer?.invalidate()
        }
    }

    /// The filled part shows the tint.
    open override func tintColorDidChange() { setNeedsDisplay() }

    /// Sets ``progress`` (no animation; `animated` is accepted for UIKit's signature).
    open func setProgress(_ progress: Float, animated: Bool) { self.progress = progress }

    private func checkObservedProgress() {
        guard let fraction = observedProgress?.fractionCompleted, fraction != lastObservedFraction else { return }
        lastObservedFraction = fraction
        setNeedsDisplay()
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIProgressView.barHeight) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: UIProgressView.barHeight)
    }

    /// The bar: as wide as the bounds, 4 points tall, centred vertically.
    var barRect: CGRect {
        let height = min(UIProgressView.barHeight, bounds.height)
        return CGRect(x: bounds.minX, y: (bounds.midY - height / 2).rounded(), width: bounds.width, height: height)
    }

    /// Draws the track, then the filled part from the left (right in a right-to-left layout).
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentDrawingContext() else { return }
        let bar = barRect
        if let trackImage { trackImage.draw(in: bar, alpha: 1, on: context) }
        else { context.fill(bar, color: trackTintColor ?? .systemGray5, alpha: 1) }
        let filledWidth = (bar.width * CGFloat(progress)).rounded()
        guard filledWidth > 0 else { return }
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let filled = CGRect(x: rightToLeft ? bar.maxX - filledWidth : bar.minX, y: bar.minY, width: filledWidth, height: bar.height)
        if let progressImage { progressImage.draw(in: filled, alpha: 1, on: context) }
        else { context.fill(filled, color: progressTintColor ?? tintColor, alpha: 1) }
    }
}
