import Foundation
import Testing
import UIKit
import UIKitTestSupport
@testable import XlibHost

/// The `hello-app` sample (an app written as for iOS) run as outside checks run apps:
/// `XLIBHOST_SCREENSHOT`, `XLIBHOST_DUMP`, `XLIBHOST_SCREEN_SIZE`, and headless.
@Suite(.serialized)
@MainActor
struct ApplicationHostTests {
    /// The sample, built next to the test bundle.
    private func helloApp() throws -> String {
        let directory = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        let path = directory.appendingPathComponent("hello-app").path
        try #require(FileManager.default.isExecutableFile(atPath: path), "hello-app is not built next to the tests at \(path)")
        return path
    }

    /// The PNG's width and height, from its IHDR chunk.
    private func pngSize(_ url: URL) throws -> (Int, Int) {
        let bytes = [UInt8](try Data(contentsOf: url))
        try #require(bytes.count > 24 && bytes[1...3] == [0x50, 0x4E, 0x47][...])
        func int(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (int(16), int(20))
    }

    @Test func screenSizeComesFromTheEnvironment() {
        #expect(XlibApplicationHost.screenSize(from: nil) == CGSize(width: 390, height: 844))
        #expect(XlibApplicationHost.screenSize(from: "320x480") == CGSize(width: 320, height: 480))
        #expect(XlibApplicationHost.screenSize(from: "428X926") == CGSize(width: 428, height: 926))
        #expect(XlibApplicationHost.screenSize(from: "wide") == CGSize(width: 390, height: 844))
        #expect(XlibApplicationHost.screenSize(from: "0x10") == CGSize(width: 390, height: 844))
    }

    @Test func headlessAppRunsTheLaunchSequenceAndPrintsTheTrace() throws {
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = nil
        environment["XLIBHOST_HEADLESS"] = "1"
        environment["XLIBHOST_DUMP"] = "1"
        let result = try runTool(try helloApp(), [], environment: environment)
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "hello-app: didFinishLaunching")
        #expect(lines.dropFirst().first == "hello-app: sceneDidBecomeActive")
        #expect(lines.suffix(2) == ["hello-app: sceneDidDisconnect", "hello-app: willTerminate"])
        // Foundation's run loop runs with UIKit's: the timer and the main queue's block.
        #expect(lines.contains("hello-app: timer fired") && lines.contains("hello-app: main queue block ran"), "\(result.stdout)")
        #expect(lines.contains { $0.hasPrefix("UIWindow:") && $0.hasSuffix("frame = (0 0; 390 844)") }, "\(result.stdout)")
        #expect(lines.contains { $0.contains("UIImageView") && $0.contains("84 132); name = badge") }, "the asset catalog's 2x image")
    }

