import Foundation

/// The base of the objects that turn a view's touches into a gesture: a tap, a pan, a
/// long press, a swipe, a pinch.
///
/// Attach one with ``UIView/addGestureRecognizer(_:)``. A touch that begins in a view goes
/// first to the recognizers of that view and of its superviews (closest first), then to
/// the view. A recognizer starts in ``State-swift.enum/possible``; a discrete one (tap,
/// swipe) moves to ``State-swift.enum/recognized`` or ``State-swift.enum/failed``, a
/// continuous one (pan, long press, pinch) to ``State-swift.enum/began``, then
/// ``State-swift.enum/changed`` as the touches move, then ``State-swift.enum/ended`` or
/// ``State-swift.enum/cancelled``. Each of those moves (not the failure) calls the
/// targets. Once it has finished and its touches are up, the recognizer is reset to
/// possible (``reset()``).
///
/// When a recognizer begins or recognizes, it cancels the touches of its gesture in their
/// views (``UIResponder/touchesCancelled(_:with:)``) when ``cancelsTouchesInView`` is
/// true, and stops the other recognizers of those touches that are still possible, unless
/// a delegate lets both recognize simultaneously. ``require(toFail:)`` makes one wait for
/// another to fail.
///
/// Target-action: Swift on Linux has no Objective-C selectors, so an action is a method
/// reference, as with ``UIControl``: `UITapGestureRecognizer(target: self, action:
/// Self.handleTap)` with `func handleTap(_ sender: UITapGestureRecognizer)` or
/// `func handleTap()`. Targets are held weakly.
///
/// Subclassing: override the touch methods and ``reset()`` and set ``state``. UIKit makes
/// ``state`` settable through `UIKit.UIGestureRecognizerSubclass`; here it is settable
/// on the class itself.
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
    /// The states of a recognizer.
    public enum State: Int, Sendable {
        /// Not yet recognized (the initial state).
        case possible
        /// A continuous gesture began.
        case began
        /// A continuous gesture changed.
        case changed
        /// A continuous gesture ended, or a discrete one was recognized.
        case ended
        /// A continuous gesture was cancelled.
        case cancelled
        /// The touches are not this gesture.
        case failed

        /// A discrete gesture was recognized (the same as ``ended``).
        public static var recognized: State { .ended }
    }

    /// The current state. Subclasses set it as the touches arrive; setting it makes the
    /// moves described in the class overview (checks, waiting for failures, actions).
    /// Moves that a recognizer cannot make (from a finished state, or back to possible)
    /// are ignored; the recognizer returns to possible by itself once reset.
    open var state: State {
        get { storedState }
        set { GestureArbiter.batch { self.move(to: newValue) } }
    }

    /// The view the recognizer is attached to.
    public var view: UIView? { viewReference.object }

    /// Whether the recognizer takes touches (true by default). Turning it off while a
    /// gesture is under way cancels it.
    open var isEnabled = true {
        didSet {
            guard isEnabled != oldValue, !isEnabled else { return }
            GestureArbiter.batch {
                switch storedState {
                case .began, .changed: move(to: .cancelled)
                case .possible where hasReceivedTouches || pendingState != nil: move(to: .failed)
                default: break
                }
                trackedTouches.removeAll()
            }
        }
    }

    /// The delegate, held weakly.
    open weak var delegate: (any UIGestureRecognizerDelegate)?

    /// Whether the gesture's touches are cancelled in their views once it is recognized
    /// (true by default).
    open var cancelsTouchesInView = true
    /// Whether the views get their touches only after this recognizer failed (false by
    /// default).
    open var delaysTouchesBegan = false
    /// Whether a view's `touchesEnded` waits until this recognizer has decided, so that a
    /// touch that is part of the gesture can still be cancelled (true by default).
    open var delaysTouchesEnded = true
    /// Whether all the touches must be of one type (true by default; every touch here is
    /// a pointer).
    open var requiresExclusiveTouchType = true
    /// A name for debugging.
    open var name: String?

    // MARK: Internal state

    private(set) var storedState: State = .possible
    /// A recognition waiting for required failures (the state is still `.possible`).
    var pendingState: State?
    var viewReference = UnretainedReference<UIView>(nil)
    var targets: [GestureTarget] = []
    /// The recognizers this one waits for (``require(toFail:)``), and those waiting for it.
    var requiredFailures: [WeakGestureRecognizer] = []
    var dependents: [WeakGestureRecognizer] = []
    /// The touches down that this recognizer follows, in the order they began.
    var trackedTouches: [UITouch] = []
    /// Every touch of the current gesture, ended ones included.
    var seenTouches: [UITouch] = []
    /// The other recognizers that received the touches of the current gesture.
    var peers: [WeakGestureRecognizer] = []
    /// Whether a touch arrived since the last reset.
    var hasReceivedTouches = false
    /// The centroid of the touches when they were last seen, in window coordinates.
    var lastWindowLocation: CGPoint = .zero
    /// Whether the recognizer waits for more touches after all are up (a tap that needs
    /// another tap); otherwise a recognizer still possible then fails.
    var isAwaitingMoreTouches: Bool { false }

    // MARK: Creating

    /// Creates a recognizer with no target.
    public override init() {
        super.init()
    }

    /// Creates a recognizer that calls `action` on `target` when the gesture is
    /// recognized or changes: `init(target: self, action: Self.handleTap)` with
    /// `func handleTap()`.
    public init<Target: AnyObject>(target: Target?, action: @escaping @MainActor (Target) -> @MainActor () -> Void) {
        super.init()
        addTarget(target, action: action)
    }

    /// Creates a recognizer that calls `action(sender)` on `target`, `sender` being this
    /// recognizer: `func handleTap(_ sender: UITapGestureRecognizer)`. Nothing is called
    /// when the recognizer is not a `Sender`.
    public init<Target: AnyObject, Sender: UIGestureRecognizer>(
        target: Target?, action: @escaping @MainActor (Target) -> @MainActor (Sender) -> Void
    ) {
        super.init()
        addTarget(target, action: action)
    }

    /// Creates a recognizer with no target, as `init(target: nil, action: nil)` does in
    /// UIKit; only `nil` can be passed (add targets with ``addTarget(_:action:)-6yzkb``).
    public convenience init(target: AnyObject?, action: Never?) {
        self.init()
    }

    // MARK: Targets
    //
    // The generic target methods are `final`: overridable (in the vtable) in this
    // `@preconcurrency` class, their `@MainActor` function parameters were mangled two
    // ways (with and without `@Sendable`) and subclasses failed to link (Swift 6.3.1).

    /// Adds `action` on `target` (held weakly); a `nil` target adds nothing.
    public final func addTarget<Target: AnyObject>(_ target: Target?, action: @escaping @MainActor (Target) -> @MainActor () -> Void) {
        guard let target else { return }
        targets.append(GestureTarget(target: target) { object, _ in
            if let typed = object as? Target { action(typed)() }
        })
    }

    /// Adds `action(sender)` on `target` (held weakly); a `nil` target adds nothing.
    public final func addTarget<Target: AnyObject, Sender: UIGestureRecognizer>(
        _ target: Target?, action: @escaping @MainActor (Target) -> @MainActor (Sender) -> Void
    ) {
        guard let target else { return }
        targets.append(GestureTarget(target: target) { object, recognizer in
            if let typed = object as? Target, let sender = recognizer as? Sender { action(typed)(sender) }
        })
    }

    /// Removes every action of `target` (of every target when `nil`). Method references
    /// cannot be compared in Swift, so the action argument cannot pick one of them.
    public func removeTarget(_ target: AnyObject?, action: Never?) {
        removeActions(of: target)
    }

    /// Removes `target`'s actions (every target's when `target` is `nil`). Method
    /// references cannot be compared in Swift, so every action of `target` goes, not only
    /// `action` (a Linux difference).
    public final func removeTarget<Target: AnyObject>(_ target: Target?, action: @escaping @MainActor (Target) -> @MainActor () -> Void) {
        removeActions(of: target)
    }

    /// Removes `target`'s actions (every target's when `target` is `nil`); see
    /// ``removeTarget(_:action:)-7b01z``.
    public final func removeTarget<Target: AnyObject, Sender: UIGestureRecognizer>(
        _ target: Target?, action: @escaping @MainActor (Target) -> @MainActor (Sender) -> Void
    ) {
        removeActions(of: target)
    }

    private func removeActions(of target: AnyObject?) {
        targets.removeAll { target == nil || $0.target == nil || $0.target === target }
    }

    /// Calls every live target's action, in the order added.
    func sendActions() {
        targets.removeAll { $0.target == nil }
        for entry in targets {
            if let target = entry.target { entry.invoke(target, self) }
        }
    }

    // MARK: Failure requirements

    /// Makes this recognizer wait, once it has recognized, until `otherGestureRecognizer`
    /// fails; if the other recognizes, this one fails. A single tap that requires a double
    /// tap to fail waits for the double tap's time to run out.
    public func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        guard otherGestureRecognizer !== self,
              !requiredFailures.contains(where: { $0.recognizer === otherGestureRecognizer }) else { return }
        requiredFailures.append(WeakGestureRecognizer(otherGestureRecognizer))
        otherGestureRecognizer.dependents.append(WeakGestureRecognizer(self))
    }

    // MARK: Location

    /// The centroid of the gesture's touches in `view` (the window when `nil`); after the
    /// touches are up, where they were last.
    open func location(in view: UIView?) -> CGPoint {
        convertFromWindow(currentWindowLocation, to: view)
    }

    /// The location of the touch at `touchIndex` (0 ..< ``numberOfTouches``) in `view`.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        precondition(trackedTouches.indices.contains(touchIndex),
                     "location(ofTouch:in:): index \(touchIndex) is out of bounds (\(trackedTouches.count) touches)")
        return trackedTouches[touchIndex].location(in: view)
    }

    /// How many touches the recognizer follows.
    open var numberOfTouches: Int { trackedTouches.count }

    /// The centroid of the tracked touches in window coordinates (the last one seen when none).
    var currentWindowLocation: CGPoint {
        guard !trackedTouches.isEmpty else { return lastWindowLocation }
        var x: CGFloat = 0, y: CGFloat = 0
        for touch in trackedTouches {
            x += touch.windowLocation.x
            y += touch.windowLocation.y
        }
        let count = CGFloat(trackedTouches.count)
        return CGPoint(x: x / count, y: y / count)
    }

    /// `point` (window coordinates) in `view`'s coordinates.
    func convertFromWindow(_ point: CGPoint, to view: UIView?) -> CGPoint {
        guard let view, !view.isWindow else { return point }
        return view.convert(point, from: nil)
    }

    /// `vector` (a window-coordinate displacement) in `view`'s coordinates.
    func convertVectorFromWindow(_ vector: CGPoint, to view: UIView?) -> CGPoint {
        let origin = convertFromWindow(.zero, to: view), end = convertFromWindow(vector, to: view)
        return CGPoint(x: end.x - origin.x, y: end.y - origin.y)
    }

    // MARK: Subclass hooks

    /// Touches began. Subclasses override (the default does nothing).
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches moved.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches ended.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches were cancelled.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// Called when the recognizer returns to possible after a gesture; subclasses clear
    /// their state here and call `super`.
    open func reset() {}

    /// Stops following `touch`: its further phases do not reach this recognizer.
    open func ignore(_ touch: UITouch, for event: UIEvent) {
        trackedTouches.removeAll { $0 === touch }
    }

    /// Whether this recognizer, on recognizing, stops `preventedGestureRecognizer` (true by default).
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Whether `preventingGestureRecognizer` recognizing stops this one (true by default).
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Whether this recognizer waits for `otherGestureRecognizer` to fail (false by default).
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    /// Whether `otherGestureRecognizer` waits for this one to fail (false by default).
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    // MARK: State machine (UIGestureRecognizer+Arbitration.swift)

    /// Sets the state with no checks and no actions.
    func setStoredState(_ state: State) { storedState = state }
}

/// One target's action.
@MainActor
final class GestureTarget {
    weak var target: AnyObject?
    let invoke: @MainActor (AnyObject, UIGestureRecognizer) -> Void

    init(target: AnyObject, invoke: @escaping @MainActor (AnyObject, UIGestureRecognizer) -> Void) {
        self.target = target
        self.invoke = invoke
    }
}

/// A recognizer held weakly.
struct WeakGestureRecognizer {
    weak var recognizer: UIGestureRecognizer?
    init(_ recognizer: UIGestureRecognizer) { self.recognizer = recognizer }
}
