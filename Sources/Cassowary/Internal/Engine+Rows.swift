/// Row storage and the two indexes. Every change to a row goes through these
/// functions so that `columns`, `referrers`, the change marks and the journal stay
/// in step.
extension Engine {
    /// Whether `basic`'s row belongs to the simplex (restricted) part.
    @inline(__always)
    func isSimplexRow(_ basic: Int32) -> Bool { symbols.kind[Int(basic)] != .external }

    /// Whether a negative constant makes `basic`'s row infeasible: only restricted
    /// (slack and error) symbols must stay non-negative. A basic dummy stands for a
    /// redundant required equation; its row holds only dummies, no pivot can change
    /// its constant, and a constant beyond rounding is a conflict that
    /// `brokenRedundantRow(holding:)` reports (rounding left below zero by a
    /// substitution, -1.6e-8 in fuzzing, once stopped the dual simplex).
    @inline(__always)
    func mustStayFeasible(_ basic: Int32) -> Bool { symbols.kind[Int(basic)].isRestricted }

    @inline(__always)
    func link(_ symbol: Int32, to basic: Int32) {
        if isSimplexRow(basic) {
            symbols.columns[Int(symbol)].append(basic)
        } else {
            symbols.referrers[Int(symbol)].append(basic)
        }
    }

    @inline(__always)
    func unlink(_ symbol: Int32, from basic: Int32) {
        if isSimplexRow(basic) {
            symbols.columns[Int(symbol)].removeFirst(basic)
        } else {
            symbols.referrers[Int(symbol)].removeFirst(basic)
        }
    }

    @inline(__always)
    func recordRow(_ basic: Int32) {
        if let journal, journal.seenRows.insert(basic).inserted {
            journal.rows.append((basic, symbols.isBasic[Int(basic)], symbols.rows[Int(basic)]))
        }
    }

    /// Makes `basic` basic with `row`.
    func insertRow(_ basic: Int32, _ row: Row) {
        recordRow(basic)
        let b = Int(basic)
        precondition(!symbols.isBasic[b], "symbol \(basic) is already basic")
        tableauVersion &+= 1
        symbols.isBasic[b] = true
        symbols.rows[b] = row
        linkAll(row.cells, to: basic)
        touch(basic)
        markReshaped(basic)
        if symbols.kind[b] == .external { sweep = nil; variableRowCount += 1 }
    }

    /// Makes `basic` non-basic and returns its row.
    @discardableResult
    func removeRow(_ basic: Int32) -> Row {
        recordRow(basic)
        let b = Int(basic)
        let row = symbols.rows[b]
        tableauVersion &+= 1
        unlinkAll(row.cells.lazy.map(\.symbol), from: basic)
        symbols.isBasic[b] = false
        symbols.rows[b] = Row()
        touch(basic)
        if symbols.kind[b] == .external { sweep = nil; variableRowCount -= 1 }
        return row
    }

    /// Adds `delta` to `basic`'s row constant.
    func addConstant(_ delta: Double, toRowOf basic: Int32) {
        guard delta != 0 else { return }
        recordRow(basic)
        symbols.rows[Int(basic)].constant += delta
        touch(basic)
        if symbols.kind[Int(basic)] == .external, let index = sweep?.position[Int(basic)], index >= 0 {
            // A copy of the engine (a trial add) shares the sweep: copy it before writing.
            if !isKnownUniquelyReferenced(&sweep) { sweep = sweep!.copy() }
            sweep!.constants[Int(index)] += delta
        }
        if mustStayFeasible(basic), symbols.rows[Int(basic)].constant < 0 { infeasible.append(basic) }
    }

