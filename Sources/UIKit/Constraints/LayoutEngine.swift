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
@preconcurrency @MainActor
final class LayoutEngine {
    let solver = Solver()
    /// The window, or the root of a window-less tree.
    var root: UIView? { rootReference.object }
    let rootReference: UnretainedReference<UIView>
    let isTemporary: Bool
    /// A fitting engine (``UIView/systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``):
    /// its variables live only in ``participants``, never in the items, so a view can be
    /// measured while it takes part in its window's engine.
    let isDetached: Bool
    /// The strength of the root's size edit variables: just below required, so a window
    /// size always wins over any optional constraint.
    static let rootSizeStrength = Strength(999.999)

    // The bookkeeping every activated constraint reads and writes several times is
    // declared without dynamic exclusivity checks (about 80 instructions and a
    // thread-local lookup per access), like the other hot properties here: the engine
    // lives on the main actor and none of these is passed `inout` across a call that
    // could reach it again.
    @exclusivity(unchecked) var installed: [ObjectKey: Cassowary.Constraint] = [:]
    @exclusivity(unchecked) var broken: [ObjectKey: NSLayoutConstraint] = [:]
    @exclusivity(unchecked) var batchDepth = 0
    @exclusivity(unchecked) var queue: [NSLayoutConstraint] = []
    @exclusivity(unchecked) var queued = Set<ObjectKey>()
    /// Views with variables here, by identity.
    @exclusivity(unchecked) var participants: [ObjectKey: LayoutVariables] = [:]
    var nextVariableID = 1
    /// Whether the solver changed since the last `flush()`.
    @exclusivity(unchecked) var hasPendingChanges = false
    /// The view whose `layoutSubviews` is running: its subviews' changes are being
    /// applied right now, so they do not mark it again.
    @exclusivity(unchecked) var suppressedSuperview: ObjectIdentifier?

    /// The window, for a window's engine.
    var window: UIWindow? { windowReference.object }
    let windowReference: UnretainedReference<UIWindow>

    /// Content-size constraints per view (see ``NSContentSizeLayoutConstraint``).
    @exclusivity(unchecked) var contentSizes: [ObjectKey: ContentSizeRecord] = [:]
    /// Views whose intrinsic size or content priorities must be re-read.
    @exclusivity(unchecked) var pendingContentSize: [UIView] = []
    @exclusivity(unchecked) var pendingContentSizeIDs = Set<ObjectKey>()

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
    /// holding its bounds size (a fitting root gets none: the caller sizes it). The root
    /// of a window-less tree gets them only while it translates its autoresizing mask,
    /// which is what fixes a view's size in UIKit: with
    /// `translatesAutoresizingMaskIntoConstraints` false its size is the constraints'
    /// (0 when none sizes it), and its guides and pinned subviews follow that, not its frame.
    func variables(for item: any LayoutItem) -> LayoutVariables {
        if isDetached {
            if let existing = participants[ObjectKey(item)] { return existing }
        } else if let existing = item.layoutVariables, existing.belongs(to: self) {
            return existing
        }
        let variables = LayoutVariables(item: item, engine: self, firstID: nextVariableID)
        (item as? UIView)?.engineState.engineFrameIsStale = true
        nextVariableID += 4
        participants[ObjectKey(item)] = variables
        if !isDetached { item.layoutVariables = variables }
        guard let view = item as? UIView else { return variables }
        if !isDetached { view.engineState.autoresizingConstraints = [] }
        queueContentSize(view)
        if view === root && (isDetached || (isTemporary && !view.translatesAutoresizingMaskIntoConstraints)) {
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
        if !isDetached { view.engineState.autoresizingConstraints = made }
        beginBatch()
        for constraint in made {
            constraint.activeFlag = true
            install(constraint)
        }
        endBatch()
    }

    func removeAutoresizingConstraints(for view: UIView) {
        for constraint in view.engineState.autoresizingConstraints {
            constraint.activeFlag = false
            uninstall(constraint)
        }
        view.engineState.autoresizingConstraints = []
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
}
