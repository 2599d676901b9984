@testable import Cassowary
import Testing

// The drift check reads only the rows, objective coefficients and constraints a call
// rewrote or moved (`Engine+DriftCheck.swift`). These tests break the tableau by hand
// to show each part finds what it is for, and check that the two probe points stay
// points of the constraints through adds, removals, edits and refused changes.

@Suite("Drift check")
struct DriftCheckTests {
    /// A row of views, each at least 10 wide and wanting 40, in a window of edited width.
    private func chain(_ solver: Solver, views: Int) throws -> (window: Variable, lefts: [Variable]) {
        let window = Variable("window")
        let lefts = (0...views).map { Variable("left\($0)") }
        try solver.addConstraint(Constraint(Expression(lefts[0]), .equal))
        for index in 0..<views {
            let width = lefts[index + 1] - lefts[index]
            try solver.addConstraint(Constraint(width - 10, .greaterThanOrEqual))
            try solver.addConstraint(Constraint(width - 40, .equal, strength: .weak))
        }
        try solver.addConstraint(Constraint(lefts[views] - window, .equal))
        try solver.addEditVariable(window, strength: .strong)
        try solver.suggestValue(window, 400)
        solver.updateVariables()
        return (window, lefts)
    }

    /// Every basic row, read at both probe points (as if all had been rewritten).
    private func everyRowHoldsAtTheProbes(_ solver: Solver) -> Bool {
        let engine = Engine(copying: solver.engine)
        for symbol in 0..<engine.symbolCount where engine.symbols.isBasic[symbol] { engine.markReshaped(Int32(symbol)) }
        return engine.reshapedRowsAgreeWithConstraints()
    }

