/// Expansion of rows into non-basic symbols, and the primal and dual simplex.
extension Engine {
    /// `row` rewritten over non-basic symbols only: basic restricted symbols are
    /// replaced by their rows, basic variables by their (recursively expanded) rows.
    ///
    /// Variable rows form an acyclic graph; they are expanded in topological order so
    /// that each is visited once however many paths lead to it.
    /// - Complexity: proportional to the variable rows reachable from `row`.
    ///
    /// With `through`, only the variables marked by ``markDependents(of:)`` are
    /// expanded; other basic variables and basic restricted symbols stay as they are
    /// (a partial expansion, which keeps variable rows short).
    mutating func expand(_ row: Row, through: UInt32? = nil) -> Row {
        @inline(__always)
        func expandable(_ s: Int) -> Bool {
            kind[s] == .external && isBasic[s] && (through == nil || dependStamp[s] == through!)
        }
        // Depth-first post-order over the reachable basic variables.
        visitEpoch &+= 1
        if visitEpoch == 0 {
            for index in visitStamp.indices { visitStamp[index] = 0 }
            visitEpoch = 1
        }
        let visit = visitEpoch
        var order: [Int32] = []
        var stack: [(Int32, Int)] = []
        for cell in row.cells where expandable(Int(cell.symbol)) {
            let root = cell.symbol
            guard visitStamp[Int(root)] != visit else { continue }
            visitStamp[Int(root)] = visit
            stack.append((root, 0))
            while let (node, next) = stack.last {
                let cells = rows[Int(node)].cells
                var index = next
                var descended = false
                while index < cells.count {
                    let child = cells[index].symbol
                    index += 1
                    let c = Int(child)
                    if expandable(c) && visitStamp[c] != visit {
                        visitStamp[c] = visit
                        stack[stack.count - 1].1 = index
                        stack.append((child, 0))
                        descended = true
                        break
                    }
                }
                if !descended {
                    order.append(node)
                    stack.removeLast()
                }
            }
        }

        // Accumulate coefficients in a dense scratch array, pushing each variable's
        // weight down its row in reverse post-order (every referrer before what it
        // refers to).
        stamp &+= 1
        if stamp == 0 { resetStamps() }
        let mark = stamp
        var touched: [Int32] = []
        var constant = row.constant
        @inline(__always)
        func bump(_ symbol: Int32, _ coefficient: Double) {
            let s = Int(symbol)
            if scratchStamp[s] != mark {
                scratchStamp[s] = mark
                scratch[s] = coefficient
                touched.append(symbol)
            } else {
                scratch[s] += coefficient
            }
        }
        @inline(__always)
        func accumulate(_ symbol: Int32, _ coefficient: Double) {
            let s = Int(symbol)
            if through == nil && isBasic[s] && kind[s] != .external {
                let basicRow = rows[s]
                constant += coefficient * basicRow.constant
                for cell in basicRow.cells { bump(cell.symbol, coefficient * cell.coefficient) }
            } else {
                bump(symbol, coefficient)
            }
        }
        for cell in row.cells { accumulate(cell.symbol, cell.coefficient) }
        for node in order.reversed() {
            let n = Int(node)
            guard scratchStamp[n] == mark else { continue }
            let weight = scratch[n]
            scratch[n] = 0
            if weight == 0 { continue }
            let nodeRow = rows[n]
            constant += weight * nodeRow.constant
            for cell in nodeRow.cells { accumulate(cell.symbol, weight * cell.coefficient) }
        }
        var result = Row(constant: constant)
        result.cells.reserveCapacity(touched.count)
        for symbol in touched {
            let s = Int(symbol)
            if expandable(s) { continue }
            let value = scratch[s]
            if !nearZero(value) { result.cells.append(Cell(symbol: symbol, coefficient: value)) }
        }
        return result
    }

    /// Marks the variables whose rows depend, directly or not, on `symbol` (its
    /// transitive referrers) and returns the mark for ``expand(_:through:)``.
    /// - Complexity: proportional to the rows marked.
    mutating func markDependents(of symbol: Int32) -> UInt32 {
        dependEpoch &+= 1
        if dependEpoch == 0 {
            for index in dependStamp.indices { dependStamp[index] = 0 }
            dependEpoch = 1
        }
        let mark = dependEpoch
        var stack: [Int32] = [symbol]
        while let next = stack.popLast() {
            for holder in referrers[Int(next)] where dependStamp[Int(holder)] != mark {
                dependStamp[Int(holder)] = mark
                stack.append(holder)
            }
        }
        return mark
    }

    /// The primal simplex over the lexicographic objective, from a feasible tableau.
    ///
    /// Entering: the highest symbol with a negative reduced cost; leaving: the minimum
    /// ratio, ties to the highest symbol. With these rules (Bland's, over the reversed
    /// symbol order) it cannot cycle.
    mutating func optimize() {
        while let entering = lowestCandidate() {
            var leaving: Int32 = -1
            var best = Double.infinity
            for basic in columns[Int(entering)] {
                let coefficient = rows[Int(basic)].coefficient(of: entering)
                guard coefficient < 0 else { continue }
                let ratio = -rows[Int(basic)].constant / coefficient
                if ratio < best || (ratio == best && basic > leaving) {
                    best = ratio
                    leaving = basic
                }
            }
            guard leaving >= 0 else {
                // Errors are non-negative, so every level is bounded below; an unbounded
                // direction can only come from numerical noise. Stop rather than loop.
                isCandidate[Int(entering)] = false
                continue
            }
            pivot(entering: entering, leaving: leaving)
        }
    }

    /// Optimises after a batch of additions.
    mutating func optimizeAll() { optimize() }

    /// The dual simplex: restores feasibility after edits changed row constants,
    /// keeping the objective optimal.
    mutating func dualOptimize() {
        while !infeasible.isEmpty {
            // Highest symbol first, for determinism.
            let index = infeasible.indices.max { infeasible[$0] < infeasible[$1] }!
            let leaving = infeasible.remove(at: index)
            let l = Int(leaving)
            guard isBasic[l], kind[l] != .external, rows[l].constant < 0, !nearZero(rows[l].constant) else { continue }
            var entering: Int32 = -1
            var enteringCoefficient = 0.0
            for cell in rows[l].cells where cell.coefficient > 0 && kind[Int(cell.symbol)] != .dummy {
                if entering < 0 || ratio(cell.symbol, over: cell.coefficient, isLessThan: entering, over: enteringCoefficient) {
                    entering = cell.symbol
                    enteringCoefficient = cell.coefficient
                }
            }
            guard entering >= 0 else {
                // Only possible if required constraints conflict, which edits cannot cause.
                continue
            }
            pivot(entering: entering, leaving: leaving)
        }
    }
}
