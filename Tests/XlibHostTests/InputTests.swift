import Foundation
import Testing
import UIKit
@testable import XlibHost

extension XlibHostTests {
    /// Pointer and keyboard input driven by xdotool (XTEST) reach UIKit as neutral events,
    /// pointer events through hit testing.
    @Suite(.serialized)
    @MainActor
    struct InputTests {
        @Test func clickIsHitTestedToTheViewUnderThePointer() throws {
            try TestHost.with { app in
                let board = ColourBoard()
                let window = try app.openWindow(rootViewController: board.controller, title: "click", size: CGSize(width: 300, height: 200))
                #expect(app.run(until: { app.hasPainted(window) }, timeout: 5))
                var received: [(InputEvent, UIView?)] = []
                app.eventObserver = { _, event, hit in received.append((event, hit)) }
                let id = String(try #require(app.windowID(of: window)))
                try xdotool(["mousemove", "--window", id, "280", "180", "click", "1"])
                #expect(app.run(until: { received.contains { if case .pointerUp = $0.0 { true } else { false } } }, timeout: 5))
                let down = received.first { if case .pointerDown = $0.0 { true } else { false } }
                #expect(down?.0 == .pointerDown(location: CGPoint(x: 280, y: 180), button: 1, modifiers: []))
                #expect(down?.1 === board.corner)

                received.removeAll()
                try xdotool(["mousemove", "--window", id, "100", "100", "click", "5"])
                #expect(app.run(until: { received.contains { if case .scroll = $0.0 { true } else { false } } }, timeout: 5))
                let scroll = received.first { if case .scroll = $0.0 { true } else { false } }
                #expect(scroll?.0 == .scroll(location: CGPoint(x: 100, y: 100), deltaX: 0, deltaY: 16, modifiers: []))
                #expect(scroll?.1 === board.inset)
                #expect(received.contains { if case .pointerMoved = $0.0 { true } else { false } })
            }
        }

        @Test func leavingAndEnteringTheWindowAreReported() throws {
            try TestHost.with { app in
                let board = ColourBoard()
                let window = try app.openWindow(rootViewController: board.controller, title: "crossing", size: CGSize(width: 300, height: 200))
                #expect(app.run(until: { app.hasPainted(window) }, timeout: 5))
                var received: [InputEvent] = []
                app.eventObserver = { _, event, _ in received.append(event) }
                let id = String(try #require(app.windowID(of: window)))
                try xdotool(["mousemove", "--window", id, "50", "50"])
                try xdotool(["mousemove", "1270", "1010"])
                #expect(app.run(until: { received.contains { if case .pointerExited = $0 { true } else { false } } }, timeout: 5))
                try xdotool(["mousemove", "--window", id, "60", "40"])
                #expect(app.run(until: { received.contains { if case .pointerEntered = $0 { true } else { false } } }, timeout: 5))
            }
        }

        @Test func typingDeliversTextIncludingNonASCII() throws {
            try TestHost.with { app in
                let board = ColourBoard()
                let window = try app.openWindow(rootViewController: board.controller, title: "typing", size: CGSize(width: 300, height: 200))
                #expect(app.run(until: { app.hasPainted(window) }, timeout: 5))
                var typed = ""
                var keyUps = 0
                app.eventObserver = { _, event, _ in
                    if case .keyDown(_, let characters, _) = event { typed += characters }
                    if case .keyUp = event { keyUps += 1 }
                }
                let id = String(try #require(app.windowID(of: window)))
                try xdotool(["mousemove", "--window", id, "150", "100"])
                try xdotool(["windowfocus", "--sync", id])
                // xdotool types characters missing from the keymap by remapping a spare keycode
                // for a moment, so the app must read events while xdotool runs; 80 ms per key
                // gives a busy machine time to read each key before the keymap is restored.
                let expected = "aZ é€ü你"
                let typing = try startTool("xdotool", ["type", "--delay", "80", expected])
                #expect(app.run(until: { typed == expected && !typing.isRunning }, timeout: 10), "typed: \(typed.debugDescription)")
                #expect(keyUps > 0)
            }
        }
    }
}
