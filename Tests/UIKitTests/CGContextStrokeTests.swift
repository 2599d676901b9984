import Foundation
import Testing
@testable import UIKit

/// Strokes against pixels known exactly: a horizontal line from (2, 5) to (8, 5), 2 wide,
/// covers y ∈ [4, 6]; its caps decide the columns before 2 and after 8.
@Suite("CGContext: stroking")
struct CGContextStrokeTests {
    private func line(cap: CGLineCap) -> RGBACanvas {
        let canvas = RGBACanvas(width: 12, height: 10)
        let c = canvas.context
        c.setLineWidth(2)
        c.setLineCap(cap)
        c.setStrokeColor(red: 1, green: 0, blue: 0, alpha: 1)
        c.move(to: CGPoint(x: 2, y: 5))
        c.addLine(to: CGPoint(x: 8, y: 5))
        c.strokePath()
        return canvas
    }

    @Test func buttCapsStopAtTheEnds() {
        let canvas = line(cap: .butt)
        #expect(canvas.pixel(x: 2, y: 4) == [255, 0, 0, 255] && canvas.pixel(x: 7, y: 5) == [255, 0, 0, 255])
        #expect(canvas.alpha(x: 1, y: 4) == 0 && canvas.alpha(x: 8, y: 4) == 0)
        #expect(canvas.alpha(x: 4, y: 3) == 0 && canvas.alpha(x: 4, y: 6) == 0, "2 wide: rows y 4 and 5 only")
        #expect(canvas.context.isPathEmpty, "stroking consumes the path")
    }

    @Test func squareCapsGoHalfTheWidthFurther() {
        let canvas = line(cap: .square)
        #expect(canvas.pixel(x: 1, y: 4) == [255, 0, 0, 255] && canvas.pixel(x: 8, y: 5) == [255, 0, 0, 255])
        #expect(canvas.alpha(x: 0, y: 4) == 0 && canvas.alpha(x: 9, y: 4) == 0)
    }

    @Test func roundCapsAddHalfDiscs() {
        let canvas = line(cap: .round)
        // The cap's disc of radius 1 centred on (2, 5) covers a quarter disc of the
        // pixel [1, 2] × [4, 5]: area π/4 ≈ 0.785, alpha ≈ 200.
        let partial = Int(canvas.alpha(x: 1, y: 4))
        #expect(abs(partial - 200) <= 12, "\(partial)")
        #expect(canvas.alpha(x: 0, y: 4) == 0)
    }

    /// A right angle at (10, 10), 4 wide: the outer corner square [10, 12]² is all
    /// miter, half bevel (cut by x + y = 22), and a quarter disc of radius 2 for round.
    private func corner(join: CGLineJoin, miterLimit: CGFloat = 10) -> RGBACanvas {
        let canvas = RGBACanvas(width: 16, height: 16)
        let c = canvas.context
        c.setLineWidth(4)
        c.setLineJoin(join)
        c.setMiterLimit(miterLimit)
        c.setStrokeColor(gray: 0, alpha: 1)
        c.addLines(between: [CGPoint(x: 2, y: 10), CGPoint(x: 10, y: 10), CGPoint(x: 10, y: 2)])
        c.strokePath()
        return canvas
    }

    @Test func joins() {
        #expect(corner(join: .miter).alpha(x: 11, y: 11) == 255)
        #expect(corner(join: .bevel).alpha(x: 11, y: 11) == 0, "the pixel lies beyond the bevel's cut")
        #expect(corner(join: .bevel).alpha(x: 10, y: 10) == 255)
        let round = corner(join: .round)
        #expect(round.alpha(x: 10, y: 10) == 255 && round.alpha(x: 11, y: 11) > 0 && round.alpha(x: 11, y: 11) < 255)
    }

    @Test func miterLimitTurnsSharpCornersIntoBevels() {
        // A right angle's miter is √2 ≈ 1.414 times the width.
        #expect(corner(join: .miter, miterLimit: 1.5).alpha(x: 11, y: 11) == 255)
        #expect(corner(join: .miter, miterLimit: 1.3).alpha(x: 11, y: 11) == 0)
    }

    private func dashed(phase: CGFloat) -> RGBACanvas {
        let canvas = RGBACanvas(width: 20, height: 10)
        let c = canvas.context
        c.setLineWidth(2)
        c.setLineDash(phase: phase, lengths: [2, 2])
        c.strokeLineSegments(between: [CGPoint(x: 0, y: 5), CGPoint(x: 20, y: 5)])
        return canvas
    }

    @Test func dashesAndTheirPhase() {
        let plain = dashed(phase: 0)
        #expect((0..<8).map { plain.alpha(x: $0, y: 5) } == [255, 255, 0, 0, 255, 255, 0, 0])
        let shifted = dashed(phase: 1)
        #expect((0..<8).map { shifted.alpha(x: $0, y: 5) } == [255, 0, 0, 255, 255, 0, 0, 255])
        let solid = RGBACanvas(width: 20, height: 10)
        solid.context.setLineDash(phase: 0, lengths: [2, 2])
        solid.context.setLineDash(phase: 0, lengths: [])
        solid.context.setLineWidth(2)
        solid.context.strokeLineSegments(between: [CGPoint(x: 0, y: 5), CGPoint(x: 20, y: 5)])
        #expect((0..<8).allSatisfy { solid.alpha(x: $0, y: 5) == 255 }, "an empty pattern is solid")
    }

    @Test func zeroWidthIsAHairlineOfOneDevicePixel() {
        let canvas = RGBACanvas(width: 10, height: 10)
        canvas.context.setLineWidth(0)
        canvas.context.strokeLineSegments(between: [CGPoint(x: 0, y: 5.5), CGPoint(x: 10, y: 5.5)])
        #expect(canvas.alpha(x: 3, y: 5) == 255 && canvas.alpha(x: 3, y: 4) == 0 && canvas.alpha(x: 3, y: 6) == 0)
    }

    @Test func strokeRectAndEllipseConveniences() {
        let canvas = RGBACanvas(width: 20, height: 20)
        canvas.context.stroke(CGRect(x: 2, y: 2, width: 10, height: 10), width: 2)
        #expect(canvas.alpha(x: 1, y: 5) == 255 && canvas.alpha(x: 2, y: 5) == 255 && canvas.alpha(x: 3, y: 5) == 0)
        canvas.context.strokeEllipse(in: CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(canvas.alpha(x: 10, y: 10) == 0)
    }
}
