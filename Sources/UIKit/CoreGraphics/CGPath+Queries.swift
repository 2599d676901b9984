internal import CCairo
import Foundation

extension CGPath {
    /// Whether `point` (mapped by `transform`'s inverse into the path's space, i.e. the
    /// path taken through `transform`) is inside the path by `rule`.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity) -> Bool {
        guard point.isFinitePoint, !elements.isEmpty,
              let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, 1, 1) else { return false }
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        for element in elements { CGContext.add(element.applying(transform), to: cr) }
        cairo_set_fill_rule(cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        return cairo_in_fill(cr, Double(point.x), Double(point.y)) != 0
    }

    /// The path with each subpath drawn in the opposite direction.
    func reversed() -> CGPath {
        var result: [Element] = []
        var subpath: [Element] = []
        var start = CGPoint.zero
        func flush(closed: Bool) {
            guard !subpath.isEmpty else { return }
            // Points and the segments between them, read backwards.
            var points: [CGPoint] = []
            var segments: [Element] = []
            for element in subpath {
                switch element {
                case .moveToPoint(let p): points = [p]
                case .addLineToPoint(let p): segments.append(element); points.append(p)
                case .addQuadCurveToPoint(_, let p), .addCurveToPoint(_, _, let p): segments.append(element); points.append(p)
                case .closeSubpath: break
                }
            }
            guard let last = points.last else { return }
            result.append(.moveToPoint(last))
            for index in stride(from: segments.count - 1, through: 0, by: -1) {
                let to = points[index]
                switch segments[index] {
                case .addQuadCurveToPoint(let c, _): result.append(.addQuadCurveToPoint(control: c, to: to))
                case .addCurveToPoint(let c1, let c2, _): result.append(.addCurveToPoint(control1: c2, control2: c1, to: to))
                default: result.append(.addLineToPoint(to))
                }
            }
            if closed { result.append(.closeSubpath) }
            subpath = []
        }
        for element in elements {
            switch element {
            case .moveToPoint(let p):
                flush(closed: false)
                start = p
                subpath = [element]
            case .closeSubpath:
                flush(closed: true)
                subpath = [.moveToPoint(start)]
            default:
                if subpath.isEmpty { subpath = [.moveToPoint(start)] }
                subpath.append(element)
            }
        }
        flush(closed: false)
        return CGPath(elements: result)
    }

    /// The path cut into dashes: `lengths` alternate drawn and skipped lengths, starting
    /// `phase` into the pattern, restarting at each subpath (curves flattened first).
    public func copy(dashingWithPhase phase: CGFloat, lengths: [CGFloat], transform: CGAffineTransform = .identity) -> CGPath {
        let source = CGPath(elements: elements.map { $0.applying(transform) })
        guard lengths.count > 0, lengths.allSatisfy({ $0.isFinite && $0 >= 0 }), lengths.contains(where: { $0 > 0 }),
              phase.isFinite else { return source }
        let total = lengths.reduce(0, +)
        var result: [Element] = []
        for line in source.subpaths(tolerance: 0.05) {
            var offset = phase.truncatingRemainder(dividingBy: total)
            if offset < 0 { offset += total }
            var index = 0
            while offset >= lengths[index] { offset -= lengths[index]; index = (index + 1) % lengths.count }
            var remaining = lengths[index] - offset
            var on = index % 2 == 0
            var penDown = false
            for (a, b) in line.segments {
                let dx = b.x - a.x, dy = b.y - a.y
                let length = (dx * dx + dy * dy).squareRoot()
                var travelled: CGFloat = 0
                while travelled < length {
                    let step = min(remaining, length - travelled)
                    let t0 = travelled / length, t1 = (travelled + step) / length
                    if on {
                        if !penDown { result.append(.moveToPoint(CGPoint(x: a.x + dx * t0, y: a.y + dy * t0))); penDown = true }
                        result.append(.addLineToPoint(CGPoint(x: a.x + dx * t1, y: a.y + dy * t1)))
                    }
                    travelled += step
                    remaining -= step
                    if remaining <= 1e-9 {
                        index = (index + 1) % lengths.count
                        remaining = lengths[index]
                        on = index % 2 == 0
                        penDown = false
                    }
                }
            }
        }
        return CGPath(elements: result)
    }

    /// The outline whose inside (non-zero winding) is what stroking the path `lineWidth`
    /// wide with `lineCap`, `lineJoin` and `miterLimit` covers: a band per flattened
    /// segment, with the caps and joins added as their own closed shapes.
    public func copy(strokingWithWidth lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin, miterLimit: CGFloat,
                     transform: CGAffineTransform = .identity) -> CGPath {
        let outline = CGMutablePath()
        guard lineWidth.isFinite, lineWidth > 0 else { return outline }
        let half = lineWidth / 2
        func band(_ points: [CGPoint]) {
            guard points.count > 2 else { return }
            // Counterclockwise in y-up terms, so every piece winds the same way.
            var area: CGFloat = 0
            for i in points.indices { let p = points[i], q = points[(i + 1) % points.count]; area += p.x * q.y - q.x * p.y }
            outline.addLines(between: area >= 0 ? points : points.reversed())
            outline.closeSubpath()
        }
        func disc(_ center: CGPoint) {
            outline.move(to: CGPoint(x: center.x + half, y: center.y))
            outline.addArc(center: center, radius: half, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
            outline.closeSubpath()
        }
        for line in subpaths(tolerance: 0.05) {
            let points = line.points
            var segments = line.segments.filter { $0.0 != $0.1 }
            if segments.isEmpty, let p = points.first {
                if lineCap == .round { disc(p) }
                if lineCap == .square { band([CGPoint(x: p.x - half, y: p.y - half), CGPoint(x: p.x + half, y: p.y - half),
                                              CGPoint(x: p.x + half, y: p.y + half), CGPoint(x: p.x - half, y: p.y + half)]) }
                continue
            }
            func normal(_ s: (CGPoint, CGPoint)) -> CGPoint {
                let dx = s.1.x - s.0.x, dy = s.1.y - s.0.y, l = (dx * dx + dy * dy).squareRoot()
                return CGPoint(x: -dy / l * half, y: dx / l * half)
            }
            for (index, s) in segments.enumerated() {
                var a = s.0, b = s.1
                let n = normal(s)
                let dir = CGPoint(x: n.y, y: -n.x)  // along the segment, half a width long
                if !line.isClosed && lineCap == .square {
                    if index == 0 { a = CGPoint(x: a.x - dir.x, y: a.y - dir.y) }
                    if index == segments.count - 1 { b = CGPoint(x: b.x + dir.x, y: b.y + dir.y) }
                }
                band([CGPoint(x: a.x + n.x, y: a.y + n.y), CGPoint(x: b.x + n.x, y: b.y + n.y),
                      CGPoint(x: b.x - n.x, y: b.y - n.y), CGPoint(x: a.x - n.x, y: a.y - n.y)])
            }
            if !line.isClosed && lineCap == .round, let first = segments.first, let last = segments.last {
                disc(first.0)
                disc(last.1)
            }
            // Joins between consecutive segments (and round the end of a closed one).
            if line.isClosed, let first = segments.first { segments.append(first) }
            for i in 1..<max(segments.count, 1) {
                let s0 = segments[i - 1], s1 = segments[i]
                let p = s0.1, n0 = normal(s0), n1 = normal(s1)
                let cross = n0.x * n1.y - n0.y * n1.x
                guard abs(cross) > 1e-12 || (n0.x * n1.x + n0.y * n1.y) < 0 else { continue }
                // The outer side is where the normals point away from the turn.
                let sign: CGFloat = cross > 0 ? -1 : 1
                let o0 = CGPoint(x: p.x + sign * n0.x, y: p.y + sign * n0.y), o1 = CGPoint(x: p.x + sign * n1.x, y: p.y + sign * n1.y)
                switch lineJoin {
                case .round: disc(p)
                case .bevel: band([p, o0, o1])
                case .miter:
                    let cosine = max(-1, min(1, (n0.x * n1.x + n0.y * n1.y) / (half * half)))
                    let theta = CGFloat.pi - acos(cosine)
                    let ratio = 1 / max(sin(theta / 2), 1e-9)
                    if ratio <= miterLimit {
                        let m = CGPoint(x: (o0.x + o1.x) / 2 - p.x, y: (o0.y + o1.y) / 2 - p.y)
                        let ml = (m.x * m.x + m.y * m.y).squareRoot()
                        let tip = ml > 0 ? CGPoint(x: p.x + m.x / ml * half * ratio, y: p.y + m.y / ml * half * ratio) : o0
                        band([p, o0, tip, o1])
                    } else {
                        band([p, o0, o1])
                    }
                }
            }
        }
        return CGPath(elements: outline.elements.map { $0.applying(transform) })
    }
}

extension CGMutablePath {
    /// An arc of `radius` tangent to the line from the current point to `tangent1End` and
    /// the line from there to `tangent2End`, after a line to its start.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity) {
        guard !elements.isEmpty else { return move(to: tangent1End, transform: transform) }
        // The current point is stored transformed; work in the untransformed space.
        let current = currentPoint.applying(transform.inverted())
        switch TangentArc(from: current, tangent1End: tangent1End, tangent2End: tangent2End, radius: radius) {
        case .line(let point): addLine(to: point, transform: transform)
        case .arc(let center, let start, let end, let clockwise):
            addArc(center: center, radius: radius, startAngle: start, endAngle: end, clockwise: clockwise, transform: transform)
        }
    }
}
