import Foundation
import Logging
import UIKit

/// Captures what the layout system logs, by swapping ``LayoutDiagnostics/logger`` for
/// the duration of a closure.
///
/// Only messages logged on the thread that runs the closure are captured; one logged
/// meanwhile on another thread (a launcher process of another test ending, say) goes to
/// the logger that was there before, so tests running in parallel do not see each
/// other's messages.
@MainActor
public final class LogCapture {
    /// The messages logged, in order.
    public var messages: [String] { storage.lines }
    private let storage = Storage()

    /// Creates a capture.
    public init() {}

    /// Runs `body` with the layout logger captured into ``messages``.
    public func capture<T>(_ body: () throws -> T) rethrows -> T {
        let previous = LayoutDiagnostics.logger
        let storage = self.storage
        let owner = pthread_self()
        LayoutDiagnostics.logger = Logger(label: "UIKit.LayoutConstraints") { _ in
            CapturingHandler(storage: storage, owner: owner, previous: previous)
        }
        defer { LayoutDiagnostics.logger = previous }
        return try body()
    }

    final class Storage: @unchecked Sendable {
        private let lock = NSLock()
        private var _lines: [String] = []
        var lines: [String] { lock.lock(); defer { lock.unlock() }; return _lines }
        func append(_ line: String) { lock.lock(); _lines.append(line); lock.unlock() }
    }

    struct CapturingHandler: LogHandler {
        let storage: Storage
        let owner: pthread_t
        let previous: Logger
        var metadata: Logger.Metadata = [:]
        var logLevel: Logger.Level = .trace
        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }
        func log(event: LogEvent) {
            guard pthread_equal(pthread_self(), owner) != 0 else {
                previous.log(level: event.level, event.message, metadata: event.metadata, source: event.source,
                             file: event.file, function: event.function, line: event.line)
                return
            }
            storage.append(event.message.description)
        }
    }
}
