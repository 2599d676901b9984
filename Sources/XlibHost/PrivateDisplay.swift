import Foundation

/// The private server's process id while it runs, for the exit and signal handlers
/// (which cannot capture context); 0 when there is none.
nonisolated(unsafe) private var serverToStop: Int32 = 0

/// A private Xvfb server for a machine without `$DISPLAY` (96 dpi, no reset, no TCP), so
/// a screenshot or a hierarchy dump works headless (the gallery's `--screenshot` and
/// `--dump`, an app's `XLIBHOST_SCREENSHOT` and `XLIBHOST_DUMP`). It sets `$DISPLAY` to
/// itself, and it is stopped when the program exits, however it exits.
public final class PrivateDisplay {
    /// The Xvfb process.
    public let process: Process
    /// The display's name (`:N`), also put in `$DISPLAY`.
    public let name: String

    private init(process: Process, name: String) {
        self.process = process
        self.name = name
    }

    /// Starts Xvfb with `-displayfd` and waits for the display number it picked.
    /// - Throws: ``XlibHostError/noPrivateDisplay(reason:)`` when Xvfb is missing or does
    ///   not start; its message says what to install or run instead.
    public static func start() throws(XlibHostError) -> PrivateDisplay {
        guard let xvfb = which("Xvfb") else {
            throw .noPrivateDisplay(reason: """
                no X display: $DISPLAY is not set and Xvfb is not installed.
                Install it (`bash .ci/setup`, or `sudo apt-get install xvfb`) or run under a display \
                (`export DISPLAY=:0`, or `xvfb-run -a <program>`).
                """)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: xvfb)
        process.arguments = ["-displayfd", "1", "-screen", "0", "1280x1024x24", "-dpi", "96", "-noreset", "-nolisten", "tcp"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle(forWritingAtPath: "/dev/null")
        do { try process.run() } catch {
            throw .noPrivateDisplay(reason: "no X display and Xvfb could not start: \(error)")
        }
        // Xvfb writes the display number and a newline once it accepts connections.
        var digits = ""
        let handle = output.fileHandleForReading
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            let byte = handle.readData(ofLength: 1)
            guard let character = byte.first else { break }
            if character == UInt8(ascii: "\n") { break }
            digits.append(Character(UnicodeScalar(character)))
        }
        guard let number = Int(digits.trimmingCharacters(in: .whitespaces)) else {
            process.terminate()
            throw .noPrivateDisplay(reason: "no X display and the private Xvfb did not report a display number")
        }
        let display = PrivateDisplay(process: process, name: ":\(number)")
        setenv("DISPLAY", display.name, 1)
        display.stopOnEveryExit()
        return display
    }

    /// Makes sure the server dies with the gallery on every way out: a normal return,
    /// `exit()` from an error path or from the X connection's fatal-error handler
    /// (`atexit`), and SIGINT, SIGTERM or SIGHUP (the handler signals the server and
    /// exits at once, which is all a signal handler may safely do).
    private func stopOnEveryExit() {
        serverToStop = process.processIdentifier
        atexit {
            if serverToStop > 0 { PrivateDisplay.end(serverToStop) }
        }
        for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
            signal(signalNumber) { received in
                if serverToStop > 0 { kill(serverToStop, SIGTERM) }
                _exit(128 + received)
            }
        }
    }

    /// Stops the server.
    public func stop() {
        serverToStop = 0
        if process.isRunning { PrivateDisplay.end(process.processIdentifier) }
    }

    /// Asks the server to stop (SIGTERM, so it removes its socket and lock file), and
    /// kills it if it is still there a second later: a server started by a process that
    /// ignores SIGTERM inherits that, and would otherwise outlive the gallery.
    private static func end(_ pid: Int32) {
        kill(pid, SIGTERM)
        for _ in 0..<100 {
            var status: Int32 = 0
            let result = waitpid(pid, &status, WNOHANG)
            if result == pid || (result < 0 && errno == ECHILD) { return }
            usleep(10_000)
        }
        kill(pid, SIGKILL)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
    }

    private static func which(_ tool: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = "\(directory)/\(tool)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}
