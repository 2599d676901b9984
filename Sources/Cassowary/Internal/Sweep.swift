/// Variable rows packed in dependency order, in buffers the sweep owns:
/// `order[i]`'s row is `constants[i] + Σ cells[start[i]..<start[i+1]]`, its cells less
/// the dummies (always zero; see `buildSweep()`).
///
/// A class so that one sequential pass reads raw buffers without re-borrowing arrays;
/// engines that share one (a copy made to try an add) copy it before changing a
/// constant (``Engine/addConstant(_:toRowOf:)``).
final class Sweep {
    let order: UnsafeMutableBufferPointer<Int32>
    let start: UnsafeMutableBufferPointer<Int32>
    let cells: UnsafeMutableBufferPointer<Cell>
    /// Each row's constant, kept in step by `addConstant`.
    let constants: UnsafeMutableBufferPointer<Double>
    /// Each symbol's index in `order`, or -1.
    let position: [Int32]
    /// Where a run lists the symbols it reports, one slot per row: appending to an
    /// array passed `inout` checked its uniqueness for every row, and a resize reports
    /// nearly every row.
    private let reported: UnsafeMutableBufferPointer<Int32>

    /// A sweep owning the given buffers (it deallocates them).
    init(order: UnsafeMutableBufferPointer<Int32>, start: UnsafeMutableBufferPointer<Int32>,
         cells: UnsafeMutableBufferPointer<Cell>, constants: UnsafeMutableBufferPointer<Double>, position: [Int32]) {
        self.order = order
        self.start = start
        self.cells = cells
        self.constants = constants
        self.position = position
        reported = .allocate(capacity: max(1, order.count))
    }

    deinit {
        order.deallocate()
        start.deallocate()
        cells.deallocate()
        constants.deallocate()
        reported.deallocate()
    }

    /// A sweep with the same rows and its own buffers.
    func copy() -> Sweep {
        Sweep(order: Self.copy(order), start: Self.copy(start), cells: Self.copy(cells), constants: Self.copy(constants),
              position: position)
    }

    private static func copy<T>(_ source: UnsafeMutableBufferPointer<T>) -> UnsafeMutableBufferPointer<T> {
        let buffer = UnsafeMutableBufferPointer<T>.allocate(capacity: max(1, source.count))
        _ = buffer.initialize(fromContentsOf: source)
        return UnsafeMutableBufferPointer(rebasing: buffer[..<source.count])
    }

    /// Evaluates every row, in order, into `values`; stores a value that moved beyond
    /// rounding in its slot of the reported `pages`; returns those that are `bound`.
    func run(values: UnsafeMutableBufferPointer<Double>, pages: UnsafeBufferPointer<UnsafeMutablePointer<Double>>,
             bound: UnsafeBufferPointer<Bool>) -> [Int32] {
        var count = 0
        for index in 0..<order.count {
            var value = constants[index]
            var next = Int(start[index])
            let end = Int(start[index + 1])
            while next < end {
                value += cells[next].coefficient * values[Int(cells[next].symbol)]
                next += 1
            }
            let s = Int(order[index])
            values[s] = value
            let slot = ValuePages.slot(of: s, in: pages)
            // `Engine.moved(from:to:)` written out: this loop runs for every variable row
            // on a resize, and an unoptimised build calls what it is not shown.
            let old = slot.pointee
            var scale = 1.0
            let oldSize = old.magnitude, newSize = value.magnitude
            if oldSize >= scale { scale = oldSize }
            if newSize >= scale { scale = newSize }
            if (value - old).magnitude > 1e-10 * scale {
                slot.pointee = value
                if bound[s] {
                    reported[count] = order[index]
                    count += 1
                }
            }
        }
        return Array(UnsafeBufferPointer(rebasing: reported[..<count]))
    }
}
