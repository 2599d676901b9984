import Foundation

extension CAAnimation {
    /// The animation's own time at `parentTime`.
    func localTime(atParentTime parentTime: Double) -> Double {
        (parentTime - beginTime) * Double(speed) + timeOffset
    }

    /// How long it is active in its own time: the runs it repeats (or its repeat
    /// duration), each twice as long when it autoreverses.
    var activeDuration: Double {
        let cycle = effectiveDuration * (autoreverses ? 2 : 1)
        if repeatDuration > 0 { return repeatDuration }
        if repeatCount.isInfinite || repeatCount >= Float.greatestFiniteMagnitude { return .infinity }
        return repeatCount > 0 ? Double(repeatCount) * cycle : cycle
    }

    /// The fraction of a run (0…1, reversals applied; the timing function not yet) the
    /// animation shows at `parentTime`, or nil when it shows nothing then (not begun
    /// without a backwards fill, or over without a forwards one).
    func shownFraction(atParentTime parentTime: Double) -> Double? {
        let time = localTime(atParentTime: parentTime)
        let filledBackwards = fillMode == .backwards || fillMode == .both
        let filledForwards = fillMode == .forwards || fillMode == .both
        if time < 0 { return filledBackwards ? 0 : nil }
        let total = activeDuration
        if time >= total {
            guard filledForwards, !isRemovedOnCompletion else { return nil }
            return fraction(at: total, ending: true)
        }
        return fraction(at: time, ending: false)
    }

    /// Whether the animation has ended at `parentTime` (whatever it then shows).
    func hasEnded(atParentTime parentTime: Double) -> Bool {
        localTime(atParentTime: parentTime) >= activeDuration
    }

    /// The fraction of a run at active time `time`; at the very end of a whole number
    /// of runs, the end of the last run (not the start of the next).
    private func fraction(at time: Double, ending: Bool) -> Double {
        let duration = effectiveDuration
        let cycle = duration * (autoreverses ? 2 : 1)
        var within = time.truncatingRemainder(dividingBy: cycle)
        if ending, within < 1e-12, time > 0 { within = cycle }
        if within <= duration { return within / duration }
        return (cycle - within) / duration
    }

    /// Applies the animation as it stands at `parentTime` to `values`; false when it
    /// shows nothing then.
    @discardableResult
    func apply(atParentTime parentTime: Double, to values: LayerPresentationValues) -> Bool {
        guard let fraction = shownFraction(atParentTime: parentTime) else { return false }
        apply(progress: progress(atFraction: fraction), to: values)
        return true
    }
}
