import Foundation

/// Two buttons, − and +, that step a `Double` between ``minimumValue`` and ``maximumValue``.
///
/// Pressing a half steps the value at once (by ``stepValue``) and sends
/// ``UIControl/Event/valueChanged``; holding it repeats the step (``autorepeat``: after half
/// a second, then ten steps a second, on the run loop's clock). When not ``isContinuous``
/// the event is sent once, on release. At an end the half toward it is disabled unless
/// ``wraps``, which goes round to the other end. Setting ``value`` in code sends nothing,
/// as in UIKit. With the keyboard focus (Tab), Up/Right step up, Down/Left down, Home and
/// End go to the ends.
///
/// Its size is fixed at UIKit's 94 × 32 points (the intrinsic size).
@preconcurrency @MainActor
open class UIStepper: UIControl {
    /// A single-finger single tap is the stepper's own action.
    override func overlapsAction(_ gestureRecognizer: UIGestureRecognizer) -> Bool { isSingleTap(gestureRecognizer) }

    /// UIKit's stepper size.
    static let stepperSize = CGSize(width: 94, height: 32)
    /// Seconds before a held half repeats, and between repeats.
    static let autorepeatDelay = 0.5
    static let autorepeatInterval = 0.1

    /// The value, kept within ``minimumValue``...``maximumValue`` (0 initially).
    open var value: Double {
        get { storedValue }
        set {
            guard newValue.isFinite else {
                print("UIStepper.value: \(newValue) is not a number; ignored")
                return
            }
            let clamped = min(max(newValue, minimumValue), maximumValue)
            guard clamped != storedValue else { return }
            storedValue = clamped
            setNeedsDisplay()
        }
    }

    /// The smallest value (0 by default); must stay below ``maximumValue`` (UIKit raises; a
    /// refused value is logged and ignored here).
    open var minimumValue: Double {
        get { storedMinimum }
        set {
            guard newValue.isFinite, newValue < storedMaximum else {
                print("UIStepper.minimumValue: \(newValue) is not below the maximum \(storedMaximum); ignored")
                return
            }
            storedMinimum = newValue
            if storedValue < newValue { storedValue = newValue }
            setNeedsDisplay()
        }
    }

    /// The largest value (100 by default); must stay above ``minimumValue``.
    open var maximumValue: Double {
        get { storedMaximum }
        set {
            guard newValue.isFinite, newValue > storedMinimum else {
                print("UIStepper.maximumValue: \(newValue) is not above the minimum \(storedMinimum); ignored")
                return
            }
            storedMaximum = newValue
            if storedValue > newValue { storedValue = newValue }
            setNeedsDisplay()
        }
    }

    /// The step (1 by default); must be above 0.
    open var stepValue: Double {
        get { storedStep }
        set {
            guard newValue.isFinite, newValue > 0 else {
                print("UIStepper.stepValue: \(newValue) is not above 0; ignored")
                return
            }
            storedStep = newValue
        }
    }

    /// Whether each step sends ``UIControl/Event/valueChanged`` (true, the default) or only
    /// the release after the user stepped.
    open var isContinuous = true
    /// Whether holding a half repeats its step (true by default).
    open var autorepeat = true
    /// Whether stepping past an end goes round to the other end (false by default).
    open var wraps = false { didSet { setNeedsDisplay() } }

    private var decrementImages: [UInt: UIImage] = [:]
    private var incrementImages: [UInt: UIImage] = [:]
    private var storedValue: Double = 0
    private var storedMinimum: Double = 0
    private var storedMaximum: Double = 100
    private var storedStep: Double = 1

    /// The half being pressed: -1 for −, +1 for +.
    private(set) var pressedDirection: Int?
    private var repeatTimer: RunLoopTimer?
    private var valueAtTrackingStart: Double = 0

    /// Creates a stepper with `frame` (its drawing keeps the 94 × 32 size, centred).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }

