/// Removing a required equation whose marker two variable rows hold, without copying
/// the longer one.
///
/// A row of views pinned at both ends has one equation that spans the row (the sum of
/// the widths). Once a link of the row is removed, that equation lives in a variable row
/// (`l₃ = W - Σ…`, thousands of cells in a long row), and it holds the marker of every
/// later link too. Removing such a link, the marker's two holders are that long row
/// `L` (basic `l`) and the link's own short row `S` (basic `s`): `l = L' + c_L·m` and
/// `s = S' + c_S·m`. The short row cannot give `m` its value: it reaches the long one
/// (the link's left edge follows from the edges before it, back to `l`), so `m` cancels
/// out of its expansion. The general path (`removeMarker` in `Engine+Remove.swift`)
/// therefore expands the long row, solves it for `m` and writes the result into the
/// short row: the long row copied, expanded and indexed again, at every removal.
///
/// The result is one equation, `s = S' + (c_S/c_L)·(l - L')`: the long row's cells
/// scaled (by 1 when the marker's coefficients are opposite, as a link's are), the short
/// row's few cells and `l` added, `l` left non-basic. Here it is made in the long row's
/// own storage, whose cells are neither copied nor moved. Either the storage moves from
/// `l` to `s`, each cell's index entry renamed, or it stays and the two variables trade
/// symbols (`Engine+SymbolTrade.swift`), which rewrites only the rows naming them.
///
/// It is exact when the long row does not reach `s` (no row it names leads to `s`): then
/// `m`, held by no other row, has its own coefficient in the long row's expansion, and
/// the new row cannot form a cycle. A link's short row reaches `l` within a few rows,
/// which proves it (the rows form no cycle); failing that, a search from the long row's
/// variables checks it, and gives up (back to the general path) past a budget of rows.
/// With the proof and the trade, a link's removal looks the marker up in the long row's
/// table of positions (`position(of:inRowOf:)`, `RowPositions.swift`) rather than reading
/// the row, and costs about the same wherever the link is.
///
/// Short rows merge too: the merge reads the longer row once and expands nothing, where
/// the general path expands a holder through every row it reaches (up to the root of a
/// tree). Tree 6's removals of every tenth constraint took 29.1 M instructions with
/// only rows of 32 cells or more merged, 20.6 M with all.
extension Engine {
    /// How many rows the search for a cycle may visit before giving up.
    static let mergedRemovalSearchBudget = 256

