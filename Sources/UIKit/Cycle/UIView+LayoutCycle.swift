import Foundation

extension UIView {
    /// Whether ``updateConstraints()`` is due: true after init and after
    /// ``setNeedsUpdateConstraints()``, false once the update-constraints step ran.
    public func needsUpdateConstraints() -> Bool { needsUpdateConstraintsFlag }

    // MARK: Marking (internal: no overridable method is called)

    /// Marks the view for layout and flags its ancestors, stopping at one already flagged.
    func markNeedsLayout() {
        needsLayoutFlag = true
        propagateSubtreeNeedsLayout()
    }

    /// Flags this view and its ancestors as containing a view that needs layout.
    func propagateSubtreeNeedsLayout() {
        var current: UIView? = self
        while let view = current, !view.subtreeNeedsLayout {
            view.subtreeNeedsLayout = true
            current = view.superview
        }
        scheduleUpdateCycleIfInWindow()
    }

    /// Whether this view or one of its subviews' subtrees needs layout (what
    /// `subtreeNeedsLayout` should say). A loop, not `contains { }`: a main-actor closure
    /// handed to the standard library checks its executor on every call.
    var needsLayoutHereOrBelow: Bool {
        if needsLayoutFlag { return true }
        for subview in subviews where subview.subtreeNeedsLayout { return true }
        return false
    }

    /// Recomputes the flag of this view's ancestors after it lost a dirty subtree.
    func refreshSubtreeNeedsLayout() {
        var current = superview
        while let view = current {
            let dirty = view.needsLayoutHereOrBelow
            if dirty == view.subtreeNeedsLayout { break }
            view.subtreeNeedsLayout = dirty
            current = view.superview
        }
    }

    func markNeedsUpdateConstraints() {
        if isInLayoutSubviews {
            LayoutDiagnostics.error("setNeedsUpdateConstraints was called on \(layoutDescriptionName) from inside its own layoutSubviews. The update-constraints step of this pass has already run; the request is ignored. Mark the view before layout, or change its constraints directly.")
            return
        }
        needsUpdateConstraintsFlag = true
        markNeedsUpdateConstraintsPropagating()
    }

    /// Flags the ancestors of a view whose subtree needs an update-constraints step.
    func markNeedsUpdateConstraintsPropagating() {
        guard needsUpdateConstraintsFlag || subtreeNeedsUpdateConstraints else { return }
        var current: UIView? = self
        while let view = current, !(view.subtreeNeedsUpdateConstraints && view !== self) {
            view.subtreeNeedsUpdateConstraints = true
            current = view.superview
        }
        scheduleUpdateCycleIfInWindow()
    }

    func markNeedsDisplay(_ rect: CGRect) {
        needsDisplayFlag = true
        dirtyRect = rect.isNull ? bounds : dirtyRect.union(rect)
        propagateSubtreeNeedsDisplay()
    }

    func propagateSubtreeNeedsDisplay() {
        var current: UIView? = self
        while let view = current, !view.subtreeNeedsDisplay {
            view.subtreeNeedsDisplay = true
            current = view.superview
        }
        scheduleUpdateCycleIfInWindow()
    }

    func scheduleUpdateCycleIfInWindow() {
        if let window = hostWindow, !window.isUpdateCycleScheduled { window.scheduleUpdateCycle() }
    }

    /// Records that the window must be repainted where this view (or `rect` in its
    /// coordinates) is.
    func invalidatePresentation(in rect: CGRect? = nil) {
        guard let window = hostWindow else { return }
        if window.isFullyDirty { window.scheduleUpdateCycle(); return }
        let local = rect ?? bounds
        window.addPresentationDirtyRect(self === window ? local : convert(local, to: window))
    }

    // MARK: Immediate versions

    func performUpdateConstraintsIfNeeded() {
        guard subtreeNeedsUpdateConstraints else { return }
        let engine = currentEngine()
        engine?.beginBatch()
        UpdateCycle.updateConstraints(in: self)
        engine?.endBatch()
    }

    func performLayoutIfNeeded() {
        if let window = hostWindow {
            // Constant time when clean: every flag propagates to the window.
            guard window.subtreeNeedsLayout || window.subtreeNeedsUpdateConstraints
                    || window.engine.hasPendingChanges else { return }
            UpdateCycle.layout(from: self, root: window, engine: window.engine)
        } else {
            let root = rootView
            guard root.subtreeNeedsLayout || root.subtreeNeedsUpdateConstraints || root.treeConstraintsChanged else { return }
            let engine = LayoutEngine(temporaryRoot: root)
            root.temporaryEngine = engine
            engine.installSubtree(root)
            engine.markViewsWhoseFramesDiffer()
            UpdateCycle.layout(from: self, root: root, engine: engine)
            root.treeConstraintsChanged = false
            engine.tearDown()
            root.temporaryEngine = nil
        }
    }

    // MARK: The default layoutSubviews

    /// Copies the frames of the subviews that take part in the engine out of it: each
    /// solved alignment rectangle becomes a frame (``frame(forAlignmentRect:)``) whose
    /// edges snap to whole pixels in this view's coordinates (nearest pixel, ties away
    /// from zero; the size is the distance between the snapped edges). The engine keeps
    /// the exact values. The guides' frames are refreshed too.
    func applyEngineFramesToSubviews() {
        guard let engine = currentEngine() else { return }
        engine.flush()
        for subview in subviews where subview.engineFrameIsStale {
            guard let variables = subview.layoutVariables, variables.belongs(to: engine) else { continue }
            subview.engineFrameIsStale = false
            subview.setFrame(engine.engineFrame(of: subview, variables), fromEngine: true)
        }
        if let guides = guideStorage {
            for guide in guides.all {
                guard let variables = guide.layoutVariables, variables.belongs(to: engine) else { continue }
                guide.lastLayoutFrame = variables.solvedRect.snappedToPoints
            }
        }
    }
}
