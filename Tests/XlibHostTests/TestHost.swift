import Foundation
import Testing
import UIKit
import UIKitTestSupport
@testable import XlibHost

/// Whether an X display is available ($DISPLAY set); display suites are skipped otherwise.
let noDisplayReason: Comment = "needs an X display: $DISPLAY is unset (run under xvfb-run -a -s \"-screen 0 1280x1024x24 -dpi 96 -noreset\")"

/// One X connection for the whole test process (X11NOTES §3.17: a second Display after
/// XftFontClose is fragile), made current only while a test runs so other test targets
/// keep UIKit's headless defaults.
@MainActor
enum TestHost {
    private static var application: XlibApplication?

    /// Runs `body` with the shared application current, closing the windows it opened,
    /// and no other suite's windows on the display (``DisplayLock``).
    static func with<T>(_ body: (XlibApplication) throws -> T) throws -> T {
        try DisplayLock.withDisplay { try withCurrentApplication(body) }
    }

    private static func withCurrentApplication<T>(_ body: (XlibApplication) throws -> T) throws -> T {
        let app: XlibApplication
        if let application {
            app = application
        } else {
            app = try XlibApplication()
            app.quitsWhenLastWindowCloses = false
            application = app
        }
        app.becomeCurrent()
        defer {
            for window in app.openWindows { app.closeWindow(window) }
            app.eventObserver = nil
            app.eventInterceptor = nil
            app.shouldCloseWindow = nil
            app.run(until: { false }, timeout: 0.02)
            app.resignCurrent()
        }
        return try body(app)
    }
}

/// A view controller whose view is built by a closure.
@MainActor
final class ClosureViewController: UIViewController {
    private let build: (UIView) -> Void
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    init(_ build: @escaping (UIView) -> Void) {
        self.build = build
        super.init(nibName: nil, bundle: nil)
    }
    override func viewDidLoad() {
        super.viewDidLoad()
        build(view)
    }
}

/// Runs a command-line tool and returns its exit status and output.
@discardableResult
func runTool(_ executable: String, _ arguments: [String], environment: [String: String]? = nil) throws -> (status: Int32, stdout: String, stderr: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    if let environment { process.environment = environment }
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
}

/// Starts a command-line tool from $PATH without waiting for it.
func startTool(_ tool: String, _ arguments: [String], input: Pipe? = nil, output: Pipe? = nil, silenced: Bool = false,
               sourceLocation: SourceLocation = #_sourceLocation) throws -> Process {
    let path = try #require(which(tool), "\(tool) is not installed", sourceLocation: sourceLocation)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    if let input { process.standardInput = input }
    if let output { process.standardOutput = output }
    if silenced {
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
    }
    try process.run()
    return process
}

/// The path of a tool on $PATH, or `nil`.
func which(_ tool: String) -> String? {
    for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
        let path = "\(directory)/\(tool)"
        if FileManager.default.isExecutableFile(atPath: path) { return path }
    }
    return nil
}

/// Runs `xdotool` with `arguments`; fails the test if it is missing or fails.
@discardableResult
func xdotool(_ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
    let tool = try #require(which("xdotool"), "xdotool is not installed (apt-get install xdotool)", sourceLocation: sourceLocation)
    let result = try runTool(tool, arguments)
    #expect(result.status == 0, "xdotool \(arguments.joined(separator: " ")) failed: \(result.stderr)", sourceLocation: sourceLocation)
    return result.stdout
}

/// Views pinned to the window, for layout and paint checks.
@MainActor
struct ColourBoard {
    let controller: ClosureViewController
    let inset = UIView()
    let half = UIView()
    let corner = UIView()

    init() {
        let inset = self.inset, half = self.half, corner = self.corner
        controller = ClosureViewController { root in
            root.backgroundColor = UIColor(red: 1, green: 1, blue: 1, alpha: 1)
            inset.backgroundColor = UIColor(red: 40 / 255, green: 90 / 255, blue: 200 / 255, alpha: 1)
            half.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 0.5)
            corner.backgroundColor = UIColor(red: 0, green: 128 / 255, blue: 0, alpha: 1)
            for view in [inset, half, corner] {
                view.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(view)
            }
            NSLayoutConstraint.activate([
                inset.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                inset.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
                inset.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
                inset.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -10),
                half.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                half.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
                half.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5),
                half.heightAnchor.constraint(equalToConstant: 30),
                corner.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                corner.bottomAnchor.constraint(equalTo: root.bottomAnchor),
                corner.widthAnchor.constraint(equalToConstant: 40),
                corner.heightAnchor.constraint(equalToConstant: 40),
            ])
        }
    }
}

/// The top-level suite: everything touching X runs on the main actor, one test at a time.
@Suite(.serialized, .enabled(if: hasDisplay, noDisplayReason))
@MainActor
struct XlibHostTests {}
