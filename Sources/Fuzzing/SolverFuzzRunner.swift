import Cassowary
import Foundation

/// Systems whose tableau reaches numbers beyond this are ill-conditioned: inputs of a few
/// hundred pulled to 10⁸ and more by chains of coefficients. Double precision cannot hold
/// the checks' tolerances there, so a case (or its fresh solver) that gets there stops
/// being checked and counts as skipped.
public let illConditionedScale = 1.0e8

/// Why a fuzz case failed: the call after which a check broke, and what broke.
public struct FuzzFailure: Sendable, Equatable {
    /// The index of the call in the case's operations.
    public var operation: Int
    /// Which check broke (for shrinking: a smaller case must break the same one).
    public var check: String
    public var message: String

    public static func == (a: Self, b: Self) -> Bool { a.check == b.check }
}

/// Replays a case on a fresh solver and checks, after every call:
///
/// - the call threw only what the public API promises for it (a duplicate, an unknown
///   constraint or edit variable, a non-finite number, a required strength for an edit,
///   or a conflict for a required constraint; never an internal error);
/// - a call that threw left the constraints and every value exactly as they were;
/// - every required constraint holds to ``Tolerance``;
/// - the tableau's invariants hold;
/// - a reported conflict is real: a fresh solver given the required constraints in
///   another order fails too;
/// - after some calls and at the end, the optimum of every priority level equals that
///   of a fresh solver given the same constraints and edits in another order (from the
///   highest level down, until a level where the two differ by more than rounding but
///   less than the tolerance: below such a near-tie, optima depend on how it was broken).
public struct SolverFuzzRunner {
    let fuzzCase: SolverFuzzCase
    let x: [Variable]
    let solver = Solver()
    /// Constraint objects by id, as made by the calls so far.
    var objects: [Int: (spec: FuzzConstraint, constraint: Constraint)] = [:]
    /// Edit variables and their last suggestion.
    var edits: [Int: (priority: Double, value: Double)] = [:]
    var rng: SplitMix64

    public init(_ fuzzCase: SolverFuzzCase) {
        self.fuzzCase = fuzzCase
        x = (0..<fuzzCase.variableCount).map { Variable("x\($0)") }
        rng = SplitMix64(state: fuzzCase.seed ^ 0x5EED)
    }

    /// Runs the whole case; the first failure, or nil.
    ///
    /// `sabotage` runs on the solver after each call, behind the checks' back: the tests
    /// use it to show that the checks catch a solver that goes wrong.
    public static func run(_ fuzzCase: SolverFuzzCase, oracleEvery: Int = 8,
                           sabotage: ((Solver, [Variable]) -> Void)? = nil) -> FuzzFailure? {
        if case .failed(let failure) = outcome(of: fuzzCase, oracleEvery: oracleEvery, sabotage: sabotage) { return failure }
        return nil
    }

    /// Runs the whole case: passed, skipped (it became ill-conditioned), or the first failure.
    public static func outcome(of fuzzCase: SolverFuzzCase, oracleEvery: Int = 8,
                               sabotage: ((Solver, [Variable]) -> Void)? = nil) -> FuzzOutcome {
        var runner = SolverFuzzRunner(fuzzCase)
        for (index, operation) in fuzzCase.operations.enumerated() {
            sabotage?(runner.solver, runner.x)
            if let message = runner.perform(operation, check: index % oracleEvery == oracleEvery - 1) {
                if message.check == Self.illConditioned { return .skipped }
                return .failed(FuzzFailure(operation: index, check: message.check, message: message.text))
            }
        }
        if let message = runner.compareWithFreshSolver() {
            if message.check == Self.illConditioned { return .skipped }
            return .failed(FuzzFailure(operation: fuzzCase.operations.count - 1, check: message.check, message: message.text))
        }
        return .passed
    }

    /// The message that stops a case at ``illConditionedScale`` (not a failure).
    static let illConditioned = "ill-conditioned"

    typealias Message = (check: String, text: String)

