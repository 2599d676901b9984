import Foundation

/// An on/off switch. A click (release inside) toggles ``isOn`` and sends
/// ``UIControl/Event/valueChanged`` and ``UIControl/Event/primaryActionTriggered``;
/// setting ``isOn`` in code sends nothing, as in UIKit.
///
/// Its size is fixed at UIKit's 51 × 31 points (the intrinsic size; ``sizeThatFits(_:)``
/// gives the same, and a larger frame draws the switch centred).
@preconcurrency @MainActor
open class UISwitch: UIControl {
    /// A single-finger single tap and a single-finger pan are the switch's own action.
    override func overlapsAction(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if isSingleTap(gestureRecognizer) { return true }
        guard let pan = gestureRecognizer as? UIPanGestureRecognizer, pan.numberOfTouches == 1 else { return false }
        let translation = pan.translation(in: self)
        return abs(translation.x) >= abs(translation.y)
    }

    /// UIKit's switch size.
    public static let switchSize = CGSize(width: 51, height: 31)

    /// Whether the switch is on (false by default).
    open var isOn = false { didSet { if isOn != oldValue { setNeedsDisplay() } } }
    /// The track colour when on (`nil`: ``UIColor/systemGreen``).
    open var onTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The thumb colour (`nil`: white).
    open var thumbTintColor: UIColor? { didSet { setNeedsDisplay() } }

    /// Sets ``isOn`` (there is no animation; `animated` is accepted for UIKit's signature).
    open func setOn(_ on: Bool, animated: Bool) { isOn = on }

    open override var intrinsicContentSize: CGSize { UISwitch.switchSize }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { UISwitch.switchSize }

    /// A release inside toggles the switch (the events follow: see `touchUpInsideEvents`).
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if touch != nil && isTouchInside { isOn.toggle() }
    }

    override var touchUpInsideEvents: Event { [.touchUpInside, .valueChanged, .primaryActionTriggered] }

    /// The rectangle the switch is drawn in: 51 × 31, centred in the bounds.
    var switchRect: CGRect {
        let size = UISwitch.switchSize
        return CGRect(x: ((bounds.width - size.width) / 2).rounded(), y: ((bounds.height - size.height) / 2).rounded(),
                      width: size.width, height: size.height)
    }

    /// Draws the track (tinted when on, light grey with a border when off) and the square
    /// thumb at the end that matches ``isOn``; a disabled switch is drawn at half opacity.
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentDrawingContext() else { return }
        let alpha: CGFloat = isEnabled ? 1 : 0.5
        let track = switchRect
        if isOn {
            context.fill(track, color: onTintColor ?? .systemGreen, alpha: alpha)
        } else {
            context.fill(track, color: .systemGray5, alpha: alpha)
            context.stroke(track.insetBy(dx: 0.5, dy: 0.5), color: .systemGray3, lineWidth: 1, alpha: alpha)
        }
        let thumbSide = track.height - 4
        let thumb = CGRect(x: isOn ? track.maxX - 2 - thumbSide : track.minX + 2, y: track.minY + 2,
                           width: thumbSide, height: thumbSide)
        context.fill(thumb, color: thumbTintColor ?? .white, alpha: alpha)
        context.stroke(thumb.insetBy(dx: 0.5, dy: 0.5), color: isHighlighted ? .systemGray : .systemGray3, lineWidth: 1, alpha: alpha)
    }
}
