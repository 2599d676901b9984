import Foundation
import Logging
import UIKit

/// Keeps what UIKit's layout system logs (conflict reports, misuse) as well as passing it
/// to the previous logger, while installed; ``drain()`` hands the messages over. The
/// conflicts sample shows them in its window.
@MainActor
public final class DiagnosticsCapture {
    private var previous: Logger?
    private let storage = Storage()

    /// Creates an inactive capture.
    public init() {}

    /// Starts keeping each message.
    public func install() {
        guard previous == nil else { return }
        let old = LayoutDiagnostics.logger
        previous = old
        let storage = self.storage
        LayoutDiagnostics.logger = Logger(label: old.label) { _ in ForwardingHandler(next: old, storage: storage) }
    }

    /// The messages kept since the last call.
    public func drain() -> [String] { storage.take() }

    final class Storage: @unchecked Sendable {
        private let lock = NSLock()
        private var messages: [String] = []
        func append(_ message: String) { lock.lock(); messages.append(message); lock.unlock() }
        func take() -> [String] { lock.lock(); defer { messages.removeAll(); lock.unlock() }; return messages }
    }

    /// Puts the previous logger back.
    public func uninstall() {
        if let previous { LayoutDiagnostics.logger = previous }
        previous = nil
    }

    struct ForwardingHandler: LogHandler {
        let next: Logger
        let storage: Storage
        var metadata: Logger.Metadata = [:]
        var logLevel: Logger.Level = .trace
        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }
        func log(event: LogEvent) {
            next.log(level: event.level, event.message, metadata: event.metadata, source: event.source,
                     file: event.file, function: event.function, line: event.line)
            storage.append(event.message.description)
        }
    }
}
