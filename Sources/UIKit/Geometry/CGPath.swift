import Foundation

/// A shape made of lines and curves, as Core Graphics' (which Foundation on Linux does
/// not have): subpaths of straight and Bézier segments, open or closed.
open class CGPath: @unchecked Sendable, Hashable, CustomStringConvertible {
    /// One step of a path.
    public enum Element: Hashable, Sendable {
        case moveToPoint(CGPoint)
        case addLineToPoint(CGPoint)
        case addQuadCurveToPoint(control: CGPoint, to: CGPoint)
        case addCurveToPoint(control1: CGPoint, control2: CGPoint, to: CGPoint)
        case closeSubpath
    }

    /// The steps, in order.
    public internal(set) var elements: [Element] = []

    init(elements: [Element]) { self.elements = elements }

    /// A rectangle.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// An ellipse inscribed in `rect`.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// A rectangle with rounded corners.
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addRoundedRect(in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The smallest rectangle holding every point, control points included.
    public var boundingBox: CGRect {
        var points: [CGPoint] = []
        for element in elements {
            switch element {
            case .moveToPoint(let p), .addLineToPoint(let p): points.append(p)
            case .addQuadCurveToPoint(let c, let p): points += [c, p]
            case .addCurveToPoint(let c1, let c2, let p): points += [c1, c2, p]
            case .closeSubpath: break
            }
        }
        guard let first = points.first else { return .null }
        var minX = first.x, minY = first.y, maxX = first.x, maxY = first.y
        for p in points { minX = min(minX, p.x); minY = min(minY, p.y); maxX = max(maxX, p.x); maxY = max(maxY, p.y) }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The smallest rectangle holding the drawn outline (curves flattened).
    public var boundingBoxOfPath: CGRect {
        let points = subpaths(tolerance: 0.1).flatMap(\.points)
        guard let first = points.first else { return .null }
        var minX = first.x, minY = first.y, maxX = first.x, maxY = first.y
        for p in points { minX = min(minX, p.x); minY = min(minY, p.y); maxX = max(maxX, p.x); maxY = max(maxY, p.y) }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The end of the last element.
    public var currentPoint: CGPoint {
        var start = CGPoint.zero, current = CGPoint.zero
        for element in elements {
            switch element {
            case .moveToPoint(let p): start = p; current = p
            case .addLineToPoint(let p), .addQuadCurveToPoint(_, let p), .addCurveToPoint(_, _, let p): current = p
            case .closeSubpath: current = start
            }
        }
        return current
    }

    /// An immutable copy.
    public func copy() -> CGPath? { CGPath(elements: elements) }

    /// A mutable copy.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(elements: elements) }

    /// The path with every point mapped by `transform`.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        guard let t = transform?.pointee else { return copy() }
        return CGPath(elements: elements.map { $0.applying(t) })
    }

    /// Calls `block` with each element as Core Graphics passes it: its type and a
    /// pointer to its points (one, two for a quadratic curve, three for a cubic one).
    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
        let points = UnsafeMutablePointer<CGPoint>.allocate(capacity: 3)
        defer { points.deallocate() }
        points.initialize(repeating: .zero, count: 3)
        for element in elements {
            let type: CGPathElementType
            switch element {
            case .moveToPoint(let p): type = .moveToPoint; points[0] = p
            case .addLineToPoint(let p): type = .addLineToPoint; points[0] = p
            case .addQuadCurveToPoint(let c, let p): type = .addQuadCurveToPoint; points[0] = c; points[1] = p
            case .addCurveToPoint(let c1, let c2, let p): type = .addCurveToPoint; points[0] = c1; points[1] = c2; points[2] = p
            case .closeSubpath: type = .closeSubpath
            }
            var pathElement = CGPathElement(type: type, points: points)
            withUnsafePointer(to: &pathElement) { block($0) }
        }
    }

    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.elements == rhs.elements }
    public func hash(into hasher: inout Hasher) { hasher.combine(elements) }

    public var description: String { "CGPath(\(elements.count) elements, bounding box \(boundingBox))" }

