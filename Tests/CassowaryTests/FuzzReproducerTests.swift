import Cassowary
import Testing

// The reproducers an outside fuzzing run of the public API found, shrunk by hand.
// Each was a wrong or stuck solve before the fix it names.

@Suite("Fuzz reproducers")
struct FuzzReproducerTests {
    /// A required constraint that duplicates another stays enforced when its twin leaves:
    /// the redundant twin's row is the one the leaving marker pivots through.
    @Test func duplicateRequiredSurvivesItsTwinsRemoval() throws {
        let x = Variable("x")
        let solver = Solver()
        let a = Constraint(x - 30, .equal)
        let b = Constraint(-4.947 * x + 68, .equal, strength: Strength(500))
        let c = Constraint(x - 30, .equal)
        try solver.addConstraint(a)
        try solver.addConstraint(b)
        try solver.addConstraint(c)
        try solver.removeConstraint(a)
        solver.updateVariables()
        expectValue(x, 30)
        try solver.removeConstraint(c)
        solver.updateVariables()
        expectValue(x, 68 / 4.947)
    }

    /// Changing the constant of one of two identical required constraints conflicts with
    /// the other, and the failed call changes nothing.
    @Test func updateConstantOfDuplicateConflictsWithTheTwin() throws {
        let solver = Solver()
        let x = (0..<9).map { Variable("x\($0)") }
        let c25 = Constraint(-2 * x[4] + 0, .greaterThanOrEqual, strength: Strength(250))
        let c26 = Constraint(-10 * x[8] + 0 * x[2] + -62, .equal, strength: .required)
        let c27 = Constraint(1.714 * x[4] + -10 * x[8] + -48, .greaterThanOrEqual, strength: Strength(54.724))
        let c37 = Constraint(-10 * x[8] + 0 * x[2] + -62, .equal, strength: .required)
        for constraint in [c25, c26, c27, c37] { try solver.addConstraint(constraint) }
        solver.updateVariables()
        let before = x.map(\.value)
        expectSolverError(.unsatisfiableConstraint, culprit: c26) { try solver.updateConstant(c26, to: 80) }
        solver.updateVariables()
        expectValue(x[8], -6.2)
        #expect(x.map(\.value) == before)
        #expect(c26.expression.constant == -62)
        #expect(solver._checkInvariants().isEmpty)
        // The twin changes the same way: the duplicate is redundant again.
        expectSolverError(.unsatisfiableConstraint, culprit: c37) { try solver.updateConstant(c37, to: 80) }
        try solver.removeConstraint(c37)
        try solver.updateConstant(c26, to: 80)
        solver.updateVariables()
        expectValue(x[8], 8)
    }

    /// A required constraint's constant change that fails leaves every value where it was,
    /// even where the required constraints alone leave room (x6 anywhere in [13.3, 221.43]).
    @Test func failedUpdateConstantMovesNoValue() throws {
        let solver = Solver()
        let x = (0..<7).map { Variable("x\($0)") }
        let c4 = Constraint(1 * x[6] + -221.43, .lessThanOrEqual, strength: .required)
        let c16 = Constraint(3 * x[6] + -40, .greaterThanOrEqual, strength: Strength(1000.5))
        try solver.addConstraint(c4)
        try solver.addConstraint(c16)
        solver.updateVariables()
        let before = x[6].value
        expectSolverError(.unsatisfiableConstraint, culprit: c4) { try solver.updateConstant(c4, to: 79) }
        solver.updateVariables()
        #expect(x[6].value == before)
        #expect(solver.conflictingConstraints(for: c4).contains { $0 === c16 })
    }

    /// The pivot sequence of this system used to cycle forever (memory growing to 1 GB).
    @Test(.timeLimit(.minutes(1))) func updateConstantReturns() throws {
        let s = Solver()
        let x = (0..<8).map { Variable("x\($0)") }
        let c0 = Constraint(0.25 * x[4] + 1 * x[7] + -1 * x[1] + 293.33, .equal, strength: .required)
        try? s.addConstraint(c0)
        let c1 = Constraint(10 * x[0] + -0.5 * x[6] + 2 * x[4] + -70, .lessThanOrEqual, strength: Strength(250))
        try? s.addConstraint(c1)
        let c3 = Constraint(0.5 * x[5] + 0 * x[5] + -1 * x[1] + -34, .greaterThanOrEqual, strength: Strength(750))
        try? s.addConstraint(c3)
        let c4 = Constraint(-2 * x[7] + 1 * x[2] + 0.5 * x[0] + -35, .equal, strength: .required)
        try? s.addConstraint(c4)
        let c5 = Constraint(-10 * x[5] + 1 * x[5] + -93, .equal, strength: Strength(944.565))
        try? s.addConstraint(c5)
        let c12 = Constraint(10 * x[3] + 0.25 * x[5] + 5, .lessThanOrEqual, strength: .required)
        try? s.addConstraint(c12)
        try? s.suggestValue(x[7], -422)
        let c14 = Constraint(0.5 * x[3] + 3.215 * x[4] + -1000000, .greaterThanOrEqual, strength: .required)
        try? s.addConstraint(c14)
        try? s.suggestValue(x[5], 407)
        let c15 = Constraint(1 * x[3] + 10 * x[0] + 1 * x[1] + 0, .greaterThanOrEqual, strength: Strength(720.255))
        try? s.addConstraint(c15)
        let c17 = Constraint(1 * x[7] + 0.5 * x[6] + 99, .greaterThanOrEqual, strength: .required)
        try? s.addConstraint(c17)
        let c18 = Constraint(3.892 * x[0] + 1 * x[7] + -1 * x[2] + 50, .lessThanOrEqual, strength: Strength(750))
        try? s.addConstraint(c18)
        let c19 = Constraint(0.25 * x[6] + 3 * x[7] + -57, .greaterThanOrEqual, strength: Strength(750))
        try? s.addConstraint(c19)
        let c21 = Constraint(-2 * x[1] + -1 * x[1] + 2 * x[1] + -8, .greaterThanOrEqual, strength: .required)
        try? s.addConstraint(c21)
        let c22 = Constraint(2 * x[2] + 1 * x[7] + 156.47, .lessThanOrEqual, strength: .required)
        try? s.addConstraint(c22)
        try? s.addConstraint(c5)
        let c24 = Constraint(-0.5 * x[6] + 70, .greaterThanOrEqual, strength: .required)
        try? s.addConstraint(c24)
        let c28 = Constraint(-1 * x[4] + -0.538 * x[6] + -22.9, .greaterThanOrEqual, strength: Strength(500))
        try? s.addConstraint(c28)
        try? s.removeConstraint(c14)
        let c29 = Constraint(1 * x[7] + -0.5 * x[3] + 0.5 * x[4] + 1 * x[6] + 9, .equal, strength: Strength(750))
        try? s.addConstraint(c29)
        let c30 = Constraint(-0.5 * x[1] + 10 * x[4] + 194.69, .greaterThanOrEqual, strength: Strength(724.252))
        try? s.addConstraint(c30)
        try? s.updateConstant(c0, to: 15)
        s.updateVariables()
        #expect(s._checkInvariants().isEmpty)
        for constraint in s.constraints where constraint.strength.isRequired {
            #expect(abs(constraint.violation) <= 1e-9 * max(1, constraint.magnitude), "\(constraint)")
        }
    }
}
