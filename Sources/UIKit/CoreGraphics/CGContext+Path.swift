internal import CCairo
internal import CPango
import Foundation

/// The current path: built in user space, kept (as in both Quartz and cairo) in device
/// space, so a CTM change affects only the segments added after it.
extension CGContext {
    /// Discards the current path.
    public func beginPath() { cairo_new_path(cr) }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint) {
        guard point.isFinitePoint else { return reject("move(to:)") }
        cairo_move_to(cr, Double(point.x), Double(point.y))
    }

    /// A straight line from the current point to `point` (a new subpath there when the
    /// path is empty).
    public func addLine(to point: CGPoint) {
        guard point.isFinitePoint else { return reject("addLine(to:)") }
        cairo_line_to(cr, Double(point.x), Double(point.y))
    }

    /// Straight lines through `points`: a move to the first, lines to the rest.
    public func addLines(between points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }

    /// A closed rectangle as its own subpath.
    public func addRect(_ rect: CGRect) {
        guard rect.isFiniteRect, !rect.isNull else { return reject("addRect(_:)") }
        cairo_rectangle(cr, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
    }

    /// Closed rectangles.
    public func addRects(_ rects: [CGRect]) { rects.forEach(addRect) }

    /// A closed ellipse inscribed in `rect` (four cubic Béziers).
    public func addEllipse(in rect: CGRect) {
        guard rect.isFiniteRect, !rect.isNull else { return reject("addEllipse(in:)") }
        let ellipse = CGMutablePath()
        ellipse.addEllipse(in: rect)
        append(ellipse.elements)
    }

    /// A cubic Bézier curve from the current point to `end`.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        guard end.isFinitePoint, control1.isFinitePoint, control2.isFinitePoint else { return reject("addCurve(to:…)") }
        if cairo_has_current_point(cr) == 0 { move(to: control1) }
        cairo_curve_to(cr, Double(control1.x), Double(control1.y), Double(control2.x), Double(control2.y),
                       Double(end.x), Double(end.y))
    }

    /// A quadratic Bézier curve from the current point to `end` (drawn as the cubic
    /// with the same shape).
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        guard end.isFinitePoint, control.isFinitePoint else { return reject("addQuadCurve(to:control:)") }
        if cairo_has_current_point(cr) == 0 { move(to: control) }
        let start = currentPointOfPath
        let c1 = CGPoint(x: start.x + 2 / 3 * (control.x - start.x), y: start.y + 2 / 3 * (control.y - start.y))
        let c2 = CGPoint(x: end.x + 2 / 3 * (control.x - end.x), y: end.y + 2 / 3 * (control.y - end.y))
        cairo_curve_to(cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(end.x), Double(end.y))
    }

    /// An arc of the circle at `center` from `startAngle` to `endAngle` (radians from +x),
    /// joined by a line to the current point when a subpath is open. `clockwise` is meant
    /// in y-up space: `true` runs to decreasing angles (so it looks counterclockwise in
    /// UIKit's flipped contexts, as in Quartz).
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        guard center.isFinitePoint, radius.isFinite, radius >= 0, startAngle.isFinite, endAngle.isFinite else {
            return reject("addArc(center:radius:startAngle:endAngle:clockwise:)")
        }
        if isAfterClose { cairo_new_sub_path(cr) }
        if clockwise {
            cairo_arc_negative(cr, Double(center.x), Double(center.y), Double(radius), Double(startAngle), Double(endAngle))
        } else {
            cairo_arc(cr, Double(center.x), Double(center.y), Double(radius), Double(startAngle), Double(endAngle))
        }
    }

    /// An arc from `startAngle` turning by `delta` radians (positive: increasing angles,
    /// counterclockwise in y-up space).
    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat) {
        addArc(center: center, radius: radius, startAngle: startAngle, endAngle: startAngle + delta, clockwise: delta < 0)
    }

    /// An arc of `radius` tangent to the line from the current point to `tangent1End` and
    /// to the line from there to `tangent2End`, after a line from the current point to
    /// the arc's start.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        guard tangent1End.isFinitePoint, tangent2End.isFinitePoint, radius.isFinite, radius >= 0 else {
            return reject("addArc(tangent1End:tangent2End:radius:)")
        }
        guard cairo_has_current_point(cr) != 0 else { return move(to: tangent1End) }
        let arc = TangentArc(from: currentPointOfPath, tangent1End: tangent1End, tangent2End: tangent2End, radius: radius)
        switch arc {
        case .line(let point): addLine(to: point)
        case .arc(let center, let start, let end, let clockwise):
            addArc(center: center, radius: radius, startAngle: start, endAngle: end, clockwise: clockwise)
        }
    }

    /// The elements of `path`, mapped by the CTM as they are added.
    public func addPath(_ path: CGPath) { append(path.elements) }

    /// Closes the current subpath with a line to its start.
    public func closePath() { cairo_close_path(cr) }

    /// Where the path ends, in user space (`.zero` when it is empty).
    public var currentPointOfPath: CGPoint {
        guard cairo_has_current_point(cr) != 0 else { return .zero }
        var x = 0.0, y = 0.0
        cairo_get_current_point(cr, &x, &y)
        return CGPoint(x: x, y: y)
    }

    /// Whether there is no current path.
    public var isPathEmpty: Bool { pathElements().isEmpty }

    /// The smallest rectangle holding the path's points, Bézier control points included,
    /// in user space; `.null` for an empty path.
    public var boundingBoxOfPath: CGRect { CGPath(elements: pathElements()).boundingBox }

    /// A copy of the current path in the current user space (nil when empty).
    public var path: CGPath? {
        let elements = pathElements()
        return elements.isEmpty ? nil : CGPath(elements: elements)
    }

    /// The current path read back from cairo, in the current user space.
    func pathElements() -> [CGPath.Element] {
        guard let copy = cairo_copy_path(cr) else { return [] }
        defer { cairo_path_destroy(copy) }
        var elements: [CGPath.Element] = []
        var index = 0
        let count = Int(copy.pointee.num_data)
        guard let data = copy.pointee.data else { return [] }
        while index < count {
            let header = data[index].header
            func point(_ i: Int) -> CGPoint { CGPoint(x: data[index + i].point.x, y: data[index + i].point.y) }
            switch header.type {
            case CAIRO_PATH_MOVE_TO: elements.append(.moveToPoint(point(1)))
            case CAIRO_PATH_LINE_TO: elements.append(.addLineToPoint(point(1)))
            case CAIRO_PATH_CURVE_TO: elements.append(.addCurveToPoint(control1: point(1), control2: point(2), to: point(3)))
            default: elements.append(.closeSubpath)
            }
            index += Int(header.length)
        }
        // cairo follows a close with a move to the subpath's start; Quartz has none.
        var cleaned: [CGPath.Element] = []
        for element in elements {
            if case .moveToPoint = element, case .closeSubpath? = cleaned.last { continue }
            cleaned.append(element)
        }
        return cleaned
    }

    /// Whether the last element closed a subpath (an arc after it starts a new one).
    private var isAfterClose: Bool {
        guard let last = pathElements().last else { return false }
        return last == .closeSubpath
    }

    /// Adds `elements` through cairo (quadratic curves as cubics).
    func append(_ elements: [CGPath.Element]) {
        for element in elements {
            switch element {
            case .moveToPoint(let p): move(to: p)
            case .addLineToPoint(let p): addLine(to: p)
            case .addQuadCurveToPoint(let c, let p): addQuadCurve(to: p, control: c)
            case .addCurveToPoint(let c1, let c2, let p): addCurve(to: p, control1: c1, control2: c2)
            case .closeSubpath: closePath()
            }
        }
    }

    private func reject(_ call: String) {
        LayoutDiagnostics.error("CGContext.\(call): a coordinate is not finite; ignored")
    }
}

