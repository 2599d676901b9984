import Cassowary
import Testing

@Suite struct SolverTests {
    let x = Variable("x")
    let y = Variable("y")
    let z = Variable("z")

    // MARK: Constraints

    @Test func addedConstraintIsPresentAndSolved() throws {
        let solver = Solver()
        let c = x == 42
        #expect(!solver.hasConstraint(c))
        try solver.addConstraint(c)
        #expect(solver.hasConstraint(c))
        solver.updateVariables()
        expectValue(x, 42)
    }

    @Test func removedConstraintIsGone() throws {
        let solver = Solver()
        let c = x == 42
        try solver.addConstraint(c)
        try solver.removeConstraint(c)
        #expect(!solver.hasConstraint(c))
        #expect(solver.constraints.isEmpty)
    }

    @Test func addingTheSameConstraintTwiceThrowsDuplicate() throws {
        let solver = Solver()
        let c = x >= 1
        try solver.addConstraint(c)
        expectSolverError(.duplicateConstraint, culprit: c) { try solver.addConstraint(c) }
        #expect(solver.constraints.count == 1)
        try solver.removeConstraint(c)
        #expect(!solver.hasConstraint(c))
    }

    @Test func removingAnUnknownConstraintThrows() {
        let solver = Solver()
        let c = x >= 1
        expectSolverError(.unknownConstraint, culprit: c) { try solver.removeConstraint(c) }
    }

    @Test func removingTwiceThrowsTheSecondTime() throws {
        let solver = Solver()
        let c = x >= 1
        try solver.addConstraint(c)
        try solver.removeConstraint(c)
        expectSolverError(.unknownConstraint, culprit: c) { try solver.removeConstraint(c) }
    }

    @Test func constraintCanBeAddedAgainAfterRemoval() throws {
        let solver = Solver()
        let c = x == 7
        try solver.addConstraint(c)
        try solver.removeConstraint(c)
        try solver.addConstraint(c)
        #expect(solver.hasConstraint(c))
        solver.updateVariables()
        expectValue(x, 7)
    }

    @Test func constraintsListIsInAdditionOrder() throws {
        let solver = Solver()
        let a = x >= 0
        let b = (y == 3) | .weak
        let c = x + y <= 10
        let d = z == x
        for constraint in [a, b, c, d] { try solver.addConstraint(constraint) }
        #expect(sameObjects(solver.constraints, [a, b, c, d]))

        try solver.removeConstraint(b)
        #expect(sameObjects(solver.constraints, [a, c, d]))

        try solver.addConstraint(b)
        #expect(sameObjects(solver.constraints, [a, c, d, b]))
    }

    @Test func batchAddAddsAllAndSolves() throws {
        let solver = Solver()
        let list = [x == 1, y == x + 1, z == y + 1]
        try solver.addConstraints(list)
        #expect(sameObjects(solver.constraints, list))
        solver.updateVariables()
        expectValue(x, 1)
        expectValue(y, 2)
        expectValue(z, 3)
    }

    @Test func batchAddStopsAtTheFirstFailure() throws {
        let solver = Solver()
        let first = x >= 10
        let conflicting = x <= 5
        let after = y == 3
        expectSolverError(.unsatisfiableConstraint, culprit: conflicting) {
            try solver.addConstraints([first, conflicting, after])
        }
        #expect(solver.hasConstraint(first))
        #expect(!solver.hasConstraint(conflicting))
        #expect(!solver.hasConstraint(after))
        #expect(sameObjects(solver.constraints, [first]))
        // What was added is optimised.
        try solver.addConstraint((x == 0) | .weak)
        solver.updateVariables()
        expectValue(x, 10)
    }

    @Test func batchAddStopsAtADuplicateInsideTheBatch() throws {
        let solver = Solver()
        let a = x == 4
        let b = y == 5
        expectSolverError(.duplicateConstraint, culprit: a) { try solver.addConstraints([a, a, b]) }
        #expect(sameObjects(solver.constraints, [a]))
        solver.updateVariables()
        expectValue(x, 4)
    }

    @Test func optionalConstraintsYieldToRequiredOnes() throws {
        let solver = Solver()
        try solver.addConstraint(x <= 100)
        try solver.addConstraint((x == 150) | .strong)
        solver.updateVariables()
        expectValue(x, 100)
    }

