import Foundation
import Testing
import UIKit
@testable import XlibHost

extension XlibHostTests {
    /// UIKit's controls driven through the real host by xdotool: the window routes the
    /// pointer to the button and the keys to the focused text field.
    @Suite(.serialized)
    @MainActor
    struct ControlsInputTests {
        @Test func aClickOnAButtonFiresItsActionAndTypingEditsAField() throws {
            try TestHost.with { app in
                var clicks = 0
                let button = UIButton(type: .system)
                let field = UITextField()
                let controller = ClosureViewController { root in
                    root.backgroundColor = .white
                    button.setTitle("Press", for: .normal)
                    button.frame = CGRect(x: 20, y: 20, width: 120, height: 40)
                    button.addAction(UIAction { _ in clicks += 1 }, for: .touchUpInside)
                    field.borderStyle = .roundedRect
                    field.frame = CGRect(x: 20, y: 100, width: 200, height: 34)
                    root.addSubview(button)
                    root.addSubview(field)
                }
                let window = try app.openWindow(rootViewController: controller, title: "controls", size: CGSize(width: 300, height: 200))
                #expect(app.run(until: { app.hasPainted(window) }, timeout: 5))
                let id = String(try #require(app.windowID(of: window)))
                try xdotool(["mousemove", "--window", id, "80", "40", "click", "1"])
                #expect(app.run(until: { clicks == 1 }, timeout: 5))

                try xdotool(["mousemove", "--window", id, "100", "117", "click", "1"])
                #expect(app.run(until: { field.isFirstResponder }, timeout: 5))
                try xdotool(["windowfocus", "--sync", id])
                let expected = "Zoë 你好"
                // xdotool maps each non-ASCII character to a spare key code and puts the map
                // back after the last one: the host must read that key before, so the keys go
                // slowly enough for a test process busy with other suites.
                let typing = try startTool("xdotool", ["type", "--delay", "250", expected])
                #expect(app.run(until: { field.text == expected && !typing.isRunning }, timeout: 10),
                        "text: \(field.text.debugDescription)")
                try xdotool(["key", "BackSpace"])
                #expect(app.run(until: { field.text == "Zoë 你" }, timeout: 5), "text: \(field.text.debugDescription)")
            }
        }
    }
}
