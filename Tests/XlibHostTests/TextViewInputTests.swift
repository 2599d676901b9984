import Foundation
import Testing
import UIKit
@testable import XlibHost

extension XlibHostTests {
    /// A text view edited through the real host: a click focuses it, typed lines and
    /// Return reach it as key presses.
    @Suite(.serialized)
    @MainActor
    struct TextViewInputTests {
        @Test func clickingAndTypingEditsATextViewOnSeveralLines() throws {
            try TestHost.with { app in
                let textView = UITextView(frame: CGRect(x: 20, y: 20, width: 260, height: 120))
                textView.font = .systemFont(ofSize: 15)
                let controller = ClosureViewController { root in
                    root.backgroundColor = .white
                    root.addSubview(textView)
                }
                let window = try app.openWindow(rootViewController: controller, title: "text view", size: CGSize(width: 300, height: 160))
                #expect(app.run(until: { app.hasPainted(window) }, timeout: 5))
                let id = String(try #require(app.windowID(of: window)))
                try xdotool(["mousemove", "--window", id, "100", "60", "click", "1"])
                #expect(app.run(until: { textView.isFirstResponder }, timeout: 5))
                try xdotool(["windowfocus", "--sync", id])
                try xdotool(["type", "--delay", "40", "one"])
                try xdotool(["key", "Return"])
                try xdotool(["type", "--delay", "40", "two"])
                #expect(app.run(until: { textView.text == "one\ntwo" }, timeout: 10), "text: \(textView.text.debugDescription)")
            }
        }
    }
}
