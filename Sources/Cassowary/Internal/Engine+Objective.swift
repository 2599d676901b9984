/// The lexicographic objective: one dense coefficient array per priority level,
/// compared level by level from the highest. A symbol's reduced cost is the vector
/// of its coefficients; it may enter the basis when the first non-zero one is negative.
extension Engine {
    /// The level for `priority`, created if needed.
    func level(for priority: Double) -> Int {
        if let index = levelPriority.firstIndex(of: priority) { return index }
        let index = levelPriority.count
        levelPriority.append(priority)
        // Phase one makes and drops a level for every required constraint it adds:
        // reuse the last dropped one (kept all zeros) rather than zeroing a fresh array
        // as long as the tableau each time.
        var coefficients: [Double] = []
        swap(&coefficients, &spareLevel)
        #if DEBUG || CASSOWARY_INTERNAL_CHECKS
        // With the invariant checks (debug builds compile this module optimised, which drops `assert`).
        if InvariantChecks.isEnabled {
            precondition(coefficients.allSatisfy { $0 == 0 }, "a reused objective level is not zero")
        }
        #endif
        // As long as the symbols' arrays (see ``newSymbol(_:owner:level:)``).
        let length = symbols.capacity
        if coefficients.count > length {
            coefficients.removeSubrange(length...)
        } else if coefficients.count < length {
            coefficients.append(contentsOf: Array(repeating: 0, count: length - coefficients.count))
        }
        objective.append(coefficients)
        objectiveConstant.append(0)
        tableauVersion &+= 1
        sortLevels()
        journal?.createdLevels = true
        return index
    }

    func sortLevels() {
        levelOrder = levelPriority.indices.sorted { levelPriority[$0] > levelPriority[$1] }
    }

    /// Removes levels from `count` on.
    func truncateLevels(to count: Int) {
        guard count < levelPriority.count else { return }
        tableauVersion &+= 1
        levelPriority.removeSubrange(count...)
        // Keep the last dropped level as the spare, zeroed: only the cells the journal
        // saw written if one is recording (phase one), else all of them.
        let last = objective.count - 1
        var dropped = objective[last]
        objective.removeSubrange(count...)
        if let journal {
            for (level, symbol, _) in journal.objectiveCells where level == last && Int(symbol) < dropped.count {
                dropped[Int(symbol)] = 0
            }
        } else {
            dropped.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
        }
        spareLevel = dropped
        objectiveConstant.removeSubrange(count...)
        sortLevels()
    }

    /// Objective coefficients smaller than this are stored as exactly zero.
    static let objectiveNoise = 1e-11

    @inline(__always)
    func setObjective(_ level: Int, _ symbol: Int32, _ value: Double) {
        tableauVersion &+= 1
        // The old value read only for a journal (a nested array's read retains and
        // releases the level unoptimised).
        if let journal { journal.objectiveCells.append((level, symbol, objective[level][Int(symbol)])) }
        objective[level][Int(symbol)] = abs(value) < Engine.objectiveNoise ? 0 : value
        markObjectiveTouched(symbol)
    }

    func addObjectiveConstant(_ level: Int, _ delta: Double) {
        guard delta != 0 else { return }
        journal?.objectiveConstants.append((level, objectiveConstant[level]))
        objectiveConstant[level] += delta
    }

    /// Whether `symbol`'s reduced cost is lexicographically negative: at the first level
    /// where its coefficient is not within `epsilon` of zero, the coefficient is negative.
    @inline(__always)
    func hasNegativeReducedCost(_ symbol: Int32) -> Bool {
        firstSignificantCoefficientIsNegative(symbol, positiveFrom: epsilon)
    }

    /// The same test with no tolerance for worsening: the first level whose coefficient
    /// is not exactly zero must be negative (below -`epsilon`), so a pivot never worsens
    /// a higher level by even a rounding's worth. The simplex switches to it when a run
    /// takes suspiciously many pivots (see ``optimize()``).
    ///
    /// With one tolerance for both signs, a pivot can improve a lower level while
    /// worsening a higher one by less than the tolerance, and the pivot back can do the
    /// opposite: its coefficient is the first one divided by the pivot element, so it can
    /// fall under a tolerance the first one was over. Seen in fuzzing: two pivots
    /// alternating forever.
    @inline(__always)
    func hasStrictlyNegativeReducedCost(_ symbol: Int32) -> Bool {
        firstSignificantCoefficientIsNegative(symbol, positiveFrom: 0)
    }

