@testable import Cassowary
import Testing

/// The expansion's walk runs over raw buffers and work lists that start small and grow
/// (`ExpansionWalk`, `WalkLists`); these check the growth and the sharing of the lists.
@Suite struct ExpansionWalkTests {
    @Test func growingListsKeepWhatTheyHold() {
        let lists = WalkLists(capacity: 4)
        for index in 0..<4 {
            lists.order[index] = Int32(index)
            lists.stackNodes[index] = Int32(10 + index)
            lists.stackNext[index] = Int32(20 + index)
            lists.touched[index] = Int32(30 + index)
        }
        lists.grow(keepingOrder: 4, stack: 3, touched: 2)
        #expect(lists.capacity == 8)
        for index in 0..<4 { #expect(lists.order[index] == Int32(index)) }
        for index in 0..<3 {
            #expect(lists.stackNodes[index] == Int32(10 + index))
            #expect(lists.stackNext[index] == Int32(20 + index))
        }
        for index in 0..<2 { #expect(lists.touched[index] == Int32(30 + index)) }
        lists.reserveDependents(100)
        #expect(lists.dependentsCapacity >= 100)
        #expect(lists.capacity == 8)
    }

    /// A row of views closed by the constraint `l[n-1] + w[n-1] + 8 == W`: its row expands
    /// over every view's, past the lists' first room (64 entries), in one walk.
    @Test func anExpansionPastTheListsFirstRoomGivesExactValues() throws {
        let count = 150
        let solver = Solver()
        let width = Variable("W")
        let lefts = (0..<count).map { Variable("l\($0)") }
        let widths = (0..<count).map { Variable("w\($0)") }
        try solver.addEditVariable(width, strength: .strong)
        try solver.suggestValue(width, 108 * Double(count) + 8)
        for i in 0..<count {
            try solver.addConstraint(i == 0 ? lefts[0] == 8 : lefts[i] == lefts[i - 1] + widths[i - 1] + 8)
            try solver.addConstraint(widths[i] >= 10)
            try solver.addConstraint((widths[i] == 100) | .medium)
        }
        let initialRoom = solver.engine.walkLists.capacity
        try solver.addConstraint(lefts[count - 1] + widths[count - 1] + 8 == width)
        #expect(solver.engine.walkLists.capacity > initialRoom)
        solver.updateVariables()
        for i in [0, 1, count / 2, count - 1] {
            expectValue(lefts[i], 8 + 108 * Double(i))
            expectValue(widths[i], 100)
        }

        // A narrower window: the views give way from their preferred width, and the
        // row still closes.
        try solver.suggestValue(width, 90 * Double(count))
        solver.updateVariables()
        #expect(abs(lefts[count - 1].value + widths[count - 1].value + 8 - 90 * Double(count)) < 1e-6)
        #expect(solver._checkInvariants().isEmpty)
    }

    /// A conflict explanation adds the constraint to a copy of the engine, which shares
    /// the work lists: the explanation's expansions must leave the solver's own working.
    @Test func anExplanationOnACopySharingTheListsLeavesTheSolverWorking() throws {
        let count = 120
        let solver = Solver()
        let lefts = (0..<count).map { Variable("l\($0)") }
        let widths = (0..<count).map { Variable("w\($0)") }
        for i in 0..<count {
            try solver.addConstraint(i == 0 ? lefts[0] == 0 : lefts[i] == lefts[i - 1] + widths[i - 1])
            try solver.addConstraint(widths[i] >= 10)
        }
        let tooShort = lefts[count - 1] + widths[count - 1] <= 500
        #expect(throws: SolverError.self) { try solver.addConstraint(tooShort) }
        let conflicts = solver.conflictingConstraints(for: tooShort)
        #expect(conflicts.count == 2 * count)

        let closing = lefts[count - 1] + widths[count - 1] == 1500
        try solver.addConstraint(closing)
        solver.updateVariables()
        #expect(abs(lefts[count - 1].value + widths[count - 1].value - 1500) < 1e-6)
        for i in 0..<count { #expect(widths[i].value >= 10 - 1e-9) }
        #expect(solver._checkInvariants().isEmpty)
    }
}
