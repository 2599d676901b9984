/// Adding constraints.
extension Engine {
    func add(_ constraint: Constraint, optimizeAfter: Bool) throws(SolverError) {
        // The constraint's fields and the count of foreign tags first: calling a method
        // of `tags` copies it (retaining its table) in an unoptimised build.
        if constraint.holderSerial == serial || (tags.foreignCount != 0 && tags.contains(constraint)) {
            throw .duplicateConstraint(constraint)
        }
        guard constraint.expression.isFinite else { throw .nonFiniteConstraint(constraint) }
        // By index (a `for … in` over an array costs generic calls per step unoptimised).
        do {
            let terms = constraint.expression.terms
            var index = 0
            while index < terms.count {
                try checkOwnership(terms[index].variable)
                index += 1
            }
        }
        let twinHash = twinHash(of: constraint)
        if let twinHash, addAsTwin(constraint, hash: twinHash, optimizeAfter: optimizeAfter) { return }

        let wasReshaped = rowsReshaped
        rowsReshaped = true
        let symbolMark = symbolCount
        let levelMark = levelPriority.count

        // The row `0 = expression + markers`, over external symbols (kiwi's createRow,
        // without substituting basic symbols: variable rows are not rewritten).
        // Room for every term and the two markers up front: growing the arrays cell by
        // cell cost two or three reallocations per constraint.
        let terms = constraint.expression.terms
        var row = Row(constant: constraint.expression.constant)
        row.cells.reserveCapacity(terms.count + 2)
        // A list kept between calls: an array of its own cost an allocation per constraint.
        var externals = addedExternals
        addedExternals = []
        externals.removeAll(keepingCapacity: true)
        defer { addedExternals = externals }
        var termIndex = 0
        while termIndex < terms.count {
            let term = terms[termIndex]
            termIndex += 1
            guard !nearZero(term.coefficient) else { continue }
            let symbol = symbol(for: term.variable)
            externals.append(symbol)
            row.cells.append(Cell(symbol: symbol, coefficient: term.coefficient))
        }

        var marker: Int32
        var other: Int32 = -1
        let required = constraint.strength.isRequired
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            marker = newSymbol(.slack, owner: constraint)
            row.cells.append(Cell(symbol: marker, coefficient: sign))
            if !required {
                let level = level(for: constraint.strength.priority)
                other = newSymbol(.error, owner: constraint, level: Int32(level))
                row.cells.append(Cell(symbol: other, coefficient: -sign))
                addToObjective(other, weight: 1, level: level)
            }
        case .equal:
            if required {
                marker = newSymbol(.dummy, owner: constraint)
                row.cells.append(Cell(symbol: marker, coefficient: 1))
            } else {
                let level = level(for: constraint.strength.priority)
                marker = newSymbol(.error, owner: constraint, level: Int32(level))
                other = newSymbol(.error, owner: constraint, level: Int32(level))
                row.cells.append(Cell(symbol: marker, coefficient: -1))
                row.cells.append(Cell(symbol: other, coefficient: 1))
                addToObjective(marker, weight: 1, level: level)
                addToObjective(other, weight: 1, level: level)
            }
        }

        do {
            try place(consume row, externals: externals, marker: marker, other: other, constraint: constraint)
        } catch {
            // Nothing but the new symbols and levels was created before the failure
            // (phase one rolls itself back).
            truncateLevels(to: levelMark)
            truncateSymbols(to: symbolMark)
            // Nothing was reshaped either: a drift check now could rebuild the
            // tableau and move values that this refused call never touched.
            rowsReshaped = wasReshaped
            throw error
        }

