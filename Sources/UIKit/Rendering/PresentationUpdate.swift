import Foundation

/// What changed in a window since it was last presented, for a host that can do better
/// than repaint one bounding rectangle.
public struct PresentationUpdate: Sendable, Equatable {
    /// A rectangle of the window whose content moved rigidly: a view's bounds origin
    /// changed (a scroll view scrolled) and nothing else touched what it shows, except
    /// what ``PresentationUpdate/dirtyRects`` names.
    public struct ScrolledArea: Sendable, Equatable {
        /// The view's visible rectangle, in window coordinates.
        public var area: CGRect
        /// How far the bounds origin moved: the content shown at `p` is now at `p - delta`.
        public var delta: CGPoint

        /// Creates a scrolled area.
        public init(area: CGRect, delta: CGPoint) {
            self.area = area
            self.delta = delta
        }
    }

    /// Present first: shift the pixels of `scrolled.area` by `-delta` (what scrolled
    /// out of it is dropped), then repaint ``dirtyRects``.
    public var scrolled: ScrolledArea?
    /// The rectangles to repaint, in window coordinates, after the shift: few, and
    /// possibly overlapping. With a scroll they include the strips the shift uncovered.
    public var dirtyRects: [CGRect]

    /// Creates an update.
    public init(scrolled: ScrolledArea? = nil, dirtyRects: [CGRect]) {
        self.scrolled = scrolled
        self.dirtyRects = dirtyRects
    }

    /// One rectangle covering every change: the dirty rectangles and the scrolled area.
    public var boundingRect: CGRect {
        var rect = scrolled?.area ?? .null
        for dirty in dirtyRects { rect = rect.union(dirty) }
        return rect
    }
}

extension WindowPresenting {
    /// The default: repaint the one rectangle covering every change.
    public func windowNeedsPresent(_ window: UIWindow, update: PresentationUpdate) {
        windowNeedsPresent(window, dirtyRect: update.boundingRect)
    }
}
