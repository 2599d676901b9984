/// Refactorisation: rebuilding the tableau from the constraints when rounding has
/// drifted it.
///
/// Every pivot rounds, and a long history of pivots (constraints added, removed and
/// added again, constants changed back and forth) can leave a row whose numbers no
/// longer say exactly what its constraints say. Simplex codes have always answered this
/// the same way: check the solution against the original constraints, and when it has
/// drifted, factor the basis afresh (reinversion). Here that means building a new
/// tableau from the constraints, required ones first, then putting the edit values back.
/// The fuzz suite found both kinds of drift this repairs: a required equality off by
/// 10⁻⁴ after a long chain of rows, and restricted rows out of step with the variable
/// rows, so that the tableau reported an optimum the values did not have.
extension Engine {
    /// Whether the values agree with the constraints: every constraint, with the values
    /// its marker and error symbols have in the tableau, sums to zero within ``Tolerance``
    /// of its own magnitude (its terms, constant and marker values).
    ///
    /// This is stronger than checking that required constraints hold: a tableau whose
    /// restricted rows have drifted from the variable rows can report an optimum that the
    /// values do not have, while every required constraint still holds.
    func valuesAgreeWithTableau() -> Bool {
        for tag in tags.values {
            let (residual, magnitude) = residualOf(tag)
            if !Tolerance.holds(residual, magnitude: magnitude) { return false }
        }
        return true
    }

    /// The constraint's row read at the current values (`expression + markers`, with an
    /// edit's suggested value), and the sum of its parts' absolute values.
    private func residualOf(_ tag: Tag) -> (Double, Double) {
        let expression = tag.constraint.expression
        var sum = expression.constant
        var magnitude = abs(sum)
        for term in expression.terms {
            let part = term.coefficient * term.variable.value
            sum += part
            magnitude += abs(part)
        }
        func value(_ symbol: Int32) -> Double { isBasic[Int(symbol)] ? rows[Int(symbol)].constant : 0 }
        let marker = value(tag.marker), other = tag.other >= 0 ? value(tag.other) : 0
        switch tag.constraint.relation {
        case .lessThanOrEqual: sum += marker - other
        case .greaterThanOrEqual: sum += other - marker
        case .equal: sum += tag.other >= 0 ? other - marker : marker
        }
        magnitude += abs(marker) + abs(other)
        // An edit's row is `variable - suggested value`; its constraint says `variable`.
        if !tag.constraint.strength.isRequired, tag.variables.count == 1, !edits.isEmpty,
           let variable = variables[Int(tag.variables[0])],
           let edit = edits[ObjectIdentifier(variable)], edit.constraint === tag.constraint {
            sum -= edit.constant
            magnitude += abs(edit.constant)
        }
        return (sum, magnitude)
    }

    /// A new engine holding the same constraints (required first, then the optional ones
    /// from the strongest down; ``Solver/constraints`` keeps the order they were added
    /// in) and edit variables with the same suggested values, optimised; nil if rounding
    /// makes the new tableau reject one of them or a simplex run stalls (then this
    /// engine stays as it was).
    ///
    /// The variables are bound to the new engine; on failure they are bound back here.
    mutating func rebuilt() -> Engine? {
        // Required constraints first, then the optional ones from the strongest down (each
        // group in the order added): the required system is factored on its own, and the
        // optional pulls only add error rows to it.
        let constraints = constraintsInOrder().enumerated().sorted {
            ($0.element.strength.priority, -$0.offset) > ($1.element.strength.priority, -$1.offset)
        }.map(\.element)
        let bindings = (0..<symbolCount).compactMap { s in variables[s].map { (Int32(s), $0) } }
        unbindAllVariables()
        func bindBack(abandoning fresh: inout Engine) {
            fresh.unbindAllVariables()
            for (symbol, variable) in bindings {
                variable.ownerSerial = serial
                variable.symbol = symbol
                variable.slot = reported.pointer(to: Int(symbol))
            }
        }
        var fresh = Engine()
        do {
            for constraint in constraints { try fresh.add(constraint, optimizeAfter: false) }
        } catch {
            bindBack(abandoning: &fresh)
            return nil
        }
        // Keep the order the constraints were added in (``Solver/constraints``).
        for (id, tag) in tags {
            let new = fresh.tags[id]!
            fresh.tags[id] = Tag(constraint: new.constraint, order: tag.order, marker: new.marker,
                                 other: new.other, variables: new.variables)
        }
        fresh.addedCount = addedCount
        fresh.lastConflict = lastConflict
        fresh.optimize()
        fresh.edits = edits
        for info in edits.values.sorted(by: { fresh.tags[ObjectIdentifier($0.constraint)]!.order < fresh.tags[ObjectIdentifier($1.constraint)]!.order })
        where info.constant != 0 {
            fresh.shiftConstant(of: fresh.tags[ObjectIdentifier(info.constraint)]!, by: -info.constant)
        }
        fresh.dualOptimize()
        if fresh.stalled != nil {
            bindBack(abandoning: &fresh)
            return nil
        }
        return fresh
    }
}
