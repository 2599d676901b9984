/// Twins: optional constraints identical to one the engine already holds.
///
/// Within a priority level the errors add up, so `n` identical optional constraints
/// weigh exactly what one does with `n` times its errors' weight: a constraint that
/// reads, term for term, like a held one (same variables and coefficients, constant,
/// relation and priority) is not given a row of its own. It joins the held one (its
/// host) as a twin, and the host's error symbols weigh one more in the objective.
///
/// Each identical constraint with a row of its own costs a pivot through every earlier
/// one: they all hold the first one's errors, with constants of zero. A thousand
/// identical optional equalities on one variable and one stronger one took half a
/// million row substitutions; as twins they add one objective weight each. (Required
/// constraints are not looked up: hashing every one of them cost the release build 4 %
/// more instructions in the solver benchmarks. A required copy is a redundant row, and a
/// required constraint removed and added again straight away is handed its own row back
/// instead: see `Solver+HeldBackRemovals.swift`.)
///
/// A twin is held like any constraint (``Solver/hasConstraint(_:)``, its own added
/// order, ``Solver/constraints``), and its tag names its host's marker and second
/// error. Removing a twin takes its weight back; removing a host with twins hands its
/// row to the first twin. A constant change gives the constraint a row of its own again
/// (it is no longer identical). Edit constraints never merge: their rows hold suggested
/// values.
struct Twins {
    /// Hosts by ``Engine/twinHash(of:)``: one per hash (a collision only means the
    /// second constraint gets a row of its own).
    var hostsByHash: [Int: Constraint] = [:]
    /// Each host's twins, in the order they were added, by the host's marker (empty for
    /// a symbol that is no such marker; as long as the highest marker with twins).
    /// A twin's tag names its host's marker, so the twin finds its list, and its host
    /// (the marker's owner), with no lookup by object. (By symbol, not dictionaries
    /// keyed by object: an unoptimised build ran each dictionary write through the
    /// standard library's unspecialised code, about 1,500 instructions, three a twin.)
    var twinsOfMarker: [[Constraint]] = []
    /// For each error symbol of a host with twins, the weight its twins add (one each);
    /// zero elsewhere (as long as the highest such symbol).
    var extraWeight: [Double] = []
    /// How many symbols have an extra weight.
    var weightedCount = 0
    /// How many twins the engine holds.
    var count = 0

    /// The twins of the host whose marker is `marker`.
    @inline(__always)
    func twins(ofMarker marker: Int32) -> [Constraint] {
        Int(marker) < twinsOfMarker.count ? twinsOfMarker[Int(marker)] : []
    }

    /// Appends `twin` to the twins of the host whose marker is `marker`.
    mutating func append(_ twin: Constraint, toMarker marker: Int32) {
        let m = Int(marker)
        if m >= twinsOfMarker.count {
            twinsOfMarker.append(contentsOf: Array(repeating: [], count: m + 1 - twinsOfMarker.count))
        }
        twinsOfMarker[m].append(twin)
        count += 1
    }

    /// The extra weight of `symbol` (zero for a symbol without twins).
    @inline(__always)
    func extraWeight(of symbol: Int32) -> Double {
        Int(symbol) < extraWeight.count ? extraWeight[Int(symbol)] : 0
    }

    /// Adds `delta` to the extra weight of `symbol`.
    mutating func addExtraWeight(_ delta: Double, to symbol: Int32) {
        let s = Int(symbol)
        if s >= extraWeight.count {
            extraWeight.append(contentsOf: Array(repeating: 0, count: s + 1 - extraWeight.count))
        }
        let old = extraWeight[s]
        let new = old + delta
        extraWeight[s] = new
        if old == 0 && new != 0 { weightedCount += 1 } else if old != 0 && new == 0 { weightedCount -= 1 }
    }
}

extension Engine {
    /// The hash under which `constraint` is looked up among the hosts, or nil when it
    /// never merges (required, an edit, or without variables).
    func twinHash(of constraint: Constraint) -> Int? {
        guard !constraint.strength.isRequired, !constraint.isEdit else { return nil }
        let expression = constraint.expression
        let terms = expression.terms
        guard terms.count != 0 else { return nil }
        // Mixed by hand (FNV-1a's step over whole words, then MurmurHash3's finaliser),
        // not with `Hasher`: its generic `combine` is a witness-table call per value
        // unoptimised. Equal constraints give equal hashes (`+ 0` makes -0 and 0 one
        // value); nothing depends on the hash beyond finding a host.
        // (Written out, not a nested function: one that captures the running hash keeps
        // it in a box with a dynamic exclusivity check per use.)
        let prime: UInt64 = 0x100_0000_01b3
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        switch constraint.relation {
        case .equal: hash = hash &* prime
        case .lessThanOrEqual: hash = (hash ^ 1) &* prime
        case .greaterThanOrEqual: hash = (hash ^ 2) &* prime
        }
        hash = (hash ^ (constraint.strength.priority + 0).bitPattern) &* prime
        hash = (hash ^ (expression.constant + 0).bitPattern) &* prime
        var index = 0
        while index < terms.count {
            let term = terms[index]
            hash = (hash ^ UInt64(UInt(bitPattern: ObjectIdentifier(term.variable)))) &* prime
            hash = (hash ^ (term.coefficient + 0).bitPattern) &* prime
            index += 1
        }
        return ObjectKey.mix(UInt(truncatingIfNeeded: hash), seed: 0)
    }

