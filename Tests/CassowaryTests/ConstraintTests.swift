import Cassowary
import Testing

@Suite struct ConstraintTests {
    let x = Variable("x")
    let y = Variable("y")
    let w = Variable("w")

    @Test func equalityMovesEverythingToTheLeft() {
        let c = x + 8 == y
        expectTerms(c.expression, [(x, 1), (y, -1)], constant: 8)
        #expect(c.relation == .equal)
        #expect(c.strength == .required)
    }

    @Test func variableEqualsVariableBuildsAConstraint() {
        let c: Constraint = x == y
        expectTerms(c.expression, [(x, 1), (y, -1)], constant: 0)
        #expect(c.relation == .equal)
    }

    @Test func inequalitiesKeepTheirDirection() {
        let ge = w >= 10
        expectTerms(ge.expression, [(w, 1)], constant: -10)
        #expect(ge.relation == .greaterThanOrEqual)

        let le = 10 <= w
        expectTerms(le.expression, [(w, -1)], constant: 10)
        #expect(le.relation == .lessThanOrEqual)

        let mixed = 2 * x <= y + 4
        expectTerms(mixed.expression, [(x, 2), (y, -1)], constant: -4)
        #expect(mixed.relation == .lessThanOrEqual)
    }

    @Test func aVariableAgainstANumberIsOneTerm() {
        let cases: [(Constraint, Double, Double, Relation)] = [
            (x == 3, 1, -3, .equal), (3 == x, -1, 3, .equal),
            (x <= 3, 1, -3, .lessThanOrEqual), (3 <= x, -1, 3, .lessThanOrEqual),
            (x >= 3, 1, -3, .greaterThanOrEqual), (3 >= x, -1, 3, .greaterThanOrEqual),
        ]
        for (c, coefficient, constant, relation) in cases {
            expectTerms(c.expression, [(x, coefficient)], constant: constant)
            #expect(c.relation == relation)
            #expect(c.strength == .required)
        }
        // `x == 0` reads `x + 0`, not `x - 0` (a negative zero).
        #expect((x == 0).expression.constant.sign == .plus)
    }

    @Test func constantOnTheLeft() {
        let c = 100 == x + y
        expectTerms(c.expression, [(x, -1), (y, -1)], constant: 100)
        #expect(c.relation == .equal)
    }

    @Test func initializerReducesTheExpression() {
        let c = Constraint(x + x - y + y + 3, .greaterThanOrEqual)
        expectTerms(c.expression, [(x, 2)], constant: 3)
        #expect(c.relation == .greaterThanOrEqual)
    }

    @Test func operatorsReduceRepeatedVariables() {
        let c = x + 2 * y == x + y
        expectTerms(c.expression, [(y, 1)], constant: 0)
    }

    @Test func defaultStrengthIsRequired() {
        #expect(Constraint(Expression(x), .equal).strength == .required)
        #expect((x >= 0).strength.isRequired)
    }

    @Test func pipeMakesANewConstraintAtAnotherStrength() {
        let c = x == 10
        let weak = c | .weak
        #expect(weak !== c)
        #expect(weak.strength == .weak)
        #expect(c.strength == .required)
        #expect(weak.relation == c.relation)
        expectTerms(weak.expression, [(x, 1)], constant: -10)
        #expect((c | Strength(300)).strength.priority == 300)
    }

    @Test func withStrengthCopiesTheContext() {
        final class Box {}
        let box = Box()
        let c = x >= 0
        c.context = box
        let copy = c.withStrength(.medium)
        #expect(copy.context === box)
        #expect(copy.strength == .medium)
    }

    @Test func equalConstraintsAreDistinctObjects() throws {
        let a = x == 1
        let b = x == 1
        #expect(a !== b)
        let solver = Solver()
        try solver.addConstraint(a)
        #expect(solver.hasConstraint(a))
        #expect(!solver.hasConstraint(b))
        try solver.addConstraint(b)
        #expect(solver.hasConstraint(b))
    }

    @Test func isViolatedUsesCurrentValues() throws {
        let solver = Solver()
        try solver.addConstraint(x == 10)
        solver.updateVariables()
        #expect(!(x == 10).isViolated)
        #expect((x == 11).isViolated)
        #expect(!(x >= 5).isViolated)
        #expect((x >= 15).isViolated)
        #expect(!(x <= 15).isViolated)
        #expect((x <= 5).isViolated)
        #expect(!(x + 8 == y + 18).isViolated)  // y is still 0
    }

    @Test func isViolatedHasASmallTolerance() throws {
        let solver = Solver()
        try solver.addConstraint(x == 10)
        solver.updateVariables()
        #expect(!(x == 10 + 1e-9).isViolated)
        #expect(!(x <= 10 - 1e-9).isViolated)
        #expect(!(x >= 10 + 1e-9).isViolated)
        #expect((x == 10 + 1e-6).isViolated)
        #expect((x <= 10 - 1e-6).isViolated)
    }

    @Test func isViolatedIgnoresStrength() {
        // Fresh variables are 0.
        #expect(((x == 1) | .weak).isViolated)
        #expect(!((x == 0) | .weak).isViolated)
    }
}