    /// Creates a stepper from an archive (no format is read yet).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isOpaque = false
    }

    deinit {
        mainActorUnchecked {
            repeatTimer?.invalidate()
        }
    }

    // MARK: Images

    /// Sets the image drawn on the − half for `state` in place of the minus glyph (`nil`
    /// removes it).
    open func setDecrementImage(_ image: UIImage?, for state: UIControl.State) {
        decrementImages[state.rawValue] = image
        setNeedsDisplay()
    }

    /// The image of the − half for `state` (falling back to the normal one).
    open func decrementImage(for state: UIControl.State) -> UIImage? { UIButton.value(in: decrementImages, for: state) }

    /// Sets the image drawn on the + half for `state` in place of the plus glyph.
    open func setIncrementImage(_ image: UIImage?, for state: UIControl.State) {
        incrementImages[state.rawValue] = image
        setNeedsDisplay()
    }

    /// The image of the + half for `state` (falling back to the normal one).
    open func incrementImage(for state: UIControl.State) -> UIImage? { UIButton.value(in: incrementImages, for: state) }

    open override var intrinsicContentSize: CGSize { UIStepper.stepperSize }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { UIStepper.stepperSize }

    /// The rectangle the stepper is drawn in: 94 × 32, centred in the bounds.
    var stepperRect: CGRect {
        let size = UIStepper.stepperSize
        return CGRect(x: ((bounds.width - size.width) / 2).rounded(), y: ((bounds.height - size.height) / 2).rounded(),
                      width: size.width, height: size.height)
    }

    /// The − half (`direction` -1) or the + half (+1).
    func halfRect(_ direction: Int) -> CGRect {
        let whole = stepperRect
        let half = (whole.width / 2).rounded()
        return direction < 0 ? CGRect(x: whole.minX, y: whole.minY, width: half, height: whole.height)
            : CGRect(x: whole.minX + half, y: whole.minY, width: whole.width - half, height: whole.height)
    }

    /// Whether stepping in `direction` can change the value.
    func canStep(_ direction: Int) -> Bool {
        wraps || (direction < 0 ? storedValue > storedMinimum : storedValue < storedMaximum)
    }

    /// Steps the value in `direction` (wrapping at the ends when ``wraps``); whether it changed.
    @discardableResult
    private func step(_ direction: Int) -> Bool {
        let old = storedValue
        if direction > 0 {
            value = wraps && storedValue >= storedMaximum ? storedMinimum : storedValue + storedStep
        } else {
            value = wraps && storedValue <= storedMinimum ? storedMaximum : storedValue - storedStep
        }
        return storedValue != old
    }

    /// A user's step: changes the value and, when continuous, sends the event.
    private func userStep(_ direction: Int, with event: UIEvent?) {
        if step(direction) && isContinuous { sendActions(for: .valueChanged, with: event) }
    }

    // MARK: Tracking

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let point = touch.location(in: self)
        let direction = point.x < halfRect(1).minX ? -1 : 1
        guard canStep(direction) else { return false }
        valueAtTrackingStart = storedValue
        pressedDirection = direction
        setNeedsDisplay()
        userStep(direction, with: event)
        if autorepeat {
            repeatTimer = UIRunLoop.main.scheduleTimer(after: Self.autorepeatDelay, repeating: Self.autorepeatInterval) { [weak self] _ in
                guard let self, let direction = self.pressedDirection, self.isTouchInside else { return }
                self.userStep(direction, with: nil)
            }
        }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) { finishPress(with: event) }
    open override func cancelTracking(with event: UIEvent?) { finishPress(with: event) }

    private func finishPress(with event: UIEvent?) {
        repeatTimer?.invalidate()
        repeatTimer = nil
        pressedDirection = nil
        setNeedsDisplay()
        if !isContinuous && storedValue != valueAtTrackingStart { sendActions(for: .valueChanged, with: event) }
    }

    // MARK: Keyboard

    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Up/Right step up, Down/Left step down, Home/End go to the minimum/maximum.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let unused = unusedAdjustmentPresses(presses, upIncrements: true) { adjustment in
            let old = storedValue
            switch adjustment {
            case .increment: step(1)
            case .decrement: step(-1)
            case .first: value = storedMinimum
            case .last: value = storedMaximum
            }
            if storedValue != old { sendActions(for: .valueChanged, with: nil) }
            return true
        }
        if !unused.isEmpty { super.pressesBegan(unused, with: event) }
    }

    // MARK: Drawing

    /// Draws the grey body with a divider, the − and + glyphs (a half that cannot step is
    /// dimmed, a pressed half darker); a disabled stepper at half opacity.
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentDrawingContext() else { return }
        let alpha: CGFloat = isEnabled ? 1 : 0.5
        let body = stepperRect
        context.fill(body, color: .systemGray5, alpha: alpha)
        if let pressedDirection { context.fill(halfRect(pressedDirection), color: .systemGray4, alpha: alpha) }
        let divider = halfRect(1).minX
        context.drawLine(from: CGPoint(x: divider, y: body.minY + 8), to: CGPoint(x: divider, y: body.maxY - 8),
                         color: .systemGray3, lineWidth: 1, alpha: alpha)
        for direction in [-1, 1] {
            let half = halfRect(direction)
            let center = CGPoint(x: half.midX.rounded(), y: half.midY.rounded())
            let glyphAlpha = alpha * (canStep(direction) ? 1 : 0.3)
            var halfState = state
            if pressedDirection == direction { halfState.insert(.highlighted) } else { halfState.remove(.highlighted) }
            if !canStep(direction) { halfState.insert(.disabled) }
            if let image = direction < 0 ? decrementImage(for: halfState) : incrementImage(for: halfState) {
                let size = image.size
                image.draw(in: CGRect(x: (center.x - size.width / 2).rounded(), y: (center.y - size.height / 2).rounded(),
                                      width: size.width, height: size.height), alpha: glyphAlpha, on: context)
                continue
            }
            context.drawLine(from: CGPoint(x: center.x - 7, y: center.y), to: CGPoint(x: center.x + 7, y: center.y),
                             color: .label, lineWidth: 2, alpha: glyphAlpha)
            if direction > 0 {
                context.drawLine(from: CGPoint(x: center.x, y: center.y - 7), to: CGPoint(x: center.x, y: center.y + 7),
                                 color: .label, lineWidth: 2, alpha: glyphAlpha)
            }
        }
        drawFocusRing(in: context, around: body)
    }
}
