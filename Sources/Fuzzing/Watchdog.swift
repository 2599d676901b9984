import Foundation

/// Ends the process with the case's description when one case runs longer than its
/// limit, so a solver that spins fails with a reproducer instead of hanging the suite.
public final class Watchdog: @unchecked Sendable {
    private let lock = NSLock()
    private var caseStarted: Date?
    private var describe: (@Sendable () -> String)?
    private let limit: TimeInterval
    private var thread: Thread?
    private var stopped = false

    public init(limit: TimeInterval) {
        self.limit = limit
        let thread = Thread { [weak self] in self?.watch() }
        self.thread = thread
        thread.start()
    }

    deinit { stop() }

    /// Marks the start of a case; `describe` prints it if the case never ends.
    public func begin(_ describe: @escaping @Sendable () -> String) {
        lock.withLock {
            caseStarted = Date()
            self.describe = describe
        }
    }

    public func end() {
        lock.withLock { caseStarted = nil; describe = nil }
    }

    public func stop() {
        lock.withLock { stopped = true }
    }

    private func watch() {
        while true {
            Thread.sleep(forTimeInterval: 0.25)
            let (started, describe, stopped) = lock.withLock { (caseStarted, self.describe, self.stopped) }
            if stopped { return }
            if let started, Date().timeIntervalSince(started) > limit {
                let text = describe?() ?? "(no description)"
                FileHandle.standardError.write(Data("watchdog: a fuzz case ran longer than \(limit) s:\n\(text)\n".utf8))
                exit(3)
            }
        }
    }
}
