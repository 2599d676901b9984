// The drawing benchmark (`--drawing-only`): cairo rasterising four shapes on a 400 × 400
// CGContext, a window of 200 custom-drawn views resized (layout, draw(_:), headless
// paint), and a CAShapeLayer progress ring whose strokeEnd changes every frame.
import Foundation
import UIKit

/// The shapes, in the 400 × 400 canvas's coordinates.
@MainActor
enum DrawingShapes {
    static let star: CGPath = {
        let path = CGMutablePath()
        for index in 0..<10 {
            let radius: CGFloat = index % 2 == 0 ? 180 : 72
            let angle = -CGFloat.pi / 2 + CGFloat(index) * .pi / 5
            let point = CGPoint(x: 200 + radius * cos(angle), y: 200 + radius * sin(angle))
            if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
        }
        path.closeSubpath()
        return path
    }()
    static let circle = CGPath(ellipseIn: CGRect(x: 20, y: 20, width: 360, height: 360), transform: nil)
    /// Three quarters of a circle of radius 150, from 12 o'clock.
    static let ring: CGPath = {
        let path = CGMutablePath()
        path.addArc(center: CGPoint(x: 200, y: 200), radius: 150, startAngle: -.pi / 2, endAngle: .pi, clockwise: false)
        return path
    }()
}

/// A view drawing a filled circle and a stroked diagonal in draw(_:) (redrawn on resize).
final class DrawnBadgeView: UIView {
    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.setFillColor(UIColor.systemBlue.cgColor)
        context.fillEllipse(in: bounds.insetBy(dx: 2, dy: 2))
        context.setStrokeColor(UIColor.black.cgColor)
        context.setLineWidth(2)
        context.move(to: CGPoint(x: bounds.minX, y: bounds.minY))
        context.addLine(to: CGPoint(x: bounds.maxX, y: bounds.maxY))
        context.strokePath()
    }
}

@MainActor
func runDrawingBenchmark(runs: Int) {
    print("drawing (cairo):")
    guard let canvas = CGContext(data: nil, width: 400, height: 400, bitsPerComponent: 8, bytesPerRow: 0,
                                 space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
    else { return print("  no 400 × 400 context") }
    canvas.setFillColor(UIColor.black.cgColor)
    canvas.setStrokeColor(UIColor.black.cgColor)
    func shape(_ name: String, _ draw: () -> Void) {
        var samples: [Double] = []
        for _ in 0..<runs {
            canvas.clear(CGRect(x: 0, y: 0, width: 400, height: 400))
            let start = now()
            draw()
            samples.append(now() - start)
        }
        print("  \(name.padding(toLength: 28, withPad: " ", startingAt: 0))\(format(median(samples)))")
    }
    shape("star fill") { canvas.addPath(DrawingShapes.star); canvas.fillPath() }
    shape("circle fill r180") { canvas.addPath(DrawingShapes.circle); canvas.fillPath() }
    shape("star outline 2 px stroke") {
        canvas.setLineWidth(2)
        canvas.addPath(DrawingShapes.star)
        canvas.strokePath()
    }
    shape("progress ring 20 px, 75 %") {
        canvas.setLineWidth(20)
        canvas.setLineCap(.round)
        canvas.addPath(DrawingShapes.ring)
        canvas.strokePath()
    }

    // 200 custom-drawn views in a grid that follows the window's width.
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
    let controller = UIViewController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    var views: [UIView] = []
    for _ in 0..<200 {
        let badge = DrawnBadgeView()
        badge.contentMode = .redraw
        badge.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(badge)
        views.append(badge)
    }
    var constraints: [NSLayoutConstraint] = []
    for (index, badge) in views.enumerated() {
        let column = index % 20, row = index / 20
        constraints.append(badge.widthAnchor.constraint(equalTo: controller.view.widthAnchor, multiplier: 1 / 20))
        constraints.append(badge.heightAnchor.constraint(equalTo: controller.view.heightAnchor, multiplier: 1 / 10))
        if column == 0 {
            constraints.append(badge.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor))
        } else {
            constraints.append(badge.leadingAnchor.constraint(equalTo: views[index - 1].trailingAnchor))
        }
        if row == 0 {
            constraints.append(badge.topAnchor.constraint(equalTo: controller.view.topAnchor))
        } else {
            constraints.append(badge.topAnchor.constraint(equalTo: views[index - 20].bottomAnchor))
        }
    }
    NSLayoutConstraint.activate(constraints)
    let scaleOne = UIGraphicsImageRendererFormat()
    scaleOne.scale = 1
    var resizes: [Double] = []
    for index in 0..<runs {
        let size = index % 2 == 0 ? CGSize(width: 760, height: 580) : CGSize(width: 800, height: 600)
        let start = now()
        window.frame = CGRect(origin: .zero, size: size)
        window.layoutIfNeeded()
        _ = UIGraphicsImageRenderer(bounds: window.bounds, format: scaleOne).image { _ in
            _ = window.drawHierarchy(in: window.bounds, afterScreenUpdates: true)
        }
        resizes.append(now() - start)
    }
    print("  200 drawn views resized     \(format(median(resizes)))  (layout, draw(_:), headless paint)")

    // A progress ring animating strokeEnd: one frame = the new value, painted.
    let host = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let ring = CAShapeLayer()
    ring.frame = host.bounds
    ring.path = CGPath(ellipseIn: CGRect(x: 50, y: 50, width: 300, height: 300), transform: nil)
    ring.fillColor = nil
    ring.strokeColor = UIColor.systemBlue.cgColor
    ring.lineWidth = 20
    ring.lineCap = .round
    host.layer.addSublayer(ring)
    let renderer = UIGraphicsImageRenderer(bounds: host.bounds, format: scaleOne)
    var frames: [Double] = []
    for frame in 0..<(runs * 3) {
        let start = now()
        ring.strokeEnd = CGFloat(frame % 60) / 60
        _ = renderer.image { _ in _ = host.drawHierarchy(in: host.bounds, afterScreenUpdates: false) }
        frames.append(now() - start)
    }
    print("  progress ring frame         \(format(median(frames)))  (strokeEnd set, 400 × 400 painted; target ≤ 2 ms)")
}