    /// In `basic`'s row, replaces `symbol` by `replacement` (a row in other symbols).
    func substitute(_ symbol: Int32, with replacement: Row, inRowOf basic: Int32) {
        if indexingLongRows {
            if replacement.cells.count <= 8, let slot = cellIndexSlot(for: basic) {
                substituteIndexed(symbol, with: replacement, inRowOf: basic, slot: slot)
                return
            }
            // A long replacement is merged as usual, which moves cells: drop the index.
            releaseCellIndex(of: basic)
        }
        recordRow(basic)
        tableauVersion &+= 1
        let b = Int(basic)
        guard let index = position(of: symbol, inRowOf: basic) else { return }
        var row = symbols.rows[b]
        symbols.rows[b] = Row()  // keep the buffer unique while we edit it
        let factor = row.cells[index].coefficient
        row.cells.swapAt(index, row.cells.count - 1)
        row.cells.removeLast()
        unlink(symbol, from: basic)
        if symbols.kind[b] == .external { sweep = nil }
        markReshaped(basic)
        add(replacement, times: factor, to: &row, basic: basic)
        symbols.rows[b] = row
        if factor * replacement.constant != 0 { touch(basic) }
        if mustStayFeasible(basic), row.constant < 0 { infeasible.append(basic) }
    }

    /// Index of `symbol`'s cell in `basic`'s row. While a marker is taken out, a row of 64
    /// cells or more is looked up in its table of positions (`RowPositions.swift`), read
    /// again only when a position no longer holds its symbol: removing constraints along
    /// a row of views finds each in the long equation that spans the views without
    /// reading it (chain 4,000: reading it was half of removing every tenth constraint).
    /// Other searches read the row, four cells a step.
    func position(of symbol: Int32, inRowOf basic: Int32) -> Int? {
        let indexed = removingMarker
        let count = symbolCount
        return symbols.rows[Int(basic)].cells.withUnsafeBufferPointer { cells in
            guard indexed, cells.count >= 64 else { return Row.position(of: symbol, in: cells) }
            return rowPositions.position(of: symbol, in: cells, rowOf: basic, symbolCount: count)
        }
    }

    /// `row += factor * source`, keeping the indexes of `basic`'s row in step.
    /// `basic` is -1 for a row that is not in the tableau.
    func add(_ source: Row, times factor: Double, to row: inout Row, basic: Int32) {
        row.constant += factor * source.constant
        if source.cells.isEmpty { return }
        let inTableau = basic >= 0
        if row.cells.count * source.cells.count <= 64 {
            for cell in source.cells {
                let delta = factor * cell.coefficient
                if let index = row.index(of: cell.symbol) {
                    let value = row.cells[index].coefficient + delta
                    if nearZero(value) {
                        row.cells.swapAt(index, row.cells.count - 1)
                        row.cells.removeLast()
                        if inTableau { unlink(cell.symbol, from: basic) }
                    } else {
                        row.cells[index].coefficient = value
                    }
                } else if !nearZero(delta) {
                    row.cells.append(Cell(symbol: cell.symbol, coefficient: delta))
                    if inTableau { link(cell.symbol, to: basic) }
                }
            }
            return
        }
        if source.cells.count <= 8 {
            addShort(source, times: factor, to: &row, basic: basic)
            return
        }
        // Large rows: a position map makes the merge linear. Everything is written
        // through raw buffers (an array element written in a loop checks the array's
        // uniqueness at every cell), and the index entries of the cells that came and
        // went are updated in one pass each.
        stamp &+= 1
        if stamp == 0 { resetStamps() }
        let stamp = self.stamp
        var added = mergeCells
        mergeCells = []
        added.removeAll(keepingCapacity: true)
        var removedAny = false
        symbols.scratchStamp.withUnsafeMutableBufferPointer { stamps in
            symbols.scratch.withUnsafeMutableBufferPointer { positions in
                row.cells.withUnsafeMutableBufferPointer { cells in
                    for index in cells.indices {
                        let s = Int(cells[index].symbol)
                        stamps[s] = stamp
                        positions[s] = Double(index)
                    }
                    // A source holds each symbol once: a cell it adds is never met again.
                    for cell in source.cells {
                        let s = Int(cell.symbol)
                        let delta = factor * cell.coefficient
                        if stamps[s] == stamp {
                            let index = Int(positions[s])
                            let value = cells[index].coefficient + delta
                            cells[index].coefficient = value
                            if nearZero(value) { removedAny = true }
                        } else if !nearZero(delta) {
                            added.append(Cell(symbol: cell.symbol, coefficient: delta))
                        }
                    }
                }
            }
        }
        if removedAny {
            var cancelled = cancelledSymbols
            cancelledSymbols = []
            cancelled.removeAll(keepingCapacity: true)
            row.cells.withUnsafeMutableBufferPointer { cells in
                for index in cells.indices {
                    let cell = cells[index]
                    if nearZero(cell.coefficient) {
                        cancelled.append(cell.symbol)
                    } else if !cancelled.isEmpty {
                        cells[index - cancelled.count] = cell
                    }
                }
            }
            row.cells.removeLast(cancelled.count)
            if inTableau { unlinkAll(cancelled, from: basic) }
            cancelledSymbols = cancelled
        }
        if !added.isEmpty {
            row.cells.append(contentsOf: added)
            if inTableau { linkAll(added, to: basic) }
        }
        mergeCells = added
    }