    mutating func perform(_ operation: FuzzOperation, check oracle: Bool) -> Message? {
        solver.updateVariables()
        let valuesBefore = x.map(\.value)
        // Values carry rounding relative to the system's scale (``Tolerance``): a value
        // near zero in a system of hundreds of thousands is exact only to about 10⁻⁴.
        let scaleBefore = systemScale
        let constraintsBefore = solver.constraints.map(ObjectIdentifier.init)
        var allowed: Set<String> = []
        var madeBatch: [Int] = []

        do {
            switch operation {
            case .add(let id, let spec):
                let constraint = spec.make(x)
                objects[id] = (spec, constraint)
                allowed = spec.isFinite ? (spec.isRequired ? ["unsatisfiable"] : []) : ["nonFinite"]
                try solver.addConstraint(constraint)
            case .addAgain(let id):
                guard let object = objects[id] else { return nil }
                allowed = solver.hasConstraint(object.constraint)
                    ? ["duplicate"] : (object.spec.isFinite ? ["unsatisfiable"] : ["nonFinite"])
                try solver.addConstraint(object.constraint)
            case .addBatch(let list):
                for (id, spec) in list {
                    objects[id] = (spec, spec.make(x))
                    madeBatch.append(id)
                }
                allowed = ["unsatisfiable", "nonFinite"]
                try solver.addConstraints(list.map { objects[$0.id]!.constraint })
            case .remove(let id):
                let constraint = objects[id]?.constraint ?? Constraint(Expression(x[0]), .equal)
                allowed = solver.hasConstraint(constraint) ? [] : ["unknown"]
                try solver.removeConstraint(constraint)
            case .updateConstant(let id, let value):
                let constraint = objects[id]?.constraint ?? Constraint(Expression(x[0]), .equal)
                allowed = !solver.hasConstraint(constraint)
                    ? ["unknown"] : (value.isFinite ? (constraint.strength.isRequired ? ["unsatisfiable"] : []) : ["nonFinite"])
                try solver.updateConstant(constraint, to: value)
                if let object = objects[id] { objects[id]!.spec.constant = object.constraint.expression.constant }
            case .addEdit(let v, let priority):
                allowed = edits[v] != nil ? ["duplicateEdit"] : (Strength(priority).isRequired ? ["requiredEdit"] : [])
                try solver.addEditVariable(x[v], strength: Strength(priority))
                edits[v] = (priority, 0)
            case .removeEdit(let v):
                allowed = edits[v] == nil ? ["unknownEdit"] : []
                try solver.removeEditVariable(x[v])
                edits[v] = nil
            case .suggest(let v, let value):
                allowed = edits[v] == nil ? ["unknownEdit"] : (value.isFinite ? [] : ["nonFiniteValue"])
                try solver.suggestValue(x[v], value)
                edits[v]!.value = value
            }
        } catch {
            let kind = Self.kind(of: error)
            guard allowed.contains(kind) else {
                return ("unexpected error", "threw \(kind) (\(error)); allowed: \(allowed.sorted())")
            }
            if case .addBatch = operation {
                // A batch keeps what it added before the failure.
            } else {
                solver.updateVariables()
                if solver.constraints.map(ObjectIdentifier.init) != constraintsBefore {
                    return ("error changed constraints", "a call that threw \(kind) changed the solver's constraints")
                }
                for (index, before) in valuesBefore.enumerated() where !Self.same(x[index].value, before, scale: scaleBefore) {
                    return ("error moved values", "a call that threw \(kind) moved x[\(index)] from \(before) to \(x[index].value)")
                }
            }
            if kind == "unsatisfiable", let message = confirmConflict(operation) { return message }
        }
        // Values past the scale show in the constraints' terms, not always in the rows.
        if systemScale > illConditionedScale { return (Self.illConditioned, "") }
        if let message = checkRequired() { return message }
        let problems = solver._checkInvariants()
        if !problems.isEmpty { return ("invariants", "tableau invariants broken: \(problems.prefix(3))") }
        if oracle { return compareWithFreshSolver() }
        return nil
    }

    static func kind(of error: SolverError) -> String {
        switch error {
        case .unsatisfiableConstraint: "unsatisfiable"
        case .duplicateConstraint: "duplicate"
        case .unknownConstraint: "unknown"
        case .duplicateEditVariable: "duplicateEdit"
        case .unknownEditVariable: "unknownEdit"
        case .badRequiredStrength: "requiredEdit"
        case .nonFiniteConstraint: "nonFinite"
        case .nonFiniteValue: "nonFiniteValue"
        case .variableOwnedByAnotherSolver: "ownedByAnother"
        case .internalError: "internal"
        }
    }

    /// Whether two readings of a value agree to rounding: relative to the value, or to
    /// the system's `scale` when that is larger (a call that throws may leave the values
    /// re-evaluated from the same rows, which rounds differently from the increments
    /// that produced them: seed 150008408 moved a value of 4·10⁻⁸ to -2·10⁻¹⁰ in a
    /// system whose largest value is about 2·10⁵).
    public static func same(_ a: Double, _ b: Double, scale: Double = 0) -> Bool {
        a == b || abs(a - b) <= Tolerance.relative * max(1, abs(a), abs(b), scale)
    }

    /// The constraints in the solver, as the case made them.
    var active: [(spec: FuzzConstraint, constraint: Constraint)] {
        objects.keys.sorted().compactMap { id in
            let object = objects[id]!
            return solver.hasConstraint(object.constraint) ? object : nil
        }
    }

    func checkRequired() -> Message? {
        solver.updateVariables()
        let scale = systemScale
        for (spec, constraint) in active where spec.isRequired
            && !Tolerance.holds(constraint.violation, magnitude: constraint.magnitude, systemScale: scale) {
            return ("required violated", "required \(constraint) is violated by \(constraint.violation) (magnitude \(constraint.magnitude), system scale \(scale))")
        }
        return nil
    }

