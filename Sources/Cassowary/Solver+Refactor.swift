extension Solver {
    /// Returns `changed`, after rebuilding the tableau if the rows or the objective
    /// coefficients the calls since the last check rewrote have drifted from the
    /// constraints (see `Engine+DriftCheck.swift`); then the variables that changed in
    /// either step, in the rebuilt solver's terms.
    ///
    /// Only rows rewritten since the last check (an add, a removal, a pivot) can drift:
    /// calls that only shift constants (most edits) skip the check until their shifts
    /// add up to a tenth of their constants (then the call reads every constraint, if
    /// rows were written since the last such read), and the check reads only what was
    /// rewritten and the constraints whose values moved.
    ///
    /// A rebuild that does not bring the rows in line (a system beyond what double
    /// precision can hold) is kept, and no other is tried until a constraint is added or
    /// removed, so such a system costs one rebuild, not one per call.
    func refactoringIfDrifted(_ changed: ChangedVariables) -> ChangedVariables {
        guard engine.rowsReshaped else {
            engine.deferDriftMarks()
            // Past their threshold, and with rows written since every constraint was
            // last read, the shifts are read now, before anyone reads the values they
            // moved: a row's rounding times a large shift can already be past the
            // tolerance (seen in fuzzing: 1.2·10⁻⁴ after one 13% shift). Rows that
            // passed a full read with shifts that size are not read again (a window
            // resized back and forth by a tenth).
            guard engine.valuesNeedFullCheck, engine.rowsWrittenSinceFullRead else { return changed }
            return checkedForDrift(changed)
        }
        return checkedForDrift(changed)
    }

    /// The check itself: the objective coefficients and rows written since the last
    /// check (none, for a call that only shifted constants) and the values, then a
    /// rebuild if any of them drifted.
    private func checkedForDrift(_ changed: ChangedVariables) -> ChangedVariables {
        let changed = engine.touchedObjectiveAgreesWithErrors() ? changed : optimizingOverRefreshedObjective(changed)
        // Cleared after that step's pivots, which the check below covers: left set,
        // the next call would check again and could rebuild, moving values that no
        // change of that call's had touched (a refused constraint among them).
        engine.rowsReshaped = false
        defer { engine.clearDriftMarks() }
        let shape = (added: engine.addedCount, held: engine.tags.count)
        if let futile = futileRefactorShape {
            if futile == shape { return changed }
            // The shape changed: read everything once more, as the last rebuild's check did.
            engine.valuesNeedFullCheck = true
        }
        futileRefactorShape = nil
        guard !engine.reshapedRowsAgreeWithConstraints() || !engine.changedValuesAgreeWithConstraints(changed.symbols)
              || engine.optimalityRestsOnRounding() else {
            return changed
        }
        guard let fresh = engine.rebuilt() else {
            futileRefactorShape = shape
            return changed
        }
        engine = fresh
        let again = optimizingOverRefreshedObjective(engine.updateVariables())
        engine.rowsReshaped = false
        // Whether the rebuild helped decides whether another is tried: read it whole.
        engine.valuesNeedFullCheck = true
        if !engine.reshapedRowsAgreeWithConstraints() || !engine.changedValuesAgreeWithConstraints(again.symbols)
            || engine.optimalityRestsOnRounding() {
            futileRefactorShape = shape
        }
        return merging(changed, again)
    }

    /// Returns `changed` after re-deriving the objective from the error rows
    /// (``Engine/refreshObjectiveIfDrifted()``) and, if that made symbols candidates,
    /// finishing the optimisation the drifted coefficients had stopped; then with the
    /// variables that moved.
    private func optimizingOverRefreshedObjective(_ changed: ChangedVariables) -> ChangedVariables {
        guard engine.refreshObjectiveIfDrifted(), !engine.candidates.isEmpty else { return changed }
        engine.optimize()
        // The primal simplex keeps the tableau feasible: a stalled run (never seen)
        // leaves a valid solution short of the optimum, reported by the next call.
        return merging(changed, engine.updateVariables())
    }

    /// The variables of `later` (read from the current engine) followed by those of
    /// `earlier` that the current engine still holds, each once.
    private func merging(_ earlier: ChangedVariables, _ later: ChangedVariables) -> ChangedVariables {
        var symbols = later.symbols
        var seen = Set(symbols)
        for variable in earlier where variable.ownerSerial == engine.serial && seen.insert(variable.symbol).inserted {
            symbols.append(variable.symbol)
        }
        return ChangedVariables(symbols: symbols, table: engine.symbols.variables)
    }
}

extension Solver {
    /// Adds a required constraint the tableau refused as unsatisfiable to a tableau
    /// rebuilt from the constraints, among the required ones (before any optional one);
    /// whether that one holds it (then it replaces this one, optimised). Otherwise nothing
    /// changes: the conflict stands as first reported.
    ///
    /// Phase one judges a required constraint by the rows it meets, and rounding in
    /// those rows can make a satisfiable constraint look unsatisfiable: a redundant
    /// equality whose row kept noise of 10⁻⁶ instead of cancelling gets pivoted on that
    /// noise, which multiplies the rows' numbers by 10⁴ or more, and a later constraint
    /// then finds an artificial optimum far from zero. A rebuilt tableau (required
    /// constraints first) holds the same constraints without that history, so a refusal
    /// it repeats is a true conflict. The fuzz suite found eight such systems in 200,000.
    /// The same goes for phase one stopping on rounding (an internal error, after which
    /// the tableau was put back): the 42nd add of a system with terms of 10⁻¹⁰ went
    /// through on fresh rows.
    func addedOnRebuiltTableau(_ constraint: Constraint) -> Bool {
        guard constraint.strength.isRequired, !engine.tags.isEmpty,
              let fresh = engine.rebuilt(including: constraint) else { return false }
        // (A rebuild that stalls or refuses a constraint returns nil, and leaves this
        // engine, its reported conflict included, as it was.)
        fresh.rowsReshaped = true
        engine = fresh
        return true
    }
}

extension SolverError {
    /// Whether an add that failed this way may pass on a rebuilt tableau (see
    /// ``Solver/addedOnRebuiltTableau(_:)``): a refusal, or phase one
    /// stopped by rounding; the tableau is as it was before the add after either.
    var mayPassOnRebuiltTableau: Bool {
        switch self {
        case .unsatisfiableConstraint, .internalError: true
        default: false
        }
    }
}
