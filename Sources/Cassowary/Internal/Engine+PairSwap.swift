/// The dual pivot that swaps an optional constraint's two errors.
///
/// An optional equation `expression = e⁺ - e⁻` costs `e⁺ + e⁻` at its level. When its
/// error changes sign (a window resized past the size a view prefers), the dual simplex
/// makes `e⁻` basic in place of `e⁺` (or back). The two errors only ever enter the
/// tableau as `e⁺ - e⁻`, so while `e⁺` is basic no other row holds `e⁻` (they cancel),
/// and the pivot is the row negated: exact, with no other row to write. Its objective
/// update is the whole row, though, and in a long row (the one equation that holds every
/// view of a row of views) that update and the drift check after it were most of the
/// pivot's cost.
///
/// The drift check compares each objective coefficient with the sum of its column over
/// the error rows (`Engine+DriftCheck.swift`). In this swap, that sum changes by exactly
/// `-2·aⱼ` for each symbol of the row (the row's error counted with the opposite sign),
/// and the objective by `f·(-aⱼ)`, where `f` is `e⁻`'s coefficient, whose fresh value is
/// exactly 2 (its own 1 and its 1 in the row). So when `f` is exactly 2 and a cell's sum
/// is exact in floating point, the cell's drift is what it was, already checked or
/// already listed: it is not listed again. Cells that rounded or end at rounding's size,
/// and zeros where another level has a coefficient (the optimality check looks at
/// those), are listed as in any pivot.
///
/// **The swap back.** A window resized back and forth across that size makes the same
/// row infeasible again, now with `e⁻` basic. Its ratio test needs no pass: after the
/// swap, a symbol `j` that could enter has the coefficient `-aⱼ > 0` and the reduced cost
/// `dⱼ - 2·aⱼ` at the pair's level, a ratio of `dⱼ/(-aⱼ) + 2 ≥ 2` (the tableau was dual
/// feasible), while `e⁺` has 2 there and 0 at every other level. So `e⁺` has the
/// smallest ratio, and wins the ties too when no higher symbol could enter (the swap
/// notes the highest one). No symbol of the row costs nothing either, so there are no
/// free steps. This holds while no row's cells and no objective coefficient change:
/// every such write counts ``tableauVersion`` up, constant changes (edits) do not.
extension Engine {
    /// The level whose objective a swap of `leaving`'s error pair can update exactly
    /// (see above), or nil: `entering` must be `leaving`'s partner with coefficient 1 in
    /// its row, held by no other restricted row, with the fresh objective coefficients 2
    /// at the pair's level and 0 elsewhere; and no journal may be recording.
    func exactPairSwapLevel(entering: Int32, leaving: Int32) -> Int? {
        let l = Int(leaving), e = Int(entering)
        guard takesPairSwaps, journal == nil, symbols.kind[l] == .error, symbols.partner[l] == entering,
              symbols.columns[e].count == 1 else { return nil }
        let level = Int(symbols.errorLevel[l])
        guard level >= 0, Int(symbols.errorLevel[e]) == level,
              symbols.rows[l].coefficient(of: entering) == 1 else { return nil }
        for other in objective.indices where objective[other][e] != (other == level ? 2 : 0) { return nil }
        return level
    }

    /// The pivot of `entering` in place of `leaving`, its partner, at `level` (see
    /// ``exactPairSwapLevel(entering:leaving:)``), in one pass over the row: each cell's
    /// column entry renamed, its coefficient negated and its objective coefficient
    /// written. The row ends as ``pivot(entering:leaving:)`` leaves it, cell for cell.
    /// Exact cells whose drift cannot have changed are not listed for the checks, nor is
    /// the row unless the old one was.
    func swapPair(entering: Int32, leaving: Int32, level: Int) {
        pairSwapCount += 1
        let l = Int(leaving), e = Int(entering)
        var row = symbols.rows[l]
        symbols.rows[l] = Row()
        symbols.isBasic[l] = false
        touch(leaving)
        let factor = objective[level][e]
        setObjective(level, entering, 0)
        var followUps = swapFollowUps
        swapFollowUps = []
        followUps.removeAll(keepingCapacity: true)
        // The columns and the level are taken out of the engine for the pass and written
        // through raw buffers.
        var columns: [SymbolList] = []
        swap(&columns, &symbols.columns)
        var levelValues: [Double] = []
        swap(&levelValues, &objective[level])
        row.constant = -row.constant
        // The flags and the other levels are borrowed once: read through the engine at
        // every cell, they were loaded again after each write through the buffers. (In
        // a block of their own, so that the copies are gone before the flags are written.)
        let pass = SwapPass(entering: entering, leaving: leaving, level: level, factor: factor)
        var result: (lostTinyCells: Bool, highestCandidate: Int32) = (false, -1)
        do {
            let kind = symbols.kind, isCandidate = symbols.isCandidate, levels = objective
            kind.withUnsafeBufferPointer { kind in
                isCandidate.withUnsafeBufferPointer { isCandidate in
                    levels.withUnsafeBufferPointer { levels in
                        columns.withUnsafeMutableBufferPointer { columns in
                            levelValues.withUnsafeMutableBufferPointer { values in
                                row.cells.withUnsafeMutableBufferPointer { cells in
                                    result = pass.run(cells: cells, columns: columns, values: values, kind: kind,
                                                      isCandidate: isCandidate, levels: levels, followUps: &followUps)
                                }
                            }
                        }
                    }
                }
            }
        }
        let lostTinyCells = result.lostTinyCells
        swap(&levelValues, &objective[level])
        swap(&columns, &symbols.columns)
        symbols.columns[e].removeFirst(leaving)
        symbols.columns[l].append(entering)
        addObjectiveConstant(level, factor * row.constant)
        refreshCandidate(entering)
        for followUp in followUps {
            if followUp.listed { markObjectiveTouched(followUp.symbol) }
            refreshCandidate(followUp.symbol)
        }
        swapFollowUps = followUps
        // Never seen (rows hold no cell under the noise threshold, and a negated one is
        // no smaller): dropped as the general pivot drops them, and the row listed.
        if lostTinyCells {
            for cell in row.cells where nearZero(cell.coefficient) { unlink(cell.symbol, from: entering) }
            row.cells.removeAll { nearZero($0.coefficient) }
        }
        symbols.isBasic[e] = true
        symbols.rows[e] = row
        touch(entering)
        // The row is the old one negated, exactly: its check at the probe points reads
        // the same sums negated. Listed only if the old one was.
        if lostTinyCells || symbols.isReshaped[l] {
            markReshaped(entering)
        } else {
            rowsWrittenSinceFullRead = true
        }
        tableauVersion &+= 1
        // If the row turns infeasible again before anything else changes, `leaving` wins
        // its ratio test (see above) unless a higher symbol ties with it.
        if !lostTinyCells && leaving > result.highestCandidate {
            lastSwapRow = entering
            lastSwapPartner = leaving
            lastSwapVersion = tableauVersion
        } else {
            lastSwapRow = -1
        }
    }
}

