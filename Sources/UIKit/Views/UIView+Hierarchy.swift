import Foundation

extension UIView {
    /// What ``addSubview(_:)`` does (declared in the class, where it can be `open`).
    func performAddSubview(_ view: UIView) {
        insertSubview(view, at: subviews.count)
    }

    /// What ``insertSubview(_:at:)`` does (declared in the class, where it can be `open`).
    func performInsertSubview(_ view: UIView, at index: Int) {
        guard view !== self, !isDescendant(of: view) else {
            LayoutDiagnostics.error("Can't add \(view.layoutDescriptionName) as a subview of \(layoutDescriptionName): it would create a cycle in the view hierarchy.")
            return
        }
        if view.superview === self {
            // Reordering only: no window or constraint change.
            if let old = subviews.firstIndex(where: { $0 === view }) {
                storedSubviews.remove(at: old)
                storedSubviews.insert(view, at: min(max(index, 0), storedSubviews.count))
                invalidatePresentation()
            }
            return
        }
        let newWindow = self as? UIWindow ?? window
        let oldWindow = view.window
        let oldTint = view.tintInEffect
        let oldDirection = view.effectiveUserInterfaceLayoutDirection
        if view.superview != nil {
            view.detachFromSuperview(notifyingWindow: newWindow)
        }
        view.willMove(toSuperview: self)
        if oldWindow !== newWindow && view.superview == nil {
            view.propagateWillMove(toWindow: newWindow)
        }
        storedSubviews.insert(view, at: min(max(index, 0), storedSubviews.count))
        view.superview = self
        if view.cachedWindow !== newWindow { view.setWindowRecursively(newWindow) }
        view.hierarchyGeometryDidChange()
        // Constraints held inside the moved subtree follow it into this hierarchy's engine.
        invalidateFittingEngines()
        if let engine = currentEngine() { engine.installSubtree(view) } else { markTreeConstraintsChanged() }
        markNeedsLayout()
        view.markNeedsUpdateConstraintsPropagating()
        if view.cycle.subtreeNeedsLayout { propagateSubtreeNeedsLayout() }
        if view.cycle.subtreeNeedsDisplay { propagateSubtreeNeedsDisplay() }
        invalidatePresentation(in: view.paintedArea(of: view.frame))
        if view.tintInEffect != oldTint { view.propagateTintChange() }
        // A subtree that inherits its direction takes this one's (mirrored margins and constraints).
        if view.effectiveUserInterfaceLayoutDirection != oldDirection { view.layoutDirectionDidChangeInSubtree() }
        view.didMoveToSuperview()
        if oldWindow !== newWindow { view.propagateDidMoveToWindow() }
        didAddSubview(view)
    }

