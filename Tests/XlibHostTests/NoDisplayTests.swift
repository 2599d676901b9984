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

    @Test func anAppWhoseDisplayCannotBeOpenedSaysSoAndRunsHeadless() throws {
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = ":987"
        let result = try runTool(try RunningApp.builtExecutable("ReadingList"), [], environment: environment)
        #expect(result.status == 0)
        #expect(result.stderr.contains("cannot open X display ':987'"), "stderr: \(result.stderr)")
        #expect(result.stderr.contains("xvfb-run"))
        #expect(result.stderr.contains("Running the app headless instead."))
        #expect(!result.stderr.contains("Fatal error"))
        #expect(result.stdout.hasSuffix("reading-list: application willTerminate\n"))
    }
}
