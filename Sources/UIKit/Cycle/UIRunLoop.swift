import Foundation

/// A headless run loop with CFRunLoop's phases, drivable one turn at a time.
///
/// One turn: *before timers* (due timers fire), *before sources* (blocks queued with
/// ``perform(_:)`` run, then the host's ``RunLoopEventSource`` delivers its pending
/// events), *before waiting* (observers run; the update cycle — update constraints,
/// layout, display — is one of them and so sees all of the turn's events), then the
/// wait (the host's ``RunLoopEventSource/waitForEvents(timeout:)``, or a plain sleep
/// headless), *after waiting*. ``runOnce(timeout:)`` and ``run(until:)`` wrap turns in
/// *entry* and *exit*.
///
/// Named `UIRunLoop` so it never collides with Foundation's `RunLoop`.
@preconcurrency @MainActor
public final class UIRunLoop {
    /// The main thread's run loop, which the update cycle uses.
    public static let main = UIRunLoop(wakeUpBox: mainWakeUpBox)

    /// The main run loop's wake-up, reachable from any thread.
    private nonisolated static let mainWakeUpBox = WakeUpBox()

    /// Makes the main run loop's blocked wait return (``wakeUp()`` on ``main``). Callable
    /// from any thread, for example after queueing work for the main thread.
    nonisolated public static func wakeUpMain() {
        mainWakeUpBox.wakeUp()
    }

    /// The order of the update-cycle observer at *before waiting* (CoreAnimation's commit
    /// order); observers with a lower order run before layout.
    public static let updateCycleOrder = 2_000_000

    /// The host's event source; `nil` headless (waiting then only sleeps until the next timer).
    public var eventSource: (any RunLoopEventSource)? {
        didSet { wakeUpBox.set(eventSource?.wakeUp) }
    }

    /// The clock in seconds; replace it in tests to drive timers deterministically.
    public var clock: () -> Double = { ProcessInfo.processInfo.systemUptime }

    private var observers: [RunLoopObserver] = []
    private var observerSerial = 0
    private var timers: [RunLoopTimer] = []
    private var pendingBlocks: [@MainActor () -> Void] = []
    private var stopRequested = false
    private let wakeUpBox: WakeUpBox
    /// How many turns have run, for tests and diagnostics.
    public private(set) var turnCount = 0

    /// Creates a run loop (tests may use their own; views always use ``main``).
    public init() { wakeUpBox = WakeUpBox() }

    private init(wakeUpBox: WakeUpBox) { self.wakeUpBox = wakeUpBox }

    // MARK: Observers, timers, blocks

    /// Adds an observer of `activities`.
    /// - Parameters:
    ///   - activities: the moments to watch.
    ///   - repeats: `false` to fire once.
    ///   - order: lower orders run first among observers of one moment.
    ///   - callback: called with the activity that happened.
    /// - Returns: the observer; call ``RunLoopObserver/invalidate()`` to remove it.
    @discardableResult
    public func addObserver(activities: RunLoopActivity, repeats: Bool = true, order: Int = 0,
                            _ callback: @escaping @MainActor (RunLoopActivity) -> Void) -> RunLoopObserver {
        observerSerial += 1
        let observer = RunLoopObserver(activities: activities, repeats: repeats, order: order,
                                       serial: observerSerial, callback: callback)
        let index = observers.firstIndex { ($0.order, $0.serial) > (order, observerSerial) } ?? observers.endIndex
        observers.insert(observer, at: index)
        return observer
    }

    /// Removes an observer.
    public func removeObserver(_ observer: RunLoopObserver) {
        observer.invalidate()
        observers.removeAll { $0 === observer }
    }

    /// Schedules `block` to fire after `delay` seconds, and then every `interval` seconds
    /// if `interval` is given (a positive, finite number; otherwise the timer fires once).
    @discardableResult
    public func scheduleTimer(after delay: Double, repeating interval: Double? = nil,
                              _ block: @escaping @MainActor (RunLoopTimer) -> Void) -> RunLoopTimer {
        let safeDelay = delay.isFinite ? max(0, delay) : 0
        let safeInterval = interval.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        let timer = RunLoopTimer(fireTime: clock() + safeDelay, interval: safeInterval, block: block)
        timers.append(timer)
        wakeUp()
        return timer
    }

    /// Queues `block` to run in the next *before sources* phase, like an event would.
    public func perform(_ block: @escaping @MainActor () -> Void) {
        pendingBlocks.append(block)
    }

