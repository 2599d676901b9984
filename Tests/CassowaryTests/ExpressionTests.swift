import Cassowary
import Testing

@Suite struct ExpressionTests {
    let x = Variable("x")
    let y = Variable("y")

    @Test func variableBecomesOneTerm() {
        expectTerms(Expression(x), [(x, 1)], constant: 0)
    }

    @Test func constantExpressionHasNoTerms() {
        expectTerms(Expression(5.0), [], constant: 5)
        expectTerms(Expression(), [], constant: 0)
    }

    @Test func operatorsBuildTermsInWrittenOrder() {
        expectTerms(2 * x + y - 10, [(x, 2), (y, 1)], constant: -10)
    }

    @Test func additionWithConstantsOnEitherSide() {
        expectTerms(x + 5, [(x, 1)], constant: 5)
        expectTerms(5 + x, [(x, 1)], constant: 5)
        expectTerms(Expression(x) + 5, [(x, 1)], constant: 5)
        expectTerms(5 + Expression(x), [(x, 1)], constant: 5)
        expectTerms(x + y, [(x, 1), (y, 1)], constant: 0)
        expectTerms((x + 1) + (y + 2), [(x, 1), (y, 1)], constant: 3)
    }

    @Test func subtractionNegatesTheRightSide() {
        expectTerms(10 - x, [(x, -1)], constant: 10)
        expectTerms(x - 10, [(x, 1)], constant: -10)
        expectTerms(x - y, [(x, 1), (y, -1)], constant: 0)
        expectTerms((x + 3) - (2 * y + 1), [(x, 1), (y, -2)], constant: 2)
        expectTerms(x - (y + 4), [(x, 1), (y, -1)], constant: -4)
        expectTerms(7 - (x + 2), [(x, -1)], constant: 5)
    }

    @Test func unaryMinusNegatesTermsAndConstant() {
        expectTerms(-x, [(x, -1)], constant: 0)
        expectTerms(-(2 * x + 3), [(x, -2)], constant: -3)
        expectTerms(-(x - y), [(x, -1), (y, 1)], constant: 0)
    }

    @Test func multiplicationScalesTermsAndConstant() {
        expectTerms(x * 3, [(x, 3)], constant: 0)
        expectTerms(3 * x, [(x, 3)], constant: 0)
        expectTerms((x + 2) * 3, [(x, 3)], constant: 6)
        expectTerms(3 * (x - y + 1), [(x, 3), (y, -3)], constant: 3)
    }

    @Test func divisionMultipliesByTheReciprocal() {
        expectTerms(x / 4, [(x, 0.25)], constant: 0)
        expectTerms((2 * x + 6) / 2, [(x, 1)], constant: 3)
        expectTerms((x + y) / 2, [(x, 0.5), (y, 0.5)], constant: 0)
    }

    @Test func duplicatesAreKeptUntilReduced() {
        let e = x + y + x
        #expect(e.terms.count == 3)
        expectTerms(e.reduced(), [(x, 2), (y, 1)], constant: 0)
    }

    @Test func reducedKeepsOrderOfFirstAppearance() {
        expectTerms((y + x + 2 * y - 1).reduced(), [(y, 3), (x, 1)], constant: -1)
    }

    @Test func reducedDropsZeroCoefficients() {
        expectTerms((x - x + y).reduced(), [(y, 1)], constant: 0)
        expectTerms((x - x + 4).reduced(), [], constant: 4)
    }

    @Test func valueUsesCurrentVariableValues() throws {
        #expect((2 * x + y - 10).value == -10)
        let solver = Solver()
        try solver.addConstraint(x == 3)
        try solver.addConstraint(y == 4)
        solver.updateVariables()
        #expect((2 * x + y - 10).value == 0)
        #expect((x - y).value == -1)
    }

    @Test func isFiniteDetectsNaNAndInfinity() {
        #expect((2 * x + 1).isFinite)
        #expect(!Expression([Term(x, .nan)]).isFinite)
        #expect(!Expression([Term(x, .infinity)]).isFinite)
        #expect(!(x + Double.nan).isFinite)
        #expect(!(x - Double.infinity).isFinite)
    }
}
