import Foundation
import Testing
@testable import UIKit
import UIKitTestSupport

@Suite("CGPath, UIBezierPath and CAShapeLayer")
@MainActor
struct PathTests {
    private func renderer(_ size: CGFloat) -> UIGraphicsImageRenderer {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: size, height: size), format: format)
    }

    @Test func pathsHaveCoreGraphicsGeometry() {
        let rect = CGPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4), transform: nil)
        #expect(rect.boundingBox == CGRect(x: 1, y: 2, width: 3, height: 4))
        let oval = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 10))
        let box = oval.cgPath.boundingBoxOfPath
        #expect(abs(box.width - 20) < 0.01 && abs(box.height - 10) < 0.01)
        // Clockwise on screen (y down): from 3 o'clock down to 6 o'clock.
        let arc = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(abs(arc.currentPoint.x) < 1e-9 && abs(arc.currentPoint.y - 10) < 1e-9)
        #expect(arc.cgPath.boundingBoxOfPath.minY > -0.01, "it went through the lower right quarter")
        let cgArc = CGMutablePath()
        cgArc.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(cgArc.boundingBoxOfPath.minY > -0.01, "Core Graphics' clockwise is y-up's: false runs down on screen")
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addQuadCurve(to: CGPoint(x: 10, y: 10), controlPoint: CGPoint(x: 20, y: 5))
        path.close()
        #expect(path.bounds == CGRect(x: 0, y: 0, width: 20, height: 10), "control points count in bounds")
        #expect(path.cgPath.elements.last == .closeSubpath)
    }

    @Test func filledAndStrokedPathsInAnImage() throws {
        let image = renderer(40).image { _ in
            UIColor.red.setFill()
            UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 40, height: 40)).fill()
            UIColor.blue.setStroke()
            let line = UIBezierPath()
            line.move(to: CGPoint(x: 0, y: 20))
            line.addLine(to: CGPoint(x: 40, y: 20))
            line.lineWidth = 4
            line.stroke()
        }
        #expect(image.bitmap.pixel(x: 20, y: 10) == [255, 0, 0, 255], "inside the circle")
        #expect(image.bitmap.pixel(x: 1, y: 1)?[3] == 0, "outside, in the corner")
        #expect(image.bitmap.pixel(x: 20, y: 19) == [0, 0, 255, 255], "the stroke over it")
        var partial = 0
        for y in 0..<20 { for x in 0..<20 where (1..<255).contains(image.bitmap.pixel(x: x, y: y)?[3] ?? 0) { partial += 1 } }
        #expect(partial > 10, "anti-aliased edge: \(partial)")
    }

    @Test func evenOddLeavesTheHole() throws {
        let image = renderer(40).image { _ in
            let ring = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 40, height: 40))
            ring.append(UIBezierPath(ovalIn: CGRect(x: 10, y: 10, width: 20, height: 20)))
            ring.usesEvenOddFillRule = true
            UIColor.green.setFill()
            ring.fill()
        }
        #expect(image.bitmap.pixel(x: 20, y: 20)?[3] == 0, "the hole")
        #expect(image.bitmap.pixel(x: 20, y: 4)?[3] == 255, "the ring")
    }

    @Test func shapeLayersFillStrokeAndTrim() {
        let window = makeWindow(width: 200, height: 200)
        let root = window.rootViewController!.view!
        let ring = CAShapeLayer()
        ring.frame = CGRect(x: 10, y: 10, width: 100, height: 100)
        ring.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 100)).cgPath
        ring.fillColor = nil
        ring.strokeColor = UIColor.blue.cgColor
        ring.lineWidth = 6
        ring.strokeEnd = 0.25
        root.layer.addSublayer(ring)
        let badge = CAShapeLayer()
        badge.path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 20, height: 20), cornerRadius: 4).cgPath
        badge.shadowPath = badge.path
        badge.shadowOpacity = 0.5
        root.layer.addSublayer(badge)
        turn()
        let recorder = RecordingRenderer()
        window.render(in: recorder)
        let lines = recorder.transcript.split(separator: "\n").map(String.init)
        let stroke = lines.first { $0.hasPrefix("stroke path") }
        #expect(stroke != nil && stroke!.contains("w=6"), "\(lines)")
        #expect(!lines.contains { $0.hasPrefix("fill path (0,0,100,100)") }, "no fill colour: no fill")
        #expect(lines.contains { $0.hasPrefix("fill path (0,0,20,20)") }, "black by default")
        #expect(lines.contains { $0.hasPrefix("shadow path (0,-3,20,20) blur=3") }, "the shadow path moved by the default offset: \(lines)")
        let quarter = ring.path!.trimmed(from: 0, to: 0.25).boundingBox
        #expect(abs(quarter.minX - 50) < 1 && abs(quarter.maxX - 100) < 0.5 && abs(quarter.maxY - 100) < 0.5 && abs(quarter.minY - 50) < 1,
                "a quarter of the outline from 3 o'clock: \(quarter)")
    }

    @Test func shapeAndGradientLayersPresentAsThemselves() throws {
        let shape = CAShapeLayer()
        shape.path = CGPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4), transform: nil)
        shape.strokeEnd = 0.5
        let copy = try #require(shape.presentation())
        #expect(copy.path == shape.path && copy.strokeEnd == 0.5 && copy !== shape)
        let gradient = CAGradientLayer()
        gradient.colors = [UIColor.red.cgColor]
        #expect(gradient.presentation()?.colors?.count == 1)
    }

    @Test func applyWithBlockPassesElementsAsCoreGraphicsDoes() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 1, y: 2))
        path.addCurve(to: CGPoint(x: 7, y: 8), control1: CGPoint(x: 3, y: 4), control2: CGPoint(x: 5, y: 6))
        path.closeSubpath()
        var seen: [String] = []
        path.applyWithBlock { element in
            switch element.pointee.type {
            case .moveToPoint: seen.append("move \(element.pointee.points[0].x)")
            case .addCurveToPoint: seen.append("curve \(element.pointee.points[2].y)")
            case .closeSubpath: seen.append("close")
            default: seen.append("other")
            }
        }
        #expect(seen == ["move 1.0", "curve 8.0", "close"])
        let bezier = UIBezierPath()
        bezier.cgPath = path
        #expect(bezier.currentPoint == CGPoint(x: 1, y: 2), "cgPath is settable")
    }
}
