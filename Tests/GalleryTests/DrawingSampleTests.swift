import Foundation
import GallerySamples
import Testing
import UIKit

/// The drawing sample's views keep their Core Graphics drawing until an action asks for
/// a new one; the ring is drawn where its progress says.
@MainActor
@Suite(.serialized) struct DrawingSampleTests {
    @Test func ringRedrawsOnlyWhenAdvanced() throws {
        let (window, controller) = show(.drawing, as: DrawingViewController.self)
        defer { close(window) }
        UIRunLoop.main.runOnce()
        let ring = try #require(controller.ring)
        func snapshot() -> UIImage {
            let format = UIGraphicsImageRendererFormat()
            format.scale = 1
            return UIGraphicsImageRenderer(bounds: ring.bounds, format: format).image { _ in
                ring.drawHierarchy(in: ring.bounds, afterScreenUpdates: false)
            }
        }
        let size = ring.bounds.size
        let radius = min(size.width, size.height) / 2 - 10
        // Three quarters drawn: left of centre (nine o'clock) is green, the quarter
        // before twelve o'clock shows the grey track.
        let before = snapshot()
        let left = try #require(before.bitmap.pixel(x: Int(size.width / 2 - radius), y: Int(size.height / 2)))
        let upperLeft = try #require(before.bitmap.pixel(x: Int(size.width / 2 - radius * 0.7071), y: Int(size.height / 2 - radius * 0.7071)))
        #expect(left[1] > 150 && left[0] < 120, "\(left)")
        #expect(upperLeft[0] == upperLeft[1] && upperLeft[1] == upperLeft[2] && upperLeft[0] > 200, "\(upperLeft)")
        click(controller, "advance")
        UIRunLoop.main.runOnce()
        let after = snapshot()
        let filled = try #require(after.bitmap.pixel(x: Int(size.width / 2 - radius * 0.7071), y: Int(size.height / 2 - radius * 0.7071)))
        #expect(filled[1] > 150 && filled[0] < 120, "a full ring after advancing: \(filled)")
    }
}
