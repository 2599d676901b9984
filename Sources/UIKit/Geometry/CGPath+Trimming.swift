import Foundation

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
