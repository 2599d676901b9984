import Foundation
import Testing
@testable import UIKit

/// Shape and gradient layers drawn by cairo: line styles and dashes, radial and conic
/// gradients, read back from a scale-1 image of the view.
@Suite("Core Animation drawing on cairo")
@MainActor
struct CoreAnimationDrawingTests {
    private func image(of view: UIView) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(bounds: view.bounds, format: format).image { _ in
            view.render(in: UIGraphicsGetCurrentDrawingContext()!)
        }
    }

    @Test func shapeLayersHonourCapsAndDashes() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        let shape = CAShapeLayer()
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 10, y: 5))
        path.addLine(to: CGPoint(x: 30, y: 5))
        shape.path = path
        shape.fillColor = nil
        shape.strokeColor = UIColor.black.cgColor
        shape.lineWidth = 4
        shape.lineDashPattern = [4, 4]
        view.layer.addSublayer(shape)
        let dashed = image(of: view)
        #expect(dashed.bitmap.pixel(x: 11, y: 5)?[3] == 255 && dashed.bitmap.pixel(x: 15, y: 5)?[3] == 0
                && dashed.bitmap.pixel(x: 19, y: 5)?[3] == 255)
        #expect(dashed.bitmap.pixel(x: 9, y: 5)?[3] == 0, "butt caps by default")
        shape.lineDashPattern = nil
        shape.lineCap = .square
        let square = image(of: view)
        #expect(square.bitmap.pixel(x: 9, y: 5)?[3] == 255 && square.bitmap.pixel(x: 15, y: 5)?[3] == 255)
    }

    @Test func radialAndConicGradientLayers() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let gradient = CAGradientLayer()
        gradient.frame = view.bounds
        gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        gradient.type = .radial
        gradient.startPoint = CGPoint(x: 0.5, y: 0.5)
        gradient.endPoint = CGPoint(x: 1, y: 1)
        view.layer.addSublayer(gradient)
        let radial = image(of: view)
        let middle = radial.bitmap.pixel(x: 20, y: 20)!, corner = radial.bitmap.pixel(x: 0, y: 0)!
        #expect(middle[0] > 240 && middle[2] < 15 && corner[2] > 240 && corner[0] < 15, "\(middle) \(corner)")
        gradient.type = .conic
        gradient.endPoint = CGPoint(x: 1, y: 0.5)
        let conic = image(of: view)
        // Just clockwise of 3 o'clock: the first colour; just before it, the last.
        let start = conic.bitmap.pixel(x: 35, y: 21)!, end = conic.bitmap.pixel(x: 35, y: 18)!
        #expect(start[0] > 230 && end[2] > 230, "\(start) \(end)")
        let opposite = conic.bitmap.pixel(x: 5, y: 20)!
        #expect(abs(Int(opposite[0]) - Int(opposite[2])) < 30, "half way round: half and half \(opposite)")
    }
}

@Suite("CALayer contents and stroked paths")
@MainActor
struct LayerContentsTests {
    @Test func contentsImagesArePlacedByTheirGravity() throws {
        let dot = RGBACanvas(width: 2, height: 2)
        dot.context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        dot.context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        let image = try #require(dot.context.makeImage())
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.layer.contents = image
        view.layer.contentsGravity = .topLeft
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let topLeft = UIGraphicsImageRenderer(bounds: view.bounds, format: format).image { _ in
            view.render(in: UIGraphicsGetCurrentDrawingContext()!)
        }
        #expect(topLeft.bitmap.pixel(x: 1, y: 1) == [255, 0, 0, 255] && topLeft.bitmap.pixel(x: 3, y: 3)?[3] == 0)
        view.layer.contentsGravity = .resize
        let resized = UIGraphicsImageRenderer(bounds: view.bounds, format: format).image { _ in
            view.render(in: UIGraphicsGetCurrentDrawingContext()!)
        }
        #expect(resized.bitmap.pixel(x: 8, y: 8) == [255, 0, 0, 255])
    }

    @Test func replacePathWithStrokedPathThenClip() {
        let canvas = RGBACanvas(width: 20, height: 10)
        let c = canvas.context
        c.setLineWidth(4)
        c.move(to: CGPoint(x: 2, y: 5))
        c.addLine(to: CGPoint(x: 18, y: 5))
        c.replacePathWithStrokedPath()
        #expect(c.boundingBoxOfPath == CGRect(x: 2, y: 3, width: 16, height: 4))
        c.clip()
        c.fill(CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(canvas.alpha(x: 10, y: 4) == 255 && canvas.alpha(x: 10, y: 7) == 0 && canvas.alpha(x: 1, y: 5) == 0)
    }
}
