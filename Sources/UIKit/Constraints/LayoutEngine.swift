import Cassowary
import Foundation

/// The bridge between views and the solver: one per window (and a temporary one for a
/// window-less tree while ``UIView/layoutIfNeeded()`` runs on it).
///
/// Each view that takes part gets four variables (its alignment rectangle in its
/// superview's coordinates). Constraints are added incrementally; `flush()` reads the
/// variables that changed and calls `setNeedsLayout()` on each one's view's superview,
/// once per changed variable, as UIKit does. Frames are only written by layout.
///
/// **Which constraint breaks.** When a required constraint cannot be added, the engine
/// keeps the constraints it already has and breaks the new one (it is left out of the
/// solver, stays `isActive`, and is logged with the solver's explanation of the
/// conflict). The rule is deterministic: the most recently installed constraint of a
/// conflict is the one broken.
@MainActor
final class LayoutEngine {
    let solver = Solver()
    /// The window, or the root of a window-less tree.
    var root: UIView? { rootReference.object }
    private let rootReference: UnretainedReference<UIView>
    let isTemporary: Bool
    /// A fitting engine (``UIView/systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``):
    /// its variables live only in ``participants``, never in the items, so a view can be
    /// measured while it takes part in its window's engine.
    let isDetached: Bool
    /// The strength of the root's size edit variables: just below required, so a window
    /// size always wins over any optional constraint.
    static let rootSizeStrength = Strength(999.999)

    private var installed: [ObjectIdentifier: Cassowary.Constraint] = [:]
    private(set) var broken: [ObjectIdentifier: NSLayoutConstraint] = [:]
    private var batchDepth = 0
    private var queue: [NSLayoutConstraint] = []
    private var queued = Set<ObjectIdentifier>()
    /// Views with variables here, by identity.
    private(set) var participants: [ObjectIdentifier: LayoutVariables] = [:]
    private var nextVariableID = 1
    /// Whether the solver changed since the last `flush()`.
    @exclusivity(unchecked) private(set) var hasPendingChanges = false
    /// The view whose `layoutSubviews` is running: its subviews' changes are being
    /// applied right now, so they do not mark it again.
    @exclusivity(unchecked) var suppressedSuperview: ObjectIdentifier?

    /// The window, for a window's engine.
    private var window: UIWindow? { windowReference.object }
    private let windowReference: UnretainedReference<UIWindow>

    /// Content-size constraints per view (see ``NSContentSizeLayoutConstraint``).
    var contentSizes: [ObjectIdentifier: ContentSizeRecord] = [:]
    /// Views whose intrinsic size or content priorities must be re-read.
    @exclusivity(unchecked) private var pendingContentSize: [UIView] = []
    @exclusivity(unchecked) private var pendingContentSizeIDs = Set<ObjectIdentifier>()

    init(window: UIWindow) {
        rootReference = UnretainedReference(window)
        windowReference = UnretainedReference(window)
        isTemporary = false
        isDetached = false
    }

    init(temporaryRoot: UIView) {
        rootReference = UnretainedReference(temporaryRoot)
        windowReference = UnretainedReference(nil)
        isTemporary = true
        isDetached = false
    }

    init(fittingRoot: UIView) {
        rootReference = UnretainedReference(fittingRoot)
        windowReference = UnretainedReference(nil)
        isTemporary = true
        isDetached = true
    }

    // MARK: Variables

    /// The variables of `item`, created on first use. A new view that translates its
    /// autoresizing mask gets its `NSAutoresizingMaskLayoutConstraint`s, and its
    /// content-size constraints at the next solve; the root gets size edit variables
    /// holding its bounds size (a fitting root gets none: the caller sizes it).
    func variables(for item: any LayoutItem) -> LayoutVariables {
        if isDetached {
            if let existing = participants[ObjectIdentifier(item)] { return existing }
        } else if let existing = item.layoutVariables, existing.belongs(to: self) {
            return existing
        }
        let variables = LayoutVariables(item: item, engine: self, firstID: nextVariableID)
        (item as? UIView)?.engineFrameIsStale = true
        nextVariableID += 4
        participants[ObjectIdentifier(item)] = variables
        if !isDetached { item.layoutVariables = variables }
        guard let view = item as? UIView else { return variables }
        if !isDetached { view.autoresizingConstraints = [] }
        queueContentSize(view)
        if view === root && isDetached {
            try? solver.addConstraints([
                Cassowary.Constraint(Cassowary.Expression(variables.minX), .equal),
                Cassowary.Constraint(Cassowary.Expression(variables.minY), .equal),
            ])
            hasPendingChanges = true
        } else if view === root {
            for (variable, value) in [(variables.width, view.bounds.width), (variables.height, view.bounds.height)] {
                try? solver.addEditVariable(variable, strength: LayoutEngine.rootSizeStrength)
                try? solver.suggestValue(variable, Double(value))
            }
            try? solver.addConstraints([
                Cassowary.Constraint(Cassowary.Expression(variables.minX), .equal),
                Cassowary.Constraint(Cassowary.Expression(variables.minY), .equal),
            ])
            hasPendingChanges = true
        } else if view.translatesAutoresizingMaskIntoConstraints, view.superview != nil {
            installAutoresizingConstraints(for: view)
        }
        return variables
    }

