/// Removals held back for a moment, so that removing a required constraint and adding
/// an identical one costs nothing.
///
/// Layout code often takes a constraint out and puts the same one back straight away:
/// a layout library remaking its constraints (SnapKit's `remakeConstraints`), an
/// animation deactivating one set and activating another that shares constraints, a
/// performance test activating the same four edges ten thousand times. Each removal
/// and re-add rewrote rows both ways for a system that ends where it began.
///
/// So a required constraint that is neither an edit nor a twin or host (see
/// `Engine+Twins.swift`) is not taken out when removed: it is listed as held back, and
/// for the caller it is gone (``Solver/hasConstraint(_:)`` is false, removing it again
/// throws, and it is not in ``Solver/constraints``). Adding a constraint that reads the
/// same, term for term, hands it the held-back one's row, symbols and place in the
/// twins, with an added order of its own: the tableau is exactly as if nothing had
/// happened, which is what removing and re-adding leads to. Any other call first takes
/// the held-back constraints out for real (in the order they were removed; a removal
/// that is not held back goes after them), so everything it sees is as if they had gone
/// at once: values, conflicts, queries.
extension Solver {
    /// How many of the latest held-back removals an add compares itself with: an add
    /// that matches none of them takes them all out and is added as usual. (A bound, so
    /// that removing a whole subtree's constraints and adding others costs no more than
    /// before; a constraint object added back is found by its flag, at any distance.)
    static let heldBackRemovalsCompared = 16

    /// Holds back the removal of `constraint` if it qualifies; false if not.
    func holdBackRemoval(of constraint: Constraint) -> Bool {
        guard holdsBackRemovals, constraint.strength.isRequired, !constraint.isEdit,
              engine.tags.contains(constraint), !engine.hasTwinOrHost(constraint) else { return false }
        constraint.isHeldBack = true
        heldBackRemovals.append(constraint)
        return true
    }

    /// Whether `constraint`'s removal is held back here.
    @inline(__always)
    func isHeldBack(_ constraint: Constraint) -> Bool {
        constraint.isHeldBack && engine.tags.contains(constraint)
    }

    /// Hands a held-back constraint that reads like `constraint` over to it: the
    /// constraint itself, or the latest of the last few removals that reads the same.
    /// False, changing nothing, when there is none.
    func takeOverHeldBackRemoval(by constraint: Constraint) -> Bool {
        guard !heldBackRemovals.isEmpty else { return false }
        if isHeldBack(constraint) {
            // Its entry goes when it is the last (a constraint taken out and put straight
            // back); otherwise it stays, flagged as no longer held back, as finding it
            // would cost a search.
            if heldBackRemovals.last === constraint { heldBackRemovals.removeLast() }
            constraint.isHeldBack = false
            engine.handOver(constraint, to: constraint)
            checkInvariantsIfEnabled("addConstraint")
            return true
        }
        guard !engine.tags.contains(constraint) else { return false }
        var index = heldBackRemovals.count - 1
        let last = max(0, heldBackRemovals.count - Solver.heldBackRemovalsCompared)
        while index >= last {
            let held = heldBackRemovals[index]
            if held.isHeldBack && Engine.areTwins(held, constraint) {
                heldBackRemovals.remove(at: index)
                held.isHeldBack = false
                engine.handOver(held, to: constraint)
                checkInvariantsIfEnabled("addConstraint")
                return true
            }
            index -= 1
        }
        return false
    }

    /// Takes every held-back constraint out of the tableau, in the order they were removed.
    func settleHeldBackRemovals() {
        guard !heldBackRemovals.isEmpty else { return }
        let removals = heldBackRemovals
        heldBackRemovals = []
        var index = 0
        while index < removals.count {
            let constraint = removals[index]
            index += 1
            // Added back since: it is held again, and stays.
            guard constraint.isHeldBack else { continue }
            constraint.isHeldBack = false
            // Held by the engine since it was held back: no error is possible.
            try? engine.remove(constraint)
        }
    }
}

extension Engine {
    /// Gives `leaving`'s row, symbols and host entry to `arriving`, which reads the same,
    /// with a new added order; `leaving` is no longer held.
    func handOver(_ leaving: Constraint, to arriving: Constraint) {
        guard let tag = tags.remove(leaving) else { return }
        tags.insert(Tag(constraint: arriving, order: addedCount, marker: tag.marker, other: tag.other))
        addedCount += 1
        symbols.owners[Int(tag.marker)] = arriving
        if tag.other >= 0 { symbols.owners[Int(tag.other)] = arriving }
        if let hash = twinHash(of: leaving), twins.hostsByHash[hash] === leaving { twins.hostsByHash[hash] = arriving }
        if lastConflict?.constraint == ObjectKey(leaving) { lastConflict = nil }
    }
}
