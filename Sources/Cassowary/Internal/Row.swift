/// One cell of a row: `coefficient * symbol`.
struct Cell {
    var symbol: Int32
    var coefficient: Double
}

/// A row `basic = constant + Σ coefficient·symbol` (or, while it is being built,
/// `0 = constant + Σ …`). Cells are unordered, each symbol at most once.
struct Row {
    var constant: Double
    var cells: [Cell]

    init(constant: Double = 0, cells: [Cell] = []) {
        self.constant = constant
        self.cells = cells
    }

    /// The coefficient of `symbol`, or 0.
    @inline(__always)
    func coefficient(of symbol: Int32) -> Double {
        for cell in cells where cell.symbol == symbol { return cell.coefficient }
        return 0
    }

    /// Index of `symbol`'s cell.
    @inline(__always)
    func index(of symbol: Int32) -> Int? {
        cells.withUnsafeBufferPointer { Row.position(of: symbol, in: $0) }
    }

    /// Index of `symbol`'s cell among `cells`: four cells a step, through a raw buffer.
    /// Removing a constraint from a row of views finds its marker in the row's long
    /// equation; by subscript, with the array's bounds checked at every cell, that read
    /// took about seven instructions a cell.
    @inline(__always)
    static func position(of symbol: Int32, in cells: UnsafeBufferPointer<Cell>) -> Int? {
        let count = cells.count
        var index = 0
        while index + 4 <= count {
            if cells[index].symbol == symbol { return index }
            if cells[index + 1].symbol == symbol { return index + 1 }
            if cells[index + 2].symbol == symbol { return index + 2 }
            if cells[index + 3].symbol == symbol { return index + 3 }
            index += 4
        }
        while index < count {
            if cells[index].symbol == symbol { return index }
            index += 1
        }
        return nil
    }

    /// Multiplies every coefficient and the constant by -1.
    mutating func reverseSign() {
        constant = -constant
        for index in cells.indices { cells[index].coefficient = -cells[index].coefficient }
    }
}
