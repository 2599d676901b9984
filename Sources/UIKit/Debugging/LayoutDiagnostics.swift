import Logging

/// Where the layout system's diagnostics go: a `swift-log` logger (label
/// `UIKit.LayoutConstraints`). Replace ``logger`` to capture them (a host's console, a test).
@MainActor
public enum LayoutDiagnostics {
    /// The logger used for every layout diagnostic.
    public static var logger = Logger(label: "UIKit.LayoutConstraints")

    /// Logs a misuse of the API with UIKit's text.
    static func report(_ error: LayoutError) {
        logger.error("[LayoutConstraints] \(error.description)")
    }

    /// Logs an error message.
    static func error(_ message: String) {
        logger.error("[LayoutConstraints] \(message)")
    }
}
