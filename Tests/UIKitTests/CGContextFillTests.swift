import Foundation
import Testing
@testable import UIKit

@Suite("CGContext: fills, clips, state and transforms")
struct CGContextFillTests {
    @Test func bitmapContextsAreYUpWithAnIdentityCTM() {
        let canvas = RGBACanvas(width: 8, height: 8)
        #expect(canvas.context.ctm == .identity && canvas.context.width == 8 && canvas.context.height == 8)
        canvas.context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        canvas.context.fill(CGRect(x: 0, y: 0, width: 4, height: 2))
        #expect(canvas.pixel(0, row: 7) == [255, 0, 0, 255] && canvas.pixel(3, row: 6) == [255, 0, 0, 255])
        #expect(canvas.pixel(0, row: 5)[3] == 0 && canvas.pixel(4, row: 7)[3] == 0, "memory row 0 is the top")
    }

    @Test func fillRules() {
        func nested(_ rule: CGPathFillRule) -> RGBACanvas {
            let canvas = RGBACanvas(width: 20, height: 20)
            canvas.context.addRect(CGRect(x: 0, y: 0, width: 20, height: 20))
            canvas.context.addRect(CGRect(x: 5, y: 5, width: 10, height: 10))
            canvas.context.fillPath(using: rule)
            return canvas
        }
        #expect(nested(.winding).alpha(x: 10, y: 10) == 255, "both squares wind the same way")
        #expect(nested(.evenOdd).alpha(x: 10, y: 10) == 0 && nested(.evenOdd).alpha(x: 2, y: 2) == 255)
    }

    @Test func clipToAPathAndTheEmptyPathClip() {
        let canvas = RGBACanvas(width: 20, height: 20)
        let c = canvas.context
        c.clip()  // no path: nothing changes, as in Quartz
        c.addEllipse(in: CGRect(x: 0, y: 0, width: 20, height: 20))
        c.clip()
        #expect(c.isPathEmpty, "clipping consumes the path")
        c.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(canvas.alpha(x: 10, y: 10) == 255 && canvas.alpha(x: 0, y: 0) == 0 && canvas.alpha(x: 19, y: 19) == 0)
        let box = c.boundingBoxOfClipPath
        #expect(box == CGRect(x: 0, y: 0, width: 20, height: 20))
        c.resetClip()
        c.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(canvas.alpha(x: 0, y: 0) == 255)
    }

    @Test func saveAndRestoreKeepColoursCTMAndClipButNotThePath() {
        let canvas = RGBACanvas(width: 10, height: 10)
        let c = canvas.context
        c.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        c.saveGState()
        c.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        c.translateBy(x: 5, y: 5)
        c.clip(to: CGRect(x: 0, y: 0, width: 1, height: 1))
        c.move(to: .zero)
        c.addLine(to: CGPoint(x: 1, y: 0))
        c.restoreGState()
        #expect(!c.isPathEmpty, "the path is not part of the graphics state")
        #expect(c.ctm == .identity)
        c.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        #expect(canvas.pixel(x: 1, y: 1) == [255, 0, 0, 255])
    }

    @Test func theCTM() {
        let canvas = RGBACanvas(width: 10, height: 10)
        let c = canvas.context
        c.translateBy(x: 5, y: 5)
        c.scaleBy(x: 2, y: 2)
        #expect(c.ctm == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 5, ty: 5))
        #expect(c.convertToDeviceSpace(CGPoint(x: 1, y: 1)) == CGPoint(x: 7, y: 7))
        #expect(c.convertToUserSpace(CGPoint(x: 7, y: 7)) == CGPoint(x: 1, y: 1))
        c.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(canvas.alpha(x: 5, y: 5) == 255 && canvas.alpha(x: 6, y: 6) == 255)
        #expect(canvas.alpha(x: 4, y: 5) == 0 && canvas.alpha(x: 7, y: 5) == 0)
        c.rotate(by: .pi / 2)
        #expect(abs(c.ctm.a) < 1e-9 && abs(c.ctm.b - 2) < 1e-9 && abs(c.ctm.c + 2) < 1e-9, "rotation is counterclockwise in y-up space")
    }

