import Foundation
import Testing
@testable import UIKit

/// A layer subclass drawing in `draw(in:)`: `display()` draws it once per
/// `setNeedsDisplay()` into a bitmap at `contentsScale`, kept as `contents`.
@Suite("Layer display")
@MainActor
struct LayerDisplayTests {
    /// Fills a red disc in its bounds and counts its draws.
    final class DiscLayer: CALayer {
        var draws = 0
        override func draw(in ctx: CGContext) {
            draws += 1
            ctx.setFillColor(UIColor(red: 1, green: 0, blue: 0, alpha: 1).cgColor)
            ctx.fillEllipse(in: bounds)
        }
    }

    @Test func drawsOncePerSetNeedsDisplay() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let disc = DiscLayer()
        disc.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        view.layer.addSublayer(disc)
        #expect(!disc.needsDisplay() && disc.contents == nil, "nothing drawn before setNeedsDisplay")
        disc.setNeedsDisplay()
        #expect(disc.needsDisplay() && disc.draws == 0, "drawing waits for the paint")
        let first = LayerMaskTests.image(of: view).bitmap
        #expect(disc.draws == 1 && !disc.needsDisplay())
        #expect(first.pixel(x: 20, y: 20) == [255, 0, 0, 255], "the disc's centre")
        #expect(first.pixel(x: 1, y: 1) == [0, 0, 0, 0], "outside the disc")
        _ = LayerMaskTests.image(of: view)
        #expect(disc.draws == 1, "painting again reuses the contents")
        disc.setNeedsDisplay()
        _ = LayerMaskTests.image(of: view)
        #expect(disc.draws == 2)
    }

    @Test func contentsAreABitmapAtContentsScale() throws {
        let disc = DiscLayer()
        disc.frame = CGRect(x: 0, y: 0, width: 30, height: 20)
        disc.contentsScale = 2
        disc.display()
        let contents = try #require(disc.contents as? CGImage)
        #expect(contents.width == 60 && contents.height == 40)
        #expect(disc.draws == 1)
        disc.displayIfNeeded()
        #expect(disc.draws == 1, "not marked: no draw")
    }

    @Test func boundsChangeRedrawsOnlyWhenAskedFor() {
        let disc = DiscLayer()
        disc.frame = CGRect(x: 0, y: 0, width: 30, height: 20)
        disc.display()
        disc.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        #expect(!disc.needsDisplay(), "needsDisplayOnBoundsChange is false by default")
        disc.needsDisplayOnBoundsChange = true
        disc.bounds = CGRect(x: 0, y: 0, width: 50, height: 40)
        #expect(disc.needsDisplay())
        disc.displayIfNeeded()
        #expect(disc.draws == 2 && (disc.contents as? CGImage)?.width == 50)
    }

    @Test func aViewLayerForwardsToItsView() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.layer.setNeedsDisplay()
        #expect(!view.layer.needsDisplay(), "the view, not the layer, is marked")
        #expect(view.layer.contents == nil)
    }
}
