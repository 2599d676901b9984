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
    /// The other symbol of the constraint owning each marker or error symbol (its
    /// marker's second error, or the second error's marker), or -1. The marker is the
    /// smaller of the two (it is made first).
    var partner: [Int32] = []
    /// The objective level of each error symbol, or -1.
    var errorLevel: [Int32] = []
    /// How many constraints mention each external symbol.
    var useCount: [Int32] = []
    /// The markers of the constraints that mention each external symbol (each once).
    var mentions: [[Int32]] = []
    /// Whether each symbol's reduced cost is lexicographically negative (it may enter
    /// the basis; the engine's `candidates` lists them).
    var isCandidate: [Bool] = []

    // MARK: Drift checks (see `Engine+DriftCheck.swift`)

    /// A point of the constraints' equations with their constants left out: a fixed
    /// pseudo-random value for every symbol but the markers, each marker solved from its
    /// own constraint's equation.
    var probe: [Double] = []
    /// A point of the constraints' equations with their constants: every symbol 0 but
    /// the markers, each solved from its constraint's constant.
    var probeConstant: [Double] = []
    /// Whether each symbol's row was rewritten since the last drift check (it is in
    /// the engine's `reshapedRows`).
    var isReshaped: [Bool] = []
    /// Whether each symbol's objective coefficients changed since the last drift check
    /// (it is in the engine's `objectiveTouched`).
    var isObjectiveTouched: [Bool] = []

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
    @inline(__always) var count: Int { kind.count }

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
        partner.append(-1)
        errorLevel.append(level)
        useCount.append(0)
        mentions.append([])
        isCandidate.append(false)
        probe.append(SymbolColumns.probeValue(of: self.kind.count - 1))
        probeConstant.append(0)
        isReshaped.append(false)
        isObjectiveTouched.append(false)
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
        partner.removeSubrange(count...)
        errorLevel.removeSubrange(count...)
        useCount.removeSubrange(count...)
        mentions.removeSubrange(count...)
        isCandidate.removeSubrange(count...)
        probe.removeSubrange(count...)
        probeConstant.removeSubrange(count...)
        isReshaped.removeSubrange(count...)
        isObjectiveTouched.removeSubrange(count...)
        values.removeSubrange(count...)
        reported.truncate(to: count)
        isPending.removeSubrange(count...)
        evalState.removeSubrange(count...)
        scratch.removeSubrange(count...)
        scratchStamp.removeSubrange(count...)
        visitStamp.removeSubrange(count...)
        dependStamp.removeSubrange(count...)
    }

    /// The probe value of a symbol that is not a marker: a multiplicative hash of the
    /// symbol, deterministic and spread over [1, 2).
    static func probeValue(of symbol: Int) -> Double {
        1 + Double((UInt32(truncatingIfNeeded: symbol) &* 2_654_435_761) >> 8) / Double(1 << 24)
    }
}
