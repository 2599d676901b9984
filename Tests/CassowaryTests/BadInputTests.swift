import Cassowary
import Testing

/// One solver with its own variables and named constraints.
final class Side {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    let z = Variable("z")
    let w = Variable("w")
    var named: [String: Constraint] = [:]

    var variables: [Variable] { [x, y, z, w] }

    func add(_ name: String, _ constraint: Constraint) throws {
        named[name] = constraint
        try solver.addConstraint(constraint)
    }

    func remove(_ name: String) throws {
        try solver.removeConstraint(named[name]!)
    }
}

/// Two identical solvers; bad calls go to `dirty` only, and both must keep giving the
/// same answers.
struct Twin {
    let clean = Side()
    let dirty = Side()

    func both(_ body: (Side) throws -> Void) throws {
        try body(clean)
        try body(dirty)
    }

    func expectSameAnswers(_ step: String, sourceLocation: SourceLocation = #_sourceLocation) {
        clean.solver.updateVariables()
        dirty.solver.updateVariables()
        for (a, b) in zip(clean.variables, dirty.variables) where !(abs(a.value - b.value) <= 1e-9) {
            Issue.record(
                "after \(step): \(b.name) is \(b.value) but \(a.value) in a solver that never saw the bad call",
                sourceLocation: sourceLocation)
        }
        if clean.solver.constraints.count != dirty.solver.constraints.count {
            Issue.record(
                "after \(step): \(dirty.solver.constraints.count) constraints, expected \(clean.solver.constraints.count)",
                sourceLocation: sourceLocation)
        }
        for v in clean.variables {
            let twin = dirty.variables.first { $0.name == v.name }!
            if clean.solver.hasEditVariable(v) != dirty.solver.hasEditVariable(twin) {
                Issue.record("after \(step): edit variables differ for \(v.name)", sourceLocation: sourceLocation)
            }
        }
    }

    /// x in [0, 100] pulled to 40, y = x + 10, z = y + w, w an edit variable at 7.
    static func make() throws -> Twin {
        let twin = Twin()
        try twin.both { s in
            try s.add("low", s.x >= 0)
            try s.add("high", s.x <= 100)
            try s.add("link", s.y == s.x + 10)
            try s.add("pull", (s.x == 40) | .weak)
            try s.add("sum", s.z == s.y + s.w)
            try s.solver.addEditVariable(s.w, strength: .strong)
            try s.solver.suggestValue(s.w, 7)
        }
        return twin
    }

    /// Good calls after the bad one, comparing answers after each.
    func continueAndCompare(sourceLocation: SourceLocation = #_sourceLocation) throws {
        expectSameAnswers("the bad call", sourceLocation: sourceLocation)
        try both { try $0.solver.suggestValue($0.w, 20) }
        expectSameAnswers("suggestValue(w, 20)", sourceLocation: sourceLocation)
        try both { try $0.add("pull2", ($0.x == 70) | .medium) }
        expectSameAnswers("adding x == 70 @medium", sourceLocation: sourceLocation)
        try both { try $0.remove("pull") }
        expectSameAnswers("removing the weak pull", sourceLocation: sourceLocation)
        try both { try $0.add("cap", $0.x <= 60) }
        expectSameAnswers("adding x <= 60", sourceLocation: sourceLocation)
        try both { try $0.solver.removeEditVariable($0.w) }
        try both { try $0.add("w", ($0.w == -3) | .strong) }
        expectSameAnswers("replacing the edit variable", sourceLocation: sourceLocation)
        try both { try $0.solver.addEditVariable($0.w, strength: Strength(800)) }
        try both { try $0.solver.suggestValue($0.w, 11) }
        expectSameAnswers("a new edit variable", sourceLocation: sourceLocation)
        try both { try $0.remove("link") }
        try both { try $0.add("link2", $0.y == 2 * $0.x) }
        expectSameAnswers("replacing a required equality", sourceLocation: sourceLocation)
    }
}

