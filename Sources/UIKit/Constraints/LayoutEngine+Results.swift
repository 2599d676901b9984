import Cassowary
import Foundation

/// Reading the solution: changed variables mark their views for layout, frames come
/// from the engine, and a temporary engine is torn down.
@MainActor
extension LayoutEngine {
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
    /// and its superview a `setNeedsLayout()`, once per variable as in UIKit. Every read
    /// of a live engine's solution goes through here, so no view misses a change.
    ///
    /// An item's four variables share one context, and the solver reports them mostly
    /// side by side: the superview found for one is kept for the next variable of the
    /// same item, so the item is looked up once, not once per variable.
    ///
    /// The variable and its context are read in a scope of their own that ends before
    /// `setNeedsLayout()`: bound for the whole iteration, both were retained and
    /// released around that call (a `let` lives to the end of its scope).
    ///
    /// An index loop with the context compared by address (``ChangedVariables/context(at:)``):
    /// in an unoptimised build a `for … in` over the changes and an `ObjectIdentifier` made
    /// for each cost several hundred instructions per moved variable.
    func readSolverChanges() {
        var lastContext: UnsafeMutableRawPointer?
        var lastParent: UIView?
        let changes = solver.updateVariables()
        let count = changes.count
        var index = 0
        while index < count {
            do {
                guard let context = changes.context(at: index) else { index += 1; continue }
                let address = Unmanaged.passUnretained(context).toOpaque()
                if address != lastContext {
                    lastContext = address
                    lastParent = markStale(context)
                }
            }
            index += 1
            lastParent?.setNeedsLayout()
        }
    }

    /// Marks the engine frame of the item behind a variable's `context` stale; returns
    /// the view that lays it out (nil for none, or for the superview being suppressed).
    private func markStale(_ context: AnyObject) -> UIView? {
        guard let box = context as? LayoutItemReference else { return nil }
        let parent: UIView?
        if let view = box.view {
            view.engineState.engineFrameIsStale = true
            parent = view.superview
        } else {
            parent = box.item?.layoutParent
        }
        guard let parent, ObjectIdentifier(parent) != suppressedSuperview else { return nil }
        return parent
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
                if engineFrame(of: view, variables) != view.layoutFrame { parent.setNeedsLayout() }
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
            (item as? UIView)?.engineState.autoresizingConstraints = []
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
