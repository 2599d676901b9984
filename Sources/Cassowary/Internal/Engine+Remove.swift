/// Removing constraints.
extension Engine {
    func remove(_ constraint: Constraint) throws(SolverError) {
        if removeTwinOrHost(constraint) { return }
        guard let tag = tags.remove(constraint) else {
            throw .unknownConstraint(constraint)
        }
        forgetHost(constraint)
        rowsReshaped = true
        // Take the constraint's errors out of the objective first.
        for symbol in [tag.marker, tag.other] where symbol >= 0 && symbols.kind[Int(symbol)] == .error {
            addToObjective(symbol, weight: -1, level: Int(symbols.errorLevel[Int(symbol)]))
            // A dead error may stay in rows (at zero): no level counts it any more.
            symbols.errorLevel[Int(symbol)] = -1
        }
        removingMarker = true
        removeMarker(tag.marker)
        removingMarker = false
        // Only a live constraint's symbols name their owner (the value check reads
        // every marker that does); a dead error may stay in rows, at zero.
        symbols.owners[Int(tag.marker)] = nil
        if tag.other >= 0 { symbols.owners[Int(tag.other)] = nil }
        // The variables `add` counted: the terms past the noise threshold (each variable
        // once in a reduced expression), all still bound to this engine.
        for term in constraint.expression.terms where !nearZero(term.coefficient) {
            guard term.variable.ownerSerial == serial else { continue }
            let symbol = term.variable.symbol
            symbols.mentions[Int(symbol)].removeFirst(tag.marker)
            symbols.useCount[Int(symbol)] -= 1
            releaseIfUnused(symbol)
        }
        optimizeAndRepair()
    }

    /// Removes the constraint's row: the marker is made basic (kiwi's marker leaving
    /// row) and its row dropped, after variable rows that mention it are rewritten. A
    /// marker that only two variable rows hold is merged out of them instead
    /// (`Engine+MergeRemoval.swift`).
    private func removeMarker(_ marker: Int32) {
        let m = Int(marker)
        if !symbols.isBasic[m] {
            if let leaving = markerLeavingRow(marker) {
                pivot(entering: marker, leaving: leaving)
            } else if symbols.referrers[m].count == 1 {
                // One variable row holds the marker, and no other row: none that it reaches
                // can hold it, so its coefficient there is its expanded one (at least the
                // noise threshold, as every cell's). Solving that row for the marker and
                // dropping the marker's row leaves the row's basic variable non-basic, and
                // nothing else to rewrite: the row goes. (The general path below expanded
                // it first, up to the root of a tree: in tree 6, 1,365 of the 2,184
                // removals of every tenth constraint, 12 M of their 20.5 M instructions.)
                removeRow(symbols.referrers[m][0])
                return
            } else if removeMarkerByMerging(marker) {
                return
            } else if !symbols.referrers[m].isEmpty {
                // Only variable rows hold the marker: solve one for it. Variable rows
                // reach each other, so the marker's true coefficient in a row is that
                // of its expansion over non-basic symbols (it can cancel out, or the
                // replacement would mention the marker again and leave it in the
                // tableau). Solve a row whose expansion still holds it.
                // The first (from the lowest symbol) where it is not noise-sized, else the
                // one where it weighs most: dividing by a coefficient that is mostly
                // rounding noise would spread the noise into every value. Lowest first:
                // rows mostly refer to variables made before theirs (a container's before
                // its views'), so the lowest holder is the likeliest to reach no other
                // holder, where the coefficient cannot cancel and the expansion is short.
                // (Highest first, removing every tenth constraint of a 1,000-view row
                // expanded rows across the whole row only to find the marker cancelled.)
                var chosen: (holder: Int32, row: Row)?
                var weight = 1e-9
                for holder in symbols.referrers[m].sorted(by: <) {
                    let expanded = expand(symbols.rows[Int(holder)])
                    let coefficient = abs(expanded.coefficient(of: marker))
                    if coefficient > weight { chosen = (holder, expanded); weight = coefficient }
                    if weight >= 1e-3 { break }
                }
                guard let (holder, expanded) = chosen else { return }  // the marker cancels everywhere
                _ = removeRow(holder)
                var row = expanded
                row.cells.append(Cell(symbol: holder, coefficient: -1))
                solveNewRow(&row, for: marker)
                for other in symbols.referrers[m] { substitute(marker, with: row, inRowOf: other) }
                return
            } else {
                return  // the marker stands nowhere: nothing holds the constraint
            }
        }
        let row = removeRow(marker)
        for holder in symbols.referrers[m] { substitute(marker, with: row, inRowOf: holder) }
    }

    /// The restricted row the marker leaves through: the minimum ratio among rows where it
    /// has a negative coefficient and the minimum ratio among the others, the shorter of
    /// the two (kiwi takes the first whenever there is one); ties to the lowest symbol.
    ///
    /// A row whose basic symbol is a dummy comes before all of them. Such a row stands
    /// for a required equation that was redundant when it was added (it holds only
    /// dummies, with a zero constant: `d_c = Σ k·d`). If the leaving marker is one of
    /// those dummies, the redundant equation must take over the leaving one, which is
    /// exactly what pivoting through its row does; pivoting through any other row would
    /// leave `d_c` basic with a non-zero value, the equation silently broken.
    private func markerLeavingRow(_ marker: Int32) -> Int32? {
        var redundant: Int32 = -1
        for basic in symbols.columns[Int(marker)] where symbols.kind[Int(basic)] == .dummy {
            let coefficient = symbols.rows[Int(basic)].coefficient(of: marker)
            if coefficient != 0 && (redundant < 0 || basic < redundant) { redundant = basic }
        }
        if redundant >= 0 { return redundant }
        var first: Int32 = -1, firstRatio = Double.infinity
        var second: Int32 = -1, secondRatio = Double.infinity
        for basic in symbols.columns[Int(marker)] {
            let row = symbols.rows[Int(basic)]
            let coefficient = row.coefficient(of: marker)
            if coefficient == 0 { continue }
            if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if ratio < firstRatio || (ratio == firstRatio && basic < first) { firstRatio = ratio; first = basic }
            } else {
                let ratio = row.constant / coefficient
                if ratio < secondRatio || (ratio == secondRatio && basic < second) { secondRatio = ratio; second = basic }
            }
        }
        // Either keeps every other row feasible once the marker's row is dropped (the
        // rows with the other sign only grow; those with the same sign stay above the
        // minimum ratio), so the shorter is pivoted on: in a row of views, a preferred
        // width's error is held by its own short row and by the dense row that spans the
        // views, and pivoting on the dense row rewrote and re-indexed all of it at every
        // such removal.
        if first >= 0 && second >= 0 {
            return symbols.rows[Int(second)].cells.count < symbols.rows[Int(first)].cells.count ? second : first
        }
        if first >= 0 { return first }
        if second >= 0 { return second }
        return nil
    }
}
