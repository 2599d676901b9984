import Cassowary
import Testing

@Suite struct TermTests {
    @Test func coefficientDefaultsToOne() {
        let x = Variable("x")
        let term = Term(x)
        #expect(term.variable === x)
        #expect(term.coefficient == 1)
    }

    @Test func keepsGivenCoefficient() {
        let x = Variable("x")
        #expect(Term(x, -2.5).coefficient == -2.5)
    }

    @Test func descriptionShowsCoefficientOnlyWhenNotOne() {
        let x = Variable("x")
        #expect(Term(x).description == "x")
        #expect(Term(x, 2).description == "2 * x")
    }
}
