/// Where each symbol sits in a long row, for the searches of a removal.
///
/// Removing a constraint from a row of views looks its marker (or, for a preferred
/// size, the marker's partner error) up in the long equation that spans the views:
/// thousands of cells, read once per removal, which made the removal of every tenth
/// constraint quadratic. A table per row, indexed by symbol, holds each cell's position
/// as of the last time the row was read. A position is used only after checking that the
/// row's cell there still holds the symbol, so the table needs no upkeep when cells move
/// or go (a pivot's swap-remove, a merge's compaction): a stale or missing entry sends
/// the lookup to a new read of the row, which rewrites the table. Entries left from
/// other rows fail the same check. Two rows are kept (a row of views has a long
/// restricted row and a long variable row), the least recently used one replaced.
struct RowPositions {
    private struct Table {
        var basic: Int32 = -1
        var positions: [Int32] = []
    }

    private var tables = [Table(), Table()]
    private var lastUsed = 0
    /// How many times a row was read into a table (for tests).
    private(set) var readCount = 0

    /// Index of `symbol`'s cell among `cells` (the cells of `basic`'s row), or nil.
    mutating func position(of symbol: Int32, in cells: UnsafeBufferPointer<Cell>, rowOf basic: Int32,
                           symbolCount: Int) -> Int? {
        var slot = tables[0].basic == basic ? 0 : (tables[1].basic == basic ? 1 : -1)
        if slot >= 0, let found = RowPositions.checked(tables[slot].positions, symbol, cells) { lastUsed = slot; return found }
        if slot < 0 { slot = 1 - lastUsed }
        lastUsed = slot
        readCount += 1
        tables[slot].basic = basic
        if tables[slot].positions.count < symbolCount {
            tables[slot].positions.append(contentsOf: Array(repeating: -1, count: symbolCount - tables[slot].positions.count))
        }
        tables[slot].positions.withUnsafeMutableBufferPointer { positions in
            for index in cells.indices { positions[Int(cells[index].symbol)] = Int32(index) }
        }
        return RowPositions.checked(tables[slot].positions, symbol, cells)
    }

    /// The table's position of `symbol` if the cell there holds it.
    @inline(__always)
    private static func checked(_ positions: [Int32], _ symbol: Int32, _ cells: UnsafeBufferPointer<Cell>) -> Int? {
        let s = Int(symbol)
        guard s < positions.count else { return nil }
        let position = Int(positions[s])
        return position >= 0 && position < cells.count && cells[position].symbol == symbol ? position : nil
    }

    /// Forgets every row (the symbols' numbers are about to be reused).
    mutating func reset() {
        tables = [Table(), Table()]
    }
}
