import Cassowary
import Fuzzing
import Testing

// Random small systems checked against an independent model of the lexicographic
// objective. Every generated system has a known feasible point for its required
// constraints, and every variable has its own `v_i == c_i` at a distinct lowest level,
// so that the optimum is unique.

struct LinearTerm: Sendable {
    var index: Int
    var coefficient: Double
}

/// `Σ coefficient·v[index] + constant  relation  0` at `priority` (1000 is required).
struct RandomConstraint: Sendable, CustomStringConvertible {
    var terms: [LinearTerm]
    var constant: Double
    var relation: Relation
    var priority: Double

    var isRequired: Bool { priority >= 1000 }

    func residual(_ values: [Double]) -> Double {
        terms.reduce(constant) { $0 + $1.coefficient * values[$1.index] }
    }

    /// How far the values are from satisfying the constraint (0 when satisfied).
    func violation(_ values: [Double]) -> Double {
        let r = residual(values)
        switch relation {
        case .equal: return abs(r)
        case .lessThanOrEqual: return max(0, r)
        case .greaterThanOrEqual: return max(0, -r)
        }
    }

    func make(_ variables: [Variable]) -> Constraint {
        Constraint(
            Expression(terms.map { Term(variables[$0.index], $0.coefficient) }, constant: constant), relation,
            strength: Strength(priority))
    }

    var description: String {
        let lhs = terms.map { "\($0.coefficient)*v\($0.index)" }.joined(separator: " + ")
        return "\(lhs) + \(constant) \(relation) 0 @\(isRequired ? "required" : "\(priority)")"
    }
}

struct RandomEdit: Sendable, CustomStringConvertible {
    var index: Int
    var priority: Double
    var suggestions: [Double]

    var description: String { "edit v\(index) @\(priority) suggest \(suggestions)" }
}

struct RandomSystem: Sendable, CustomStringConvertible {
    static let optionalLevels: [Double] = [750, 500, 300]
    static let rounds = 3

    var variableCount: Int
    var feasiblePoint: [Double]
    var required: [RandomConstraint] = []
    /// Optional constraints, including each variable's own pin at a distinct lowest level.
    var optional: [RandomConstraint] = []
    var edits: [RandomEdit] = []
    /// A constraint to add and remove again (required and feasible, or optional).
    var extra: RandomConstraint
    /// A required constraint that contradicts one of `required`.
    var infeasible: RandomConstraint
    /// Which required constraint to remove in removal checks.
    var removalIndex: Int

    init(seed: UInt64) {
        var rng = SplitMix64(state: seed)
        let n = Int.random(in: 2...6, using: &rng)
        variableCount = n
        let point = (0..<n).map { _ in Double(Int.random(in: -50...50, using: &rng)) }
        feasiblePoint = point

        func randomTerms() -> [LinearTerm] {
            let k = Int.random(in: 1...min(3, n), using: &rng)
            let indices = Array(0..<n).shuffled(using: &rng).prefix(k).sorted()
            return indices.map {
                LinearTerm(index: $0, coefficient: [-3.0, -2, -1, 1, 2, 3].randomElement(using: &rng)!)
            }
        }
        func feasibleRequired() -> RandomConstraint {
            let terms = randomTerms()
            let valueAtPoint = terms.reduce(0) { $0 + $1.coefficient * point[$1.index] }
            let slack = Double(Int.random(in: 0...10, using: &rng))
            switch Int.random(in: 0..<10, using: &rng) {
            case 0..<3:
                return RandomConstraint(terms: terms, constant: -valueAtPoint, relation: .equal, priority: 1000)
            case 3..<7:
                return RandomConstraint(
                    terms: terms, constant: -valueAtPoint - slack, relation: .lessThanOrEqual, priority: 1000)
            default:
                return RandomConstraint(
                    terms: terms, constant: -valueAtPoint + slack, relation: .greaterThanOrEqual, priority: 1000)
            }
        }
        func randomOptional(levels: [Double]) -> RandomConstraint {
            let terms = randomTerms()
            let relation: Relation =
                Int.random(in: 0..<10, using: &rng) < 7
                ? .equal : [.lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &rng)!
            return RandomConstraint(
                terms: terms, constant: Double(Int.random(in: -60...60, using: &rng)), relation: relation,
                priority: levels.randomElement(using: &rng)!)
        }

        required = (0..<Int.random(in: 1...6, using: &rng)).map { _ in feasibleRequired() }
        optional = (0..<Int.random(in: 0...5, using: &rng)).map { _ in randomOptional(levels: Self.optionalLevels) }
        for i in 0..<n {
            let target = Double(Int.random(in: -60...60, using: &rng))
            optional.append(
                RandomConstraint(
                    terms: [LinearTerm(index: i, coefficient: 1)], constant: -target, relation: .equal,
                    priority: 10 - Double(i)))
        }
        let editCount = Int.random(in: 0...min(2, n), using: &rng)
        edits = Array(0..<n).shuffled(using: &rng).prefix(editCount).map { index in
            RandomEdit(
                index: index, priority: Self.optionalLevels.randomElement(using: &rng)!,
                suggestions: (0..<Self.rounds).map { _ in Double(Int.random(in: -80...80, using: &rng)) })
        }
        extra =
            Bool.random(using: &rng)
            ? feasibleRequired() : randomOptional(levels: Self.optionalLevels + [20])

        let contradicted = required.randomElement(using: &rng)!
        let factor = [1.0, 2, 0.5].randomElement(using: &rng)!
        let scaledTerms = contradicted.terms.map { LinearTerm(index: $0.index, coefficient: $0.coefficient * factor) }
        switch contradicted.relation {
        case .lessThanOrEqual:  // r <= 0, so demand r >= 1
            infeasible = RandomConstraint(
                terms: scaledTerms, constant: factor * (contradicted.constant - 1), relation: .greaterThanOrEqual,
                priority: 1000)
        case .greaterThanOrEqual:  // r >= 0, so demand r <= -1
            infeasible = RandomConstraint(
                terms: scaledTerms, constant: factor * (contradicted.constant + 1), relation: .lessThanOrEqual,
                priority: 1000)
        case .equal:  // r == 0, so demand r == -1
            infeasible = RandomConstraint(
                terms: scaledTerms, constant: factor * (contradicted.constant + 1), relation: .equal, priority: 1000)
        }
        removalIndex = Int.random(in: 0..<required.count, using: &rng)
    }

