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
            let (residual, magnitude) = residualOf(tag, variableValue: { $0.value }, symbolValue: basicValue)
            if !Tolerance.holds(residual, magnitude: magnitude) { return false }
        }
        return true
    }

    /// Whether the rows' coefficients, not only their constants, still say what the
    /// constraints say: with every non-basic symbol set to a probe value (not zero, as in
    /// the solution) and the basic ones computed from their rows, every constraint must
    /// still sum to zero, since each row is a combination of the constraints' equations.
    ///
    /// The values check cannot see a drifted coefficient of a non-basic symbol (it is
    /// multiplied by zero); the next change of a constant multiplies it by the change
    /// and the values drift then (seen in fuzzing: a required equality off by 0.005
    /// after an optional constraint's constant moved by 87). Checking here, where rows
    /// were rewritten, keeps constant changes (resizes) free of any check.
    func coefficientsAgreeWithConstraints() -> Bool {
        let probe = probeValues()
        for tag in tags.values {
            let (residual, magnitude) = residualOf(tag, variableValue: { variable in probe[Int(variable.symbol)] },
                                                   symbolValue: { probe[Int($0)] })
            if !Tolerance.holds(residual, magnitude: magnitude) { return false }
        }
        return true
    }

    /// A value for every symbol: a fixed pseudo-random value in [1, 2) for each non-basic
    /// symbol, and for each basic one its row's value at those (rows may refer to other
    /// basic variables; they are evaluated depth first).
    private func probeValues() -> [Double] {
        var value = [Double](repeating: 0, count: symbolCount)
        var done = [Bool](repeating: false, count: symbolCount)
        for s in 0..<symbolCount where !symbols.isBasic[s] {
            // A multiplicative hash of the symbol: deterministic, spread over [1, 2).
            value[s] = 1 + Double((UInt32(truncatingIfNeeded: s) &* 2_654_435_761) >> 8) / Double(1 << 24)
            done[s] = true
        }
        var stack: [Int] = []
        for root in 0..<symbolCount where !done[root] {
            stack.append(root)
            while let node = stack.last {
                var ready = true
                for cell in symbols.rows[node].cells where !done[Int(cell.symbol)] {
                    stack.append(Int(cell.symbol))
                    ready = false
                }
                guard ready else { continue }
                stack.removeLast()
                guard !done[node] else { continue }
                var sum = symbols.rows[node].constant
                for cell in symbols.rows[node].cells { sum += cell.coefficient * value[Int(cell.symbol)] }
                value[node] = sum
                done[node] = true
            }
        }
        return value
    }

    private func basicValue(_ symbol: Int32) -> Double {
        symbols.isBasic[Int(symbol)] ? symbols.rows[Int(symbol)].constant : 0
    }

    /// The constraint's row read at given values (`expression + markers`, with an
    /// edit's suggested value), and the sum of its parts' absolute values.
    private func residualOf(_ tag: Tag, variableValue: (Variable) -> Double, symbolValue: (Int32) -> Double) -> (Double, Double) {
        let expression = tag.constraint.expression
        var sum = expression.constant
        var magnitude = abs(sum)
        for term in expression.terms {
            let part = term.coefficient * variableValue(term.variable)
            sum += part
            magnitude += abs(part)
        }
        let marker = symbolValue(tag.marker), other = tag.other >= 0 ? symbolValue(tag.other) : 0
        switch tag.constraint.relation {
        case .lessThanOrEqual: sum += marker - other
        case .greaterThanOrEqual: sum += other - marker
        case .equal: sum += tag.other >= 0 ? other - marker : marker
        }
        magnitude += abs(marker) + abs(other)
        // An edit's row is `variable - suggested value`; its constraint says `variable`.
        if !tag.constraint.strength.isRequired, tag.variables.count == 1, !edits.isEmpty,
           let variable = symbols.variables[Int(tag.variables[0])],
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
        unbindAllVariables()
        var fresh = Engine()
        do {
            for constraint in constraints { try fresh.add(constraint, optimizeAfter: false) }
        } catch {
            reclaimVariables(from: &fresh)
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
            reclaimVariables(from: &fresh)
            return nil
        }
        return fresh
    }

    /// Binds this engine's variables back to it, taking them from `abandoned` (a rebuilt
    /// engine that will not be used).
    mutating func reclaimVariables(from abandoned: inout Engine) {
        abandoned.unbindAllVariables()
        for s in 0..<symbolCount {
            guard let variable = symbols.variables[s] else { continue }
            variable.ownerSerial = serial
            variable.symbol = Int32(s)
            variable.slot = symbols.reported.pointer(to: s)
        }
    }
}
