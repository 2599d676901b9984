/// Twins: constraints identical to one the engine already holds.
///
/// Within a priority level the errors add up, so `n` identical optional constraints
/// weigh exactly what one does with `n` times its errors' weight: a constraint that
/// reads, term for term, like a held one (same variables and coefficients, constant,
/// relation and priority) is not given a row of its own. It joins the held one (its
/// host) as a twin, and the host's error symbols weigh one more in the objective. A
/// required twin holds exactly when its host does, so it only joins it.
///
/// Each identical constraint with a row of its own costs a pivot through every earlier
/// one: they all hold the first one's errors, with constants of zero. A thousand
/// identical optional equalities on one variable and one stronger one took half a
/// million row substitutions; as twins they add one objective weight each. A required
/// one kept as a redundant row was placed by expanding it through the earlier ones, so
/// each add cost more than the last (a layout library's test that re-activates the same
/// four edge constraints 10,000 times, leaving one set active each time round, slowed
/// by a fifth every round).
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
    /// Each host's twins, in the order they were added.
    var twinsOfHost: [ObjectKey: [Constraint]] = [:]
    /// Each twin's host.
    var hostOfTwin: [ObjectKey: Constraint] = [:]
    /// For each error symbol of a host with twins, the weight its twins add (one each).
    var extraWeight: [Int32: Double] = [:]

    /// How many twins the engine holds.
    var count: Int { hostOfTwin.count }
}

extension Engine {
    /// The hash under which `constraint` is looked up among the hosts, or nil when it
    /// never merges (an edit, or without variables).
    func twinHash(of constraint: Constraint) -> Int? {
        guard !constraint.isEdit, !constraint.expression.terms.isEmpty else { return nil }
        var hasher = Hasher()
        switch constraint.relation {
        case .equal: hasher.combine(0)
        case .lessThanOrEqual: hasher.combine(1)
        case .greaterThanOrEqual: hasher.combine(2)
        }
        hasher.combine(constraint.strength.priority)
        hasher.combine(constraint.expression.constant)
        let terms = constraint.expression.terms
        var index = 0
        while index < terms.count {
            hasher.combine(ObjectIdentifier(terms[index].variable))
            hasher.combine(terms[index].coefficient)
            index += 1
        }
        return hasher.finalize()
    }

    /// Whether `a` and `b` read the same, term for term.
    static func areTwins(_ a: Constraint, _ b: Constraint) -> Bool {
        guard a.relation == b.relation, a.strength == b.strength,
              a.expression.constant == b.expression.constant,
              a.expression.terms.count == b.expression.terms.count else { return false }
        // By index, not over a `zip` (its iterator runs through generic calls in an
        // unoptimised build, over 2,000 instructions a step).
        let x = a.expression.terms, y = b.expression.terms
        var index = 0
        while index < x.count {
            if x[index].variable !== y[index].variable || x[index].coefficient != y[index].coefficient { return false }
            index += 1
        }
        return true
    }

    /// The weight of error symbol `symbol` in its level: one, plus one for each twin of
    /// its constraint.
    @inline(__always)
    func errorWeight(_ symbol: Int32) -> Double {
        twins.extraWeight.isEmpty ? 1 : 1 + (twins.extraWeight[symbol] ?? 0)
    }