        let tag = Tag(constraint: constraint, order: addedCount, marker: marker, other: other)
        tags.insert(tag)
        if let twinHash { registerAsHost(constraint, hash: twinHash) }
        if other >= 0 {
            symbols.partner[Int(marker)] = other
            symbols.partner[Int(other)] = marker
        }
        placeProbe(of: tag)
        // By index (an array's iterator runs generic calls per step unoptimised).
        var externalIndex = 0
        while externalIndex < externals.count {
            let symbol = Int(externals[externalIndex])
            externalIndex += 1
            if symbols.mentions[symbol].last != marker { symbols.mentions[symbol].append(marker) }
            symbols.useCount[symbol] += 1
        }
        addedCount += 1
        if lastConflict?.constraint == ObjectKey(constraint) { lastConflict = nil }
        if optimizeAfter { optimizeAndRepair() }
    }

    /// Puts a new constraint's row into the tableau.
    /// Takes `row` by value (`consuming`): solved in place for a fresh variable, a
    /// borrowed row was copied first, cells and all.
    private func place(_ row: consuming Row, externals: [Int32], marker: Int32, other: Int32,
                       constraint: Constraint) throws(SolverError) {
        // 1. A variable that appears nowhere else can take the row as it is: nothing
        //    depends on it, so no row needs rewriting and no cycle can form.
        if let fresh = externals.first(where: { [self] in self.isFresh($0) }) {
            solveNewRow(&row, for: fresh)
            insertRow(fresh, row)
            return
        }

        // 2. Otherwise write the row over non-basic symbols to find a variable that
        //    does not cancel out. Its row then needs expanding only through the rows
        //    that depend on it (the rest cannot form a cycle with it), which keeps it
        //    short: a view's row mentions its neighbours, not everything up to the root.
        //
        //    A non-basic variable near the row (named by it, or by the short rows it
        //    names) with at most 64 dependents is tried first, the fewest first.
        //    Expanding the row through that variable's dependents alone gives its
        //    coefficient exactly (no other row leads to it), so the expansion over
        //    everything the row reaches (up to the root of a tree added in random
        //    order) is needed only when three such variables cancelled out (or came
        //    out too small), or none is near. In tree 6, of the rows without a fresh
        //    variable, this places 8,090 of 8,664 added in random order and 9,448 of
        //    9,894 in reverse order.
        var cancelled: [Int32] = []
        while placesNearbySubjects, cancelled.count < 3,
              let (subject, dependents) = chooseExternalSubject(row, nearby: true, maxDependents: 64, excluding: cancelled) {
            var partial = expand(row, through: dependents)
            if isStablePivot(subject, in: partial) {
                solveNewRow(&partial, for: subject)
                insertRow(subject, partial)
                nearbySubjectCount += 1
                return
            }
            cancelled.append(subject)
        }
        let original = row
        var (row, expansionMagnitude) = expandMeasuring(row)
        if let (subject, dependents) = chooseExternalSubject(row) {
            var partial = expand(original, through: dependents)
            if partial.index(of: subject) == nil { partial = row }
            solveNewRow(&partial, for: subject)
            insertRow(subject, partial)
            return
        }

        // A redundant twin of required equations can expand to its dummies plus noise
        // that failed to cancel (cells of 10⁻⁸ beside coefficients of 1, in fuzzing):
        // solving for a noise cell divides every row it reaches by it, and the rounding
        // that follows leaves rows infeasible. Such a row is its dummies alone.
        dropNoiseAroundDummies(&row, marker: marker)

        // 3. A row of restricted symbols joins the simplex.
        if row.constant < 0 { row.reverseSign() }
        if let subject = chooseRestrictedSubject(row, marker: marker, other: other) {
            solveNewRow(&row, for: subject)
            substituteEverywhere(subject, with: row)
            insertRow(subject, row)
            return
        }

        if row.cells.allSatisfy({ symbols.kind[Int($0.symbol)] == .dummy }) {
            // Zero within rounding of the numbers the expansion added up (see `Tolerance`),
            // counted without cancellation before the row is refused (`expansionScale(of:)`),
            // but never more than the constraint could then be off by and still hold.
            // (The tableau's scale is read only when the expansion's would let the row in:
            // a true conflict, such as two widths asked of one view, does not read it.)
            guard abs(row.constant) <= max(epsilon, Tolerance.relative * expansionMagnitude)
                    || (abs(row.constant) <= Tolerance.relative * expansionScale(of: original)
                        && abs(row.constant) <= Tolerance.relative * holdingScale(of: constraint)) else {
                let conflicts = requiredOwners(of: row.cells.map(\.symbol), excluding: constraint)
                lastConflict = (ObjectKey(constraint), conflicts)
                throw .unsatisfiableConstraint(constraint)
            }
            // A redundant equation: its marker carries it.
            var row = row
            if row.index(of: marker) == nil { row.cells.append(Cell(symbol: marker, coefficient: 1)) }
            solveNewRow(&row, for: marker)
            insertRow(marker, row)
            return
        }

        if skipsPhaseOneWhereItsFirstPivotSolves, let entering = phaseOnesFirstPivot(row) {
            // Phase one's result without phase one (see the method), whose run goes on
            // to optimise every level whether or not the caller asked for it.
            // A zero ratio is made exact, as phase one's degenerate pivot makes it.
            if row.constant <= Tolerance.constant { row.constant = 0 }
            solveNewRow(&row, for: entering)
            substituteEverywhere(entering, with: row)
            insertRow(entering, row)
            phaseOneSkippedCount += 1
            optimize()
            return
        }
        try addWithArtificialVariable(row, constraint: constraint, magnitude: expansionMagnitude)
    }

    /// The symbol that phase one would bring in for a restricted `row` (constant not
    /// negative) with its first pivot, when that pivot would take out the artificial
    /// variable itself; otherwise nil.
    ///
    /// Phase one puts `row` under an artificial variable, newer than every symbol, and
    /// minimises it. Its first entering symbol is the highest candidate: a slack or error
    /// with a negative coefficient in `row`, unless a candidate left from the batch is
    /// higher. When the ratio test then stops at the artificial variable's own row (the
    /// newest symbol wins ties), that one pivot solves `row` for the entering symbol,
    /// the artificial variable reaches zero, and the rest of phase one's run optimises
    /// the lower levels, which no longer see it. Solving `row` for that symbol, then
    /// optimising, reaches the same basis without the artificial column, its objective
    /// level and the journal (in the 4,002-view stack's first layout, the one spacing
    /// constraint per row whose row keeps no variable: 82 K instructions each in phase
    /// one). Any other case (a higher candidate, a smaller ratio elsewhere, Harris's rule
    /// choosing a larger element) goes through phase one as before.
    private func phaseOnesFirstPivot(_ row: Row) -> Int32? {
        var entering: Int32 = -1
        var element = 0.0
        for cell in row.cells where cell.symbol > entering && cell.coefficient < -epsilon {
            let kind = symbols.kind[Int(cell.symbol)]
            guard kind == .slack || kind == .error else { continue }
            entering = cell.symbol
            element = -cell.coefficient
        }
        guard entering >= 0 else { return nil }
        if let pending = lowestCandidate(), pending > entering { return nil }
        let ratio = Engine.ratio(constant: row.constant, coefficient: -element)
        for basic in symbols.columns[Int(entering)] {
            let coefficient = symbols.rows[Int(basic)].coefficient(of: entering)
            guard coefficient < 0 else { continue }
            // Harris's rule would look past a small element.
            if element < Engine.harrisElementFraction * -coefficient { return nil }
            if ratioOf(basic, coefficient) < ratio { return nil }
        }
        return entering
    }

    /// The variable a new row is solved for, and the mark of its dependents for
    /// ``expand(_:through:)``: among the variables whose coefficient is at least a
    /// tenth of the row's largest, the one with the fewest dependent rows (ties to
    /// the lowest symbol). The threshold is sparse elimination's usual one: a small
    /// pivot would divide every other cell by it and carry the rounding of the long
    /// chain behind it into every value.
    ///
    /// This is Markowitz's rule for rows kept in their constraint form: a pivot's
    /// fill-in is its row's length times its column's, and here the column is every
    /// row that will expand through the new one. Choosing the earliest variable
    /// instead made a system added from the inside out build its rows on variables
    /// that everything depends on, and every later expansion walked them.
    ///
    /// With `nearby`, `row` is not expanded: the candidates are its non-basic
    /// variables past the threshold and the non-basic variables of the rows of its
    /// basic ones (whose coefficients the caller checks after expanding), and only
    /// those with at most `maxDependents` dependents count (nil if none has so few).
    private func chooseExternalSubject(_ row: Row, nearby: Bool = false, maxDependents: Int = .max,
                                                excluding excluded: [Int32] = []) -> (subject: Int32, dependents: UInt32)? {
        let largest = largestVariableCoefficient(in: row)
        guard largest > 0 else { return nil }
        @inline(__always) func eligible(_ cell: Cell) -> Bool {
            let s = Int(cell.symbol)
            return symbols.kind[s] == .external && !symbols.isBasic[s] && abs(cell.coefficient) >= 0.1 * largest
        }
        // Fill-in here is the subject's dependents times the row: every variable row
        // that depends on the subject will expand through the new row. Count the
        // candidates' dependents in rounds whose limit grows fourfold, so that finding
        // the fewest costs about the candidates times that fewest, however many rows
        // depend on the others (in a system added in random order, one candidate may
        // have thousands). A candidate still counting after a round has more
        // dependents than any that finished, so the first round that finishes one
        // decides, with the same result (fewest, ties to the lowest symbol) as
        // counting each to the end.
        var pending = subjectCandidates
        subjectCandidates = []
        pending.removeAll(keepingCapacity: true)
        defer { subjectCandidates = pending }
        // Index loops (an array's iterator runs generic calls per step unoptimised).
        let rowCells = row.cells
        var cellIndex = 0
        while cellIndex < rowCells.count {
            let cell = rowCells[cellIndex]
            cellIndex += 1
            if eligible(cell) && !excluded.contains(cell.symbol) { pending.append(cell.symbol) }
        }
        if nearby {
            // The non-basic variables of the (short) rows the row names: their
            // coefficients are known only once the row is expanded through their
            // dependents.
            cellIndex = 0
            while cellIndex < rowCells.count {
                let cell = rowCells[cellIndex]
                cellIndex += 1
                guard symbols.kind[Int(cell.symbol)] == .external && symbols.isBasic[Int(cell.symbol)] else { continue }
                let cells = symbols.rows[Int(cell.symbol)].cells
                guard cells.count <= 32 else { continue }
                var innerIndex = 0
                while innerIndex < cells.count {
                    let inner = cells[innerIndex]
                    innerIndex += 1
                    let s = Int(inner.symbol)
                    if symbols.kind[s] == .external && !symbols.isBasic[s] && !pending.contains(inner.symbol)
                        && !excluded.contains(inner.symbol) {
                        pending.append(inner.symbol)
                    }
                }
            }
        }
        guard !pending.isEmpty else { return nil }
        var subject: Int32 = -1
        var best = Int.max
        var mark: UInt32 = 0
        var markIsSubjects = false
        var limit = pending.count == 1 ? Int.max : 32
        while subject < 0 {
            let bound = min(limit, maxDependents)
            var index = 0
            while index < pending.count {
                let candidate = pending[index]
                let counted = markDependents(of: candidate, limit: min(bound, best))
                markIsSubjects = false
                if counted.count <= min(bound, best) {
                    if counted.count < best || (counted.count == best && candidate < subject) {
                        subject = candidate
                        best = counted.count
                        mark = counted.mark
                        markIsSubjects = true
                    }
                    pending.swapAt(index, pending.count - 1)
                    pending.removeLast()
                } else {
                    index += 1
                }
            }
            // Every candidate has more than `maxDependents`.
            if subject < 0 && bound == maxDependents { return nil }
            limit = limit > Int.max / 4 ? Int.max : limit * 4
        }
        // The marks are the subject's only if it was the last one counted.
        if !markIsSubjects { mark = markDependents(of: subject) }
        return (subject, mark)
    }


    /// Whether `subject`'s coefficient in `row` is at least a tenth of the largest
    /// variable coefficient there (``chooseExternalSubject(_:)``'s threshold, read on
    /// the row the subject is solved from).
    private func isStablePivot(_ subject: Int32, in row: Row) -> Bool {
        let own = abs(row.coefficient(of: subject))
        return !nearZero(own) && own >= 0.1 * largestVariableCoefficient(in: row)
    }

    /// The scale at which a constraint holds once the call returns (``Tolerance/holds(_:magnitude:systemScale:)``):
    /// its own magnitude at the current values, the largest sum the tableau evaluates, and
    /// at least 1. A redundant row's constant above that fraction of it is no rounding but
    /// a conflict, however large the numbers its expansion went through (seen in fuzzing:
    /// a duplicate of a required equation with a constant 26 apart, its expansion counted
    /// without cancellation at 9·10¹⁰, held off by 26 at a scale of 3·10⁷). Reads the
    /// whole tableau: only a redundant row that the expansion's allowance would let in
    /// asks for it.
    private func holdingScale(of constraint: Constraint) -> Double {
        max(1, constraint.expression.magnitude, statistics().largestMagnitude)
    }

    /// The largest magnitude among `row`'s variable (external) cells, or 0.
    @inline(__always)
    private func largestVariableCoefficient(in row: Row) -> Double {
        var largest = 0.0
        // By index (an array's iterator runs generic calls per step unoptimised).
        let cells = row.cells
        var index = 0
        while index < cells.count {
            let cell = cells[index]
            if symbols.kind[Int(cell.symbol)] == .external { largest = max(largest, abs(cell.coefficient)) }
            index += 1
        }
        return largest
    }

    /// Drops the cells of a required equation's `row` that are below 10⁻⁷ of its
    /// largest coefficient when the others are all dummies (markers of required
    /// equations): the row of a redundant equation whose expansion left rounding noise.
    /// Other rows are left as they are. Only a required equation's own marker is a dummy;
    /// any other constraint's row holds its own slack or error symbols exactly, however
    /// large the dummies' coefficients (in fuzzing, an optional equation beside dummies
    /// of 10⁸ lost its errors to this rule and was refused as a required conflict).
    private func dropNoiseAroundDummies(_ row: inout Row, marker: Int32) {
        guard symbols.kind[Int(marker)] == .dummy else { return }
        let largest = row.cells.reduce(0.0) { max($0, abs($1.coefficient)) }
        let threshold = 1e-7 * largest
        var hasNoise = false
        for cell in row.cells {
            if abs(cell.coefficient) < threshold {
                hasNoise = true
            } else if symbols.kind[Int(cell.symbol)] != .dummy {
                return
            }
        }
        if hasNoise { row.cells.removeAll { abs($0.coefficient) < threshold } }
    }

    /// Whether `symbol` is a non-basic variable no row mentions.
    @inline(__always)
    func isFresh(_ symbol: Int32) -> Bool {
        let s = Int(symbol)
        // An external symbol is in no restricted row (its `columns` slot holds its mentions).
        return !symbols.isBasic[s] && symbols.referrers[s].isEmpty
    }

    /// kiwi's choice for a restricted row, plus one case kiwi sends to phase one: a row
    /// whose constant is zero may take any restricted symbol with a negative
    /// coefficient, since that keeps every row feasible.
    private func chooseRestrictedSubject(_ row: Row, marker: Int32, other: Int32) -> Int32? {
        for symbol in [marker, other] where symbol >= 0 {
            let k = symbols.kind[Int(symbol)]
            if (k == .slack || k == .error), row.coefficient(of: symbol) < 0 { return symbol }
        }
        if nearZero(row.constant) {
            let kinds = symbols.kind
            return row.cells.lazy
                .filter { kinds[Int($0.symbol)].isRestricted && $0.coefficient < 0 }
                .map(\.symbol).max()
        }
        return nil
    }

    /// Phase one: adds the row under an artificial variable and minimises it above
    /// every other level. Success leaves the artificial variable at zero; failure
    /// puts the tableau back exactly as it was and explains the conflict.
    private func addWithArtificialVariable(_ row: Row, constraint: Constraint, magnitude: Double) throws(SolverError) {
        let journal = Journal(symbolCount: symbolCount, levelCount: levelPriority.count)
        self.journal = journal
        let artificial = newSymbol(.slack)
        insertRow(artificial, row)
        // A level above every real one.
        let top = level(for: Double.infinity)
        addToObjective(artificial, weight: 1, level: top)
        optimize()
        if let stalled {
            self.stalled = nil
            rollBack(journal)
            throw .internalError("\(stalled) while adding \(constraint)")
        }

        // The artificial variable cannot be negative: a negative optimum is rounding, and
        // zero was reached. How far above zero still counts as zero grows with the
        // numbers the new row adds up: its constant and its expansion's magnitude (see
        // `Tolerance`). Not with the largest constant of the rows phase one pivoted: one
        // of 5·10⁷ elsewhere in the system let a constraint violated by 0.044 in, beside
        // two it conflicted with (seen in fuzzing; a fresh solver refused it).
        let scale = max(abs(row.constant), magnitude)
        let acceptable = max(epsilon, Tolerance.relative * scale)
        guard objectiveConstant[top] <= acceptable else {
            var symbols: [Int32] = []
            for (symbol, value) in objective[top].enumerated() where value != 0 {
                symbols.append(Int32(symbol))
            }
            let conflicts = requiredOwners(of: symbols, excluding: constraint)
            rollBack(journal)
            lastConflict = (ObjectKey(constraint), conflicts)
            throw .unsatisfiableConstraint(constraint)
        }

        if symbols.isBasic[Int(artificial)] {
            // Its value was accepted as zero: make it exactly zero, so the pivot below
            // moves no other row's constant.
            addConstant(-symbols.rows[Int(artificial)].constant, toRowOf: artificial)
            let artificialRow = symbols.rows[Int(artificial)]
            if artificialRow.cells.isEmpty {
                removeRow(artificial)
            } else {
                // A restricted symbol enters in its place if there is one, else (only
                // markers of required equations remain: the constraint is redundant with
                // them) one of those carries the row. Of either, the largest coefficient,
                // so the pivot does not divide by rounding noise; ties to the highest.
                let restricted = artificialRow.cells.contains { symbols.kind[Int($0.symbol)].isRestricted }
                var entering: Int32 = -1
                var largest = 0.0
                for cell in artificialRow.cells where !restricted || symbols.kind[Int(cell.symbol)].isRestricted {
                    let size = abs(cell.coefficient)
                    if size > largest || (size == largest && cell.symbol > entering) {
                        largest = size
                        entering = cell.symbol
                    }
                }
                pivot(entering: entering, leaving: artificial)
            }
        }
        // The artificial variable is non-basic and stays at zero from now on: drop its
        // column (rows and every objective level) and its level.
        let holders = symbols.columns[Int(artificial)]
        for basic in holders {
            substitute(artificial, with: Row(), inRowOf: basic)
        }
        for level in objective.indices where objective[level][Int(artificial)] != 0 {
            setObjective(level, artificial, 0)
        }
        // Dropping the top level changes the reduced cost of every symbol it held: one
        // that a positive phase-one cost blocked may enter now.
        var heldAtTop: [Int32] = []
        for (level, symbol, _) in journal.objectiveCells where level == top { heldAtTop.append(symbol) }
        truncateLevels(to: top)
        for symbol in heldAtTop where Int(symbol) < symbolCount { refreshCandidate(symbol) }
        refreshCandidate(artificial)
        // Leave the artificial symbol in place (unused); ids are never reused.
        for basic in infeasible where symbols.isBasic[Int(basic)] && symbols.rows[Int(basic)].constant < -acceptable {
            let constant = symbols.rows[Int(basic)].constant
            rollBack(journal)
            throw .internalError("phase one left row \(basic) infeasible (\(constant)) while adding \(constraint)")
        }
        self.journal = nil
        infeasible.removeAll()
    }

    /// The required constraints owning `symbols` (markers), without `constraint`,
    /// in the order they were added.
    func requiredOwners(of symbols: [Int32], excluding constraint: Constraint) -> [Constraint] {
        var seen = Set<ObjectKey>()
        var result: [Constraint] = []
        for symbol in symbols {
            guard let owner = self.symbols.owners[Int(symbol)], owner !== constraint, owner.strength.isRequired,
                  seen.insert(ObjectKey(owner)).inserted else { continue }
            result.append(owner)
        }
        return result.sorted {
            (tags.tag(of: $0)?.order ?? .max) < (tags.tag(of: $1)?.order ?? .max)
        }
    }
}