    func installAutoresizingConstraints(for view: UIView) {
        guard let superview = view.superview else { return }
        let made = NSAutoresizingMaskLayoutConstraint.constraints(for: view, in: superview)
        if !isDetached { view.autoresizingConstraints = made }
        beginBatch()
        for constraint in made {
            constraint.activeFlag = true
            install(constraint)
        }
        endBatch()
    }

    func removeAutoresizingConstraints(for view: UIView) {
        for constraint in view.autoresizingConstraints {
            constraint.activeFlag = false
            uninstall(constraint)
        }
        view.autoresizingConstraints = []
    }

    /// Re-translates the frame and mask of a view that takes part.
    func refreshAutoresizingConstraints(for view: UIView) {
        guard let variables = view.layoutVariables, variables.belongs(to: self), view !== root else { return }
        removeAutoresizingConstraints(for: view)
        if view.translatesAutoresizingMaskIntoConstraints { installAutoresizingConstraints(for: view) }
    }

    /// Suggests the root's new size.
    func setRootSize(_ size: CGSize) {
        guard let root, let variables = root.layoutVariables, variables.belongs(to: self) else { return }
        try? solver.suggestValue(variables.width, Double(size.width))
        try? solver.suggestValue(variables.height, Double(size.height))
        changed()
    }

    // MARK: Content size

    /// Notes that `view`'s intrinsic size or content priorities must be re-read at the
    /// next solve.
    func queueContentSize(_ view: UIView) {
        guard pendingContentSizeIDs.insert(ObjectIdentifier(view)).inserted else { return }
        pendingContentSize.append(view)
    }

    /// `invalidateIntrinsicContentSize()` or a priority change on a participant.
    func contentSizeDidChange(for view: UIView) {
        queueContentSize(view)
        changed()
    }

