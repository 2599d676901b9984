/// Checking the rows and the objective that a call rewrote against the constraints.
///
/// Every pivot rounds (see `Engine+Refactor.swift` for what drift is and how the
/// tableau is rebuilt when it is found). Only what was rewritten since the last check
/// can have drifted, so the check reads just that: the rows that insertions,
/// substitutions and pivots wrote, and the objective coefficients they changed. Its
/// cost follows the work of the call, not the size of the tableau.
///
/// **Rows.** Every row is a linear combination of the constraints' equations
/// (`0 = expression + k·marker + k'·other`), so it holds at every point where all of
/// them hold. Two such points are kept, one value per symbol:
/// - `probe`, for the equations without their constants: a fixed pseudo-random value
///   for each symbol but the markers, and each marker solved from its own equation
///   (a marker stands in its constraint's equation and nowhere else, so this always has
///   a solution, and adding or removing a constraint leaves the other values valid).
///   A row whose coefficients drifted fails to hold there.
/// - `probeConstant`, for the equations with their constants: 0 for each symbol but
///   the markers, and each marker `-constant / k`. A row whose coefficients hold at
///   `probe` reads the same constant error at every point of the equations, so this
///   one point checks its constant. A constant change moves only its marker's value.
///
/// **Values.** A row that holds at both points can still have lost a cell below the
/// noise threshold, which the solution multiplies by a large value once its symbol
/// enters the basis, or a constant change multiplies. So each constraint whose residual
/// at the solution can have changed (one of its symbols' values moved, or its
/// constant) is read at the solution, as every constraint was before. Calls that rewrote
/// no row (a constant change alone) run no check; the one whose shifts add up to where
/// rounding could show reads every constraint, as the full check did.
///
/// **Objective.** Each level is the sum of its live error symbols, written over the
/// non-basic symbols; a coefficient that drifted from that sum (by more than
/// ``Tolerance/relative`` of its size) is found by summing its column of error rows.
extension Engine {
    // MARK: Recording what changed

    /// Records that `basic`'s row was written (inserted, substituted into, pivoted).
    @inline(__always)
    func markReshaped(_ basic: Int32) {
        rowsWrittenSinceFullRead = true
        if !symbols.isReshaped[Int(basic)] {
            symbols.isReshaped[Int(basic)] = true
            reshapedRows.append(basic)
        }
    }

    /// Records that `symbol`'s objective coefficients changed.
    @inline(__always)
    func markObjectiveTouched(_ symbol: Int32) {
        if !symbols.isObjectiveTouched[Int(symbol)] {
            symbols.isObjectiveTouched[Int(symbol)] = true
            objectiveTouched.append(symbol)
        }
    }

    /// Records that the constraint of `marker` must be read at the solution (its
    /// constant changed). Past a bound (a client that shifts constants and never reads
    /// the values), the next check reads every constraint instead.
    func queueValueCheck(of marker: Int32) {
        if valueCheckSymbols.count >= max(64, 2 * tags.count) {
            valuesNeedFullCheck = true
            valueCheckSymbols.removeAll(keepingCapacity: true)
        }
        valueCheckSymbols.append(marker)
    }

    /// Ends a call that ran no check (it rewrote no row, only shifted constants); rows
    /// and objective coefficients written stay listed for the next check.
    ///
    /// The values it moved are not read. A row that lost a cell below the noise
    /// threshold (|c| < 10⁻⁸) is off by `c` times the shifts since: within the tolerance
    /// (10⁻⁹ of the size) until the shifts add up to a tenth of their constants' size.
    /// Past that, `valuesNeedFullCheck` is set and the call reads every constraint at
    /// once: rows hold only to a tolerance of their size, and one large shift can carry
    /// that rounding past the tolerance of the values.
    func deferDriftMarks() {
        unreadShift += callShift
        callShift = 0
        if unreadShift >= 0.1 { valuesNeedFullCheck = true }
        valueCheckSymbols.removeAll(keepingCapacity: true)
    }

    /// Forgets what was recorded: the check ran, or the rows are known to be fresh.
    func clearDriftMarks() {
        for basic in reshapedRows where Int(basic) < symbolCount { symbols.isReshaped[Int(basic)] = false }
        reshapedRows.removeAll(keepingCapacity: true)
        for symbol in objectiveTouched where Int(symbol) < symbolCount { symbols.isObjectiveTouched[Int(symbol)] = false }
        objectiveTouched.removeAll(keepingCapacity: true)
        valueCheckSymbols.removeAll(keepingCapacity: true)
        valuesNeedFullCheck = false
        callShift = 0
    }

