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
    // The external symbols it mentions are its expression's variables with a coefficient
    // past the noise threshold (the terms never change once made, only the constant):
    // read from there when it is removed, rather than kept in an array of its own, which
    // cost an allocation for every constraint added (about 6% of a chain's build).
}

/// Where a variable row stands in the evaluation of changed values.
enum EvaluationState {
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
/// Two indexes make every operation local: `symbols.columns[s]` lists the restricted rows
/// that hold `s`, `symbols.referrers[s]` the variable rows that hold `s`.
///
/// A class, not a structure: an unoptimised build copied a structure this size (about
/// sixty stored properties, each array retained) whenever a mutating method called a
/// non-mutating one. Its stored properties skip the dynamic exclusivity check of a class
/// (the solver calls no client code while it works on them, and no method passes one of
/// them `inout` to code that reaches it again).
final class Engine {
    let serial: Int

    // MARK: Per symbol

    /// Every per-symbol field.
    @exclusivity(unchecked) var symbols = SymbolColumns()

    // MARK: Objective (lexicographic)

    /// Priority of each level, in creation order.
    @exclusivity(unchecked) var levelPriority: [Double] = []
    /// Level indexes, highest priority first.
    @exclusivity(unchecked) var levelOrder: [Int] = []
    /// Dense objective coefficients: `objective[level][symbol]`.
    @exclusivity(unchecked) var objective: [[Double]] = []
    @exclusivity(unchecked) var objectiveConstant: [Double] = []
    /// A zeroed coefficient array kept from the last dropped level, for the next one.
    @exclusivity(unchecked) var spareLevel: [Double] = []
    /// Symbols whose reduced cost is lexicographically negative (may enter the basis),
    /// and some that no longer are (see ``CandidateHeap``; `symbols.isCandidate` says).
    @exclusivity(unchecked) var candidates = CandidateHeap()

    // MARK: Constraints and edits

    /// The constraints held, with their tags (see ``ConstraintTags``).
    @exclusivity(unchecked) var tags: ConstraintTags
    @exclusivity(unchecked) var addedCount = 0
    /// Optional constraints held as twins of an identical one (`Engine+Twins.swift`).
    @exclusivity(unchecked) var twins = Twins()
    @exclusivity(unchecked) var edits: [ObjectKey: EditInfo] = [:]
    @exclusivity(unchecked) var infeasible: [Int32] = []

    // MARK: Values and change tracking

    /// Symbols whose value or row changed since the last ``updateVariables()``.
    @exclusivity(unchecked) var pending: [Int32] = []
    /// Reused work list of the evaluation.
    @exclusivity(unchecked) var evalStack: [Int32] = []
    /// Reused list of the rows a change reaches (``evaluateReached()``).
    @exclusivity(unchecked) var dirtyScratch: [Int32] = []
    /// The list of changed variables the walk last returned (``evaluateReached()``).
    @exclusivity(unchecked) var changedScratch: [Int32] = []
    /// All variable rows packed in dependency order, for a full sweep when most
    /// variables change (a window resize); rebuilt after variable rows change shape.
    @exclusivity(unchecked) var sweep: Sweep?
    @exclusivity(unchecked) var variableRowCount = 0

    // MARK: Scratch

