import Synchronization

/// Hands out a distinct serial to every solver, so a variable knows which live solver
/// holds it.
private let solverSerials = Atomic<Int>(0)

/// What the solver keeps for each constraint it holds.
struct Tag {
    let constraint: Constraint
    /// Added order, for ``Solver/constraints``.
    let order: Int
    /// The symbol that identifies the constraint's row (slack, dummy or error).
    let marker: Int32
    /// The second error symbol of an optional constraint, or -1.
    let other: Int32
    /// The external symbols it mentions (for reference counts).
    let variables: [Int32]
}

/// Where a variable row stands in the evaluation of changed values.
enum EvaluationState: UInt8 {
    /// Its value is up to date.
    case clean
    /// Something it depends on changed; it must be evaluated again.
    case dirty
    /// Being evaluated (on the evaluation stack).
    case evaluating
}

/// What the solver keeps for each edit variable.
struct EditInfo {
    let variable: Variable
    let constraint: Constraint
    var constant: Double
}

/// The tableau and the simplex machinery behind ``Solver``.
///
/// The tableau is split in two, following the Cassowary paper's observation that rows
/// of unrestricted variables never take part in optimisation:
///
/// - **Restricted rows** (basic symbol a slack or error) and the objective form the
///   simplex proper. They are always written in non-basic symbols and never mention
///   an external (variable) symbol.
/// - **Variable rows** (basic symbol external) are kept in the form their constraint
///   gave them: they may mention other basic symbols, and are evaluated on demand.
///   No pivot ever rewrites them, which is what keeps a long row of views sparse: in
///   kiwi the row of the n-th view's position holds every earlier view's errors.
///   They form an acyclic graph: a variable row is created either for a variable
///   that appears nowhere else (nothing can depend on it) or from a fully expanded
///   row (it depends only on non-basic symbols).
///
/// Two indexes make every operation local: `columns[s]` lists the restricted rows
/// that hold `s`, `referrers[s]` the variable rows that hold `s`.
struct Engine {
    let serial: Int

    // MARK: Per symbol

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

    // MARK: Objective (lexicographic)

    /// Priority of each level, in creation order.
    var levelPriority: [Double] = []
    /// Level indexes, highest priority first.
    var levelOrder: [Int] = []
    /// Dense objective coefficients: `objective[level][symbol]`.
    var objective: [[Double]] = []
    var objectiveConstant: [Double] = []
    /// A zeroed coefficient array kept from the last dropped level, for the next one.
    var spareLevel: [Double] = []
    /// Symbols whose reduced cost is lexicographically negative (may enter the basis).
    var isCandidate: [Bool] = []
    var candidates: [Int32] = []

    // MARK: Constraints and edits

    var tags: [ObjectIdentifier: Tag] = [:]
    var addedCount = 0
    var edits: [ObjectIdentifier: EditInfo] = [:]
    var infeasible: [Int32] = []

    // MARK: Values and change tracking

    /// Current value of every symbol: variables as last evaluated, restricted symbols
    /// as of the last ``updateVariables()`` (their row constant, or 0 when non-basic).
    var values: [Double] = []
    /// The values as of the last ``updateVariables()`` (what ``Variable/value`` reads).
    var reported = ValuePages()
    /// Symbols whose value or row changed since the last ``updateVariables()``.
    var pending: [Int32] = []
    var isPending: [Bool] = []
    /// Evaluation state of variable rows.
    var evalState: [EvaluationState] = []
    /// Reused work list of the evaluation.
    var evalStack: [Int32] = []
    /// All variable rows packed in dependency order, for a full sweep when most
    /// variables change (a window resize); rebuilt after variable rows change shape.
    var sweep: Sweep?
    var variableRowCount = 0

    // MARK: Scratch

    var scratch: [Double] = []
    var scratchStamp: [UInt32] = []
    var stamp: UInt32 = 0
    var visitStamp: [UInt32] = []
    var visitEpoch: UInt32 = 0
    var dependStamp: [UInt32] = []
    var dependEpoch: UInt32 = 0
    /// Work lists kept between calls so the searches allocate nothing once warm
    /// (``markDependents(of:limit:)``, ``expandMeasuring(_:through:)``).
    var symbolStack: [Int32] = []
    var expansionOrder: [Int32] = []
    var expansionFrames: [(Int32, Int)] = []
    var expansionTouched: [Int32] = []

    // MARK: Failure handling