    // MARK: The probe points

    /// Solves `tag`'s marker in both probe points from its equation (after the
    /// constraint was added: its other symbols already have their values).
    func placeProbe(of tag: Tag) {
        let marker = Int(tag.marker)
        let k = markerCoefficient(tag.marker, of: tag)
        var sum = 0.0
        // By index (an array's iterator runs generic calls per step unoptimised).
        let terms = tag.constraint.expression.terms
        var index = 0
        while index < terms.count {
            let term = terms[index]
            index += 1
            if !nearZero(term.coefficient) { sum += term.coefficient * symbols.probe[Int(term.variable.symbol)] }
        }
        if tag.other >= 0 { sum += markerCoefficient(tag.other, of: tag) * symbols.probe[Int(tag.other)] }
        symbols.probe[marker] = -sum / k
        refreshProbeConstant(of: tag)
    }

    /// Solves `tag`'s marker in the constant probe point again, after its constraint's
    /// constant (or edit value) changed; returns the constant its row now has
    /// (`expression.constant`, less an edit's suggested value).
    @discardableResult
    func refreshProbeConstant(of tag: Tag) -> Double {
        let constant = tag.constraint.expression.constant - editValue(of: tag.constraint)
        symbols.probeConstant[Int(tag.marker)] = -constant / markerCoefficient(tag.marker, of: tag)
        return constant
    }

    /// The suggested value, if `constraint` is an edit variable's (its row reads
    /// `variable - value`), else 0.
    ///
    /// Inlined: called from the checks' mutating methods, it copied the whole engine.
    /// Only a constraint marked as an edit's is looked up (a layout's content-size
    /// constraints also have one term at an optional strength: each cost a hashed
    /// lookup, about 1% of a stack's first layout).
    @inline(__always)
    func editValue(of constraint: Constraint) -> Double {
        guard constraint.isEdit, !edits.isEmpty, constraint.expression.terms.count == 1,
              let edit = edits[ObjectKey(constraint.expression.terms[0].variable)],
              edit.constraint === constraint else { return 0 }
        return edit.constant
    }

    // MARK: The checks

    /// Whether every row written since the last check holds at both probe points,
    /// within ``Tolerance`` of its magnitude there.
    func reshapedRowsAgreeWithConstraints() -> Bool {
        symbols.probe.withUnsafeBufferPointer { probe in
            symbols.probeConstant.withUnsafeBufferPointer { probeConstant in
                for basic in reshapedRows {
                    let b = Int(basic)
                    guard b < probe.count, symbols.isBasic[b] else { continue }
                    let row = symbols.rows[b]
                    var free = -probe[b], freeMagnitude = abs(probe[b])
                    var fixed = row.constant - probeConstant[b]
                    var fixedMagnitude = abs(row.constant) + abs(probeConstant[b])
                    let cells = row.cells
                    var index = 0
                    while index < cells.count {
                        let cell = cells[index]
                        index += 1
                        let s = Int(cell.symbol)
                        let term = cell.coefficient * probe[s], constantTerm = cell.coefficient * probeConstant[s]
                        free += term
                        freeMagnitude += abs(term)
                        fixed += constantTerm
                        fixedMagnitude += abs(constantTerm)
                    }
                    if !Tolerance.holds(free, magnitude: freeMagnitude) || !Tolerance.holds(fixed, magnitude: fixedMagnitude) {
                        return false
                    }
                }
                return true
            }
        }
    }

