import Cassowary
import Testing

@Suite struct ChangeReportTests {
    let a = Variable("a")
    let b = Variable("b")
    let c = Variable("c")
    let d = Variable("d")

    /// a (edit) → b = a + 10 → c = b + 10, and an unrelated d = 5.
    func makeChain() throws -> Solver {
        let solver = Solver()
        try solver.addEditVariable(a, strength: .strong)
        try solver.suggestValue(a, 1)
        try solver.addConstraint(b == a + 10)
        try solver.addConstraint(c == b + 10)
        try solver.addConstraint(d == 5)
        return solver
    }

    @Test func firstUpdateReportsEveryVariableThatMoved() throws {
        let solver = try makeChain()
        let changed = solver.updateVariables()
        #expect(sameObjectSet(changed, [a, b, c, d]), "changed: \(names(changed))")
        expectValue(a, 1)
        expectValue(b, 11)
        expectValue(c, 21)
        expectValue(d, 5)
    }

    @Test func reportIsInOrderOfFirstUse() throws {
        let solver = Solver()
        try solver.addConstraint(a == 1)
        try solver.addConstraint(b == a + 1)
        try solver.addConstraint(c == b + 1)
        try solver.addConstraint(d == c + 1)
        let changed = solver.updateVariables()
        #expect(sameObjects(changed, [a, b, c, d]), "changed: \(names(changed))")
    }

    @Test func contextAtAPositionIsThatVariablesContext() throws {
        final class Box {}
        let boxA = Box(), boxC = Box()
        a.context = boxA
        c.context = boxC
        let solver = try makeChain()
        let changed = solver.updateVariables()
        for position in changed.indices {
            #expect(changed.context(at: position) === changed[position].context)
        }
        #expect(changed.indices.contains { changed.context(at: $0) === boxA })
        #expect(changed.indices.contains { changed.context(at: $0) === boxC })
        // b and d have none.
        #expect(changed.indices.filter { changed.context(at: $0) == nil }.count == 2)
    }

    @Test func secondUpdateWithoutChangesReportsNothing() throws {
        let solver = try makeChain()
        solver.updateVariables()
        #expect(solver.updateVariables().isEmpty)
    }

    @Test func suggestionReportsOnlyTheAffectedVariables() throws {
        let solver = try makeChain()
        solver.updateVariables()
        try solver.suggestValue(a, 20)
        let changed = solver.updateVariables()
        #expect(sameObjectSet(changed, [a, b, c]), "changed: \(names(changed))")
        expectValue(a, 20)
        expectValue(b, 30)
        expectValue(c, 40)
        expectValue(d, 5)
    }

    @Test func suggestingTheSameValueReportsNothing() throws {
        let solver = try makeChain()
        solver.updateVariables()
        try solver.suggestValue(a, 1)
        #expect(solver.updateVariables().isEmpty)
    }

    @Test func changeAndChangeBackReportsNothing() throws {
        let solver = try makeChain()
        solver.updateVariables()
        try solver.suggestValue(a, 50)
        try solver.suggestValue(a, 1)
        let changed = solver.updateVariables()
        #expect(changed.isEmpty, "changed: \(names(changed))")
        expectValue(c, 21)
    }

    @Test func addingAConstraintReportsWhatItMoves() throws {
        let solver = try makeChain()
        solver.updateVariables()
        let e = Variable("e")
        try solver.addConstraint(e == c + 1)
        let changed = solver.updateVariables()
        #expect(sameObjects(changed, [e]), "changed: \(names(changed))")
        expectValue(e, 22)
    }

    @Test func removingAConstraintReportsWhatItMoves() throws {
        let solver = Solver()
        try solver.addConstraint((d == 1) | .weak)
        let pin = d == 8
        try solver.addConstraint(pin)
        try solver.addConstraint(a == 3)
        solver.updateVariables()
        try solver.removeConstraint(pin)
        let changed = solver.updateVariables()
        #expect(sameObjects(changed, [d]), "changed: \(names(changed))")
        expectValue(d, 1)
        expectValue(a, 3)
    }

    @Test func newConstraintMovingPartOfTheSystem() throws {
        let solver = try makeChain()
        try solver.addConstraint((d == 0) | .weak)
        solver.updateVariables()
        let bound = c <= 15
        try solver.addConstraint(bound)  // overrides the strong edit: a = -5
        let changed = solver.updateVariables()
        #expect(sameObjectSet(changed, [a, b, c]), "changed: \(names(changed))")
        expectValue(a, -5)
        expectValue(c, 15)
    }

    @Test func reportedVariablesHaveTheirNewValuesWritten() throws {
        let solver = try makeChain()
        solver.updateVariables()
        try solver.suggestValue(a, -7)
        for variable in solver.updateVariables() {
            switch variable.name {
            case "a": expectValue(variable, -7)
            case "b": expectValue(variable, 3)
            case "c": expectValue(variable, 13)
            default: Issue.record("\(variable) should not have changed")
            }
        }
    }

    /// A change that reaches most rows is evaluated by one sweep over all of them
    /// rather than by following the graph; a local change follows the graph. Both must
    /// report exactly the variables that moved.
    @Test(arguments: [10, 300])
    func wideAndLocalChangesAreReportedExactly(length: Int) throws {
        let solver = Solver()
        let root = Variable("root")
        try solver.addEditVariable(root, strength: .strong)
        var chain = [root]
        for index in 1...length {
            let next = Variable("x\(index)")
            try solver.addConstraint(next == chain[index - 1] + 1)
            chain.append(next)
        }
        let loose = Variable("loose")
        let follower = Variable("follower")
        try solver.addEditVariable(loose, strength: .strong)
        try solver.addConstraint(follower == loose * 2)
        try solver.suggestValue(root, 10)
        try solver.suggestValue(loose, 1)
        #expect(solver.updateVariables().count == length + 3)

        try solver.suggestValue(root, 20)
        #expect(solver.updateVariables().count == length + 1)
        #expect(chain.last!.value == Double(20 + length))

        try solver.suggestValue(loose, 5)
        let local = solver.updateVariables()
        #expect(sameObjectSet(local, [loose, follower]), "changed: \(names(local))")
        #expect(follower.value == 10)
    }
}