    // MARK: Edit variables

    @Test func editVariableCanBeAddedQueriedAndRemoved() throws {
        let solver = Solver()
        #expect(!solver.hasEditVariable(x))
        try solver.addEditVariable(x, strength: .strong)
        #expect(solver.hasEditVariable(x))
        try solver.removeEditVariable(x)
        #expect(!solver.hasEditVariable(x))
    }

    @Test func addingAnEditVariableTwiceThrowsDuplicate() throws {
        let solver = Solver()
        try solver.addEditVariable(x, strength: .strong)
        expectSolverError(.duplicateEditVariable, culprit: x) { try solver.addEditVariable(x, strength: .weak) }
        expectSolverError(.duplicateEditVariable, culprit: x) { try solver.addEditVariable(x, strength: .strong) }
        #expect(solver.hasEditVariable(x))
    }

    @Test func removingAnUnknownEditVariableThrows() throws {
        let solver = Solver()
        expectSolverError(.unknownEditVariable, culprit: x) { try solver.removeEditVariable(x) }
        try solver.addEditVariable(x, strength: .medium)
        try solver.removeEditVariable(x)
        expectSolverError(.unknownEditVariable, culprit: x) { try solver.removeEditVariable(x) }
    }

    @Test func suggestingForANonEditVariableThrows() throws {
        let solver = Solver()
        try solver.addConstraint(x >= 0)
        expectSolverError(.unknownEditVariable, culprit: x) { try solver.suggestValue(x, 5) }
    }

    @Test(arguments: [Strength.required, Strength(1000), Strength(4000), Strength(.nan)])
    func requiredEditStrengthThrows(strength: Strength) {
        let solver = Solver()
        expectSolverError(.badRequiredStrength, culprit: x) { try solver.addEditVariable(x, strength: strength) }
        #expect(!solver.hasEditVariable(x))
    }

    @Test func suggestedValueIsTaken() throws {
        let solver = Solver()
        try solver.addEditVariable(x, strength: .strong)
        try solver.suggestValue(x, 42)
        solver.updateVariables()
        expectValue(x, 42)
        try solver.suggestValue(x, -3.5)
        solver.updateVariables()
        expectValue(x, -3.5)
    }

    @Test func suggestionsPropagateThroughRequiredConstraints() throws {
        let solver = Solver()
        try solver.addConstraint(y == 2 * x + 1)
        try solver.addConstraint(z == y + x)
        try solver.addEditVariable(x, strength: .strong)
        try solver.suggestValue(x, 10)
        solver.updateVariables()
        expectValue(y, 21)
        expectValue(z, 31)
    }

    @Test func suggestionYieldsToRequiredConstraints() throws {
        let solver = Solver()
        try solver.addConstraint(x <= 100)
        try solver.addEditVariable(x, strength: .strong)
        try solver.suggestValue(x, 150)
        solver.updateVariables()
        expectValue(x, 100)
        try solver.suggestValue(x, 60)
        solver.updateVariables()
        expectValue(x, 60)
    }

    @Test func freshEditVariableIsPulledTowardsZero() throws {
        let solver = Solver()
        try solver.addConstraint((x == 7) | Strength(100))
        try solver.addEditVariable(x, strength: .weak)
        solver.updateVariables()
        expectValue(x, 0)
    }

    @Test func reAddedEditVariableForgetsItsOldSuggestion() throws {
        let solver = Solver()
        try solver.addConstraint((x == 7) | Strength(100))
        try solver.addEditVariable(x, strength: .weak)
        try solver.suggestValue(x, 30)
        solver.updateVariables()
        expectValue(x, 30)
        try solver.removeEditVariable(x)
        solver.updateVariables()
        expectValue(x, 7)
        try solver.addEditVariable(x, strength: .weak)
        solver.updateVariables()
        expectValue(x, 0)
    }

    @Test func weakerEditLosesToStrongerConstraint() throws {
        let solver = Solver()
        try solver.addConstraint((x == 20) | .strong)
        try solver.addEditVariable(x, strength: .medium)
        try solver.suggestValue(x, 90)
        solver.updateVariables()
        expectValue(x, 20)
    }

