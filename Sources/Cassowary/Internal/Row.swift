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
        for index in cells.indices where cells[index].symbol == symbol { return index }
        return nil
    }

    /// Multiplies every coefficient and the constant by -1.
    mutating func reverseSign() {
        constant = -constant
        for index in cells.indices { cells[index].coefficient = -cells[index].coefficient }
    }
}
