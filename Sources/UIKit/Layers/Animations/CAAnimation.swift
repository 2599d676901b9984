import Foundation

/// Told when an animation starts and stops (Core Animation's delegate; both methods are
/// optional).
@preconcurrency @MainActor
public protocol CAAnimationDelegate: AnyObject {
    /// The animation began.
    func animationDidStart(_ anim: CAAnimation)
    /// The animation ended: `flag` is true when it ran to its end, false when it was
    /// removed first.
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// An explicit Core Animation animation, added to a layer with
/// ``CALayer/add(_:forKey:)``: the layer's model value does not change; what the screen
/// shows (``CALayer/presentation()``) follows the animation while it runs.
@preconcurrency @MainActor
open class CAAnimation: NSObject, CAMediaTiming {
    /// The curve progress follows (linear when nil).
    open var timingFunction: CAMediaTimingFunction?
    /// Told when the animation starts and stops. Held strongly, as Core Animation does.
    open var delegate: CAAnimationDelegate?
    /// Whether the layer drops the animation when it ends (true by default).
    open var isRemovedOnCompletion = true
    open var beginTime: CFTimeInterval = 0
    /// One run's length; 0 means 0.25 seconds, as in Core Animation.
    open var duration: CFTimeInterval = 0
    open var speed: Float = 1
    open var timeOffset: CFTimeInterval = 0
    open var repeatCount: Float = 0
    open var repeatDuration: CFTimeInterval = 0
    open var autoreverses = false
    open var fillMode = CAMediaTimingFillMode.removed

    /// Creates an animation.
    public required override init() { super.init() }

    /// An animation (Core Animation's class method).
    public class func animation() -> Self { self.init() }

    /// A copy with the same timing (what a layer keeps when the animation is added).
    func copyTiming(to other: CAAnimation) {
        other.timingFunction = timingFunction
        other.delegate = delegate
        other.isRemovedOnCompletion = isRemovedOnCompletion
        other.beginTime = beginTime
        other.duration = duration
        other.speed = speed
        other.timeOffset = timeOffset
        other.repeatCount = repeatCount
        other.repeatDuration = repeatDuration
        other.autoreverses = autoreverses
        other.fillMode = fillMode
    }

    /// A copy of the animation, as the layer keeps it (later changes to the original do
    /// not reach a running animation).
    func copyAnimation() -> CAAnimation {
        let copy = type(of: self).init()
        copyTiming(to: copy)
        copyContent(to: copy)
        return copy
    }

    /// Copies what a subclass adds (its values) to `other`, of the same class.
    func copyContent(to other: CAAnimation) {}

    /// Applies the animation's value at `progress` (0 at the start, 1 at the end; the
    /// timing function applied) to `values`.
    func apply(progress: Double, to values: LayerPresentationValues) {}

    /// The progress at `fraction` of a run, through the timing function (linear without
    /// one, as Core Animation's explicit animations are).
    func progress(atFraction fraction: Double) -> Double {
        timingFunction?.progress(at: fraction) ?? fraction
    }

    /// A run's length as used: `duration`, or 0.25 s when it is 0.
    var effectiveDuration: Double { duration > 0 && duration.isFinite ? duration : 0.25 }
}
