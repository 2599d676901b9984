import Foundation
import Testing
import UIKit
@testable import XlibHost

extension XlibHostTests {
    /// Animations painted by the X host: the presentation moves on screen, frame by
    /// frame, while the model holds the final value.
    @Suite(.serialized)
    @MainActor
    struct AnimationPaintingTests {
        private func isRed(_ app: XlibApplication, _ window: UIWindow, _ x: Int, _ y: Int) -> Bool {
            guard let pixel = app.pixel(of: window, x: x, y: y) else { return false }
            return pixel.red > 200 && pixel.green < 60 && pixel.blue < 60
        }

        @Test func aMovingViewIsPaintedOnItsWay() throws {
            try TestHost.with { app in
                var box: UIView!
                let controller = ClosureViewController { root in
                    box = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
                    box.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
                    root.addSubview(box)
                }
                let window = try app.openWindow(rootViewController: controller, title: "animation", size: CGSize(width: 300, height: 100))
                #expect(app.run(until: { app.hasPainted(window) }, timeout: 5))
                #expect(isRed(app, window, 20, 20))
                let paintsBefore = app.statistics(of: window)!.paints
                var finished: Bool?
                UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
                    box.frame.origin.x = 200
                }, completion: { finished = $0 })
                #expect(box.frame.minX == 200)
                app.run(until: { false }, timeout: 0.5)
                let x = box.layer.presentation()!.frame.minX
                #expect(x > 30 && x < 170, "half-way: \(x)")
                #expect(isRed(app, window, Int(x) + 20, 20))
                #expect(!isRed(app, window, 220, 20))
                #expect(app.statistics(of: window)!.paints > paintsBefore + 5, "painted frame by frame")
                #expect(app.run(until: { finished != nil }, timeout: 3))
                app.run(until: { false }, timeout: 0.1)
                #expect(finished == true)
                #expect(isRed(app, window, 220, 20))
                #expect(!isRed(app, window, 20, 20))
            }
        }

        @Test func aLayerBorderIsPaintedInsideTheBounds() throws {
            try TestHost.with { app in
                let controller = ClosureViewController { root in
                    let card = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 60))
                    card.backgroundColor = .white
                    card.layer.borderWidth = 4
                    card.layer.borderColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1).cgColor
                    root.addSubview(card)
                }
                let window = try app.openWindow(rootViewController: controller, title: "border", size: CGSize(width: 200, height: 100))
                #expect(app.run(until: { app.hasPainted(window) }, timeout: 5))
                let edge = try #require(app.pixel(of: window, x: 12, y: 40))
                #expect(edge.blue > 200 && edge.red < 60, "inside the border: \(edge)")
                let inside = try #require(app.pixel(of: window, x: 40, y: 40))
                #expect(inside.red > 200 && inside.blue > 200 && inside.green > 200, "the card's white: \(inside)")
                let outside = try #require(app.pixel(of: window, x: 8, y: 40))
                #expect(!(outside.blue > 200 && outside.red < 60), "nothing outside the bounds: \(outside)")
            }
        }
    }
}
