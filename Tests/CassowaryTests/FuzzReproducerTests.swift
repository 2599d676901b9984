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

    /// Rounding through large intermediate values (a tableau that passed through 10⁷ on
    /// the way) left the restricted rows out of step with the variable rows: the tableau
    /// reported an optimum of 427 while the values it gave had an error of 97,830. The
    /// drift is caught when values are read, and the tableau rebuilt from the constraints.
    @Test func driftedTableauIsRebuilt() throws {
        let s = Solver()
        let x = (0..<9).map { Variable("x\($0)") }
        let weak = Strength(50.693)
        let constraints = [
            Constraint(0.25 * x[0] + 273, .lessThanOrEqual, strength: weak),
            Constraint(5.164 * x[0] + 1 * x[3] + 70, .greaterThanOrEqual),
            Constraint(-0.224 * x[6] + 1.148 * x[7] + -111, .equal),
            Constraint(-1 * x[4] + -10 * x[6] + 0.5 * x[2] + -15, .equal, strength: weak),
            Constraint(0.951 * x[2] + -2.501 * x[8] + -64, .lessThanOrEqual, strength: weak),
            Constraint(11.186 * x[0] + -111, .lessThanOrEqual),
            Constraint(-6.841 * x[4] + -3.087 * x[6] + 0.595 * x[5] + 249.78, .equal, strength: weak),
            Constraint(-1.097 * x[3] + 4.241 * x[1] + 1.42 * x[7] + -104, .greaterThanOrEqual, strength: weak),
            Constraint(-0.286 * x[7] + -0.303 * x[8] + -3 * x[6] + -1 * x[3] + 6.95, .lessThanOrEqual, strength: weak),
            Constraint(-10 * x[1] + 78, .equal, strength: weak),
            Constraint(1 * x[2] + 142, .lessThanOrEqual, strength: weak),
            Constraint(4.823 * x[2] + 3 * x[1] + 1 * x[5] + 14, .lessThanOrEqual, strength: weak),
            Constraint(1 * x[2] + 142, .lessThanOrEqual, strength: weak),
            Constraint(0.25 * x[8] + 4.29 * x[4] + -71, .equal, strength: weak),
            Constraint(0.327 * x[5] + -65, .greaterThanOrEqual),
        ]
        var moved = Set<ObjectIdentifier>()
        for constraint in constraints {
            try s.addConstraint(constraint)
            for variable in s.updateVariables() { moved.insert(ObjectIdentifier(variable)) }
        }
        let error = constraints.filter { !$0.strength.isRequired }.reduce(0) { $0 + $1.violation }
        #expect(abs(error - 435.113) < 1e-3)
        for constraint in constraints where constraint.strength.isRequired {
            #expect(constraint.violation <= 1e-9 * max(1, constraint.magnitude), "\(constraint)")
        }
        // The rebuilt solver keeps the order constraints were added in, and reports
        // every variable whose value moved.
        #expect(s.constraints.map(ObjectIdentifier.init) == constraints.map(ObjectIdentifier.init))
        #expect(moved.count == x.count)
        #expect(s._checkInvariants().isEmpty)
    }

    /// `4.896 * x5 == 207.84` was off by 1.7e-4 after an add far away: tiny cells dropped
    /// on the way through a long chain of rows. The rebuilt tableau (required constraints
    /// first) holds it to 1e-9 of its size.
    @Test func requiredEqualityHoldsAfterALongChain() throws {
        let s = Solver()
        let x = (0..<19).map { Variable("x\($0)") }
        let one = Strength(1)
        try s.addConstraints([
            Constraint(4.354 * x[18] + -2.667 * x[4] + -0.487 * x[8] + -131.29, .greaterThanOrEqual, strength: one),
        ])
        try s.addConstraint(Constraint(1 * x[14] + 1 * x[9] + 4.476 * x[15] + -47, .greaterThanOrEqual, strength: one))
        try s.addConstraint(Constraint(4.438 * x[4] + 0.25 * x[14] + -1.5 * x[3] + -250, .lessThanOrEqual, strength: one))
        try s.addConstraint(Constraint(-13 * x[9] + 0.156 * x[5] + 1.274 * x[14] + 99.2, .greaterThanOrEqual))
        try s.addConstraints([
            Constraint(2.75 * x[18] + -0.832 * x[12] + -3 * x[4], .greaterThanOrEqual, strength: one),
            Constraint(4.082 * x[8] + 1 * x[11] + -82, .lessThanOrEqual, strength: one),
            Constraint(0.25 * x[13] + 2 * x[4] + 4.489 * x[11] + 9.94, .equal, strength: one),
            Constraint(4.085 * x[14] + 1 * x[7] + -1 * x[6] + -0.25 * x[4] + 77, .equal, strength: one),
            Constraint(-3.551 * x[0] + -3 * x[9] + -3.386 * x[2] + -1 * x[13] + -125, .lessThanOrEqual, strength: one),
        ])
        try s.addConstraint(Constraint(-1 * x[0] + -186, .greaterThanOrEqual))
        try s.addConstraint(Constraint(1 * x[13] + 0.25 * x[4] + 231.32, .lessThanOrEqual, strength: one))
        try s.addConstraints([
            Constraint(-2.934 * x[7] + -66, .equal),
            Constraint(-1.376 * x[6] + -0.253 * x[8] + 63.99, .lessThanOrEqual, strength: one),
        ])
        try s.addConstraints([
            Constraint(0.5 * x[17] + 2.961 * x[13] + 0.25 * x[8] + 1 * x[11] + -279, .equal, strength: one),
            Constraint(-3 * x[1] + 3.083 * x[3] + -10 * x[4] + 12.54, .equal, strength: one),
            Constraint(-4.434 * x[16] + -1.5 * x[6] + -2 * x[5] + 73.12, .equal, strength: one),
            Constraint(2 * x[13] + 56, .lessThanOrEqual, strength: one),
        ])
        try s.addConstraint(Constraint(-1 * x[16] + -250, .equal))
        try s.addConstraint(Constraint(-2.192 * x[11] + -4.582 * x[17] + -1.293 * x[1] + -3 * x[2] + -113, .greaterThanOrEqual))
        let pinned = Constraint(4.896 * x[5] + -207.84, .equal)
        try s.addConstraint(pinned)
        try s.addConstraints([
            Constraint(4.425 * x[2] + -284, .greaterThanOrEqual, strength: one),
            Constraint(-1 * x[7] + 1 * x[0] + 2.829 * x[9] + 0.518 * x[3] + -221.37, .greaterThanOrEqual),
            Constraint(3.429 * x[0] + 2.63 * x[10] + -0.5 * x[8] + 78, .equal, strength: one),
            Constraint(1 * x[7] + 10 * x[18] + -166, .equal),
            Constraint(-1.482 * x[5] + -0.73 * x[18] + 8, .greaterThanOrEqual, strength: one),
        ])
        try s.addConstraint(Constraint(-0.61 * x[7] + 6.996 * x[12] + 1.14 * x[5] + -209, .equal))
        s.updateVariables()
        expectValue(x[5], 207.84 / 4.896, accuracy: 1e-9)
        for constraint in s.constraints where constraint.strength.isRequired {
            #expect(constraint.violation <= 1e-9 * max(1, constraint.magnitude), "\(constraint)")
        }
    }
}
