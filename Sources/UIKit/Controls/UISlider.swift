import Foundation

/// A horizontal slider picking a `Float` between ``minimumValue`` and ``maximumValue``.
///
/// Pressing on the thumb drags it; pressing elsewhere on the track moves the thumb there
/// first (the desktop behaviour; UIKit on a phone ignores track taps). While dragging,
/// ``UIControl/Event/valueChanged`` is sent for each change when ``isContinuous`` (the
/// default), else once on release. Setting ``value`` in code sends nothing.
///
/// Intrinsic size: no width, 30 points tall, as UIKit reports it (`UISlider().intrinsicContentSize`
/// is `(-1, 30)`; Interface Builder's frames are 31, the old height).
@preconcurrency @MainActor
open class UISlider: UIControl {
    /// A single-finger swipe along the track is the slider's own action.
    override func overlapsAction(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let swipe = gestureRecognizer as? UISwipeGestureRecognizer, swipe.numberOfTouchesRequired == 1 else { return false }
        return !swipe.direction.isDisjoint(with: [.left, .right])
    }

    /// The intrinsic height.
    public static let sliderHeight: CGFloat = 30
    /// The thumb's side.
    public static let thumbSize: CGFloat = 28

    /// The value, kept within ``minimumValue``...``maximumValue`` (0 initially).
    open var value: Float {
        get { storedValue }
        set { setStoredValue(newValue) }
    }
    /// The smallest value (0 by default). Raising it above the maximum raises the maximum.
    open var minimumValue: Float = 0 {
        didSet {
            if !minimumValue.isFinite { minimumValue = oldValue }
            if maximumValue < minimumValue { maximumValue = minimumValue }
            setStoredValue(storedValue)
            setNeedsDisplay()
        }
    }
    /// The largest value (1 by default). Lowering it below the minimum lowers the minimum.
    open var maximumValue: Float = 1 {
        didSet {
            if !maximumValue.isFinite { maximumValue = oldValue }
            if minimumValue > maximumValue { minimumValue = maximumValue }
            setStoredValue(storedValue)
            setNeedsDisplay()
        }
    }
    /// Whether dragging sends ``UIControl/Event/valueChanged`` at each change (true) or
    /// only on release (false).
    open var isContinuous = true
    /// The track left of the thumb (`nil`: ``UIView/tintColor``).
    open var minimumTrackTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The track right of the thumb (`nil`: ``UIColor/systemGray4``).
    open var maximumTrackTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The thumb (`nil`: white with a grey border).
    open var thumbTintColor: UIColor? { didSet { setNeedsDisplay() } }

    private var storedValue: Float = 0
    private var valueAtTrackingStart: Float = 0
    private var dragOffset: CGFloat = 0

    /// Sets ``value`` (no animation; `animated` is accepted for UIKit's signature).
    open func setValue(_ value: Float, animated: Bool) { self.value = value }

    private func setStoredValue(_ newValue: Float) {
        guard newValue.isFinite else { return }
        let clamped = min(max(newValue, minimumValue), maximumValue)
        guard clamped != storedValue else { return }
        storedValue = clamped
        setNeedsDisplay()
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UISlider.sliderHeight) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: max(size.width, UISlider.thumbSize), height: UISlider.sliderHeight)
    }

    // MARK: Geometry

    /// The track: 4 points tall, centred vertically, as wide as the bounds.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(x: bounds.minX, y: (bounds.midY - 2).rounded(), width: bounds.width, height: 4)
    }

    /// The thumb for `value`: its centre moves from half a thumb inside the track's left
    /// end to half a thumb inside its right end.
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let side = UISlider.thumbSize
        let travel = max(rect.width - side, 0)
        let x = rect.minX + (travel * fraction(of: value)).rounded()
        return CGRect(x: x, y: (bounds.midY - side / 2).rounded(), width: side, height: side)
    }

    private func fraction(of value: Float) -> CGFloat {
        let span = maximumValue - minimumValue
        return span > 0 ? CGFloat((value - minimumValue) / span) : 0
    }

    /// The value whose thumb centre is at `x` (in this view's coordinates).
    func value(atX x: CGFloat) -> Float {
        let track = trackRect(forBounds: bounds)
        let travel = track.width - UISlider.thumbSize
        guard travel > 0 else { return minimumValue }
        let fraction = min(max((x - track.minX - UISlider.thumbSize / 2) / travel, 0), 1)
        return minimumValue + Float(fraction) * (maximumValue - minimumValue)
    }

    // MARK: Tracking

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        valueAtTrackingStart = value
        let point = touch.location(in: self)
        let thumb = thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: value)
        if thumb.contains(point) {
            dragOffset = point.x - thumb.midX
        } else {
            dragOffset = 0
            move(to: point.x, with: event)
        }
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        move(to: touch.location(in: self).x - dragOffset, with: event)
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if !isContinuous && value != valueAtTrackingStart { sendActions(for: .valueChanged, with: event) }
    }

    private func move(to x: CGFloat, with event: UIEvent?) {
        let old = value
        value = value(atX: x)
        if value != old && isContinuous { sendActions(for: .valueChanged, with: event) }
    }

    // MARK: Drawing

    /// Draws the track in two colours split at the thumb, then the square thumb.
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentDrawingContext() else { return }
        let alpha: CGFloat = isEnabled ? 1 : 0.5
        let track = trackRect(forBounds: bounds)
        let thumb = thumbRect(forBounds: bounds, trackRect: track, value: value)
        let split = min(max(thumb.midX, track.minX), track.maxX)
        context.fill(CGRect(x: track.minX, y: track.minY, width: split - track.minX, height: track.height),
                     color: minimumTrackTintColor ?? tintColor, alpha: alpha)
        context.fill(CGRect(x: split, y: track.minY, width: track.maxX - split, height: track.height),
                     color: maximumTrackTintColor ?? .systemGray4, alpha: alpha)
        context.fill(thumb, color: thumbTintColor ?? .white, alpha: alpha)
        context.stroke(thumb.insetBy(dx: 0.5, dy: 0.5), color: isHighlighted ? .systemGray : .systemGray3, lineWidth: 1, alpha: alpha)
    }
}
