/// Edit variables and constant changes.
extension Engine {
    func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        try checkOwnership(variable)
        let id = ObjectKey(variable)
        if edits[id] != nil { throw .duplicateEditVariable(variable) }
        if strength.isRequired { throw .badRequiredStrength(variable) }
        let constraint = Constraint(Expression(variable), .equal, strength: strength)
        constraint.isEdit = true
        try add(constraint, optimizeAfter: true)
        edits[id] = EditInfo(variable: variable, constraint: constraint, constant: 0)
    }

    func removeEditVariable(_ variable: Variable) throws(SolverError) {
        let id = ObjectKey(variable)
        guard let info = edits.removeValue(forKey: id) else { throw .unknownEditVariable(variable) }
        try remove(info.constraint)
    }

    func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
        // One lookup: the entry is then written in place through its index.
        guard let index = edits.index(forKey: ObjectKey(variable)) else { throw .unknownEditVariable(variable) }
        guard value.isFinite else { throw .nonFiniteValue(variable, value) }
        let delta = value - edits.values[index].constant
        edits.values[index].constant = value
        guard delta != 0, let tag = tags.tag(of: edits.values[index].constraint) else { return }
        // `variable - value` gains `-delta`.
        shiftConstant(of: tag, by: -delta)
        dualOptimize()
        optimizeIfRoundingLeftCandidates()
    }

    /// The dual simplex keeps every reduced cost non-negative in exact arithmetic; its
    /// pivots round, and can leave one a hair below zero (seen in fuzzing: -2·10⁻⁸ next to
    /// coefficients of 1). The primal simplex then finishes the job, so the tableau is
    /// optimal by the same test after every call.
    func optimizeIfRoundingLeftCandidates() {
        if !candidates.isEmpty { optimize() }
    }

    /// Changes a constraint's constant in place (NSLayoutConstraint.constant): a change
    /// of constants followed by the dual simplex, for required and optional constraints
    /// alike.
    ///
    /// The change is journalled. A required constraint whose new constant cannot hold
    /// shows up as a row the dual simplex cannot make feasible, or as a redundant
    /// equation (a basic dummy) that no longer reads zero; then everything is put back
    /// as it was, the constant included, and the conflict is reported as by ``add``.
    func updateConstant(_ constraint: Constraint, to constant: Double) throws(SolverError) {
        guard let tag = tags.tag(of: constraint) else { throw .unknownConstraint(constraint) }
        guard constant.isFinite else { throw .nonFiniteConstraint(constraint) }
        let delta = constant - constraint.expression.constant
        guard delta != 0 else { return }
        if hasTwinOrHost(constraint) {
            try updateConstantOfTwin(constraint, to: constant)
            return
        }
        // Its new constant makes it unlike the constraints it was the host for.
        forgetHost(constraint)
        let journal = Journal(symbolCount: symbolCount, levelCount: levelPriority.count)
        self.journal = journal
        // A refused change leaves the drift check as it found it: with its pivots'
        // mark left set, the next call checked rows that the rollback had put back,
        // and a rebuild there could move values the refused call never changed (seen
        // in fuzzing: a variable of 6·10⁶ moved to -3·10⁶ in a badly scaled system).
        let wasReshaped = rowsReshaped, shiftBefore = callShift
        constraint.expression.constant = constant
        let shifted = shiftConstant(of: tag, by: delta)
        var broken = brokenRedundantRow(holding: shifted)
        if broken == nil { broken = dualOptimize(stopAtFailure: true) }
        guard let broken else {
            self.journal = nil
            optimizeIfRoundingLeftCandidates()
            return
        }
        let symbols = [broken] + symbols.rows[Int(broken)].cells.map(\.symbol)
        let conflicts = requiredOwners(of: symbols, excluding: constraint)
        rollBack(journal)
        rowsReshaped = wasReshaped
        callShift = shiftBefore
        constraint.expression.constant -= delta
        refreshProbeConstant(of: tag)
        guard constraint.strength.isRequired else {
            // Optional constraints can always give way: only rounding gets here.
            throw .internalError("the dual simplex found no way to make row \(broken) feasible after changing the constant of the optional \(constraint)")
        }
        lastConflict = (ObjectKey(constraint), conflicts)
        throw .unsatisfiableConstraint(constraint)
    }

    /// A basic dummy's row holding `symbol` (or `symbol`'s own row, if it is a basic
    /// dummy) whose constant is no longer zero: a redundant required equation that the
    /// shift broke. Such rows hold only dummies, so no pivot can repair them.
    private func brokenRedundantRow(holding symbol: Int32) -> Int32? {
        let s = Int(symbol)
        if symbols.isBasic[s] {
            return symbols.kind[s] == .dummy && abs(symbols.rows[s].constant) > Tolerance.constant ? symbol : nil
        }
        var broken: Int32?
        for basic in symbols.columns[s] where symbols.kind[Int(basic)] == .dummy && abs(symbols.rows[Int(basic)].constant) > Tolerance.constant {
            if broken == nil || basic < broken! { broken = basic }
        }
        return broken
    }

    /// Adds `delta` to the constant of the constraint behind `tag`, as a change of
    /// variable on one of its markers: with the marker standing in the constraint's
    /// row as `k·m`, `expression + delta + k·m = expression + k·(m + delta/k)`, so
    /// every row holding `m` reads `m + delta/k` from now on.
    /// Returns the marker it shifted.
    @discardableResult
    func shiftConstant(of tag: Tag, by delta: Double) -> Int32 {
        var symbol = tag.marker
        if !symbols.isBasic[Int(symbol)], tag.other >= 0, symbols.isBasic[Int(tag.other)] { symbol = tag.other }
        let k = markerCoefficient(symbol, of: tag)
        let shift = delta / k
        let constant = refreshProbeConstant(of: tag)
        queueValueCheck(of: tag.marker)
        callShift += abs(delta) / max(1, abs(constant))
        let s = Int(symbol)
        if symbols.isBasic[s] {
            addConstant(-shift, toRowOf: symbol)
            // The objective holds the row in place of the error symbol.
            if symbols.kind[s] == .error { addObjectiveConstant(Int(symbols.errorLevel[s]), -shift) }
        } else {
            for basic in symbols.columns[s] { addConstant(symbols.rows[Int(basic)].coefficient(of: symbol) * shift, toRowOf: basic) }
            for level in objective.indices where objective[level][s] != 0 {
                addObjectiveConstant(level, objective[level][s] * shift)
            }
        }
        for holder in symbols.referrers[s] { addConstant(symbols.rows[Int(holder)].coefficient(of: symbol) * shift, toRowOf: holder) }
        return symbol
    }

    /// The coefficient the marker had in its constraint's original row.
    @inline(__always)
    func markerCoefficient(_ symbol: Int32, of tag: Tag) -> Double {
        Engine.markerCoefficient(isMarker: symbol == tag.marker, in: tag.constraint)
    }

    /// The coefficient of `constraint`'s marker (`isMarker`) or of its second error in
    /// its original row.
    static func markerCoefficient(isMarker: Bool, in constraint: Constraint) -> Double {
        switch constraint.relation {
        case .equal:
            if constraint.strength.isRequired { return 1 }
            return isMarker ? -1 : 1
        case .lessThanOrEqual:
            return isMarker ? 1 : -1
        case .greaterThanOrEqual:
            return isMarker ? -1 : 1
        }
    }
}
