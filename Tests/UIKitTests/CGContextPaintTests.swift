import Foundation
import Testing
@testable import UIKit

@Suite("CGContext: gradients, shadows, images and bitmaps")
struct CGContextPaintTests {
    private let blackToWhite = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(),
                                          colors: [CGColor(gray: 0, alpha: 1), CGColor(gray: 1, alpha: 1)] as CFArray,
                                          locations: [0, 1])!

    private func linear(_ options: CGGradientDrawingOptions) -> RGBACanvas {
        let canvas = RGBACanvas(width: 20, height: 4)
        canvas.context.drawLinearGradient(blackToWhite, start: CGPoint(x: 5, y: 0), end: CGPoint(x: 15, y: 0), options: options)
        return canvas
    }

    @Test func linearGradientsAndTheirExtensions() {
        let none = linear([])
        // Pixel 10's centre is 5.5 / 10 of the way: gray 0.55 ≈ 140.
        #expect(close(none.pixel(x: 10, y: 1), [140, 140, 140, 255], 3), "\(none.pixel(x: 10, y: 1))")
        #expect(none.alpha(x: 2, y: 1) == 0 && none.alpha(x: 17, y: 1) == 0, "nothing before the start or after the end")
        let before = linear(.drawsBeforeStartLocation)
        #expect(before.pixel(x: 2, y: 1) == [0, 0, 0, 255] && before.alpha(x: 17, y: 1) == 0)
        let after = linear(.drawsAfterEndLocation)
        #expect(after.alpha(x: 2, y: 1) == 0 && after.pixel(x: 17, y: 1) == [255, 255, 255, 255])
        let both = linear([.drawsBeforeStartLocation, .drawsAfterEndLocation])
        #expect(both.pixel(x: 0, y: 1) == [0, 0, 0, 255] && both.pixel(x: 19, y: 1) == [255, 255, 255, 255])
    }

    @Test func radialGradients() {
        func radial(_ options: CGGradientDrawingOptions) -> RGBACanvas {
            let canvas = RGBACanvas(width: 20, height: 20)
            canvas.context.drawRadialGradient(blackToWhite, startCenter: CGPoint(x: 10, y: 10), startRadius: 0,
                                              endCenter: CGPoint(x: 10, y: 10), endRadius: 5, options: options)
            return canvas
        }
        let plain = radial([])
        #expect(plain.pixel(x: 10, y: 10)[0] < 40 && plain.alpha(x: 17, y: 10) == 0)
        let extended = radial(.drawsAfterEndLocation)
        #expect(extended.pixel(x: 17, y: 10) == [255, 255, 255, 255])
        let components: [CGFloat] = [1, 0, 0, 1, 0, 0, 1, 1]
        let twoColours = CGGradient(colorSpace: CGColorSpaceCreateDeviceRGB(), colorComponents: components, locations: nil, count: 2)
        #expect(twoColours != nil)
    }

    @Test func gradientsAreClippedToTheCurrentClip() {
        let canvas = RGBACanvas(width: 20, height: 4)
        canvas.context.clip(to: CGRect(x: 0, y: 0, width: 10, height: 4))
        canvas.context.drawLinearGradient(blackToWhite, start: .zero, end: CGPoint(x: 20, y: 0),
                                          options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        #expect(canvas.alpha(x: 9, y: 1) == 255 && canvas.alpha(x: 10, y: 1) == 0)
    }

    @Test func shadowsAreOffsetInBaseSpaceAndBlurred() {
        let canvas = RGBACanvas(width: 40, height: 40)
        let c = canvas.context
        c.setShadow(offset: CGSize(width: 10, height: 10), blur: 0)
        c.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        c.fill(CGRect(x: 5, y: 5, width: 10, height: 10))
        // y up in a bitmap context: the shadow sits up and right, black at ⅓ opacity.
        #expect(close(canvas.pixel(x: 20, y: 20), [0, 0, 0, 85], 1), "\(canvas.pixel(x: 20, y: 20))")
        #expect(canvas.pixel(x: 10, y: 10) == [255, 0, 0, 255], "the shape is drawn over its shadow")
        #expect(canvas.alpha(x: 27, y: 27) == 0)

        let blurred = RGBACanvas(width: 60, height: 60)
        blurred.context.setShadow(offset: .zero, blur: 8, color: CGColor(gray: 0, alpha: 1))
        blurred.context.fill(CGRect(x: 20, y: 20, width: 20, height: 20))
        // σ = blur / 2 = 4: half the shadow's density at the edge, little 8 px out.
        let outside = blurred.alpha(x: 14, y: 30), far = blurred.alpha(x: 4, y: 30)
        #expect(outside > 0 && outside < 60 && far == 0, "\(outside) \(far)")
        blurred.context.setShadow(offset: .zero, blur: 8, color: nil)
        blurred.context.fill(CGRect(x: 0, y: 50, width: 4, height: 4))
        #expect(blurred.alpha(x: 5, y: 51) == 0, "a nil colour turns shadows off")
    }

    @Test func imagesDrawUprightInYUpSpaceAndMakeImageSnapshots() throws {
        // A 2 × 2 image: top row red, bottom row blue.
        let source = RGBACanvas(width: 2, height: 2)
        source.context.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        source.context.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
        source.context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        source.context.fill(CGRect(x: 0, y: 1, width: 2, height: 1))
        let image = try #require(source.context.makeImage())
        #expect(image.width == 2 && image.height == 2 && image.bitsPerPixel == 32 && image.bytesPerRow == 8)
        #expect(image.alphaInfo == .premultipliedLast)
        #expect(Array(image.dataProvider!.data!.prefix(4)) == [255, 0, 0, 255], "the data's first row is the top")
        source.context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        #expect(Array(image.dataProvider!.data!.suffix(4)) == [0, 0, 255, 255], "later drawing leaves the snapshot")

        let canvas = RGBACanvas(width: 4, height: 4)
        canvas.context.interpolationQuality = .none
        canvas.context.draw(image, in: CGRect(x: 0, y: 0, width: 4, height: 4))
        #expect(canvas.pixel(0, row: 0) == [255, 0, 0, 255] && canvas.pixel(0, row: 3) == [0, 0, 255, 255])
        let cropped = try #require(image.cropping(to: CGRect(x: 0, y: 1, width: 2, height: 1)))
        #expect(cropped.height == 1 && Array(cropped.dataProvider!.data!.prefix(4)) == [0, 0, 255, 255])
        #expect(image.cropping(to: CGRect(x: 5, y: 5, width: 1, height: 1)) == nil)
    }

    @Test func tiledImagesCoverTheClip() throws {
        let dot = RGBACanvas(width: 2, height: 2)
        dot.context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        let image = try #require(dot.context.makeImage())
        let canvas = RGBACanvas(width: 8, height: 8)
        canvas.context.interpolationQuality = .none
        canvas.context.draw(image, in: CGRect(x: 0, y: 0, width: 2, height: 2), byTiling: true)
        #expect(canvas.alpha(x: 0, y: 0) == 255 && canvas.alpha(x: 1, y: 0) == 0 && canvas.alpha(x: 6, y: 6) == 255
                && canvas.alpha(x: 7, y: 7) == 0)
    }

    @Test func clipToAMaskUsesTheImagesAlpha() throws {
        let half = RGBACanvas(width: 2, height: 1)
        half.context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        let mask = try #require(half.context.makeImage())
        let canvas = RGBACanvas(width: 4, height: 4)
        canvas.context.interpolationQuality = .none
        canvas.context.clip(to: CGRect(x: 0, y: 0, width: 4, height: 2), mask: mask)
        canvas.context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        #expect(canvas.alpha(x: 0, y: 0) == 255 && canvas.alpha(x: 3, y: 0) == 0 && canvas.alpha(x: 0, y: 3) == 0)
    }

    @Test func otherBitmapLayouts() throws {
        // B, G, R, A bytes (cairo's own layout) with the caller's memory.
        var memory = [UInt8](repeating: 0, count: 4 * 4 * 4)
        memory.withUnsafeMutableBytes { raw in
            let c = CGContext(data: raw.baseAddress, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 16,
                              space: CGColorSpaceCreateDeviceRGB(),
                              bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
            c.setFillColor(red: 1, green: 0.5, blue: 0, alpha: 1)
            c.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        #expect(Array(memory.prefix(4)) == [0, 128, 255, 255])
        // Gray, no alpha, into the caller's memory after each drawing.
        var gray = [UInt8](repeating: 0, count: 4)
        gray.withUnsafeMutableBytes { raw in
            let c = CGContext(data: raw.baseAddress, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 2,
                              space: CGColorSpaceCreateDeviceGray(), bitmapInfo: CGImageAlphaInfo.none.rawValue)!
            c.setFillColor(gray: 1, alpha: 1)
            c.fill(CGRect(x: 0, y: 0, width: 1, height: 2))
        }
        #expect(gray == [255, 0, 255, 0])
    }

    @Test func colorsAndSpaces() {
        let gray = CGColor(gray: 0.5, alpha: 1)
        #expect(gray.numberOfComponents == 2 && gray.components == [0.5, 1] && gray.colorSpace?.model == .monochrome)
        let red = UIColor.red.cgColor
        #expect(red.components == [1, 0, 0, 1] && red.colorSpace?.model == .rgb && red.alpha == 1)
        #expect(CGColorSpace(name: CGColorSpace.sRGB)?.model == .rgb && CGColorSpace(name: "nonsense") == nil)
        #expect(CGColorSpaceCreateDeviceGray().numberOfComponents == 1)
    }

    @Test func cgPathQueries() {
        let square = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        #expect(square.contains(CGPoint(x: 5, y: 5)) && !square.contains(CGPoint(x: 15, y: 5)))
        #expect(square.contains(CGPoint(x: 15, y: 5), transform: CGAffineTransform(translationX: 10, y: 0)))
        let dashed = square.copy(dashingWithPhase: 0, lengths: [5, 5])
        #expect(dashed.elements.filter { if case .moveToPoint = $0 { true } else { false } }.count == 4)
        let line = CGMutablePath()
        line.move(to: .zero)
        line.addLine(to: CGPoint(x: 10, y: 0))
        let stroked = line.copy(strokingWithWidth: 2, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        #expect(stroked.contains(CGPoint(x: 5, y: 0.9)) && !stroked.contains(CGPoint(x: 5, y: 1.1)))
        #expect(!stroked.contains(CGPoint(x: -0.5, y: 0)))
        let rounded = line.copy(strokingWithWidth: 2, lineCap: .round, lineJoin: .miter, miterLimit: 10)
        #expect(rounded.contains(CGPoint(x: -0.5, y: 0)))
        let corner = CGMutablePath()
        corner.move(to: .zero)
        corner.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 4)
        #expect(abs(corner.currentPoint.x - 10) < 1e-9 && abs(corner.currentPoint.y - 4) < 1e-9)
    }
}
