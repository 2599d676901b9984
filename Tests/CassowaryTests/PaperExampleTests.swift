import Cassowary
import Testing

/// The midpoint example of Badros, Borning and Stuckey's Cassowary paper: a line
/// segment from `xl` to `xr` with midpoint `xm`, inside `[0, 100]`, at least 10 long.
/// Stays are weak equalities at distinct levels so that every answer is unique.
@Suite struct PaperExampleTests {
    let xl = Variable("xl")
    let xm = Variable("xm")
    let xr = Variable("xr")

    func makeSolver() throws -> Solver {
        let solver = Solver()
        try solver.addConstraint(xm == (xl + xr) / 2)
        try solver.addConstraint(xl + 10 <= xr)
        try solver.addConstraint(xr <= 100)
        try solver.addConstraint(xl >= 0)
        return solver
    }

    func addStays(_ solver: Solver) throws {
        try solver.addConstraint((xl == 90) | Strength(300))
        try solver.addConstraint((xr == 100) | .weak)
    }

    @Test func staysHoldWhenNothingIsEdited() throws {
        let solver = try makeSolver()
        try addStays(solver)
        solver.updateVariables()
        expectValue(xl, 90)
        expectValue(xm, 95)
        expectValue(xr, 100)
    }

    @Test func editingTheMidpointMovesTheEnds() throws {
        let solver = try makeSolver()
        try addStays(solver)
        try solver.addEditVariable(xm, strength: .strong)

        try solver.suggestValue(xm, 50)
        solver.updateVariables()
        // xl + xr = 100 and xl <= xr - 10, so xl <= 45; the stronger stay pulls xl up to 45.
        expectValue(xm, 50)
        expectValue(xl, 45)
        expectValue(xr, 55)

        try solver.suggestValue(xm, 20)
        solver.updateVariables()
        expectValue(xm, 20)
        expectValue(xl, 15)
        expectValue(xr, 25)
    }

    @Test func midpointCannotLeaveTheFeasibleRange() throws {
        let solver = try makeSolver()
        try addStays(solver)
        try solver.addEditVariable(xm, strength: .strong)

        // Lowest reachable midpoint: xl = 0, xr = 10.
        try solver.suggestValue(xm, 2)
        solver.updateVariables()
        expectValue(xm, 5)
        expectValue(xl, 0)
        expectValue(xr, 10)

        // Highest reachable midpoint: xl = 90, xr = 100.
        try solver.suggestValue(xm, 99)
        solver.updateVariables()
        expectValue(xm, 95)
        expectValue(xl, 90)
        expectValue(xr, 100)

        // And back inside.
        try solver.suggestValue(xm, 60)
        solver.updateVariables()
        expectValue(xm, 60)
        // xl + xr = 120 and xl <= 55; the stay wants 90, so 55.
        expectValue(xl, 55)
        expectValue(xr, 65)
    }

    @Test func draggingBothEnds() throws {
        let solver = try makeSolver()
        try addStays(solver)
        try solver.addEditVariable(xl, strength: .strong)
        try solver.addEditVariable(xr, strength: .strong)

        try solver.suggestValue(xl, 30)
        try solver.suggestValue(xr, 60)
        solver.updateVariables()
        expectValue(xl, 30)
        expectValue(xm, 45)
        expectValue(xr, 60)

        // The ends cross: the strong errors tie along xr = xl + 10 with xl in [30, 50];
        // the stay on xl (level 300) picks xl = 50.
        try solver.suggestValue(xl, 50)
        try solver.suggestValue(xr, 40)
        solver.updateVariables()
        expectValue(xl, 50)
        expectValue(xr, 60)
        expectValue(xm, 55)
    }

    @Test func removingTheEditReturnsToTheStays() throws {
        let solver = try makeSolver()
        try addStays(solver)
        try solver.addEditVariable(xm, strength: .strong)
        try solver.suggestValue(xm, 30)
        solver.updateVariables()
        expectValue(xl, 25)
        try solver.removeEditVariable(xm)
        solver.updateVariables()
        expectValue(xl, 90)
        expectValue(xm, 95)
        expectValue(xr, 100)
    }

    @Test func requiredConstraintsAlwaysHold() throws {
        let solver = try makeSolver()
        try addStays(solver)
        try solver.addEditVariable(xm, strength: .strong)
        for value in stride(from: -50.0, through: 150, by: 12.5) {
            try solver.suggestValue(xm, value)
            solver.updateVariables()
            #expect(abs(2 * xm.value - xl.value - xr.value) < 1e-6)
            #expect(xl.value + 10 <= xr.value + 1e-6)
            #expect(xr.value <= 100 + 1e-6)
            #expect(xl.value >= -1e-6)
        }
    }
}