    @Test func aDriftedRowThatWasRewrittenIsRebuilt() throws {
        let solver = Solver()
        let (window, lefts) = try chain(solver, views: 8)
        let serial = solver.engine.serial
        // Break a restricted row's coefficient as rounding would, where a pivot wrote it.
        let broken = try #require((0..<solver.engine.symbolCount).first {
            solver.engine.symbols.isBasic[$0] && solver.engine.symbols.kind[$0] != .external
                && !solver.engine.symbols.rows[$0].cells.isEmpty
        })
        solver.engine.symbols.rows[broken].cells[0].coefficient += 1e-3
        #expect(!everyRowHoldsAtTheProbes(solver))
        solver.engine.markReshaped(Int32(broken))
        solver.engine.rowsReshaped = true
        solver.updateVariables()
        #expect(solver.engine.serial != serial, "the tableau was rebuilt")
        #expect(everyRowHoldsAtTheProbes(solver))
        try solver.suggestValue(window, 240)
        solver.updateVariables()
        #expect(abs(lefts.last!.value - 240) < 1e-9)
    }

    @Test func aRowNoCallRewroteIsNotRead() throws {
        let solver = Solver()
        _ = try chain(solver, views: 4)
        let serial = solver.engine.serial
        let broken = try #require((0..<solver.engine.symbolCount).first {
            solver.engine.symbols.isBasic[$0] && !solver.engine.symbols.rows[$0].cells.isEmpty
        })
        solver.engine.symbols.rows[broken].cells[0].coefficient += 1e-3
        solver.engine.rowsReshaped = true
        solver.updateVariables()
        #expect(solver.engine.serial == serial, "the check reads only what was rewritten")
    }

    @Test func aDriftedObjectiveCoefficientIsSummedAfresh() throws {
        let solver = Solver()
        _ = try chain(solver, views: 6)
        let engine = solver.engine
        let (level, symbol) = try #require(engine.objective.indices.lazy.flatMap { level in
            (0..<engine.symbolCount).lazy.filter { engine.objective[level][$0] != 0 }.map { (level, $0) }
        }.first)
        let kept = engine.objective[level][symbol]
        solver.engine.objective[level][symbol] = kept + 1e-3
        solver.engine.markObjectiveTouched(Int32(symbol))
        let found = solver.engine.touchedObjectiveAgreesWithErrors()
        #expect(!found)
        solver.engine.rowsReshaped = true
        solver.updateVariables()
        #expect(abs(solver.engine.objective[level][symbol] - kept) < 1e-12)
        solver.engine.markObjectiveTouched(Int32(symbol))
        let agrees = solver.engine.touchedObjectiveAgreesWithErrors()
        #expect(agrees)
    }

    /// Puts a basic slack's row off by 10⁻³ in its constant, as rounding times a shift
    /// would leave it.
    private func breakASlackRow(_ solver: Solver) throws {
        let broken = try #require((0..<solver.engine.symbolCount).first {
            solver.engine.symbols.isBasic[$0] && solver.engine.symbols.kind[$0] == .slack
        })
        solver.engine.symbols.rows[broken].constant += 1e-3
    }

    /// A constant change that pivots nowhere runs no check. Once such changes add up to
    /// a tenth of their constants (here 400 to 480), where rounding could show, and rows
    /// were written since every constraint was last read, the call reads every
    /// constraint itself.
    @Test func aLargeShiftAfterRowsWereWrittenIsReadInItsOwnCall() throws {
        let solver = Solver()
        let (window, _) = try chain(solver, views: 4)
        solver.updateVariables()
        #expect(solver.engine.rowsWrittenSinceFullRead)
        let serial = solver.engine.serial
        try breakASlackRow(solver)
        try solver.suggestValue(window, 480)
        solver.updateVariables()
        #expect(solver.engine.serial != serial, "the tableau was rebuilt")
    }

    /// Rows that passed a full read are not read again for shifts of that size: the
    /// next check reads every constraint instead, whatever that call touches (here a
    /// constraint on a new variable), as the full check did.
    @Test func valuesMovedFarByConstantChangesAloneAreReadAtTheNextCheck() throws {
        let solver = Solver()
        let (window, _) = try chain(solver, views: 4)
        try solver.suggestValue(window, 480)
        solver.updateVariables()
        #expect(!solver.engine.rowsWrittenSinceFullRead)
        try solver.suggestValue(window, 400)
        solver.updateVariables()
        #expect(solver.engine.valuesNeedFullCheck)
        let serial = solver.engine.serial
        try breakASlackRow(solver)
        try solver.addConstraint(Constraint(Expression(Variable("unrelated")) - 5, .equal))
        solver.updateVariables()
        #expect(solver.engine.serial != serial, "the tableau was rebuilt")
    }

    /// The probe points follow adds, removals, edits, constant changes and a refused
    /// constant change, so every row holds at them after each call.
    @Test func probesStayPointsOfTheConstraints() throws {
        let solver = Solver()
        let (window, lefts) = try chain(solver, views: 10)
        #expect(everyRowHoldsAtTheProbes(solver))
        for width in stride(from: 50.0, through: 600, by: 37) {
            try solver.suggestValue(window, width)
            solver.updateVariables()
            #expect(everyRowHoldsAtTheProbes(solver))
        }
        let pin = Constraint(lefts[3] - 55, .equal)
        try solver.addConstraint(pin)
        try solver.updateConstant(pin, to: -80)
        solver.updateVariables()
        #expect(everyRowHoldsAtTheProbes(solver))
        // Views before left 3 cannot fit in 20: refused, and everything is put back.
        #expect(throws: SolverError.self) { try solver.updateConstant(pin, to: -20) }
        #expect(everyRowHoldsAtTheProbes(solver))
        try solver.removeConstraint(pin)
        try solver.removeEditVariable(window)
        solver.updateVariables()
        #expect(everyRowHoldsAtTheProbes(solver))
        #expect(abs(lefts[10].value - 400) < 1e-9)
    }
}

@Suite("Drift check: terms the tableau leaves out")
struct DriftCheckZeroTermTests {
    /// A term whose coefficient is below the noise threshold never enters the tableau, so
    /// its variable may be bound to no solver; reading its constraint at the solution
    /// must not touch it.
    @Test func aNoiseTermOnAnUnusedVariableIsNotRead() throws {
        let solver = Solver()
        let x = Variable("x"), unused = Variable("unused")
        try solver.addConstraint(Constraint(x - 10, .greaterThanOrEqual))
        try solver.addConstraint(Constraint(x - 5, .equal, strength: .weak))
        try solver.addConstraint(Constraint(x + 1e-10 * unused - 20, .lessThanOrEqual))
        solver.updateVariables()
        try solver.addConstraint(Constraint(x - 15, .equal, strength: .strong))
        solver.updateVariables()
        #expect(abs(x.value - 15) < 1e-9)
    }
}
