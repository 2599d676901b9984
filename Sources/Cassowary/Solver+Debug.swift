extension Solver {
    /// A text dump of the tableau for debugging (cf. kiwi's `dumps()`).
    ///
    /// Symbols print as their variable's name for variables, and `s12` (slack),
    /// `e12` (error), `d12` (dummy) otherwise. Sections: the objective, one line per
    /// level (`level 750: 3 + 1*e4 + 1*e5`); restricted rows (`s7 = 90 + 1*e4 - 1*e5`);
    /// variable rows, in constraint form (`l1 = 8 + 1*l0 + 1*w0 - 1*d3`); infeasible
    /// rows; edit variables with their suggested values; constraints in added order.
    public func debugDump() -> String {
        settleHeldBackRemovals()
        let e = engine
        func name(_ symbol: Int32) -> String {
            let s = Int(symbol)
            switch e.symbols.kind[s] {
            case .external: return e.symbols.variables[s]?.description ?? "x\(symbol)"
            case .slack: return "s\(symbol)"
            case .error: return "e\(symbol)"
            case .dummy: return "d\(symbol)"
            }
        }
        func format(_ row: Row) -> String {
            var text = formatNumber(row.constant)
            for cell in row.cells.sorted(by: { $0.symbol < $1.symbol }) {
                let sign = cell.coefficient < 0 ? " - " : " + "
                text += "\(sign)\(formatNumber(abs(cell.coefficient)))*\(name(cell.symbol))"
            }
            return text
        }
        var lines = ["Objective"]
        for level in e.levelOrder {
            var row = Row(constant: e.objectiveConstant[level])
            for (symbol, value) in e.objective[level].enumerated() where value != 0 {
                row.cells.append(Cell(symbol: Int32(symbol), coefficient: value))
            }
            let priority = e.levelPriority[level].isInfinite ? "phase one" : formatNumber(e.levelPriority[level])
            lines.append("  level \(priority): \(format(row))")
        }
        lines.append("Restricted rows")
        for symbol in 0..<e.symbolCount where e.symbols.isBasic[symbol] && e.symbols.kind[symbol] != .external {
            lines.append("  \(name(Int32(symbol))) = \(format(e.symbols.rows[symbol]))")
        }
        lines.append("Variable rows")
        for symbol in 0..<e.symbolCount where e.symbols.isBasic[symbol] && e.symbols.kind[symbol] == .external {
            lines.append("  \(name(Int32(symbol))) = \(format(e.symbols.rows[symbol]))")
        }
        lines.append("Infeasible rows")
        for symbol in e.infeasible { lines.append("  \(name(symbol))") }
        lines.append("Edit variables")
        for info in e.edits.values.sorted(by: { $0.variable.symbol < $1.variable.symbol }) {
            lines.append("  \(info.variable) = \(formatNumber(info.constant))")
        }
        lines.append("Constraints")
        for constraint in constraints { lines.append("  \(constraint)") }
        return lines.joined(separator: "\n") + "\n"
    }
}
