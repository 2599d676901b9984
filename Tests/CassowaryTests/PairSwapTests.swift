import Testing
@testable import Cassowary
import Fuzzing

/// The dual pivot that swaps an optional constraint's two errors (`Engine+PairSwap.swift`):
/// the same values as the general pivot, and an objective that still agrees with the
/// error rows although its exact cells are not listed for the drift check.
@Suite struct PairSwapTests {
    /// A row of views between two edges, as in `FreeStepTests`, with each view's
    /// preferred width written as `multipliers[i] · w == multipliers[i] · preferred[i]`.
    private struct Row {
        let solver = Solver()
        let width = Variable("W")
        let widths: [Variable]

        init(preferred: [Double], priorities: [Double], multipliers: [Double], pairSwaps: Bool) throws {
            let count = preferred.count
            let lefts = (0..<count).map { Variable("l\($0)") }
            widths = (0..<count).map { Variable("w\($0)") }
            solver.engine.takesPairSwaps = pairSwaps
            try solver.addEditVariable(width, strength: .strong)
            try solver.suggestValue(width, preferred.reduce(8, +) + 8 * Double(count))
            for i in 0..<count {
                try solver.addConstraint(i == 0 ? lefts[0] == 8 : lefts[i] == lefts[i - 1] + widths[i - 1] + 8)
                try solver.addConstraint(widths[i] >= 10)
                let m = multipliers[i]
                try solver.addConstraint((m * widths[i] == m * preferred[i]) | Strength(priorities[i]))
            }
            try solver.addConstraint(lefts[count - 1] + widths[count - 1] + 8 == width)
        }

        func resize(to value: Double) throws -> [Double] {
            try solver.suggestValue(width, value)
            solver.updateVariables()
            return widths.map(\.value)
        }

        /// Whether every non-basic symbol's objective coefficients are the sums of their
        /// columns over the error rows (the drift check, run over the whole objective).
        func objectiveAgreesWithErrors() -> Bool {
            let engine = Engine(copying: solver.engine)
            for symbol in 0..<Int32(engine.symbolCount) { engine.markObjectiveTouched(symbol) }
            return engine.touchedObjectiveAgreesWithErrors()
        }
    }

    @Test func aRowResizedAcrossItsPreferredWidthSwapsTheLastViewsErrors() throws {
        let count = 100
        let preferred = Array(repeating: 100.0, count: count)
        let priorities = Array(repeating: 500.0, count: count)  // medium
        let ones = Array(repeating: 1.0, count: count)
        let fast = try Row(preferred: preferred, priorities: priorities, multipliers: ones, pairSwaps: true)
        let plain = try Row(preferred: preferred, priorities: priorities, multipliers: ones, pairSwaps: false)
        let base = 108 * Double(count) + 8
        for step in 0..<40 {
            let sign: Double = step % 2 == 0 ? 1 : -1
            let target = base + sign * Double(1 + step % 20)
            let a = try fast.resize(to: target)
            let b = try plain.resize(to: target)
            #expect(a == b, "step \(step)")
            #expect(abs(a.reduce(0, +) + 8 * Double(count + 1) - target) < 1e-9)
        }
        // Every step after the first crosses the preferred width: one swap each, and
        // from the second on, the row the last swap left takes its partner back without
        // a ratio test.
        #expect(fast.solver.engine.pairSwapCount >= 39)
        #expect(fast.solver.engine.swapRatioTestsSkipped >= 38)
        #expect(plain.solver.engine.pairSwapCount == 0)
        #expect(fast.objectiveAgreesWithErrors())
        #expect(fast.solver._checkInvariants().isEmpty)
    }

