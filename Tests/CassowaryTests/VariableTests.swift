import Cassowary
import Testing

@Suite struct VariableTests {
    @Test func nameDefaultsToEmpty() {
        #expect(Variable().name == "")
        #expect(Variable("width").name == "width")
    }

    @Test func nameCanBeChanged() {
        let x = Variable("x")
        x.name = "left"
        #expect(x.name == "left")
        #expect(x.description == "left")
    }

    @Test func unnamedVariableStillHasADescription() {
        #expect(!Variable().description.isEmpty)
    }

    @Test func valueIsZeroBeforeAnySolve() {
        #expect(Variable("x").value == 0)
    }

    @Test func valueIsWrittenOnlyByUpdateVariables() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint(x == 5)
        #expect(x.value == 0)
        solver.updateVariables()
        #expect(x.value == 5)
    }

    @Test func variablesWithTheSameNameAreDistinct() throws {
        let a = Variable("x")
        let b = Variable("x")
        #expect(a !== b)
        let solver = Solver()
        try solver.addConstraint(a == 1)
        try solver.addConstraint(b == 2)
        solver.updateVariables()
        #expect(a.value == 1)
        #expect(b.value == 2)
    }

    @Test func contextIsKept() {
        final class Box {}
        let box = Box()
        let x = Variable("x")
        x.context = box
        #expect(x.context === box)
    }
}
