import Cassowary
import Foundation

/// Installing and removing constraints: batches, the outside-in order, constant changes
/// and what a refused constraint becomes (broken, and logged).
@MainActor
extension LayoutEngine {
    // MARK: Constraints

    func beginBatch() { batchDepth += 1 }

    /// Ends a batch; the outermost end adds the queued constraints in one solver call.
    func endBatch() {
        batchDepth -= 1
        guard batchDepth == 0 else { return }
        guard !queue.isEmpty else {
            processPendingContentSizes()
            return
        }
        var pending = queue
        queue.removeAll()
        queued.removeAll()
        if pending.count > 1, addOutsideIn(pending) {
            processPendingContentSizes()
            changed()
            return
        }
        while !pending.isEmpty {
            let made = makeTagged(pending)
            pending.removeAll()
            do {
                try solver.addConstraints(made.map(\.1))
                installed.reserveCapacity(installed.count + made.count)
                for (constraint, solverConstraint) in made { installed[ObjectKey(constraint)] = solverConstraint }
            } catch {
                // Constraints before the failing one are in; handle it, retry the rest.
                let failedAt = failingIndex(of: error, in: made.map(\.1)) ?? 0
                for (constraint, solverConstraint) in made[..<failedAt] { installed[ObjectKey(constraint)] = solverConstraint }
                handleAddError(error, constraint: made[failedAt].0, solverConstraint: made[failedAt].1)
                pending = made[(failedAt + 1)...].map(\.0)
            }
        }
        processPendingContentSizes()
        changed()
    }

    /// Orders constraints by the depth of their shallower item, then by activation order.
    private nonisolated static func isShallower(_ a: (depth: Int, index: Int), _ b: (depth: Int, index: Int)) -> Bool {
        (a.depth, a.index) < (b.depth, b.index)
    }

    /// Adds a batch ordered from the outside in (constraints between shallower items
    /// first), so that a shared edge is already tied to its container when the views
    /// inside are chained to it: each stack row's equation then stays in its own
    /// symbols instead of pulling in the first row's. Returns `false`, with nothing
    /// added, if a constraint of the batch cannot be satisfied: the caller then adds
    /// the batch in the order it was made, so the constraint broken is the one UIKit
    /// would break.
    private func addOutsideIn(_ batch: [NSLayoutConstraint]) -> Bool {
        // A view's depth is found by climbing its superviews (without retaining them,
        // ``UIView/superviewCount(upTo:)``); past 32 levels the rest of the climb is
        // remembered for the batch. Remembering every view's depth looked up
        // a dictionary twice per constraint: in the 4,002-view stack's first layout, where
        // views are five levels deep, depths cost 18.6 M instructions that way (about
        // 1,100 a constraint), and climbing saves 7.5 M of them. The depths, and so the
        // order, are the same.
        var depths: [ObjectIdentifier: Int] = [:]
        func rememberedDepth(_ view: UIView) -> Int {
            if let known = depths[ObjectIdentifier(view)] { return known }
            let value = view.superview.map { rememberedDepth($0) + 1 } ?? 0
            depths[ObjectIdentifier(view)] = value
            return value
        }
        func depth(_ object: AnyObject?) -> Int {
            guard let view = layoutItem(object)?.hierarchyView else { return Int.max }
            let levels = view.superviewCount(upTo: 32)
            guard levels == 32 else { return levels }
            var ancestor = view
            for _ in 0..<32 { ancestor = ancestor.superview! }
            return levels + rememberedDepth(ancestor)
        }
        var order: [(depth: Int, index: Int)] = []
        order.reserveCapacity(batch.count)
        for (index, constraint) in batch.enumerated() {
            order.append((min(depth(constraint.firstItem), depth(constraint.secondItem)), index))
        }
        // A nonisolated comparator: a main-actor closure would check its executor on
        // every comparison.
        order.sort(by: LayoutEngine.isShallower)
        var ordered: [NSLayoutConstraint] = []
        ordered.reserveCapacity(order.count)
        for (_, index) in order { ordered.append(batch[index]) }
        let made = makeTagged(ordered)
        do {
            try solver.addConstraints(made.map(\.1))
        } catch {
            let failedAt = failingIndex(of: error, in: made.map(\.1)) ?? made.count
            for (_, solverConstraint) in made[..<failedAt] { try? solver.removeConstraint(solverConstraint) }
            return false
        }
        installed.reserveCapacity(installed.count + made.count)
        for (constraint, solverConstraint) in made { installed[ObjectKey(constraint)] = solverConstraint }
        return true
    }

