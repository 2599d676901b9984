import Foundation

/// A scroll waiting to be presented: the view whose bounds origin moved, its visible
/// area in window coordinates when it first moved this cycle, the total movement, and
/// what its subtree marked for repainting since, in the view's own (content) coordinates:
/// that content moves with every later scroll of the cycle, so it is placed in the window
/// only when presented, with the final offset.
struct PendingScroll {
    weak var view: UIView?
    let area: CGRect
    var delta: CGPoint
    var contentRects: [CGRect] = []
}

/// The window's record of what changed since it was last presented: dirty rectangles
/// (kept apart, up to a few, so a scroll repaints the strips it uncovered and not the
/// rectangle spanning them) and at most one rigid scroll.
extension UIWindow {
    /// How many dirty rectangles are kept apart before they are merged into one: room
    /// for a scroll's strip, its indicator's old and new places and a few cells.
    static let maximumDirtyRects = 8

    func addPresentationDirtyRect(_ rect: CGRect) {
        presentationDirtyRect = presentationDirtyRect.union(rect)
        addToDirtyRects(rect)
        scheduleUpdateCycle()
    }

    private func addToDirtyRects(_ rect: CGRect) {
        Self.merge(rect, into: &presentationDirtyRects)
    }

    /// Adds `rect` to `rects`, kept apart up to ``maximumDirtyRects``: into a rectangle it
    /// overlaps; else a new one while there is room; else into the one it grows least,
    /// so that rectangles far apart (a scroll's strip, cells that left the view) stay
    /// apart instead of becoming the rectangle spanning them all.
    static func merge(_ rect: CGRect, into rects: inout [CGRect]) {
        guard !rect.isNull, !rect.isEmpty else { return }
        if let index = rects.firstIndex(where: { $0.intersects(rect) }) {
            rects[index] = rects[index].union(rect)
            return
        }
        guard rects.count >= maximumDirtyRects else {
            rects.append(rect)
            return
        }
        func growth(_ existing: CGRect) -> CGFloat {
            let union = existing.union(rect)
            return union.width * union.height - existing.width * existing.height
        }
        var best = 0
        for index in rects.indices.dropFirst() where growth(rects[index]) < growth(rects[best]) { best = index }
        rects[best] = rects[best].union(rect)
    }

    private func dirtyRectsIntersect(_ area: CGRect) -> Bool {
        presentationDirtyRects.contains { $0.intersects(area) }
    }

    /// Takes the move of `view`'s bounds origin by `delta` as a rigid scroll of its
    /// visible area, to be presented by shifting pixels (``PresentationUpdate/scrolled``);
    /// returns false when that would show something wrong (then the caller repaints the
    /// view): the view does not clip, is not opaque, or something is drawn over it; part
    /// of the area is already to be repainted; or another view scrolled this cycle.
    func recordScroll(of view: UIView, by delta: CGPoint) -> Bool {
        guard view !== self, !isFullyDirty else { return false }
        if var pending = pendingScroll {
            guard pending.view === view else {
                cancelPendingScroll()
                return false
            }
            pending.delta.x += delta.x
            pending.delta.y += delta.y
            pendingScroll = pending
            scheduleUpdateCycle()
            return true
        }
        guard let area = view.rigidScrollArea(), !dirtyRectsIntersect(area) else { return false }
        pendingScroll = PendingScroll(view: view, area: area, delta: delta)
        scheduleUpdateCycle()
        return true
    }

    /// Records `rect`, in the pending scroll's view's coordinates, for repainting.
    func addScrolledContentDirtyRect(_ rect: CGRect) {
        guard !rect.isNull, !rect.isEmpty, pendingScroll != nil else { return }
        Self.merge(rect, into: &pendingScroll!.contentRects)
        scheduleUpdateCycle()
    }

    /// Turns the pending scroll into a repaint of its area (which holds everything its
    /// subtree marked that can show).
    private func cancelPendingScroll() {
        guard let pending = pendingScroll else { return }
        pendingScroll = nil
        addPresentationDirtyRect(pending.area)
    }

    /// What to present, clipped to the window, and the record cleared; nil when nothing
    /// changed.
    func takePresentationUpdate() -> PresentationUpdate? {
        defer {
            presentationDirtyRect = .null
            presentationDirtyRects.removeAll(keepingCapacity: true)
            pendingScroll = nil
        }
        var scrolled: PresentationUpdate.ScrolledArea?
        var rects = presentationDirtyRects
        if let pending = pendingScroll {
            if let view = pending.view, view.hostWindow === self {
                for rect in pending.contentRects {
                    rects.append(view.clippedWindowRect(rect.intersection(view.bounds)))
                }
            }
            if pending.view?.hostWindow !== self || isFullyDirty
                || abs(pending.delta.x) >= pending.area.width || abs(pending.delta.y) >= pending.area.height {
                rects.append(pending.area)
            } else if pending.delta != .zero {
                scrolled = .init(area: pending.area, delta: pending.delta)
                rects += Self.uncoveredStrips(of: pending.area, shiftedBy: pending.delta)
            }
        }
        if isFullyDirty { rects = [bounds] }
        rects = rects.map { $0.intersection(bounds) }.filter { !$0.isNull && !$0.isEmpty }
        // Each rectangle is painted on its own: drop those another one holds (a cell
        // inside the strip a scroll uncovered).
        rects = rects.enumerated().filter { entry in
            !rects.enumerated().contains { $0.offset != entry.offset && $0.element.contains(entry.element)
                && ($0.element != entry.element || $0.offset < entry.offset) }
        }.map(\.element)
        guard !rects.isEmpty || scrolled != nil else { return nil }
        return PresentationUpdate(scrolled: scrolled, dirtyRects: rects)
    }

