@testable import Cassowary
import Testing

// The value check reads constraints at the solution in the order of their markers
// (`MarkerOrder`), and its full read finds the live constraints through the symbols
// that name an owner: a removal clears its constraint's. These tests show each way into
// the check reaches every kind of constraint (required and optional, equation and
// inequality, through its marker and through its second error) and no removed one.

@Suite("Value check: which constraints it reads")
struct ValueCheckReachTests {
    /// One variable per constraint, so that moving its value breaks that constraint alone.
    private struct System {
        let solver = Solver()
        let variables = (0..<6).map { Variable("v\($0)") }
        let constraints: [Constraint]

        init() throws {
            let v = variables
            constraints = [
                Constraint(v[0] - 10, .equal),                                   // dummy marker
                Constraint(v[1] - 5, .greaterThanOrEqual),                       // slack
                Constraint(v[2] - 20, .equal, strength: .strong),                // two errors
                Constraint(v[3] - 30, .lessThanOrEqual, strength: .weak),        // slack and error
                Constraint(v[4] - 3, .equal),
                Constraint(v[5] - 7, .equal),
            ]
            for constraint in constraints { try solver.addConstraint(constraint) }
            solver.updateVariables()
        }

        /// Whether the check finds every constraint holding once `variable`'s value is
        /// moved by 1, in a copy of the engine (the solver keeps its own values).
        func holds(moving variable: Int, full: Bool, changed: [Int32] = [], queued: [Int32] = []) -> Bool {
            let engine = Engine(copying: solver.engine)
            let symbol = Int(variables[variable].symbol)
            engine.symbols.values[symbol] += 1
            engine.valuesNeedFullCheck = full
            engine.valueCheckSymbols = queued
            return engine.changedValuesAgreeWithConstraints(changed)
        }
    }

    @Test func theFullReadReachesEveryKindOfConstraint() throws {
        let system = try System()
        for index in system.variables.indices {
            #expect(!system.holds(moving: index, full: true), "the constraint on v\(index) was not read")
        }
    }

    @Test func aChangedVariableLeadsToItsConstraints() throws {
        let system = try System()
        for index in system.variables.indices {
            let symbol = system.variables[index].symbol
            #expect(!system.holds(moving: index, full: false, changed: [symbol]))
            #expect(system.holds(moving: index, full: false, changed: []), "nothing listed, nothing read")
        }
    }

    @Test func aQueuedMarkerOrSecondErrorLeadsToItsConstraint() throws {
        let system = try System()
        let engine = system.solver.engine
        for (index, constraint) in system.constraints.enumerated() {
            let tag = try #require(engine.tags.tag(of: constraint))
            for symbol in [tag.marker, tag.other] where symbol >= 0 {
                #expect(!system.holds(moving: index, full: false, queued: [symbol]),
                        "the constraint on v\(index) was not read through symbol \(symbol)")
            }
        }
    }

    @Test func aRemovedConstraintIsNotRead() throws {
        let system = try System()
        let v = system.variables
        // Holds only through its errors while it is there (v4 - v5 is -4, not 1).
        let removed = Constraint(v[4] - v[5] - 1, .equal, strength: .weak)
        try system.solver.addConstraint(removed)
        system.solver.updateVariables()
        let tag = try #require(system.solver.engine.tags.tag(of: removed))
        try system.solver.removeConstraint(removed)
        system.solver.updateVariables()
        #expect(system.solver.engine.symbols.owners[Int(tag.marker)] == nil)
        #expect(system.solver.engine.symbols.owners[Int(tag.other)] == nil)
        let engine = Engine(copying: system.solver.engine)
        engine.valuesNeedFullCheck = true
        let fullRead = engine.changedValuesAgreeWithConstraints([])
        #expect(fullRead)
        engine.valueCheckSymbols = [tag.marker, tag.other]
        let queuedRead = engine.changedValuesAgreeWithConstraints([])
        #expect(queuedRead)
    }
}

@Suite("Value check: markers in order")
struct MarkerOrderTests {
    @Test(arguments: [0, 1, 5, 40, 300, 2_000])
    func markersComeOutSortedAndTheBitmapZero(count: Int) {
        var random = SystemRandomNumberGenerator()
        let symbolCount = 5_000
        var markers = Array(Set((0..<count).map { _ in Int32.random(in: 0..<Int32(symbolCount), using: &random) }))
        let expected = markers.sorted()
        var bits: [UInt64] = []
        MarkerOrder.sort(&markers, below: symbolCount, bits: &bits)
        #expect(markers == expected)
        #expect(bits.allSatisfy { $0 == 0 })
    }

    @Test func bothWaysAgree() {
        // 30 markers among 100,000 symbols are sorted; among 1,000, they go through the bitmap.
        for symbolCount in [100_000, 1_000] {
            var markers: [Int32] = (0..<30).map { Int32(($0 * 7_919) % 997) }
            var bits: [UInt64] = []
            MarkerOrder.sort(&markers, below: symbolCount, bits: &bits)
            #expect(markers == (0..<30).map { Int32(($0 * 7_919) % 997) }.sorted())
            #expect(bits.count == (symbolCount > 1_000 ? 0 : 16))
        }
    }
}
