import Foundation
import Testing
import UIKit
@testable import XlibHost

extension XlibHostTests {
    @Suite(.serialized)
    @MainActor
    struct WindowTests {
        @Test func windowOpensWithTitleAndDeleteProtocolAndPaints() throws {
            try TestHost.with { app in
                let board = ColourBoard()
                let window = try app.openWindow(rootViewController: board.controller, title: "Grüße window", size: CGSize(width: 300, height: 200))
                #expect(app.run(until: { app.hasPainted(window) }, timeout: 5), "the window was never mapped and painted")
                let id = try #require(app.windowID(of: window))
                #expect(app.pixelSize(of: window)! == (300, 200))
                #expect(board.inset.frame == CGRect(x: 10, y: 10, width: 280, height: 180))
                if let xprop = which("xprop") {
                    let result = try runTool(xprop, ["-id", String(id), "_NET_WM_NAME", "WM_PROTOCOLS", "WM_NORMAL_HINTS"])
                    #expect(result.stdout.contains("\"Grüße window\""), "title: \(result.stdout)")
                    #expect(result.stdout.contains("WM_DELETE_WINDOW"))
                    #expect(result.stdout.contains("minimum size"))
                }
            }
        }

        @Test func closeRequestClosesTheWindow() throws {
            try TestHost.with { app in
                let board = ColourBoard()
                let window = try app.openWindow(rootViewController: board.controller, title: "close me", size: CGSize(width: 120, height: 80))
                #expect(app.run(until: { app.hasPainted(window) }, timeout: 5))
                var sawClose = false
                app.eventObserver = { _, event, _ in if event == .close { sawClose = true } }
                app.requestClose(of: window)
                #expect(app.run(until: { !app.openWindows.contains { $0 === window } }, timeout: 5))
                #expect(sawClose)
            }
        }

        @Test func resizingWithXdotoolRelaysOutAndCoalesces() throws {
            try TestHost.with { app in
                let board = ColourBoard()
                let window = try app.openWindow(rootViewController: board.controller, title: "resize", size: CGSize(width: 300, height: 200))
                #expect(app.run(until: { app.hasPainted(window) }, timeout: 5))
                let id = String(try #require(app.windowID(of: window)))

                try xdotool(["windowsize", "--sync", id, "500", "300"])
                #expect(app.run(until: { board.inset.frame.width == 480 }, timeout: 5), "no re-layout after the resize")
                #expect(window.frame.size == CGSize(width: 500, height: 300))
                #expect(board.inset.frame == CGRect(x: 10, y: 10, width: 480, height: 280))
                #expect(board.half.frame == CGRect(x: 0, y: 20, width: 250, height: 30))
                #expect(board.corner.frame == CGRect(x: 460, y: 260, width: 40, height: 40))
                #expect(app.pixelSize(of: window)! == (500, 300))

                // A burst of sizes (a drag) becomes far fewer layouts, ending at the last size.
                let before = app.statistics(of: window)!.resizes
                var burst: [String] = []
                for step in 0..<30 { burst += ["windowsize", id, String(300 + step * 4), String(200 + step * 2), "sleep", "0.001"] }
                try xdotool(burst)
                #expect(app.run(until: { window.frame.size == CGSize(width: 416, height: 258) }, timeout: 5))
                app.run(until: { false }, timeout: 0.1)
                #expect(board.inset.frame == CGRect(x: 10, y: 10, width: 396, height: 238))
                let applied = app.statistics(of: window)!.resizes - before
                #expect(applied >= 1 && applied <= 30, "resizes applied: \(applied)")
                // The frame was painted at the final size.
                #expect(app.pixel(of: window, x: 415, y: 257).map { [$0.red, $0.green, $0.blue] } == [0, 128, 0])
            }
        }

        @Test func everythingRunsOnTheMainThread() throws {
            try TestHost.with { app in
                let board = ColourBoard()
                // Swift Testing's main actor is the main dispatch queue, which libdispatch may
                // serve from a thread other than the process's first; what matters for Xlib and
                // libXft is that one thread, the main actor's, makes every call.
                let testThread = pthread_self()
                var offMain = 0
                var calls = 0
                let window = try app.openWindow(rootViewController: board.controller, title: "threads", size: CGSize(width: 200, height: 100))
                app.eventObserver = { _, _, _ in
                    calls += 1
                    if pthread_equal(pthread_self(), testThread) == 0 { offMain += 1 }
                }
                #expect(app.run(until: { app.hasPainted(window) }, timeout: 5))
                let id = String(try #require(app.windowID(of: window)))
                try xdotool(["windowsize", "--sync", id, "220", "110"])
                #expect(app.run(until: { window.frame.width == 220 }, timeout: 5))
                #expect(calls > 0)
                #expect(offMain == 0)
            }
        }
    }
}
