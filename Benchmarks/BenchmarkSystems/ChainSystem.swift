// chain N (N = 100, 1000, 10000): a row of N views pinned to both edges.
//
//   Variables, created in this order: W, l0..l(N-1), w0..w(N-1).
//   W is an edit variable (strong), suggested 108N+8 before any constraint. Then for
//   each i in order: `l0 == 8` (i = 0) or `l[i] == l[i-1] + w[i-1] + 8`; then
//   `w[i] >= 10`; then `w[i] == 100` (medium). Last: `l[N-1] + w[N-1] + 8 == W`.
//   3N+1 constraints. Unique solution at the base width: w[i] = 100, l[i] = 8 + 108i.
//
// Keep identical to `ChainSystem` in Benchmarks/kiwi_bench.py.

import Cassowary

public final class ChainSystem: BenchmarkSystem {
    public let count: Int
    public let width: Variable
    public let lefts: [Variable]
    public let widths: [Variable]
    public let constraints: [Constraint]

    public var name: String { "chain:\(count)" }
    public var views: Int { count }
    public var editVariables: [Variable] { [width] }
    public var baseValues: [Double] { [108 * Double(count) + 8] }

    public init(count: Int) {
        precondition(count >= 1)
        self.count = count
        let width = Variable("W")
        let l = (0..<count).map { Variable("l\($0)") }
        let w = (0..<count).map { Variable("w\($0)") }
        var constraints: [Constraint] = []
        constraints.reserveCapacity(3 * count + 1)
        for i in 0..<count {
            if i == 0 {
                constraints.append(l[0] == 8)
            } else {
                constraints.append(l[i] == l[i - 1] + w[i - 1] + 8)
            }
            constraints.append(w[i] >= 10)
            constraints.append((w[i] == 100) | .medium)
        }
        constraints.append(l[count - 1] + w[count - 1] + 8 == width)
        self.width = width
        self.lefts = l
        self.widths = w
        self.constraints = constraints
    }

    public func checkEdges(_ targets: [Double]) -> String? {
        let total = width.value
        let end = lefts[count - 1].value + widths[count - 1].value + 8
        if !near(total, targets[0], scale: total) { return "W = \(total), suggested \(targets[0])" }
        if !near(lefts[0].value, 8, scale: total) { return "l0 = \(lefts[0].value), expected 8" }
        if !near(end, total, scale: total) { return "l[N-1] + w[N-1] + 8 = \(end), expected W = \(total)" }
        return nil
    }

    public func checkRequired(_ targets: [Double]) -> String? {
        if let error = checkEdges(targets) { return error }
        let scale = width.value
        for i in 0..<count {
            if widths[i].value < 10 - 1e-6 { return "w\(i) = \(widths[i].value) < 10" }
            if i > 0 && !near(lefts[i].value, lefts[i - 1].value + widths[i - 1].value + 8, scale: scale) {
                return "l\(i) = \(lefts[i].value) does not follow l\(i - 1) + w\(i - 1) + 8"
            }
        }
        return nil
    }

    public func checkExact() -> String? {
        let scale = baseValues[0]
        for i in 0..<count {
            let expectedLeft = 8 + 108 * Double(i)
            if !near(widths[i].value, 100, scale: scale) || !near(lefts[i].value, expectedLeft, scale: scale) {
                return "view \(i) is (\(lefts[i].value), \(widths[i].value)), expected (\(expectedLeft), 100)"
            }
        }
        return checkEdges(baseValues)
    }
}