    /// Level by level from the highest: true at the first coefficient below -`epsilon`,
    /// false at the first one above `positiveFrom`; restricted symbols only.
    @inline(__always)
    private func firstSignificantCoefficientIsNegative(_ symbol: Int32, positiveFrom threshold: Double) -> Bool {
        let s = Int(symbol)
        // A `switch`, not `!=`: the enumeration's synthesised `==` is a call unoptimised.
        switch symbols.kind[s] {
        case .slack, .error: break
        case .external, .dummy: return false
        }
        // By index, not `for … in` (an array's iterator runs through generic calls in an
        // unoptimised build, about 500 instructions to start): every objective write of
        // an add asks.
        let count = levelOrder.count
        var position = 0
        while position < count {
            let value = objective[levelOrder[position]][s]
            if value < -epsilon { return true }
            if value > threshold { return false }
            position += 1
        }
        return false
    }

    /// Whether every level's coefficient of `symbol` is (nearly) zero.
    func hasZeroReducedCost(_ symbol: Int32) -> Bool {
        for level in levelOrder where abs(objective[level][Int(symbol)]) > epsilon { return false }
        return true
    }

    @inline(__always)
    func refreshCandidate(_ symbol: Int32) {
        let negative = hasNegativeReducedCost(symbol)
        if negative != symbols.isCandidate[Int(symbol)] {
            symbols.isCandidate[Int(symbol)] = negative
            if negative { candidates.insert(symbol) }
        }
    }

    /// Adds `weight * symbol` to `level` (a non-basic symbol) or, for a basic one,
    /// `weight *` its row.
    func addToObjective(_ symbol: Int32, weight: Double, level: Int) {
        let s = Int(symbol)
        if symbols.isBasic[s] {
            let row = symbols.rows[s]
            addObjectiveConstant(level, weight * row.constant)
            for cell in row.cells {
                setObjective(level, cell.symbol, objective[level][Int(cell.symbol)] + weight * cell.coefficient)
                refreshCandidate(cell.symbol)
            }
        } else {
            setObjective(level, symbol, objective[level][s] + weight)
            refreshCandidate(symbol)
        }
    }

    /// Replaces `symbol` by `row` in every level.
    func substituteInObjective(_ symbol: Int32, with row: Row) {
        let s = Int(symbol)
        let cells = row.cells
        var touched = false
        tableauVersion &+= 1
        for level in objective.indices {
            let factor = objective[level][s]
            if factor == 0 { continue }
            touched = true
            setObjective(level, symbol, 0)
            addObjectiveConstant(level, factor * row.constant)
            if let journal {
                for cell in row.cells { journal.objectiveCells.append((level, cell.symbol, objective[level][Int(cell.symbol)])) }
            }
            // ``setObjective(_:_:_:)`` for every cell, with the level borrowed once (a
            // pivot on a long row writes as many cells here as it has).
            // (Index loops: an array's iterator runs generic calls per step unoptimised.)
            objective[level].withUnsafeMutableBufferPointer { values in
                var index = 0
                while index < cells.count {
                    let t = Int(cells[index].symbol)
                    let value = values[t] + factor * cells[index].coefficient
                    values[t] = abs(value) < Engine.objectiveNoise ? 0 : value
                    index += 1
                }
            }
        }
        guard touched else { return }
        refreshCandidate(symbol)
        var index = 0
        while index < cells.count {
            markObjectiveTouched(cells[index].symbol)
            refreshCandidate(cells[index].symbol)
            index += 1
        }
    }

    /// The candidate with the highest symbol id (Bland's rule over the reversed order:
    /// no cycling). Newer symbols belong to later views, which fewer others depend on,
    /// so preferring them keeps changes local.
    func lowestCandidate(strict: Bool = false) -> Int32? {
        if strict {
            // Rare (after ``strictAfterPivots`` pivots in one run): the highest symbol
            // that also passes the strict test, which the heap's order cannot find.
            var best: Int32?
            for symbol in candidates.items where symbols.isCandidate[Int(symbol)] && (best == nil || symbol > best!) {
                if hasStrictlyNegativeReducedCost(symbol) { best = symbol }
            }
            return best
        }
        while let top = candidates.top {
            if symbols.isCandidate[Int(top)] { return top }
            candidates.removeTop()
        }
        return nil
    }
}
