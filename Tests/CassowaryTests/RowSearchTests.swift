import Testing
@testable import Cassowary

/// Finding a symbol's cell in a row: four cells a step from the start, or outwards from
/// a hint (the removals' search of a long row, `Engine.position(of:inRowOf:)`). Every
/// way finds the one cell that holds the symbol.
@Suite struct RowSearchTests {
    /// Rows of 0 to 70 cells holding distinct symbols in a scrambled order.
    private func rows() -> [[Cell]] {
        (0...70).map { count in
            (0..<count).map { Cell(symbol: Int32((($0 &* 37) &+ 11) % 97), coefficient: Double($0) + 1) }
        }
    }

    @Test func eachCellIsFoundFromTheStartAndFromAnyHint() {
        for cells in rows() {
            cells.withUnsafeBufferPointer { buffer in
                for (index, cell) in cells.enumerated() {
                    #expect(Row.position(of: cell.symbol, in: buffer) == index)
                    for hint in [-3, 0, index, cells.count / 2, cells.count - 1, cells.count, cells.count + 5] {
                        #expect(Row.position(of: cell.symbol, in: buffer, around: hint) == index,
                                "\(cells.count) cells, hint \(hint)")
                    }
                }
            }
        }
    }

    @Test func anAbsentSymbolIsFoundNowhere() {
        for cells in rows() {
            cells.withUnsafeBufferPointer { buffer in
                #expect(Row.position(of: 500, in: buffer) == nil)
                for hint in [0, cells.count / 2, cells.count] {
                    #expect(Row.position(of: 500, in: buffer, around: hint) == nil)
                }
            }
        }
    }
}
