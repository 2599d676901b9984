/// Two user variables trading their symbols.
///
/// A merged removal (`Engine+MergeRemoval.swift`) makes the new row of `s` in the long
/// row's storage, which belongs to `l`. Moving that storage to `s` renames the index
/// entry of every cell (each cell's list of the rows holding it names the row by its
/// basic variable): a pass over the long row at every removal of a link in a row of
/// views, about half of that removal's cost once the row is thousands of cells long.
/// Instead, the two variables can trade symbols: `s`'s variable takes `l`'s symbol, whose
/// slot keeps the storage and whose index entries stay right, and `l`'s variable takes
/// `s`'s. Only the rows that name either symbol are rewritten (a row of views: the next
/// view's link row and the one after the short row), with everything that belongs to the
/// variable rather than to the row slot: its index lists, its values, its probe value,
/// its constraints' markers and its count of them, and the variable's own binding.
///
/// What belongs to the slot stays: the row and whether there is one, the evaluation
/// state (clean between calls), the pending and reshaped flags (the lists hold the slot's
/// number; the caller lists both slots again), the scratch marks. Symbol numbers decide
/// ties in the simplex and in the choice of subjects, so a trade can change which of two
/// equally good bases a later call reaches; the constraints' solution does not depend on
/// it.
extension Engine {
    /// Whether trading the symbols of `a` and `b` (both basic variables of variable
    /// rows) writes fewer cells than renaming `limit` index entries: the rows that name
    /// either, counted until they reach `limit`.
    func tradingSymbolsIsCheaper(_ a: Int32, _ b: Int32, than limit: Int) -> Bool {
        guard tradesSymbols, journal == nil else { return false }
        var cost = 0
        for pick in 0..<2 {
            let s = Int(pick == 0 ? a : b)
            guard symbols.kind[s] == .external, symbols.isBound[s] else { return false }
            for holder in symbols.referrers[s] {
                cost += symbols.rows[Int(holder)].cells.count
                if cost >= limit { return false }
            }
        }
        return true
    }

    /// Gives `a`'s variable the symbol `b` and `b`'s the symbol `a` (see above). Both
    /// are bound user variables that no restricted row holds.
    func tradeSymbols(_ a: Int32, _ b: Int32) {
        let i = Int(a), j = Int(b)
        // The rows naming either: each such cell takes the other number (a row naming
        // both is rewritten once).
        for holder in symbols.referrers[i] { swapSymbols(a, b, inRowOf: holder) }
        for holder in symbols.referrers[j] where !symbols.referrers[i].contains(holder) {
            swapSymbols(a, b, inRowOf: holder)
        }
        symbols.referrers.swapAt(i, j)
        symbols.mentions.swapAt(i, j)
        symbols.useCount.swapAt(i, j)
        symbols.variables.swapAt(i, j)
        symbols.values.swapAt(i, j)
        symbols.probe.swapAt(i, j)
        symbols.probeConstant.swapAt(i, j)
        let reported = symbols.reported[i]
        symbols.reported[i] = symbols.reported[j]
        symbols.reported[j] = reported
        for pick in 0..<2 {
            let symbol = pick == 0 ? a : b
            let variable = symbols.variables[Int(symbol)]!
            variable.symbol = symbol
            variable.slot = symbols.reported.pointer(to: Int(symbol))
        }
        tableauVersion &+= 1
        sweep = nil
        touch(a)
        touch(b)
        tradedSymbolCount += 1
    }
    /// Writes `b` for `a` and `a` for `b` in `basic`'s row.
    private func swapSymbols(_ a: Int32, _ b: Int32, inRowOf basic: Int32) {
        symbols.rows[Int(basic)].cells.withUnsafeMutableBufferPointer { cells in
            for index in cells.indices {
                if cells[index].symbol == a {
                    cells[index].symbol = b
                } else if cells[index].symbol == b {
                    cells[index].symbol = a
                }
            }
        }
    }
}