    @exclusivity(unchecked) var stamp: UInt32 = 0
    @exclusivity(unchecked) var visitEpoch: UInt32 = 0
    @exclusivity(unchecked) var dependEpoch: UInt32 = 0
    /// The work lists of the walks over symbols (``markDependents(of:limit:)``,
    /// ``expandMeasuring(_:through:)``), kept between calls so that the walks allocate
    /// nothing once warm; shared by copies of the engine (see ``WalkLists``).
    let walkLists: WalkLists
    /// Scratch list of a new row's candidate subjects (`chooseExternalSubject`).
    @exclusivity(unchecked) var subjectCandidates: [Int32] = []
    /// Scratch list of a new constraint's external symbols (``add(_:optimizeAfter:)``).
    @exclusivity(unchecked) var addedExternals: [Int32] = []
    /// Work lists of the large-row merge in ``add(_:times:to:basic:)``: the cells it adds
    /// and the symbols whose cells cancelled.
    @exclusivity(unchecked) var mergeCells: [Cell] = []
    @exclusivity(unchecked) var cancelledSymbols: [Int32] = []
    /// Scratch list of an infeasible row's free symbols (``raiseByFreeSteps(_:)``).
    @exclusivity(unchecked) var freeSymbols: [Int32] = []
    /// Scratch list of a pair swap's objective update (``swapPair(entering:leaving:level:)``).
    @exclusivity(unchecked) var swapFollowUps: [SwapFollowUp] = []
    /// Whether a new row without a fresh variable first tries a variable near it
    /// (off only in tests that compare it with expanding every such row), and how
    /// many rows were placed that way.
    @exclusivity(unchecked) var placesNearbySubjects = true
    @exclusivity(unchecked) var nearbySubjectCount = 0
    /// Whether a restricted row that phase one's first pivot would solve is solved
    /// that way without phase one (off only in tests that compare the two), and how
    /// many rows were.
    @exclusivity(unchecked) var skipsPhaseOneWhereItsFirstPivotSolves = true
    @exclusivity(unchecked) var phaseOneSkippedCount = 0
    /// Whether a removed marker's two variable-row holders are merged into one row
    /// (`Engine+MergeRemoval.swift`; off only in tests that compare it with the general
    /// path), and how many removals were made that way.
    @exclusivity(unchecked) var mergesRemovedMarkers = true
    @exclusivity(unchecked) var mergedRemovalCount = 0
    /// Whether a merged removal may keep the long row's storage where it is and have
    /// the two variables trade symbols (`Engine+SymbolTrade.swift`; off only in tests
    /// that compare it with moving the storage), and how many trades there were.
    @exclusivity(unchecked) var tradesSymbols = true
    @exclusivity(unchecked) var tradedSymbolCount = 0
    /// Whether the dual simplex takes free steps (off only in tests that compare it
    /// with one dual pivot per step), and how many it has taken.
    @exclusivity(unchecked) var takesFreeSteps = true
    @exclusivity(unchecked) var freeStepCount = 0
    /// Whether a dual pivot that swaps an error pair writes the objective without
    /// listing its exact cells for the drift check (off only in tests that compare it
    /// with the general pivot; see `Engine+PairSwap.swift`), and how many did.
    @exclusivity(unchecked) var takesPairSwaps = true
    @exclusivity(unchecked) var pairSwapCount = 0
    /// Counts every change to a row's cells or to the objective (not to row constants):
    /// what the last pair swap recorded holds while it is unchanged.
    @exclusivity(unchecked) var tableauVersion: UInt64 = 0
    /// The row of the last pair swap (named by its new basic error) and the error that
    /// left it, when that error wins the row's next dual ratio test for as long as
    /// ``tableauVersion`` stays `lastSwapVersion` (see `Engine+PairSwap.swift`); -1 when none.
    @exclusivity(unchecked) var lastSwapRow: Int32 = -1
    @exclusivity(unchecked) var lastSwapPartner: Int32 = -1
    @exclusivity(unchecked) var lastSwapVersion: UInt64 = 0
    /// How many dual pivots took the partner of the last swap without a ratio test.
    @exclusivity(unchecked) var swapRatioTestsSkipped = 0
    /// While the free steps run: indexes of the long rows they write into (a few at
    /// most), so that each step costs the length of the short rows it moves.
    @exclusivity(unchecked) var indexingLongRows = false
    @exclusivity(unchecked) var cellIndexes: [CellIndex] = []
    /// Rows at least this long are indexed while the free steps write into them (lower
    /// only in tests, to index every row).
    @exclusivity(unchecked) var indexedRowLength = 128
    /// Released index tables, all -1, for the next free steps to reuse.
    @exclusivity(unchecked) var spareCellTables: [[Int32]] = []
    /// Whether a constraint's marker is being taken out (``remove(_:)``): its searches of
    /// long rows go through `rowPositions` (see ``position(of:inRowOf:)``).
    @exclusivity(unchecked) var removingMarker = false
    @exclusivity(unchecked) var rowPositions = RowPositions()

    // MARK: Drift checks (see `Engine+DriftCheck.swift`)