    /// ``add(_:times:to:basic:)`` for a short `source` (at most eight cells) and a long
    /// `row`: the source's symbols are found in the row, and cancelled cells are swapped
    /// out from the end, so the row's other cells are neither written nor moved. A pivot
    /// on a short row (a free step of the dual simplex) writes into long rows this way.
    ///
    /// They are found by one read-only pass over the row (``scanForShort``), or, while a
    /// marker is taken out, without it (``lookUpForShort``): removing a view's preferred
    /// width from a row of views substitutes one error by a row holding its partner,
    /// which the long row that spans the views holds too, and the pass over that row made
    /// each such removal as long as the row.
    private func addShort(_ source: Row, times factor: Double, to row: inout Row, basic: Int32) {
        let inTableau = basic >= 0
        withUnsafeTemporaryAllocation(of: Int.self, capacity: source.cells.count) { found in
            found.initialize(repeating: -1)
            if !(removingMarker && inTableau && lookUpForShort(source, in: row, basic: basic, into: found)) {
                scanForShort(source, in: row, into: found)
            }
            // The held cells updated, the cancelled ones swapped out from the end,
            // highest first, then the others appended in the source's order.
            var cancelled: [Int] = []
            for k in source.cells.indices where found[k] >= 0 {
                let index = found[k]
                let value = row.cells[index].coefficient + factor * source.cells[k].coefficient
                row.cells[index].coefficient = value
                if nearZero(value) { cancelled.append(index) }
            }
            for index in cancelled.sorted(by: >) {
                let symbol = row.cells[index].symbol
                row.cells.swapAt(index, row.cells.count - 1)
                row.cells.removeLast()
                if inTableau { unlink(symbol, from: basic) }
            }
            for k in source.cells.indices where found[k] < 0 {
                let cell = source.cells[k]
                let delta = factor * cell.coefficient
                guard !nearZero(delta) else { continue }
                row.cells.append(Cell(symbol: cell.symbol, coefficient: delta))
                if inTableau { link(cell.symbol, to: basic) }
            }
        }
    }

    /// Where each of `source`'s symbols sits in `row` (-1 for absent ones), by one
    /// read-only pass over the row that stops once all are found: the source's symbols
    /// are marked in the scratch stamps, their indexes in `scratch`.
    private func scanForShort(_ source: Row, in row: Row, into found: UnsafeMutableBufferPointer<Int>) {
        stamp &+= 1
        if stamp == 0 { resetStamps() }
        let stamp = self.stamp
        var remaining = source.cells.count
        symbols.scratchStamp.withUnsafeMutableBufferPointer { stamps in
            symbols.scratch.withUnsafeMutableBufferPointer { positions in
                for index in source.cells.indices {
                    let s = Int(source.cells[index].symbol)
                    stamps[s] = stamp
                    positions[s] = Double(index)
                }
                row.cells.withUnsafeBufferPointer { cells in
                    for index in cells.indices {
                        let s = Int(cells[index].symbol)
                        guard stamps[s] == stamp else { continue }
                        // Consumed: a stamp of 0 is never current.
                        stamps[s] = 0
                        found[Int(positions[s])] = index
                        remaining -= 1
                        if remaining == 0 { break }
                    }
                }
            }
        }
    }