    /// What ``insertSubview(_:belowSubview:)`` does (declared in the class, where it can be `open`).
    func performInsertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        var index = subviews.firstIndex { $0 === siblingSubview } ?? subviews.count
        if let current = subviews.firstIndex(where: { $0 === view }), current < index { index -= 1 }
        insertSubview(view, at: index)
    }

    /// What ``insertSubview(_:aboveSubview:)`` does (declared in the class, where it can be `open`).
    func performInsertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        var index = subviews.firstIndex { $0 === siblingSubview }.map { $0 + 1 } ?? subviews.count
        if let current = subviews.firstIndex(where: { $0 === view }), current < index { index -= 1 }
        insertSubview(view, at: index)
    }

    /// What ``bringSubviewToFront(_:)`` does (declared in the class, where it can be `open`).
    func performBringSubviewToFront(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: subviews.count)
    }

    /// What ``sendSubviewToBack(_:)`` does (declared in the class, where it can be `open`).
    func performSendSubviewToBack(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: 0)
    }

    /// What ``removeFromSuperview()`` does (declared in the class, where it can be `open`).
    func performRemoveFromSuperview() {
        guard superview != nil else { return }
        let oldWindow = window
        if oldWindow != nil { propagateWillMove(toWindow: nil) }
        detachFromSuperview(notifyingWindow: nil)
        if oldWindow != nil { propagateDidMoveToWindow() }
    }

    /// Does the removal; calls `willMove(toSuperview: nil)`, `didMoveToSuperview()` only
    /// when not moving (the caller reports the move).
    private func detachFromSuperview(notifyingWindow newWindow: UIWindow?) {
        guard let parent = superview else { return }
        parent.willRemoveSubview(self)
        willMove(toSuperview: nil)
        deactivateConstraintsLeavingSubtree()
        if let engine = currentEngine() { engine.removeSubtree(self) }
        parent.markTreeConstraintsChanged()
        parent.invalidateFittingEngines()
        parent.invalidatePresentation(in: paintedArea(of: frame))
        parent.storedSubviews.removeAll { $0 === self }
        superview = nil
        if cachedWindow != nil { setWindowRecursively(nil) }
        hierarchyGeometryDidChange()
        parent.markNeedsLayout()
        if cycle.subtreeNeedsLayout { cycle.subtreeNeedsLayout = false; refreshSubtreeNeedsLayout() }
        if newWindow == nil { didMoveToSuperview() }
    }

    /// Deactivates constraints that mention a view of this subtree but are held outside it.
    private func deactivateConstraintsLeavingSubtree() {
        var leaving: [NSLayoutConstraint] = []
        var seen = Set<ObjectIdentifier>()
        forEachInSubtree { view in
            var lists = [view.involvingConstraints.values]
            if let guides = view.marginState.guideStorage { lists += guides.all.map(\.involvingConstraints.values) }
            for list in lists {
                for constraint in list {
                    guard let holder = constraint.container, !holder.isDescendant(of: self) else { continue }
                    if seen.insert(ObjectIdentifier(constraint)).inserted { leaving.append(constraint) }
                }
            }
        }
        leaving.sort { $0.serial < $1.serial }
        if !leaving.isEmpty { NSLayoutConstraint.deactivate(leaving) }
    }

    /// What ``isDescendant(of:)`` does (declared in the class, where it can be `open`).
    func performIsDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// What ``viewWithTag(_:)`` does (declared in the class, where it can be `open`).
    func performViewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in subviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    /// Calls `body` for this view and every descendant, parents first.
    func forEachInSubtree(_ body: (UIView) -> Void) {
        body(self)
        for subview in subviews { subview.forEachInSubtree(body) }
    }

    /// The top of this view's hierarchy (its window, or the root of a window-less tree).
    var rootView: UIView {
        var view = self
        while let parent = view.superview { view = parent }
        return view
    }

    /// The closest view that is an ancestor of (or equal to) both.
    func closestCommonAncestor(with other: UIView) -> UIView? {
        if other === self { return self }
        // The common cases first: siblings, and a view and its superview.
        if let superview, superview === other.superview || superview === other { return superview }
        if other.superview === self { return self }
        // Otherwise bring both to the same depth, then climb in step until they meet
        // (a set of one side's ancestors cost an allocation and a hash per level, for
        // every constraint activated).
        var mine: UIView? = self
        var theirs: UIView? = other
        var myDepth = depthFromRoot
        var theirDepth = other.depthFromRoot
        while myDepth > theirDepth { mine = mine?.superview; myDepth -= 1 }
        while theirDepth > myDepth { theirs = theirs?.superview; theirDepth -= 1 }
        while let a = mine, let b = theirs {
            if a === b { return a }
            mine = a.superview
            theirs = b.superview
        }
        return nil
    }

    /// How many superviews are above this view.
    private var depthFromRoot: Int {
        var depth = 0
        var current = superview
        while let view = current { depth += 1; current = view.superview }
        return depth
    }

    // These walks recurse themselves rather than go through ``forEachInSubtree(_:)``
    // (same order: the view, then its subviews front to back): a closure that touches a
    // view's state is main-actor isolated, and called as a plain function it checked its
    // executor at every call (about 220 instructions a view added to a window).

    private func setWindowRecursively(_ window: UIWindow?) {
        cachedWindow = window
        for subview in storedSubviews { subview.setWindowRecursively(window) }
    }

    private func propagateWillMove(toWindow newWindow: UIWindow?) {
        owningViewController?.viewWillMove(toWindow: newWindow)
        willMove(toWindow: newWindow)
        for subview in subviews { subview.propagateWillMove(toWindow: newWindow) }
    }

    private func propagateDidMoveToWindow() {
        notifyDidMoveToWindow(below: self)
        if let window {
            // A view entering a window needs its content drawn: UIKit asks each one with
            // setNeedsDisplay, subviews before their superview (the first article's log).
            requestDisplayEnteringWindow()
            window.scheduleUpdateCycle()
        }
    }

    /// Tells this view and its subtree that `root`'s subtree moved to a window (or out of
    /// one), for ``propagateDidMoveToWindow()``.
    private func notifyDidMoveToWindow(below root: UIView) {
        // Size-class constraints from a document follow the window's traits.
        if root.window != nil { engineState.sizeClassVariations?.apply(for: traitCollection) }
        if root.window != nil, !AppearanceRegistry.shared.isEmpty { applyAppearanceProxiesOnce() }
        didMoveToWindow()
        owningViewController?.viewDidMoveToWindow()
        for subview in subviews { subview.notifyDidMoveToWindow(below: root) }
    }

    /// Calls ``setNeedsDisplay()`` on every view of the subtree, subviews first.
    private func requestDisplayEnteringWindow() {
        for subview in subviews { subview.requestDisplayEnteringWindow() }
        setNeedsDisplay()
    }
}
