import Testing
@testable import Cassowary

/// Packing the variable rows for the resize sweep (`SweepPacking.swift`): every variable
/// row once, after every variable row it reads, with its constant and its cells but the
/// dummies; the buffers grow past the hints they start from.
@Suite struct SweepPackingTests {
    /// A made-up tableau: each symbol's kind, whether it is basic, and its row.
    private struct Tableau {
        var kind: [SymbolKind] = []
        var isBasic: [Bool] = []
        var rows: [Row] = []

        mutating func add(_ kind: SymbolKind, basic: Bool = false, row: Row = Row()) -> Int32 {
            self.kind.append(kind)
            isBasic.append(basic)
            rows.append(row)
            return Int32(self.kind.count - 1)
        }

        func pack(rowCount: Int) -> Sweep {
            var stamps = [UInt32](repeating: 0, count: kind.count)
            return rows.withUnsafeBufferPointer { rows in
                kind.withUnsafeBufferPointer { kind in
                    isBasic.withUnsafeBufferPointer { isBasic in
                        stamps.withUnsafeMutableBufferPointer { stamps in
                            Sweep.pack(rows: rows, kind: kind, isBasic: isBasic, visitStamp: stamps, visit: 1,
                                       symbolCount: self.kind.count, rowCount: rowCount)
                        }
                    }
                }
            }
        }

        var variableRows: [Int32] {
            kind.indices.filter { kind[$0] == .external && isBasic[$0] }.map { Int32($0) }
        }
    }

    /// Checks the packing of `tableau` against its rows.
    private func check(_ tableau: Tableau, _ sweep: Sweep) {
        let order = Array(sweep.order)
        #expect(order.sorted() == tableau.variableRows)
        for (index, symbol) in order.enumerated() {
            let s = Int(symbol)
            #expect(sweep.position[s] == Int32(index))
            #expect(sweep.constants[index] == tableau.rows[s].constant)
            let expected = tableau.rows[s].cells.filter { tableau.kind[Int($0.symbol)] != .dummy }
            let packed = Array(sweep.cells[Int(sweep.start[index])..<Int(sweep.start[index + 1])])
            #expect(packed.map(\.symbol) == expected.map(\.symbol))
            #expect(packed.map(\.coefficient) == expected.map(\.coefficient))
            // Every variable row it reads comes first.
            for cell in expected where tableau.kind[Int(cell.symbol)] == .external && tableau.isBasic[Int(cell.symbol)] {
                #expect(sweep.position[Int(cell.symbol)] < Int32(index))
            }
        }
        for symbol in tableau.kind.indices where !tableau.variableRows.contains(Int32(symbol)) {
            #expect(sweep.position[symbol] == -1)
        }
        #expect(Int(sweep.start[order.count]) == sweep.cells.count)
    }

    /// A chain of 300 variable rows, each reading the next: the first (the lowest
    /// symbol, where the packing starts) reaches all the others, 300 deep. Each row also
    /// holds a dummy, a slack and a non-basic variable, and every tenth a long tail of
    /// slacks (more cells than four a row).
    @Test func aDeepChainIsPackedDependenciesFirst() {
        var tableau = Tableau()
        let chain = (0..<300).map { _ in tableau.add(.external, basic: true) }
        let free = tableau.add(.external)
        let dummy = tableau.add(.dummy)
        let slacks = (0..<40).map { _ in tableau.add(.slack) }
        for (index, symbol) in chain.enumerated() {
            var cells = [Cell(symbol: dummy, coefficient: 1), Cell(symbol: slacks[index % 40], coefficient: -2),
                         Cell(symbol: free, coefficient: Double(index) + 0.5)]
            if index + 1 < chain.count { cells.insert(Cell(symbol: chain[index + 1], coefficient: 1), at: 1) }
            if index % 10 == 0 {
                cells += slacks.filter { $0 != slacks[index % 40] }.map { Cell(symbol: $0, coefficient: 0.25) }
            }
            tableau.rows[Int(symbol)] = Row(constant: Double(index), cells: cells)
        }
        let sweep = tableau.pack(rowCount: 300)
        check(tableau, sweep)
        #expect(Array(sweep.order) == chain.reversed())
        // From a hint far too small, the buffers grow to the same packing.
        let grown = tableau.pack(rowCount: 1)
        #expect(Array(grown.order) == Array(sweep.order))
        #expect(Array(grown.cells).map(\.symbol) == Array(sweep.cells).map(\.symbol))
        #expect(Array(grown.start) == Array(sweep.start))
    }

    /// A tree of variable rows (each child reads its parent) with rows that read no
    /// variable, a basic slack's row (not a variable row) and an empty tableau.
    @Test func aTreeAndEmptyTableausArePacked() {
        var tableau = Tableau()
        let slack = tableau.add(.slack)
        let root = tableau.add(.external, basic: true, row: Row(constant: 10, cells: [Cell(symbol: slack, coefficient: 1)]))
        var level = [root]
        for depth in 0..<5 {
            var children: [Int32] = []
            for parent in level {
                for child in 0..<3 {
                    let row = Row(constant: Double(depth * 3 + child), cells: [Cell(symbol: parent, coefficient: 1)])
                    children.append(tableau.add(.external, basic: true, row: row))
                }
            }
            level = children
        }
        _ = tableau.add(.slack, basic: true, row: Row(constant: 1, cells: [Cell(symbol: root, coefficient: 1)]))
        _ = tableau.add(.external, basic: true, row: Row(constant: 4))
        check(tableau, tableau.pack(rowCount: tableau.variableRows.count))

        let empty = Tableau()
        let sweep = empty.pack(rowCount: 0)
        #expect(sweep.order.isEmpty)
        #expect(Array(sweep.start) == [0])
        #expect(sweep.cells.isEmpty)
    }
}