    /// The edit variables as optional equalities with the suggestions of `round`.
    func editConstraints(round: Int) -> [RandomConstraint] {
        edits.map {
            RandomConstraint(
                terms: [LinearTerm(index: $0.index, coefficient: 1)], constant: -$0.suggestions[round],
                relation: .equal, priority: $0.priority)
        }
    }

    var description: String {
        var lines = ["\(variableCount) variables, feasible at \(feasiblePoint)"]
        lines += required.map { "  \($0)" }
        lines += optional.map { "  \($0)" }
        lines += edits.map { "  \($0)" }
        lines.append("  extra: \(extra)")
        lines.append("  infeasible: \(infeasible)")
        lines.append("  removal index: \(removalIndex)")
        return lines.joined(separator: "\n")
    }
}

/// A lexicographic objective over the optional constraints, highest level first.
struct ObjectiveModel {
    var required: [RandomConstraint]
    var optional: [RandomConstraint]

    var levels: [Double] { Set(optional.map(\.priority)).sorted(by: >) }

    func objective(_ values: [Double], levels: [Double]) -> [Double] {
        levels.map { level in
            optional.lazy.filter { $0.priority == level }.reduce(0) { $0 + $1.violation(values) }
        }
    }

    func worstRequiredViolation(_ values: [Double]) -> Double {
        required.reduce(0) { max($0, $1.violation(values)) }
    }

    /// A description of a feasible ±δ move of one or two variables that improves the
    /// lexicographic objective, or nil when there is none.
    func improvingMove(from values: [Double]) -> String? {
        let levels = levels
        let n = values.count
        let base = objective(values, levels: levels)

        // Dense coefficients and residuals at `values`, so that each move costs little.
        struct Dense {
            var coefficients: [Double]
            var residual: Double
            var relation: Relation
            var level: Int
        }
        func dense(_ c: RandomConstraint, level: Int) -> Dense {
            var coefficients = Array(repeating: 0.0, count: n)
            for term in c.terms { coefficients[term.index] += term.coefficient }
            return Dense(coefficients: coefficients, residual: c.residual(values), relation: c.relation, level: level)
        }
        func violation(_ relation: Relation, _ r: Double) -> Double {
            switch relation {
            case .equal: return abs(r)
            case .lessThanOrEqual: return max(0, r)
            case .greaterThanOrEqual: return max(0, -r)
            }
        }
        let requiredRows = required.map { dense($0, level: -1) }
        let optionalRows = optional.map { dense($0, level: levels.firstIndex(of: $0.priority)!) }

        var moves: [(i: Int, a: Double, j: Int, b: Double)] = []
        for i in 0..<n { moves.append((i, 1, i, 0)) }
        for i in 0..<n {
            for j in (i + 1)..<n {
                for a in [1.0, 2, 3] {
                    for b in [-3.0, -2, -1, 1, 2, 3] { moves.append((i, a, j, b)) }
                }
            }
        }
        var moved = Array(repeating: 0.0, count: levels.count)
        for move in moves {
            func change(_ row: Dense) -> Double {
                row.coefficients[move.i] * move.a + row.coefficients[move.j] * move.b
            }
            step: for step in [1e-3, -1e-3, 0.25, -0.25] {
                for row in requiredRows where violation(row.relation, row.residual + step * change(row)) > 1e-9 {
                    continue step
                }
                for k in moved.indices { moved[k] = 0 }
                for row in optionalRows {
                    moved[row.level] += violation(row.relation, row.residual + step * change(row))
                }
                for (level, (old, new)) in zip(levels, zip(base, moved)) {
                    if new < old - 1e-7 {
                        var delta = Array(repeating: 0.0, count: n)
                        delta[move.i] += move.a * step
                        delta[move.j] += move.b * step
                        return
                            "moving \(values) by \(delta) improves level \(level) from \(old) to \(new) (objective \(base) → \(moved))"
                    }
                    if new > old + 1e-7 { break }
                }
            }
        }
        return nil
    }
}

