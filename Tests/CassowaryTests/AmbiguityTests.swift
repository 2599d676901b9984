import Cassowary
import Testing

@Suite struct AmbiguityTests {
    let x = Variable("x")
    let y = Variable("y")

    @Test func variableTiedOnlyToAnotherFreeVariableIsAmbiguous() throws {
        let solver = Solver()
        try solver.addConstraint(x == y + 100)
        solver.updateVariables()
        #expect(solver.isAmbiguous(x))
        #expect(solver.isAmbiguous(y))
    }

    @Test func variableFixedByARequiredEqualityIsNotAmbiguous() throws {
        let solver = Solver()
        try solver.addConstraint(x == 10)
        solver.updateVariables()
        #expect(!solver.isAmbiguous(x))
    }

    @Test func chainEndingInAConstantIsNotAmbiguous() throws {
        let solver = Solver()
        try solver.addConstraint(x == y + 100)
        try solver.addConstraint(y == 5)
        solver.updateVariables()
        #expect(!solver.isAmbiguous(x))
        #expect(!solver.isAmbiguous(y))
    }

    @Test func variablePinnedByAnOptionalConstraintIsNotAmbiguous() throws {
        let solver = Solver()
        try solver.addConstraint(x == y + 100)
        try solver.addConstraint((y == 5) | .weak)
        solver.updateVariables()
        #expect(!solver.isAmbiguous(x))
        #expect(!solver.isAmbiguous(y))
    }

    @Test func equalPriorityFightIsAmbiguous() throws {
        let solver = Solver()
        try solver.addConstraint(x >= 0)
        try solver.addConstraint(x <= 10)
        try solver.addConstraint((x == 0) | Strength(500))
        try solver.addConstraint((x == 10) | Strength(500))
        solver.updateVariables()
        #expect(solver.isAmbiguous(x))
    }

    @Test func fightBetweenDifferentPrioritiesIsNotAmbiguous() throws {
        let solver = Solver()
        try solver.addConstraint(x >= 0)
        try solver.addConstraint(x <= 10)
        try solver.addConstraint((x == 0) | Strength(500))
        try solver.addConstraint((x == 10) | Strength(501))
        solver.updateVariables()
        expectValue(x, 10)
        #expect(!solver.isAmbiguous(x))
    }

    @Test func tieBrokenByALowerLevelIsNotAmbiguous() throws {
        let solver = Solver()
        try solver.addConstraint(x >= 0)
        try solver.addConstraint(x <= 10)
        try solver.addConstraint((x == 0) | Strength(500))
        try solver.addConstraint((x == 10) | Strength(500))
        try solver.addConstraint((x == 3) | Strength(100))
        solver.updateVariables()
        #expect(!solver.isAmbiguous(x))
    }

    @Test func inequalityAloneLeavesRoomToMove() throws {
        let solver = Solver()
        try solver.addConstraint(x >= 0)
        try solver.addConstraint(x <= 10)
        solver.updateVariables()
        #expect(solver.isAmbiguous(x))
    }

    @Test func weakPullAgainstABoundIsNotAmbiguous() throws {
        let solver = Solver()
        try solver.addConstraint(x >= 0)
        try solver.addConstraint((x == -5) | .weak)
        solver.updateVariables()
        expectValue(x, 0)
        #expect(!solver.isAmbiguous(x))
    }

    @Test func editVariableIsNotAmbiguous() throws {
        let solver = Solver()
        try solver.addEditVariable(x, strength: .strong)
        try solver.suggestValue(x, 12)
        try solver.addConstraint(y == x * 2)
        solver.updateVariables()
        #expect(!solver.isAmbiguous(x))
        #expect(!solver.isAmbiguous(y))
    }

    @Test func ambiguityGoesAwayWhenAConstraintIsAdded() throws {
        let solver = Solver()
        try solver.addConstraint(x == y + 100)
        #expect(solver.isAmbiguous(x))
        let pin = y == 1
        try solver.addConstraint(pin)
        #expect(!solver.isAmbiguous(x))
        try solver.removeConstraint(pin)
        #expect(solver.isAmbiguous(x))
    }

    @Test func unrelatedVariablesDoNotAffectEachOther() throws {
        let solver = Solver()
        let z = Variable("z")
        try solver.addConstraint(x == 10)
        try solver.addConstraint(y == z + 1)
        #expect(!solver.isAmbiguous(x))
        #expect(solver.isAmbiguous(y))
        #expect(solver.isAmbiguous(z))
    }

    @Test func theBatchAgreesWithOneByOneChecks() throws {
        let solver = Solver()
        let a = Variable("a"), b = Variable("b"), c = Variable("c"), d = Variable("d"), e = Variable("e"), unused = Variable("unused")
        try solver.addConstraint(a == 10)
        try solver.addConstraint(b == a + 5)
        try solver.addConstraint(c == d + 1)          // c and d float together
        try solver.addConstraint(e >= 0)
        try solver.addConstraint(e <= 20)
        try solver.addConstraint((e == 30).withStrength(.weak))
        solver.updateVariables()
        let variables = [a, b, c, d, e, unused]
        #expect(solver.ambiguity(of: variables) == variables.map { solver.isAmbiguous($0) })
        #expect(solver.ambiguity(of: variables) == [false, false, true, true, false, true])
    }
}
