import CoreGraphics
import QuartzCore
import Testing
import UIKit

// Custom views as iOS apps and libraries write them (a chart, a progress ring, a rating
// control), unchanged: Core Graphics through UIGraphicsGetCurrentContext(), gradients,
// dashes, UIBezierPath clips.

final class LineChartView: UIView {
    var values: [CGFloat] = [0.2, 0.8, 0.4, 1.0]
    var lineColor: UIColor = .red

    override func draw(_ rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext(), values.count > 1 else { return }
        ctx.saveGState()
        // Background gradient, top to bottom.
        let colorSpace = CGColorSpaceCreateDeviceRGB()
        let colors = [UIColor.white.cgColor, UIColor(white: 0.9, alpha: 1).cgColor] as CFArray
        let locations: [CGFloat] = [0.0, 1.0]
        if let gradient = CGGradient(colorsSpace: colorSpace, colors: colors, locations: locations) {
            ctx.drawLinearGradient(gradient, start: CGPoint(x: 0, y: 0), end: CGPoint(x: 0, y: bounds.height), options: [])
        }
        // Dashed grid line through the middle.
        ctx.setStrokeColor(UIColor.gray.cgColor)
        ctx.setLineWidth(1)
        ctx.setLineDash(phase: 0, lengths: [4, 2])
        ctx.move(to: CGPoint(x: 0, y: bounds.midY))
        ctx.addLine(to: CGPoint(x: bounds.width, y: bounds.midY))
        ctx.strokePath()
        ctx.setLineDash(phase: 0, lengths: [])
        // The series.
        let step = bounds.width / CGFloat(values.count - 1)
        ctx.setStrokeColor(lineColor.cgColor)
        ctx.setLineWidth(2)
        ctx.setLineCap(.round)
        ctx.setLineJoin(.round)
        for (index, value) in values.enumerated() {
            let point = CGPoint(x: CGFloat(index) * step, y: bounds.height * (1 - value))
            if index == 0 { ctx.move(to: point) } else { ctx.addLine(to: point) }
        }
        ctx.strokePath()
        ctx.restoreGState()
    }
}

final class ProgressRingView: UIView {
    var progress: CGFloat = 0.25

    override func draw(_ rect: CGRect) {
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let radius = min(bounds.width, bounds.height) / 2 - 4
        let track = UIBezierPath(arcCenter: center, radius: radius, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        track.lineWidth = 8
        UIColor.lightGray.setStroke()
        track.stroke()
        let ring = UIBezierPath(arcCenter: center, radius: radius, startAngle: -.pi / 2,
                                endAngle: -.pi / 2 + 2 * .pi * progress, clockwise: true)
        ring.lineWidth = 8
        ring.lineCapStyle = .round
        UIColor.blue.setStroke()
        ring.stroke()
    }
}

final class RatingView: UIView {
    var rating = 3

    override func draw(_ rect: CGRect) {
        let size = bounds.height
        for index in 0..<5 {
            let star = starPath(in: CGRect(x: CGFloat(index) * size, y: 0, width: size, height: size))
            let context = UIGraphicsGetCurrentContext()
            context?.saveGState()
            star.addClip()
            (index < rating ? UIColor.orange : UIColor.lightGray).setFill()
            UIRectFill(star.bounds)
            context?.restoreGState()
        }
    }

    private func starPath(in rect: CGRect) -> UIBezierPath {
        let path = UIBezierPath()
        let center = CGPoint(x: rect.midX, y: rect.midY)
        for point in 0..<10 {
            let radius = point % 2 == 0 ? rect.width / 2 : rect.width / 5
            let angle = CGFloat(point) * .pi / 5 - .pi / 2
            let p = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
            if point == 0 { path.move(to: p) } else { path.addLine(to: p) }
        }
        path.close()
        return path
    }
}

@MainActor @Suite struct CustomDrawingClientTests {
    private func snapshot(_ view: UIView) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(bounds: view.bounds, format: format).image { context in
            view.draw(view.bounds)
        }
    }

    @Test func chartDrawsItsGradientAndSeries() {
        let chart = LineChartView(frame: CGRect(x: 0, y: 0, width: 90, height: 40))
        let image = snapshot(chart)
        // The gradient fills everything; the series starts at (0, 32) rising to (30, 8):
        // at x = 1.5 it passes y ≈ 30.8.
        #expect(image.bitmap.pixel(x: 80, y: 2)?[3] == 255)
        let start = image.bitmap.pixel(x: 1, y: 30)!
        #expect(start[0] > 200 && start[1] < 100, "\(start)")
    }

    @Test func ringStrokesFromTwelveOClock() {
        let ring = ProgressRingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let image = snapshot(ring)
        let top = image.bitmap.pixel(x: 27, y: 4)!, left = image.bitmap.pixel(x: 4, y: 25)!
        #expect(top[2] > 200 && top[0] < 60, "the first quarter, clockwise on screen, is blue: \(top)")
        #expect(left[0] > 150 && left[2] > 150 && left[1] > 150, "the track shows elsewhere: \(left)")
    }

    @Test func ratingFillsStarsThroughClips() {
        let rating = RatingView(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        let image = snapshot(rating)
        let first = image.bitmap.pixel(x: 10, y: 10)!, last = image.bitmap.pixel(x: 90, y: 10)!
        #expect(first[0] == 255 && first[2] == 0 && last[0] == last[2], "\(first) \(last)")
        #expect(image.bitmap.pixel(x: 1, y: 1)?[3] == 0, "outside the star")
    }
}