/// A random system installed in a fresh solver with fresh variables.
final class InstalledSystem {
    let system: RandomSystem
    let solver = Solver()
    let variables: [Variable]
    var required: [Constraint] = []
    var optional: [Constraint] = []

    init(_ system: RandomSystem) throws {
        self.system = system
        variables = (0..<system.variableCount).map { Variable("v\($0)") }
        for c in system.required {
            let constraint = c.make(variables)
            try solver.addConstraint(constraint)
            required.append(constraint)
        }
        for c in system.optional {
            let constraint = c.make(variables)
            try solver.addConstraint(constraint)
            optional.append(constraint)
        }
        for edit in system.edits {
            try solver.addEditVariable(variables[edit.index], strength: Strength(edit.priority))
            try solver.suggestValue(variables[edit.index], edit.suggestions[0])
        }
    }

    func suggest(round: Int) throws {
        for edit in system.edits {
            try solver.suggestValue(variables[edit.index], edit.suggestions[round])
        }
    }

    var values: [Double] { variables.map(\.value) }

    func model(round: Int, extra: [RandomConstraint] = []) -> ObjectiveModel {
        ObjectiveModel(
            required: system.required + extra.filter(\.isRequired),
            optional: system.optional + system.editConstraints(round: round) + extra.filter { !$0.isRequired })
    }
}

func expectClose(
    _ actual: [Double], _ expected: [Double], accuracy: Double = 1e-6, _ what: String,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let close = actual.count == expected.count && zip(actual, expected).allSatisfy { abs($0 - $1) <= accuracy }
    if !close {
        Issue.record("\(what): \(actual), expected \(expected)", sourceLocation: sourceLocation)
    }
}

/// A fixed sequence of random systems: case i is `RandomSystem(seed:)` with the i-th
/// output of SplitMix64 from `seed`.
struct RandomSystems: Sendable {
    var seed: UInt64
}

let randomSystems = RandomSystems(seed: 0x00C0_FFEE)

/// Runs `body` on `count` systems from `input`. A case that throws is recorded with its
/// seed; expectations inside `body` name the system through its description.
///
/// (x-sheep/swift-property-based would fit here, but its colour generators are behind
/// `#if canImport(UIKit)`, which our own module named `UIKit` satisfies on Linux, so it
/// does not compile in this package.)
func propertyCheck(count: Int, input: RandomSystems, _ body: (RandomSystem) throws -> Void) async {
    var generator = SplitMix64(state: input.seed)
    for _ in 0..<count {
        let seed = generator.next()
        do {
            try body(RandomSystem(seed: seed))
        } catch {
            Issue.record("system with seed \(seed) threw \(error)")
        }
    }
}

@Suite struct PropertyTests {
    @Test func requiredConstraintsHold() async {
        await propertyCheck(count: 200, input: randomSystems) { system in
            let installed = try InstalledSystem(system)
            for round in 0..<RandomSystem.rounds {
                try installed.suggest(round: round)
                installed.solver.updateVariables()
                let worst = installed.model(round: round).worstRequiredViolation(installed.values)
                #expect(worst <= 1e-6, "round \(round): values \(installed.values)")
            }
            let extra = system.extra.make(installed.variables)
            try installed.solver.addConstraint(extra)
            installed.solver.updateVariables()
            let worst = installed.model(round: RandomSystem.rounds - 1, extra: [system.extra])
                .worstRequiredViolation(installed.values)
            #expect(worst <= 1e-6, "with the extra constraint: values \(installed.values)")
        }
    }