    /// Re-reads the queued views' intrinsic sizes: constant changes in place, added or
    /// removed constraints where an axis gains or loses a value or a priority changed.
    func processPendingContentSizes() {
        while !pendingContentSize.isEmpty {
            let views = pendingContentSize
            pendingContentSize.removeAll()
            pendingContentSizeIDs.removeAll()
            for view in views where participants[ObjectIdentifier(view)] != nil {
                refreshContentSize(for: view)
            }
        }
    }

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
                for (constraint, solverConstraint) in made { installed[ObjectIdentifier(constraint)] = solverConstraint }
            } catch {
                // Constraints before the failing one are in; handle it, retry the rest.
                let failedAt = failingIndex(of: error, in: made.map(\.1)) ?? 0
                for (constraint, solverConstraint) in made[..<failedAt] { installed[ObjectIdentifier(constraint)] = solverConstraint }
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
        var depths: [ObjectIdentifier: Int] = [:]
        func depth(_ object: AnyObject?) -> Int {
            guard let view = layoutItem(object)?.hierarchyView else { return Int.max }
            if let known = depths[ObjectIdentifier(view)] { return known }
            let value = view.superview.map { depth($0) + 1 } ?? 0
            depths[ObjectIdentifier(view)] = value
            return value
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
        for (constraint, solverConstraint) in made { installed[ObjectIdentifier(constraint)] = solverConstraint }
        return true
    }

    /// Adds a constraint now, or queues it inside a batch.
    func install(_ constraint: NSLayoutConstraint) {
        let id = ObjectIdentifier(constraint)
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
        let id = ObjectIdentifier(constraint)
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
        guard let current = installed[ObjectIdentifier(constraint)],
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
        installed[ObjectIdentifier(constraint)] != nil
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

    private func failingIndex(of error: any Error, in constraints: [Cassowary.Constraint]) -> Int? {
        guard let error = error as? SolverError else { return nil }
        let culprit: Cassowary.Constraint
        switch error {
        case .unsatisfiableConstraint(let c), .duplicateConstraint(let c), .nonFiniteConstraint(let c), .unknownConstraint(let c):
            culprit = c
        default:
            return nil
        }
        return constraints.firstIndex { $0 === culprit }
    }

    func handleAddError(_ error: any Error, constraint: NSLayoutConstraint, solverConstraint: Cassowary.Constraint) {
        if case SolverError.unsatisfiableConstraint = error {
            broken[ObjectIdentifier(constraint)] = constraint
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

    // MARK: Subtrees

    /// Installs the active constraints held in `view`'s subtree (one batch).
    func installSubtree(_ view: UIView) {
        beginBatch()
        view.forEachInSubtree { member in
            for constraint in member.constraints where constraint.activeFlag { install(constraint) }
        }
        endBatch()
    }

    /// Takes `view`'s subtree out of the engine: its constraints, autoresizing
    /// constraints and variables. The constraints stay active in the views.
    func removeSubtree(_ view: UIView) {
        view.forEachInSubtree { member in
            for constraint in member.constraints { uninstall(constraint) }
            removeAutoresizingConstraints(for: member)
            removeContentSize(for: member)
            if let variables = member.layoutVariables, variables.belongs(to: self) {
                member.layoutVariables = nil
                participants[ObjectIdentifier(member)] = nil
            }
            if let guides = member.guideStorage {
                for guide in guides.all { removeItem(guide) }
            }
        }
        changed()
    }

    /// Forgets a guide's variables (its constraints are already out).
    func removeItem(_ guide: UILayoutGuide) {
        if let variables = guide.layoutVariables, variables.belongs(to: self) {
            guide.lastLayoutFrame = variables.solvedRect.snappedToPoints
            guide.layoutVariables = nil
            participants[ObjectIdentifier(guide)] = nil
        }
    }

    // MARK: Results

    /// Writes the solved values into the variables and marks, for each variable that
    /// changed, its view's superview with `setNeedsLayout()`.
    /// - Complexity: proportional to the variables that changed.
    func flush() {
        processPendingContentSizes()
        guard hasPendingChanges else { return }
        hasPendingChanges = false
        readSolverChanges()
    }

    /// Reads the variables the solver moved: each one's view gets a stale engine frame
    /// and its superview a `setNeedsLayout()`. Every read of a live engine's solution
    /// goes through here, so no view misses a change.
    func readSolverChanges() {
        for variable in solver.updateVariables() {
            guard let box = variable.context as? LayoutItemReference else { continue }
            let parent: UIView?
            if let view = box.view {
                view.engineFrameIsStale = true
                parent = view.superview
            } else {
                parent = box.item?.layoutParent
            }
            guard let parent, ObjectIdentifier(parent) != suppressedSuperview else { continue }
            parent.setNeedsLayout()
        }
    }

    /// For a fresh temporary engine: reads the solution and marks the superview of every
    /// view whose frame differs from it.
    func markViewsWhoseFramesDiffer() {
        processPendingContentSizes()
        hasPendingChanges = false
        solver.updateVariables()
        for variables in participants.values {
            guard variables.belongs(to: self), let item = item(of: variables),
                  let parent = item.layoutParent else { continue }
            if let view = item as? UIView {
                if engineFrame(of: view, variables) != view.frame { parent.setNeedsLayout() }
            } else {
                parent.setNeedsLayout()
            }
        }
    }

    /// The frame the engine gives `view`: its solved alignment rectangle turned into a
    /// frame and snapped to whole pixels (``CGRect/snappedToPoints``) in the superview's
    /// coordinates.
    func engineFrame(of view: UIView, _ variables: LayoutVariables) -> CGRect {
        view.frame(forAlignmentRect: variables.solvedRect).snappedToPoints
    }

    private func item(of variables: LayoutVariables) -> (any LayoutItem)? {
        (variables.minX.context as? LayoutItemReference)?.item
    }

    /// Frees a temporary engine: every participant forgets its variables.
    func tearDown() {
        for variables in participants.values where !isDetached {
            guard let item = item(of: variables) else { continue }
            if let guide = item as? UILayoutGuide { guide.lastLayoutFrame = variables.solvedRect.snappedToPoints }
            if item.layoutVariables === variables { item.layoutVariables = nil }
            (item as? UIView)?.autoresizingConstraints = []
        }
        contentSizes.removeAll()
        pendingContentSize.removeAll()
        pendingContentSizeIDs.removeAll()
        participants.removeAll()
        installed.removeAll()
        broken.removeAll()
        solver.reset()
    }
}
