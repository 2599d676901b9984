/// Everything the engine keeps per symbol, one array per field, indexed by symbol.
///
/// The fields grow, shrink and clear together here and nowhere else, so a new field
/// cannot be left out of one of them.
struct SymbolColumns {
    // MARK: The tableau

    var kind: [SymbolKind] = []
    var isBasic: [Bool] = []
    /// The row of each basic symbol (empty for non-basic ones).
    var rows: [Row] = []
    /// Restricted rows (by basic symbol) holding each symbol.
    var columns: [[Int32]] = []
    /// Variable rows (by basic symbol) holding each symbol.
    var referrers: [[Int32]] = []
    /// The user variable of each external symbol.
    var variables: [Variable?] = []
    /// Whether each symbol has a variable (`variables[s] != nil`, without touching it).
    var isBound: [Bool] = []
    /// The constraint owning each marker or error symbol.
    var owners: [Constraint?] = []
    /// The objective level of each error symbol, or -1.
    var errorLevel: [Int32] = []
    /// How many constraints mention each external symbol.
    var useCount: [Int32] = []
    /// Whether each symbol's reduced cost is lexicographically negative (it may enter
    /// the basis; the engine's `candidates` lists them).
    var isCandidate: [Bool] = []

    // MARK: Values and change tracking

    /// Current value of every symbol: variables as last evaluated, restricted symbols
    /// as of the last ``Engine/updateVariables()`` (their row constant, or 0 when
    /// non-basic).
    var values: [Double] = []
    /// The values as of the last ``Engine/updateVariables()`` (what ``Variable/value``
    /// reads).
    var reported = ValuePages()
    /// Whether each symbol is in the engine's `pending` list.
    var isPending: [Bool] = []
    /// Evaluation state of variable rows.
    var evalState: [EvaluationState] = []

    // MARK: Scratch

    /// Dense accumulators of the expansions, valid where `scratchStamp` holds the
    /// current stamp.
    var scratch: [Double] = []
    var scratchStamp: [UInt32] = []
    /// Marks of the depth-first searches (visited) and of the dependents of a subject.
    var visitStamp: [UInt32] = []
    var dependStamp: [UInt32] = []

    /// How many symbols there are.
    var count: Int { kind.count }

    /// Adds a symbol of `kind`, every other field at its empty value.
    mutating func append(_ kind: SymbolKind, owner: Constraint?, level: Int32) {
        self.kind.append(kind)
        isBasic.append(false)
        rows.append(Row())
        columns.append([])
        referrers.append([])
        variables.append(nil)
        isBound.append(false)
        owners.append(owner)
        errorLevel.append(level)
        useCount.append(0)
        isCandidate.append(false)
        values.append(0)
        reported.append(0)
        isPending.append(false)
        evalState.append(.clean)
        scratch.append(0)
        scratchStamp.append(0)
        visitStamp.append(0)
        dependStamp.append(0)
    }

    /// Drops every symbol from `count` on.
    mutating func truncate(to count: Int) {
        guard count < kind.count else { return }
        kind.removeSubrange(count...)
        isBasic.removeSubrange(count...)
        rows.removeSubrange(count...)
        columns.removeSubrange(count...)
        referrers.removeSubrange(count...)
        variables.removeSubrange(count...)
        isBound.removeSubrange(count...)
        owners.removeSubrange(count...)
        errorLevel.removeSubrange(count...)
        useCount.removeSubrange(count...)
        isCandidate.removeSubrange(count...)
        values.removeSubrange(count...)
        reported.truncate(to: count)
        isPending.removeSubrange(count...)
        evalState.removeSubrange(count...)
        scratch.removeSubrange(count...)
        scratchStamp.removeSubrange(count...)
        visitStamp.removeSubrange(count...)
        dependStamp.removeSubrange(count...)
    }
}
