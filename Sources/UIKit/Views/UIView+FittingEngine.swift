import Cassowary
import Foundation

/// The engine that ``UIView/systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``
/// builds for a view, kept on the view for its next measurement.
///
/// Building one (the subtree's constraints, guides and content sizes) is most of a
/// measurement's cost; a table measuring each reused cell again with new text needs only
/// new content sizes and target constants. Anything else that could change the engine's
/// constraints drops it (``UIView/invalidateFittingEngines(includingSelf:)``): a
/// constraint installed, removed or changed on the view or a descendant, a subview added
/// or removed, a descendant's autoresizing frame or mask, a layout-direction or baseline
/// change that re-derives constraints. Content sizes and content priorities are read
/// afresh at every measurement, each from no wrap width, as a new engine reads them.
@preconcurrency @MainActor
final class FittingEngine {
    let engine: LayoutEngine
    /// The root's variables in ``engine``.
    let variables: LayoutVariables
    /// `'_UITemporaryLayoutWidth'` and `'_UITemporaryLayoutHeight'`.
    private var width: NSLayoutConstraint
    private var height: NSLayoutConstraint

    /// Whether any view has kept one: until then, invalidation has nothing to look for.
    static var anyKept = false

    /// Builds the engine of `root`'s subtree (its own autoresizing constraints and
    /// constraints to outside views left out).
    init(root: UIView, target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) {
        engine = LayoutEngine(fittingRoot: root)
        variables = engine.variables(for: root)
        engine.installSubtree(root)
        width = FittingEngine.temporary(root, .width, constant: target.width, priority: horizontal)
        height = FittingEngine.temporary(root, .height, constant: target.height, priority: vertical)
        engine.beginBatch()
        engine.install(width)
        engine.install(height)
        engine.endBatch()
        FittingEngine.anyKept = true
    }

    private static func temporary(_ view: UIView, _ attribute: NSLayoutConstraint.Attribute, constant: CGFloat,
                                  priority: UILayoutPriority) -> NSLayoutConstraint {
        let constraint = NSLayoutConstraint(item: view, attribute: attribute, relatedBy: .equal, toItem: nil,
                                            attribute: .notAnAttribute, multiplier: 0, constant: constant)
        constraint.identifier = attribute == .width ? "_UITemporaryLayoutWidth" : "_UITemporaryLayoutHeight"
        constraint.priority = priority
        return constraint
    }

    /// The size of `root` pulled towards `target` at the given priorities (unrounded).
    func measure(_ root: UIView, target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) -> CGSize {
        engine.beginBatch()
        width = retarget(width, of: root, to: target.width, priority: horizontal)
        height = retarget(height, of: root, to: target.height, priority: vertical)
        // Every content size from scratch, as a new engine reads them: no wrap width yet.
        for record in engine.contentSizes.values { record.measuredWidth = nil }
        root.forEachInSubtree { engine.queueContentSize($0) }
        engine.endBatch()
        engine.processPendingContentSizes()
        engine.solver.updateVariables()
        // Height-for-width: re-measure wrapping views at their solved width until stable.
        for _ in 0..<8 {
            var changed = false
            for (id, record) in engine.contentSizes {
                guard let view = engine.participants[id].flatMap({ ($0.width.context as? LayoutItemReference)?.view }),
                      view.intrinsicSizeDependsOnWidth, let solved = engine.participants[id] else { continue }
                let solvedWidth = solved.width.value.rounded()
                if record.measuredWidth != solvedWidth {
                    engine.refreshContentSize(for: view, wrapWidth: solvedWidth)
                    changed = true
                }
            }
            guard changed else { break }
            engine.solver.updateVariables()
        }
        return CGSize(width: variables.width.value, height: variables.height.value)
    }

    /// `constraint` with `constant` and `priority`: its constant changed in place, or a
    /// new constraint when the priority differs.
    private func retarget(_ constraint: NSLayoutConstraint, of root: UIView, to constant: CGFloat,
                          priority: UILayoutPriority) -> NSLayoutConstraint {
        if constraint.priority == priority {
            guard constraint.constant != constant else { return constraint }
            constraint.storedConstant = constant
            engine.updateConstant(constraint)
            return constraint
        }
        engine.uninstall(constraint)
        let replacement = FittingEngine.temporary(root, constraint.firstAttribute, constant: constant, priority: priority)
        engine.install(replacement)
        return replacement
    }
}

extension UIView {
    /// Drops the fitting engines kept on this view's ancestors and, with `includingSelf`,
    /// on the view itself: something their constraints were made from changed.
    func invalidateFittingEngines(includingSelf: Bool = true) {
        guard FittingEngine.anyKept else { return }
        var view = includingSelf ? self : superview
        while let current = view {
            if current.engineState.fittingEngine != nil { current.engineState.fittingEngine = nil }
            view = current.superview
        }
    }
}
