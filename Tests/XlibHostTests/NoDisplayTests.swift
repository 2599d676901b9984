import Foundation
import Testing
import UIKit
@testable import XlibHost

/// Without an X server the host explains what to do instead of crashing. Needs no display.
@Suite(.serialized)
@MainActor
struct NoDisplayTests {
    @Test func openingAMissingDisplayThrowsAClearError() {
        #expect(throws: XlibHostError.cannotOpenDisplay(name: ":987")) {
            _ = try XlibApplication(displayName: ":987")
        }
        let message = XlibHostError.cannotOpenDisplay(name: nil).description
        #expect(message.contains("DISPLAY is not set"))
        #expect(message.contains("xvfb-run"))
    }

    @Test func demoWithoutDisplayPrintsWhatToDoAndExitsWithStatus2() throws {
        // The test bundle and x11-demo are built into the same directory.
        let bundle = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        let demo = bundle.appendingPathComponent("x11-demo").path
        try #require(FileManager.default.isExecutableFile(atPath: demo), "x11-demo is not built next to the tests at \(demo)")
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = nil
        let result = try runTool(demo, [], environment: environment)
        #expect(result.status == 2)
        #expect(result.stderr.contains("cannot open X display (DISPLAY is not set)"), "stderr: \(result.stderr)")
        #expect(result.stderr.contains("xvfb-run"))
        #expect(!result.stderr.contains("Fatal error"))
    }
}
