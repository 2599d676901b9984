import Foundation

/// A private Xvfb server for a machine without `$DISPLAY` (96 dpi, no reset, no TCP), so
/// `--screenshot` and `--dump` work headless. Stopped when the gallery exits.
final class PrivateDisplay {
    let process: Process
    let name: String

    private init(process: Process, name: String) {
        self.process = process
        self.name = name
    }

    /// Starts Xvfb with `-displayfd` and waits for the display number it picked.
    /// - Throws: ``GalleryError/noDisplay(_:)`` when Xvfb is missing or does not start.
    static func start() throws(GalleryError) -> PrivateDisplay {
        guard let xvfb = which("Xvfb") else {
            throw .noDisplay("""
                no X display: $DISPLAY is not set and Xvfb is not installed.
                Install it (`bash .ci/setup`, or `sudo apt-get install xvfb`) or run under a display \
                (`export DISPLAY=:0`, or `xvfb-run -a swift run gallery …`).
                """)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: xvfb)
        process.arguments = ["-displayfd", "1", "-screen", "0", "1280x1024x24", "-dpi", "96", "-noreset", "-nolisten", "tcp"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle(forWritingAtPath: "/dev/null")
        do { try process.run() } catch {
            throw .noDisplay("no X display and Xvfb could not start: \(error)")
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
            throw .noDisplay("no X display and the private Xvfb did not report a display number")
        }
        let display = PrivateDisplay(process: process, name: ":\(number)")
        setenv("DISPLAY", display.name, 1)
        return display
    }

    /// Stops the server.
    func stop() {
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
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
