import Testing
@testable import Cassowary
import Fuzzing

/// A restricted row with a positive constant that phase one's first pivot would solve
/// (its entering symbol's ratio test stops at the row itself) is solved that way
/// without the artificial variable (`Engine+Add.swift`). Phase one's run optimises the
/// lower levels after that pivot, and so does the shortcut: both must end in the same
/// basis with the same values.
@Suite struct PhaseOneShortcutTests {
    /// Random systems over six variables: required bounds, sums and differences, some
    /// of which conflict (refused alike), strong inequalities between two variables and
    /// optional equalities at three strengths.
    private static func system(seed: UInt64, variables x: [Variable]) -> [Constraint] {
        var random = SplitMix64(state: seed)
        func value() -> Double { Double(Int.random(in: 0...200, using: &random)) }
        func pick() -> Variable { x.randomElement(using: &random)! }
        return (0..<30).map { _ in
            switch Int.random(in: 0..<6, using: &random) {
            case 0: return pick() >= value()
            case 1: return pick() <= value() + 100
            case 2: return pick() + pick() <= value() + 200
            case 3: return pick() == pick() + value() / 4
            case 4: return (pick() >= pick() + value() / 2) | .strong
            default:
                let strength = [Strength.weak, .medium, .strong].randomElement(using: &random)!
                return (pick() == value()) | strength
            }
        }
    }

    private struct Outcome: Equatable {
        var accepted: [Bool] = []
        var values: [Double] = []
        var basic: [Bool] = []
    }

    private static func solve(seed: UInt64, shortcut: Bool, batch: Bool) -> (Outcome, skipped: Int) {
        let x = (0..<6).map { Variable("x\($0)") }
        let solver = Solver()
        solver.engine.skipsPhaseOneWhereItsFirstPivotSolves = shortcut
        var outcome = Outcome()
        let constraints = system(seed: seed, variables: x)
        if batch {
            for chunk in stride(from: 0, to: constraints.count, by: 6) {
                let part = Array(constraints[chunk..<min(chunk + 6, constraints.count)])
                outcome.accepted.append((try? solver.addConstraints(part)) != nil)
            }
        } else {
            for constraint in constraints { outcome.accepted.append((try? solver.addConstraint(constraint)) != nil) }
        }
        solver.updateVariables()
        outcome.values = x.map { ($0.value * 1e6).rounded() / 1e6 }
        // The basis by what each symbol stands for: phase one's artificial symbols take
        // ids the shortcut never makes, so the ids of later symbols differ.
        let engine = solver.engine
        func isBasic(_ symbol: Int32) -> Bool { symbol >= 0 && engine.symbols.isBasic[Int(symbol)] }
        outcome.basic = x.map { isBasic($0.symbol) }
        for constraint in constraints {
            guard let tag = engine.tags.tag(of: constraint) else { continue }
            outcome.basic += [isBasic(tag.marker), isBasic(tag.other)]
        }
        #expect(solver._checkInvariants().isEmpty)
        return (outcome, solver.engine.phaseOneSkippedCount)
    }

    @Test(arguments: [false, true])
    func theShortcutEndsWherePhaseOneEnds(batch: Bool) {
        var skipped = 0
        for seed in 1...60 as ClosedRange<UInt64> {
            let (shortened, count) = Self.solve(seed: seed, shortcut: true, batch: batch)
            let (full, none) = Self.solve(seed: seed, shortcut: false, batch: batch)
            #expect(none == 0)
            #expect(shortened == full, "seed \(seed)")
            skipped += count
        }
        #expect(skipped > 20)
    }

    /// The row of `a + b == 10` (both variables basic, held at 4 and 5 by a strong and
    /// a medium pull) keeps no variable: its constant 1 goes to the newest error with a
    /// negative coefficient when nothing limits it sooner.
    @Test func aClosingEquationTakesTheNewestErrorWithoutPhaseOne() throws {
        let solver = Solver()
        let a = Variable("a"), b = Variable("b")
        try solver.addConstraint((a == 4) | .strong)
        try solver.addConstraint((b == 5) | .medium)
        let before = solver.engine.phaseOneSkippedCount
        try solver.addConstraint(a + b == 10)
        #expect(solver.engine.phaseOneSkippedCount == before + 1)
        solver.updateVariables()
        // The medium pull gives way, the strong one holds.
        #expect(abs(a.value - 4) < 1e-12)
        #expect(abs(b.value - 6) < 1e-12)
        #expect(solver._checkInvariants().isEmpty)
    }
}