    /// Adds `constraint` as the twin of the held host under `hash`, if that host reads
    /// the same; returns false (and changes nothing) if there is none.
    func addAsTwin(_ constraint: Constraint, hash: Int, optimizeAfter: Bool) -> Bool {
        guard let host = twins.hostsByHash[hash], Engine.areTwins(constraint, host),
              let hostTag = tags.tag(of: host) else { return false }
        tags.insert(Tag(constraint: constraint, order: addedCount, marker: hostTag.marker, other: hostTag.other))
        addedCount += 1
        twins.twinsOfHost[ObjectKey(host), default: []].append(constraint)
        twins.hostOfTwin[ObjectKey(constraint)] = host
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

    /// Whether `constraint` is a twin or a host with twins.
    func hasTwinOrHost(_ constraint: Constraint) -> Bool {
        guard !twins.hostOfTwin.isEmpty else { return false }
        let key = ObjectKey(constraint)
        return twins.hostOfTwin[key] != nil || twins.twinsOfHost[key] != nil
    }

    /// Removes a twin or a host with twins; false when `constraint` is neither.
    func removeTwinOrHost(_ constraint: Constraint) -> Bool {
        guard !twins.hostOfTwin.isEmpty else { return false }
        let key = ObjectKey(constraint)
        if let host = twins.hostOfTwin.removeValue(forKey: key) {
            _ = tags.remove(constraint)
            let hostKey = ObjectKey(host)
            var list = twins.twinsOfHost[hostKey]!
            if let index = list.lastIndex(where: { $0 === constraint }) { list.remove(at: index) }
            twins.twinsOfHost[hostKey] = list.isEmpty ? nil : list
            rowsReshaped = true
            addTwinWeight(-1, toErrorsOf: tags.tag(of: host)!)
            optimizeAndRepair()
            return true
        }
        guard var list = twins.twinsOfHost.removeValue(forKey: key) else { return false }
        // The first twin inherits the row, the error symbols and the other twins.
        let hostTag = tags.remove(constraint)!
        let heir = list.removeFirst()
        twins.hostOfTwin[ObjectKey(heir)] = nil
        let heirOrder = tags.remove(heir)!.order
        let heirTag = Tag(constraint: heir, order: heirOrder, marker: hostTag.marker, other: hostTag.other)
        tags.insert(heirTag)
        symbols.owners[Int(hostTag.marker)] = heir
        if hostTag.other >= 0 { symbols.owners[Int(hostTag.other)] = heir }
        if !list.isEmpty {
            twins.twinsOfHost[ObjectKey(heir)] = list
            for twin in list { twins.hostOfTwin[ObjectKey(twin)] = heir }
        }
        if let hash = twinHash(of: constraint), twins.hostsByHash[hash] === constraint { twins.hostsByHash[hash] = heir }
        if lastConflict?.constraint == key { lastConflict = nil }
        rowsReshaped = true
        addTwinWeight(-1, toErrorsOf: heirTag)
        optimizeAndRepair()
        return true
    }

    /// Changes the constant of a twin or of a host with twins: it is no longer
    /// identical, so it leaves them and is added again with a row of its own (or as the
    /// twin of another constraint it now reads like), keeping its added order.
    ///
    /// A refused change (a required constraint that no longer holds with the rest) puts
    /// it back as it was, a twin again, keeping its added order.
    func updateConstantOfTwin(_ constraint: Constraint, to constant: Double) throws(SolverError) {
        let order = tags.tag(of: constraint)!.order
        let oldConstant = constraint.expression.constant
        _ = removeTwinOrHost(constraint)
        constraint.expression.constant = constant
        do {
            try add(constraint, optimizeAfter: true)
        } catch {
            constraint.expression.constant = oldConstant
            try? add(constraint, optimizeAfter: true)
            tags.setOrder(of: constraint, to: order)
            throw error
        }
        tags.setOrder(of: constraint, to: order)
    }

    /// The tags of the twins held, in no particular order.
    func twinTags() -> [Tag] {
        twins.twinsOfHost.values.flatMap { $0 }.compactMap { tags.tag(of: $0) }
    }

    /// The twins held (for releasing their fields).
    var twinConstraints: [Constraint] {
        twins.twinsOfHost.values.flatMap { $0 }
    }

    /// Adds `delta` to the objective weight of the error symbols of `tag`'s row.
    /// (Each symbol in turn, not through an array literal: an unoptimised build allocated
    /// the array and iterated it through generic calls at every twin added.)
    private func addTwinWeight(_ delta: Double, toErrorsOf tag: Tag) {
        addTwinWeight(delta, toError: tag.marker)
        addTwinWeight(delta, toError: tag.other)
    }

    private func addTwinWeight(_ delta: Double, toError symbol: Int32) {
        guard symbol >= 0, symbols.kind[Int(symbol)] == .error else { return }
        addToObjective(symbol, weight: delta, level: Int(symbols.errorLevel[Int(symbol)]))
        let weight = (twins.extraWeight[symbol] ?? 0) + delta
        twins.extraWeight[symbol] = weight == 0 ? nil : weight
    }
}

extension Engine {
    /// What is wrong with the twins' records (for ``Solver/_checkInvariants()``): each
    /// twin's host is held with a row of its own and reads the same, the twin's tag
    /// names the host's symbols, and each error symbol's extra weight counts its twins.
    func twinProblems() -> [String] {
        var problems: [String] = []
        var expectedWeight: [Int32: Double] = [:]
        for (hostKey, list) in twins.twinsOfHost {
            guard let host = list.first.flatMap({ twins.hostOfTwin[ObjectKey($0)] }), ObjectKey(host) == hostKey,
                  let hostTag = tags.tag(of: host), symbols.owners[Int(hostTag.marker)] === host else {
                problems.append("a host of twins is not held with a row of its own")
                continue
            }
            for twin in list {
                if twins.hostOfTwin[ObjectKey(twin)] !== host { problems.append("a twin does not name its host") }
                if !Engine.areTwins(twin, host) { problems.append("a twin does not read like its host: \(twin) and \(host)") }
                if let tag = tags.tag(of: twin), tag.marker == hostTag.marker, tag.other == hostTag.other {} else {
                    problems.append("the tag of a twin does not name its host's symbols")
                }
            }
            for symbol in [hostTag.marker, hostTag.other] where symbol >= 0 && symbols.kind[Int(symbol)] == .error {
                expectedWeight[symbol] = Double(list.count)
            }
        }
        if twins.hostOfTwin.count != twins.twinsOfHost.values.reduce(0, { $0 + $1.count }) {
            problems.append("\(twins.hostOfTwin.count) twins name a host, \(twins.twinsOfHost.values.reduce(0, { $0 + $1.count })) are listed")
        }
        if expectedWeight != twins.extraWeight { problems.append("the twins' extra weights are wrong") }
        return problems
    }
}
