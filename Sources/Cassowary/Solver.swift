/// An incremental Cassowary constraint solver.
///
/// The algorithm is Badros, Borning and Stuckey's Cassowary (an incremental simplex
/// with a dual simplex for edit variables), shaped like kiwi's, with four additions:
///
/// 1. **Strict priority levels.** The objective is lexicographic over the distinct
///    strengths in use: no number of weak errors outweighs one stronger error.
/// 2. **Conflict explanation.** When a required constraint cannot be added,
///    ``conflictingConstraints(for:)`` lists the required constraints that, with it,
///    cannot hold. A failed call leaves the solver exactly as it was.
/// 3. **Change reports.** ``updateVariables()`` returns the variables whose values
///    changed since the last call, in time proportional to the change.
/// 4. **Ambiguity query.** ``isAmbiguous(_:)`` tells whether a variable could move
///    without making any level's objective worse.
///
/// It stays sparse and deterministic: rows of unrestricted variables are kept in the
/// form their constraint gave them and evaluated on demand instead of being
/// rewritten on every pivot, a column index finds the rows that hold a symbol, and
/// every choice is an arg-min over a total order, never a hash-table iteration.
///
/// A solver is not thread-safe; use it from one thread or actor at a time.
public final class Solver {
    /// The tableau. Every call reads or writes it once, and a dynamic exclusivity check
    /// cost about 80 instructions a call; no call passes it `inout` to code that could
    /// reach this solver again (the solver calls no client code), so it is unchecked.
    @exclusivity(unchecked) var engine: Engine
    /// The shape of the system (constraints added, constraints held) at which rebuilding
    /// the tableau last failed to bring the values back in line with the constraints;
    /// no rebuild is tried again until the shape changes (see `Solver+Refactor.swift`).
    var futileRefactorShape: (added: Int, held: Int)?
    /// Required constraints removed by the caller but still in the tableau, until the
    /// next call that is not the add of an identical constraint (see
    /// `Solver+HeldBackRemovals.swift`).
    var heldBackRemovals: [Constraint] = []
    /// Whether removals may be held back (tests of the engine's removal paths turn it off).
    var holdsBackRemovals = true

    /// Creates an empty solver.
    public init() {
        engine = Engine()
    }

    deinit {
        for constraint in heldBackRemovals { constraint.isHeldBack = false }
        engine.unbindAllVariables()
        engine.unbindAllConstraints()
    }

    // MARK: Constraints

    /// Adds a constraint and re-optimises.
    ///
    /// - Throws: ``SolverError/duplicateConstraint(_:)`` if it is already here,
    ///   ``SolverError/nonFiniteConstraint(_:)`` for NaN or infinite numbers,
    ///   ``SolverError/variableOwnedByAnotherSolver(_:)`` for a variable bound to another
    ///   solver, ``SolverError/unsatisfiableConstraint(_:)`` if it is required and cannot
    ///   hold with the required constraints already here. On any error nothing changes.
    /// - Complexity: proportional to the rows the new constraint touches, not to the
    ///   size of the system, for constraints that introduce a new variable.
    public func addConstraint(_ constraint: Constraint) throws(SolverError) {
        if takeOverHeldBackRemoval(by: constraint) { return }
        settleHeldBackRemovals()
        do {
            try engine.add(constraint, optimizeAfter: true)
        } catch where error.mayPassOnRebuiltTableau {
            if !addedOnRebuiltTableau(constraint) { throw error }
        }
        try reportStall("addConstraint")
        checkInvariantsIfEnabled("addConstraint")
    }