/// The geometry of an arc tangent to two lines (Core Graphics' `addArc(tangent1End:…)`):
/// a line to the first tangent point, then the arc; or just a line to the corner when the
/// points are collinear or the radius is 0.
enum TangentArc {
    case line(to: CGPoint)
    case arc(center: CGPoint, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool)

    init(from p0: CGPoint, tangent1End p1: CGPoint, tangent2End p2: CGPoint, radius: CGFloat) {
        let v1 = CGPoint(x: p0.x - p1.x, y: p0.y - p1.y), v2 = CGPoint(x: p2.x - p1.x, y: p2.y - p1.y)
        let l1 = (v1.x * v1.x + v1.y * v1.y).squareRoot(), l2 = (v2.x * v2.x + v2.y * v2.y).squareRoot()
        let cross = v1.x * v2.y - v1.y * v2.x
        guard radius > 0, l1 > 0, l2 > 0, abs(cross) > 1e-9 * l1 * l2 else {
            self = .line(to: p1)
            return
        }
        let u1 = CGPoint(x: v1.x / l1, y: v1.y / l1), u2 = CGPoint(x: v2.x / l2, y: v2.y / l2)
        // Half the angle between the two lines at the corner.
        let cosine = max(-1, min(1, u1.x * u2.x + u1.y * u2.y))
        let half = acos(cosine) / 2
        let distance = radius / tan(half)
        let t1 = CGPoint(x: p1.x + u1.x * distance, y: p1.y + u1.y * distance)
        let t2 = CGPoint(x: p1.x + u2.x * distance, y: p1.y + u2.y * distance)
        let bisector = CGPoint(x: u1.x + u2.x, y: u1.y + u2.y)
        let bl = (bisector.x * bisector.x + bisector.y * bisector.y).squareRoot()
        let centreDistance = radius / sin(half)
        let center = CGPoint(x: p1.x + bisector.x / bl * centreDistance, y: p1.y + bisector.y / bl * centreDistance)
        let start = atan2(t1.y - center.y, t1.x - center.x), end = atan2(t2.y - center.y, t2.x - center.x)
        // Turning left (cross < 0 for v1 = p0 − p1) runs the arc to increasing angles.
        self = .arc(center: center, startAngle: start, endAngle: end, clockwise: cross > 0)
    }
}

extension CGPoint {
    var isFinitePoint: Bool { x.isFinite && y.isFinite }
}
