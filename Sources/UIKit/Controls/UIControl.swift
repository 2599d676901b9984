import Foundation

/// The base of the views people operate: buttons, switches, sliders, text fields.
///
/// A control tracks the touch that begins in it: it is highlighted while the pointer is
/// inside, sends ``Event/touchDown``, the drag events, and on release
/// ``Event/touchUpInside`` (a click) or ``Event/touchUpOutside``. "Inside" is the exact
/// bounds (a pointer is precise; UIKit's 70-point touch slop is not used). A disabled
/// control does not track: its touches travel up the responder chain.
///
/// Actions: Swift on Linux has no Objective-C selectors, so target-action takes a method
/// reference instead, `addTarget(self, action: Self.tapped, for: .touchUpInside)`
/// (the target is held weakly; a `nil` target searches the responder chain from the first
/// responder for an object of the method's type), and closures go through ``UIAction``,
/// `addAction(UIAction { _ in … }, for: .primaryActionTriggered)`. See
/// UIControl+TargetAction.swift.
///
/// Controls redraw when resized (``UIView/contentMode`` is `.redraw`) and when their
/// state changes.
@preconcurrency @MainActor
open class UIControl: UIView {
    /// Whether the control responds to touches (true by default); `false` adds
    /// ``State/disabled`` and cancels a touch being tracked.
    open var isEnabled = true {
        didSet {
            guard isEnabled != oldValue else { return }
            if !isEnabled {
                if trackingTouch != nil { cancelTrackingTouch(with: nil) }
                if isFirstResponder { resignFirstResponder() }
            }
            stateDidChange()
        }
    }

    /// Whether the control is selected (``State/selected``); false by default.
    open var isSelected = false { didSet { if isSelected != oldValue { stateDidChange() } } }

    /// Whether the control is highlighted (``State/highlighted``): set while a touch is down
    /// inside it.
    open var isHighlighted = false { didSet { if isHighlighted != oldValue { stateDidChange() } } }

    /// The combined state flags.
    open var state: State {
        var state: State = []
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        if isFirstResponder { state.insert(.focused) }
        return state
    }

    /// Whether a touch is being tracked (``beginTracking(_:with:)`` returned true).
    open private(set) var isTracking = false
    /// Whether the tracked touch is inside the bounds.
    open private(set) var isTouchInside = false

    /// How content sits horizontally (centred by default).
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center {
        didSet { if contentHorizontalAlignment != oldValue { setNeedsLayout(); setNeedsDisplay() } }
    }
    /// How content sits vertically (centred by default).
    open var contentVerticalAlignment: ContentVerticalAlignment = .center {
        didSet { if contentVerticalAlignment != oldValue { setNeedsLayout(); setNeedsDisplay() } }
    }