    /// Adds several constraints, optimising once at the end (faster than one by one).
    ///
    /// Constraints are added in order; the first failure stops the batch and is thrown,
    /// with the constraints before it added and the failing one and those after it not.
    /// - Throws: as ``addConstraint(_:)``.
    public func addConstraints(_ constraints: [Constraint]) throws(SolverError) {
        var failure: SolverError?
        for constraint in constraints {
            if takeOverHeldBackRemoval(by: constraint) { continue }
            settleHeldBackRemovals()
            do {
                try engine.add(constraint, optimizeAfter: false)
            } catch where error.mayPassOnRebuiltTableau {
                if !addedOnRebuiltTableau(constraint) {
                    failure = error
                    break
                }
            } catch {
                failure = error
                break
            }
        }
        engine.optimizeAndRepair()
        try reportStall("addConstraints")
        checkInvariantsIfEnabled("addConstraints")
        if let failure { throw failure }
    }

    /// Removes a constraint and re-optimises.
    /// - Throws: ``SolverError/unknownConstraint(_:)`` if it is not here.
    public func removeConstraint(_ constraint: Constraint) throws(SolverError) {
        if isHeldBack(constraint) { throw .unknownConstraint(constraint) }
        if holdBackRemoval(of: constraint) { return }
        // Removals keep the caller's order: one that is not held back goes after those that are.
        settleHeldBackRemovals()
        try engine.remove(constraint)
        try reportStall("removeConstraint")
        checkInvariantsIfEnabled("removeConstraint")
    }

    /// Changes a constraint's constant (the constant term of its expression) in place.
    ///
    /// For an optional constraint this is a change of constants followed by the dual
    /// simplex, as cheap as ``suggestValue(_:_:)``. A required constraint is removed
    /// and added again, so a conflict is reported as by ``addConstraint(_:)`` and
    /// leaves the constraint in place with its old constant.
    /// - Throws: ``SolverError/unknownConstraint(_:)``, ``SolverError/nonFiniteConstraint(_:)``,
    ///   ``SolverError/unsatisfiableConstraint(_:)``.
    public func updateConstant(_ constraint: Constraint, to constant: Double) throws(SolverError) {
        settleHeldBackRemovals()
        try engine.updateConstant(constraint, to: constant)
        try reportStall("updateConstant")
        checkInvariantsIfEnabled("updateConstant")
    }

    /// Whether the constraint is in the solver.
    public func hasConstraint(_ constraint: Constraint) -> Bool {
        settleHeldBackRemovals()
        return engine.tags.contains(constraint)
    }

    /// The constraints in the solver, in the order they were added.
    public var constraints: [Constraint] {
        settleHeldBackRemovals()
        return engine.constraintsInOrder()
    }

    // MARK: Edit variables

