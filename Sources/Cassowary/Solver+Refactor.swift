extension Solver {
    /// Returns `changed`, after rebuilding the tableau if the values it gave have
    /// drifted from the constraints (``Engine/valuesAgreeWithTableau()``); then the
    /// variables that changed in either step, in the rebuilt solver's terms.
    ///
    /// Only rows rewritten since the last check (an add, a removal, a pivot) can drift:
    /// calls that only shift constants (most edits) skip the check.
    ///
    /// A rebuild that does not bring the values in line (a system beyond what double
    /// precision can hold) is kept, and no other is tried until a constraint is added or
    /// removed, so such a system costs one rebuild, not one per call.
    func refactoringIfDrifted(_ changed: ChangedVariables) -> ChangedVariables {
        guard engine.rowsReshaped else { return changed }
        engine.rowsReshaped = false
        let shape = (added: engine.addedCount, held: engine.tags.count)
        if let futile = futileRefactorShape, futile == shape { return changed }
        futileRefactorShape = nil
        guard !engine.valuesAgreeWithTableau() else { return changed }
        guard let fresh = engine.rebuilt() else {
            futileRefactorShape = shape
            return changed
        }
        let movedBefore = Array(changed)
        engine = fresh
        let again = engine.updateVariables()
        if !engine.valuesAgreeWithTableau() { futileRefactorShape = shape }
        var symbols = again.symbols
        var seen = Set(symbols)
        for variable in movedBefore where variable.ownerSerial == engine.serial && seen.insert(variable.symbol).inserted {
            symbols.append(variable.symbol)
        }
        return ChangedVariables(symbols: symbols, table: engine.variables)
    }
}
