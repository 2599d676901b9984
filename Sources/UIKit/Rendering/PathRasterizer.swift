import Foundation

/// Coverage masks for paths: filled polygons (non-zero or even-odd winding) and strokes,
/// anti-aliased by 4 × 4 samples per pixel. Shared by the X host and the bitmap context.
package enum PathRasterizer {
    /// The filled `polygons` (pixel coordinates) on a `width × height` canvas whose
    /// top-left pixel corner is at `(originX, originY)`.
    package static func fill(_ polygons: [[CGPoint]], evenOdd: Bool, width: Int, height: Int,
                             originX: Double, originY: Double) -> CoverageMask {
        guard width > 0, height > 0 else { return CoverageMask(width: 0, height: 0, bytes: []) }
        var edges: [(x0: Double, y0: Double, x1: Double, y1: Double, direction: Int)] = []
        for polygon in polygons where polygon.count > 2 {
            for index in polygon.indices {
                let a = polygon[index], b = polygon[(index + 1) % polygon.count]
                let ax = Double(a.x) - originX, ay = Double(a.y) - originY, bx = Double(b.x) - originX, by = Double(b.y) - originY
                guard ax.isFinite, ay.isFinite, bx.isFinite, by.isFinite, ay != by else { continue }
                edges.append(ay < by ? (ax, ay, bx, by, 1) : (bx, by, ax, ay, -1))
            }
        }
        var counts = [UInt8](repeating: 0, count: width * height)
        var crossings: [(x: Double, direction: Int)] = []
        for row in 0..<height {
            for sub in 0..<4 {
                let y = Double(row) + (Double(sub) + 0.5) / 4
                crossings.removeAll(keepingCapacity: true)
                for edge in edges where edge.y0 <= y && y < edge.y1 {
                    let t = (y - edge.y0) / (edge.y1 - edge.y0)
                    crossings.append((edge.x0 + (edge.x1 - edge.x0) * t, edge.direction))
                }
                guard crossings.count > 1 else { continue }
                crossings.sort { $0.x < $1.x }
                var winding = 0
                for index in 0..<(crossings.count - 1) {
                    winding += crossings[index].direction
                    let inside = evenOdd ? winding % 2 != 0 : winding != 0
                    guard inside else { continue }
                    addSpan(from: crossings[index].x, to: crossings[index + 1].x, row: row, width: width, into: &counts)
                }
            }
        }
        return CoverageMask(width: width, height: height, bytes: counts.map { $0 >= 16 ? 255 : UInt8(Int($0) * 255 / 16) })
    }

    /// The shadow of the filled `polygons` over a canvas as in ``fill(_:evenOdd:width:height:originX:originY:)``:
    /// filled over the canvas grown by the blur's reach (so the blur sees what lies beyond
    /// it), blurred by a Gaussian of `sigma`, cut back to the canvas.
    package static func shadow(_ polygons: [[CGPoint]], sigma: Double, width: Int, height: Int,
                               originX: Double, originY: Double) -> CoverageMask {
        let margin = CoverageMask.blurMargin(sigma: sigma)
        var mask = fill(polygons, evenOdd: false, width: width + 2 * margin, height: height + 2 * margin,
                        originX: originX - Double(margin), originY: originY - Double(margin))
        if sigma > 0 { mask.blur(sigma: sigma) }
        return mask.cropped(x: margin, y: margin, width: width, height: height)
    }

    /// Adds one sub-scanline's span `[from, to)` (canvas x) at a quarter-pixel resolution.
    private static func addSpan(from: Double, to: Double, row: Int, width: Int, into counts: inout [UInt8]) {
        // Sub-columns whose centres ((i + 0.5) / 4) lie in the span.
        let first = max(0, Int((from * 4 - 0.5).rounded(.up)))
        let last = min(width * 4, Int((to * 4 - 0.5).rounded(.up)))
        guard first < last else { return }
        var column = first
        let base = row * width
        while column < last {
            let pixel = column / 4
            let end = min(last, (pixel + 1) * 4)
            counts[base + pixel] &+= UInt8(end - column)
            column = end
        }
    }

    /// `polylines` (pixel coordinates) stroked `halfWidth` to each side, with round joins
    /// and caps, on the canvas as in ``fill(_:evenOdd:width:height:originX:originY:)``.
    package static func stroke(_ polylines: [[CGPoint]], closed: [Bool], halfWidth: Double, width: Int, height: Int,
                               originX: Double, originY: Double) -> CoverageMask {
        guard width > 0, height > 0, halfWidth > 0 else { return CoverageMask(width: max(0, width), height: max(0, height),
                                                                               bytes: [UInt8](repeating: 0, count: max(0, width * height))) }
        var samples = [UInt16](repeating: 0, count: width * height)
        let r2 = halfWidth * halfWidth
        for (index, line) in polylines.enumerated() {
            var segments: [(CGPoint, CGPoint)] = []
            for i in 1..<max(line.count, 1) { segments.append((line[i - 1], line[i])) }
            if closed[index], line.count > 2 { segments.append((line[line.count - 1], line[0])) }
            if line.count == 1 { segments.append((line[0], line[0])) }
            for (a, b) in segments {
                let ax = Double(a.x) - originX, ay = Double(a.y) - originY, bx = Double(b.x) - originX, by = Double(b.y) - originY
                guard ax.isFinite, ay.isFinite, bx.isFinite, by.isFinite else { continue }
                let dx = bx - ax, dy = by - ay, lengthSquared = dx * dx + dy * dy
                let x0 = max(0, Int((min(ax, bx) - halfWidth).rounded(.down))), x1 = min(width, Int((max(ax, bx) + halfWidth).rounded(.up)))
                let y0 = max(0, Int((min(ay, by) - halfWidth).rounded(.down))), y1 = min(height, Int((max(ay, by) + halfWidth).rounded(.up)))
                guard x0 < x1, y0 < y1 else { continue }
                for py in y0..<y1 {
                    for px in x0..<x1 {
                        var bits = samples[py * width + px]
                        guard bits != 0xFFFF else { continue }
                        for j in 0..<4 {
                            let sy = Double(py) + (Double(j) + 0.5) / 4 - ay
                            for i in 0..<4 {
                                let bit: UInt16 = 1 << UInt16(j * 4 + i)
                                guard bits & bit == 0 else { continue }
                                let sx = Double(px) + (Double(i) + 0.5) / 4 - ax
                                let t = lengthSquared > 0 ? min(max((sx * dx + sy * dy) / lengthSquared, 0), 1) : 0
                                let ex = sx - t * dx, ey = sy - t * dy
                                if ex * ex + ey * ey <= r2 { bits |= bit }
                            }
                        }
                        samples[py * width + px] = bits
                    }
                }
            }
        }
        return CoverageMask(width: width, height: height, bytes: samples.map { bits in
            let count = bits.nonzeroBitCount
            return count == 16 ? 255 : UInt8(count * 255 / 16)
        })
    }
}