    /// Whether `a` and `b` read the same, term for term.
    static func areTwins(_ a: Constraint, _ b: Constraint) -> Bool {
        // The relations by `switch` and the strengths by priority: the generic `==` of
        // an `Equatable` runs through a witness table unoptimised. The terms by index,
        // each read once: not over a `zip` (its iterator runs through generic calls in
        // an unoptimised build, over 2,000 instructions a step), nor in a raw buffer's
        // closure (`withUnsafeBufferPointer` is itself a generic call, some 300
        // instructions, more than a one-term comparison). The expressions' fields are
        // read in place and the term lists copied once: each copy of a value holding an
        // array retains it.
        guard a.strength.priority == b.strength.priority, sameRelation(a.relation, b.relation),
              a.expression.constant == b.expression.constant else { return false }
        let x = a.expression.terms, y = b.expression.terms
        let count = x.count
        guard count == y.count else { return false }
        var index = 0
        while index < count {
            let s = x[index], t = y[index]
            if s.variable !== t.variable || s.coefficient != t.coefficient { return false }
            index += 1
        }
        return true
    }

    @inline(__always)
    private static func sameRelation(_ a: Relation, _ b: Relation) -> Bool {
        switch (a, b) {
        case (.equal, .equal), (.lessThanOrEqual, .lessThanOrEqual), (.greaterThanOrEqual, .greaterThanOrEqual): return true
        default: return false
        }
    }

    /// The weight of error symbol `symbol` in its level: one, plus one for each twin of
    /// its constraint.
    @inline(__always)
    func errorWeight(_ symbol: Int32) -> Double {
        twins.weightedCount == 0 ? 1 : 1 + twins.extraWeight(of: symbol)
    }

    /// Adds `constraint` as the twin of the held host under `hash`, if that host reads
    /// the same; returns false (and changes nothing) if there is none.
    func addAsTwin(_ constraint: Constraint, hash: Int, optimizeAfter: Bool) -> Bool {
        guard let host = twins.hostsByHash[hash], Engine.areTwins(constraint, host),
              let hostTag = tags.tag(of: host) else { return false }
        tags.insert(Tag(constraint: constraint, order: addedCount, marker: hostTag.marker, other: hostTag.other))
        addedCount += 1
        twins.append(constraint, toMarker: hostTag.marker)
        rowsReshaped = true
        addTwinWeight(1, toErrorsOf: hostTag)
        if optimizeAfter { optimizeAndRepair() }
        return true
    }

    /// Records `constraint` (just added with a row of its own) as the host for its hash,
    /// if no other constraint is.
    func registerAsHost(_ constraint: Constraint, hash: Int) {
        if twins.hostsByHash[hash] == nil { twins.hostsByHash[hash] = constraint }
    }

    /// Takes `constraint` out of the hosts (before it goes, or before its constant changes).
    func forgetHost(_ constraint: Constraint) {
        guard !twins.hostsByHash.isEmpty, let hash = twinHash(of: constraint),
              twins.hostsByHash[hash] === constraint else { return }
        twins.hostsByHash[hash] = nil
    }

    /// Whether `constraint` is a twin or a host with twins: the list at its tag's
    /// marker is not empty.
    func hasTwinOrHost(_ constraint: Constraint) -> Bool {
        guard twins.count != 0, let tag = tags.tag(of: constraint) else { return false }
        return twins.twins(ofMarker: tag.marker).count != 0
    }

