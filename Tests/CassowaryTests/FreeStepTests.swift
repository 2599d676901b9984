import Testing
@testable import Cassowary
import Fuzzing

/// The dual simplex's free steps (`Engine+FreeSteps.swift`): a row of views that share a
/// shrink gives way through short rows, with the same result as one dual pivot per view.
@Suite struct FreeStepTests {
    /// A row of `count` views between two edges: `l0 == 8`, each view after the last
    /// plus 8, widths at least `minimums[i]` and preferably `preferred[i]` at
    /// `priorities[i]`, the last view 8 before the edit variable `W` (strong).
    private struct Row {
        let solver = Solver()
        let width = Variable("W")
        let lefts: [Variable]
        let widths: [Variable]

        init(count: Int, minimums: [Double], preferred: [Double], priorities: [Double], freeSteps: Bool,
             indexedRowLength: Int = 128) throws {
            lefts = (0..<count).map { Variable("l\($0)") }
            widths = (0..<count).map { Variable("w\($0)") }
            solver.engine.takesFreeSteps = freeSteps
            solver.engine.indexedRowLength = indexedRowLength
            try solver.addEditVariable(width, strength: .strong)
            try solver.suggestValue(width, preferred.reduce(8, +) + 8 * Double(count))
            for i in 0..<count {
                if i == 0 {
                    try solver.addConstraint(lefts[0] == 8)
                } else {
                    try solver.addConstraint(lefts[i] == lefts[i - 1] + widths[i - 1] + 8)
                }
                try solver.addConstraint(widths[i] >= minimums[i])
                try solver.addConstraint((widths[i] == preferred[i]) | Strength(priorities[i]))
            }
            try solver.addConstraint(lefts[count - 1] + widths[count - 1] + 8 == width)
        }

        func resize(to value: Double) throws -> [Double] {
            try solver.suggestValue(width, value)
            solver.updateVariables()
            return widths.map(\.value)
        }
    }

    private static func uniform(_ count: Int, freeSteps: Bool) throws -> Row {
        try Row(count: count, minimums: Array(repeating: 10, count: count),
                preferred: Array(repeating: 100, count: count),
                priorities: Array(repeating: 500, count: count), freeSteps: freeSteps)
    }

    @Test func aSharedShrinkTakesFreeStepsAndGivesWayFromTheEnd() throws {
        let row = try Self.uniform(20, freeSteps: true)
        // 2,168 wide: 542 less takes six views to their minimum (540) and 2 off a seventh.
        let widths = try row.resize(to: 2_168 * 0.75)
        #expect(row.solver.engine.freeStepCount >= 4)
        let shrunk = widths.filter { $0 < 100 - 1e-9 }
        #expect(shrunk.count == 7)
        #expect(widths.filter { abs($0 - 10) < 1e-9 }.count == 6)
        #expect(abs(widths.reduce(0, +) - (2_000 - 542)) < 1e-6)
        #expect(widths.suffix(6).allSatisfy { abs($0 - 10) < 1e-9 })
        #expect(abs(widths[13] - 98) < 1e-9)
        #expect(widths.allSatisfy { $0 >= 10 - 1e-9 })
    }

    @Test func freeStepsGiveTheSameWidthsAsOneDualPivotPerView() throws {
        for count in [2, 3, 20, 150] {
            let fast = try Self.uniform(count, freeSteps: true)
            let plain = try Self.uniform(count, freeSteps: false)
            let base = 108 * Double(count) + 8
            for factor in [0.75, 1.25, 0.9, 0.2, 1.1, 0.5, 1.0, 0.3] {
                let a = try fast.resize(to: base * factor)
                let b = try plain.resize(to: base * factor)
                #expect(zip(a, b).allSatisfy { abs($0 - $1) < 1e-6 }, "\(count) views at ×\(factor)")
            }
            #expect(plain.solver.engine.freeStepCount == 0)
        }
    }

    @Test func mixedMinimumsAndPrioritiesAgreeWithOneDualPivotPerView() throws {
        var random = SplitMix64(state: 0xF5EE)
        for trial in 0..<40 {
            let count = 2 + Int(random.next() % 40)
            let minimums = (0..<count).map { _ in Double(random.next() % 5) * 10 }
            let preferred = minimums.map { $0 + 20 + Double(random.next() % 8) * 10 }
            // Few distinct priorities, so that ties (free steps) and strict orders mix.
            let priorities = (0..<count).map { _ in [250.0, 500, 500, 750][Int(random.next() % 4)] }
            let fast = try Row(count: count, minimums: minimums, preferred: preferred, priorities: priorities, freeSteps: true)
            // Every row indexed, however short: the index's own paths (a pivot on an
            // indexed row, a long row written into one) run at every step.
            let indexed = try Row(count: count, minimums: minimums, preferred: preferred, priorities: priorities,
                                  freeSteps: true, indexedRowLength: 1)
            let plain = try Row(count: count, minimums: minimums, preferred: preferred, priorities: priorities, freeSteps: false)
            let floor = minimums.reduce(0, +) + 8 * Double(count + 1)
            let base = preferred.reduce(0, +) + 8 * Double(count + 1)
            for step in 0..<6 {
                let target = floor + (base * 1.3 - floor) * Double(random.next() % 1_000) / 1_000
                let a = try fast.resize(to: target)
                let b = try plain.resize(to: target)
                let c = try indexed.resize(to: target)
                #expect(zip(a, b).allSatisfy { abs($0 - $1) < 1e-6 }, "trial \(trial), step \(step): \(a) against \(b)")
                #expect(zip(c, b).allSatisfy { abs($0 - $1) < 1e-6 }, "trial \(trial), step \(step), all indexed: \(c) against \(b)")
                let engine = indexed.solver.engine
                #expect(engine.cellIndexes.isEmpty && engine.spareCellTables.allSatisfy { $0.allSatisfy { $0 == -1 } })
                #expect(abs(a.reduce(0, +) + 8 * Double(count + 1) - target) < 1e-6)
            }
        }
    }
}