    /// ``scanForShort`` without the pass: the index says which of the source's symbols
    /// `basic`'s row holds, and the row's table of positions (``position(of:inRowOf:)``)
    /// where. False, with `found` all -1, when a list of the index is too long to read
    /// or the table does not find a symbol the index lists.
    private func lookUpForShort(_ source: Row, in row: Row, basic: Int32,
                                         into found: UnsafeMutableBufferPointer<Int>) -> Bool {
        let simplex = isSimplexRow(basic)
        for k in source.cells.indices {
            let s = Int(source.cells[k].symbol)
            let list = simplex ? symbols.columns[s] : symbols.referrers[s]
            // A long list is not worth reading: the pass is as cheap.
            if list.count > 16 { return false }
        }
        let count = symbolCount
        for k in source.cells.indices {
            let s = Int(source.cells[k].symbol)
            guard (simplex ? symbols.columns[s] : symbols.referrers[s]).contains(basic) else { continue }
            let position = row.cells.withUnsafeBufferPointer { cells in
                rowPositions.position(of: source.cells[k].symbol, in: cells, rowOf: basic, symbolCount: count)
            }
            guard let position else {
                found.update(repeating: -1)
                return false
            }
            found[k] = position
        }
        return true
    }

    /// Runs `body` on the index that ``link(_:to:)`` and ``unlink(_:from:)`` keep for
    /// `basic`'s row, borrowed once: `columns` for a restricted row, `referrers` for a
    /// variable row.
    @inline(__always)
    private func withIndexLists(of basic: Int32, _ body: (UnsafeMutableBufferPointer<SymbolList>) -> Void) {
        if isSimplexRow(basic) {
            symbols.columns.withUnsafeMutableBufferPointer { body($0) }
        } else {
            symbols.referrers.withUnsafeMutableBufferPointer { body($0) }
        }
    }

    /// ``link(_:to:)`` for every cell, with the index borrowed once.
    private func linkAll(_ cells: [Cell], to basic: Int32) {
        withIndexLists(of: basic) { lists in
            // By index (an array's iterator runs generic calls per step unoptimised).
            var index = 0
            while index < cells.count {
                lists[Int(cells[index].symbol)].append(basic)
                index += 1
            }
        }
    }

    /// ``unlink(_:from:)`` for every symbol, with the index borrowed once.
    private func unlinkAll<Symbols: Sequence<Int32>>(_ removed: Symbols, from basic: Int32) {
        withIndexLists(of: basic) { lists in
            for symbol in removed { lists[Int(symbol)].removeFirst(basic) }
        }
    }

    func resetStamps() {
        for index in symbols.scratchStamp.indices { symbols.scratchStamp[index] = 0 }
        stamp = 1
    }

    /// Rewrites `row` (read as `0 = row`) as `subject = …`. Returns whether a cell fell
    /// below the noise threshold (the caller drops such cells where it keeps indexes).
    ///
    /// For a pivot's row (`leaving = row`), `leaving` takes `subject`'s cell, as
    /// `0 = row - leaving`, instead of being appended: the row's array does not grow (an
    /// append reallocated the row at nearly every pivot, the rows being built to size).
    @discardableResult
    func solve(_ row: inout Row, for subject: Int32, inPlaceOf leaving: Int32? = nil) -> Bool {
        guard let index = row.index(of: subject) else {
            preconditionFailure("solving for a symbol the row does not hold")
        }
        let coefficient = row.cells[index].coefficient
        if let leaving {
            row.cells[index] = Cell(symbol: leaving, coefficient: -1)
        } else {
            row.cells.swapAt(index, row.cells.count - 1)
            row.cells.removeLast()
        }
        return divide(&row, by: coefficient)
    }

