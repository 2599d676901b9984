import Foundation

/// Hands URLs to the desktop: runs `xdg-open URL` (or the command in `UIKIT_URL_OPENER`)
/// as a child process, never waiting for it on the main thread.
///
/// ``UIApplication/open(_:options:completionHandler:)`` and SafariServices'
/// `SFSafariViewController` use it.
package enum DesktopURLOpener {
    /// The schemes a desktop opens.
    static let openableSchemes: Set<String> = ["http", "https", "mailto", "file", "ftp", "tel", "sms"]

    private static let lock = NSLock()
    nonisolated(unsafe) private static var storedOverride: [String]?

    /// A command that replaces the configured one (tests set a fake that records URLs).
    package static var commandOverride: [String]? {
        get { lock.withLock { storedOverride } }
        set { lock.withLock { storedOverride = newValue?.isEmpty == true ? nil : newValue } }
    }

    /// The command that opens a URL (the URL is appended): ``commandOverride``, the words
    /// of `UIKIT_URL_OPENER`, or `xdg-open`.
    package static var command: [String] {
        if let commandOverride { return commandOverride }
        let configured = ProcessInfo.processInfo.environment["UIKIT_URL_OPENER"]?
            .split(separator: " ").map(String.init) ?? []
        return configured.isEmpty ? ["xdg-open"] : configured
    }

    /// Whether the command's program exists (an absolute path, or a name on `PATH`).
    package static var isAvailable: Bool { executablePath(for: command[0]) != nil }

    /// Runs the command for `url`; `completion` gets whether it exited with status 0 (on
    /// a background thread).
    package static func open(_ url: URL, completion: @escaping @Sendable (Bool) -> Void) {
        let words = command
        guard let path = executablePath(for: words[0]) else {
            LayoutDiagnostics.error("UIApplication: cannot open \(url.absoluteString): \(words[0]) is not installed")
            completion(false)
            return
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = Array(words.dropFirst()) + [url.absoluteString]
        process.standardInput = FileHandle.nullDevice
        process.terminationHandler = { finished in
            let success = finished.terminationReason == .exit && finished.terminationStatus == 0
            if !success {
                LayoutDiagnostics.error("UIApplication: \(words[0]) could not open \(url.absoluteString) (status \(finished.terminationStatus))")
            }
            completion(success)
        }
        do {
            try process.run()
        } catch {
            LayoutDiagnostics.error("UIApplication: cannot run \(path): \(error)")
            completion(false)
        }
    }

    /// `name` itself when it is a path to an executable, else the first executable of that
    /// name on `PATH`.
    static func executablePath(for name: String) -> String? {
        let files = FileManager.default
        if name.contains("/") { return files.isExecutableFile(atPath: name) ? name : nil }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = "\(directory)/\(name)"
            if files.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}
