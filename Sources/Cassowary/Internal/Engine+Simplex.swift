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
    ///
    func expand(_ row: Row, through: UInt32? = nil) -> Row {
        expandMeasuring(row, through: through).row
    }

    /// ``expand(_:through:)``, with the sum of the absolute values of every constant it
    /// added up: the scale of the rounding in the result's constant.
    func expandMeasuring(_ row: Row, through: UInt32? = nil) -> (row: Row, magnitude: Double) {
        withExpansionWalk(through: through) { walk in
            walk.collectOrder(of: row)
            return walk.expand(row)
        }
    }

    /// The scale of the rounding in the constant of `row`'s full expansion, without
    /// cancellation: ``expandMeasuring(_:through:)``'s magnitude with every weight pushed
    /// down the rows by its absolute value.
    ///
    /// Where two paths reach one row with weights that cancel (a required equation that
    /// duplicates one the tableau holds, both written over a row of constant 5·10⁷), the
    /// signed weight left on that row is rounding, and so is the magnitude counted from
    /// it, while the constant the expansion ends with carries the rounding of the large
    /// numbers it cancelled (seen in fuzzing: 4·10⁻⁸ against a magnitude of 26, and a
    /// fresh solver refused an exact duplicate). Rare enough to cost a second expansion:
    /// only a redundant row about to be refused reads it.
    func expansionScale(of row: Row) -> Double {
        withExpansionWalk(through: nil) { walk in
            walk.collectOrder(of: row)
            return walk.scale(of: row)
        }
    }

    /// Marks the variables whose rows depend, directly or not, on `symbol` (its
    /// transitive referrers) and returns the mark for ``expand(_:through:)``.
    /// - Complexity: proportional to the rows marked.
    func markDependents(of symbol: Int32) -> UInt32 {
        markDependents(of: symbol, limit: .max).mark
    }

    /// A fresh mark for `visitStamp` (the searches that mark what they have visited):
    /// the epoch moved on, the stamps cleared when it wraps around.
    @inline(__always)
    func nextVisitMark() -> UInt32 {
        visitEpoch &+= 1
        if visitEpoch == 0 {
            for index in symbols.visitStamp.indices { symbols.visitStamp[index] = 0 }
            visitEpoch = 1
        }
        return visitEpoch
    }

    /// ``markDependents(of:)`` that stops once more than `limit` rows are marked, and
    /// says how many it marked (at most `limit + 1`).
    func markDependents(of symbol: Int32, limit: Int) -> (mark: UInt32, count: Int) {
        dependEpoch &+= 1
        if dependEpoch == 0 {
            for index in symbols.dependStamp.indices { symbols.dependStamp[index] = 0 }
            dependEpoch = 1
        }
        let mark = dependEpoch
        // Through raw buffers: a symbol is pushed only when first marked, so a stack as
        // long as the symbols (plus the start) never overflows (``WalkLists``), and
        // neither it nor the stamps need a capacity or uniqueness check per visit. The
        // stamps are moved out for the search so that reading the referrers meanwhile is
        // no overlapping access.
        var stamps = symbols.dependStamp
        symbols.dependStamp = []
        walkLists.reserveDependents(stamps.count + 1)
        let stack = walkLists.dependents
        let count = stamps.withUnsafeMutableBufferPointer { stamps in
            symbols.referrers.withUnsafeBufferPointer { referrers in
                var count = 0
                var top = 1
                stack[0] = symbol
                search: while top > 0 {
                    top -= 1
                    let next = Int(stack[top])
                    for index in 0..<referrers[next].count {
                        let holder = referrers[next][index]
                        guard stamps[Int(holder)] != mark else { continue }
                        stamps[Int(holder)] = mark
                        count += 1
                        if count > limit { break search }
                        stack[top] = holder
                        top += 1
                    }
                }
                return count
            }
        }
        symbols.dependStamp = stamps
        return (mark, count)
    }

    /// The primal simplex over the lexicographic objective, from a feasible tableau.
    ///
    /// Entering: the highest symbol with a negative reduced cost. Leaving: the minimum
    /// ratio, ties to the highest symbol; but if that row's pivot element is tiny next to
    /// the column's largest, the largest element among the rows that tie within rounding
    /// (Harris's rule, for stability). Degenerate pivots (a zero ratio) are made exact.
    ///
    /// Termination: after ``strictAfterPivots`` pivots in one run, entering also requires
    /// that no higher level worsens by any amount, and leaving becomes Bland's (exact
    /// minimum ratio, ties to the highest symbol). From then on every pivot either lowers
    /// the objective, compared level by level, or is degenerate and follows Bland's rule
    /// over the reversed symbol order, so no basis repeats. ``pivotBudget`` stops a run
    /// that would still go on (rounding can defeat any argument made in exact
    /// arithmetic) and the call throws.
    func optimize() {
        var pivots = 0
        while true {
            let strict = pivots >= Engine.strictAfterPivots
            guard let entering = lowestCandidate(strict: strict) else { break }
            pivots += 1
            if pivots > pivotBudget {
                stalled = "the primal simplex made \(pivots - 1) pivots without reaching the optimum"
                return
            }
            // Bland: the minimum ratio, ties to the highest symbol. A constant within
            // rounding of zero is zero: degenerate rows must tie exactly, or Bland's tie
            // rule (and its proof against cycling) is lost.
            var leaving: Int32 = -1
            var best = Double.infinity
            var pivotElement = 0.0
            var largestElement = 0.0
            for basic in symbols.columns[Int(entering)] {
                let coefficient = symbols.rows[Int(basic)].coefficient(of: entering)
                guard coefficient < 0 else { continue }
                largestElement = max(largestElement, -coefficient)
                let ratio = ratioOf(basic, coefficient)
                if ratio < best || (ratio == best && basic > leaving) {
                    best = ratio
                    leaving = basic
                    pivotElement = -coefficient
                }
            }
            if !strict && leaving >= 0 && pivotElement < Engine.harrisElementFraction * largestElement {
                // Harris: the chosen pivot element is small next to others in the column,
                // so dividing by it would magnify rounding. Among the rows whose ratio ties
                // the minimum within rounding, take the largest element instead.
                let tie = 1e-9 * max(1, best)
                for basic in symbols.columns[Int(entering)] {
                    let coefficient = symbols.rows[Int(basic)].coefficient(of: entering)
                    guard coefficient < 0, -coefficient > pivotElement, ratioOf(basic, coefficient) <= best + tie else { continue }
                    leaving = basic
                    pivotElement = -coefficient
                }
                best = ratioOf(leaving, -pivotElement)
            }
            guard leaving >= 0 else {
                // Errors are non-negative, so every level is bounded below; an unbounded
                // direction means the negative reduced cost is rounding noise on a free
                // direction. Make it the zero it is, so it stops looking like a candidate.
                for level in levelOrder where objective[level][Int(entering)] < 0 {
                    setObjective(level, entering, 0)
                }
                refreshCandidate(entering)
                symbols.isCandidate[Int(entering)] = false
                continue
            }
            if !strict { clearNoiseAboveDecidingLevel(of: entering) }
            if best == 0 {
                // A degenerate pivot: make it exactly one, so that it moves no constant
                // anywhere and only the basis changes, as Bland's proof assumes.
                addConstant(-symbols.rows[Int(leaving)].constant, toRowOf: leaving)
            }
            pivot(entering: entering, leaving: leaving)
        }
    }

    /// Makes exactly zero the coefficients of `entering` that the candidate test took as
    /// zero (within `epsilon`) at the levels above the one that made it a candidate.
    ///
    /// They are rounding noise, and left in place the pivot turns them into the leaving
    /// symbol's cost divided by the pivot element, which can pass `epsilon` the other
    /// way: seen in fuzzing, a slack entering for a lower level's gain with 9.7·10⁻⁹ at the
    /// top level, and the pivot back offered -6.0·10⁻⁸ there, forever (until the strict
    /// rule stopped it at whichever end it happened to be, short of the lower level's
    /// optimum). Zeroed, the pivot back has exactly zero at the top level and no gain below.
    private func clearNoiseAboveDecidingLevel(of entering: Int32) {
        let s = Int(entering)
        for level in levelOrder {
            let value = objective[level][s]
            if value < -epsilon { return }
            if value != 0 { setObjective(level, entering, 0) }
        }
    }

    /// How far `entering` can grow before `basic`'s row reaches zero (its coefficient
    /// there is `coefficient`, negative); a constant within rounding of zero gives 0.
    @inline(__always)
    func ratioOf(_ basic: Int32, _ coefficient: Double) -> Double {
        Engine.ratio(constant: symbols.rows[Int(basic)].constant, coefficient: coefficient)
    }

    /// ``ratioOf(_:_:)`` for a row's `constant` and its entering symbol's `coefficient`
    /// (negative), for a row not in the tableau yet as well (the primal ratio test, also
    /// read by the free steps and by the phase-one shortcut).
    @inline(__always)
    static func ratio(constant: Double, coefficient: Double) -> Double {
        constant <= Tolerance.constant ? 0 : -constant / coefficient
    }

    /// Harris's test: a pivot element below this fraction of the largest in its column
    /// would magnify rounding, so the ratio test looks past it (the primal simplex, the
    /// free steps and the phase-one shortcut apply it alike).
    static let harrisElementFraction = 1e-3

    /// After this many pivots in one run the primal simplex lets a symbol enter only if
    /// it worsens no higher level at all (``hasStrictlyNegativeReducedCost(_:)``): then
    /// the objective, compared level by level, falls with every pivot that moves it, and
    /// Bland's rule handles the pivots that do not (degenerate ones, made exact), so the
    /// run ends. Before that, a level counts as unchanged within rounding, which finds the
    /// lower levels' optimum when noise sits in a higher one.
    static let strictAfterPivots = 500

    /// How many pivots one run of either simplex may make. The rules above rule out
    /// cycling, so a run needs far fewer; past this a run stops and the call that started
    /// it throws ``SolverError/internalError(_:)`` instead of spinning.
    var pivotBudget: Int { 10_000 + 100 * symbolCount }

    /// ``optimize()``, then the dual simplex on the rows that an add's or a removal's
    /// substitutions left infeasible beyond rounding (after one add, or a batch of them).
    /// In exact arithmetic both keep every row feasible; in a badly scaled tableau
    /// (coefficients of 10⁻⁹ beside constants of 10⁶, in fuzzing) a substitution's
    /// rounding can leave a row at -18, which nothing repaired until the next edit, and
    /// a later add's phase one then reported it as its own failure.
    func optimizeAndRepair() {
        // No candidate and no infeasible row (an add that leaves the optimum as it is,
        // as a twin's does): neither simplex would do anything. Asked first, from the
        // lists' stored counts: the calls that find it out cost an unoptimised build
        // some 900 instructions.
        if candidates.items.count == 0 && infeasible.count == 0 { return }
        optimize()
        if infeasible.count != 0 { dualOptimize() }
    }

    /// The dual simplex: restores feasibility after edits changed row constants,
    /// keeping the objective optimal. Before each dual pivot, the leaving row is lifted
    /// by free steps where its ratio test ties at zero (``raiseByFreeSteps(_:)``).
    ///
    /// Returns a restricted row that cannot be made feasible (a negative constant and no
    /// symbol that may enter): the required constraints contradict each other. With
    /// `stopAtFailure` it stops there; otherwise it goes on with the other rows.
    @discardableResult
    func dualOptimize(stopAtFailure: Bool = false) -> Int32? {
        var failure: Int32?
        var pivots = 0
        while !infeasible.isEmpty {
            pivots += 1
            if pivots > pivotBudget {
                stalled = "the dual simplex made \(pivots - 1) pivots without restoring feasibility"
                return failure
            }
            // Highest symbol first, for determinism.
            let index = infeasible.indices.max { infeasible[$0] < infeasible[$1] }!
            let leaving = infeasible.remove(at: index)
            let l = Int(leaving)
            guard symbols.isBasic[l], mustStayFeasible(leaving),
                  symbols.rows[l].constant < 0, !nearZero(symbols.rows[l].constant) else { continue }
            var entering: Int32
            if leaving == lastSwapRow && lastSwapVersion == tableauVersion {
                // The row a pair swap left, unchanged since: its partner wins the ratio
                // test, and no symbol of the row is free (`Engine+PairSwap.swift`).
                entering = lastSwapPartner
                swapRatioTestsSkipped += 1
                freeSymbols.removeAll(keepingCapacity: true)
            } else {
                entering = dualRatioTest(leaving, listingFreeSymbols: takesFreeSteps)
            }
            // The free steps rewrite the row when they step: the test runs again after.
            if freeSymbols.count > 1 {
                let steps = raiseByFreeSteps(leaving)
                pivots += steps
                if steps > 0 { entering = dualRatioTest(leaving, listingFreeSymbols: false) }
            }
            guard entering >= 0 else {
                // Only possible if required constraints conflict.
                if failure == nil { failure = leaving }
                if stopAtFailure { return failure }
                continue
            }
            pivot(entering: entering, leaving: leaving)
        }
        return failure
    }

    /// The dual ratio test on `leaving`'s infeasible row: the symbol with the smallest
    /// ratio of reduced cost to its coefficient there, among those that would raise the
    /// row, or -1. Ratios are compared level by level from the highest, equal within
    /// `epsilon`; ties go to the highest symbol. With `listingFreeSymbols`, the same pass
    /// lists in ``freeSymbols`` those that cost nothing (see ``raiseByFreeSteps(_:)``).
    private func dualRatioTest(_ leaving: Int32, listingFreeSymbols: Bool) -> Int32 {
        var free = freeSymbols
        freeSymbols = []
        free.removeAll(keepingCapacity: true)
        var entering: Int32 = -1
        // The levels, their order and the kinds are borrowed once for the pass (read
        // through the engine at every cell, they were loaded again and again), and the
        // chosen symbol's ratios are kept, level by level.
        let row = symbols.rows[Int(leaving)]
        objective.withUnsafeBufferPointer { levels in
            levelOrder.withUnsafeBufferPointer { order in
                symbols.kind.withUnsafeBufferPointer { kind in
                    withUnsafeTemporaryAllocation(of: Double.self, capacity: order.count) { best in
                        for cell in row.cells where cell.coefficient > 0 && kind[Int(cell.symbol)] != .dummy {
                            let s = Int(cell.symbol), gain = cell.coefficient
                            // As ``costsNothing(_:per:)`` tests it.
                            if listingFreeSymbols {
                                var nothing = true
                                for level in order where levels[level][s] / gain > epsilon {
                                    nothing = false
                                    break
                                }
                                if nothing { free.append(cell.symbol) }
                            }
                            var less = entering < 0
                            if !less {
                                var decided = false
                                for position in order.indices {
                                    let left = levels[order[position]][s] / gain
                                    let right = best[position]
                                    if left < right - epsilon { less = true; decided = true; break }
                                    if left > right + epsilon { decided = true; break }
                                }
                                if !decided { less = cell.symbol > entering }
                            }
                            if less {
                                entering = cell.symbol
                                for position in order.indices { best[position] = levels[order[position]][s] / gain }
                            }
                        }
                    }
                }
            }
        }
        freeSymbols = free
        return entering
    }
}