    /// Rows written since the last drift check, each once.
    @exclusivity(unchecked) var reshapedRows: [Int32] = []
    /// Symbols whose objective coefficients changed since the last drift check, each once.
    @exclusivity(unchecked) var objectiveTouched: [Int32] = []
    /// Symbols whose value changed in a call that rewrote rows, or markers of
    /// constraints whose constant changed: their constraints are read at the solution.
    @exclusivity(unchecked) var valueCheckSymbols: [Int32] = []
    /// Scratch list of the markers a value check reads (``changedValuesAgreeWithConstraints(_:)``)
    /// and the bitmap that puts many of them in order.
    @exclusivity(unchecked) var checkedMarkers: [Int32] = []
    @exclusivity(unchecked) var checkedMarkerBits: [UInt64] = []
    /// Set when values moved without a check reading them far enough that rounding
    /// could show (see `unreadShift`), or after more shifts than `valueCheckSymbols`
    /// keeps: every constraint is read at the solution, by that call itself when rows
    /// were written since the last full read (`rowsWrittenSinceFullRead`), else by the
    /// next check.
    @exclusivity(unchecked) var valuesNeedFullCheck = false
    /// The constant changes of the current call, each relative to its constant's size.
    @exclusivity(unchecked) var callShift = 0.0
    /// The relative constant changes since the last full read whose values no check read.
    @exclusivity(unchecked) var unreadShift = 0.0
    /// Whether a row was written since every constraint was last read at the solution:
    /// until then, shifts past `unreadShift`'s threshold are read in their own call.
    @exclusivity(unchecked) var rowsWrittenSinceFullRead = true
    /// Reused list of the error rows the objective check reads.
    @exclusivity(unchecked) var objectiveRowsRead: [Int32] = []

    // MARK: Failure handling

    @exclusivity(unchecked) var journal: Journal?
    /// Set when a simplex run used up its pivot budget; the public call reports it.
    @exclusivity(unchecked) var stalled: String?
    /// Set when rows were rewritten (an add, a removal, a pivot) since the values were
    /// last checked against the constraints; constant shifts alone cannot drift them.
    @exclusivity(unchecked) var rowsReshaped = false
    @exclusivity(unchecked) var lastConflict: (constraint: ObjectKey, conflicts: [Constraint])?

    init() {
        serial = solverSerials.add(1, ordering: .relaxed).newValue
        tags = ConstraintTags(serial: serial)
        walkLists = WalkLists()
    }

    /// A copy of `other` with the same serial, for a trial that must leave `other`
    /// unchanged (``conflictingConstraints(for:)``). Its arrays are copied on write; the
    /// walks' work lists are shared, as the walks leave them empty.
    ///
    /// Lists every stored property: a property added to the engine must be added here.
    init(copying other: Engine) {
        serial = other.serial
        walkLists = other.walkLists
        tags = other.tags
        symbols = other.symbols
        levelPriority = other.levelPriority
        levelOrder = other.levelOrder
        objective = other.objective
        objectiveConstant = other.objectiveConstant
        spareLevel = other.spareLevel
        candidates = other.candidates
        addedCount = other.addedCount
        twins = other.twins
        edits = other.edits
        infeasible = other.infeasible
        pending = other.pending
        evalStack = other.evalStack
        dirtyScratch = other.dirtyScratch
        changedScratch = other.changedScratch
        sweep = other.sweep
        variableRowCount = other.variableRowCount
        stamp = other.stamp
        visitEpoch = other.visitEpoch
        dependEpoch = other.dependEpoch
        subjectCandidates = other.subjectCandidates
        addedExternals = other.addedExternals
        mergeCells = other.mergeCells
        cancelledSymbols = other.cancelledSymbols
        freeSymbols = other.freeSymbols
        swapFollowUps = other.swapFollowUps
        placesNearbySubjects = other.placesNearbySubjects
        nearbySubjectCount = other.nearbySubjectCount
        skipsPhaseOneWhereItsFirstPivotSolves = other.skipsPhaseOneWhereItsFirstPivotSolves
        phaseOneSkippedCount = other.phaseOneSkippedCount
        mergesRemovedMarkers = other.mergesRemovedMarkers
        mergedRemovalCount = other.mergedRemovalCount
        tradesSymbols = other.tradesSymbols
        tradedSymbolCount = other.tradedSymbolCount
        takesFreeSteps = other.takesFreeSteps
        freeStepCount = other.freeStepCount
        takesPairSwaps = other.takesPairSwaps
        pairSwapCount = other.pairSwapCount
        tableauVersion = other.tableauVersion
        lastSwapRow = other.lastSwapRow
        lastSwapPartner = other.lastSwapPartner
        lastSwapVersion = other.lastSwapVersion
        swapRatioTestsSkipped = other.swapRatioTestsSkipped
        indexingLongRows = other.indexingLongRows
        cellIndexes = other.cellIndexes
        indexedRowLength = other.indexedRowLength
        spareCellTables = other.spareCellTables
        removingMarker = other.removingMarker
        rowPositions = other.rowPositions
        reshapedRows = other.reshapedRows
        objectiveTouched = other.objectiveTouched
        valueCheckSymbols = other.valueCheckSymbols
        checkedMarkers = other.checkedMarkers
        checkedMarkerBits = other.checkedMarkerBits
        valuesNeedFullCheck = other.valuesNeedFullCheck
        callShift = other.callShift
        unreadShift = other.unreadShift
        rowsWrittenSinceFullRead = other.rowsWrittenSinceFullRead
        objectiveRowsRead = other.objectiveRowsRead
        journal = other.journal
        stalled = other.stalled
        rowsReshaped = other.rowsReshaped
        lastConflict = other.lastConflict
    }

