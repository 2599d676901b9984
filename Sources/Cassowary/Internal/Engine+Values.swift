/// Evaluating variable rows and reporting what changed.
extension Engine {
    func updateVariables() -> ChangedVariables {
        // Restricted symbols: their value is their row constant, or 0 off the basis.
        for symbol in pending where symbols.kind[Int(symbol)] != .external {
            let s = Int(symbol)
            let value = restrictedValue(symbol)
            // After rows were rewritten, the drift check reads the constraints whose
            // values moved (`Engine+DriftCheck.swift`).
            if rowsReshaped, value != symbols.values[s] { valueCheckSymbols.append(symbol) }
            symbols.values[s] = value
        }
        // A change that reaches many rows (a resize) is cheaper as one sequential sweep
        // over all variable rows than as a walk over the dependency graph.
        // (Otherwise the walk gives up for a sweep once it has reached its budget: 1/64
        // of the rows, and at least 64, since a few rows are cheaper walked than the
        // whole of a small tableau swept.)
        let wide = pending.count > walkBudget
        let changed = wide ? sweepAll() : evaluateReached()
        for symbol in pending { symbols.isPending[Int(symbol)] = false }
        pending.removeAll(keepingCapacity: true)
        return ChangedVariables(symbols: changed, table: symbols.variables)
    }

    /// How many variable rows a walk from the pending changes may reach before a sweep
    /// over all of them is the cheaper way to evaluate them.
    private var walkBudget: Int { max(64, variableRowCount / 64) }

    /// Stores a variable's new value for ``Variable/value``; whether it is a change to
    /// report. Rounding noise (below 1e-10 of the magnitude, or of 1) is neither stored
    /// nor reported, so a variable's value changes exactly when it is reported.
    @inline(__always)
    private func report(_ symbol: Int32) -> Bool {
        let s = Int(symbol)
        let value = symbols.values[s]
        let old = symbols.reported[s]
        guard Engine.moved(from: old, to: value) else { return false }
        symbols.reported[s] = value
        return symbols.isBound[s]
    }

    /// A restricted symbol's value in the tableau: its row's constant, or 0 off the basis.
    @inline(__always)
    func restrictedValue(_ symbol: Int32) -> Double {
        symbols.isBasic[Int(symbol)] ? symbols.rows[Int(symbol)].constant : 0
    }

    /// Whether a value moved beyond rounding noise (1e-10 of its magnitude, or of 1).
    /// (`Sweep.run` writes the same test out.)
    @inline(__always)
    static func moved(from old: Double, to new: Double) -> Bool {
        abs(new - old) > 1e-10 * max(1, abs(old), abs(new))
    }

    /// Evaluates every variable row in dependency order; returns the changed ones.
    private func sweepAll() -> [Int32] {
        // Variables that just left the basis are 0; rows that read them must see that.
        for symbol in pending where symbols.kind[Int(symbol)] == .external && !symbols.isBasic[Int(symbol)] {
            symbols.values[Int(symbol)] = 0
        }
        if sweep == nil { sweep = buildSweep() }
        let plan = sweep!
        // This runs over every variable row of the window on a resize: the sweep reads
        // its own buffers; the engine's three arrays are borrowed raw for the pass.
        var changed = symbols.isBound.withUnsafeBufferPointer { bound in
            symbols.reported.withPageTable { pages in
                symbols.values.withUnsafeMutableBufferPointer { values in
                    plan.run(values: values, pages: pages, bound: bound)
                }
            }
        }
        // ... and are reported like the rest (they are in no row of the sweep).
        for symbol in pending where symbols.kind[Int(symbol)] == .external && !symbols.isBasic[Int(symbol)] {
            if report(symbol) { changed.append(symbol) }
        }
        return changed
    }

