import Foundation

/// A path with drawing attributes, as UIKit's: build it from shapes or segments, then
/// ``fill()`` or ``stroke()`` it into ``UIGraphicsGetCurrentContext()`` (a view's
/// `draw(_:)`, an image renderer), or give its ``cgPath`` to a ``CAShapeLayer``. Its own
/// line settings apply when it draws, whatever the context's.
@preconcurrency @MainActor
open class UIBezierPath: NSObject {
    private let path: CGMutablePath
    /// The stroke's width (1 by default).
    open var lineWidth: CGFloat = 1
    /// Whether the even-odd rule decides what is inside (non-zero winding by default).
    open var usesEvenOddFillRule = false
    /// How open subpaths end when stroked (`.butt` by default).
    open var lineCapStyle = CGLineCap.butt
    /// How corners are stroked (`.miter` by default).
    open var lineJoinStyle = CGLineJoin.miter
    /// Past this ratio of miter length to width a corner is beveled (10 by default).
    open var miterLimit: CGFloat = 10
    /// How finely curves are cut into lines when drawn (0.6 by default).
    open var flatness: CGFloat = 0.6
    private var dashLengths: [CGFloat] = []
    private var dashPhase: CGFloat = 0

    /// An empty path.
    public override init() { path = CGMutablePath(); super.init() }

    /// A closed rectangle.
    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    /// A closed ellipse inscribed in `rect`.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }

    /// A rectangle with corners of `cornerRadius`.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        let radius = min(max(cornerRadius, 0), min(rect.width, rect.height) / 2)
        path.addRoundedRect(in: rect, cornerWidth: radius, cornerHeight: radius)
    }

    /// An arc; `clockwise` as seen on screen.
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }

    /// A rectangle whose `corners` are rounded to `cornerRadii` (its width, as UIKit uses
    /// it, capped at half the shorter side), the others square.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let r = rect.standardized
        let radius = min(max(cornerRadii.width, 0), min(r.width, r.height) / 2)
        func arc(_ corner: UIRectCorner, _ center: CGPoint, _ start: CGFloat, _ point: CGPoint) {
            if corners.contains(corner) && radius > 0 {
                path.addArc(center: center, radius: radius, startAngle: start, endAngle: start + .pi / 2, clockwise: false)
            } else if path.isEmpty {
                path.move(to: point)
            } else {
                path.addLine(to: point)
            }
        }
        arc(.topLeft, CGPoint(x: r.minX + radius, y: r.minY + radius), .pi, CGPoint(x: r.minX, y: r.minY))
        arc(.topRight, CGPoint(x: r.maxX - radius, y: r.minY + radius), -.pi / 2, CGPoint(x: r.maxX, y: r.minY))
        arc(.bottomRight, CGPoint(x: r.maxX - radius, y: r.maxY - radius), 0, CGPoint(x: r.maxX, y: r.maxY))
        arc(.bottomLeft, CGPoint(x: r.minX + radius, y: r.maxY - radius), .pi / 2, CGPoint(x: r.minX, y: r.maxY))
        path.closeSubpath()
    }

    /// A copy of `cgPath`.
    public convenience init(cgPath: CGPath) {
        self.init()
        path.addPath(cgPath)
    }

    /// The path's elements (setting it replaces them).
    open var cgPath: CGPath {
        get { path.copy()! }
        set { path.elements = newValue.elements }
    }
    /// The smallest rectangle holding its points, control points included.
    open var bounds: CGRect { path.boundingBox }
    /// The end of the last element.
    open var currentPoint: CGPoint { path.currentPoint }
    /// Whether the path has no elements.
    open var isEmpty: Bool { path.isEmpty }

    /// Starts a new subpath.
    open func move(to point: CGPoint) { path.move(to: point) }
    /// A straight line to `point`.
    open func addLine(to point: CGPoint) { path.addLine(to: point) }
    /// A cubic Bézier curve.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }
    /// A quadratic Bézier curve.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: endPoint, control: controlPoint)
    }
    /// An arc; `clockwise` as seen on screen.
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }
    /// Closes the subpath.
    open func close() { path.closeSubpath() }
    /// Adds `bezierPath`'s elements.
    open func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }
    /// Forgets every element.
    open func removeAllPoints() { path.elements.removeAll() }
    /// Maps every point by `transform`.
    open func apply(_ transform: CGAffineTransform) { path.elements = path.elements.map { $0.applying(transform) } }

    /// The same shape drawn the other way round (each subpath reversed).
    open func reversing() -> UIBezierPath {
        let reversed = UIBezierPath(cgPath: path.reversed())
        reversed.copyAttributes(from: self)
        return reversed
    }

    /// Whether `point` is inside the path by its fill rule.
    open func contains(_ point: CGPoint) -> Bool {
        path.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    /// Dashes for ``stroke()``: `count` lengths from `pattern` (nil: solid), starting
    /// `phase` into the pattern.
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        dashLengths = pattern.map { p in (0..<max(0, count)).map { p[$0] } } ?? []
        dashPhase = phase
    }

    /// Copies the dash pattern into `pattern` (when given), its length into `count` and
    /// its phase into `phase`.
    open func getLineDash(_ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?,
                          phase: UnsafeMutablePointer<CGFloat>?) {
        if let pattern { for (index, length) in dashLengths.enumerated() { pattern[index] = length } }
        count?.pointee = dashLengths.count
        phase?.pointee = dashPhase
    }

    /// Fills the inside with the current context's fill colour (``UIColor/setFill()``).
    open func fill() { fill(with: .normal, alpha: 1) }

    /// Fills the inside in `blendMode` at `alpha`.
    open func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        context.setFlatness(flatness)
        context.beginPath()
        context.addPath(path)
        context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
        context.restoreGState()
    }

    /// Strokes the outline with the path's line settings and the current context's stroke
    /// colour (``UIColor/setStroke()``).
    open func stroke() { stroke(with: .normal, alpha: 1) }

    /// Strokes the outline in `blendMode` at `alpha`.
    open func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        applyLineSettings(to: context)
        context.beginPath()
        context.addPath(path)
        context.strokePath()
        context.restoreGState()
    }

    /// Intersects the current context's clip with the inside of the path (by its fill rule).
    open func addClip() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.beginPath()
        context.addPath(path)
        context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    private func applyLineSettings(to context: CGContext) {
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCapStyle)
        context.setLineJoin(lineJoinStyle)
        context.setMiterLimit(miterLimit)
        context.setFlatness(flatness)
        context.setLineDash(phase: dashPhase, lengths: dashLengths)
    }

    private func copyAttributes(from other: UIBezierPath) {
        lineWidth = other.lineWidth
        usesEvenOddFillRule = other.usesEvenOddFillRule
        lineCapStyle = other.lineCapStyle
        lineJoinStyle = other.lineJoinStyle
        miterLimit = other.miterLimit
        flatness = other.flatness
        dashLengths = other.dashLengths
        dashPhase = other.dashPhase
    }
}

/// Corners of a rectangle (``UIBezierPath/init(roundedRect:byRoundingCorners:cornerRadii:)``).
public struct UIRectCorner: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    public static let allCorners = UIRectCorner(rawValue: 0xF)
}