enum BadCall: String, CaseIterable, Sendable {
    case nanCoefficient
    case infiniteCoefficient
    case nanConstant
    case infiniteConstant
    case negativeInfiniteConstantInOptional
    case nanSuggestion
    case infiniteSuggestion
    case requiredEditStrength
    case removeUnknownConstraint
    case removeAlreadyRemovedConstraint
    case duplicateConstraint
    case duplicateEditVariable
    case removeUnknownEditVariable
    case suggestForNonEditVariable
    case conflictingBound
    case conflictingEquality
    case conflictThroughAChain
    case foreignVariableInConstraint
    case foreignEditVariable

    var expectedKind: SolverErrorKind {
        switch self {
        case .nanCoefficient, .infiniteCoefficient, .nanConstant, .infiniteConstant,
            .negativeInfiniteConstantInOptional:
            .nonFiniteConstraint
        case .nanSuggestion, .infiniteSuggestion: .nonFiniteValue
        case .requiredEditStrength: .badRequiredStrength
        case .removeUnknownConstraint, .removeAlreadyRemovedConstraint: .unknownConstraint
        case .duplicateConstraint: .duplicateConstraint
        case .duplicateEditVariable: .duplicateEditVariable
        case .removeUnknownEditVariable, .suggestForNonEditVariable: .unknownEditVariable
        case .conflictingBound, .conflictingEquality, .conflictThroughAChain: .unsatisfiableConstraint
        case .foreignVariableInConstraint, .foreignEditVariable: .variableOwnedByAnotherSolver
        }
    }

    /// Makes the bad call on `s`; returns the object the error must carry.
    func perform(on s: Side) throws -> AnyObject {
        switch self {
        case .nanCoefficient:
            let c = Constraint(Expression([Term(s.x, .nan), Term(s.y)], constant: 1), .equal)
            try s.solver.addConstraint(c)
            return c
        case .infiniteCoefficient:
            let c = Constraint(Expression([Term(s.z, .infinity)]), .lessThanOrEqual, strength: .weak)
            try s.solver.addConstraint(c)
            return c
        case .nanConstant:
            let c = s.x == .nan
            try s.solver.addConstraint(c)
            return c
        case .infiniteConstant:
            let c = s.y <= .infinity
            try s.solver.addConstraint(c)
            return c
        case .negativeInfiniteConstantInOptional:
            let c = (s.y >= -Double.infinity) | .medium
            try s.solver.addConstraint(c)
            return c
        case .nanSuggestion:
            try s.solver.suggestValue(s.w, .nan)
            return s.w
        case .infiniteSuggestion:
            try s.solver.suggestValue(s.w, -.infinity)
            return s.w
        case .requiredEditStrength:
            try s.solver.addEditVariable(s.z, strength: .required)
            return s.z
        case .removeUnknownConstraint:
            let c = s.x == 5
            try s.solver.removeConstraint(c)
            return c
        case .removeAlreadyRemovedConstraint:
            // Removed in both solvers by the test before the bad call.
            let c = s.named["extra"]!
            try s.solver.removeConstraint(c)
            return c
        case .duplicateConstraint:
            let c = s.named["link"]!
            try s.solver.addConstraint(c)
            return c
        case .duplicateEditVariable:
            try s.solver.addEditVariable(s.w, strength: .weak)
            return s.w
        case .removeUnknownEditVariable:
            try s.solver.removeEditVariable(s.x)
            return s.x
        case .suggestForNonEditVariable:
            try s.solver.suggestValue(s.y, 3)
            return s.y
        case .conflictingBound:
            let c = s.x >= 200
            try s.solver.addConstraint(c)
            return c
        case .conflictingEquality:
            let c = s.y == s.x + 11
            try s.solver.addConstraint(c)
            return c
        case .conflictThroughAChain:
            let c = s.y <= 5
            try s.solver.addConstraint(c)
            return c
        case .foreignVariableInConstraint:
            let foreign = Variable("foreign")
            let other = Solver()
            try other.addConstraint(foreign == 1)
            let c = s.x + foreign == 3
            try withExtendedLifetime(other) { try s.solver.addConstraint(c) }
            return foreign
        case .foreignEditVariable:
            let foreign = Variable("foreign")
            let other = Solver()
            try other.addConstraint(foreign >= 1)
            try withExtendedLifetime(other) { try s.solver.addEditVariable(foreign, strength: .strong) }
            return foreign
        }
    }
}