    /// Removes `marker` from the tableau as described above, if it has exactly two
    /// holders, both variable rows, the longer one with a coefficient that is not
    /// rounding-sized and reaching not the other's basic variable, the shorter one of at
    /// most 16 cells. Returns whether it did.
    func removeMarkerByMerging(_ marker: Int32) -> Bool {
        let m = Int(marker)
        guard mergesRemovedMarkers, !indexingLongRows, journal == nil, symbols.referrers[m].count == 2 else {
            return false
        }
        var long = symbols.referrers[m][0], short = symbols.referrers[m][1]
        if symbols.rows[Int(long)].cells.count < symbols.rows[Int(short)].cells.count { swap(&long, &short) }
        let l = Int(long), s = Int(short)
        guard symbols.rows[s].cells.count <= 16 else { return false }
        let shortRow = symbols.rows[s]
        let shortCoefficient = shortRow.coefficient(of: marker)
        guard shortCoefficient != 0 else { return false }
        // What the long row gains besides its own cells: the short row's other cells,
        // and `l` (see the formula below).
        var added: [Cell] = []
        added.reserveCapacity(shortRow.cells.count)
        for cell in shortRow.cells where cell.symbol != marker { added.append(cell) }
        let longIndex = added.firstIndex(where: { $0.symbol == long }) ?? added.count
        if longIndex == added.count { added.append(Cell(symbol: long, coefficient: 0)) }
        // The new row must form no cycle: the long row must not reach `s`. When the short
        // row reaches `l` (a link's row reaches back along the row of views), it cannot
        // (the rows form no cycle), and a read for the marker is all the long row needs.
        // Otherwise the long row is searched. (The search from the short side visits at
        // most a quarter as many rows as the long row has cells: past that, reading the
        // long row is as cheap.)
        let found: (marker: Int, positions: [Int])
        let shortSideBudget = min(Engine.mergedRemovalSearchBudget, symbols.rows[l].cells.count / 4)
        if row(of: short, reaches: long, budget: shortSideBudget) {
            found = locate(marker, added, inRowOf: long)
        } else {
            guard let searched = scanLongRow(of: long, marker: marker, added: added, target: short) else { return false }
            found = searched
        }
        guard found.marker >= 0 else { return false }
        let longCoefficient = symbols.rows[l].cells[found.marker].coefficient
        // The general path's threshold for the coefficient it divides by.
        guard abs(longCoefficient) >= 1e-3 else { return false }
        // s = S' + ratio·l + factor·L', with factor = -ratio.
        let ratio = shortCoefficient / longCoefficient
        let factor = -ratio
        added[longIndex].coefficient += ratio

        // The short row leaves the tableau. The new row is made in the long row's storage,
        // with `s` as its basic variable and `l` non-basic. Either the storage moves from
        // `l` to `s`, each of its cells' index entries renamed, or it stays where it is and
        // the two variables trade symbols (`Engine+SymbolTrade.swift`), which rewrites
        // only the rows that name them: whichever writes fewer cells.
        removeRow(short)
        tableauVersion &+= 1
        let trades = tradingSymbolsIsCheaper(long, short, than: symbols.rows[l].cells.count)
        // The basic variable's symbol, and the row's slot, once the new row is made.
        let basic = trades ? long : short
        if trades {
            tradeSymbols(long, short)
            // `l`'s variable, which the added cells name, is `short` now.
            for index in added.indices where added[index].symbol == long { added[index].symbol = short }
        }
        var row = symbols.rows[l]
        symbols.rows[l] = Row()
        row.constant = factor * row.constant + shortRow.constant
        let scales = factor != 1
        if trades {
            if scales {
                row.cells.withUnsafeMutableBufferPointer { cells in
                    for index in cells.indices { cells[index].coefficient *= factor }
                }
            }
        } else {
            symbols.isBasic[l] = false
            touch(long)
            row.cells.withUnsafeMutableBufferPointer { cells in
                symbols.referrers.withUnsafeMutableBufferPointer { lists in
                    for index in cells.indices {
                        lists[Int(cells[index].symbol)].rename(long, to: short)
                        if scales { cells[index].coefficient *= factor }
                    }
                }
            }
        }
        // The cells to drop: the marker's, and any that rounding took to noise.
        var dropped = [found.marker]
        for (cell, position) in zip(added, found.positions) {
            if position >= 0 {
                row.cells[position].coefficient += cell.coefficient
                if nearZero(row.cells[position].coefficient) { dropped.append(position) }
            } else if !nearZero(cell.coefficient) {
                row.cells.append(cell)
                link(cell.symbol, to: basic)
            }
        }
        if scales {
            for index in row.cells.indices where index != found.marker && nearZero(row.cells[index].coefficient)
                && !dropped.contains(index) {
                dropped.append(index)
            }
        }
        // Highest first, each replaced by the last cell (already checked, or appended).
        for index in dropped.sorted(by: >) {
            unlink(row.cells[index].symbol, from: basic)
            row.cells.swapAt(index, row.cells.count - 1)
            row.cells.removeLast()
        }
        symbols.rows[Int(basic)] = row
        symbols.isBasic[Int(basic)] = true
        touch(long)
        touch(short)
        markReshaped(basic)
        // Counted out with the short row (`removeRow`); when the storage moved, `s` has a
        // row again and `l` none.
        if !trades {
            if symbols.kind[s] == .external { variableRowCount += 1 }
            if symbols.kind[l] == .external { variableRowCount -= 1 }
        }
        sweep = nil
        mergedRemovalCount += 1
        return true
    }

