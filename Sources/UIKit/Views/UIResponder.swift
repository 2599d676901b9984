/// An object that can take part in the responder chain.
///
/// `UIView` and `UIViewController` inherit from it. Events a responder does not handle
/// travel to ``next``: view → superview → … → the root view's view controller → window.
/// The default implementation of every touch and press method forwards the event to
/// ``next``; override one and do not call `super` to consume the event (call `super` to
/// pass it on).
///
/// A window routes a pointer press to the view under the pointer (see
/// ``UIView/hitTest(_:with:)``) and keeps the rest of that touch on it; key presses go to
/// the window's first responder (see ``becomeFirstResponder()``).
@preconcurrency @MainActor
open class UIResponder: NSObject, ReferenceHandleProviding {
    /// Creates a responder.
    public override init() { super.init() }

    /// Creates a responder from an archive. Required (unlike in Apple's UIKit) so that
    /// ``UIApplicationMain(_:_:_:_:)`` can make the app and scene delegates Info.plist
    /// names: Swift on Linux can call only a required initializer of a class found by name.
    public required init?(coder: NSCoder) { super.init() }

    private var handleSlot = ReferenceHandleSlot()

    package var referenceHandle: ReferenceHandle { handleSlot.handle(for: self) }

    deinit {
        mainActorUnchecked {
            handleSlot.clear()
        }
        AssociatedObjects.objectWillGo(ObjectIdentifier(self))
    }

    /// Called on every object an Interface Builder document made, after all of the
    /// document's objects exist and their outlets and actions are connected (see
    /// ``UINib``). Overrides call super.
    open func awakeFromNib() {}

    /// The next responder in the chain: a view's view controller or superview, a view
    /// controller's view's superview. `nil` at the end.
    open var next: UIResponder? { nil }

    // MARK: First responder

    /// Whether this responder accepts key input as first responder (false by default;
    /// text fields say true).
    open var canBecomeFirstResponder: Bool { false }

    /// Whether this responder lets go of first-responder status when asked (true by default).
    open var canResignFirstResponder: Bool { true }

    /// Whether this is its window's first responder.
    open var isFirstResponder: Bool {
        guard let window = responderWindow else { return false }
        return window.firstResponder === self
    }

    /// Makes this responder its window's first responder, the receiver of key presses.
    /// Fails when ``canBecomeFirstResponder`` is false, the responder is not in a window,
    /// or the current first responder refuses to resign.
    /// - Returns: whether this responder is now the first responder.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard let window = responderWindow else { return false }
        if window.firstResponder === self { return true }
        guard canBecomeFirstResponder else { return false }
        if let current = window.firstResponder {
            let outer = HardwareKeyboardNotifications.incomingResponder
            HardwareKeyboardNotifications.incomingResponder = self
            defer { HardwareKeyboardNotifications.incomingResponder = outer }
            guard current.canResignFirstResponder, current.resignFirstResponder() else { return false }
            // The resigning responder may have made another one first responder.
            if window.firstResponder != nil && window.firstResponder !== current { return false }
        }
        window.eventState.firstResponder = self
        return true
    }

    /// Gives up first-responder status. Overrides (editing ends) call `super`.
    /// - Returns: whether the responder is no longer first responder (true by default).
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard canResignFirstResponder else { return false }
        if let window = responderWindow, window.eventState.firstResponder === self {
            window.eventState.firstResponder = nil
        }
        return true
    }

    /// The window at the end of this responder's chain.
    var responderWindow: UIWindow? {
        var current: UIResponder? = self
        while let responder = current {
            if let window = responder as? UIWindow { return window }
            current = responder.next
        }
        return nil
    }

    // MARK: Touches

    /// A pointer button went down over this responder's view. Forwards to ``UIResponder/next``.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesBegan(touches, with: event)
    }

    /// The pointer moved with the button down. Forwards to ``UIResponder/next``.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesMoved(touches, with: event)
    }

    /// The button went up. Forwards to ``UIResponder/next``.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesEnded(touches, with: event)
    }

    /// The touch sequence was cancelled. Forwards to ``UIResponder/next``.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }

    // MARK: Presses

    /// A key went down while this responder (or one before it in the chain) was first
    /// responder. Forwards to ``UIResponder/next``.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesBegan(presses, with: event)
    }

    /// A press changed. Forwards to ``UIResponder/next``.
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesChanged(presses, with: event)
    }

    /// A key went up. Forwards to ``UIResponder/next``.
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesEnded(presses, with: event)
    }

    /// A press was cancelled. Forwards to ``UIResponder/next``.
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesCancelled(presses, with: event)
    }
}
