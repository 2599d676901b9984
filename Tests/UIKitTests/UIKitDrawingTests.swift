import Foundation
import Testing
@testable import UIKit
import UIKitTestSupport

/// UIKit's drawing on Core Graphics: flipped contexts, the current-context stack, image
/// contexts, UIBezierPath and UIColor drawing into the current context, and views whose
/// `draw(_:)` keeps a backing bitmap.
@Suite("UIKit drawing on CGContext")
@MainActor
struct UIKitDrawingTests {
    private func renderer(_ width: CGFloat, _ height: CGFloat, scale: CGFloat = 1) -> UIGraphicsImageRenderer {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return UIGraphicsImageRenderer(size: CGSize(width: width, height: height), format: format)
    }

    @Test func rendererContextsAreFlippedWithTheScaleInTheCTM() {
        var ctm = CGAffineTransform.identity
        let image = renderer(10, 10, scale: 2).image { context in
            ctm = context.cgContext.ctm
            #expect(UIGraphicsGetCurrentContext() === context.cgContext)
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 5, height: 2))
        }
        #expect(ctm == CGAffineTransform(a: 2, b: 0, c: 0, d: -2, tx: 0, ty: 20))
        #expect(image.size == CGSize(width: 10, height: 10) && image.scale == 2 && image.bitmap.width == 20)
        #expect(rgba(image, 0, 0) == [255, 0, 0, 255] && rgba(image, 9, 3) == [255, 0, 0, 255])
        #expect(rgba(image, 10, 0)[3] == 0 && rgba(image, 0, 4)[3] == 0, "top-left origin, points × 2")
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test func rendererFillsWithBlendModesAndClips() {
        let image = renderer(4, 4).image { context in
            UIColor.blue.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
            UIColor(red: 1, green: 0, blue: 0, alpha: 0.5).setFill()
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 4), blendMode: .copy)
            context.clip(to: CGRect(x: 3, y: 0, width: 1, height: 4))
            UIColor.green.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        #expect(close(rgba(image, 0, 0), [128, 0, 0, 128], 1) && rgba(image, 2, 0) == [0, 0, 255, 255])
        #expect(rgba(image, 3, 0) == [0, 255, 0, 255])
    }

    @Test func opaqueFormatsStartBlack() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        format.opaque = true
        let image = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2), format: format).image { _ in }
        #expect(rgba(image, 1, 1) == [0, 0, 0, 255])
    }

    @Test func bezierPathsDrawWithTheirOwnLineSettings() {
        let image = renderer(20, 20).image { _ in
            UIColor.black.setStroke()
            let line = UIBezierPath()
            line.move(to: CGPoint(x: 5, y: 10))
            line.addLine(to: CGPoint(x: 15, y: 10))
            line.lineWidth = 4
            line.lineCapStyle = .square
            line.stroke()
            let dashes = UIBezierPath()
            dashes.move(to: CGPoint(x: 0, y: 2))
            dashes.addLine(to: CGPoint(x: 20, y: 2))
            dashes.lineWidth = 2
            dashes.setLineDash([3, 3], count: 2, phase: 0)
            dashes.stroke()
        }
        #expect(rgba(image, 3, 9)[3] == 255 && rgba(image, 16, 11)[3] == 255 && rgba(image, 2, 9)[3] == 0)
        #expect(rgba(image, 1, 2)[3] == 255 && rgba(image, 4, 2)[3] == 0 && rgba(image, 7, 2)[3] == 255)
    }

    @Test func bezierPathClipsFillsAndQueries() {
        let circle = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(circle.contains(CGPoint(x: 10, y: 10)) && !circle.contains(CGPoint(x: 1, y: 1)))
        #expect(circle.bounds == CGRect(x: 0, y: 0, width: 20, height: 20))
        let image = renderer(20, 20).image { _ in
            circle.addClip()
            UIColor.red.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 20, height: 20))
        }
        #expect(rgba(image, 10, 10) == [255, 0, 0, 255] && rgba(image, 0, 0)[3] == 0)
        let tab = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 20, height: 20), byRoundingCorners: [.topLeft],
                               cornerRadii: CGSize(width: 10, height: 10))
        #expect(!tab.contains(CGPoint(x: 1, y: 1)) && tab.contains(CGPoint(x: 19, y: 1)) && tab.contains(CGPoint(x: 1, y: 19)))
        let reversed = tab.reversing()
        #expect(reversed.bounds == tab.bounds && reversed.contains(CGPoint(x: 19, y: 19)))
        let halfFilled = renderer(4, 4).image { _ in
            UIColor.black.setFill()
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4)).fill(with: .normal, alpha: 0.5)
        }
        #expect(close(rgba(halfFilled, 1, 1), [0, 0, 0, 128], 1))
    }

    @Test func imagesDrawUprightThroughUIKitAndUpsideDownThroughCoreGraphics() throws {
        let stripes = renderer(1, 2).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            UIColor.blue.setFill()
            context.fill(CGRect(x: 0, y: 1, width: 1, height: 1))
        }
        let cgImage = try #require(stripes.cgImage)
        let image = renderer(2, 2).image { context in
            stripes.draw(in: CGRect(x: 0, y: 0, width: 1, height: 2))
            context.cgContext.interpolationQuality = .none
            context.cgContext.draw(cgImage, in: CGRect(x: 1, y: 0, width: 1, height: 2))
        }
        #expect(rgba(image, 0, 0) == [255, 0, 0, 255] && rgba(image, 0, 1) == [0, 0, 255, 255], "UIImage: upright")
        #expect(rgba(image, 1, 0) == [0, 0, 255, 255] && rgba(image, 1, 1) == [255, 0, 0, 255], "CGImage: upside down")
        let back = UIImage(cgImage: cgImage, scale: 2, orientation: .up)
        #expect(back.size == CGSize(width: 0.5, height: 1) && rgba(back, 0, 1) == [0, 0, 255, 255])
    }

    @Test func imageContextsPushAndPop() throws {
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 3, height: 3), false, 2)
        let context = try #require(UIGraphicsGetCurrentContext())
        #expect(context.width == 6)
        UIColor.green.set()
        UIRectFrame(CGRect(x: 0, y: 0, width: 3, height: 3))
        let framed = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(framed.scale == 2 && rgba(framed, 0, 0) == [0, 255, 0, 255] && rgba(framed, 1, 1) == [0, 255, 0, 255])
        #expect(rgba(framed, 2, 2)[3] == 0 && rgba(framed, 5, 5) == [0, 255, 0, 255], "one point inside the rect")

        let bare = RGBACanvas(width: 2, height: 2)
        UIGraphicsPushContext(bare.context)
        UIColor.white.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 1, height: 1))
        UIGraphicsPopContext()
        #expect(bare.pixel(x: 0, y: 0) == [255, 255, 255, 255], "a pushed context keeps its own (y-up) space")
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test func viewsDrawOncePerSetNeedsDisplayIntoAKeptBitmap() {
        final class Ring: UIView {
            var draws = 0
            override func draw(_ rect: CGRect) {
                draws += 1
                guard let context = UIGraphicsGetCurrentContext() else { return }
                context.setFillColor(UIColor.red.cgColor)
                context.fill(CGRect(x: 0, y: 0, width: bounds.width / 2, height: bounds.height))
            }
        }
        final class Plain: UIView {
            override func draw(_ rect: CGRect) {}
        }
        let window = makeWindow(width: 100, height: 100)
        let view = Ring(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        view.backgroundColor = .blue
        let plain = Plain(frame: CGRect(x: 0, y: 50, width: 10, height: 10))
        window.addSubview(view)
        window.addSubview(plain)
        turn()
        #expect(view.draws == 1 && view.drawnBitmap?.size == CGSize(width: 20, height: 10))
        #expect(plain.drawnBitmap == nil, "no bitmap for a view that never asked for the context")
        func snapshot() -> UIImage {
            renderer(20, 10).image { _ in view.render(in: UIGraphicsGetCurrentDrawingContext()!) }
        }
        var image = snapshot()
        image = snapshot()
        #expect(view.draws == 1, "painting does not draw again")
        #expect(rgba(image, 2, 5) == [255, 0, 0, 255] && rgba(image, 15, 5) == [0, 0, 255, 255])
        // The default content mode stretches the kept bitmap on a bounds change.
        turn { view.frame = CGRect(x: 0, y: 0, width: 40, height: 10) }
        #expect(view.draws == 1)
        let stretched = renderer(40, 10).image { _ in view.render(in: UIGraphicsGetCurrentDrawingContext()!) }
        #expect(rgba(stretched, 15, 5) == [255, 0, 0, 255] && rgba(stretched, 25, 5) == [0, 0, 255, 255])
        view.contentMode = .redraw
        turn { view.frame = CGRect(x: 0, y: 0, width: 20, height: 10) }
        #expect(view.draws == 2)
        turn { view.setNeedsDisplay() }
        #expect(view.draws == 3)
    }
}