    /// The largest term in the system (``Tolerance``): of every constraint in the solver,
    /// its constant and each coefficient times its variable's value.
    var systemScale: Double {
        active.reduce(solver.statistics.largestMagnitude) { max($0, Self.largestTerm($1.constraint)) }
    }

    static func largestTerm(_ constraint: Constraint) -> Double {
        constraint.expression.terms.reduce(abs(constraint.expression.constant)) { max($0, abs($1.coefficient * $1.variable.value)) }
    }

    /// A conflict the solver reported must be one a fresh solver finds as well.
    mutating func confirmConflict(_ operation: FuzzOperation) -> Message? {
        var required = active.filter { $0.spec.isRequired }.map(\.spec)
        switch operation {
        case .add(_, let spec): required.append(spec)
        case .addAgain(let id): required.append(objects[id]!.spec)
        case .addBatch(let list): required += list.map(\.constraint).filter(\.isRequired)
        case .updateConstant(let id, let value):
            let updated = objects[id]!.constraint
            var spec = objects[id]!.spec
            spec.constant = value
            required = active.filter { $0.spec.isRequired && $0.constraint !== updated }.map(\.spec) + [spec]
        default: return nil
        }
        required.shuffle(using: &rng)
        let fresh = Solver()
        let y = (0..<x.count).map { Variable("y\($0)") }
        for spec in required {
            do { try fresh.addConstraint(spec.make(y)) } catch { return nil }
        }
        return ("false conflict", "reported unsatisfiable, but a fresh solver holds all \(required.count) required constraints")
    }

    /// Every priority level's optimum must equal that of a fresh solver given the same
    /// constraints and edits in another order.
    mutating func compareWithFreshSolver() -> Message? {
        solver.updateVariables()
        var order = objects.keys.sorted().filter { solver.hasConstraint(objects[$0]!.constraint) }
        order.shuffle(using: &rng)
        let list = order.map { objects[$0]!.spec }
        let fresh = Solver()
        let y = (0..<x.count).map { Variable("y\($0)") }
        // The fresh solver's calls, as Swift, for the failure message.
        var calls = ["let f = Solver()", "let y = (0..<\(x.count)).map { Variable(\"y\\($0)\") }"]
        for (id, spec) in zip(order, list) {
            calls.append("try f.addConstraint(\(spec.swift.replacingOccurrences(of: "x[", with: "y[")))  // c\(id)")
            do { try fresh.addConstraint(spec.make(y)) } catch {
                return ("fresh solver refuses", "a fresh solver refuses c\(id) (\(error)) that the solver holds:\n\(calls.joined(separator: "\n"))")
            }
        }
        for (v, edit) in edits.sorted(by: { $0.key < $1.key }) {
            try? fresh.addEditVariable(y[v], strength: Strength(edit.priority))
            try? fresh.suggestValue(y[v], edit.value)
            calls.append("try? f.addEditVariable(y[\(v)], strength: Strength(\(edit.priority)))")
            calls.append("try? f.suggestValue(y[\(v)], \(edit.value))")
        }
        fresh.updateVariables()
        // Rounding, and the solver's tolerance on reduced costs, let an optimum be off by
        // a little of the system's scale; past `illConditionedScale` (in either solver's
        // rows or in any constraint's terms) the case is not compared.
        let scale = max(systemScale, fresh.statistics.largestMagnitude, fresh.constraints.reduce(0) { max($0, Self.largestTerm($1)) })
        if scale > illConditionedScale { return (Self.illConditioned, "") }
        let mine = objective(list, edits: edits, x)
        let theirs = objective(list, edits: edits, y)
        for (level, value) in mine.sorted(by: { $0.key > $1.key }) {
            let other = theirs[level] ?? 0
            let difference = abs(value - other)
            if difference > 1e-7 * max(1, abs(value), abs(other), scale) {
                return ("optimum differs", "level \(level): the solver's error is \(value), a fresh solver's \(other) (system scale \(scale)); the fresh solver:\n\(calls.joined(separator: "\n"))")
            }
            // Equal within tolerance but not within rounding: the two solvers broke a
            // near-tie at this level differently (each may give up a tolerance's worth here
            // to gain below), so the lower levels are not comparable.
            if difference > 1e-12 * max(1, scale) { break }
        }
        return nil
    }

    /// The sum of the optional constraints' violations at each level.
    func objective(_ specs: [FuzzConstraint], edits: [Int: (priority: Double, value: Double)], _ v: [Variable]) -> [Double: Double] {
        var levels: [Double: Double] = [:]
        for spec in specs where !spec.isRequired {
            levels[Strength(spec.priority).priority, default: 0] += spec.make(v).violation
        }
        for (index, edit) in edits {
            levels[Strength(edit.priority).priority, default: 0] += abs(v[index].value - edit.value)
        }
        return levels
    }
}