    @Test func aChangeToTheTableauBetweenSwapsBringsTheRatioTestBack() throws {
        let count = 10
        let preferred = Array(repeating: 100.0, count: count)
        let priorities = Array(repeating: 500.0, count: count)
        let ones = Array(repeating: 1.0, count: count)
        let fast = try Row(preferred: preferred, priorities: priorities, multipliers: ones, pairSwaps: true)
        let plain = try Row(preferred: preferred, priorities: priorities, multipliers: ones, pairSwaps: false)
        let base = 108 * Double(count) + 8
        for target in [base + 5, base - 5, base + 5] {
            #expect(try fast.resize(to: target) == plain.resize(to: target))
        }
        var skipped = fast.solver.engine.swapRatioTestsSkipped
        #expect(skipped >= 1)
        // A constraint on another variable writes a row and the objective, not the row
        // the swap left: the swap recorded before it is not trusted any more.
        for row in [fast, plain] { try row.solver.addConstraint((Variable("other") == 5) | .weak) }
        #expect(try fast.resize(to: base - 5) == plain.resize(to: base - 5))
        #expect(fast.solver.engine.swapRatioTestsSkipped == skipped)
        #expect(try fast.resize(to: base + 5) == plain.resize(to: base + 5))
        #expect(fast.solver.engine.swapRatioTestsSkipped == skipped + 1)
        skipped = fast.solver.engine.swapRatioTestsSkipped
        // Constraints on the row's views rewrite the row and the objective.
        for row in [fast, plain] {
            try row.solver.addConstraint((row.widths[count - 1] == 60) | .weak)
            try row.solver.addConstraint((row.widths[count - 2] >= 100) | .strong)
        }
        for target in [base - 7, base + 9, base - 3] {
            let a = try fast.resize(to: target)
            let b = try plain.resize(to: target)
            #expect(zip(a, b).allSatisfy { abs($0 - $1) < 1e-9 }, "\(a) against \(b)")
        }
        #expect(fast.solver._checkInvariants().isEmpty)
        #expect(fast.objectiveAgreesWithErrors())
    }

    @Test func mixedPrioritiesAndMultipliersAgreeWithTheGeneralPivot() throws {
        var random = SplitMix64(state: 0x5A1B)
        var swaps = 0, skipped = 0
        for trial in 0..<30 {
            let count = 2 + Int(random.next() % 30)
            let preferred = (0..<count).map { _ in 20 + Double(random.next() % 10) * 10 }
            // Few distinct priorities (ties and strict orders), and multipliers that make
            // the objective's sums inexact (0.1, 1/3) next to exact ones.
            let priorities = (0..<count).map { _ in [250.0, 500, 500, 750][Int(random.next() % 4)] }
            let multipliers = (0..<count).map { _ in [1.0, 1, 2, 0.5, 0.1, 1.0 / 3][Int(random.next() % 6)] }
            let fast = try Row(preferred: preferred, priorities: priorities, multipliers: multipliers, pairSwaps: true)
            let plain = try Row(preferred: preferred, priorities: priorities, multipliers: multipliers, pairSwaps: false)
            let base = preferred.reduce(0, +) + 8 * Double(count + 1)
            let floor = 10 * Double(count) + 8 * Double(count + 1)
            for step in 0..<12 {
                // Mostly small steps across the preferred total, some large ones.
                let target = step % 4 == 3
                    ? floor + (base * 1.5 - floor) * Double(random.next() % 1_000) / 1_000
                    : base + Double(Int(random.next() % 41) - 20)
                let a = try fast.resize(to: target)
                let b = try plain.resize(to: target)
                #expect(zip(a, b).allSatisfy { abs($0 - $1) < 1e-6 }, "trial \(trial), step \(step): \(a) against \(b)")
            }
            #expect(fast.objectiveAgreesWithErrors(), "trial \(trial)")
            #expect(fast.solver._checkInvariants().isEmpty, "trial \(trial)")
            swaps += fast.solver.engine.pairSwapCount
            skipped += fast.solver.engine.swapRatioTestsSkipped
        }
        #expect(swaps > 100)
        #expect(skipped > 5)
    }
}
