import Foundation
import Logging
import UIKit

/// Captures what the layout system logs, by swapping ``LayoutDiagnostics/logger`` for
/// the duration of a closure.
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
        LayoutDiagnostics.logger = Logger(label: "UIKit.LayoutConstraints") { _ in CapturingHandler(storage: storage) }
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
        var metadata: Logger.Metadata = [:]
        var logLevel: Logger.Level = .trace
        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }
        func log(event: LogEvent) {
            storage.append(event.message.description)
        }
    }
}
