extension Solver {
    /// Checks the tableau's invariants and returns a description of each violation
    /// (empty when all hold). Costs a full scan; for tests and debugging.
    ///
    /// When ``InvariantChecks/isEnabled`` (off unless asked for, on in this package's
    /// tests) every mutating call runs it and stops on a violation.
    ///
    /// The invariants: no row holds a cell under the noise threshold, but for a variable's
    /// cell in a variable row (which `solveNewRow` keeps); restricted rows mention only
    /// non-basic, non-external symbols and
    /// are feasible (constant ≥ 0, within rounding of the tableau's scale); a basic
    /// dummy's row (a redundant required equation) holds only dummies; the indexes list
    /// exactly the rows that hold each symbol; the objective holds no basic symbol; the
    /// candidate flags match the reduced costs; no symbol may still enter (strictly, see
    /// `hasStrictlyNegativeReducedCost`); variable rows are acyclic, and as many as the
    /// engine counts; each bound variable names its symbol and reads its slot, and its
    /// symbol lists and counts the live constraints that mention it. Constraints whose
    /// removal is held back (`Solver+HeldBackRemovals.swift`) are still in the tableau
    /// and checked as such.
    public func _checkInvariants() -> [String] {
        let e = engine
        var problems: [String] = []
        // Rounding relative to the largest number the tableau holds (see `Tolerance`).
        let infeasibleBelow = max(1e-7, Tolerance.relative * e.statistics().largestMagnitude)
        var expectedColumns = [[Int32]](repeating: [], count: e.symbolCount)
        var expectedReferrers = [[Int32]](repeating: [], count: e.symbolCount)
        for symbol in 0..<e.symbolCount where e.symbols.isBasic[symbol] {
            let basic = Int32(symbol)
            let row = e.symbols.rows[symbol]
            var seen = Set<Int32>()
            for cell in row.cells {
                if !seen.insert(cell.symbol).inserted { problems.append("row \(basic) holds \(cell.symbol) twice") }
                if nearZero(cell.coefficient) && !e.symbols.kind[symbol].keepsSmallCell(of: e.symbols.kind[Int(cell.symbol)]) {
                    problems.append("row \(basic) holds a zero cell for \(cell.symbol)")
                }
                if e.symbols.kind[symbol] != .external {
                    expectedColumns[Int(cell.symbol)].append(basic)
                    if e.symbols.kind[Int(cell.symbol)] == .external { problems.append("restricted row \(basic) holds variable \(cell.symbol)") }
                    if e.symbols.isBasic[Int(cell.symbol)] { problems.append("restricted row \(basic) holds basic \(cell.symbol)") }
                } else {
                    expectedReferrers[Int(cell.symbol)].append(basic)
                }
            }
            if e.symbols.kind[symbol].isRestricted && row.constant < -infeasibleBelow { problems.append("row \(basic) is infeasible (\(row.constant))") }
            if e.symbols.kind[symbol] == .dummy && row.cells.contains(where: { e.symbols.kind[Int($0.symbol)] != .dummy }) {
                problems.append("the row of dummy \(basic) (a redundant equation) holds a symbol that is not a dummy")
            }
            for level in e.objective.indices where e.objective[level][symbol] != 0 {
                problems.append("objective level \(level) holds basic \(basic)")
            }
        }
        for symbol in 0..<e.symbolCount {
            // An external symbol's slot holds its mentions (checked below), and no restricted row holds it.
            if e.symbols.kind[symbol] != .external && e.symbols.columns[symbol].sorted() != expectedColumns[symbol].sorted() {
                problems.append("column index of \(symbol) is wrong")
            }
            if e.symbols.referrers[symbol].sorted() != expectedReferrers[symbol].sorted() { problems.append("referrer index of \(symbol) is wrong") }
            if e.symbols.isCandidate[symbol] != e.hasNegativeReducedCost(Int32(symbol)) { problems.append("candidate flag of \(symbol) is wrong") }
            if e.hasStrictlyNegativeReducedCost(Int32(symbol)) && !e.symbols.isBasic[symbol] { problems.append("objective not optimal: \(symbol) may enter") }
        }
        // Acyclic variable rows: Kahn's algorithm over the variable-row graph.
        var indegree = [Int](repeating: 0, count: e.symbolCount)
        for symbol in 0..<e.symbolCount where e.symbols.isBasic[symbol] && e.symbols.kind[symbol] == .external {
            for cell in e.symbols.rows[symbol].cells where e.symbols.kind[Int(cell.symbol)] == .external && e.symbols.isBasic[Int(cell.symbol)] {
                indegree[Int(cell.symbol)] += 1
            }
        }
        var queue = (0..<e.symbolCount).filter { e.symbols.isBasic[$0] && e.symbols.kind[$0] == .external && indegree[$0] == 0 }
        var visited = 0
        while let symbol = queue.popLast() {
            visited += 1
            for cell in e.symbols.rows[symbol].cells where e.symbols.kind[Int(cell.symbol)] == .external && e.symbols.isBasic[Int(cell.symbol)] {
                indegree[Int(cell.symbol)] -= 1
                if indegree[Int(cell.symbol)] == 0 { queue.append(Int(cell.symbol)) }
            }
        }
        let variableRows = (0..<e.symbolCount).filter { e.symbols.isBasic[$0] && e.symbols.kind[$0] == .external }.count
        if visited != variableRows { problems.append("variable rows form a cycle") }
        if e.variableRowCount != variableRows {
            problems.append("\(e.variableRowCount) variable rows counted, \(variableRows) in the tableau")
        }
        // Bindings: each bound symbol's variable names it and reads its value; each
        // live constraint's variables list its marker and count it.
        var uses = [Int32](repeating: 0, count: e.symbolCount)
        // Every constraint held is found through its live marker (`heldTags()`), once, and
        // its tag names that marker and its second error as the engine has them.
        let held = e.heldTags()
        if held.count + e.twins.count != e.tags.count {
            problems.append("\(e.tags.count) constraints held, \(held.count) found through their markers and \(e.twins.count) twins")
        }
        problems += e.twinProblems()
        for tag in held {
            if !(0..<e.symbolCount).contains(Int(tag.marker)) || e.symbols.owners[Int(tag.marker)] !== tag.constraint
                || !e.isLiveMarker(Int(tag.marker)) {
                problems.append("the tag of a constraint names \(tag.marker), not its live marker")
            }
            if e.symbols.partner[Int(tag.marker)] != tag.other
                || tag.other >= 0 && (Int(tag.other) >= e.symbolCount || e.symbols.owners[Int(tag.other)] !== tag.constraint) {
                problems.append("the second error \(tag.other) of the constraint of marker \(tag.marker) does not name it")
            }
            for term in tag.constraint.expression.terms where !nearZero(term.coefficient) {
                let variable = term.variable
                guard variable.ownerSerial == e.serial else {
                    problems.append("a variable of the constraint of marker \(tag.marker) is not bound here")
                    continue
                }
                let symbol = Int(variable.symbol)
                uses[symbol] += 1
                if !e.symbols.mentions[symbol].contains(tag.marker) {
                    problems.append("symbol \(symbol) does not list marker \(tag.marker), whose constraint mentions it")
                }
            }
        }
        for symbol in 0..<e.symbolCount where e.symbols.isBound[symbol] {
            guard let variable = e.symbols.variables[symbol] else {
                problems.append("symbol \(symbol) is bound to no variable")
                continue
            }
            if variable.ownerSerial != e.serial || variable.symbol != Int32(symbol) {
                problems.append("the variable of symbol \(symbol) names symbol \(variable.symbol)")
            }
            if variable.slot != e.symbols.reported.pointer(to: symbol) {
                problems.append("the variable of symbol \(symbol) reads another slot")
            }
            if e.symbols.useCount[symbol] != uses[symbol] {
                problems.append("symbol \(symbol) counts \(e.symbols.useCount[symbol]) constraints, \(uses[symbol]) mention it")
            }
        }
        return problems
    }

    /// Runs the invariant checks after a mutating call when they are asked for.
    @inline(__always)
    func checkInvariantsIfEnabled(_ operation: StaticString) {
        #if DEBUG || CASSOWARY_INTERNAL_CHECKS
        guard InvariantChecks.isEnabled else { return }
        let problems = _checkInvariants()
        precondition(problems.isEmpty,
                     "Cassowary invariants broken after \(operation): \(problems.prefix(5))\n\(debugDump())")
        #endif
    }
}
