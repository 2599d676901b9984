import Foundation

/// UIKit's block-based animations.
///
/// As in UIKit, the block changes the model at once (reading `frame` afterwards gives
/// the final value; so does layout code) and what animates is the presentation: the
/// screen moves from what it showed to the new values along the curve. Animatable here:
/// `frame`, `bounds`, `center`, `alpha`, `backgroundColor`, and `isHidden` of a stack
/// view's arranged views (they fade while the stack's layout collapses them); frames
/// the layout engine sets inside the block (`layoutIfNeeded()`) animate from where they
/// were on screen. The timeline runs on the main run loop's clock
/// (``UIRunLoop/clock``), one step per display frame while anything animates.
extension UIView {
    /// Animates the changes `animations` makes, over `duration` seconds, ease-in-out.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// Animates the changes `animations` makes, then calls `completion` (with `true`
    /// unless a later animation of a property took over first).
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Animates the changes `animations` makes after `delay` seconds, along the curve and
    /// with the repetition `options` name. A duration that is not positive changes the
    /// values at once (the completion still runs, on the next turn of the run loop).
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                              options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        run(duration: duration, delay: delay, timing: AnimationTiming(curve: options.curve), options: options,
            animations: animations, completion: completion)
    }

    /// Animates the changes `animations` makes along a spring: `dampingRatio` 1 settles
    /// without overshoot, smaller values oscillate; `velocity` is the initial speed as
    /// the whole change per second. The spring settles in `duration`.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                              usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
                              options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        let damping = dampingRatio.isFinite ? Double(dampingRatio) : 1
        let speed = velocity.isFinite ? Double(velocity) : 0
        run(duration: duration, delay: delay, timing: .spring(damping: damping, velocity: speed), options: options,
            animations: animations, completion: completion)
    }

    /// Replaces the look of `view` with what `animations` makes of it through a
    /// transition: the old drawing fades out as the new one fades in (every transition
    /// option is drawn as a cross-dissolve). Property changes in the block do not
    /// animate on their own.
    public class func transition(with view: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [],
                                 animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        guard duration > 0, duration.isFinite, ViewAnimator.animationsEnabled else {
            ViewAnimator.capture(nil) { animations?() }
            if let completion { UIRunLoop.main.perform { completion(true) } }
            return
        }
        let group = AnimationGroup(duration: duration, delay: 0, timing: AnimationTiming(curve: options.curve), options: options)
        group.completion = completion.map { completion in { finished, _ in completion(finished) } }
        ViewAnimator.beginTransition(of: view, in: group)
        ViewAnimator.capture(nil) {
            animations?()
            view.layoutIfNeeded()
        }
        ViewAnimator.start(group)
    }

    /// Runs `actionsWithoutAnimation` with animations off, inside an animation block too.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        ViewAnimator.capture(nil, actionsWithoutAnimation)
    }

    /// Whether animation blocks animate (true by default).
    public class var areAnimationsEnabled: Bool { ViewAnimator.animationsEnabled }

    /// Turns animations on or off for the blocks that follow.
    public class func setAnimationsEnabled(_ enabled: Bool) {
        ViewAnimator.animationsEnabled = enabled
    }

    /// The duration of the animation block running now, or 0 outside one.
    public class var inheritedAnimationDuration: TimeInterval {
        ViewAnimator.currentGroup?.duration ?? 0
    }

    private class func run(duration: TimeInterval, delay: TimeInterval, timing: AnimationTiming,
                           options: UIView.AnimationOptions, animations: () -> Void,
                           completion: ((Bool) -> Void)?) {
        guard duration > 0, duration.isFinite, ViewAnimator.animationsEnabled else {
            if duration.isNaN || duration < 0 {
                LayoutDiagnostics.error("UIView.animate: the duration \(duration) is not a positive number; the changes are made at once.")
            }
            ViewAnimator.capture(nil, animations)
            if let completion { UIRunLoop.main.perform { completion(true) } }
            return
        }
        let group = AnimationGroup(duration: duration, delay: delay.isFinite ? delay : 0, timing: timing, options: options)
        group.completion = completion.map { completion in { finished, _ in completion(finished) } }
        ViewAnimator.capture(group, animations)
        ViewAnimator.start(group)
    }
}