/// String drawing in a view's `draw(_:)` composes in order with what the view drew into
/// its Core Graphics context.
@Suite("String drawing in draw(_:)")
@MainActor
struct StringDrawingInViewsTests {
    final class Card: UIView {
        override func draw(_ rect: CGRect) {
            UIColor.blue.setFill()
            UIBezierPath(rect: bounds).fill()
            "HH".draw(at: CGPoint(x: 4, y: 4), withAttributes: [.font: UIFont(familyName: "DejaVu Sans", pointSize: 30, weight: .bold),
                                                              .foregroundColor: UIColor.red])
        }
    }

    @Test func textDrawnAfterAPathLandsOverIt() {
        TextSystem.measurer = PangoTextMeasurer()
        let window = makeWindow(width: 100, height: 100)
        let card = Card(frame: CGRect(x: 0, y: 0, width: 60, height: 40))
        window.addSubview(card)
        turn()
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 60, height: 40), format: format).image { _ in
            card.render(in: UIGraphicsGetCurrentDrawingContext()!)
        }
        let pixels = (0..<60).flatMap { x in (0..<40).map { rgba(image, x, $0) } }
        #expect(pixels.contains { $0[0] > 220 && $0[2] < 40 }, "the red text shows over the blue fill")
        #expect(pixels.contains { $0 == [0, 0, 255, 255] })
    }
}
