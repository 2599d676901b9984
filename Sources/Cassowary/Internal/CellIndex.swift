/// Where each symbol's cell sits in one long row, so that a short row can be
/// substituted into it, and a coefficient read from it, without scanning it.
///
/// Rows keep no such index in general: most are short, and every write would have to
/// keep it in step. The dual simplex's free steps (``Engine/raiseByFreeSteps(_:)``)
/// build one for each long row they write into, and release them when they end; the
/// released tables are kept for the next steps, so that building one costs the row's
/// length, not the symbol count.
struct CellIndex {
    /// The basic symbol whose row this indexes.
    let basic: Int32
    /// Per symbol: the index of its cell in the row, or -1.
    private(set) var position: [Int32]

    /// Indexes `row`, in `spare` (a table of -1s from ``release(row:)``, or empty), grown
    /// to `symbolCount` entries if shorter.
    init(basic: Int32, row: Row, symbolCount: Int, spare: [Int32] = []) {
        self.basic = basic
        position = spare
        if position.count < symbolCount {
            position.append(contentsOf: Array(repeating: -1, count: symbolCount - position.count))
        }
        for index in row.cells.indices { position[Int(row.cells[index].symbol)] = Int32(index) }
    }

    /// The table, all -1 again, for the next index to reuse: only the entries of `row`'s
    /// cells (the row this indexes, as it stands) are reset, so releasing costs the
    /// row's length, not the symbol count.
    consuming func release(row: Row) -> [Int32] {
        for cell in row.cells where Int(cell.symbol) < position.count { position[Int(cell.symbol)] = -1 }
        return position
    }

    /// The index of `symbol`'s cell, if the row holds it.
    @inline(__always)
    func index(of symbol: Int32) -> Int? {
        let s = Int(symbol)
        guard s < position.count else { return nil }
        let index = position[s]
        return index >= 0 ? Int(index) : nil
    }

    /// Appends a cell to `row`, the row this indexes.
    mutating func append(_ cell: Cell, to row: inout Row) {
        let s = Int(cell.symbol)
        if s >= position.count { position.append(contentsOf: Array(repeating: -1, count: s + 1 - position.count)) }
        position[s] = Int32(row.cells.count)
        row.cells.append(cell)
    }

    /// Removes the cell at `index` from `row` by moving the last cell into its place.
    mutating func remove(at index: Int, from row: inout Row) {
        let removed = row.cells[index].symbol
        let last = row.cells.count - 1
        if index != last {
            let moved = row.cells[last]
            row.cells[index] = moved
            position[Int(moved.symbol)] = Int32(index)
        }
        row.cells.removeLast()
        position[Int(removed)] = -1
    }
}