    /// (Reads a stored count: a call to a computed property of `symbols` once copied
    /// the whole structure of columns first, thousands of times a resize.)
    @inline(__always) var symbolCount: Int { symbols.count }

    // MARK: Symbols

    /// Creates a symbol (in the next empty slot of every per-symbol array).
    func newSymbol(_ symbolKind: SymbolKind, owner: Constraint? = nil, level: Int32 = -1) -> Int32 {
        let symbol = Int32(symbols.count)
        symbols.append(symbolKind, owner: owner, level: level)
        // The objective's levels are as long as the symbols' arrays, and grow with them.
        // (`symbols.kind.count` is `symbols.capacity`, read without copying the columns:
        // an unoptimised build copied the whole structure to call the computed property.)
        let capacity = symbols.kind.count
        if !objective.isEmpty, objective[0].count != capacity {
            for level in objective.indices {
                objective[level].append(contentsOf: Array(repeating: 0, count: capacity - objective[level].count))
            }
        }
        return symbol
    }

    /// Drops every symbol from `count` on (only symbols no row, objective cell or
    /// binding still mentions: the ones a failed call created).
    func truncateSymbols(to count: Int) {
        guard count < symbols.count else { return }
        let oldCount = symbols.count
        for symbol in count..<oldCount {
            if let variable = symbols.variables[symbol] { unbind(variable) }
        }
        symbols.truncate(to: count)
        tableauVersion &+= 1
        // Their slots stay, zero, for the next symbols.
        for level in objective.indices {
            objective[level].withUnsafeMutableBufferPointer { $0[count..<oldCount].update(repeating: 0) }
        }
        candidates.removeAll(where: { Int($0) >= count }, symbolCount: count)
        sweep = nil
        pending.removeAll { Int($0) >= count }
        // A symbol made again at one of these numbers must not be listed twice.
        reshapedRows.removeAll { Int($0) >= count }
        objectiveTouched.removeAll { Int($0) >= count }
        valueCheckSymbols.removeAll { Int($0) >= count }
    }

    // MARK: Variables

    /// Throws if `variable` is bound to another live solver.
    func checkOwnership(_ variable: Variable) throws(SolverError) {
        if variable.ownerSerial != 0 && variable.ownerSerial != serial {
            throw .variableOwnedByAnotherSolver(variable)
        }
    }

    /// The external symbol of `variable`, binding it to this solver if needed.
    func symbol(for variable: Variable) -> Int32 {
        if variable.ownerSerial == serial { return variable.symbol }
        let symbol = newSymbol(.external)
        symbols.variables[Int(symbol)] = variable
        symbols.isBound[Int(symbol)] = true
        variable.ownerSerial = serial
        variable.symbol = symbol
        variable.slot = symbols.reported.pointer(to: Int(symbol))
        // A variable that comes back (released when nothing used it) showed its last
        // value meanwhile: report a change from that value, not from 0.
        symbols.reported[Int(symbol)] = variable.detachedValue
        touch(symbol)
        return symbol
    }

    func unbind(_ variable: Variable) {
        if variable.ownerSerial == serial, variable.symbol >= 0, Int(variable.symbol) < symbols.reported.count {
            variable.detachedValue = symbols.reported[Int(variable.symbol)]
        }
        variable.ownerSerial = 0
        variable.slot = nil
        variable.symbol = -1
    }