    /// Whether every objective coefficient changed since the last check is, within
    /// ``Tolerance/relative`` of its size, the sum of its column over the live error
    /// symbols of its level (1 for a non-basic error itself; 0 for a basic symbol).
    ///
    /// The sums are taken row by row, each error row that holds a touched symbol once,
    /// so a long row costs its length once, not once per symbol it holds. They are taken
    /// one level at a time in the symbols' scratch column (`scratch`, free between the
    /// engine's calls): a block of sums per level and symbol cost a new solver's first
    /// check three fresh pages in a 100-view chain (levels times symbols, zeroed), and
    /// 0.4 MB in a tree of 5,461 views (one level, 44,000 symbols).
    func touchedObjectiveAgreesWithErrors() -> Bool {
        guard !objective.isEmpty, !objectiveTouched.isEmpty else { return true }
        stamp &+= 1
        if stamp == 0 { resetStamps() }
        let mark = stamp
        // The error rows that hold a touched non-basic symbol, each once.
        var rowsRead = objectiveRowsRead
        objectiveRowsRead = []
        rowsRead.removeAll(keepingCapacity: true)
        defer { objectiveRowsRead = rowsRead }
        let touchedSymbols = objectiveTouched
        var touchedIndex = 0
        while touchedIndex < touchedSymbols.count {
            let s = Int(touchedSymbols[touchedIndex])
            touchedIndex += 1
            guard s < symbolCount, !symbols.isBasic[s], symbols.kind[s] != .external else { continue }
            // By index: iterating the column retained it for every symbol.
            for index in symbols.columns[s].indices {
                let basic = Int(symbols.columns[s][index])
                guard symbols.kind[basic] == .error, symbols.scratchStamp[basic] != mark,
                      symbols.errorLevel[basic] >= 0 else { continue }
                symbols.scratchStamp[basic] = mark
                rowsRead.append(Int32(basic))
            }
        }
        // The column is moved out for the sums and written through a raw buffer: written
        // by subscript in these loops, the array checked its uniqueness at every cell.
        // Symbols that are not touched collect sums too, which nothing reads.
        var scratch = symbols.scratch
        symbols.scratch = []
        defer { symbols.scratch = scratch }
        var agrees = true
        scratch.withUnsafeMutableBufferPointer { sums in
            // Index loops over `touched` (an array's iterator runs generic calls per step
            // unoptimised).
            let touched = objectiveTouched
            for level in objective.indices {
                var index = 0
                while index < touched.count {
                    let symbol = touched[index]
                    index += 1
                    guard Int(symbol) < symbolCount else { continue }
                    let s = Int(symbol)
                    let ownError = !symbols.isBasic[s] && symbols.kind[s] == .error && Int(symbols.errorLevel[s]) == level
                    sums[s] = ownError ? errorWeight(symbol) : 0
                }
                var readIndex = 0
                while readIndex < rowsRead.count {
                    let basic = rowsRead[readIndex]
                    readIndex += 1
                    guard Int(symbols.errorLevel[Int(basic)]) == level else { continue }
                    let weight = errorWeight(basic)
                    // By index (an array's iterator runs generic calls per step unoptimised).
                    let cells = symbols.rows[Int(basic)].cells
                    var index = 0
                    while index < cells.count {
                        sums[Int(cells[index].symbol)] += weight * cells[index].coefficient
                        index += 1
                    }
                }
                // Each level's coefficients borrowed once rather than retained for every symbol.
                objective[level].withUnsafeBufferPointer { coefficients in
                    var index = 0
                    while index < touched.count {
                        let s = Int(touched[index])
                        index += 1
                        guard s < symbolCount else { continue }
                        let fresh = sums[s]
                        let difference = coefficients[s] - fresh
                        if difference != 0, abs(difference) > Tolerance.relative * max(1, abs(fresh)) { agrees = false }
                    }
                }
            }
        }
        return agrees
    }

    /// Whether every constraint that mentions a symbol whose value changed (the
    /// external symbols `changedExternals`, the symbols in `valueCheckSymbols`) holds
    /// at the solution, within ``Tolerance`` of its magnitude there; every constraint,
    /// when `valuesNeedFullCheck` is set.
    ///
    /// The constraints are read in the order of their markers, which is the order they
    /// were added in: the caller's objects (each constraint, its terms' storage, their
    /// variables) are met in the order a caller that made them in that order laid them
    /// out, rather than scattered by a hash table or by the variables' dependencies
    /// (in a tree of 4,000 views, after a removal moved most values, reading them
    /// scattered was about 40% of the removal pass).
    func changedValuesAgreeWithConstraints(_ changedExternals: [Int32]) -> Bool {
        if valuesNeedFullCheck {
            unreadShift = 0
            // An index loop over the owners and partners, ``isLiveMarker(_:)`` written out
            // (a range's iterator and two array reads a symbol cost some 150 instructions
            // each unoptimised, for every symbol of the tableau).
            let owners = symbols.owners, partner = symbols.partner
            let count = symbolCount
            var m = 0
            while m < count {
                if owners[m] != nil {
                    let p = partner[m]
                    if !(p >= 0 && p < Int32(m)) && !holdsAtSolution(marker: Int32(m)) { return false }
                }
                m += 1
            }
            rowsWrittenSinceFullRead = false
            return true
        }
        stamp &+= 1
        if stamp == 0 { resetStamps() }
        var markers = checkedMarkers
        checkedMarkers = []
        markers.removeAll(keepingCapacity: true)
        defer { checkedMarkers = markers }
        // Index loops over the lists (an array's iterator runs generic calls per step
        // unoptimised; a resize pass lists thousands).
        var index = 0
        while index < changedExternals.count {
            let symbol = changedExternals[index]
            index += 1
            guard Int(symbol) < symbolCount else { continue }
            // Only live constraints' markers are listed.
            for marker in symbols.mentions[Int(symbol)] where symbols.scratchStamp[Int(marker)] != stamp {
                symbols.scratchStamp[Int(marker)] = stamp
                markers.append(marker)
            }
        }
        index = 0
        while index < valueCheckSymbols.count {
            let symbol = valueCheckSymbols[index]
            index += 1
            // Restricted symbols may belong to constraints removed since (and perhaps
            // added again, with new symbols): those name no owner.
            guard Int(symbol) < symbolCount, symbols.owners[Int(symbol)] != nil else { continue }
            let marker = marker(of: symbol)
            guard symbols.scratchStamp[Int(marker)] != stamp else { continue }
            symbols.scratchStamp[Int(marker)] = stamp
            markers.append(marker)
        }
        MarkerOrder.sort(&markers, below: symbolCount, bits: &checkedMarkerBits)
        index = 0
        while index < markers.count {
            if !holdsAtSolution(marker: markers[index]) { return false }
            index += 1
        }
        return true
    }

