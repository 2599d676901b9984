/// Refactorisation: rebuilding the tableau from the constraints when rounding has
/// drifted it.
///
/// Every pivot rounds, and a long history of pivots (constraints added, removed and
/// added again, constants changed back and forth) can leave a row whose numbers no
/// longer say exactly what its constraints say. Simplex codes have always answered this
/// the same way: check the solution against the original constraints, and when it has
/// drifted, factor the basis afresh (reinversion). Here that means building a new
/// tableau from the constraints, required ones first, then putting the edit values back.
/// The check reads the rows each call rewrote at two points where every constraint
/// holds (`Engine+DriftCheck.swift`). The fuzz suite found the kinds of drift this
/// repairs: a required equality off by 10⁻⁴ after a long chain of rows; restricted rows
/// out of step with the variable rows, so that the tableau reported an optimum the
/// values did not have; and drifted coefficients of non-basic symbols, which the values
/// hide until a constant change multiplies them.
extension Engine {
    /// A new engine holding the same constraints (required first, then the optional ones
    /// from the strongest down; ``Solver/constraints`` keeps the order they were added
    /// in) and edit variables with the same suggested values, optimised; nil if rounding
    /// makes the new tableau reject one of them or a simplex run stalls (then this
    /// engine stays as it was).
    ///
    /// The variables are bound to the new engine; on failure they are bound back here.
    ///
    /// With `extra`, a required constraint this engine does not hold, the new one holds
    /// it too, added after the other required constraints and before the optional ones
    /// (and listed last in ``Solver/constraints``).
    func rebuilt(including extra: Constraint? = nil) -> Engine? {
        // Required constraints first, then the optional ones from the strongest down (each
        // group in the order added): the required system is factored on its own, and the
        // optional pulls only add error rows to it.
        let held = heldTags() + twinTags()
        var constraints = held.sorted { $0.order < $1.order }.map(\.constraint).enumerated().sorted {
            ($0.element.strength.priority, -$0.offset) > ($1.element.strength.priority, -$1.offset)
        }.map(\.element)
        if let extra {
            let optional = constraints.firstIndex { !$0.strength.isRequired } ?? constraints.endIndex
            constraints.insert(extra, at: optional)
        }
        // The constraints' fields name this engine until the new one takes them.
        let heldInFields = held.filter { $0.constraint.holderSerial == serial }
        unbindAllVariables()
        unbindAllConstraints()
        let fresh = Engine()
        fresh.skipsPhaseOneWhereItsFirstPivotSolves = skipsPhaseOneWhereItsFirstPivotSolves
        do {
            for constraint in constraints { try fresh.add(constraint, optimizeAfter: false) }
        } catch {
            reclaim(heldInFields, from: fresh)
            return nil
        }
        // Keep the order the constraints were added in (``Solver/constraints``).
        for tag in held { fresh.tags.setOrder(of: tag.constraint, to: tag.order) }
        if let extra { fresh.tags.setOrder(of: extra, to: addedCount) }
        fresh.addedCount = addedCount + (extra == nil ? 0 : 1)
        // A conflict reported for `extra` is gone: the new engine holds it.
        if let extra, lastConflict?.constraint == ObjectKey(extra) {
            fresh.lastConflict = nil
        } else {
            fresh.lastConflict = lastConflict
        }
        fresh.optimize()
        fresh.edits = edits
        for info in edits.values.sorted(by: { fresh.tags.tag(of: $0.constraint)!.order < fresh.tags.tag(of: $1.constraint)!.order })
        where info.constant != 0 {
            fresh.shiftConstant(of: fresh.tags.tag(of: info.constraint)!, by: -info.constant)
        }
        fresh.dualOptimize()
        if fresh.stalled != nil {
            reclaim(heldInFields, from: fresh)
            return nil
        }
        return fresh
    }

    /// Binds this engine's variables and the constraints it held in their fields
    /// (`heldInFields`, their tags here) back to it, taking them from `abandoned` (a
    /// rebuilt engine that will not be used).
    func reclaim(_ heldInFields: [Tag], from abandoned: Engine) {
        abandoned.unbindAllConstraints()
        tags.reclaimFields(of: heldInFields)
        reclaimVariables(from: abandoned)
    }

    /// Binds this engine's variables back to it, taking them from `abandoned` (a rebuilt
    /// engine that will not be used).
    func reclaimVariables(from abandoned: Engine) {
        abandoned.unbindAllVariables()
        for s in 0..<symbolCount {
            guard let variable = symbols.variables[s] else { continue }
            variable.ownerSerial = serial
            variable.symbol = Int32(s)
            variable.slot = symbols.reported.pointer(to: s)
        }
    }
}
