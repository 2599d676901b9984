import Foundation

extension UIView {
    /// Whether ``updateConstraints()`` is due: true after init and after
    /// ``setNeedsUpdateConstraints()``, false once the update-constraints step ran.
    public func needsUpdateConstraints() -> Bool { cycle.needsUpdateConstraintsFlag }

    // MARK: Marking (internal: no overridable method is called)

    /// Marks the view for layout and flags its ancestors, stopping at one already flagged.
    func markNeedsLayout() {
        cycle.needsLayoutFlag = true
        propagateSubtreeNeedsLayout()
    }

    /// Flags this view and its ancestors as containing a view that needs layout.
    func propagateSubtreeNeedsLayout() {
        // Most calls find the view flagged already (every subview of a row the engine
        // moved asks).
        if !cycle.subtreeNeedsLayout {
            cycle.subtreeNeedsLayout = true
            flagAncestorsSubtreeNeedsLayout()
        }
        scheduleUpdateCycleIfInWindow()
    }

    /// Whether this view or one of its subviews' subtrees needs layout (what
    /// `cycle.subtreeNeedsLayout` should say). An index loop, not `contains { }` (a
    /// main-actor closure handed to the standard library checks its executor on every
    /// call) nor `for … in` (see ``storedSubviews``).
    var needsLayoutHereOrBelow: Bool {
        if cycle.needsLayoutFlag { return true }
        let list = storedSubviews
        let count = list.count
        var index = 0
        while index < count {
            if list[index].cycle.subtreeNeedsLayout { return true }
            index += 1
        }
        return false
    }

    /// Recomputes the flag of this view's ancestors after it lost a dirty subtree.
    func refreshSubtreeNeedsLayout() {
        var current = superview
        while let view = current {
            let dirty = view.needsLayoutHereOrBelow
            if dirty == view.cycle.subtreeNeedsLayout { break }
            view.cycle.subtreeNeedsLayout = dirty
            current = view.superview
        }
    }

    func markNeedsUpdateConstraints() {
        if cycle.isInLayoutSubviews {
            LayoutDiagnostics.error("setNeedsUpdateConstraints was called on \(layoutDescriptionName) from inside its own layoutSubviews. The update-constraints step of this pass has already run; the request is ignored. Mark the view before layout, or change its constraints directly.")
            return
        }
        cycle.needsUpdateConstraintsFlag = true
        markNeedsUpdateConstraintsPropagating()
    }

    /// Flags the ancestors of a view whose subtree needs an update-constraints step.
    func markNeedsUpdateConstraintsPropagating() {
        guard cycle.needsUpdateConstraintsFlag || cycle.subtreeNeedsUpdateConstraints else { return }
        var current: UIView? = self
        while let view = current, !(view.cycle.subtreeNeedsUpdateConstraints && view !== self) {
            view.cycle.subtreeNeedsUpdateConstraints = true
            current = view.superview
        }
        scheduleUpdateCycleIfInWindow()
    }

    func markNeedsDisplay(_ rect: CGRect) {
        cycle.needsDisplayFlag = true
        cycle.dirtyRect = rect.isNull ? bounds : cycle.dirtyRect.union(rect)
        propagateSubtreeNeedsDisplay()
    }

    func propagateSubtreeNeedsDisplay() {
        var current: UIView? = self
        while let view = current, !view.cycle.subtreeNeedsDisplay {
            view.cycle.subtreeNeedsDisplay = true
            current = view.superview
        }
        scheduleUpdateCycleIfInWindow()
    }

    func scheduleUpdateCycleIfInWindow() {
        if hostWindowNeedsScheduling, let window = hostWindow { window.scheduleUpdateCycle() }
    }

    /// Records that the window must be repainted where this view (or `rect` in its
    /// coordinates) is.
    func invalidatePresentation(in rect: CGRect? = nil) {
        if hostWindowIsFullyDirty { scheduleUpdateCycleIfInWindow(); return }
        guard let window = hostWindow else { return }
        let local = rect ?? paintedArea(of: bounds)
        if self === window { window.addPresentationDirtyRect(local); return }
        // Content of a view scrolled this cycle moves with any later scroll: it is kept
        // in that view's coordinates until presented.
        if let scrolled = window.pendingScroll?.view, let inContent = self.rect(local, inAncestor: scrolled) {
            window.addScrolledContentDirtyRect(inContent)
            return
        }
        window.addPresentationDirtyRect(clippedWindowRect(local))
    }

    // MARK: Immediate versions

    func performUpdateConstraintsIfNeeded() {
        guard cycle.subtreeNeedsUpdateConstraints else { return }
        let engine = currentEngine()
        engine?.beginBatch()
        UpdateCycle.updateConstraints(in: self)
        engine?.endBatch()
    }

    func performLayoutIfNeeded() {
        if let window = hostWindow {
            // Constant time when clean: every flag propagates to the window.
            guard window.cycle.subtreeNeedsLayout || window.cycle.subtreeNeedsUpdateConstraints
                    || window.engine.hasPendingChanges else { return }
            UpdateCycle.layout(from: self, root: window, engine: window.engine)
        } else {
            let root = rootView
            guard root.cycle.subtreeNeedsLayout || root.cycle.subtreeNeedsUpdateConstraints || root.cycle.treeConstraintsChanged else { return }
            let engine = LayoutEngine(temporaryRoot: root)
            root.engineState.temporaryEngine = engine
            engine.installSubtree(root)
            engine.markViewsWhoseFramesDiffer()
            UpdateCycle.layout(from: self, root: root, engine: engine)
            root.cycle.treeConstraintsChanged = false
            root.keepContentSizeConstraints(of: engine)
            engine.tearDown()
            root.engineState.temporaryEngine = nil
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
        let list = storedSubviews
        let count = list.count
        // The subviews share this view's window: whether it is repainted whole anyway is
        // asked once for all of them (a resize sets every frame; see `setFrame`).
        let windowFullyDirty = count > 0 && hostWindowIsFullyDirty
        var index = 0
        while index < count {
            let subview = list[index]
            index += 1
            guard subview.engineState.engineFrameIsStale, let variables = subview.layoutVariables,
                  variables.engineID == ObjectIdentifier(engine) else { continue }
            subview.engineState.engineFrameIsStale = false
            subview.setFrame(engine.engineFrame(of: subview, variables), fromEngine: true, windowKnownFullyDirty: windowFullyDirty)
        }
        if let guides = marginState.guideStorage {
            for guide in guides.all {
                guard let variables = guide.layoutVariables, variables.belongs(to: engine) else { continue }
                guide.lastLayoutFrame = variables.solvedRect.snappedToPoints
            }
        }
    }
}
