import Foundation

/// The animations one call started (one `UIView.animate` block, one transition, or one
/// ``UIViewPropertyAnimator``): their shared timing and their completion.
@preconcurrency @MainActor
final class AnimationGroup {
    let duration: Double
    let delay: Double
    let timing: AnimationTiming
    let options: UIView.AnimationOptions
    /// The run-loop clock time the timeline counts from (after the delay).
    var startTime: Double = 0
    /// The fraction of the timeline at ``startTime``.
    var startFraction: Double = 0
    /// When set, the timeline stands at this fraction (a paused property animator).
    var pausedFraction: Double?
    /// Whether the timeline runs back towards the start.
    var isReversed = false
    /// Property animations still running.
    var members = 0
    /// False once a later animation took a property over, or the group was stopped.
    var finished = true
    /// The duration's multiplier from ``startTime`` on (a continued property animator).
    var durationFactor: Double = 1
    /// A continued animator's new timing: from `fraction` (where the progress was
    /// `progress`) to the end, the rest of the way follows `timing`.
    var continuation: (fraction: Double, progress: Double, timing: AnimationTiming)?
    /// Called once, when the last member ends.
    var completion: ((_ finished: Bool, _ position: UIViewAnimatingPosition) -> Void)?

    init(duration: Double, delay: Double, timing: AnimationTiming, options: UIView.AnimationOptions) {
        self.duration = max(duration, 1e-6)
        self.delay = max(delay, 0)
        self.timing = timing
        self.options = options
    }

    var repeats: Bool { options.contains(.repeat) }
    var autoreverses: Bool { options.contains(.autoreverse) }

    /// Where the timeline stands at `now`: 0 at the start, 1 at the end (2 at the end of
    /// an autoreversing run), unbounded for a repeating one.
    func fraction(at now: Double) -> Double {
        if let pausedFraction { return pausedFraction }
        let moved = max(now - startTime, 0) / (duration * durationFactor)
        return startFraction + (isReversed ? -moved : moved)
    }

    /// Whether the timeline reached its end (or its start, reversed) at `now`.
    func isDone(at now: Double) -> Bool {
        guard pausedFraction == nil, !repeats else { return false }
        let f = fraction(at: now)
        return isReversed ? f <= 0 : f >= (autoreverses ? 2 : 1)
    }

    /// The eased progress from the start values (0) to the final ones (1) at `now`.
    func progress(at now: Double) -> Double {
        var f = fraction(at: now)
        if f <= 0 { return timing.progress(at: 0, duration: duration) }
        if autoreverses {
            if repeats { f = f.truncatingRemainder(dividingBy: 2) }
            f = f <= 1 ? f : max(0, 2 - f)
        } else if repeats {
            f = f.truncatingRemainder(dividingBy: 1)
        }
        if let continuation, continuation.fraction < 1, f >= continuation.fraction {
            let rest = (min(f, 1) - continuation.fraction) / (1 - continuation.fraction)
            let eased = continuation.timing.progress(at: rest, duration: duration * (1 - continuation.fraction) * durationFactor)
            return continuation.progress + (1 - continuation.progress) * eased
        }
        return timing.progress(at: min(f, 1), duration: duration)
    }
}