extension CGPath {
    /// The path flattened for drawing, every point mapped by `map` (to pixels).
    package func flattened(tolerance: CGFloat, map: (CGPoint) -> CGPoint) -> (lines: [[CGPoint]], closed: [Bool]) {
        let lines = subpaths(tolerance: tolerance)
        return (lines.map { $0.points.map(map) }, lines.map(\.isClosed))
    }

    /// The part of the outline from `start` to `end` (fractions of its whole length).
    func trimmed(from start: CGFloat, to end: CGFloat) -> CGPath {
        let start = min(max(start.isFinite ? start : 0, 0), 1), end = min(max(end.isFinite ? end : 1, 0), 1)
        if start <= 0 && end >= 1 { return self }
        guard end > start else { return CGPath(elements: []) }
        let lines = subpaths(tolerance: 0.1)
        let total = lines.reduce(0) { $0 + $1.length }
        guard total > 0 else { return CGPath(elements: []) }
        let from = start * total, to = end * total
        var travelled: CGFloat = 0
        var elements: [Element] = []
        for line in lines {
            var drawing = false
            for (a, b) in line.segments {
                let dx = b.x - a.x, dy = b.y - a.y
                let length = (dx * dx + dy * dy).squareRoot()
                let segmentStart = travelled, segmentEnd = travelled + length
                travelled = segmentEnd
                guard segmentEnd > from, segmentStart < to, length > 0 else { drawing = false; continue }
                let t0 = max(0, (from - segmentStart) / length), t1 = min(1, (to - segmentStart) / length)
                let p0 = CGPoint(x: a.x + dx * t0, y: a.y + dy * t0), p1 = CGPoint(x: a.x + dx * t1, y: a.y + dy * t1)
                if !drawing { elements.append(.moveToPoint(p0)); drawing = true }
                elements.append(.addLineToPoint(p1))
                if t1 < 1 { drawing = false }
            }
        }
        return CGPath(elements: elements)
    }
}
