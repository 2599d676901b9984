/// Variable rows packed in dependency order: `order[i]`'s row is
/// `rows[order[i]].constant + Σ cells[start[i]..<start[i+1]]`.
struct Sweep {
    var order: [Int32] = []
    var start: [Int32] = [0]
    var cells: [Cell] = []
    /// Each row's constant, kept in step by `addConstant`.
    var constants: [Double] = []
    /// Each symbol's index in `order`, or -1.
    var position: [Int32] = []
}

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
        let dirty = pending.count * 64 >= variableRowCount ? sweepAll() : evaluateReached()
        for symbol in pending { isPending[Int(symbol)] = false }
        pending.removeAll(keepingCapacity: true)

        var changed: [Int32] = []
        for symbol in dirty {
            let s = Int(symbol)
            let value = values[s]
            let old = reported[s]
            // Rounding noise (below 1e-10 of the magnitude, or of 1) is neither stored
            // nor reported, so a variable's value changes exactly when it is reported.
            if abs(value - old) > 1e-10 * max(1, abs(old), abs(value)) {
                reported[s] = value
                if variables[s] != nil { changed.append(symbol) }
            }
        }
        return ChangedVariables(symbols: changed, table: variables)
    }

    /// Evaluates every variable row in dependency order; returns every variable.
    private mutating func sweepAll() -> [Int32] {
        if sweep == nil { sweep = buildSweep() }
        let plan = sweep!
        plan.cells.withUnsafeBufferPointer { cells in
            plan.start.withUnsafeBufferPointer { start in
                values.withUnsafeMutableBufferPointer { values in
                    for (index, symbol) in plan.order.enumerated() {
                        var value = plan.constants[index]
                        for cell in cells[Int(start[index])..<Int(start[index + 1])] {
                            value += cell.coefficient * values[Int(cell.symbol)]
                        }
                        values[Int(symbol)] = value
                    }
                }
            }
        }
        var all = plan.order
        for symbol in pending where kind[Int(symbol)] == .external && !isBasic[Int(symbol)] {
            values[Int(symbol)] = 0
            all.append(symbol)
        }
        return all
    }

    /// Packs the variable rows in dependency order (depth-first post-order).
    private mutating func buildSweep() -> Sweep {
        var plan = Sweep()
        plan.order.reserveCapacity(variableRowCount)
        plan.position = [Int32](repeating: -1, count: symbolCount)
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
                    plan.position[n] = Int32(plan.order.count)
                    plan.constants.append(rows[n].constant)
                    plan.order.append(node)
                    plan.cells.append(contentsOf: rows[n].cells)
                    plan.start.append(Int32(plan.cells.count))
                    stack.removeLast()
                }
            }
        }
        return plan
    }

    /// Marks the variables reached from the pending changes and evaluates them,
    /// dependencies first; returns them.
    private mutating func evaluateReached() -> [Int32] {
        var dirty: [Int32] = []
        dirty.reserveCapacity(pending.count * 2)
        var stack = evalStack
        stack.removeAll(keepingCapacity: true)
        @inline(__always)
        func mark(_ symbol: Int32) {
            if evalState[Int(symbol)] == 0 {
                evalState[Int(symbol)] = 1
                dirty.append(symbol)
                stack.append(symbol)
            }
        }
        for symbol in pending {
            let s = Int(symbol)
            if kind[s] == .external {
                mark(symbol)
            } else {
                for index in 0..<referrers[s].count { mark(referrers[s][index]) }
            }
            while let next = stack.popLast() {
                let n = Int(next)
                for index in 0..<referrers[n].count { mark(referrers[n][index]) }
            }
        }
        for symbol in dirty where evalState[Int(symbol)] != 0 {
            evaluate(symbol, stack: &stack)
        }
        evalStack = stack
        return dirty
    }

    /// Evaluates a dirty variable row and the dirty rows it reads, without recursion.
    private mutating func evaluate(_ root: Int32, stack: inout [Int32]) {
        stack.removeAll(keepingCapacity: true)
        stack.append(root)
        while let node = stack.last {
            let n = Int(node)
            if evalState[n] == 0 { stack.removeLast(); continue }
            guard isBasic[n] else {
                values[n] = 0
                evalState[n] = 0
                stack.removeLast()
                continue
            }
            let count = rows[n].cells.count
            var waiting = false
            if evalState[n] == 1 {
                evalState[n] = 2
                for index in 0..<count {
                    let child = rows[n].cells[index].symbol
                    if evalState[Int(child)] == 1 {
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
            evalState[n] = 0
            stack.removeLast()
        }
    }
}