/// A symbol whose candidacy a pair swap's objective update may have changed, and
/// whether it is listed for the checks as in any pivot.
struct SwapFollowUp {
    var symbol: Int32
    var listed: Bool
}

/// The one pass of a pair swap over its row (``Engine/swapPair(entering:leaving:level:)``),
/// on the engine's arrays borrowed as buffers.
private struct SwapPass {
    let entering: Int32
    let leaving: Int32
    let level: Int
    /// The entering error's objective coefficient at `level` (2).
    let factor: Double

    /// Renames each cell's column entry, negates the cell (`leaving` takes `entering`'s
    /// place at 1) and writes its objective coefficient at `level` into `values`; lists
    /// in `followUps` the symbols whose candidacy may have changed or whose coefficient
    /// the checks must read. Returns whether a negated cell fell under the noise
    /// threshold (never seen), and the highest symbol besides `leaving` that the new
    /// row's ratio test could take.
    @inline(__always)
    func run(cells: UnsafeMutableBufferPointer<Cell>, columns: UnsafeMutableBufferPointer<SymbolList>,
                      values: UnsafeMutableBufferPointer<Double>, kind: UnsafeBufferPointer<SymbolKind>,
                      isCandidate: UnsafeBufferPointer<Bool>, levels: UnsafeBufferPointer<[Double]>,
                      followUps: inout [SwapFollowUp]) -> (lostTinyCells: Bool, highestCandidate: Int32) {
        var lostTinyCells = false
        var highestCandidate: Int32 = -1
        for index in cells.indices {
            var cell = cells[index]
            if cell.symbol == entering {
                // `leaving` takes its place, at 1 (`e⁻ = … + e⁺`).
                cell = Cell(symbol: leaving, coefficient: 1)
            } else {
                columns[Int(cell.symbol)].rename(leaving, to: entering)
                cell.coefficient = -cell.coefficient
                if nearZero(cell.coefficient) { lostTinyCells = true }
            }
            cells[index] = cell
            let t = Int(cell.symbol)
            if cell.symbol > highestCandidate && cell.coefficient > 0 && cell.symbol != leaving && kind[t] != .dummy {
                highestCandidate = cell.symbol
            }
            let old = values[t]
            let step = factor * cell.coefficient
            let value = old + step
            // Knuth's two-sum: the rounding error of `old + step`, exactly.
            let stepPart = value - old
            let oldPart = value - stepPart
            let exact = (old - oldPart) + (step - stepPart) == 0
            if exact && abs(value) > Engine.noiseSizedCost {
                values[t] = value
                // The swap keeps every reduced cost non-negative (the ratio test chose
                // it): one that turned negative is rounding's, and is refreshed. Only
                // slacks and errors can be candidates.
                if value < -epsilon && kind[t].isRestricted || isCandidate[t] {
                    followUps.append(SwapFollowUp(symbol: cell.symbol, listed: false))
                }
            } else if exact && value == 0 {
                values[t] = 0
                // A zero lets the levels below decide: listed if one has a coefficient.
                var otherLevelHasOne = false
                for other in levels.indices where other != level && levels[other][t] != 0 {
                    otherLevelHasOne = true
                    break
                }
                if otherLevelHasOne {
                    followUps.append(SwapFollowUp(symbol: cell.symbol, listed: true))
                } else if isCandidate[t] {
                    followUps.append(SwapFollowUp(symbol: cell.symbol, listed: false))
                }
            } else {
                values[t] = abs(value) < Engine.objectiveNoise ? 0 : value
                followUps.append(SwapFollowUp(symbol: cell.symbol, listed: true))
            }
        }
        return (lostTinyCells, highestCandidate)
    }
}