    /// One pass over `basic`'s (long) row: where `marker` and each symbol of `added` sit
    /// in it (-1 for absent ones), provided that no variable row it names, directly or
    /// through the rows those name, is `target`'s. Nil if one is, or if the search
    /// visits more than ``mergedRemovalSearchBudget`` rows.
    private func scanLongRow(of basic: Int32, marker: Int32, added: [Cell],
                                      target: Int32) -> (marker: Int, positions: [Int])? {
        let visit = nextVisitMark()
        // The evaluation's work list, free between evaluations.
        var stack = evalStack
        evalStack = []
        defer { evalStack = stack }
        stack.removeAll(keepingCapacity: true)
        var markerPosition = -1
        var positions = [Int](repeating: -1, count: added.count)
        // A cheap first test for the added symbols: a bit per symbol modulo 64.
        var addedMask: UInt64 = 0
        for cell in added { addedMask |= 1 &<< UInt64(cell.symbol & 63) }
        var reaches = false
        // The stamps are moved out for the pass, so that reading the row meanwhile is
        // no overlapping access.
        var stamps = symbols.visitStamp
        symbols.visitStamp = []
        stamps[Int(basic)] = visit
        let kind = symbols.kind, isBasic = symbols.isBasic
        kind.withUnsafeBufferPointer { kind in
            isBasic.withUnsafeBufferPointer { isBasic in
                stamps.withUnsafeMutableBufferPointer { stamps in
                    // The long row itself, every cell read once.
                    reaches = symbols.rows[Int(basic)].cells.withUnsafeBufferPointer { cells -> Bool in
                        for index in cells.indices {
                            let symbol = cells[index].symbol
                            let c = Int(symbol)
                            if symbol == marker { markerPosition = index; continue }
                            if addedMask & (1 &<< UInt64(symbol & 63)) != 0 {
                                for k in added.indices where added[k].symbol == symbol { positions[k] = index }
                            }
                            // Most of the row's symbols are not basic: that is read first.
                            if isBasic[c] && kind[c] == .external && stamps[c] != visit {
                                if symbol == target { return true }
                                stamps[c] = visit
                                stack.append(symbol)
                            }
                        }
                        return false
                    }
                }
            }
        }
        // Back in place, this copy dropped so that the search writes them without a copy.
        symbols.visitStamp = stamps
        stamps = []
        // The (short) rows it reaches.
        if reaches || searchRows(from: &stack, for: target, visit: visit) != false { return nil }
        guard markerPosition >= 0 else { return nil }
        return (markerPosition, positions)
    }

    /// Whether `basic`'s row reaches `target`'s, through the basic variables it names
    /// and the rows those name: a search of at most `budget` rows (false past it).
    private func row(of basic: Int32, reaches target: Int32, budget: Int) -> Bool {
        let visit = nextVisitMark()
        var stack = evalStack
        evalStack = []
        defer { evalStack = stack }
        stack.removeAll(keepingCapacity: true)
        stack.append(basic)
        symbols.visitStamp[Int(basic)] = visit
        return searchRows(from: &stack, for: target, visit: visit, budget: budget) == true
    }

    /// Follows the rows of the basic variables on `stack` (marked `visit`), and of those
    /// their rows name, looking for `target`: true when found, false when not, nil past
    /// `budget` rows.
    private func searchRows(from stack: inout [Int32], for target: Int32, visit: UInt32,
                                     budget: Int = Engine.mergedRemovalSearchBudget) -> Bool? {
        var visited = 0
        while let next = stack.popLast() {
            visited += 1
            if visited > budget { return nil }
            for cell in symbols.rows[Int(next)].cells {
                let c = Int(cell.symbol)
                guard symbols.isBasic[c], symbols.kind[c] == .external, symbols.visitStamp[c] != visit else { continue }
                if cell.symbol == target { return true }
                symbols.visitStamp[c] = visit
                stack.append(cell.symbol)
            }
        }
        return false
    }

    /// Where `marker` and each symbol of `added` sit in `basic`'s row (-1 for absent
    /// ones): the index says which added symbols the row holds (usually none), and the
    /// row's table of positions where they and the marker are.
    private func locate(_ marker: Int32, _ added: [Cell], inRowOf basic: Int32) -> (marker: Int, positions: [Int]) {
        var positions = [Int](repeating: -1, count: added.count)
        for index in added.indices where symbols.referrers[Int(added[index].symbol)].contains(basic) {
            positions[index] = position(of: added[index].symbol, inRowOf: basic) ?? -1
        }
        return (position(of: marker, inRowOf: basic) ?? -1, positions)
    }
}
