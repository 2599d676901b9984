import Foundation

/// A path with drawing attributes, as UIKit's: build it from shapes or segments, then
/// ``fill()`` or ``stroke()`` it into ``UIGraphicsGetCurrentContext()`` (a view's
/// `draw(_:)`, an image renderer), or give its ``cgPath`` to a ``CAShapeLayer``.
@preconcurrency @MainActor
open class UIBezierPath: NSObject {
    private let path: CGMutablePath
    /// The stroke's width (1 by default).
    open var lineWidth: CGFloat = 1
    /// Whether the even-odd rule decides what is inside (non-zero winding by default).
    open var usesEvenOddFillRule = false

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

    /// Fills the inside with the colour ``UIColor/setFill()`` set, in the current context.
    open func fill() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.fillPath(path, evenOdd: usesEvenOddFillRule, color: DisplayPass.fillColor, alpha: 1)
    }

    /// Strokes the outline ``lineWidth`` wide with the colour ``UIColor/setStroke()``
    /// set, in the current context.
    open func stroke() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.strokePath(path, lineWidth: lineWidth, color: DisplayPass.strokeColor, alpha: 1)
    }
}