    @Test func pathQueries() {
        let canvas = RGBACanvas(width: 10, height: 10)
        let c = canvas.context
        #expect(c.isPathEmpty && c.boundingBoxOfPath.isNull && c.path == nil)
        c.move(to: CGPoint(x: 1, y: 1))
        c.addCurve(to: CGPoint(x: 5, y: 1), control1: CGPoint(x: 1, y: 9), control2: CGPoint(x: 5, y: 9))
        #expect(c.currentPointOfPath == CGPoint(x: 5, y: 1))
        #expect(c.boundingBoxOfPath == CGRect(x: 1, y: 1, width: 4, height: 8), "control points count")
        c.translateBy(x: 1, y: 0)
        #expect(c.currentPointOfPath == CGPoint(x: 4, y: 1), "read back in the current user space")
        c.addArc(center: CGPoint(x: 4, y: 1), radius: 2, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(abs(c.currentPointOfPath.x - 4) < 1e-6 && abs(c.currentPointOfPath.y - 3) < 1e-6)
        c.beginPath()
        #expect(c.isPathEmpty)
    }

    @Test func alphaAndBlendModes() {
        let canvas = RGBACanvas(width: 10, height: 10)
        let c = canvas.context
        c.setAlpha(0.5)
        c.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        c.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(close(canvas.pixel(x: 0, y: 0), [128, 0, 0, 128], 1))
        c.setAlpha(1)
        // Gray 0.5 under multiply by red: (0.5, 0, 0).
        c.setFillColor(gray: 0.5, alpha: 1)
        c.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
        c.setBlendMode(.multiply)
        c.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        c.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
        #expect(close(canvas.pixel(x: 1, y: 0), [128, 0, 0, 255], 1))
        // Copy replaces, alpha and all.
        c.setBlendMode(.copy)
        c.setFillColor(red: 0, green: 0, blue: 1, alpha: 0.5)
        c.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
        #expect(close(canvas.pixel(x: 1, y: 0), [0, 0, 128, 128], 1))
        c.setBlendMode(.clear)
        c.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
        #expect(canvas.pixel(x: 1, y: 0) == [0, 0, 0, 0])
        // plusLighter adds: 0.25 + 0.5.
        c.setBlendMode(.normal)
        c.setFillColor(gray: 0.25, alpha: 1)
        c.fill(CGRect(x: 2, y: 0, width: 1, height: 1))
        c.setBlendMode(.plusLighter)
        c.setFillColor(gray: 0.5, alpha: 1)
        c.fill(CGRect(x: 2, y: 0, width: 1, height: 1))
        #expect(close(canvas.pixel(x: 2, y: 0), [191, 191, 191, 255], 1))
        // plusDarker: max(0, 1 − ((1 − D) + (1 − S))) = 0.75 + 0.5 − 1.
        c.setBlendMode(.normal)
        c.setFillColor(gray: 0.75, alpha: 1)
        c.fill(CGRect(x: 3, y: 0, width: 1, height: 1))
        c.setBlendMode(.plusDarker)
        c.setFillColor(gray: 0.5, alpha: 1)
        c.fill(CGRect(x: 3, y: 0, width: 1, height: 1))
        #expect(close(canvas.pixel(x: 3, y: 0), [64, 64, 64, 255], 2), "\(canvas.pixel(x: 3, y: 0))")
        #expect(canvas.alpha(x: 4, y: 0) == 0, "plus-darker leaves pixels the shape misses")
    }

    @Test func sourceInAndDestinationInAreBoundedByTheShape() {
        let canvas = RGBACanvas(width: 10, height: 10)
        let c = canvas.context
        c.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        c.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        c.setBlendMode(.sourceIn)
        c.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        c.fill(CGRect(x: 0, y: 0, width: 5, height: 10))
        #expect(canvas.pixel(x: 2, y: 5) == [0, 0, 255, 255])
        #expect(canvas.pixel(x: 7, y: 5) == [255, 0, 0, 255], "outside the shape nothing changes")
        c.setBlendMode(.destinationOut)
        c.fill(CGRect(x: 0, y: 0, width: 5, height: 10))
        #expect(canvas.alpha(x: 2, y: 5) == 0 && canvas.alpha(x: 7, y: 5) == 255)
    }

    @Test func clearIgnoresColourAlphaAndBlendMode() {
        let canvas = RGBACanvas(width: 4, height: 4)
        canvas.context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        canvas.context.setAlpha(0.1)
        canvas.context.clear(CGRect(x: 0, y: 0, width: 2, height: 4))
        #expect(canvas.alpha(x: 1, y: 1) == 0 && canvas.alpha(x: 2, y: 1) == 255)
    }

    @Test func invalidInputIsLoggedNotFatal() {
        #expect(CGContext(data: nil, width: 0, height: 10, bitsPerComponent: 8, bytesPerRow: 0,
                          space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) == nil)
        #expect(CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 0,
                          space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.last.rawValue) == nil,
                "unpremultiplied alpha is refused, as by Core Graphics")
        let canvas = RGBACanvas(width: 4, height: 4)
        canvas.context.setLineDash(phase: 0, lengths: [0, 0])
        canvas.context.scaleBy(x: 0, y: 1)
        canvas.context.move(to: CGPoint(x: CGFloat.nan, y: 0))
        canvas.context.restoreGState()
        canvas.context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        #expect(canvas.alpha(x: 1, y: 1) == 255, "the context still draws")
    }
}
