import Testing
@testable import Cassowary

/// Finding a symbol's cell in a row: four cells a step (`Row.position(of:in:)`), or
/// through a table of positions that is checked at every use and read again when its
/// entry is stale (`RowPositions`, the removals' search of a long row). Every way finds
/// the one cell that holds the symbol.
@Suite struct RowSearchTests {
    /// Rows of 0 to 70 cells holding distinct symbols in a scrambled order.
    private func rows() -> [[Cell]] {
        (0...70).map { count in
            (0..<count).map { Cell(symbol: Int32((($0 &* 37) &+ 11) % 97), coefficient: Double($0) + 1) }
        }
    }

    @Test func eachCellIsFoundAndAnAbsentSymbolNowhere() {
        for cells in rows() {
            var table = RowPositions()
            cells.withUnsafeBufferPointer { buffer in
                for (index, cell) in cells.enumerated() {
                    #expect(Row.position(of: cell.symbol, in: buffer) == index)
                    #expect(table.position(of: cell.symbol, in: buffer, rowOf: 7, symbolCount: 97) == index)
                }
                // One read of the row served every lookup.
                #expect(table.readCount == (cells.isEmpty ? 0 : 1))
                #expect(Row.position(of: 500, in: buffer) == nil)
                #expect(table.position(of: 96, in: buffer, rowOf: 7, symbolCount: 97) == Row.position(of: 96, in: buffer))
            }
        }
    }

    /// Cells swapped out from the end and appended, as pivots and merges do: every lookup
    /// still finds the cell where it is now, reading the row again only when needed; and
    /// two rows looked up in turn keep a table each.
    @Test func staleEntriesAreReadAgainAndTwoRowsKeepTheirTables() {
        var first = (0..<64).map { Cell(symbol: Int32($0), coefficient: 1) }
        let second = (0..<64).map { Cell(symbol: Int32(127 - $0), coefficient: 1) }
        var table = RowPositions()
        func lookUpAll() {
            for (basic, cells) in [(Int32(1), first), (Int32(2), second)] {
                cells.withUnsafeBufferPointer { buffer in
                    for (index, cell) in cells.enumerated() {
                        #expect(table.position(of: cell.symbol, in: buffer, rowOf: basic, symbolCount: 200) == index)
                    }
                }
            }
        }
        lookUpAll()
        #expect(table.readCount == 2)
        lookUpAll()
        #expect(table.readCount == 2)
        // Cell 10 goes (the last takes its place), a new symbol comes at the end.
        first.swapAt(10, first.count - 1)
        first.removeLast()
        first.append(Cell(symbol: 150, coefficient: 2))
        lookUpAll()
        #expect(table.readCount == 3)
        first.withUnsafeBufferPointer { buffer in
            #expect(table.position(of: 10, in: buffer, rowOf: 1, symbolCount: 200) == nil)
        }
    }
}