    func unbindAllVariables() {
        for case let variable? in symbols.variables where variable.ownerSerial == serial {
            unbind(variable)
        }
    }

    /// Releases the fields of every constraint this engine holds through them (see
    /// ``ConstraintTags``), as a solver going away does.
    func unbindAllConstraints() {
        // Index loops over the owners and the twins' lists: a generic sequence of them
        // ran its iterator through witness tables for every constraint unoptimised
        // (a solver going away with a thousand twins spent 2 M instructions here).
        let owners = symbols.owners
        var s = 0
        while s < symbolCount {
            if let owner = owners[s], owner.holderSerial == serial { owner.setHeld(by: 0, order: 0, marker: -1, other: -1) }
            s += 1
        }
        let lists = twins.twinsOfMarker
        var m = 0
        while m < lists.count {
            let list = lists[m]
            var index = 0
            while index < list.count {
                let twin = list[index]
                if twin.holderSerial == serial { twin.setHeld(by: 0, order: 0, marker: -1, other: -1) }
                index += 1
            }
            m += 1
        }
    }

    /// Frees an external symbol nothing mentions any more, so its variable can be
    /// used elsewhere and the solver does not keep it alive.
    func releaseIfUnused(_ symbol: Int32) {
        let s = Int(symbol)
        guard symbols.useCount[s] == 0, !symbols.isBasic[s], symbols.referrers[s].isEmpty,
              let variable = symbols.variables[s] else { return }
        unbind(variable)
        symbols.variables[s] = nil
        symbols.isBound[s] = false
        symbols.values[s] = 0
        symbols.reported[s] = 0
    }

    // MARK: Change tracking

    /// Records that `symbol`'s value (or, for an external, its row) may have changed.
    @inline(__always)
    func touch(_ symbol: Int32) {
        if !symbols.isPending[Int(symbol)] {
            symbols.isPending[Int(symbol)] = true
            pending.append(symbol)
        }
    }

    // MARK: Reset

    func reset() {
        unbindAllVariables()
        unbindAllConstraints()
        symbols = SymbolColumns()
        rowPositions.reset()
        levelPriority = []; levelOrder = []; objective = []; objectiveConstant = []; spareLevel = []
        candidates.removeAll()
        tags = ConstraintTags(serial: serial); addedCount = 0; twins = Twins(); edits = [:]; infeasible = []
        pending = []
        stamp = 0; visitEpoch = 0; dependEpoch = 0
        journal = nil; lastConflict = nil; sweep = nil; variableRowCount = 0; evalStack = []; dirtyScratch = []; changedScratch = []
        subjectCandidates = []; addedExternals = []
        mergeCells = []; cancelledSymbols = []
        reshapedRows = []; objectiveTouched = []; valueCheckSymbols = []; checkedMarkers = []; checkedMarkerBits = []; valuesNeedFullCheck = false
        callShift = 0; unreadShift = 0; rowsWrittenSinceFullRead = true
        objectiveRowsRead = []
        tableauVersion &+= 1; lastSwapRow = -1
    }

    func constraintsInOrder() -> [Constraint] {
        (heldTags() + twinTags()).sorted { $0.order < $1.order }.map(\.constraint)
    }

    /// The tag of every constraint held, in the order of their markers.
    func heldTags() -> [Tag] {
        var result: [Tag] = []
        result.reserveCapacity(tags.count)
        for m in 0..<symbolCount where isLiveMarker(m) {
            if let tag = tags.tag(of: symbols.owners[m]!) { result.append(tag) }
        }
        return result
    }

    /// Whether `symbol` is the marker of a constraint held: every live constraint's marker
    /// and second error name it as their owner (a removal clears them), and the marker is
    /// the older of the two.
    @inline(__always)
    func isLiveMarker(_ symbol: Int) -> Bool {
        symbols.owners[symbol] != nil && marker(of: Int32(symbol)) == Int32(symbol)
    }

    /// The marker of the constraint whose marker or second error is `symbol`: the older
    /// of the pair (`add` makes the marker first).
    @inline(__always)
    func marker(of symbol: Int32) -> Int32 {
        let partner = symbols.partner[Int(symbol)]
        return partner >= 0 && partner < symbol ? partner : symbol
    }
}
