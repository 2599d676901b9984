/// One expansion of a row over non-basic symbols (``Engine/expandMeasuring(_:through:)``
/// and ``Engine/expansionScale(of:)``), run over raw buffers.
///
/// An expansion visits every variable row it reaches and every cell of those rows. Read
/// through the engine's arrays, each visit checked the index against the array's length,
/// each write of a stamp or a sum checked the array's uniqueness, and each row read
/// retained its cells: about 2,200 instructions for each of the 4,095 partial expansions
/// of a 5,461-view tree's build. Here the per-symbol fields are raw buffers, borrowed for
/// the walk, and so are its lists (``WalkLists``), which are checked only for room.
struct ExpansionWalk {
    let kind: UnsafeBufferPointer<SymbolKind>
    let isBasic: UnsafeBufferPointer<Bool>
    let dependStamp: UnsafeBufferPointer<UInt32>
    let rows: UnsafeBufferPointer<Row>
    let visitStamp: UnsafeMutableBufferPointer<UInt32>
    let scratch: UnsafeMutableBufferPointer<Double>
    let scratchStamp: UnsafeMutableBufferPointer<UInt32>
    /// The work lists (read through them, so that a list that grows mid-walk is seen).
    let lists: WalkLists
    /// With a mark, only the variables ``Engine/markDependents(of:limit:)`` marked with it
    /// are expanded.
    let through: UInt32?
    let visit: UInt32
    let mark: UInt32

    private(set) var orderCount = 0
    private(set) var touchedCount = 0

    /// The basic variables reached, in depth-first post-order (`orderCount` of them).
    private var order: UnsafeMutablePointer<Int32> { lists.order }
    /// The depth-first search's stack: a node and the index of its next cell.
    private var stackNodes: UnsafeMutablePointer<Int32> { lists.stackNodes }
    private var stackNext: UnsafeMutablePointer<Int32> { lists.stackNext }
    /// The symbols whose scratch sums this walk started (`touchedCount` of them).
    private var touched: UnsafeMutablePointer<Int32> { lists.touched }
    private var room: Int { lists.capacity }

    /// Doubles the lists' room (one of them is full), keeping what they hold: the
    /// stack's first `stackDepth` entries (none once the order is collected).
    @inline(never)
    private func growLists(stackDepth: Int) {
        lists.grow(keepingOrder: orderCount, stack: stackDepth, touched: touchedCount)
    }

    /// Whether `s` is a basic variable this walk expands.
    @inline(__always)
    func expandable(_ s: Int) -> Bool {
        kind[s] == .external && isBasic[s] && (through == nil || dependStamp[s] == through!)
    }

    /// Lists the basic variables reachable from `row` (with `through`, only the marked
    /// ones) in depth-first post-order: each after every variable its row reads.
    mutating func collectOrder(of row: Row) {
        orderCount = 0
        for cell in row.cells where expandable(Int(cell.symbol)) {
            let root = cell.symbol
            guard visitStamp[Int(root)] != visit else { continue }
            visitStamp[Int(root)] = visit
            var top = 1
            stackNodes[0] = root
            stackNext[0] = 0
            while top > 0 {
                let node = Int(stackNodes[top - 1])
                let descended: Int32? = rows[node].cells.withUnsafeBufferPointer { cells in
                    var index = Int(stackNext[top - 1])
                    while index < cells.count {
                        let child = cells[index].symbol
                        index += 1
                        let c = Int(child)
                        if expandable(c) && visitStamp[c] != visit {
                            visitStamp[c] = visit
                            stackNext[top - 1] = Int32(index)
                            return child
                        }
                    }
                    return nil
                }
                if let child = descended {
                    if top == room { growLists(stackDepth: top) }
                    stackNodes[top] = child
                    stackNext[top] = 0
                    top += 1
                } else {
                    if orderCount == room { growLists(stackDepth: top) }
                    order[orderCount] = Int32(node)
                    orderCount += 1
                    top -= 1
                }
            }
        }
    }

    /// Adds `coefficient·symbol` into the scratch sums (a symbol met for the first time
    /// in this walk starts at `coefficient`).
    @inline(__always)
    mutating func bump(_ symbol: Int32, _ coefficient: Double) {
        let s = Int(symbol)
        if scratchStamp[s] != mark {
            scratchStamp[s] = mark
            scratch[s] = coefficient
            if touchedCount == room { growLists(stackDepth: 0) }
            touched[touchedCount] = symbol
            touchedCount += 1
        } else {
            scratch[s] += coefficient
        }
    }

    /// One term of the expansion: a basic restricted symbol's row (when the walk expands
    /// everything) or the symbol itself.
    @inline(__always)
    mutating func accumulate(_ symbol: Int32, _ coefficient: Double, constant: inout Double, magnitude: inout Double) {
        let s = Int(symbol)
        if through == nil && isBasic[s] && kind[s] != .external {
            let basicRow = rows[s]
            constant += coefficient * basicRow.constant
            magnitude += abs(coefficient * basicRow.constant)
            basicRow.cells.withUnsafeBufferPointer { cells in
                for cell in cells { bump(cell.symbol, coefficient * cell.coefficient) }
            }
        } else {
            bump(symbol, coefficient)
        }
    }