/// The long-row index the free steps keep: every symbol's position, through appends
/// and removals that move the last cell.
@Suite struct CellIndexTests {
    private func agrees(_ index: CellIndex, _ row: Cassowary.Row, symbols: Int32) -> Bool {
        for symbol in 0..<symbols {
            let position = index.index(of: symbol)
            let actual = row.cells.firstIndex { $0.symbol == symbol }
            if position != actual { return false }
        }
        return true
    }

    @Test func positionsFollowAppendsAndRemovals() {
        var row = Cassowary.Row(constant: 1, cells: [Cell(symbol: 3, coefficient: 1), Cell(symbol: 7, coefficient: -2),
                                                     Cell(symbol: 1, coefficient: 4)])
        var index = CellIndex(basic: 0, row: row, symbolCount: 8)
        #expect(agrees(index, row, symbols: 12))
        index.remove(at: 0, from: &row)  // the last cell (1) moves to the front
        #expect(row.cells.map(\.symbol) == [1, 7])
        #expect(agrees(index, row, symbols: 12))
        index.append(Cell(symbol: 10, coefficient: 5), to: &row)  // past the symbol count it was built for
        #expect(index.index(of: 10) == 2)
        index.remove(at: 2, from: &row)  // the last cell itself
        #expect(agrees(index, row, symbols: 12))
    }

    @Test func randomEditsKeepEveryPosition() {
        var random = SplitMix64(state: 0xCE11)
        var row = Cassowary.Row()
        var index = CellIndex(basic: 0, row: row, symbolCount: 64)
        for _ in 0..<2_000 {
            let symbol = Int32(random.next() % 64)
            if let position = index.index(of: symbol) {
                index.remove(at: position, from: &row)
            } else {
                index.append(Cell(symbol: symbol, coefficient: 1), to: &row)
            }
        }
        #expect(agrees(index, row, symbols: 64))
    }
}

/// Writes into an indexed row give the same row and column index as unindexed writes,
/// including a long row merged into it, which must drop the index (it moves cells).
@Suite struct IndexedSubstitutionTests {
    private func cellsByID(_ row: Cassowary.Row) -> [Int32: Double] {
        Dictionary(uniqueKeysWithValues: row.cells.map { ($0.symbol, $0.coefficient) })
    }

    @Test func shortLongShortWritesMatchUnindexedOnes() throws {
        let solver = Solver()
        let width = Variable("W")
        let lefts = (0..<12).map { Variable("l\($0)") }
        let widths = (0..<12).map { Variable("w\($0)") }
        try solver.addEditVariable(width, strength: .strong)
        try solver.suggestValue(width, 12 * 108 + 8)
        for i in 0..<12 {
            try solver.addConstraint(i == 0 ? lefts[0] == 8 : lefts[i] == lefts[i - 1] + widths[i - 1] + 8)
            try solver.addConstraint(widths[i] >= 10)
            try solver.addConstraint((widths[i] == 100) | .medium)
        }
        try solver.addConstraint(lefts[11] + widths[11] + 8 == width)
        let plain = Engine(copying: solver.engine)
        let indexed = Engine(copying: solver.engine)
        let count = plain.symbolCount
        // A restricted row holding every view's errors: the closing constraint's.
        let basic = try #require((0..<count).first {
            plain.symbols.isBasic[$0] && plain.symbols.kind[$0] != .external && plain.symbols.rows[$0].cells.count >= 12
        })
        let held = plain.symbols.rows[basic].cells.map(\.symbol)
        let others = (0..<Int32(count)).filter { $0 != Int32(basic) && !held.contains($0) }
        let short1 = Cassowary.Row(constant: 1, cells: [Cell(symbol: held[1], coefficient: -1), Cell(symbol: others[0], coefficient: 2)])
        let long = Cassowary.Row(constant: 2, cells: (held[3...8].map { Cell(symbol: $0, coefficient: 0.5) })
                                     + others[1...4].map { Cell(symbol: $0, coefficient: -0.25) })
        let short2 = Cassowary.Row(constant: 3, cells: [Cell(symbol: held[10], coefficient: 1), Cell(symbol: others[5], coefficient: 1)])
        indexed.indexingLongRows = true
        indexed.indexedRowLength = 1
        for engine in [0, 1] {
            func write(_ body: (Engine) -> Void) { body(engine == 0 ? plain : indexed) }
            write { $0.substitute(held[0], with: short1, inRowOf: Int32(basic)) }
            write { $0.substitute(held[2], with: long, inRowOf: Int32(basic)) }
            write { $0.substitute(held[9], with: short2, inRowOf: Int32(basic)) }
        }
        #expect(indexed.cellIndexes.count == 1)  // indexed again after the long write
        #expect(cellsByID(indexed.symbols.rows[basic]) == cellsByID(plain.symbols.rows[basic]))
        #expect(indexed.symbols.rows[basic].constant == plain.symbols.rows[basic].constant)
        for symbol in 0..<count {
            #expect(Set(indexed.symbols.columns[symbol]) == Set(plain.symbols.columns[symbol]), "column of \(symbol)")
        }
        indexed.releaseCellIndexes()
        #expect(indexed.cellIndexes.isEmpty)
        #expect(indexed.spareCellTables.count == 1 && indexed.spareCellTables.allSatisfy { $0.allSatisfy { $0 == -1 } })
    }
}
