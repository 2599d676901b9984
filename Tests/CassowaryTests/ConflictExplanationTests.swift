import Cassowary
import Testing

@Suite struct ConflictExplanationTests {
    let x = Variable("x")
    let y = Variable("y")
    let z = Variable("z")

    @Test func conflictingBoundIsListed() throws {
        let solver = Solver()
        let lower = x >= 10
        try solver.addConstraint(lower)
        let upper = x <= 5
        expectSolverError(.unsatisfiableConstraint, culprit: upper) { try solver.addConstraint(upper) }
        let conflict = solver.conflictingConstraints(for: upper)
        #expect(sameObjects(conflict, [lower]), "conflict: \(conflict)")
    }

    @Test func chainOfEqualitiesIsListed() throws {
        let solver = Solver()
        let c1 = x == y + 1
        let c2 = y == z + 1
        let c3 = z == 0
        for c in [c1, c2, c3] { try solver.addConstraint(c) }
        let bad = x == 5
        expectSolverError(.unsatisfiableConstraint, culprit: bad) { try solver.addConstraint(bad) }
        let conflict = solver.conflictingConstraints(for: bad)
        #expect(sameObjectSet(conflict, [c1, c2, c3]), "conflict: \(conflict)")
    }

    @Test func optionalConstraintsAreNeverListed() throws {
        let solver = Solver()
        let lower = x >= 10
        try solver.addConstraint((x == 3) | .strong)
        try solver.addConstraint(lower)
        try solver.addConstraint((x <= 4) | .medium)
        try solver.addEditVariable(x, strength: .weak)
        try solver.suggestValue(x, 2)
        let upper = x <= 5
        expectSolverError(.unsatisfiableConstraint, culprit: upper) { try solver.addConstraint(upper) }
        let conflict = solver.conflictingConstraints(for: upper)
        #expect(!conflict.isEmpty)
        #expect(conflict.allSatisfy { $0.strength.isRequired })
        #expect(sameObjects(conflict, [lower]), "conflict: \(conflict)")
    }

    @Test func unrelatedRequiredConstraintsAreNotListed() throws {
        let solver = Solver()
        let w = Variable("w")
        let unrelated = [w >= 0, w <= 1000, z == w + 3]
        let sum = x + y <= 10
        let xLower = x >= 6
        for c in unrelated { try solver.addConstraint(c) }
        try solver.addConstraint(sum)
        try solver.addConstraint(xLower)
        let yLower = y >= 6
        expectSolverError(.unsatisfiableConstraint, culprit: yLower) { try solver.addConstraint(yLower) }
        let conflict = solver.conflictingConstraints(for: yLower)
        #expect(sameObjectSet(conflict, [sum, xLower]), "conflict: \(conflict)")
    }

    @Test func explanationListsOnlyConstraintsInTheSolver() throws {
        let solver = Solver()
        let lower = x >= 10
        let other = y == x
        try solver.addConstraint(lower)
        try solver.addConstraint(other)
        let upper = y <= 5
        expectSolverError(.unsatisfiableConstraint, culprit: upper) { try solver.addConstraint(upper) }
        let conflict = solver.conflictingConstraints(for: upper)
        #expect(!conflict.contains { $0 === upper })
        #expect(conflict.allSatisfy { solver.hasConstraint($0) })
        #expect(sameObjectSet(conflict, [lower, other]), "conflict: \(conflict)")
    }

    @Test func explanationIsComputedWithoutAPriorFailedAdd() throws {
        let solver = Solver()
        let lower = x >= 10
        try solver.addConstraint(lower)
        try solver.addConstraint((x == 12) | .weak)
        solver.updateVariables()
        let upper = x <= 5
        let conflict = solver.conflictingConstraints(for: upper)
        #expect(sameObjects(conflict, [lower]), "conflict: \(conflict)")
        // The query leaves the solver unchanged.
        #expect(!solver.hasConstraint(upper))
        #expect(solver.constraints.count == 2)
        #expect(solver.updateVariables().isEmpty)
        expectValue(x, 12)
    }

    @Test func constraintThatCanBeAddedHasNoConflict() throws {
        let solver = Solver()
        try solver.addConstraint(x >= 10)
        try solver.addConstraint((x == 20) | .weak)
        solver.updateVariables()
        let fine = x <= 15
        #expect(solver.conflictingConstraints(for: fine).isEmpty)
        #expect(!solver.hasConstraint(fine))
        #expect(solver.updateVariables().isEmpty)
        expectValue(x, 20)
        // And it can indeed be added.
        try solver.addConstraint(fine)
        solver.updateVariables()
        expectValue(x, 15)
    }

    @Test func optionalConstraintNeverConflicts() throws {
        let solver = Solver()
        try solver.addConstraint(x >= 10)
        #expect(solver.conflictingConstraints(for: (x <= 5) | .strong).isEmpty)
    }

    @Test func explanationAfterFailedAddSurvivesLaterQueries() throws {
        let solver = Solver()
        let lower = x >= 10
        try solver.addConstraint(lower)
        let upper = x <= 5
        expectSolverError(.unsatisfiableConstraint) { try solver.addConstraint(upper) }
        #expect(sameObjects(solver.conflictingConstraints(for: upper), [lower]))
        #expect(sameObjects(solver.conflictingConstraints(for: upper), [lower]))
        // The failed add changed nothing: the solver still accepts consistent constraints.
        try solver.addConstraint(x <= 11)
        try solver.addConstraint((x == 0) | .weak)
        solver.updateVariables()
        expectValue(x, 10)
    }

    @Test func failedAddLeavesEveryRequiredConstraintIntact() throws {
        let solver = Solver()
        let c1 = x == y + 1
        let c2 = y == z + 1
        let c3 = z == 0
        for c in [c1, c2, c3] { try solver.addConstraint(c) }
        expectSolverError(.unsatisfiableConstraint) { try solver.addConstraint(x == 5) }
        #expect(sameObjects(solver.constraints, [c1, c2, c3]))
        solver.updateVariables()
        expectValue(x, 2)
        expectValue(y, 1)
        expectValue(z, 0)
    }
}