    /// Packs the variable rows in dependency order (`SweepPacking.swift`).
    private func buildSweep() -> Sweep {
        let visit = nextVisitMark()
        let count = symbolCount, rowCount = variableRowCount
        return symbols.rows.withUnsafeBufferPointer { rows in
            symbols.kind.withUnsafeBufferPointer { kind in
                symbols.isBasic.withUnsafeBufferPointer { isBasic in
                    symbols.visitStamp.withUnsafeMutableBufferPointer { visitStamp in
                        Sweep.pack(rows: rows, kind: kind, isBasic: isBasic, visitStamp: visitStamp, visit: visit,
                                   symbolCount: count, rowCount: rowCount)
                    }
                }
            }
        }
    }

    /// Marks the variables reached from the pending changes and evaluates them,
    /// dependencies first; returns the changed ones.
    private func evaluateReached() -> [Int32] {
        // Work lists kept between calls: a window's small changes allocate only the
        // list they return.
        var dirty = dirtyScratch
        dirtyScratch = []
        dirty.removeAll(keepingCapacity: true)
        let budget = walkBudget
        var stack = evalStack
        stack.removeAll(keepingCapacity: true)
        // (Marking is written out rather than in a nested function: a nested function
        // capturing `self` would turn every array access into a checked one.)
        var overBudget = false
        marking: for symbol in pending {
            let s = Int(symbol)
            if symbols.kind[s] == .external {
                if symbols.evalState[s] == .clean {
                    symbols.evalState[s] = .dirty
                    dirty.append(symbol)
                    stack.append(symbol)
                }
            } else {
                stack.append(symbol)
            }
            while let next = stack.popLast() {
                let n = Int(next)
                for index in 0..<symbols.referrers[n].count {
                    let holder = symbols.referrers[n][index]
                    if symbols.evalState[Int(holder)] == .clean {
                        symbols.evalState[Int(holder)] = .dirty
                        dirty.append(holder)
                        stack.append(holder)
                    }
                }
                // Checked as the walk goes: a resize reaches every row from its first
                // pending symbol, and a walk over all of them cost more than the sweep.
                if dirty.count > budget {
                    overBudget = true
                    break marking
                }
            }
        }
        if overBudget {
            // The change reaches a large part of the graph: one sequential sweep is
            // cheaper than following it.
            for symbol in dirty { symbols.evalState[Int(symbol)] = .clean }
            stack.removeAll(keepingCapacity: true)
            evalStack = stack
            dirtyScratch = dirty
            return sweepAll()
        }
        for symbol in dirty where symbols.evalState[Int(symbol)] != .clean {
            evaluate(symbol, stack: &stack)
        }
        evalStack = stack
        // The list is the engine's own, handed out as a copy: unless the caller still
        // holds the last one, the next call writes into the same buffer.
        var changed = changedScratch
        changedScratch = []
        changed.removeAll(keepingCapacity: true)
        for symbol in dirty where report(symbol) { changed.append(symbol) }
        dirtyScratch = dirty
        changedScratch = changed
        return changed
    }

    /// Evaluates a dirty variable row and the dirty rows it reads, without recursion.
    private func evaluate(_ root: Int32, stack: inout [Int32]) {
        stack.removeAll(keepingCapacity: true)
        stack.append(root)
        while let node = stack.last {
            let n = Int(node)
            if symbols.evalState[n] == .clean { stack.removeLast(); continue }
            guard symbols.isBasic[n] else {
                symbols.values[n] = 0
                symbols.evalState[n] = .clean
                stack.removeLast()
                continue
            }
            let count = symbols.rows[n].cells.count
            var waiting = false
            if symbols.evalState[n] == .dirty {
                symbols.evalState[n] = .evaluating
                for index in 0..<count {
                    let child = symbols.rows[n].cells[index].symbol
                    if symbols.evalState[Int(child)] == .dirty {
                        stack.append(child)
                        waiting = true
                    }
                }
            }
            if waiting { continue }
            var value = symbols.rows[n].constant
            for index in 0..<count {
                let cell = symbols.rows[n].cells[index]
                value += cell.coefficient * symbols.values[Int(cell.symbol)]
            }
            symbols.values[n] = value
            symbols.evalState[n] = .clean
            stack.removeLast()
        }
    }
}
