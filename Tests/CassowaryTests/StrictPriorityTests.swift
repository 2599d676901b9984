import Cassowary
import Testing

/// Levels are strictly ordered (a lexicographic objective); errors within a level add.
@Suite struct StrictPriorityTests {
    @Test func adjacentLevelsAreStrictlyOrdered() throws {
        let w = Variable("w")
        let solver = Solver()
        try solver.addConstraint((w == 60) | Strength(750))
        try solver.addConstraint((w == 140) | Strength(749))
        solver.updateVariables()
        expectValue(w, 60)
    }

    @Test func orderOfAdditionDoesNotMatter() throws {
        let w = Variable("w")
        let solver = Solver()
        try solver.addConstraint((w == 140) | Strength(749))
        try solver.addConstraint((w == 60) | Strength(750))
        solver.updateVariables()
        expectValue(w, 60)
    }

    @Test func oneConstraintAt251BeatsTenAt250() throws {
        let y = Variable("y")
        let xs = (0..<10).map { Variable("x\($0)") }
        let solver = Solver()
        for x in xs {
            try solver.addConstraint((x == 0) | Strength(250))
            try solver.addConstraint(x == y)
        }
        try solver.addConstraint((y == 100) | Strength(251))
        solver.updateVariables()
        expectValue(y, 100)
        for x in xs { expectValue(x, 100) }
    }

    @Test func oneConstraintAtAFractionallyHigherLevelBeatsMany() throws {
        let y = Variable("y")
        let solver = Solver()
        for _ in 0..<25 {
            try solver.addConstraint((y == -1) | Strength(500))
        }
        try solver.addConstraint((y == 7) | Strength(500.001))
        solver.updateVariables()
        expectValue(y, 7)
    }

    @Test func manyStrongErrorsStillBeatOneWeakerWithScaledCoefficients() throws {
        // At kiwi's weights 1000 * |x - 10| at weak would beat |x| at medium; here it cannot.
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint((1000 * x == 10_000) | .weak)
        try solver.addConstraint((x == 0) | .medium)
        solver.updateVariables()
        expectValue(x, 0)
    }

    @Test func errorsWithinALevelAdd() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint((x == 0) | .weak)
        try solver.addConstraint((x == 10) | .weak)
        try solver.addConstraint((x == 10) | .weak)
        solver.updateVariables()
        expectValue(x, 10)
    }

    @Test func levelPicksTheMedianOfItsTargets() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint((x == 0) | .medium)
        try solver.addConstraint((x == 4) | .medium)
        try solver.addConstraint((x == 10) | .medium)
        solver.updateVariables()
        expectValue(x, 4)
    }

    @Test func coefficientsWeighErrorsWithinALevel() throws {
        // |2x - 20| + |x| is smallest at x = 10.
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint((2 * x == 20) | .weak)
        try solver.addConstraint((x == 0) | .weak)
        solver.updateVariables()
        expectValue(x, 10)
    }

    @Test func lowerLevelBreaksATieAtAHigherLevel() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint(x >= 0)
        try solver.addConstraint(x <= 10)
        try solver.addConstraint((x == 0) | .medium)
        try solver.addConstraint((x == 10) | .medium)
        try solver.addConstraint((x == 7) | .weak)
        solver.updateVariables()
        expectValue(x, 7)
    }

    @Test func manyLevelsTheHighestWins() throws {
        let x = Variable("x")
        let solver = Solver()
        var constraints: [Constraint] = []
        for i in 1...20 {
            let c = (x == Double(i)) | Strength(100 + Double(i))
            constraints.append(c)
            try solver.addConstraint(c)
        }
        solver.updateVariables()
        expectValue(x, 20)
        try solver.removeConstraint(constraints[19])
        solver.updateVariables()
        expectValue(x, 19)
        try solver.removeConstraint(constraints[0])
        solver.updateVariables()
        expectValue(x, 19)
    }

    @Test func editStrengthIsALevelLikeAnyOther() throws {
        let x = Variable("x")
        let solver = Solver()
        for _ in 0..<5 { try solver.addConstraint((x == 5) | Strength(600)) }
        try solver.addEditVariable(x, strength: Strength(601))
        try solver.suggestValue(x, 80)
        solver.updateVariables()
        expectValue(x, 80)
        try solver.removeEditVariable(x)
        try solver.addEditVariable(x, strength: Strength(599))
        try solver.suggestValue(x, 80)
        solver.updateVariables()
        expectValue(x, 5)
    }

    @Test func inequalityErrorsCountOnlyWhenViolated() throws {
        // x <= 3 at medium and x >= 8 at medium fight; both errors add, so anything in [3, 8]
        // costs 5 at medium; the weak pull at 6 then decides.
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint((x <= 3) | .medium)
        try solver.addConstraint((x >= 8) | .medium)
        try solver.addConstraint((x == 6) | .weak)
        solver.updateVariables()
        expectValue(x, 6)
    }
}