    /// Whether the optimum's proof rests on a reduced cost of rounding's size: a
    /// non-basic symbol whose coefficients changed since the last check would improve a
    /// lower level, and only a coefficient above the candidate test's ``epsilon`` but
    /// within ``noiseSizedCost`` of zero, at a level above, keeps it out of the basis.
    ///
    /// Rows hold to ``Tolerance/relative`` of their size, so a row whose coefficients run
    /// to hundreds can carry a cell of 10⁻⁸ that is zero in exact arithmetic; in an
    /// objective it can hide a tie between constraints of that level and stop a lower
    /// level's optimisation (seen in fuzzing: a lowest-level error 13 points above the
    /// optimum, which the rebuilt tableau reached). Rare in layouts, whose costs are
    /// exactly zero or far from it.
    func optimalityRestsOnRounding() -> Bool {
        for symbol in objectiveTouched {
            let s = Int(symbol)
            guard s < symbolCount, !symbols.isBasic[s], symbols.kind[s] == .slack || symbols.kind[s] == .error else { continue }
            var deciding = -1
            for (position, level) in levelOrder.enumerated() {
                let value = objective[level][s]
                if deciding < 0 {
                    if abs(value) <= epsilon { continue }
                    guard value > 0, value <= Engine.noiseSizedCost else { break }
                    deciding = position
                } else if value < -epsilon {
                    return true
                }
            }
        }
        return false
    }

    /// The largest reduced cost that may be rounding left by rows of a few hundred:
    /// ``Tolerance/relative`` of a thousand.
    @inline(__always) static var noiseSizedCost: Double { 1000 * Tolerance.relative }

    /// Whether the live constraint whose marker is `marker` holds at the solution.
    ///
    /// Written for the unoptimised build too (a resize pass of the stress sample reads
    /// some 3,500 constraints here): the terms by index (a raw buffer's closure cost more
    /// than the few terms it reads), the noise test and the tolerance written out (the
    /// public `Tolerance.holds` calls the standard library's generic `max`).
    private func holdsAtSolution(marker: Int32) -> Bool {
        let m = Int(marker)
        guard let constraint = symbols.owners[m] else { return true }
        let terms = constraint.expression.terms
        let constant = constraint.expression.constant
        let edit = constraint.isEdit ? editValue(of: constraint) : 0
        var sum = constant - edit
        var magnitude = abs(constant) + abs(edit)
        // As the tableau has it: a term below the noise threshold never entered it (and
        // its variable may be bound to no solver).
        let noise = epsilon
        let count = terms.count
        var index = 0
        while index < count {
            let term = terms[index]
            index += 1
            let coefficient = term.coefficient
            if coefficient < noise && coefficient > -noise { continue }
            let part = coefficient * symbols.values[Int(term.variable.symbol)]
            sum += part
            magnitude += part < 0 ? -part : part
        }
        let other = symbols.partner[m]
        let markerPart = Engine.markerCoefficient(isMarker: true, in: constraint) * restrictedValue(marker)
        let otherPart = other >= 0 ? Engine.markerCoefficient(isMarker: false, in: constraint) * restrictedValue(other) : 0
        sum += markerPart + otherPart
        magnitude += abs(markerPart) + abs(otherPart)
        // ``Tolerance/holds(_:magnitude:systemScale:)`` with no system scale.
        return abs(sum) <= Tolerance.relative * (magnitude > 1 ? magnitude : 1)
    }
}