    var journal: Journal?
    /// Set when a simplex run used up its pivot budget; the public call reports it.
    var stalled: String?
    /// Set when rows were rewritten (an add, a removal, a pivot) since the values were
    /// last checked against the constraints; constant shifts alone cannot drift them.
    var rowsReshaped = false
    var lastConflict: (constraint: ObjectIdentifier, conflicts: [Constraint])?

    init() {
        serial = solverSerials.add(1, ordering: .relaxed).newValue
    }

    var symbolCount: Int { kind.count }

    // MARK: Symbols

    /// Creates a symbol and grows every per-symbol array.
    mutating func newSymbol(_ symbolKind: SymbolKind, owner: Constraint? = nil, level: Int32 = -1) -> Int32 {
        let symbol = Int32(kind.count)
        kind.append(symbolKind)
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
        for level in objective.indices { objective[level].append(0) }
        return symbol
    }

    /// Drops every symbol from `count` on (only symbols no row, objective cell or
    /// binding still mentions: the ones a failed call created).
    mutating func truncateSymbols(to count: Int) {
        guard count < kind.count else { return }
        for symbol in count..<kind.count {
            if let variable = variables[symbol] { unbind(variable) }
        }
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
        for level in objective.indices { objective[level].removeSubrange(count...) }
        candidates.removeAll { Int($0) >= count }
        sweep = nil
        pending.removeAll { Int($0) >= count }
    }

    // MARK: Variables

    /// Throws if `variable` is bound to another live solver.
    func checkOwnership(_ variable: Variable) throws(SolverError) {
        if variable.ownerSerial != 0 && variable.ownerSerial != serial {
            throw .variableOwnedByAnotherSolver(variable)
        }
    }

    /// The external symbol of `variable`, binding it to this solver if needed.
    mutating func symbol(for variable: Variable) -> Int32 {
        if variable.ownerSerial == serial { return variable.symbol }
        let symbol = newSymbol(.external)
        variables[Int(symbol)] = variable
        isBound[Int(symbol)] = true
        variable.ownerSerial = serial
        variable.symbol = symbol
        variable.slot = reported.pointer(to: Int(symbol))
        // A variable that comes back (released when nothing used it) showed its last
        // value meanwhile: report a change from that value, not from 0.
        reported[Int(symbol)] = variable.detachedValue
        touch(symbol)
        return symbol
    }

    mutating func unbind(_ variable: Variable) {
        if variable.ownerSerial == serial, variable.symbol >= 0, Int(variable.symbol) < reported.count {
            variable.detachedValue = reported[Int(variable.symbol)]
        }
        variable.ownerSerial = 0
        variable.slot = nil
        variable.symbol = -1
    }

    mutating func unbindAllVariables() {
        for case let variable? in variables where variable.ownerSerial == serial {
            unbind(variable)
        }
    }

    /// Frees an external symbol nothing mentions any more, so its variable can be
    /// used elsewhere and the solver does not keep it alive.
    mutating func releaseIfUnused(_ symbol: Int32) {
        let s = Int(symbol)
        guard useCount[s] == 0, !isBasic[s], referrers[s].isEmpty, columns[s].isEmpty,
              let variable = variables[s] else { return }
        unbind(variable)
        variables[s] = nil
        isBound[s] = false
        values[s] = 0
        reported[s] = 0
    }

    // MARK: Change tracking

    /// Records that `symbol`'s value (or, for an external, its row) may have changed.
    @inline(__always)
    mutating func touch(_ symbol: Int32) {
        if !isPending[Int(symbol)] {
            isPending[Int(symbol)] = true
            pending.append(symbol)
        }
    }

    // MARK: Reset

    mutating func reset() {
        unbindAllVariables()
        kind = []; isBasic = []; rows = []; columns = []; referrers = []
        variables = []; isBound = []; owners = []; errorLevel = []; useCount = []
        levelPriority = []; levelOrder = []; objective = []; objectiveConstant = []; spareLevel = []
        isCandidate = []; candidates = []
        tags = [:]; addedCount = 0; edits = [:]; infeasible = []
        values = []; reported = ValuePages(); pending = []; isPending = []; evalState = []
        scratch = []; scratchStamp = []; stamp = 0; visitStamp = []; visitEpoch = 0; dependStamp = []; dependEpoch = 0
        journal = nil; lastConflict = nil; sweep = nil; variableRowCount = 0; evalStack = []
    }

    func constraintsInOrder() -> [Constraint] {
        tags.values.sorted { $0.order < $1.order }.map(\.constraint)
    }
}