    /// Adds a constraint now, or queues it inside a batch.
    func install(_ constraint: NSLayoutConstraint) {
        let id = ObjectKey(constraint)
        guard installed[id] == nil, broken[id] == nil, !queued.contains(id) else { return }
        if batchDepth > 0 {
            queue.append(constraint)
            queued.insert(id)
            hasPendingChanges = true
            return
        }
        guard let solverConstraint = makeTagged(constraint) else { return }
        do {
            try solver.addConstraint(solverConstraint)
            installed[id] = solverConstraint
        } catch {
            handleAddError(error, constraint: constraint, solverConstraint: solverConstraint)
        }
        processPendingContentSizes()
        changed()
    }

    /// Removes a constraint from the solver (it may stay active in the view tree).
    func uninstall(_ constraint: NSLayoutConstraint) {
        let id = ObjectKey(constraint)
        if queued.remove(id) != nil { queue.removeAll { $0 === constraint } }
        broken[id] = nil
        if let solverConstraint = installed.removeValue(forKey: id) {
            try? solver.removeConstraint(solverConstraint)
            changed()
        }
    }

    /// Re-adds a constraint whose constant or priority changed.
    func reinstall(_ constraint: NSLayoutConstraint) {
        uninstall(constraint)
        install(constraint)
    }

    /// Changes an installed constraint's constant in place (the solver's dual simplex:
    /// as cheap as a window resize for optional constraints). A constraint that is not
    /// in the solver, or a change the solver refuses, falls back to remove and add.
    func updateConstant(_ constraint: NSLayoutConstraint) {
        guard let current = installed[ObjectKey(constraint)],
              let fresh = constraint.makeSolverConstraint(in: self) else {
            reinstall(constraint)
            return
        }
        do {
            try solver.updateConstant(current, to: fresh.expression.constant)
            changed()
        } catch {
            reinstall(constraint)
        }
    }

    /// Whether the constraint is in the solver (not broken, not queued).
    func isInstalled(_ constraint: NSLayoutConstraint) -> Bool {
        installed[ObjectKey(constraint)] != nil
    }

    /// The solver constraints currently in, with their layout constraints, in add order.
    var installedConstraints: [NSLayoutConstraint] {
        solver.constraints.compactMap { $0.context as? NSLayoutConstraint }
    }

    private func makeTagged(_ constraint: NSLayoutConstraint) -> Cassowary.Constraint? {
        guard let made = constraint.makeSolverConstraint(in: self) else { return nil }
        made.context = constraint
        return made
    }

    /// The solver constraints of `constraints` (those that make one), paired with them.
    private func makeTagged(_ constraints: [NSLayoutConstraint]) -> [(NSLayoutConstraint, Cassowary.Constraint)] {
        var made: [(NSLayoutConstraint, Cassowary.Constraint)] = []
        made.reserveCapacity(constraints.count)
        for constraint in constraints {
            if let solverConstraint = makeTagged(constraint) { made.append((constraint, solverConstraint)) }
        }
        return made
    }

    private func failingIndex(of error: SolverError, in constraints: [Cassowary.Constraint]) -> Int? {
        let culprit: Cassowary.Constraint
        switch error {
        case .unsatisfiableConstraint(let c), .duplicateConstraint(let c), .nonFiniteConstraint(let c), .unknownConstraint(let c):
            culprit = c
        default:
            return nil
        }
        return constraints.firstIndex { $0 === culprit }
    }

    func handleAddError(_ error: SolverError, constraint: NSLayoutConstraint, solverConstraint: Cassowary.Constraint) {
        if case .unsatisfiableConstraint = error {
            broken[ObjectKey(constraint)] = constraint
            let conflict = solver.conflictingConstraints(for: solverConstraint).compactMap { $0.context as? NSLayoutConstraint }
            ConflictReport.log(conflict: conflict, broken: constraint)
        } else {
            LayoutDiagnostics.error("The layout engine refused \(constraint): \(error)")
        }
    }

    func changed() {
        hasPendingChanges = true
        if let window, !window.isUpdateCycleScheduled { window.scheduleUpdateCycle() }
    }
}
