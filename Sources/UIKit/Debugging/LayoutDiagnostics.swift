import Foundation
import Logging

/// Where the layout system's diagnostics go: a `swift-log` logger (label
/// `UIKit.LayoutConstraints`). Replace ``logger`` to capture them (a host's console, a test).
///
/// Usable from any thread (images decode anywhere); the logger is guarded by a lock.
public enum LayoutDiagnostics {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var current = Logger(label: "UIKit.LayoutConstraints")

    /// The logger used for every layout diagnostic.
    public static var logger: Logger {
        get { lock.withLock { current } }
        set { lock.withLock { current = newValue } }
    }

    /// Logs a misuse of the API with UIKit's text.
    static func report(_ error: LayoutError) {
        logger.error("[LayoutConstraints] \(error.description)")
    }

    /// Logs an error message.
    static func error(_ message: String) {
        logger.error("[LayoutConstraints] \(message)")
    }
}