    @Test func suggestionSurvivesUnrelatedAddsAndRemoves() throws {
        let solver = Solver()
        try solver.addEditVariable(x, strength: .strong)
        try solver.suggestValue(x, 50)
        let c = y == x + 1
        try solver.addConstraint(c)
        try solver.addConstraint(z >= 3)
        try solver.removeConstraint(c)
        solver.updateVariables()
        expectValue(x, 50)
    }

    @Test func suggestionsOnTwoEditVariables() throws {
        let solver = Solver()
        try solver.addConstraint(z == x + y)
        try solver.addEditVariable(x, strength: .strong)
        try solver.addEditVariable(y, strength: .strong)
        try solver.suggestValue(x, 3)
        try solver.suggestValue(y, 4)
        solver.updateVariables()
        expectValue(z, 7)
        try solver.suggestValue(y, -10)
        solver.updateVariables()
        expectValue(x, 3)
        expectValue(z, -7)
    }

    // MARK: Reset

    @Test func resetRemovesEverything() throws {
        let solver = Solver()
        let c = x == 1
        try solver.addConstraint(c)
        try solver.addConstraint((y == 2) | .weak)
        try solver.addEditVariable(z, strength: .strong)
        solver.reset()
        #expect(!solver.hasConstraint(c))
        #expect(solver.constraints.isEmpty)
        #expect(!solver.hasEditVariable(z))
        let stats = solver.statistics
        #expect(stats.constraints == 0)
        #expect(stats.restrictedRows == 0)
        #expect(stats.variableRows == 0)
        #expect(stats.cells == 0)
        #expect(stats.objectiveCells == 0)
        #expect(stats.levels == 0)
        #expect(stats.symbols == 0)
    }

    @Test func solverWorksAfterReset() throws {
        let solver = Solver()
        try solver.addConstraint(x == 1)
        try solver.addEditVariable(y, strength: .strong)
        solver.reset()
        // The same constraint text on the same variables works again.
        try solver.addConstraint(x == 3)
        try solver.addEditVariable(y, strength: .strong)
        try solver.suggestValue(y, 8)
        solver.updateVariables()
        expectValue(x, 3)
        expectValue(y, 8)
    }

    @Test func resetLetsConstraintObjectsBeAddedAgain() throws {
        let solver = Solver()
        let c = x == 5
        try solver.addConstraint(c)
        solver.reset()
        try solver.addConstraint(c)
        #expect(solver.hasConstraint(c))
        solver.updateVariables()
        expectValue(x, 5)
    }

    // MARK: Statistics

    @Test func statisticsCountConstraintsAndLevels() throws {
        let solver = Solver()
        #expect(solver.statistics.constraints == 0)
        #expect(solver.statistics.levels == 0)
        try solver.addConstraint(x >= 0)
        try solver.addConstraint((x == 1) | .weak)
        try solver.addConstraint((y == 2) | .weak)
        try solver.addConstraint((z == 3) | .strong)
        let stats = solver.statistics
        #expect(stats.constraints == 4)
        #expect(stats.levels == 2)
        #expect(stats.restrictedRows + stats.variableRows > 0)
        #expect(stats.objectiveCells > 0)
        #expect(stats.symbols > 0)
        #expect(!stats.description.isEmpty)
    }

    @Test func requiredConstraintsAddNoLevels() throws {
        let solver = Solver()
        try solver.addConstraint(x == 1)
        try solver.addConstraint(y >= x)
        #expect(solver.statistics.levels == 0)
        #expect(solver.statistics.objectiveCells == 0)
    }

    @Test func removingEverythingLeavesAnEmptyTableau() throws {
        let solver = Solver()
        let list = [x >= 0, (x == 1) | .weak, y == x + 2, (z <= y) | .medium, (z == 40) | .strong]
        for c in list { try solver.addConstraint(c) }
        for c in list.reversed() { try solver.removeConstraint(c) }
        let stats = solver.statistics
        #expect(stats.constraints == 0)
        #expect(stats.restrictedRows == 0)
        #expect(stats.variableRows == 0)
        #expect(stats.cells == 0)
        #expect(stats.objectiveCells == 0)
    }
}