    @Test func noFeasiblePerturbationImprovesTheObjective() async {
        await propertyCheck(count: 200, input: randomSystems) { system in
            let installed = try InstalledSystem(system)
            for round in 0..<RandomSystem.rounds {
                try installed.suggest(round: round)
                installed.solver.updateVariables()
                if let move = installed.model(round: round).improvingMove(from: installed.values) {
                    Issue.record("round \(round): \(move)")
                }
            }
            try installed.solver.addConstraint(system.extra.make(installed.variables))
            installed.solver.updateVariables()
            let model = installed.model(round: RandomSystem.rounds - 1, extra: [system.extra])
            if let move = model.improvingMove(from: installed.values) {
                Issue.record("with the extra constraint: \(move)")
            }
        }
    }

    @Test func removingAConstraintRestoresTheSolution() async {
        await propertyCheck(count: 200, input: randomSystems) { system in
            let installed = try InstalledSystem(system)
            let solver = installed.solver
            solver.updateVariables()
            let before = installed.values

            let extra = system.extra.make(installed.variables)
            try solver.addConstraint(extra)
            solver.updateVariables()
            try solver.removeConstraint(extra)
            solver.updateVariables()
            expectClose(installed.values, before, "after adding and removing \(system.extra)")

            let removed = installed.required[system.removalIndex]
            try solver.removeConstraint(removed)
            solver.updateVariables()
            try solver.addConstraint(removed)
            solver.updateVariables()
            expectClose(installed.values, before, "after removing and re-adding a required constraint")

            if let edit = system.edits.first {
                let variable = installed.variables[edit.index]
                try solver.removeEditVariable(variable)
                solver.updateVariables()
                try solver.addEditVariable(variable, strength: Strength(edit.priority))
                try solver.suggestValue(variable, edit.suggestions[0])
                solver.updateVariables()
                expectClose(installed.values, before, "after removing and re-adding an edit variable")
            }
        }
    }

    @Test func failedAddChangesNothing() async {
        await propertyCheck(count: 200, input: randomSystems) { system in
            let installed = try InstalledSystem(system)
            let untouched = try InstalledSystem(system)
            let solver = installed.solver
            solver.updateVariables()
            let before = installed.values
            let constraintCount = solver.constraints.count

            let bad = system.infeasible.make(installed.variables)
            expectSolverError(.unsatisfiableConstraint, culprit: bad) { try solver.addConstraint(bad) }
            #expect(!solver.hasConstraint(bad))
            #expect(solver.constraints.count == constraintCount)
            let changed = solver.updateVariables()
            #expect(changed.isEmpty, "a failed add changed \(names(changed))")
            expectClose(installed.values, before, accuracy: 0, "after the failed add")

            let conflict = solver.conflictingConstraints(for: bad)
            #expect(!conflict.isEmpty)
            #expect(conflict.allSatisfy { $0.strength.isRequired && solver.hasConstraint($0) })

            // Both solvers keep giving the same answers.
            for s in [installed, untouched] {
                try s.suggest(round: 1)
                try s.solver.removeConstraint(s.required[system.removalIndex])
                s.solver.updateVariables()
            }
            expectClose(installed.values, untouched.values, "compared with a solver that never saw the failed add")
            for s in [installed, untouched] {
                try s.solver.addConstraint(system.extra.make(s.variables))
                try s.suggest(round: 2)
                s.solver.updateVariables()
            }
            expectClose(installed.values, untouched.values, "later, compared with the untouched solver")
        }
    }

    @Test func changeReportsAreExact() async {
        await propertyCheck(count: 200, input: randomSystems) { system in
            let installed = try InstalledSystem(system)
            let solver = installed.solver
            solver.updateVariables()

            func check(_ step: String, _ body: () throws -> Void) rethrows {
                let before = installed.values
                try body()
                let changed = solver.updateVariables()
                let moved = installed.variables.indices.filter { installed.variables[$0].value != before[$0] }
                let expected = moved.map { installed.variables[$0] }
                if !sameObjectSet(changed, expected) {
                    let moves = moved.map { "v\($0): \(before[$0]) → \(installed.variables[$0].value)" }
                    Issue.record(
                        "\(step): reported \(names(changed)), values changed for \(names(expected)) (\(moves))")
                }
            }
            for round in 1..<RandomSystem.rounds {
                try check("suggestions of round \(round)") { try installed.suggest(round: round) }
            }
            let extra = system.extra.make(installed.variables)
            try check("adding \(system.extra)") { try solver.addConstraint(extra) }
            try check("removing \(system.extra)") { try solver.removeConstraint(extra) }
            let removed = installed.required[system.removalIndex]
            try check("removing a required constraint") { try solver.removeConstraint(removed) }
            check("doing nothing") {}
        }
    }

    @Test func uniqueOptimumIsNotAmbiguous() async {
        await propertyCheck(count: 200, input: randomSystems) { system in
            let installed = try InstalledSystem(system)
            installed.solver.updateVariables()
            for variable in installed.variables {
                #expect(!installed.solver.isAmbiguous(variable), "\(variable) at \(variable.value)")
            }
        }
    }
}
