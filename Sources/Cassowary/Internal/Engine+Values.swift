/// Evaluating variable rows and reporting what changed.
extension Engine {
    mutating func updateVariables() -> ChangedVariables {
        // Restricted symbols: their value is their row constant, or 0 off the basis.
        for symbol in pending where kind[Int(symbol)] != .external {
            let s = Int(symbol)
            values[s] = isBasic[s] ? rows[s].constant : 0
        }
        // A change that reaches many rows (a resize) is cheaper as one sequential sweep
        // over all variable rows than as a walk over the dependency graph.
        // (Otherwise the walk gives up for a sweep once it has reached 1/16 of the rows.)
        let wide = pending.count * 64 >= variableRowCount
        let changed = wide ? sweepAll() : evaluateReached()
        for symbol in pending { isPending[Int(symbol)] = false }
        pending.removeAll(keepingCapacity: true)
        return ChangedVariables(symbols: changed, table: variables)
    }

    /// Stores a variable's new value for ``Variable/value``; whether it is a change to
    /// report. Rounding noise (below 1e-10 of the magnitude, or of 1) is neither stored
    /// nor reported, so a variable's value changes exactly when it is reported.
    @inline(__always)
    private mutating func report(_ symbol: Int32) -> Bool {
        let s = Int(symbol)
        let value = values[s]
        let old = reported[s]
        guard Engine.moved(from: old, to: value) else { return false }
        reported[s] = value
        return isBound[s]
    }

    /// Whether a value moved beyond rounding noise (1e-10 of its magnitude, or of 1).
    @inline(__always)
    static func moved(from old: Double, to new: Double) -> Bool {
        abs(new - old) > 1e-10 * max(1, abs(old), abs(new))
    }

    /// Evaluates every variable row in dependency order; returns the changed ones.
    private mutating func sweepAll() -> [Int32] {
        // Variables that just left the basis are 0; rows that read them must see that.
        for symbol in pending where kind[Int(symbol)] == .external && !isBasic[Int(symbol)] {
            values[Int(symbol)] = 0
        }
        if sweep == nil { sweep = buildSweep() }
        let plan = sweep!
        var changed: [Int32] = []
        // This runs over every variable row of the window on a resize: the sweep reads
        // its own buffers; the engine's three arrays are borrowed raw for the pass.
        isBound.withUnsafeBufferPointer { bound in
            reported.withPageTable { pages in
                values.withUnsafeMutableBufferPointer { values in
                    plan.run(values: values, pages: pages, bound: bound, changed: &changed)
                }
            }
        }
        // ... and are reported like the rest (they are in no row of the sweep).
        for symbol in pending where kind[Int(symbol)] == .external && !isBasic[Int(symbol)] {
            if report(symbol) { changed.append(symbol) }
        }
        return changed
    }

    /// Packs the variable rows in dependency order (depth-first post-order).
    private mutating func buildSweep() -> Sweep {
        var order: [Int32] = [], start: [Int32] = [0], cells: [Cell] = [], constants: [Double] = []
        order.reserveCapacity(variableRowCount)
        var position = [Int32](repeating: -1, count: symbolCount)
        visitEpoch &+= 1
        if visitEpoch == 0 {
            for index in visitStamp.indices { visitStamp[index] = 0 }
            visitEpoch = 1
        }
        let visit = visitEpoch
        var stack: [(Int32, Int)] = []
        for root in 0..<symbolCount where kind[root] == .external && isBasic[root] && visitStamp[root] != visit {
            visitStamp[root] = visit
            stack.append((Int32(root), 0))
            while let (node, next) = stack.last {
                let n = Int(node)
                var index = next
                var descended = false
                while index < rows[n].cells.count {
                    let child = Int(rows[n].cells[index].symbol)
                    index += 1
                    if kind[child] == .external && isBasic[child] && visitStamp[child] != visit {
                        visitStamp[child] = visit
                        stack[stack.count - 1].1 = index
                        stack.append((Int32(child), 0))
                        descended = true
                        break
                    }
                }
                if !descended {
                    position[n] = Int32(order.count)
                    constants.append(rows[n].constant)
                    order.append(node)
                    cells.append(contentsOf: rows[n].cells)
                    start.append(Int32(cells.count))
                    stack.removeLast()
                }
            }
        }
        return Sweep(order: order, start: start, cells: cells, constants: constants, position: position)
    }

    /// Marks the variables reached from the pending changes and evaluates them,
    /// dependencies first; returns the changed ones.
    private mutating func evaluateReached() -> [Int32] {
        var dirty: [Int32] = []
        dirty.reserveCapacity(pending.count * 2)
        let budget = max(64, variableRowCount / 64)
        var stack = evalStack
        stack.removeAll(keepingCapacity: true)
        // (Marking is written out rather than in a nested function: a nested function
        // capturing `self` would turn every array access into a checked one.)
        for symbol in pending {
            let s = Int(symbol)
            if kind[s] == .external {
                if evalState[s] == .clean {
                    evalState[s] = .dirty
                    dirty.append(symbol)
                    stack.append(symbol)
                }
            } else {
                stack.append(symbol)
            }
            while let next = stack.popLast() {
                let n = Int(next)
                for index in 0..<referrers[n].count {
                    let holder = referrers[n][index]
                    if evalState[Int(holder)] == .clean {
                        evalState[Int(holder)] = .dirty
                        dirty.append(holder)
                        stack.append(holder)
                    }
                }
            }
            if dirty.count > budget {
                // The change reaches a large part of the graph: one sequential sweep
                // is cheaper than following it.
                for symbol in dirty { evalState[Int(symbol)] = .clean }
                evalStack = stack
                return sweepAll()
            }
        }
        for symbol in dirty where evalState[Int(symbol)] != .clean {
            evaluate(symbol, stack: &stack)
        }
        evalStack = stack
        var changed: [Int32] = []
        for symbol in dirty where report(symbol) { changed.append(symbol) }
        return changed
    }

    /// Evaluates a dirty variable row and the dirty rows it reads, without recursion.
    private mutating func evaluate(_ root: Int32, stack: inout [Int32]) {
        stack.removeAll(keepingCapacity: true)
        stack.append(root)
        while let node = stack.last {
            let n = Int(node)
            if evalState[n] == .clean { stack.removeLast(); continue }
            guard isBasic[n] else {
                values[n] = 0
                evalState[n] = .clean
                stack.removeLast()
                continue
            }
            let count = rows[n].cells.count
            var waiting = false
            if evalState[n] == .dirty {
                evalState[n] = .evaluating
                for index in 0..<count {
                    let child = rows[n].cells[index].symbol
                    if evalState[Int(child)] == .dirty {
                        stack.append(child)
                        waiting = true
                    }
                }
            }
            if waiting { continue }
            var value = rows[n].constant
            for index in 0..<count {
                let cell = rows[n].cells[index]
                value += cell.coefficient * values[Int(cell.symbol)]
            }
            values[n] = value
            evalState[n] = .clean
            stack.removeLast()
        }
    }
}
