import Foundation

extension UIView {
    /// Sets the frame; `fromEngine` is true when the default ``layoutSubviews()`` copies it
    /// out of the engine (then the autoresizing constraints are left alone).
    ///
    /// `windowKnownFullyDirty`: the caller found this view's window fully dirty (see
    /// ``hostWindowIsFullyDirty``) before setting a run of frames; it stays so while they
    /// are set (frames only add to the dirty area), so the test is made once for the run.
    func setFrame(_ newFrame: CGRect, fromEngine: Bool, windowKnownFullyDirty: Bool = false) {
        guard newFrame.isFiniteRect else {
            LayoutDiagnostics.error("Invalid frame \(newFrame) for \(layoutDescriptionName); ignored.")
            return
        }
        let old = layoutFrame
        guard !newFrame.hasSameFields(as: old) else { return }
        recordFrameChange(from: old, to: newFrame)
        frameOrigin = newFrame.origin
        boundsSize = newFrame.size
        // Where it showed and shows: transformed, and grown by a shadow (views without a
        // layer or transform, most of them, skip both).
        // A window repainted whole anyway (a resize) needs no rectangles: asked here once,
        // not by the superview (same window) through a closure, which an unoptimised
        // build runs as generic calls for every frame a layout pass sets.
        if windowKnownFullyDirty || hostWindowIsFullyDirty {
            scheduleUpdateCycleIfInWindow()
        } else {
            let plain = !hasTransform && layerStorage == nil
            let showing = plain ? old : paintedArea(of: displayedFrame(of: old))
            let shows = plain ? newFrame : paintedArea(of: displayedFrame(of: newFrame))
            if withSuperview({ $0.invalidatePresentation(showing: showing, and: shows) }) == nil {
                invalidatePresentation()
            }
        }
        if old.size.width != newFrame.size.width || old.size.height != newFrame.size.height {
            markNeedsLayout()
            // A subview's size change lays out its superview too (the second article's
            // list), unless the superview is the one placing it: the engine's frames, or
            // its own layoutSubviews setting frames by hand.
            if !fromEngine, let superview, !superview.cycle.isInLayoutSubviews { superview.markNeedsLayout() }
            if layoutOptions.contentMode == .redraw { setNeedsDisplay() }
            if layoutOptions.autoresizesSubviews { resizeSubviewsByMask(oldSize: old.size) }
            if superview == nil { rootSizeDidChange() }
        }
        if !fromEngine { frameDidChangeOutsideEngine() }
        geometryDidChange(oldSize: old.size)
    }

    /// Repaints two areas of this view: one rectangle when they overlap, each apart
    /// when not (a reused cell moving from above a scroll view's visible area to below
    /// it repaints where it shows, not everything in between).
    func invalidatePresentation(showing old: CGRect, and new: CGRect) {
        // A window repainted whole anyway (a resize) needs no rectangles: skip the
        // geometry, as `invalidatePresentation(in:)` would after it.
        if hostWindowIsFullyDirty {
            scheduleUpdateCycleIfInWindow()
            return
        }
        if old.intersects(new) {
            invalidatePresentation(in: old.covering(new))
        } else {
            invalidatePresentation(in: old)
            invalidatePresentation(in: new)
        }
    }

    // MARK: Converting

    /// What ``convert(_:to:)`` does (declared in the class, where it can be `open`).
    func performConvert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        if !hasTransformedAncestry && !(view?.hasTransformedAncestry ?? false) {
            let inWindow = offsetToRoot()
            let target = view?.offsetToRoot() ?? .zero
            return CGPoint(x: point.x + inWindow.x - target.x, y: point.y + inWindow.y - target.y)
        }
        let inRoot = point.applying(transformToRoot())
        return view.map { inRoot.applying($0.transformToRoot().inverted()) } ?? inRoot
    }

    /// What ``convert(_:from:)`` does (declared in the class, where it can be `open`).
    func performConvert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        if let view { return view.convert(point, to: self) }
        if !hasTransformedAncestry {
            let mine = offsetToRoot()
            return CGPoint(x: point.x - mine.x, y: point.y - mine.y)
        }
        return point.applying(transformToRoot().inverted())
    }

    /// What ``convert(_:to:)`` does (declared in the class, where it can be `open`).
    func performConvert(_ rect: CGRect, to view: UIView?) -> CGRect {
        if !hasTransformedAncestry && !(view?.hasTransformedAncestry ?? false) {
            return CGRect(origin: convert(rect.origin, to: view), size: rect.size)
        }
        let inRoot = rect.applying(transformToRoot())
        return view.map { inRoot.applying($0.transformToRoot().inverted()) } ?? inRoot
    }

    /// What ``convert(_:from:)`` does (declared in the class, where it can be `open`).
    func performConvert(_ rect: CGRect, from view: UIView?) -> CGRect {
        if let view { return view.convert(rect, to: self) }
        if !hasTransformedAncestry { return CGRect(origin: convert(rect.origin, from: nil), size: rect.size) }
        return rect.applying(transformToRoot().inverted())
    }

    /// Where this view's bounds origin lies in the root's (window's) coordinates.
    func offsetToRoot() -> CGPoint {
        var x = -boundsOrigin.x, y = -boundsOrigin.y
        var view: UIView = self
        while let parent = view.superview {
            x += view.frameOrigin.x - parent.boundsOrigin.x
            y += view.frameOrigin.y - parent.boundsOrigin.y
            view = parent
        }
        return CGPoint(x: x, y: y)
    }
}
