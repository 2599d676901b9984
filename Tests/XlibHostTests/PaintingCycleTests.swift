import Foundation
import Testing
import UIKit
@testable import XlibHost

extension XlibHostTests {
    /// How the host paints: only what changed, Expose from the back buffer, timers and
    /// wake-ups integrated with the run loop's poll.
    @Suite(.serialized)
    @MainActor
    struct PaintingCycleTests {
        @Test func changingOneViewRepaintsOnlyItsRectangle() throws {
            try TestHost.with { app in
                let board = ColourBoard()
                let window = try app.openWindow(rootViewController: board.controller, title: "dirty", size: CGSize(width: 300, height: 200))
                #expect(app.run(until: { app.hasPainted(window) }, timeout: 5))
                let before = app.statistics(of: window)!.paints
                board.corner.backgroundColor = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
                #expect(app.run(until: { app.statistics(of: window)!.paints > before }, timeout: 5))
                #expect(app.statistics(of: window)!.lastPaintRect == CGRect(x: 260, y: 160, width: 40, height: 40))
                let pixel = try #require(app.pixel(of: window, x: 280, y: 180))
                #expect([pixel.red, pixel.green, pixel.blue] == [255, 255, 0])
            }
        }

        @Test func exposeCopiesTheBackBufferWithoutPainting() throws {
            try TestHost.with { app in
                let board = ColourBoard()
                let window = try app.openWindow(rootViewController: board.controller, title: "expose", size: CGSize(width: 200, height: 120))
                #expect(app.run(until: { app.hasPainted(window) }, timeout: 5))
                app.run(until: { false }, timeout: 0.05)
                let before = app.statistics(of: window)!
                let id = String(try #require(app.windowID(of: window)))
                try xdotool(["windowunmap", "--sync", id])
                try xdotool(["windowmap", "--sync", id])
                #expect(app.run(until: { app.statistics(of: window)!.exposes > before.exposes }, timeout: 5))
                app.run(until: { false }, timeout: 0.05)
                #expect(app.statistics(of: window)!.paints == before.paints)
            }
        }

        @Test func timersAndCrossThreadWakeUpsRunDuringTheWait() throws {
            try TestHost.with { app in
                let board = ColourBoard()
                let window = try app.openWindow(rootViewController: board.controller, title: "timer", size: CGSize(width: 200, height: 120))
                #expect(app.run(until: { app.hasPainted(window) }, timeout: 5))
                var fired = false
                UIRunLoop.main.scheduleTimer(after: 0.05) { _ in
                    fired = true
                    board.corner.backgroundColor = UIColor(red: 0, green: 0, blue: 0, alpha: 1)
                }
                let start = Date()
                #expect(app.run(until: { fired }, timeout: 2))
                #expect(Date().timeIntervalSince(start) < 1)
                app.run(until: { false }, timeout: 0.05)
                #expect(app.pixel(of: window, x: 190, y: 110).map { [$0.red, $0.green, $0.blue] } == [0, 0, 0])

                // A wake-up from another thread ends a long wait early.
                // (UIRunLoop.main is main-actor isolated, so another thread reaches the host's
                // wake-up through the Sendable RunLoopWakeUp the event source hands the loop.)
                let wakeUp = app.eventSource.wakeUp
                DispatchQueue.global().asyncAfter(deadline: .now() + 0.05) { wakeUp.wakeUp() }
                let waitStart = Date()
                UIRunLoop.main.runOnce(timeout: 3)
                #expect(Date().timeIntervalSince(waitStart) < 2)
            }
        }
    }
}
