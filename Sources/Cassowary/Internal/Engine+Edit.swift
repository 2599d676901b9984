/// Edit variables and constant changes.
extension Engine {
    mutating func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        try checkOwnership(variable)
        let id = ObjectIdentifier(variable)
        if edits[id] != nil { throw .duplicateEditVariable(variable) }
        if strength.isRequired { throw .badRequiredStrength(variable) }
        let constraint = Constraint(Expression(variable), .equal, strength: strength)
        try add(constraint, optimizeAfter: true)
        edits[id] = EditInfo(variable: variable, constraint: constraint, constant: 0)
    }

    mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
        let id = ObjectIdentifier(variable)
        guard let info = edits.removeValue(forKey: id) else { throw .unknownEditVariable(variable) }
        try remove(info.constraint)
    }

    mutating func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
        let id = ObjectIdentifier(variable)
        guard let info = edits[id] else { throw .unknownEditVariable(variable) }
        guard value.isFinite else { throw .nonFiniteValue(variable, value) }
        let delta = value - info.constant
        edits[id]?.constant = value
        guard delta != 0, let tag = tags[ObjectIdentifier(info.constraint)] else { return }
        // `variable - value` gains `-delta`.
        shiftConstant(of: tag, by: -delta)
        dualOptimize()
    }

    /// Changes an optional constraint's constant in place (NSLayoutConstraint.constant).
    /// Required constraints go through remove and add, which can report a conflict.
    mutating func updateConstant(_ constraint: Constraint, to constant: Double) throws(SolverError) {
        guard let tag = tags[ObjectIdentifier(constraint)] else { throw .unknownConstraint(constraint) }
        guard constant.isFinite else { throw .nonFiniteConstraint(constraint) }
        let delta = constant - constraint.expression.constant
        guard delta != 0 else { return }
        if constraint.strength.isRequired {
            try remove(constraint)
            constraint.expression.constant = constant
            do {
                try add(constraint, optimizeAfter: true)
            } catch {
                constraint.expression.constant -= delta
                try? add(constraint, optimizeAfter: true)
                throw error
            }
            return
        }
        constraint.expression.constant = constant
        shiftConstant(of: tag, by: delta)
        dualOptimize()
    }

    /// Adds `delta` to the constant of the constraint behind `tag`, as a change of
    /// variable on one of its markers: with the marker standing in the constraint's
    /// row as `k·m`, `expression + delta + k·m = expression + k·(m + delta/k)`, so
    /// every row holding `m` reads `m + delta/k` from now on.
    mutating func shiftConstant(of tag: Tag, by delta: Double) {
        var symbol = tag.marker
        if !isBasic[Int(symbol)], tag.other >= 0, isBasic[Int(tag.other)] { symbol = tag.other }
        let k = markerCoefficient(symbol, of: tag)
        let shift = delta / k
        let s = Int(symbol)
        if isBasic[s] {
            addConstant(-shift, toRowOf: symbol)
            // The objective holds the row in place of the error symbol.
            if kind[s] == .error { addObjectiveConstant(Int(errorLevel[s]), -shift) }
        } else {
            for basic in columns[s] { addConstant(rows[Int(basic)].coefficient(of: symbol) * shift, toRowOf: basic) }
            for level in objective.indices where objective[level][s] != 0 {
                addObjectiveConstant(level, objective[level][s] * shift)
            }
        }
        for holder in referrers[s] { addConstant(rows[Int(holder)].coefficient(of: symbol) * shift, toRowOf: holder) }
    }

    /// The coefficient the marker had in its constraint's original row.
    private func markerCoefficient(_ symbol: Int32, of tag: Tag) -> Double {
        let constraint = tag.constraint
        switch constraint.relation {
        case .equal:
            if constraint.strength.isRequired { return 1 }
            return symbol == tag.marker ? -1 : 1
        case .lessThanOrEqual:
            return symbol == tag.marker ? 1 : -1
        case .greaterThanOrEqual:
            return symbol == tag.marker ? -1 : 1
        }
    }
}
