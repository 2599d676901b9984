import Foundation

/// The moments of a run-loop turn that observers can watch (CFRunLoopActivity's set).
public struct RunLoopActivity: OptionSet, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The loop starts running (once per ``UIRunLoop/run(until:)`` or ``UIRunLoop/runOnce(timeout:)``).
    public static let entry = RunLoopActivity(rawValue: 1 << 0)
    /// About to fire the due timers.
    public static let beforeTimers = RunLoopActivity(rawValue: 1 << 1)
    /// About to handle sources: performed blocks and the host's events.
    public static let beforeSources = RunLoopActivity(rawValue: 1 << 2)
    /// About to wait for events. The update cycle (constraints, layout, display) runs here.
    public static let beforeWaiting = RunLoopActivity(rawValue: 1 << 5)
    /// Woken up after waiting.
    public static let afterWaiting = RunLoopActivity(rawValue: 1 << 6)
    /// The loop stops running.
    public static let exit = RunLoopActivity(rawValue: 1 << 7)
    /// Every activity.
    public static let allActivities: RunLoopActivity = [.entry, .beforeTimers, .beforeSources, .beforeWaiting, .afterWaiting, .exit]

    public var description: String {
        let names: [(RunLoopActivity, String)] = [
            (.entry, "entry"), (.beforeTimers, "beforeTimers"), (.beforeSources, "beforeSources"),
            (.beforeWaiting, "beforeWaiting"), (.afterWaiting, "afterWaiting"), (.exit, "exit"),
        ]
        return names.filter { contains($0.0) }.map(\.1).joined(separator: "|")
    }
}
