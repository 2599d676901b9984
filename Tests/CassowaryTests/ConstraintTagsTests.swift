@testable import Cassowary
import Testing

/// A constraint keeps the tag of the solver holding it in fields of its own
/// (`ConstraintTags`); these check the cases where that is not the whole story.
@Suite struct ConstraintTagsTests {
    @Test func aConstraintWithoutVariablesCanSitInTwoSolvers() throws {
        let first = Solver(), second = Solver()
        let constant = Constraint(Expression(-5), .lessThanOrEqual)
        try first.addConstraint(constant)
        try second.addConstraint(constant)
        #expect(first.hasConstraint(constant) && second.hasConstraint(constant))
        #expect(throws: SolverError.self) { try second.addConstraint(constant) }

        try first.removeConstraint(constant)
        #expect(!first.hasConstraint(constant))
        #expect(second.hasConstraint(constant))
        #expect(second.constraints.count == 1 && second.constraints[0] === constant)
        #expect(throws: SolverError.self) { try second.addConstraint(constant) }
        try second.removeConstraint(constant)
        #expect(!second.hasConstraint(constant))
        #expect(throws: SolverError.self) { try second.removeConstraint(constant) }
        // Free again: a third solver holds it through its fields.
        let third = Solver()
        try third.addConstraint(constant)
        #expect(constant.holderSerial == third.engine.serial)
    }

    @Test func aSolverGoingAwayLetsItsConstraintsGo() throws {
        let x = Variable("x")
        let width = x == 10
        do {
            let solver = Solver()
            try solver.addConstraint(width)
            #expect(width.holderSerial == solver.engine.serial)
        }
        #expect(width.holderSerial == 0)
        let next = Solver()
        try next.addConstraint(width)
        next.updateVariables()
        #expect(x.value == 10)
        #expect(next.hasConstraint(width))
    }

    @Test func explainingAConflictLeavesTheConstraintOut() throws {
        let x = Variable("x")
        let solver = Solver()
        let lower = x >= 10
        try solver.addConstraint(lower)
        let upper = x <= 5
        #expect(throws: SolverError.self) { try solver.addConstraint(upper) }
        #expect(solver.conflictingConstraints(for: upper).count == 1)
        // One that would fit: the explanation's trial adds it to a copy.
        let fits = x <= 50
        #expect(solver.conflictingConstraints(for: fits).isEmpty)
        for constraint in [upper, fits] {
            #expect(!solver.hasConstraint(constraint))
            #expect(constraint.holderSerial == 0)
        }
        try solver.addConstraint(fits)
        #expect(solver.constraints.count == 2)
    }

    @Test func aRebuiltTableauKeepsTheOrderAndTheConstraints() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        let shared = Constraint(Expression(-1), .lessThanOrEqual)
        let elsewhere = Solver()
        try elsewhere.addConstraint(shared)
        let added = [x >= 0, (y == 2 * x).withStrength(.weak), shared, x == 3, (y <= 100).withStrength(.strong)]
        for constraint in added { try solver.addConstraint(constraint) }
        let rebuilt = solver.engine.rebuilt()
        let fresh = try #require(rebuilt)
        solver.engine = fresh
        #expect(solver.constraints.map(ObjectIdentifier.init) == added.map(ObjectIdentifier.init))
        for (order, constraint) in added.enumerated() {
            #expect(solver.addedOrder(of: constraint) == order)
        }
        #expect(shared.holderSerial == elsewhere.engine.serial)
        #expect(added.filter { $0 !== shared }.allSatisfy { $0.holderSerial == fresh.serial })
        solver.updateVariables()
        #expect(x.value == 3 && y.value == 6)
        try solver.removeConstraint(added[1])
        #expect(solver.constraints.count == 4)
        #expect(elsewhere.hasConstraint(shared))
    }

    @Test func aRebuildThatFailsGivesTheConstraintsBack() throws {
        let x = Variable("x")
        let solver = Solver()
        let lower = x >= 10, preferred = (x == 12).withStrength(.medium)
        try solver.addConstraint(lower)
        try solver.addConstraint(preferred)
        let conflicting = x <= 5
        #expect(solver.engine.rebuilt(including: conflicting) == nil)
        #expect(conflicting.holderSerial == 0)
        for (order, constraint) in [lower, preferred].enumerated() {
            #expect(constraint.holderSerial == solver.engine.serial)
            #expect(solver.addedOrder(of: constraint) == order)
        }
        try solver.removeConstraint(preferred)
        try solver.addConstraint(x <= 20)
        solver.updateVariables()
        #expect(x.value >= 10 && x.value <= 20)
    }
}
