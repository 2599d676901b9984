import Testing
@testable import Cassowary
import Fuzzing

/// A removed marker held by two variable rows is taken out by merging the shorter row
/// into the longer row's storage (`Engine+MergeRemoval.swift`): the same values as the
/// general path, which expands a holder and copies it into the other, whether the
/// storage stays and the two variables trade symbols (`Engine+SymbolTrade.swift`) or
/// it moves.
@Suite struct MergedRemovalTests {
    /// A row of views between two edges (the benchmarks' chain): `l0 == 8`, each link
    /// `l[i] == l[i-1] + w[i-1] + 8`, `w[i] >= 10`, `w[i] == 100` (medium), and the
    /// last view 8 from `W`.
    private struct Chain {
        let solver = Solver()
        let width = Variable("W")
        let lefts: [Variable]
        let widths: [Variable]
        let constraints: [Constraint]

        init(count: Int, merges: Bool, trades: Bool = true) throws {
            lefts = (0..<count).map { Variable("l\($0)") }
            widths = (0..<count).map { Variable("w\($0)") }
            var constraints: [Constraint] = []
            for i in 0..<count {
                constraints.append(i == 0 ? lefts[0] == 8 : lefts[i] == lefts[i - 1] + widths[i - 1] + 8)
                constraints.append(widths[i] >= 10)
                constraints.append((widths[i] == 100) | .medium)
            }
            constraints.append(lefts[count - 1] + widths[count - 1] + 8 == width)
            self.constraints = constraints
            solver.engine.mergesRemovedMarkers = merges
            solver.engine.tradesSymbols = trades
            try solver.addEditVariable(width, strength: .strong)
            try solver.suggestValue(width, 108 * Double(count) + 8)
            for constraint in constraints { try solver.addConstraint(constraint) }
            solver.updateVariables()
        }

        var values: [Double] {
            solver.updateVariables()
            return lefts.map(\.value) + widths.map(\.value) + [width.value]
        }
    }

    private func expectClose(_ a: [Double], _ b: [Double], _ comment: Comment) {
        #expect(a.count == b.count)
        for (x, y) in zip(a, b) where abs(x - y) > 1e-7 * max(1, abs(x), abs(y)) {
            Issue.record("\(comment): \(x) against \(y)")
            return
        }
    }

    /// Removes every tenth constraint from both chains, as the benchmark does (links,
    /// minimums and preferred widths; after the first link, the row's equation lives in
    /// a long variable row that holds every later link's marker), comparing their values
    /// after each; then resizes both and compares again; then adds the constraints back
    /// to `tested` and checks that the row is whole.
    private func removeEveryTenth(from tested: Chain, comparingWith reference: Chain) throws {
        let count = tested.lefts.count
        let chosen = tested.constraints.indices.filter { ($0 + 1) % 10 == 0 }
        for index in chosen {
            try tested.solver.removeConstraint(tested.constraints[index])
            try reference.solver.removeConstraint(reference.constraints[index])
            expectClose(tested.values, reference.values, "after removing constraint \(index)")
            #expect(tested.solver._checkInvariants().isEmpty, "after removing constraint \(index)")
        }
        for target in [8_000.0, 15_000, 108 * Double(count) + 8] {
            try tested.solver.suggestValue(tested.width, target)
            try reference.solver.suggestValue(reference.width, target)
            expectClose(tested.values, reference.values, "at width \(target)")
        }
        for index in chosen { try tested.solver.addConstraint(tested.constraints[index]) }
        let values = tested.values
        for i in 0..<count {
            #expect(abs(values[i] - (8 + 108 * Double(i))) < 1e-6, "l\(i)")
            #expect(abs(values[count + i] - 100) < 1e-6, "w\(i)")
        }
        #expect(tested.solver._checkInvariants().isEmpty)
    }

    @Test func aLongRowsRemovalsMergeAndGiveTheGeneralPathsValues() throws {
        let merged = try Chain(count: 120, merges: true)
        let general = try Chain(count: 120, merges: false)
        try removeEveryTenth(from: merged, comparingWith: general)
        #expect(merged.solver.engine.mergedRemovalCount >= 10)
        #expect(general.solver.engine.mergedRemovalCount == 0)
    }

    /// The long row's storage kept where it is, the variables trading symbols, against
    /// the storage moved: the same values after every removal, read through each
    /// variable's own slot, and every variable still bound to the symbol it names.
    @Test func tradedSymbolsGiveTheValuesOfMovedStorage() throws {
        let traded = try Chain(count: 120, merges: true, trades: true)
        let moved = try Chain(count: 120, merges: true, trades: false)
        try removeEveryTenth(from: traded, comparingWith: moved)
        // Every link's removal after the first traded: 12 links among the 36 chosen.
        #expect(traded.solver.engine.tradedSymbolCount >= 11)
        #expect(moved.solver.engine.tradedSymbolCount == 0)
        // The traded variables go on working: removed from the solver and added again.
        for constraint in traded.constraints { try traded.solver.removeConstraint(constraint) }
        #expect(traded.solver._checkInvariants().isEmpty)
        for constraint in traded.constraints { try traded.solver.addConstraint(constraint) }
        #expect(abs(traded.values[119] - (8 + 108 * 119.0)) < 1e-6)
        #expect(traded.solver._checkInvariants().isEmpty)
    }

    /// Trees of nested containers (`NestedTree`), their constraints added and then a
    /// third of them removed in a shuffled order: the tableau stays sound, and once the
    /// removed constraints are back, the values are the general path's.
    @Test(arguments: 0..<6 as Range<UInt64>)
    func shuffledRemovalsFromTreesKeepTheTableauSound(seed: UInt64) throws {
        var random = SplitMix64(state: 0xC0FFEE &+ seed)
        let count = NestedTree(depth: 2).constraints.count
        let order = Array(0..<count).shuffled(using: &random)
        let removals = Array(order.shuffled(using: &random).prefix(count / 3))
        let readds = removals.shuffled(using: &random)
        var results: [[Double]] = []
        for (merges, trades) in [(true, true), (true, false), (false, false)] {
            let tree = NestedTree(depth: 2)
            let solver = Solver()
            solver.engine.mergesRemovedMarkers = merges
            solver.engine.tradesSymbols = trades
            solver.holdsBackRemovals = false
            try solver.addEditVariable(tree.width, strength: .strong)
            try solver.addEditVariable(tree.height, strength: .strong)
            try solver.suggestValue(tree.width, 4_096)
            try solver.suggestValue(tree.height, 2_048)
            for index in order { try solver.addConstraint(tree.constraints[index]) }
            for index in removals {
                try solver.removeConstraint(tree.constraints[index])
                #expect(solver._checkInvariants().isEmpty)
            }
            if merges { #expect(solver.engine.mergedRemovalCount > 0) }
            if trades { #expect(solver.engine.tradedSymbolCount > 0) } else { #expect(solver.engine.tradedSymbolCount == 0) }
            // Back in, in another order: everything is determined again.
            for index in readds { try solver.addConstraint(tree.constraints[index]) }
            solver.updateVariables()
            #expect(solver._checkInvariants().isEmpty)
            results.append(tree.values)
        }
        expectClose(results[0], results[2], "seed \(seed), symbols traded")
        expectClose(results[1], results[2], "seed \(seed), storage moved")
    }
}