    /// Makes `variable` an edit variable: an optional `variable == value` whose value
    /// ``suggestValue(_:_:)`` changes cheaply (a window resize, a drag).
    ///
    /// Until the first suggestion the variable is pulled towards 0.
    /// - Throws: ``SolverError/duplicateEditVariable(_:)``,
    ///   ``SolverError/badRequiredStrength(_:)`` for the required strength,
    ///   ``SolverError/variableOwnedByAnotherSolver(_:)``.
    public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        settleHeldBackRemovals()
        try engine.addEditVariable(variable, strength: strength)
        try reportStall("addEditVariable")
        checkInvariantsIfEnabled("addEditVariable")
    }

    /// Stops `variable` being an edit variable.
    /// - Throws: ``SolverError/unknownEditVariable(_:)``.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        settleHeldBackRemovals()
        try engine.removeEditVariable(variable)
        try reportStall("removeEditVariable")
        checkInvariantsIfEnabled("removeEditVariable")
    }

    /// Whether `variable` is an edit variable.
    public func hasEditVariable(_ variable: Variable) -> Bool {
        engine.edits[ObjectKey(variable)] != nil
    }

    /// Suggests a value for an edit variable and re-solves with the dual simplex.
    /// - Throws: ``SolverError/unknownEditVariable(_:)``,
    ///   ``SolverError/nonFiniteValue(_:_:)``.
    /// - Complexity: proportional to the rows that change.
    public func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
        settleHeldBackRemovals()
        try engine.suggestValue(variable, value)
        try reportStall("suggestValue")
        checkInvariantsIfEnabled("suggestValue")
    }

    /// Throws ``SolverError/internalError(_:)`` if a simplex run of the last call used
    /// up its pivot budget, naming the call and the system.
    private func reportStall(_ operation: StaticString) throws(SolverError) {
        guard let stalled = engine.stalled else { return }
        engine.stalled = nil
        let constraints = engine.constraintsInOrder()
        let listed = constraints.prefix(200).map { "  \($0)" }.joined(separator: "\n")
        throw .internalError("""
            \(operation): \(stalled). The system (\(engine.statistics()), edit variables \(engine.edits.count)):
            \(listed)\(constraints.count > 200 ? "\n  …" : "")
            """)
    }

    // MARK: Results

    /// Writes the solved values into the variables' ``Variable/value`` and returns the
    /// variables whose value changed (beyond rounding noise: 1e-10 of its magnitude) since the last call, in a
    /// deterministic order (the order the change reached them).
    ///
    /// When rows were rewritten, those rows and the constraints whose values moved are
    /// checked against the constraints (each sums to zero within ``Tolerance``); if
    /// rounding has drifted the tableau away from them, it is rebuilt from the
    /// constraints first (see `Solver+Refactor.swift` and `Engine+DriftCheck.swift`).
    ///
    /// - Complexity: proportional to the variables that may have changed, plus, after
    ///   rows were rewritten, those rows and the constraints of the values that moved
    ///   (the check); not to the number of variables.
    @discardableResult
    public func updateVariables() -> ChangedVariables {
        settleHeldBackRemovals()
        return refactoringIfDrifted(engine.updateVariables())
    }

    /// The required constraints that, together with `constraint`, cannot hold.
    ///
    /// The explanation is the set of required constraints whose rows combine with
    /// `constraint` into a contradiction (the markers in the phase-one certificate; a
    /// small set, not always minimal). After ``addConstraint(_:)`` threw
    /// ``SolverError/unsatisfiableConstraint(_:)`` for `constraint` it is the one found
    /// then; otherwise it is computed now by trying the add on a copy of the tableau,
    /// leaving the solver unchanged. Empty when `constraint` could be added (or is
    /// optional, or already in the solver).
    public func conflictingConstraints(for constraint: Constraint) -> [Constraint] {
        settleHeldBackRemovals()
        return engine.conflictingConstraints(for: constraint)
    }

    /// Whether `variable`'s value could move without making any level's objective worse:
    /// it depends on an unconstrained direction (too few constraints) or on a
    /// tie between optional constraints of equal priority. A variable that no constraint
    /// in this solver mentions is ambiguous (UIKit's engine reports such a view too).
    ///
    /// - Complexity: proportional to the rows the variable depends on.
    public func isAmbiguous(_ variable: Variable) -> Bool {
        settleHeldBackRemovals()
        return engine.isAmbiguous(variable)
    }

    /// The constraints that fix `variable`'s value in the current solution: those whose
    /// marker or error symbols its row holds once written in non-basic symbols only. Each
    /// holds exactly now (a non-basic symbol is zero), and moving any of them moves the
    /// value; together with their constants (and edit values) they determine it. Ordered
    /// as the constraints were added. An edit variable's suggestion shows up as the
    /// solver's own edit constraint (`context` nil, one term: the edit variable).
    ///
    /// ``ValueDependencies/freeVariables`` lists the unconstrained variables the value
    /// moves with (the variable itself when nothing fixes it): the ambiguous directions.
    ///
    /// - Complexity: proportional to the rows the variable depends on.
    public func dependencies(of variable: Variable) -> ValueDependencies {
        settleHeldBackRemovals()
        return engine.dependencies(of: variable)
    }

    /// The position of `constraint` among those added (smaller: added earlier), or `nil`
    /// when this solver does not hold it: a deterministic order for callers that collect
    /// constraints in hash tables.
    public func addedOrder(of constraint: Constraint) -> Int? {
        settleHeldBackRemovals()
        return engine.tags.tag(of: constraint)?.order
    }

    /// How far `constraint` is from holding with the current values (0 when it holds),
    /// or `nil` when this solver does not hold it. A broken optional constraint reports
    /// the amount it gave way by.
    public func violation(of constraint: Constraint) -> Double? {
        guard hasConstraint(constraint) else { return nil }
        return constraint.violation
    }

    /// ``isAmbiguous(_:)`` for each of `variables`, in one sweep of the tableau (then an
    /// exact check only of the variables an unconstrained direction can reach): for
    /// debugging tools that ask about a whole hierarchy.
    public func ambiguity(of variables: [Variable]) -> [Bool] {
        settleHeldBackRemovals()
        return engine.ambiguity(of: variables)
    }

    /// Removes every constraint and edit variable and frees every variable.
    public func reset() {
        for constraint in heldBackRemovals { constraint.isHeldBack = false }
        heldBackRemovals = []
        engine.reset()
    }

    /// Sizes of the internal tableau, for benchmarks and tests.
    public var statistics: SolverStatistics {
        settleHeldBackRemovals()
        return engine.statistics()
    }
}

