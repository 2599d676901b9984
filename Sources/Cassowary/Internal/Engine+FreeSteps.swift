/// Long steps for the dual simplex: feasibility restored through sparse rows when the
/// infeasible row is dense.
///
/// A dual pivot on a row `r = c + Σ aⱼ·xⱼ` with `c < 0` enters the symbol with the
/// smallest ratio of reduced cost to `aⱼ`. When several symbols cost nothing at any
/// level (a tie at ratio zero, as when equal-priority views share a shrink), any of them
/// may enter, and each can grow only until another row reaches zero (a view reaching
/// its minimum). The plain dual simplex then makes one pivot per such row, each solving
/// `r` for the entering symbol and writing it into every row that holds that symbol: a
/// row of one view's slack, say, turns as long as `r`. For a row of N views that shrink
/// one after the other that is N pivots on rows of N cells.
///
/// Here those steps are primal pivots instead: a free symbol of `r` enters in place of
/// the row that stops it, a short row, and `r` merely gains its constant. The objective
/// does not move (the symbol costs nothing), every feasible row stays feasible (the
/// minimum ratio), and `r`'s constant rises with each step, so no basis repeats. Once a
/// free symbol could lift `r` to zero on its own, the ordinary dual pivot takes over.
/// The symbols are tried highest first, the dual simplex's own tie rule, so the same
/// rows give way in the same order as with one dual pivot per step.
extension Engine {
    /// Primal pivots on the free symbols of `leaving`'s infeasible row (see above), as
    /// long as each is stopped by another row before it lifts `leaving`'s row to zero.
    /// The dual ratio test listed the free symbols in ``freeSymbols`` (with one, the dual
    /// pivot does the same work, so it does not call this). Returns how many pivots it made.
    func raiseByFreeSteps(_ leaving: Int32) -> Int {
        guard takesFreeSteps else { return 0 }
        let l = Int(leaving)
        var free = freeSymbols
        freeSymbols = []
        defer { freeSymbols = free }
        guard free.count > 1 else { return 0 }
        free.sort(by: >)
        indexingLongRows = true
        defer {
            indexingLongRows = false
            releaseCellIndexes()
        }
        var steps = 0
        for entering in free {
            let constant = symbols.rows[l].constant
            guard constant < 0, !nearZero(constant) else { break }
            let gain = coefficient(of: entering, inRowOf: leaving)
            guard gain > 0, costsNothing(entering, per: gain) else { continue }
            let needed = -constant / gain
            guard let (stop, room) = firstStop(of: entering, besides: leaving) else { break }
            // The symbol can lift the row to zero: that is the dual pivot's step.
            if room >= needed { break }
            // Stopped at once: entering would gain nothing.
            if room <= 0 { continue }
            pivot(entering: entering, leaving: stop)
            steps += 1
        }
        freeStepCount += steps
        return steps
    }

    /// Whether `symbol`, with coefficient `gain` in an infeasible row, ties at ratio zero
    /// in the dual ratio test: its reduced cost over `gain` is zero within rounding at
    /// every level.
    ///
    /// Inlined: as a call, it copied the whole engine for every cell of the row.
    @inline(__always)
    private func costsNothing(_ symbol: Int32, per gain: Double) -> Bool {
        let s = Int(symbol)
        for level in levelOrder where objective[level][s] / gain > epsilon { return false }
        return true
    }

    /// The row that stops `entering` first as it grows (the primal ratio test over its
    /// column, leaving out `leaving`'s row, which gains), and how far it may grow; nil if
    /// nothing stops it. An infeasible row it would lower stops it at once. Ties go to the
    /// highest symbol, as in the primal simplex. A stop whose pivot element is small next
    /// to the column's largest reports no room.
    private func firstStop(of entering: Int32, besides leaving: Int32) -> (row: Int32, room: Double)? {
        var stop: Int32 = -1
        var room = Double.infinity
        var element = 0.0
        var largest = 0.0
        for basic in symbols.columns[Int(entering)] where basic != leaving && mustStayFeasible(basic) {
            let entry = coefficient(of: entering, inRowOf: basic)
            guard entry < 0 else { continue }
            largest = max(largest, -entry)
            let ratio = ratioOf(basic, entry)
            if ratio < room || (ratio == room && basic > stop) {
                room = ratio
                stop = basic
                element = -entry
            }
        }
        guard stop >= 0 else { return nil }
        // A small pivot element next to the column's largest would magnify rounding
        // (the primal simplex's Harris test): report no room, so the step is skipped.
        return element < Engine.harrisElementFraction * largest ? (stop, 0) : (stop, room)
    }
}

