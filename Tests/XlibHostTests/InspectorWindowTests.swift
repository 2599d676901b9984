import Foundation
@testable import LayoutInspector
import Testing
import UIKit
@testable import XlibHost

extension XlibHostTests {
    /// The inspector as a second X window: a click in the app's window selects the view
    /// under it, a constant typed into the inspector moves the app's pixels, Undo puts them back.
    @Suite(.serialized)
    @MainActor
    struct InspectorWindowTests {
        private func isBlue(_ app: XlibApplication, _ window: UIWindow, _ x: Int, _ y: Int) -> Bool {
            guard let p = app.pixel(of: window, x: x, y: y) else { return false }
            return p.blue > 200 && p.red < 60 && p.green < 60
        }

        @Test func clickSelectsAndAnEditedConstantMovesTheAppsPixels() throws {
            try TestHost.with { app in
                let box = UIView()
                var width: NSLayoutConstraint!
                let controller = ClosureViewController { root in
                    root.backgroundColor = .white
                    box.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
                    box.accessibilityIdentifier = "box"
                    box.translatesAutoresizingMaskIntoConstraints = false
                    root.addSubview(box)
                    width = box.widthAnchor.constraint(equalToConstant: 100)
                    NSLayoutConstraint.activate([
                        width, box.heightAnchor.constraint(equalToConstant: 40),
                        box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                        box.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
                    ])
                }
                let window = try app.openWindow(rootViewController: controller, title: "inspected", size: CGSize(width: 300, height: 120))
                #expect(app.run(until: { app.hasPainted(window) }, timeout: 5))
                let inspector = LayoutInspectorViewController(inspecting: window)
                defer { inspector.detach() }
                let beside = try #require(app.screenFrame(of: window))
                let inspectorWindow = try app.openWindow(rootViewController: inspector, title: "inspector",
                                                         size: CGSize(width: 900, height: 600),
                                                         origin: CGPoint(x: beside.maxX + 10, y: beside.minY))
                app.eventInterceptor = { target, event in
                    target === window ? inspector.interceptInspectedWindowEvent(event) : inspector.interceptInspectorWindowEvent(event)
                }
                #expect(app.run(until: { app.hasPainted(inspectorWindow) }, timeout: 5))
                #expect(inspector.rows.contains { $0.text.hasPrefix("UIView 'box' (20 20; 100 40)") })

                // A click on the box selects it instead of reaching the app.
                let appID = String(try #require(app.windowID(of: window)))
                try xdotool(["mousemove", "--window", appID, "60", "40", "click", "1"])
                #expect(app.run(until: { inspector.model.selection == .view(box) }, timeout: 5))
                #expect(app.run(until: { inspector.sections.contains { $0.title == "Why is it here" } }, timeout: 5))

                // Edit the width's constant in the inspector's field.
                inspector.model.selectedConstraint = width
                #expect(app.run(until: { inspector.constantField.text == "100" }, timeout: 5))
                #expect(!isBlue(app, window, 170, 40), "the box ends at x = 120")
                let field = inspector.constantField
                let center = field.convert(CGPoint(x: field.bounds.midX, y: field.bounds.midY), to: nil)
                let inspectorID = String(try #require(app.windowID(of: inspectorWindow)))
                try xdotool(["mousemove", "--window", inspectorID, "\(Int(center.x))", "\(Int(center.y))", "click", "1"])
                #expect(app.run(until: { field.isFirstResponder }, timeout: 5))
                try xdotool(["windowfocus", "--sync", inspectorID])
                try xdotool(["key", "ctrl+a", "BackSpace"])
                let typing = try startTool("xdotool", ["type", "--delay", "60", "200"])
                #expect(app.run(until: { field.text == "200" && !typing.isRunning }, timeout: 10), "\(field.text.debugDescription)")
                try xdotool(["key", "Return"])
                #expect(app.run(until: { width.constant == 200 }, timeout: 5))
                #expect(app.run(until: { isBlue(app, window, 170, 40) }, timeout: 5), "the box grew to x = 220 in the app's window")
                #expect(box.frame.width == 200)

                // The wheel over the field steps the constant: up twice, then Shift+down once.
                try xdotool(["mousemove", "--window", inspectorID, "\(Int(center.x))", "\(Int(center.y))", "click", "4", "click", "4"])
                #expect(app.run(until: { width.constant == 202 }, timeout: 5), "\(width.constant)")
                try xdotool(["keydown", "shift", "click", "5", "keyup", "shift"])
                #expect(app.run(until: { width.constant == 192 }, timeout: 5), "\(width.constant)")
                #expect(app.run(until: { box.frame.width == 192 }, timeout: 5))
                for _ in 0..<3 { inspector.model.undo() }
                #expect(width.constant == 200)

                // Undo puts it back.
                inspector.model.undo()
                #expect(app.run(until: { !isBlue(app, window, 170, 40) }, timeout: 5))
                #expect(width.constant == 100)
                #expect(inspector.model.swiftCode().isEmpty)
            }
        }
    }
}