    /// Removes a twin or a host with twins; false when `constraint` is neither.
    func removeTwinOrHost(_ constraint: Constraint) -> Bool {
        guard twins.count != 0, let tag = tags.tag(of: constraint) else { return false }
        let m = Int(tag.marker)
        var list = twins.twins(ofMarker: tag.marker)
        guard list.count != 0 else { return false }
        // Only the host owns the marker; its twins' tags name it too.
        twins.twinsOfMarker[m] = []
        twins.count -= list.count
        if symbols.owners[m] !== constraint {
            _ = tags.remove(constraint)
            if let index = list.lastIndex(where: { $0 === constraint }) { list.remove(at: index) }
            twins.twinsOfMarker[m] = list
            twins.count += list.count
            rowsReshaped = true
            addTwinWeight(-1, toErrorsOf: tag)
            optimizeAndRepair()
            return true
        }
        // The first twin inherits the row, the error symbols and the other twins.
        let hostTag = tags.remove(constraint)!
        let heir = list.removeFirst()
        let heirOrder = tags.remove(heir)!.order
        let heirTag = Tag(constraint: heir, order: heirOrder, marker: hostTag.marker, other: hostTag.other)
        tags.insert(heirTag)
        symbols.owners[m] = heir
        if hostTag.other >= 0 { symbols.owners[Int(hostTag.other)] = heir }
        twins.twinsOfMarker[m] = list
        twins.count += list.count
        if let hash = twinHash(of: constraint), twins.hostsByHash[hash] === constraint { twins.hostsByHash[hash] = heir }
        if lastConflict?.constraint == ObjectKey(constraint) { lastConflict = nil }
        rowsReshaped = true
        addTwinWeight(-1, toErrorsOf: heirTag)
        optimizeAndRepair()
        return true
    }

    /// Changes the constant of a twin or of a host with twins: it is no longer
    /// identical, so it leaves them and is added again with a row of its own (or as the
    /// twin of another constraint it now reads like), keeping its added order.
    func updateConstantOfTwin(_ constraint: Constraint, to constant: Double) throws(SolverError) {
        let order = tags.tag(of: constraint)!.order
        _ = removeTwinOrHost(constraint)
        constraint.expression.constant = constant
        try add(constraint, optimizeAfter: true)
        tags.setOrder(of: constraint, to: order)
    }

    /// The tags of the twins held, by their hosts' markers.
    func twinTags() -> [Tag] {
        twinConstraints.compactMap { tags.tag(of: $0) }
    }

    /// The twins held (for releasing their fields), by their hosts' markers.
    var twinConstraints: [Constraint] {
        twins.twinsOfMarker.flatMap { $0 }
    }

    /// Adds `delta` to the objective weight of the error symbols of `tag`'s row.
    /// (Each symbol in turn, not through an array literal: an unoptimised build allocated
    /// the array and iterated it through generic calls at every twin added.)
    private func addTwinWeight(_ delta: Double, toErrorsOf tag: Tag) {
        addTwinWeight(delta, toError: tag.marker)
        addTwinWeight(delta, toError: tag.other)
    }

    private func addTwinWeight(_ delta: Double, toError symbol: Int32) {
        guard symbol >= 0, case .error = symbols.kind[Int(symbol)] else { return }
        addToObjective(symbol, weight: delta, level: Int(symbols.errorLevel[Int(symbol)]))
        twins.addExtraWeight(delta, to: symbol)
    }
}

extension Engine {
    /// What is wrong with the twins' records (for ``Solver/_checkInvariants()``): each
    /// twin's host is held with a row of its own and reads the same, the twin's tag
    /// names the host's symbols, and each error symbol's extra weight counts its twins.
    func twinProblems() -> [String] {
        var problems: [String] = []
        var expectedWeight = [Double](repeating: 0, count: max(symbolCount, twins.extraWeight.count))
        var listed = 0
        for (m, list) in twins.twinsOfMarker.enumerated() where !list.isEmpty {
            listed += list.count
            guard m < symbolCount, isLiveMarker(m), let host = symbols.owners[m],
                  let hostTag = tags.tag(of: host), hostTag.marker == Int32(m) else {
                problems.append("a host of twins is not held with a row of its own")
                continue
            }
            for twin in list {
                if twin === host { problems.append("a host is listed as its own twin") }
                if !Engine.areTwins(twin, host) { problems.append("a twin does not read like its host: \(twin) and \(host)") }
                if let tag = tags.tag(of: twin), tag.marker == hostTag.marker, tag.other == hostTag.other {} else {
                    problems.append("the tag of a twin does not name its host's symbols")
                }
            }
            for symbol in [hostTag.marker, hostTag.other] where symbol >= 0 && symbols.kind[Int(symbol)] == .error {
                expectedWeight[Int(symbol)] = Double(list.count)
            }
        }
        if listed != twins.count { problems.append("\(twins.count) twins counted, \(listed) are listed") }
        let weights = (0..<expectedWeight.count).map { twins.extraWeight(of: Int32($0)) }
        if expectedWeight != weights { problems.append("the twins' extra weights are wrong") }
        if twins.weightedCount != weights.filter({ $0 != 0 }).count {
            problems.append("\(twins.weightedCount) symbols counted with an extra weight, \(weights.filter { $0 != 0 }.count) have one")
        }
        return problems
    }
}