    @Test(.enabled(if: ProcessInfo.processInfo.environment["DISPLAY"] != nil, noDisplayReason))
    func screenshotAndDumpOfTheFirstSettledFrameThenExitZero() throws {
        let png = FileManager.default.temporaryDirectory.appendingPathComponent("hello-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: png) }
        var environment = ProcessInfo.processInfo.environment
        environment["XLIBHOST_SCREENSHOT"] = png.path
        environment["XLIBHOST_DUMP"] = "1"
        environment["XLIBHOST_SCREEN_SIZE"] = "320x480"
        environment["XLIBHOST_SCALE"] = "1"
        let app = try helloApp()
        let result = try DisplayLock.withDisplay { try runTool(app, [], environment: environment) }
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(result.stdout.contains("UIWindow:") && result.stdout.contains("frame = (0 0; 320 480)"), "\(result.stdout)")
        #expect(result.stdout.contains("name = greeting"))
        #expect(result.stdout.hasSuffix("hello-app: willTerminate\n"))
        #expect(result.stdout.contains("hello-app: timer fired\n") && result.stdout.contains("hello-app: main queue block ran\n"))
        let (width, height) = try pngSize(png)
        #expect(width == 320 && height == 480)
    }

    /// Without `$DISPLAY`, a scripted run starts a private Xvfb, so the picture is
    /// written (or, without Xvfb, the reason is said and the exit status is 1).
    @Test func screenshotWithoutADisplayUsesAPrivateXvfb() throws {
        let png = FileManager.default.temporaryDirectory.appendingPathComponent("hello-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: png) }
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = nil
        environment["XLIBHOST_SCREENSHOT"] = png.path
        environment["XLIBHOST_SCREEN_SIZE"] = "300x200"
        environment["XLIBHOST_SCALE"] = "1"
        let result = try runTool(try helloApp(), [], environment: environment)
        guard which("Xvfb") != nil else {
            #expect(result.status == 1)
            #expect(result.stderr.contains("Xvfb is not installed"), "\(result.stderr)")
            return
        }
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let (width, height) = try pngSize(png)
        #expect(width == 300 && height == 200)
    }

    /// A screenshot asked of a display that cannot be opened is an error, not a silent
    /// headless run.
    @Test func screenshotOnADisplayThatCannotBeOpenedFails() throws {
        let png = FileManager.default.temporaryDirectory.appendingPathComponent("hello-\(UUID().uuidString).png")
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = ":987"
        environment["XLIBHOST_SCREENSHOT"] = png.path
        let result = try runTool(try helloApp(), [], environment: environment)
        #expect(result.status == 1)
        #expect(result.stderr.contains("cannot open X display ':987'"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: png.path))
    }

    @Test func mainStoryboardFileGivesTheDelegatesWindowItsInitialController() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("storyboard-app-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="Vc1">
            <scenes><scene sceneID="S1"><objects>
                <viewController id="Vc1" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="V1">
                        <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                        <subviews>
                            <label text="From the storyboard" translatesAutoresizingMaskIntoConstraints="NO" id="L1">
                                <rect key="frame" x="20" y="100" width="200" height="21"/>
                            </label>
                        </subviews>
                    </view>
                </viewController>
            </objects></scene></scenes>
        </document>
        """
        try Data(storyboard.utf8).write(to: directory.appendingPathComponent("Main.storyboard"))
        let plist = #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>UIMainStoryboardFile</key><string>Main</string></dict></plist>"#
        try Data(plist.utf8).write(to: directory.appendingPathComponent("Info.plist"))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try helloApp())
        process.currentDirectoryURL = directory
        var environment = ProcessInfo.processInfo.environment
        environment["XLIBHOST_HEADLESS"] = "1"
        environment["XLIBHOST_DUMP"] = "1"
        environment["XLIBHOST_INFO_PLIST"] = directory.appendingPathComponent("Info.plist").path
        process.environment = environment
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(text.contains("'From the storyboard'"), "\(text)")
        #expect(!text.contains("sceneDidBecomeActive"), "no scene manifest, no scene")
        #expect(text.hasSuffix("hello-app: willTerminate\n"))
    }

    @Test(.enabled(if: ProcessInfo.processInfo.environment["DISPLAY"] != nil, noDisplayReason))
    func closingTheLastWindowDisconnectsTheSceneAndEndsTheApp() throws {
        let xdotoolPath = try #require(which("xdotool"), "xdotool is not installed")
        let app = try helloApp()
        try DisplayLock.withDisplay {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: app)
            let out = Pipe()
            process.standardOutput = out
            process.standardError = FileHandle.nullDevice
            try process.run()
            var window = ""
            for _ in 0..<100 where window.isEmpty {
                usleep(100_000)
                let found = try runTool(xdotoolPath, ["search", "--pid", "\(process.processIdentifier)", "--name", "Hello"])
                window = found.stdout.split(separator: "\n").first.map(String.init) ?? ""
            }
            try #require(!window.isEmpty, "hello-app's window did not appear")
            usleep(300_000)
            try xdotool(["windowclose", window])
            let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationStatus == 0)
            #expect(text.hasSuffix("hello-app: sceneDidDisconnect\nhello-app: willTerminate\n"), "\(text)")
        }
    }
}
