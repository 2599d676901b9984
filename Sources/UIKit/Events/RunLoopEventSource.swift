import Foundation

/// What a host implements so that ``UIRunLoop`` can wait for and deliver window-system
/// events: the wait-for-events primitive (st's `select` on the X connection) and a
/// non-blocking drain.
///
/// The run loop calls ``handlePendingEvents()`` in its *before sources* phase and
/// ``waitForEvents(timeout:)`` between *before waiting* and *after waiting*. Events are
/// delivered from ``handlePendingEvents()`` only (typically to ``UIWindow/sendEvent(_:)``),
/// so the update cycle at *before waiting* always sees all of a turn's events.
@preconcurrency @MainActor
public protocol RunLoopEventSource: AnyObject {
    /// Delivers every event that is ready now without blocking.
    /// - Returns: the number of events delivered.
    func handlePendingEvents() -> Int

    /// Blocks until an event is ready, `timeout` seconds pass (`nil`: no limit) or
    /// ``RunLoopWakeUp/wakeUp()`` is called from any thread. Spurious returns are allowed.
    func waitForEvents(timeout: Double?)

    /// The wake-up that interrupts ``waitForEvents(timeout:)``; the run loop hands it to
    /// other threads through ``UIRunLoop/wakeUp()``.
    var wakeUp: any RunLoopWakeUp { get }
}

/// Interrupts a blocked ``RunLoopEventSource/waitForEvents(timeout:)``. Callable from any
/// thread (on X11: write a byte to a self-pipe the wait also selects on).
public protocol RunLoopWakeUp: Sendable {
    /// Makes the current or the next wait return promptly.
    func wakeUp()
}