    /// The parts of `area` that shifting its content by `-delta` leaves without content.
    static func uncoveredStrips(of area: CGRect, shiftedBy delta: CGPoint) -> [CGRect] {
        var strips: [CGRect] = []
        if delta.y > 0 {
            strips.append(CGRect(x: area.minX, y: area.maxY - delta.y, width: area.width, height: delta.y))
        } else if delta.y < 0 {
            strips.append(CGRect(x: area.minX, y: area.minY, width: area.width, height: -delta.y))
        }
        if delta.x > 0 {
            strips.append(CGRect(x: area.maxX - delta.x, y: area.minY, width: delta.x, height: area.height))
        } else if delta.x < 0 {
            strips.append(CGRect(x: area.minX, y: area.minY, width: -delta.x, height: area.height))
        }
        return strips
    }
}

extension UIView {
    /// This view's visible rectangle in window coordinates, if its pixels can be shifted
    /// when its bounds origin moves: it clips to its bounds, fills them with an opaque
    /// colour, is fully opaque and shown (its ancestors too), and no view drawn after it
    /// (a later sibling of it or of an ancestor, or anything such a view draws outside
    /// itself) reaches into the rectangle.
    func rigidScrollArea() -> CGRect? {
        guard clipsToBounds, let backgroundColor, backgroundColor.alpha >= 1 else { return nil }
        let area = clippedWindowRect(bounds)
        guard !area.isNull, !area.isEmpty else { return nil }
        var view: UIView = self
        while let parent = view.superview {
            guard !view.isHidden, view.alpha >= 1 else { return nil }
            if let index = parent.subviews.lastIndex(where: { $0 === view }) {
                for sibling in parent.subviews[(index + 1)...] {
                    let drawn = sibling.drawnRectInSuperview()
                    if !drawn.isNull, parent.clippedWindowRect(drawn).intersects(area) { return nil }
                }
            }
            view = parent
        }
        return view.isWindow ? area : nil
    }

    /// Where this view and its subtree can draw, in its superview's coordinates: its
    /// frame, and what its subviews draw beyond it unless it clips; null when hidden.
    private func drawnRectInSuperview() -> CGRect {
        guard !isHidden, alpha > 0 else { return .null }
        var rect = paintedArea(of: frame)
        if !clipsToBounds {
            for subview in subviews {
                let drawn = subview.drawnRectInSuperview()
                guard !drawn.isNull else { continue }
                rect = rect.union(drawn.offsetBy(dx: frameOrigin.x - boundsOrigin.x, dy: frameOrigin.y - boundsOrigin.y))
            }
        }
        return rect
    }

    /// `rect` (in this view's bounds coordinates) in `ancestor`'s coordinates, cut to
    /// what the views between them that clip let show; nil when `ancestor` is not an
    /// ancestor (or the view itself). With `ancestor` nil: in the window's, cut by every
    /// clipping ancestor. With `presented`, frames and bounds origins are those on screen
    /// (ancestors may be animating).
    func rect(_ rect: CGRect, inAncestor ancestor: UIView?, presented: Bool = false) -> CGRect? {
        var rect = rect
        var view: UIView = self
        while view !== ancestor {
            guard let parent = view.superview else { return ancestor == nil ? rect : nil }
            if !view.hasTransform && (!presented || view.animationState?.transform == nil) {
                let origin = presented ? view.presentedFrame.origin : view.frameOrigin
                let scrolled = presented ? view.presentedBoundsOrigin : view.boundsOrigin
                rect.origin.x += origin.x - scrolled.x
                rect.origin.y += origin.y - scrolled.y
            } else {
                // Rotated or scaled: the bounding box, a pixel wider for the smoothed edges.
                rect = rect.applying(view.transformToSuperview(presented: presented)).insetBy(dx: -1, dy: -1)
            }
            if parent.clipsToBounds && parent !== ancestor {
                let size = presented ? parent.presentedFrame.size : parent.boundsSize
                let origin = presented ? parent.presentedBoundsOrigin : parent.boundsOrigin
                rect = rect.intersection(CGRect(origin: origin, size: size))
                if rect.isNull { return rect }
            }
            view = parent
        }
        return rect
    }

    /// `rect` (in this view's bounds coordinates) in the window's, cut to what the
    /// ancestors that clip to their bounds let show.
    func clippedWindowRect(_ rect: CGRect) -> CGRect {
        self.rect(rect, inAncestor: nil) ?? .null
    }
}