    /// The subpaths as polylines: curves cut into segments no farther than `tolerance`
    /// from the curve.
    func subpaths(tolerance: CGFloat) -> [Polyline] {
        var result: [Polyline] = []
        var current: [CGPoint] = []
        func finish(closed: Bool) {
            if current.count > 1 || (current.count == 1 && closed) { result.append(Polyline(points: current, isClosed: closed)) }
            current = []
        }
        for element in elements {
            switch element {
            case .moveToPoint(let p):
                finish(closed: false)
                current = [p]
            case .addLineToPoint(let p):
                if current.isEmpty { current = [.zero] }
                current.append(p)
            case .addQuadCurveToPoint(let c, let p):
                let s = current.last ?? .zero
                if current.isEmpty { current = [s] }
                let steps = Self.steps(for: [s, c, p], tolerance: tolerance)
                for i in 1...steps {
                    let t = CGFloat(i) / CGFloat(steps), u = 1 - t
                    current.append(CGPoint(x: u * u * s.x + 2 * u * t * c.x + t * t * p.x, y: u * u * s.y + 2 * u * t * c.y + t * t * p.y))
                }
            case .addCurveToPoint(let c1, let c2, let p):
                let s = current.last ?? .zero
                if current.isEmpty { current = [s] }
                let steps = Self.steps(for: [s, c1, c2, p], tolerance: tolerance)
                for i in 1...steps {
                    let t = CGFloat(i) / CGFloat(steps), u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    current.append(CGPoint(x: a * s.x + b * c1.x + c * c2.x + d * p.x, y: a * s.y + b * c1.y + c * c2.y + d * p.y))
                }
            case .closeSubpath:
                let start = current.first
                finish(closed: true)
                if let start { current = [start] }
            }
        }
        finish(closed: false)
        return result
    }

    /// Segments for a curve: enough that the chord error stays under `tolerance`.
    private static func steps(for controls: [CGPoint], tolerance: CGFloat) -> Int {
        var length: CGFloat = 0
        for i in 1..<controls.count {
            let dx = controls[i].x - controls[i - 1].x, dy = controls[i].y - controls[i - 1].y
            length += (dx * dx + dy * dy).squareRoot()
        }
        guard length.isFinite else { return 1 }
        return max(1, min(256, Int((length / max(tolerance, 0.01)).squareRoot().rounded(.up))))
    }
}

/// The kind of a ``CGPathElement``, as Core Graphics numbers them.
public enum CGPathElementType: Int32, Sendable {
    case moveToPoint = 0
    case addLineToPoint = 1
    case addQuadCurveToPoint = 2
    case addCurveToPoint = 3
    case closeSubpath = 4
}

/// One element of a path as ``CGPath/applyWithBlock(_:)`` passes it.
public struct CGPathElement {
    public var type: CGPathElementType
    public var points: UnsafeMutablePointer<CGPoint>

    public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
        self.type = type
        self.points = points
    }
}

/// A flattened subpath.
struct Polyline: Equatable {
    var points: [CGPoint]
    var isClosed: Bool

    /// The segments, the closing one included.
    var segments: [(CGPoint, CGPoint)] {
        var result: [(CGPoint, CGPoint)] = []
        for i in 1..<max(points.count, 1) { result.append((points[i - 1], points[i])) }
        if isClosed, let first = points.first, let last = points.last, points.count > 1 { result.append((last, first)) }
        return result
    }

    var length: CGFloat {
        segments.reduce(0) { total, s in
            let dx = s.1.x - s.0.x, dy = s.1.y - s.0.y
            return total + (dx * dx + dy * dy).squareRoot()
        }
    }
}

extension CGPath.Element {
    func applying(_ t: CGAffineTransform) -> CGPath.Element {
        switch self {
        case .moveToPoint(let p): .moveToPoint(p.applying(t))
        case .addLineToPoint(let p): .addLineToPoint(p.applying(t))
        case .addQuadCurveToPoint(let c, let p): .addQuadCurveToPoint(control: c.applying(t), to: p.applying(t))
        case .addCurveToPoint(let c1, let c2, let p): .addCurveToPoint(control1: c1.applying(t), control2: c2.applying(t), to: p.applying(t))
        case .closeSubpath: .closeSubpath
        }
    }
}

/// A path that can be added to.
open class CGMutablePath: CGPath, @unchecked Sendable {
    /// An empty path.
    public init() { super.init(elements: []) }