/// What a variable's value rests on: see ``Solver/dependencies(of:)``.
public struct ValueDependencies {
    /// The constraints that fix the value, in the order they were added.
    public var constraints: [Constraint]
    /// For each constraint, how much the value moves per unit of change of its constant
    /// (∂value/∂constant in the current basis).
    public var sensitivities: [Double]
    /// For each constraint, its constant now: its expression's constant, or for an edit
    /// variable's constraint minus the suggested value. When nothing is free, the value is
    /// the sum of `sensitivities[i] × constants[i]`: where each part of it comes from.
    public var constants: [Double]
    /// Unconstrained variables the value moves with (ambiguous directions).
    public var freeVariables: [Variable]
}

/// The variables whose values changed in one ``Solver/updateVariables()``, in a
/// deterministic order. A lightweight view: nothing is retained until you read it.
///
/// Its members are inlinable: a layout pass reads every variable that moved, and a call
/// per index and per element showed in its profile.
public struct ChangedVariables: RandomAccessCollection {
    @usableFromInline let symbols: [Int32]
    @usableFromInline let table: [Variable?]

    init(symbols: [Int32], table: [Variable?]) {
        self.symbols = symbols
        self.table = table
    }

    @inlinable public var startIndex: Int { 0 }
    @inlinable public var endIndex: Int { symbols.count }
    @inlinable public subscript(position: Int) -> Variable { table[Int(symbols[position])]! }

    /// The ``Variable/context`` of the variable at `position`: what a caller that reads
    /// every moved variable's context needs, in one call (in an unoptimised build, reading
    /// the variable through the collection and then its context costs several generic
    /// calls and reference-count operations per variable).
    public func context(at position: Int) -> AnyObject? {
        table[Int(symbols[position])]?.uncheckedContext
    }
}

/// Sizes of a solver's tableau.
public struct SolverStatistics: Sendable, CustomStringConvertible {
    /// Constraints in the solver.
    public var constraints: Int
    /// Rows of restricted (slack and error) symbols, the part the simplex works on.
    public var restrictedRows: Int
    /// Rows of unrestricted (variable) symbols, kept in constraint form.
    public var variableRows: Int
    /// Cells in all rows together.
    public var cells: Int
    /// Cells in the objective, over all levels.
    public var objectiveCells: Int
    /// Distinct optional priority levels in the objective.
    public var levels: Int
    /// Symbols ever created since the last reset.
    public var symbols: Int
    /// The largest sum the tableau evaluates: over every row, its constant's and its
    /// terms' absolute values at the last ``Solver/updateVariables()``. The scale that
    /// rounding is relative to (see ``Tolerance``).
    public var largestMagnitude: Double

    public var description: String {
        "constraints \(constraints), rows \(restrictedRows)+\(variableRows), cells \(cells), objective cells \(objectiveCells), levels \(levels), symbols \(symbols)"
    }
}
