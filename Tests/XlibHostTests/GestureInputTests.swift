import Foundation
import Testing
import UIKit
@testable import XlibHost

extension XlibHostTests {
    /// Gesture recognizers driven by the real pointer through xdotool: the host's pointer
    /// events reach them through the window's touch delivery, with no host code of their own.
    @Suite(.serialized)
    @MainActor
    struct GestureInputTests {
        /// Counts a recognizer's actions by state.
        @MainActor
        final class Handler {
            var taps: [CGPoint] = []
            var panStates: [UIGestureRecognizer.State] = []
            var lastTranslation: CGPoint = .zero
            weak var panned: UIView?

            func tapped(_ sender: UITapGestureRecognizer) { taps.append(sender.location(in: sender.view)) }

            func panned(_ sender: UIPanGestureRecognizer) {
                panStates.append(sender.state)
                lastTranslation = sender.translation(in: sender.view?.superview)
            }
        }

        @Test func aClickTapsAndADragPans() throws {
            try TestHost.with { app in
                let handler = Handler()
                let tapView = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 80))
                let panView = UIView(frame: CGRect(x: 160, y: 20, width: 120, height: 160))
                let controller = ClosureViewController { root in
                    root.backgroundColor = .white
                    tapView.backgroundColor = .systemBlue
                    panView.backgroundColor = .systemGreen
                    tapView.addGestureRecognizer(UITapGestureRecognizer(target: handler, action: Handler.tapped))
                    panView.addGestureRecognizer(UIPanGestureRecognizer(target: handler, action: Handler.panned))
                    root.addSubview(tapView)
                    root.addSubview(panView)
                }
                let window = try app.openWindow(rootViewController: controller, title: "gestures", size: CGSize(width: 300, height: 200))
                #expect(app.run(until: { app.hasPainted(window) }, timeout: 5))
                let id = String(try #require(app.windowID(of: window)))

                try xdotool(["mousemove", "--window", id, "50", "60", "click", "1"])
                #expect(app.run(until: { handler.taps.count == 1 }, timeout: 5))
                #expect(handler.taps == [CGPoint(x: 30, y: 40)])

                try xdotool(["mousemove", "--window", id, "180", "50", "mousedown", "1",
                             "mousemove", "--window", id, "200", "55",
                             "mousemove", "--window", id, "230", "70",
                             "mouseup", "1"])
                #expect(app.run(until: { handler.panStates.last == .ended }, timeout: 5), "states: \(handler.panStates)")
                #expect(handler.panStates.first == .began)
                #expect(handler.lastTranslation == CGPoint(x: 50, y: 20))
                #expect(handler.taps.count == 1)
            }
        }
    }
}
