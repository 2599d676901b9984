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

    /// A lazily named variable makes its name each time it is read, until a name is set.
    @Test func aLazyNameIsMadeWhenRead() {
        final class Counter { var reads = 0; var label = "a" }
        let counter = Counter()
        let x = Variable(lazyName: { counter.reads += 1; return "\(counter.label).minX" })
        #expect(counter.reads == 0)
        #expect(x.name == "a.minX")
        counter.label = "b"
        #expect(x.description == "b.minX")
        #expect(counter.reads == 2)
        x.name = "fixed"
        #expect(x.name == "fixed" && counter.reads == 2)
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