    /// Whether each turn also runs Foundation's main run loop once, without waiting: its
    /// timers (`Timer.scheduledTimer`) and the main dispatch queue (`DispatchQueue.main`,
    /// `asyncAfter`), as an iOS app's main run loop does. ``UIApplicationMain(_:_:_:_:)``
    /// turns it on; a wait then lasts at most until Foundation's next timer, and the X11
    /// host also wakes for work queued on the main dispatch queue.
    ///
    /// Off by default: Foundation's run loop drains the main dispatch queue, and a turn run
    /// from a block on that queue (a main-actor job) would run other jobs inside it.
    public var drivesFoundationRunLoop = false

    /// Makes a blocked wait return. Callable from any thread.
    nonisolated public func wakeUp() {
        wakeUpBox.wakeUp()
    }

    // MARK: Running

    /// Runs one turn wrapped in *entry* and *exit*.
    /// - Parameter timeout: the longest the turn may wait for events (0: do not block).
    public func runOnce(timeout: Double = 0) {
        notify(.entry)
        runTurn(timeout: timeout)
        notify(.exit)
    }

    /// Runs turns until ``stop()`` is called or `deadline` (in ``clock`` seconds) passes.
    public func run(until deadline: Double = .infinity) {
        stopRequested = false
        notify(.entry)
        while !stopRequested && clock() < deadline {
            runTurn(timeout: deadline.isFinite ? max(0, deadline - clock()) : nil)
        }
        notify(.exit)
    }

    /// Makes ``run(until:)`` return after the current turn.
    public func stop() {
        stopRequested = true
        wakeUp()
    }

    private func runTurn(timeout: Double?) {
        turnCount += 1
        notify(.beforeTimers)
        fireDueTimers()
        notify(.beforeSources)
        let blocks = pendingBlocks
        pendingBlocks.removeAll()
        for block in blocks { block() }
        if drivesFoundationRunLoop { serviceFoundationRunLoop() }
        _ = eventSource?.handlePendingEvents()
        notify(.beforeWaiting)
        if let wait = waitTime(limit: timeout), wait > 0 {
            if let eventSource {
                eventSource.waitForEvents(timeout: wait.isFinite ? wait : nil)
            } else {
                wakeUpBox.sleep(seconds: wait)
            }
        }
        notify(.afterWaiting)
    }

    /// How long to wait: 0 when blocks are queued or a timer is due, else up to the next timer.
    private func waitTime(limit: Double?) -> Double? {
        if !pendingBlocks.isEmpty || stopRequested { return 0 }
        var wait = limit ?? .infinity
        let now = clock()
        for timer in timers where timer.isValid {
            wait = min(wait, max(0, timer.fireTime - now))
        }
        if drivesFoundationRunLoop, let next = foundationTimerWait() { wait = min(wait, next) }
        if wait == .infinity && eventSource == nil { return 0 }  // headless with nothing to wait for
        return wait
    }

    private func fireDueTimers() {
        let now = clock()
        let due = timers.filter { $0.isValid && $0.fireTime <= now }.sorted { $0.fireTime < $1.fireTime }
        for timer in due where timer.isValid {
            if let interval = timer.interval {
                // Skip missed firings instead of bursting.
                let missed = ((now - timer.fireTime) / interval).rounded(.down)
                timer.fireTime += (missed + 1) * interval
            } else {
                timer.isValid = false
            }
            timer.block(timer)
        }
        timers.removeAll { !$0.isValid }
    }

    private func notify(_ activity: RunLoopActivity) {
        let current = observers.filter { $0.activities.contains(activity) }
        for observer in current { observer.fire(activity) }
        if current.contains(where: { !$0.isValid }) { observers.removeAll { !$0.isValid } }
    }
}

/// Holds the host's wake-up for other threads, and a semaphore for headless sleeping.
private final class WakeUpBox: @unchecked Sendable {
    private let lock = NSLock()
    private var hostWakeUp: (any RunLoopWakeUp)?
    private let semaphore = DispatchSemaphore(value: 0)

    func set(_ wakeUp: (any RunLoopWakeUp)?) {
        lock.lock(); hostWakeUp = wakeUp; lock.unlock()
    }

    func wakeUp() {
        lock.lock(); let host = hostWakeUp; lock.unlock()
        if let host { host.wakeUp() } else { semaphore.signal() }
    }

    func sleep(seconds: Double) {
        _ = semaphore.wait(timeout: .now() + min(seconds, 3600))
    }
}

extension UIRunLoop {
    /// Runs Foundation's main run loop once without waiting: due timers, then the blocks
    /// queued on the main dispatch queue.
    fileprivate func serviceFoundationRunLoop() {
        _ = RunLoop.main.run(mode: .default, before: Date())
    }

    /// Seconds until Foundation's next timer on the main run loop, or nil when none is
    /// scheduled.
    fileprivate func foundationTimerWait() -> Double? {
        guard let next = RunLoop.main.limitDate(forMode: .default), next < Date.distantFuture else { return nil }
        return max(0, next.timeIntervalSinceNow)
    }
}