@Suite struct BadInputTests {
    @Test(arguments: BadCall.allCases)
    func badCallThrowsAndChangesNothing(_ call: BadCall) throws {
        let twin = try Twin.make()
        if call == .removeAlreadyRemovedConstraint {
            try twin.both { try $0.add("extra", ($0.x >= -5) | .strong) }
            try twin.both { try $0.remove("extra") }
        }
        twin.expectSameAnswers("setting up")
        expectSolverError(call.expectedKind) { _ = try call.perform(on: twin.dirty) }
        try twin.continueAndCompare()
    }

    @Test(arguments: BadCall.allCases)
    func errorCarriesTheCulprit(_ call: BadCall) throws {
        let twin = try Twin.make()
        if call == .removeAlreadyRemovedConstraint {
            try twin.both { try $0.add("extra", ($0.x >= -5) | .strong) }
            try twin.both { try $0.remove("extra") }
        }
        do {
            _ = try call.perform(on: twin.dirty)
            Issue.record("\(call) did not throw")
        } catch let error as SolverError {
            #expect(error.kind == call.expectedKind)
            switch error.culprit {
            case let c as Constraint:
                #expect(!c.expression.isFinite || call.expectedKind != .nonFiniteConstraint)
                if call == .duplicateConstraint { #expect(c === twin.dirty.named["link"]) }
                if call == .removeAlreadyRemovedConstraint { #expect(c === twin.dirty.named["extra"]) }
            case let v as Variable:
                switch call {
                case .nanSuggestion, .infiniteSuggestion, .duplicateEditVariable: #expect(v === twin.dirty.w)
                case .requiredEditStrength: #expect(v === twin.dirty.z)
                case .removeUnknownEditVariable: #expect(v === twin.dirty.x)
                case .suggestForNonEditVariable: #expect(v === twin.dirty.y)
                case .foreignVariableInConstraint, .foreignEditVariable: #expect(v.name == "foreign")
                default: Issue.record("\(call) carries variable \(v)")
                }
            default:
                Issue.record("unexpected culprit \(error.culprit)")
            }
        }
    }

    @Test func nonFiniteConstraintIsNotAdded() {
        let solver = Solver()
        let x = Variable("x")
        let c = Constraint(Expression([Term(x, .nan)]), .equal)
        expectSolverError(.nonFiniteConstraint, culprit: c) { try solver.addConstraint(c) }
        #expect(!solver.hasConstraint(c))
        #expect(solver.constraints.isEmpty)
        #expect(solver.statistics.constraints == 0)
    }

    @Test func nonFiniteValueCarriesTheValue() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addEditVariable(x, strength: .strong)
        do {
            try solver.suggestValue(x, .infinity)
            Issue.record("no error")
        } catch SolverError.nonFiniteValue(let v, let value) {
            #expect(v === x)
            #expect(value == .infinity)
        }
        try solver.suggestValue(x, 4)
        solver.updateVariables()
        expectValue(x, 4)
    }

    @Test func nanSuggestionKeepsThePreviousSuggestion() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addEditVariable(x, strength: .strong)
        try solver.suggestValue(x, 9)
        expectSolverError(.nonFiniteValue, culprit: x) { try solver.suggestValue(x, .nan) }
        solver.updateVariables()
        expectValue(x, 9)
    }

    @Test func requiredEditStrengthLeavesNoEditVariable() throws {
        let solver = Solver()
        let x = Variable("x")
        expectSolverError(.badRequiredStrength, culprit: x) { try solver.addEditVariable(x, strength: .required) }
        #expect(!solver.hasEditVariable(x))
        try solver.addEditVariable(x, strength: .strong)
        try solver.suggestValue(x, 2)
        solver.updateVariables()
        expectValue(x, 2)
    }

