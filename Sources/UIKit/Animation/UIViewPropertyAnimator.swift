import Foundation

/// An animation that can be started, paused, scrubbed, reversed and stopped
/// (UIKit's `UIViewPropertyAnimator`).
///
/// The animations run (and the model changes) when the animator first becomes active:
/// at ``startAnimation()``, ``pauseAnimation()`` or when ``fractionComplete`` is set.
/// Finishing at `.start` (a reversed run) puts the starting values back into the model.
@preconcurrency @MainActor
open class UIViewPropertyAnimator: NSObject {
    /// The duration in seconds.
    public let duration: TimeInterval
    /// The delay before a started animation moves.
    public private(set) var delay: TimeInterval = 0
    /// Where the animator is in its life.
    public private(set) var state: UIViewAnimatingState = .inactive
    /// Whether touches reach the animating views.
    open var isUserInteractionEnabled = true
    /// Accepted; an animation can always be interrupted here.
    open var isInterruptible = true
    /// Accepted; scrubbing here always follows the timing curve.
    open var scrubsLinearly = true
    /// Whether the animator pauses at the end instead of finishing.
    open var pausesOnCompletion = false

    private let timing: AnimationTiming
    private var animations: [() -> Void] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    private var group: AnimationGroup?

    /// An animator along one of UIKit's curves.
    public init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.duration = Self.checked(duration)
        timing = AnimationTiming(curve: curve)
        if let animations { self.animations.append(animations) }
    }

    /// An animator along a spring of damping `ratio` (1: no overshoot).
    public init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.duration = Self.checked(duration)
        timing = .spring(damping: ratio.isFinite ? Double(ratio) : 1, velocity: 0)
        if let animations { self.animations.append(animations) }
    }

    /// An animator along the cubic Bézier through `point1` and `point2`.
    public init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
                animations: (() -> Void)? = nil) {
        self.duration = Self.checked(duration)
        timing = .bezier(Double(point1.x), Double(point1.y), Double(point2.x), Double(point2.y))
        if let animations { self.animations.append(animations) }
    }

    /// An animator with `parameters`' timing (a cubic curve or a spring).
    public init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
        self.duration = Self.checked(duration)
        timing = AnimationTiming(parameters)
        timingParameters = parameters
    }

    /// The timing given at creation, if it was given as parameters.
    public private(set) var timingParameters: (any UITimingCurveProvider)?

    /// Creates and starts an animator, as `UIView.animate` with options would.
    @discardableResult
    open class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval,
                                            options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
                                            completion: ((UIViewAnimatingPosition) -> Void)? = nil) -> UIViewPropertyAnimator {
        let animator = UIViewPropertyAnimator(duration: duration, curve: options.curve, animations: animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    private static func checked(_ duration: TimeInterval) -> TimeInterval {
        duration.isFinite && duration > 0 ? duration : 0.000_001
    }

    /// Whether the animation is moving.
    open var isRunning: Bool { state == .active && group?.pausedFraction == nil }

    /// Whether the animation runs back towards its start.
    open var isReversed: Bool {
        get { group?.isReversed ?? reversedBeforeStart }
        set {
            guard let group else { reversedBeforeStart = newValue; return }
            guard newValue != group.isReversed else { return }
            let now = UIRunLoop.main.clock()
            group.startFraction = group.fraction(at: now)
            group.startTime = now
            group.isReversed = newValue
        }
    }
    private var reversedBeforeStart = false

    /// How far the animation is, 0...1. Setting it pauses the animation there.
    open var fractionComplete: CGFloat {
        get {
            guard let group else { return 0 }
            return CGFloat(min(max(group.fraction(at: UIRunLoop.main.clock()), 0), 1))
        }
        set {
            guard newValue.isFinite else { return }
            if state == .inactive { activate(paused: true) }
            guard let group, state == .active else { return }
            group.pausedFraction = Double(min(max(newValue, 0), 1))
            ViewAnimator.refresh(group)
        }
    }

    /// Adds animations; they run with the others.
    open func addAnimations(_ animation: @escaping () -> Void) {
        if let group, state == .active {
            ViewAnimator.capture(group, animation)
            ViewAnimator.refresh(group)
        } else {
            animations.append(animation)
        }
    }

    /// Adds animations that start after `delayFactor` of the remaining duration (they
    /// start with the others here).
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        addAnimations(animation)
    }

    /// Adds a block to run when the animation ends, with where it ended.
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    /// Starts (or resumes) the animation.
    open func startAnimation() {
        startAnimation(afterDelay: 0)
    }

    /// Starts (or resumes) the animation after `delay` seconds.
    open func startAnimation(afterDelay delay: TimeInterval) {
        guard state != .stopped else { return }
        self.delay = delay.isFinite ? max(delay, 0) : 0
        if state == .inactive {
            activate(paused: false)
            return
        }
        guard let group, let paused = group.pausedFraction else { return }
        group.pausedFraction = nil
        group.startFraction = paused
        group.startTime = UIRunLoop.main.clock() + self.delay
        ViewAnimator.refresh(group)
    }

    /// Resumes a paused animation with new timing for the rest of the way (nil: the same)
    /// over `durationFactor` times the original duration's remaining share, as an
    /// interactive gesture hands over to the animation when it ends.
    open func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat) {
        if state == .inactive { activate(paused: true) }
        guard let group, state == .active, let paused = group.pausedFraction else { return }
        if let parameters {
            group.continuation = (fraction: paused, progress: group.progress(at: UIRunLoop.main.clock()), timing: AnimationTiming(parameters))
        }
        if durationFactor.isFinite, durationFactor > 0 { group.durationFactor = Double(durationFactor) }
        group.pausedFraction = nil
        group.startFraction = paused
        group.startTime = UIRunLoop.main.clock()
        ViewAnimator.refresh(group)
    }

    /// Pauses the animation where it is.
    open func pauseAnimation() {
        if state == .inactive { activate(paused: true); return }
        guard let group, state == .active, group.pausedFraction == nil else { return }
        group.pausedFraction = group.fraction(at: UIRunLoop.main.clock())
        ViewAnimator.refresh(group)
    }

    /// Stops the animation where it is. With `withoutFinishing` true the model takes the
    /// values on screen and the animator is done (no completion runs); otherwise it
    /// waits, stopped, for ``finishAnimation(at:)``.
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard let group, state == .active else { return }
        if withoutFinishing {
            ViewAnimator.remove(group, settingModelTo: .current)
            self.group = nil
            state = .inactive
        } else {
            group.pausedFraction = group.fraction(at: UIRunLoop.main.clock())
            ViewAnimator.refresh(group)
            state = .stopped
        }
    }

    /// Ends a stopped animation at `finalPosition` and runs the completions.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard let group, state == .stopped else { return }
        ViewAnimator.remove(group, settingModelTo: finalPosition)
        finish(at: finalPosition)
    }

    private func activate(paused: Bool) {
        let group = AnimationGroup(duration: duration, delay: paused ? 0 : delay, timing: timing,
                                   options: isUserInteractionEnabled ? [.allowUserInteraction] : [])
        group.isReversed = reversedBeforeStart
        group.startFraction = reversedBeforeStart ? 1 : 0
        if paused { group.pausedFraction = group.startFraction }
        group.completion = { [weak self] _, position in self?.groupEnded(at: position) }
        self.group = group
        state = .active
        let pending = animations
        animations.removeAll()
        ViewAnimator.capture(group) { for animation in pending { animation() } }
        ViewAnimator.start(group)
    }

    private func groupEnded(at position: UIViewAnimatingPosition) {
        guard state == .active else { return }
        finish(at: position)
    }

    private func finish(at position: UIViewAnimatingPosition) {
        group = nil
        state = .inactive
        let blocks = completions
        completions.removeAll()
        for block in blocks { block(position) }
    }
}
