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
    /// Restricted rows (by basic symbol) holding each restricted symbol. An external
    /// symbol's slot holds its ``mentions`` instead.
    var columns: [SymbolList] = []
    /// Variable rows (by basic symbol) holding each symbol.
    var referrers: [SymbolList] = []
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
    /// The markers of the constraints that mention each external symbol (each once), kept
    /// in ``columns``' slot: no restricted row holds an external symbol, and no constraint
    /// mentions a restricted one, so each slot serves one of the two (a list of 24 bytes
    /// a symbol less: 14% of the symbols' storage).
    var mentions: [SymbolList] {
        _read { yield columns }
        _modify { yield &columns }
    }
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

    /// How many symbols there are. Every field array is longer (see ``grow()``): the
    /// slots from `count` on hold their empty values, ready for the next symbols.
    private(set) var count = 0

    /// How many symbols the field arrays have room for (their length).
    @inline(__always) var capacity: Int { kind.count }

    /// Adds a symbol of `kind`, every other field at its empty value.
    ///
    /// Only the fields that differ from their empty value are written: the arrays grow
    /// in blocks (``grow()``). Appending to every array, one element each, cost about
    /// a thousand instructions per symbol (a uniqueness and a capacity check per array),
    /// a tenth of adding a constraint.
    mutating func append(_ kind: SymbolKind, owner: Constraint?, level: Int32) {
        // `self.kind.count`, not `capacity`: unoptimised, a computed property read from a
        // mutating method copied the whole structure (every array retained) first.
        if count == self.kind.count { grow() }
        let symbol = count
        self.kind[symbol] = kind
        if let owner { owners[symbol] = owner }
        if level != -1 { errorLevel[symbol] = level }
        probe[symbol] = SymbolColumns.probeValue(of: symbol)
        reported.append(0)
        count += 1
    }

    /// Makes room for a quarter as many symbols again as there are, at least 256 and at
    /// most 1,024: appends that many empty slots to every field.
    ///
    /// A quarter at most, not as many again: the empty slots are written, so they count
    /// in the process's resident memory (about 150 bytes a symbol), while the arrays' own
    /// storage grows fourfold when it must move (``reserveRoom(_:for:)``), so the copies
    /// stay few whatever the step. At least 256 (38 KB): from 64 a 100-view chain (about
    /// 600 symbols) grew nine times, 9% of its build; it grows three times now, its
    /// storage moving once. At most 1,024 (150 KB): a quarter of a large tableau's
    /// symbols left up to a fifth of them empty (a tree of 2,000 views, 16,002 symbols,
    /// wrote 18,618 slots; its build's resident memory is 13% less with the cap), and the
    /// smaller steps cost nothing measurable (a 5,461-view tree's build: 0.01% more
    /// instructions).
    private mutating func grow() {
        let extra = max(256, min(count / 4, 1024))
        SymbolColumns.appendRepeated(&kind, extra, .dummy)
        SymbolColumns.appendRepeated(&rows, extra, Row())
        SymbolColumns.appendRepeated(&columns, extra, SymbolList())
        SymbolColumns.appendRepeated(&referrers, extra, SymbolList())
        SymbolColumns.appendRepeated(&variables, extra, nil)
        SymbolColumns.appendRepeated(&owners, extra, nil)
        SymbolColumns.appendRepeated(&isBasic, extra, false)
        SymbolColumns.appendRepeated(&isBound, extra, false)
        SymbolColumns.appendRepeated(&partner, extra, -1)
        SymbolColumns.appendRepeated(&errorLevel, extra, -1)
        SymbolColumns.appendRepeated(&useCount, extra, 0)
        SymbolColumns.appendRepeated(&isCandidate, extra, false)
        SymbolColumns.appendRepeated(&probe, extra, 0)
        SymbolColumns.appendRepeated(&probeConstant, extra, 0)
        SymbolColumns.appendRepeated(&isReshaped, extra, false)
        SymbolColumns.appendRepeated(&isObjectiveTouched, extra, false)
        SymbolColumns.appendRepeated(&values, extra, 0)
        SymbolColumns.appendRepeated(&isPending, extra, false)
        SymbolColumns.appendRepeated(&evalState, extra, .clean)
        SymbolColumns.appendRepeated(&scratch, extra, 0)
        SymbolColumns.appendRepeated(&scratchStamp, extra, 0)
        SymbolColumns.appendRepeated(&visitStamp, extra, 0)
        SymbolColumns.appendRepeated(&dependStamp, extra, 0)
    }

    /// Appends `extra` copies of `empty`, with room reserved first
    /// (``reserveRoom(_:for:)``), as one array made by `Array(repeating:count:)`: the
    /// standard library fills and copies it in bulk. Appending a `repeatElement` sequence
    /// went through its iterator element by element, which an unoptimised build runs as
    /// generic calls: the 4,002-view stack's first layout spent 0.47 G instructions (a
    /// third of its solver time) there in a debug build. (Appending one element at a
    /// time retained the empty array of a row or list at every copy.)
    @inline(__always)
    private static func appendRepeated<Element>(_ array: inout [Element], _ extra: Int, _ empty: Element) {
        reserveRoom(&array, for: extra)
        array.append(contentsOf: Array(repeating: empty, count: extra))
    }

    /// Makes room for `extra` more elements: when `array` must move, to four times its
    /// capacity rather than twice, as appending would. The room is not written, so it
    /// costs address space, not memory (its pages are never touched); and every move
    /// copies the whole array into pages touched for the first time. A 100-view chain
    /// (about 600 symbols) moved its arrays twice before, at 256 and 512 symbols, and
    /// once now, its build touching 3 or 4 pages fewer of the 60 it touches on a trimmed
    /// heap.
    @inline(__always)
    private static func reserveRoom<Element>(_ array: inout [Element], for extra: Int) {
        let needed = array.count + extra
        if array.capacity < needed { array.reserveCapacity(Swift.max(needed, 4 * array.capacity)) }
    }

    /// Drops every symbol from `count` on: their slots go back to the empty values
    /// ``grow()`` writes, for the next symbols made.
    mutating func truncate(to newCount: Int) {
        guard newCount < count else { return }
        for symbol in newCount..<count {
            kind[symbol] = .dummy
            isBasic[symbol] = false
            rows[symbol] = Row()
            columns[symbol] = SymbolList()
            referrers[symbol] = SymbolList()
            variables[symbol] = nil
            isBound[symbol] = false
            owners[symbol] = nil
            partner[symbol] = -1
            errorLevel[symbol] = -1
            useCount[symbol] = 0
            isCandidate[symbol] = false
            probe[symbol] = 0
            probeConstant[symbol] = 0
            isReshaped[symbol] = false
            isObjectiveTouched[symbol] = false
            values[symbol] = 0
            isPending[symbol] = false
            evalState[symbol] = .clean
            scratch[symbol] = 0
            scratchStamp[symbol] = 0
            visitStamp[symbol] = 0
            dependStamp[symbol] = 0
        }
        reported.truncate(to: newCount)
        count = newCount
    }

    /// The probe value of a symbol that is not a marker: a multiplicative hash of the
    /// symbol, deterministic and spread over [1, 2).
    static func probeValue(of symbol: Int) -> Double {
        1 + Double((UInt32(truncatingIfNeeded: symbol) &* 2_654_435_761) >> 8) / Double(1 << 24)
    }
}
