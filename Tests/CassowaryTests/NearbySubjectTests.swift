import Testing
@testable import Cassowary
import Fuzzing

/// A new row without a fresh variable is first solved for a non-basic variable near it
/// (named by it or by the rows it names), expanded only through that variable's
/// dependents (`Engine+Add.swift`); the full expansion is the fallback. Either way the
/// solution must be the same.
@Suite struct NearbySubjectTests {
    /// A tree of nested containers (`NestedTree`) and a solver for it.
    private struct Tree {
        let solver = Solver()
        let tree: NestedTree
        var width: Variable { tree.width }
        var height: Variable { tree.height }
        var constraints: [Constraint] { tree.constraints }

        init(depth: Int) {
            tree = NestedTree(depth: depth)
        }

        /// Builds the tree in a shuffled order and solves it at two sizes.
        func solve(seed: UInt64, nearby: Bool) throws -> [Double] {
            solver.engine.placesNearbySubjects = nearby
            try solver.addEditVariable(width, strength: .strong)
            try solver.addEditVariable(height, strength: .strong)
            try solver.suggestValue(width, 4_096)
            try solver.suggestValue(height, 2_048)
            var random = SplitMix64(state: seed)
            for constraint in constraints.shuffled(using: &random) { try solver.addConstraint(constraint) }
            solver.updateVariables()
            var values = tree.values
            try solver.suggestValue(width, 3_000)
            solver.updateVariables()
            values += tree.values
            return values
        }
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func aTreeAddedInRandomOrderSolvesAsWithFullExpansions(seed: UInt64) throws {
        let nearby = Tree(depth: 3)
        let full = Tree(depth: 3)
        let withNearby = try nearby.solve(seed: seed, nearby: true)
        let withFull = try full.solve(seed: seed, nearby: false)
        #expect(nearby.solver.engine.nearbySubjectCount > 0)
        #expect(full.solver.engine.nearbySubjectCount == 0)
        #expect(withNearby.count == withFull.count)
        for (a, b) in zip(withNearby, withFull) { #expect(abs(a - b) < 1e-7) }
        #expect(nearby.solver._checkInvariants().isEmpty)
    }

    @Test func aChainsLinksRemovedAndAddedBackArePlacedNearby() throws {
        let solver = Solver()
        let lefts = (0..<60).map { Variable("l\($0)") }
        let widths = (0..<60).map { Variable("w\($0)") }
        let edge = Variable("W")
        try solver.addEditVariable(edge, strength: .strong)
        try solver.suggestValue(edge, 60 * 108 + 8)
        var links: [Constraint] = [lefts[0] == 8]
        for i in 1..<60 { links.append(lefts[i] == lefts[i - 1] + widths[i - 1] + 8) }
        for constraint in links { try solver.addConstraint(constraint) }
        for width in widths {
            try solver.addConstraint(width >= 10)
            try solver.addConstraint((width == 100) | .medium)
        }
        try solver.addConstraint(lefts[59] + widths[59] + 8 == edge)
        solver.updateVariables()
        let before = lefts.map(\.value) + widths.map(\.value)
        let removed = stride(from: 3, to: 60, by: 10).map { links[$0] }
        solver.holdsBackRemovals = false  // the removals and re-adds themselves are tested
        for link in removed { try solver.removeConstraint(link) }
        let placed = solver.engine.nearbySubjectCount
        for link in removed { try solver.addConstraint(link) }
        #expect(solver.engine.nearbySubjectCount > placed)
        solver.updateVariables()
        let after = lefts.map(\.value) + widths.map(\.value)
        for (a, b) in zip(before, after) { #expect(abs(a - b) < 1e-7) }
        #expect(solver._checkInvariants().isEmpty)
    }

    /// `x` has the fewest dependents (the rows of `a` and `b`) but cancels out of
    /// `a + b == y + 3`. With `y` held by few rows the next nearby variable takes the
    /// row; with `y` held by more rows than a nearby subject may have, the row falls
    /// back to the full expansion. Both solve it for `y`.
    @Test(arguments: [3, 70])
    func aNearbyVariableThatCancelsGivesWayToTheNextOrToTheFullExpansion(holdersOfY: Int) throws {
        let solver = Solver()
        let a = Variable("a"), b = Variable("b"), x = Variable("x"), y = Variable("y")
        try solver.addConstraint(a == x + 1)
        try solver.addConstraint(b == 2 - x)
        for index in 0..<holdersOfY { try solver.addConstraint(Variable("c\(index)") == y) }
        let placed = solver.engine.nearbySubjectCount
        try solver.addConstraint(a + b == y + 3)
        #expect(solver.engine.nearbySubjectCount == placed + (holdersOfY <= 64 ? 1 : 0))
        #expect(solver.engine.symbols.isBasic[Int(y.symbol)])
        solver.updateVariables()
        #expect(abs(y.value) < 1e-12)
        #expect(abs(a.value - x.value - 1) < 1e-12)
        #expect(abs(b.value + x.value - 2) < 1e-12)
        #expect(solver._checkInvariants().isEmpty)
    }
}
