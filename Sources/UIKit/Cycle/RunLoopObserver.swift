import Foundation

/// A callback the run loop makes at chosen ``RunLoopActivity`` moments.
///
/// Create one with ``UIRunLoop/addObserver(activities:repeats:order:_:)``. Observers of the
/// same moment run in ascending `order`, then in the order they were added. The update
/// cycle is an observer of ``RunLoopActivity/beforeWaiting`` at order
/// ``UIRunLoop/updateCycleOrder``, so default-order observers run before it.
@preconcurrency @MainActor
public final class RunLoopObserver {
    /// The moments this observer watches.
    public let activities: RunLoopActivity
    /// Whether it stays after its first call.
    public let repeats: Bool
    /// Its position among observers of the same moment (lower first).
    public let order: Int
    let callback: @MainActor (RunLoopActivity) -> Void
    let serial: Int
    /// Whether it still fires; false after ``invalidate()`` or a non-repeating call.
    public private(set) var isValid = true

    init(activities: RunLoopActivity, repeats: Bool, order: Int, serial: Int, callback: @escaping @MainActor (RunLoopActivity) -> Void) {
        self.activities = activities
        self.repeats = repeats
        self.order = order
        self.serial = serial
        self.callback = callback
    }

    /// Stops the observer; the run loop drops it.
    public func invalidate() { isValid = false }

    func fire(_ activity: RunLoopActivity) {
        guard isValid else { return }
        if !repeats { isValid = false }
        callback(activity)
    }
}

/// A block the run loop fires once at a time, or repeatedly at an interval.
@preconcurrency @MainActor
public final class RunLoopTimer {
    /// When it fires next, in the run loop's clock (seconds).
    public internal(set) var fireTime: Double
    /// The repeat interval, or `nil` for a one-shot timer.
    public let interval: Double?
    let block: @MainActor (RunLoopTimer) -> Void
    /// Whether it will still fire.
    public internal(set) var isValid = true

    init(fireTime: Double, interval: Double?, block: @escaping @MainActor (RunLoopTimer) -> Void) {
        self.fireTime = fireTime
        self.interval = interval
        self.block = block
    }

    /// Stops the timer.
    public func invalidate() { isValid = false }
}