/// The long-row indexes the free steps keep (see ``CellIndex``).
extension Engine {
    /// At most this many rows are indexed at once; others are written as usual.
    static let indexedRowLimit = 4

    /// The slot of `basic`'s index, built now if its row is long and a slot is free.
    func cellIndexSlot(for basic: Int32) -> Int? {
        if let slot = cellIndexes.firstIndex(where: { $0.basic == basic }) { return slot }
        let row = symbols.rows[Int(basic)]
        guard row.cells.count >= indexedRowLength, cellIndexes.count < Engine.indexedRowLimit else { return nil }
        cellIndexes.append(CellIndex(basic: basic, row: row, symbolCount: symbolCount, spare: spareCellTables.popLast() ?? []))
        return cellIndexes.count - 1
    }

    /// Releases the index of `basic`'s row, if it has one (before the row is rewritten
    /// other than through it, or when the free steps end).
    func releaseCellIndex(of basic: Int32) {
        guard let slot = cellIndexes.firstIndex(where: { $0.basic == basic }) else { return }
        let index = cellIndexes.remove(at: slot)
        spareCellTables.append(index.release(row: symbols.rows[Int(basic)]))
    }

    /// Releases every index (when the free steps end).
    func releaseCellIndexes() {
        while let basic = cellIndexes.last?.basic { releaseCellIndex(of: basic) }
    }

    /// The coefficient of `symbol` in `basic`'s row, through its index if it has one.
    func coefficient(of symbol: Int32, inRowOf basic: Int32) -> Double {
        if indexingLongRows, let index = cellIndexes.first(where: { $0.basic == basic }) {
            guard let position = index.index(of: symbol) else { return 0 }
            return symbols.rows[Int(basic)].cells[position].coefficient
        }
        return symbols.rows[Int(basic)].coefficient(of: symbol)
    }

    /// ``substitute(_:with:inRowOf:)`` for an indexed row: the same writes, each cell
    /// found through the index.
    func substituteIndexed(_ symbol: Int32, with replacement: Row, inRowOf basic: Int32, slot: Int) {
        let b = Int(basic)
        guard let position = cellIndexes[slot].index(of: symbol) else { return }
        recordRow(basic)
        tableauVersion &+= 1
        var row = symbols.rows[b]
        symbols.rows[b] = Row()  // keep the buffer unique while we edit it
        // Taken out of the list while it is edited, so that its table stays unique
        // (an empty stand-in allocates nothing).
        var index = cellIndexes[slot]
        cellIndexes[slot] = CellIndex(basic: basic, row: Row(), symbolCount: 0)
        let factor = row.cells[position].coefficient
        index.remove(at: position, from: &row)
        unlink(symbol, from: basic)
        if symbols.kind[b] == .external { sweep = nil }
        markReshaped(basic)
        row.constant += factor * replacement.constant
        for cell in replacement.cells {
            let delta = factor * cell.coefficient
            if let at = index.index(of: cell.symbol) {
                let value = row.cells[at].coefficient + delta
                if nearZero(value) {
                    index.remove(at: at, from: &row)
                    unlink(cell.symbol, from: basic)
                } else {
                    row.cells[at].coefficient = value
                }
            } else if !nearZero(delta) {
                index.append(Cell(symbol: cell.symbol, coefficient: delta), to: &row)
                link(cell.symbol, to: basic)
            }
        }
        symbols.rows[b] = row
        cellIndexes[slot] = index
        if factor * replacement.constant != 0 { touch(basic) }
        if mustStayFeasible(basic), row.constant < 0 { infeasible.append(basic) }
    }
}
