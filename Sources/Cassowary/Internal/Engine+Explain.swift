/// Conflict explanations and ambiguity.
extension Engine {
    func conflictingConstraints(for constraint: Constraint) -> [Constraint] {
        let id = ObjectKey(constraint)
        if let last = lastConflict, last.constraint == id { return last.conflicts }
        guard !tags.contains(constraint), constraint.strength.isRequired else { return [] }
        // Try the add on a copy of the tableau (arrays are copied on write), then
        // unbind any variable the trial bound, and the constraint if it went in (it
        // names the trial, which has this engine's serial), so nothing here changes.
        let unbound = constraint.expression.terms.map(\.variable).filter { $0.ownerSerial == 0 }
        let trial = Engine(copying: self)
        trial.journal = nil
        trial.symbols.reported.becomeCopy()
        var conflicts: [Constraint] = []
        do {
            try trial.add(constraint, optimizeAfter: false)
        } catch .unsatisfiableConstraint {
            conflicts = trial.lastConflict?.conflicts ?? []
        } catch {}
        trial.tags.releaseFields(of: [constraint])
        for variable in unbound where variable.ownerSerial == serial {
            variable.ownerSerial = 0
            variable.slot = nil
            variable.symbol = -1
        }
        return conflicts
    }

    func isAmbiguous(_ variable: Variable) -> Bool {
        // A variable no constraint here mentions is free to take any value.
        guard variable.ownerSerial == serial else { return true }
        let symbol = variable.symbol
        guard symbols.isBasic[Int(symbol)] else { return true }  // a free parameter
        let expanded = expand(Row(cells: [Cell(symbol: symbol, coefficient: 1)]))
        for cell in expanded.cells {
            switch symbols.kind[Int(cell.symbol)] {
            case .external:
                return true
            case .dummy:
                continue
            case .slack, .error:
                if hasZeroReducedCost(cell.symbol) && canIncrease(cell.symbol) { return true }
            }
        }
        return false
    }

    /// Whether a non-basic restricted symbol can grow from zero without making a
    /// restricted row negative at once (a degenerate row blocks it).
    private func canIncrease(_ symbol: Int32) -> Bool {
        for basic in symbols.columns[Int(symbol)] {
            let row = symbols.rows[Int(basic)]
            if row.coefficient(of: symbol) < 0 && nearZero(row.constant) { return false }
        }
        return true
    }

    func statistics() -> SolverStatistics {
        var restricted = 0, variableRows = 0, cells = 0
        var largest = 0.0
        for symbol in 0..<symbolCount where symbols.isBasic[symbol] {
            if symbols.kind[symbol] == .external { variableRows += 1 } else { restricted += 1 }
            cells += symbols.rows[symbol].cells.count
            // A row is evaluated as a sum: its rounding is relative to its largest part.
            var sum = abs(symbols.rows[symbol].constant)
            for cell in symbols.rows[symbol].cells { sum += abs(cell.coefficient * symbols.values[Int(cell.symbol)]) }
            largest = max(largest, sum)
        }
        var objectiveCells = 0
        for level in objective { objectiveCells += level.reduce(0) { $1 != 0 ? $0 + 1 : $0 } }
        return SolverStatistics(constraints: tags.count, restrictedRows: restricted, variableRows: variableRows,
                                cells: cells, objectiveCells: objectiveCells, levels: levelPriority.count,
                                symbols: symbolCount, largestMagnitude: largest)
    }
}

/// What a variable's value rests on in the current solution.
extension Engine {
    func dependencies(of variable: Variable) -> ValueDependencies {
        guard variable.ownerSerial == serial else { return ValueDependencies(constraints: [], sensitivities: [], constants: [], freeVariables: [variable]) }
        let symbol = variable.symbol
        guard symbols.isBasic[Int(symbol)] else { return ValueDependencies(constraints: [], sensitivities: [], constants: [], freeVariables: [variable]) }
        let expanded = expand(Row(cells: [Cell(symbol: symbol, coefficient: 1)]))
        // Per constraint: its order, and the coefficient of the symbol a change of its
        // constant moves (the marker, else its other error symbol), as shiftConstant does.
        var found: [ObjectKey: (order: Int, constraint: Constraint, sensitivity: Double, usesMarker: Bool)] = [:]
        var free: [Variable] = []
        for cell in expanded.cells where cell.symbol != symbol {
            let s = Int(cell.symbol)
            if symbols.kind[s] == .external {
                if let parameter = symbols.variables[s] { free.append(parameter) }
                continue
            }
            guard let owner = symbols.owners[s], let tag = tags.tag(of: owner) else { continue }
            let isMarker = cell.symbol == tag.marker
            let sensitivity = cell.coefficient / markerCoefficient(cell.symbol, of: tag)
            if let existing = found[ObjectKey(owner)], existing.usesMarker || !isMarker { continue }
            found[ObjectKey(owner)] = (tag.order, owner, sensitivity, isMarker)
        }
        let ordered = found.values.sorted { $0.order < $1.order }
        // An edit constraint's constant is minus its suggested value.
        var editConstants: [ObjectKey: Double] = [:]
        for info in edits.values { editConstants[ObjectKey(info.constraint)] = -info.constant }
        return ValueDependencies(
            constraints: ordered.map(\.constraint),
            sensitivities: ordered.map(\.sensitivity),
            constants: ordered.map { editConstants[ObjectKey($0.constraint)] ?? $0.constraint.expression.constant },
            freeVariables: free)
    }
}

/// Ambiguity of many variables in one sweep.
extension Engine {
    /// For each of `candidates`, ``isAmbiguous(_:)``; in time linear in the tableau plus
    /// the exact checks of the variables a free direction can reach (usually none), where
    /// one check per variable would expand every row again.
    func ambiguity(of candidates: [Variable]) -> [Bool] {
        // The free directions: parameters, and restricted symbols that can grow at no cost.
        var reached = [Bool](repeating: false, count: symbolCount)
        var stack: [Int32] = []
        for s in 0..<symbolCount where !symbols.isBasic[s] {
            let free = switch symbols.kind[s] {
            case .external: true
            case .dummy: false
            case .slack, .error: hasZeroReducedCost(Int32(s)) && canIncrease(Int32(s))
            }
            if free {
                reached[s] = true
                stack.append(Int32(s))
            }
        }
        // Every row that holds a reached symbol, restricted or variable, is reached too.
        while let s = stack.popLast() {
            // An external symbol's `columns` slot holds its mentions, not rows.
            let restrictedRows = symbols.kind[Int(s)] == .external ? [] : Array(symbols.columns[Int(s)])
            for holder in restrictedRows + symbols.referrers[Int(s)] where !reached[Int(holder)] {
                reached[Int(holder)] = true
                stack.append(holder)
            }
        }
        return candidates.map { variable in
            guard variable.ownerSerial == serial, symbols.isBasic[Int(variable.symbol)] else { return true }
            return reached[Int(variable.symbol)] && isAmbiguous(variable)
        }
    }
}