    /// Calls `body` with the weight and row of each reached variable whose weight is not
    /// zero, in reverse post-order (every referrer before what it refers to, so that its
    /// weight is complete), setting the weight back to zero.
    @inline(__always)
    private mutating func forEachWeightedRow(_ body: (inout ExpansionWalk, Double, Row) -> Void) {
        var position = orderCount
        while position > 0 {
            position -= 1
            let n = Int(order[position])
            guard scratchStamp[n] == mark else { continue }
            let weight = scratch[n]
            scratch[n] = 0
            if weight == 0 { continue }
            body(&self, weight, rows[n])
        }
    }

    /// `row` written over non-basic symbols (after ``collectOrder(of:)``), and the sum
    /// of the absolute values of every constant added up: each variable's weight is
    /// pushed down its row in reverse post-order (every referrer before what it refers to).
    mutating func expand(_ row: Row) -> (row: Row, magnitude: Double) {
        var constant = row.constant
        var magnitude = abs(row.constant)
        row.cells.withUnsafeBufferPointer { cells in
            for cell in cells { accumulate(cell.symbol, cell.coefficient, constant: &constant, magnitude: &magnitude) }
        }
        forEachWeightedRow { walk, weight, nodeRow in
            constant += weight * nodeRow.constant
            magnitude += abs(weight * nodeRow.constant)
            nodeRow.cells.withUnsafeBufferPointer { cells in
                for cell in cells {
                    walk.accumulate(cell.symbol, weight * cell.coefficient, constant: &constant, magnitude: &magnitude)
                }
            }
        }
        var result = Row(constant: constant)
        result.cells.reserveCapacity(touchedCount)
        for index in 0..<touchedCount {
            let symbol = touched[index]
            let s = Int(symbol)
            if expandable(s) { continue }
            let value = scratch[s]
            if !nearZero(value) { result.cells.append(Cell(symbol: symbol, coefficient: value)) }
        }
        return (result, magnitude)
    }

    /// The scale of the rounding in the constant of `row`'s full expansion, without
    /// cancellation (after ``collectOrder(of:)``; see ``Engine/expansionScale(of:)``).
    /// Leaves the scratch sums it started at zero.
    mutating func scale(of row: Row) -> Double {
        var magnitude = abs(row.constant)
        @inline(__always)
        func push(_ walk: inout ExpansionWalk, _ symbol: Int32, _ weight: Double) {
            let s = Int(symbol)
            if walk.isBasic[s] && walk.kind[s] != .external {
                // A basic restricted symbol: its row, expanded one level, as the expansion does.
                magnitude += weight * abs(walk.rows[s].constant)
            } else {
                walk.bump(symbol, weight)
            }
        }
        for cell in row.cells { push(&self, cell.symbol, abs(cell.coefficient)) }
        forEachWeightedRow { walk, weight, nodeRow in
            magnitude += weight * abs(nodeRow.constant)
            for cell in nodeRow.cells { push(&walk, cell.symbol, weight * abs(cell.coefficient)) }
        }
        for index in 0..<touchedCount { scratch[Int(touched[index])] = 0 }
        return magnitude
    }
}

extension Engine {
    /// Runs `body` on an ``ExpansionWalk`` over this engine's symbols, with fresh visit
    /// and scratch marks; the fields it writes are moved out of the engine for the walk
    /// (so that reading the others meanwhile is no overlapping access) and back after.
    func withExpansionWalk<Result>(through: UInt32?, _ body: (inout ExpansionWalk) -> Result) -> Result {
        let visit = nextVisitMark()
        stamp &+= 1
        if stamp == 0 { resetStamps() }
        let mark = stamp
        var visitStamp = symbols.visitStamp
        var scratch = symbols.scratch
        var scratchStamp = symbols.scratchStamp
        symbols.visitStamp = []
        symbols.scratch = []
        symbols.scratchStamp = []
        defer {
            symbols.visitStamp = visitStamp
            symbols.scratch = scratch
            symbols.scratchStamp = scratchStamp
        }
        return visitStamp.withUnsafeMutableBufferPointer { visitStamp in
            scratch.withUnsafeMutableBufferPointer { scratch in
                scratchStamp.withUnsafeMutableBufferPointer { scratchStamp in
                    symbols.kind.withUnsafeBufferPointer { kind in
                        symbols.isBasic.withUnsafeBufferPointer { isBasic in
                            symbols.dependStamp.withUnsafeBufferPointer { dependStamp in
                                symbols.rows.withUnsafeBufferPointer { rows in
                                    var walk = ExpansionWalk(
                                        kind: kind, isBasic: isBasic, dependStamp: dependStamp, rows: rows,
                                        visitStamp: visitStamp, scratch: scratch, scratchStamp: scratchStamp,
                                        lists: walkLists, through: through, visit: visit, mark: mark)
                                    return body(&walk)
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}
