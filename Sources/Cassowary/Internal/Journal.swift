/// What a call changed, so that a failure can put everything back as it was.
///
/// Only the phase-one path of adding a required constraint needs it: every other
/// failure is detected before anything changes.
///
/// Its lists are written at every pivot and objective change of phase one, so they
/// skip the dynamic exclusivity check of a class's stored properties.
final class Journal {
    /// Each row's state before its first change: (basic symbol, was basic, row).
    @exclusivity(unchecked) var rows: [(Int32, Bool, Row)] = []
    @exclusivity(unchecked) var seenRows: Set<Int32> = []
    /// Objective cells before each change, in order: (level, symbol, old value).
    @exclusivity(unchecked) var objectiveCells: [(Int, Int32, Double)] = []
    @exclusivity(unchecked) var objectiveConstants: [(Int, Double)] = []
    @exclusivity(unchecked) var createdLevels = false
    let symbolCount: Int
    let levelCount: Int

    init(symbolCount: Int, levelCount: Int) {
        self.symbolCount = symbolCount
        self.levelCount = levelCount
    }
}

extension Engine {
    /// Puts back everything recorded in `journal` and stops recording.
    func rollBack(_ journal: Journal) {
        self.journal = nil
        tableauVersion &+= 1
        for (basic, wasBasic, row) in journal.rows.reversed() {
            if Int(basic) < symbolCount, symbols.isBasic[Int(basic)] { removeRow(basic) }
            if wasBasic { insertRow(basic, row) }
        }
        for (level, symbol, old) in journal.objectiveCells.reversed() where level < objective.count {
            objective[level][Int(symbol)] = old
        }
        for (level, old) in journal.objectiveConstants.reversed() where level < objective.count {
            objectiveConstant[level] = old
        }
        truncateLevels(to: journal.levelCount)
        for (_, symbol, _) in journal.objectiveCells where Int(symbol) < journal.symbolCount {
            refreshCandidate(symbol)
        }
        truncateSymbols(to: journal.symbolCount)
        infeasible.removeAll()
    }
}
