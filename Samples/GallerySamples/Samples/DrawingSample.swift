import Foundation
import UIKit

/// Custom drawing as iOS apps do it, in `draw(_:)` with Core Graphics: a line chart over
/// a gradient with a dashed grid, a progress ring, dashes with their caps, and a star
/// clipping a radial gradient. Each view draws once per `setNeedsDisplay()`; its bitmap
/// is kept and composited on every paint.
@MainActor
public final class DrawingViewController: SampleViewController {
    public private(set) var chart: SampleChartView!
    public private(set) var ring: SampleRingView!

    public override func viewDidLoad() {
        super.viewDidLoad()
        let root: UIView = view
        chart = SampleChartView()
        ring = SampleRingView()
        let dashes = SampleDashesView(), star = SampleStarView()
        let top = UIStackView(arrangedSubviews: [chart, ring])
        let bottom = UIStackView(arrangedSubviews: [dashes, star])
        for row in [top, bottom] {
            row.distribution = .fillEqually
            row.spacing = 8
        }
        for (drawn, name) in [(chart!, "chart"), (ring!, "ring"), (dashes, "dashes"), (star, "star")] as [(UIView, String)] {
            drawn.backgroundColor = .white
            drawn.sampleName = name
        }
        let grid = UIStackView(arrangedSubviews: [top, bottom])
        grid.axis = .vertical
        grid.distribution = .fillEqually
        grid.spacing = 8
        root.addSampleSubview(grid, name: "grid")
        addAction("advance") { [unowned self] in
            ring.progress = ring.progress >= 1 ? 0 : ring.progress + 0.25
            chart.values = chart.values.dropFirst() + [chart.values.first ?? 0.5]
        }
        let buttons = makeActionButtons(columns: 1)
        root.addSubview(buttons)
        NSLayoutConstraint.activate([
            grid.topAnchor.constraint(equalTo: buttons.bottomAnchor, constant: 8),
            grid.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
            grid.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -8),
            grid.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -8),
        ] + buttonsAndPaneConstraints(buttons, below: root.topAnchor, spacing: 8))
    }
}

/// A line chart: a vertical gradient, a dashed middle line and the series with round joins.
public final class SampleChartView: UIView {
    public var values: [CGFloat] = [0.2, 0.7, 0.4, 0.9, 0.6] { didSet { setNeedsDisplay() } }

    public override func draw(_ rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext(), values.count > 1 else { return }
        let colors = [UIColor(red: 0.85, green: 0.92, blue: 1, alpha: 1).cgColor, UIColor.white.cgColor] as CFArray
        if let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: [0, 1]) {
            ctx.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 0, y: bounds.height), options: [])
        }
        ctx.saveGState()
        ctx.setStrokeColor(UIColor.gray.cgColor)
        ctx.setLineDash(phase: 0, lengths: [6, 4])
        ctx.strokeLineSegments(between: [CGPoint(x: 0, y: bounds.midY), CGPoint(x: bounds.width, y: bounds.midY)])
        ctx.restoreGState()
        let step = bounds.width / CGFloat(values.count - 1)
        ctx.addLines(between: values.enumerated().map { CGPoint(x: CGFloat($0.offset) * step, y: bounds.height * (1 - $0.element)) })
        ctx.setStrokeColor(SampleColors.red.cgColor)
        ctx.setLineWidth(3)
        ctx.setLineJoin(.round)
        ctx.setLineCap(.round)
        ctx.setShadow(offset: CGSize(width: 0, height: 2), blur: 3)
        ctx.strokePath()
    }
}

/// A progress ring from twelve o'clock, clockwise, over its track.
public final class SampleRingView: UIView {
    public var progress: CGFloat = 0.75 { didSet { setNeedsDisplay() } }

    public override func draw(_ rect: CGRect) {
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let radius = max(1, min(bounds.width, bounds.height) / 2 - 10)
        let track = UIBezierPath(arcCenter: center, radius: radius, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        track.lineWidth = 12
        UIColor(white: 0.88, alpha: 1).setStroke()
        track.stroke()
        let arc = UIBezierPath(arcCenter: center, radius: radius, startAngle: -.pi / 2,
                               endAngle: -.pi / 2 + 2 * .pi * progress, clockwise: true)
        arc.lineWidth = 12
        arc.lineCapStyle = .round
        SampleColors.green.setStroke()
        arc.stroke()
    }
}

/// Dash patterns and phases, with butt, round and square caps.
public final class SampleDashesView: UIView {
    public override func draw(_ rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        let patterns: [([CGFloat], CGFloat, CGLineCap)] = [([12, 6], 0, .butt), ([12, 6], 6, .butt), ([1, 10], 0, .round),
                                                           ([8, 8], 0, .square), ([20, 4, 4, 4], 0, .butt)]
        for (index, pattern) in patterns.enumerated() {
            let y = bounds.height * CGFloat(index + 1) / CGFloat(patterns.count + 1)
            ctx.setLineDash(phase: pattern.1, lengths: pattern.0)
            ctx.setLineCap(pattern.2)
            ctx.setLineWidth(5)
            ctx.setStrokeColor(UIColor(white: 0.2, alpha: 1).cgColor)
            ctx.strokeLineSegments(between: [CGPoint(x: 12, y: y), CGPoint(x: bounds.width - 12, y: y)])
        }
    }
}

/// A radial gradient seen through a star-shaped clip.
public final class SampleStarView: UIView {
    public override func draw(_ rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let outer = max(1, min(bounds.width, bounds.height) / 2 - 6)
        let star = UIBezierPath()
        for point in 0..<10 {
            let radius = point % 2 == 0 ? outer : outer * 0.45
            let angle = CGFloat(point) * .pi / 5 - .pi / 2
            let p = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
            if point == 0 { star.move(to: p) } else { star.addLine(to: p) }
        }
        star.close()
        ctx.saveGState()
        star.addClip()
        let colors = [SampleColors.yellow.cgColor, SampleColors.red.cgColor] as CFArray
        if let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: nil) {
            ctx.drawRadialGradient(gradient, startCenter: center, startRadius: 0, endCenter: center, endRadius: outer,
                                   options: [.drawsAfterEndLocation])
        }
        ctx.restoreGState()
        UIColor(white: 0.2, alpha: 1).setStroke()
        star.lineWidth = 2
        star.lineJoinStyle = .round
        star.stroke()
    }
}

extension GallerySample {
    /// Custom drawing with Core Graphics.
    public static var drawing: GallerySample { GallerySample(
        name: "drawing",
        title: "Drawing — Core Graphics in draw(_:)",
        explanation: "Custom views draw once per setNeedsDisplay() with CGContext and UIBezierPath: gradients, dashes, caps, "
            + "clips and shadows, drawn by cairo. \"advance\" moves the ring and the chart.",
        actions: ["advance"],
        defaultSize: CGSize(width: 428, height: 600)
    ) { DrawingViewController() } }
}