    override init(elements: [Element]) { super.init(elements: elements) }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        elements.append(.moveToPoint(point.applying(transform)))
    }

    /// A straight line to `point`.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        elements.append(.addLineToPoint(point.applying(transform)))
    }

    /// Straight lines through `points` (a new subpath at the first).
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for point in points.dropFirst() { addLine(to: point, transform: transform) }
    }

    /// A quadratic Bézier curve to `end`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        elements.append(.addQuadCurveToPoint(control: control.applying(transform), to: end.applying(transform)))
    }

    /// A cubic Bézier curve to `end`.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        elements.append(.addCurveToPoint(control1: control1.applying(transform), control2: control2.applying(transform),
                                         to: end.applying(transform)))
    }

    /// Closes the subpath with a line to its start.
    public func closeSubpath() { elements.append(.closeSubpath) }

    /// A closed rectangle.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        addLines(between: [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                           CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY)], transform: transform)
        closeSubpath()
    }

    /// Closed rectangles.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// A closed ellipse inscribed in `rect` (four cubic curves, clockwise on screen).
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let k: CGFloat = 0.5522847498
        let cx = r.midX, cy = r.midY, rx = r.width / 2, ry = r.height / 2
        move(to: CGPoint(x: cx + rx, y: cy), transform: transform)
        addCurve(to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + k * ry), control2: CGPoint(x: cx + k * rx, y: cy + ry), transform: transform)
        addCurve(to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - k * rx, y: cy + ry), control2: CGPoint(x: cx - rx, y: cy + k * ry), transform: transform)
        addCurve(to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - k * ry), control2: CGPoint(x: cx - k * rx, y: cy - ry), transform: transform)
        addCurve(to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + k * rx, y: cy - ry), control2: CGPoint(x: cx + rx, y: cy - k * ry), transform: transform)
        closeSubpath()
    }

    /// A closed rectangle with elliptical corners `cornerWidth × cornerHeight`.
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let w = min(max(cornerWidth, 0), r.width / 2), h = min(max(cornerHeight, 0), r.height / 2)
        guard w > 0, h > 0 else { return addRect(r, transform: transform) }
        let k: CGFloat = 0.5522847498
        move(to: CGPoint(x: r.minX + w, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX - w, y: r.minY), transform: transform)
        addCurve(to: CGPoint(x: r.maxX, y: r.minY + h), control1: CGPoint(x: r.maxX - w + k * w, y: r.minY),
                 control2: CGPoint(x: r.maxX, y: r.minY + h - k * h), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - h), transform: transform)
        addCurve(to: CGPoint(x: r.maxX - w, y: r.maxY), control1: CGPoint(x: r.maxX, y: r.maxY - h + k * h),
                 control2: CGPoint(x: r.maxX - w + k * w, y: r.maxY), transform: transform)
        addLine(to: CGPoint(x: r.minX + w, y: r.maxY), transform: transform)
        addCurve(to: CGPoint(x: r.minX, y: r.maxY - h), control1: CGPoint(x: r.minX + w - k * w, y: r.maxY),
                 control2: CGPoint(x: r.minX, y: r.maxY - h + k * h), transform: transform)
        addLine(to: CGPoint(x: r.minX, y: r.minY + h), transform: transform)
        addCurve(to: CGPoint(x: r.minX + w, y: r.minY), control1: CGPoint(x: r.minX, y: r.minY + h - k * h),
                 control2: CGPoint(x: r.minX + w - k * w, y: r.minY), transform: transform)
        closeSubpath()
    }

    /// An arc of the circle at `center` from `startAngle` to `endAngle` (radians, 0 along
    /// +x), joined to the current point by a line. As in Core Graphics, `clockwise` is
    /// meant in y-up coordinates: on a y-down screen a `clockwise` arc runs the other way
    /// (``UIBezierPath``'s `clockwise` is the screen's).
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
                       transform: CGAffineTransform = .identity) {
        guard radius.isFinite, radius >= 0, startAngle.isFinite, endAngle.isFinite else { return }
        var sweep = endAngle - startAngle
        let full = 2 * CGFloat.pi
        if !clockwise { while sweep < 0 { sweep += full }; if sweep > full { sweep = full } }
        else { while sweep > 0 { sweep -= full }; if sweep < -full { sweep = -full } }
        let start = CGPoint(x: center.x + radius * CGFloat(cos(Double(startAngle))), y: center.y + radius * CGFloat(sin(Double(startAngle))))
        if elements.isEmpty || elements.last == .closeSubpath { move(to: start, transform: transform) } else { addLine(to: start, transform: transform) }
        let pieces = max(1, Int((abs(sweep) / (CGFloat.pi / 2)).rounded(.up)))
        let step = sweep / CGFloat(pieces)
        let k = 4 / 3 * CGFloat(tan(Double(step) / 4))
        var angle = startAngle
        for _ in 0..<pieces {
            let next = angle + step
            let c0 = CGFloat(cos(Double(angle))), s0 = CGFloat(sin(Double(angle)))
            let c1 = CGFloat(cos(Double(next))), s1 = CGFloat(sin(Double(next)))
            addCurve(to: CGPoint(x: center.x + radius * c1, y: center.y + radius * s1),
                     control1: CGPoint(x: center.x + radius * (c0 - k * s0), y: center.y + radius * (s0 + k * c0)),
                     control2: CGPoint(x: center.x + radius * (c1 + k * s1), y: center.y + radius * (s1 - k * c1)),
                     transform: transform)
            angle = next
        }
    }

    /// The elements of `path`.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        elements += path.elements.map { $0.applying(transform) }
    }
}