    @Test func variableOfAnotherLiveSolverIsRejected() throws {
        let x = Variable("x")
        let y = Variable("y")
        let first = Solver()
        let second = Solver()
        try first.addConstraint(x == 1)
        expectSolverError(.variableOwnedByAnotherSolver, culprit: x) { try second.addConstraint(x + y == 5) }
        expectSolverError(.variableOwnedByAnotherSolver, culprit: x) {
            try second.addEditVariable(x, strength: .strong)
        }
        expectSolverError(.variableOwnedByAnotherSolver, culprit: x) {
            try second.addConstraints([y == 2, x == y])
        }
        // The first solver is unaffected.
        first.updateVariables()
        expectValue(x, 1)
    }

    @Test func editVariableBindsItsVariable() throws {
        let x = Variable("x")
        let first = Solver()
        let second = Solver()
        try first.addEditVariable(x, strength: .strong)
        expectSolverError(.variableOwnedByAnotherSolver, culprit: x) { try second.addConstraint(x >= 0) }
    }

    @Test func failedAddDoesNotBindItsOtherVariables() throws {
        let foreign = Variable("foreign")
        let fresh = Variable("fresh")
        let owner = Solver()
        let solver = Solver()
        try owner.addConstraint(foreign == 1)
        expectSolverError(.variableOwnedByAnotherSolver, culprit: foreign) {
            try solver.addConstraint(fresh + foreign == 3)
        }
        let nonFinite = Constraint(Expression([Term(fresh), Term(Variable("other"), .nan)]), .equal)
        expectSolverError(.nonFiniteConstraint) { try solver.addConstraint(nonFinite) }
        // `fresh` was never bound to `solver`, so a third solver can take it.
        let third = Solver()
        try third.addConstraint(fresh == 8)
        third.updateVariables()
        expectValue(fresh, 8)
        withExtendedLifetime(owner) {}
    }

    @Test func variableIsFreedWhenItsSolverIsReset() throws {
        let x = Variable("x")
        let first = Solver()
        let second = Solver()
        try first.addConstraint(x == 1)
        try first.addEditVariable(x, strength: .weak)
        expectSolverError(.variableOwnedByAnotherSolver, culprit: x) { try second.addConstraint(x == 2) }
        first.reset()
        try second.addConstraint(x == 2)
        second.updateVariables()
        expectValue(x, 2)
        // Now the first solver is the other one.
        expectSolverError(.variableOwnedByAnotherSolver, culprit: x) { try first.addConstraint(x == 3) }
    }

    @Test func variableIsFreedWhenItsSolverIsDeallocated() throws {
        let x = Variable("x")
        let main = Solver()
        do {
            let other = Solver()
            try other.addConstraint(x == 1)
            withExtendedLifetime(other) {
                expectSolverError(.variableOwnedByAnotherSolver, culprit: x) { try main.addConstraint(x == 2) }
            }
        }
        try main.addConstraint(x == 2)
        main.updateVariables()
        expectValue(x, 2)
    }

    @Test func variableCanMoveBetweenManySolversInTurn() throws {
        let x = Variable("x")
        for i in 0..<20 {
            let solver = Solver()
            try solver.addConstraint(x == Double(i))
            solver.updateVariables()
            expectValue(x, Double(i))
        }
    }

    @Test func unsatisfiableConstraintIsNotAdded() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(x >= 10)
        let bad = x <= 5
        expectSolverError(.unsatisfiableConstraint, culprit: bad) { try solver.addConstraint(bad) }
        #expect(!solver.hasConstraint(bad))
        #expect(solver.statistics.constraints == 1)
        // Adding it again fails again (it was not half-added).
        expectSolverError(.unsatisfiableConstraint, culprit: bad) { try solver.addConstraint(bad) }
    }

    @Test func unsatisfiableAddWithEditVariablesInPlay() throws {
        let twin = try Twin.make()
        try twin.both { try $0.solver.suggestValue($0.w, 30) }
        expectSolverError(.unsatisfiableConstraint) {
            try twin.dirty.solver.addConstraint(twin.dirty.z <= twin.dirty.w + 5)
        }
        try twin.continueAndCompare()
    }

    @Test func manyBadCallsInARow() throws {
        let twin = try Twin.make()
        for call in BadCall.allCases where call != .removeAlreadyRemovedConstraint {
            expectSolverError(call.expectedKind) { _ = try call.perform(on: twin.dirty) }
        }
        try twin.continueAndCompare()
    }
}