    /// ``contentHorizontalAlignment`` with leading and trailing resolved for the layout direction.
    open var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        switch contentHorizontalAlignment {
        case .leading: return rightToLeft ? .right : .left
        case .trailing: return rightToLeft ? .left : .right
        default: return contentHorizontalAlignment
        }
    }

    /// Redraws: a control's title, track or caret shows its tint.
    open override func tintColorDidChange() { setNeedsDisplay() }

    /// The registered targets and actions, in the order added.
    var handlers: [ControlHandler] = []
    /// The touch being tracked.
    private weak var trackingTouch: UITouch?

    /// Creates a control with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureControl()
    }

    /// Creates a control from an archive (no format is read yet).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureControl()
    }

    /// Creates a control whose ``Event/primaryActionTriggered`` runs `primaryAction`.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    private func configureControl() {
        contentMode = .redraw
    }

    /// Called after ``state`` changed; redraws. Subclasses refresh what depends on it.
    func stateDidChange() {
        setNeedsDisplay()
    }

    /// Taking the keyboard focus adds ``State/focused``: the control redraws.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        let wasFirstResponder = isFirstResponder
        let became = super.becomeFirstResponder()
        if became && !wasFirstResponder { stateDidChange() }
        return became
    }

    /// Losing the keyboard focus removes ``State/focused``: the control redraws.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        let wasFirstResponder = isFirstResponder
        let resigned = super.resignFirstResponder()
        if wasFirstResponder && !isFirstResponder { stateDidChange() }
        return resigned
    }

    /// Leaving the window ends editing (resigns first responder) and cancels tracking.
    open override func willMove(toWindow newWindow: UIWindow?) {
        super.willMove(toWindow: newWindow)
        guard newWindow !== window else { return }
        if isFirstResponder { resignFirstResponder() }
        if trackingTouch != nil { cancelTrackingTouch(with: nil) }
    }

    // MARK: Tracking (overridable)

    /// A touch went down in the control; return whether to keep tracking it (true by default).
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// The tracked touch moved; return whether to keep tracking it (true by default).
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// The tracked touch ended (`touch` is `nil` when tracking stopped otherwise).
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    /// The tracked touch was cancelled.
    open func cancelTracking(with event: UIEvent?) {}

    /// The events sent for a release inside: ``Event/touchUpInside``; buttons add
    /// ``Event/primaryActionTriggered``.
    var touchUpInsideEvents: Event { .touchUpInside }

    /// Opens the control's menu for a release inside, when a click shows it
    /// (``showsMenuAsPrimaryAction``); returns whether it did. Buttons with a menu do.
    func presentMenuForPrimaryAction() -> Bool { false }

    // MARK: Menus

    /// Whether a click shows the control's menu (``UIButton/menu``) instead of sending its
    /// primary action (false by default).
    open var showsMenuAsPrimaryAction = false
    /// Whether a right click shows the control's menu (set when a button is given a menu).
    open var isContextMenuInteractionEnabled = false

    // MARK: Gestures

    /// A control handles its own action first: a gesture recognizer of another view (a
    /// superview's) that overlaps the action may not begin for touches in an enabled
    /// control (UIKit's rule: a single-finger single tap on a button or switch, a
    /// single-finger pan on a switch, a single-finger horizontal swipe on a slider). A
    /// recognizer attached to the control itself is not held back.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard isEnabled, gestureRecognizer.view !== self else { return true }
        return !overlapsAction(gestureRecognizer)
    }

    /// Whether `gestureRecognizer` is the gesture of this control's own action.
    func overlapsAction(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Whether `gestureRecognizer` is a tap of one finger, once.
    final func isSingleTap(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let tap = gestureRecognizer as? UITapGestureRecognizer else { return false }
        return tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1
    }

    // MARK: Touches

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, trackingTouch == nil, let touch = touches.first else {
            super.touchesBegan(touches, with: event)
            return
        }
        trackingTouch = touch
        isTouchInside = true
        isHighlighted = true
        isTracking = beginTracking(touch, with: event)
        var events: Event = .touchDown
        if touch.tapCount > 1 { events.insert(.touchDownRepeat) }
        sendActions(for: events, with: event)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackingTouch, touches.contains(touch) else {
            super.touchesMoved(touches, with: event)
            return
        }
        let wasInside = isTouchInside
        isTouchInside = point(inside: touch.location(in: self), with: nil)
        isHighlighted = isTouchInside
        if isTracking {
            isTracking = continueTracking(touch, with: event)
            if !isTracking { endTracking(nil, with: event) }
        }
        var events: Event = isTouchInside ? .touchDragInside : .touchDragOutside
        if isTouchInside && !wasInside { events.insert(.touchDragEnter) }
        if !isTouchInside && wasInside { events.insert(.touchDragExit) }
        sendActions(for: events, with: event)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackingTouch, touches.contains(touch) else {
            super.touchesEnded(touches, with: event)
            return
        }
        trackingTouch = nil
        isTouchInside = point(inside: touch.location(in: self), with: nil)
        isHighlighted = false
        if isTracking { endTracking(touch, with: event) }
        isTracking = false
        if isTouchInside, presentMenuForPrimaryAction() {
            sendActions(for: .menuActionTriggered, with: event)
            return
        }
        sendActions(for: isTouchInside ? touchUpInsideEvents : .touchUpOutside, with: event)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackingTouch, touches.contains(touch) else {
            super.touchesCancelled(touches, with: event)
            return
        }
        cancelTrackingTouch(with: event)
    }

    private func cancelTrackingTouch(with event: UIEvent?) {
        trackingTouch = nil
        isTouchInside = false
        isHighlighted = false
        if isTracking { cancelTracking(with: event) }
        isTracking = false
        sendActions(for: .touchCancel, with: event)
    }
}