    /// Divides `row` by `-coefficient` (the last step of solving `0 = row` for a symbol
    /// whose cell of `coefficient` was taken out); whether a cell fell below the noise
    /// threshold.
    private func divide(_ row: inout Row, by coefficient: Double) -> Bool {
        let factor = -1 / coefficient
        row.constant *= factor
        var tiny = false
        // Through a raw buffer: written by subscript, the array checked its uniqueness
        // at every cell.
        row.cells.withUnsafeMutableBufferPointer { cells in
            for i in cells.indices {
                let value = cells[i].coefficient * factor
                cells[i].coefficient = value
                if nearZero(value) { tiny = true }
            }
        }
        return tiny
    }

    /// ``solve(_:for:)`` for a row not yet in the tableau, dropping the cells the
    /// division left under the noise threshold (no column links to keep in step). A
    /// cell just over it, divided by a coefficient above one, otherwise stayed in the
    /// row (seen in fuzzing: 2·10⁻⁹ on a dummy, in a row a rebuild made).
    ///
    /// A variable row keeps its variables' cells however small the division made them:
    /// a division cancels nothing, so such a cell is the constraint's own coefficient,
    /// scaled (seen in fuzzing: x2's 3.2·10⁻⁹ in x0's row, dropped, left a required
    /// equation off by 2.1·10⁻⁶ with x2 at -175). No ratio test reads a variable row.
    func solveNewRow(_ row: inout Row, for subject: Int32) {
        guard solve(&row, for: subject) else { return }
        let kinds = symbols.kind, rowKind = kinds[Int(subject)]
        row.cells.removeAll { nearZero($0.coefficient) && !rowKind.keepsSmallCell(of: kinds[Int($0.symbol)]) }
    }

    /// Replaces `symbol` by `row` everywhere the simplex holds it: restricted rows and
    /// the objective. Variable rows keep `symbol`; they read its value when evaluated.
    func substituteEverywhere(_ symbol: Int32, with row: Row) {
        let holders = symbols.columns[Int(symbol)]
        for basic in holders {
            substitute(symbol, with: row, inRowOf: basic)
        }
        substituteInObjective(symbol, with: row)
    }

    /// The simplex pivot: `entering` becomes basic in place of `leaving`.
    ///
    /// The row keeps its cells but for the two symbols swapping places, so the index
    /// entries of the other cells are renamed in place rather than removed and added.
    /// A swap of an optional constraint's two errors takes its own path
    /// (`Engine+PairSwap.swift`).
    func pivot(entering: Int32, leaving: Int32) {
        rowsReshaped = true
        if indexingLongRows { releaseCellIndex(of: leaving) }
        if let level = exactPairSwapLevel(entering: entering, leaving: leaving) {
            swapPair(entering: entering, leaving: leaving, level: level)
            return
        }
        recordRow(leaving)
        recordRow(entering)
        tableauVersion &+= 1
        let l = Int(leaving), e = Int(entering)
        var row = symbols.rows[l]
        symbols.rows[l] = Row()
        symbols.isBasic[l] = false
        touch(leaving)
        symbols.columns.withUnsafeMutableBufferPointer { columns in
            for cell in row.cells where cell.symbol != entering {
                columns[Int(cell.symbol)].rename(leaving, to: entering)
            }
        }
        unlink(entering, from: leaving)
        let leftTinyCells = solve(&row, for: entering, inPlaceOf: leaving)
        symbols.columns[l].append(entering)
        // Dividing by the pivot element can leave cells below the noise threshold.
        if leftTinyCells {
            for cell in row.cells where nearZero(cell.coefficient) { unlink(cell.symbol, from: entering) }
            row.cells.removeAll { nearZero($0.coefficient) }
        }
        substituteEverywhere(entering, with: row)
        symbols.isBasic[e] = true
        symbols.rows[e] = row
        touch(entering)
        markReshaped(entering)
    }
}
