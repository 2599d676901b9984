import Foundation

extension CALayer {
    /// Whether the layer is marked for ``display()``.
    public func needsDisplay() -> Bool { needsDisplayFlag }

    /// Runs ``display()`` now if the layer is marked for it.
    public func displayIfNeeded() {
        if needsDisplayFlag { display() }
    }

    /// Before a free layer is painted: its pending ``display()``, without asking for
    /// another paint (the new contents are drawn in this one).
    func displayIfNeededDuringPaint() {
        guard needsDisplayFlag, delegate == nil else { return }
        isDisplayingDuringPaint = true
        display()
        isDisplayingDuringPaint = false
    }

    /// A bitmap of the bounds at ``contentsScale``, flipped as UIKit's (origin at the
    /// bounds' top-left), drawn by ``draw(in:)``; nil for an empty or unusable size.
    func drawnContents() -> CGImage? {
        let size = bounds.size
        guard size.width > 0, size.height > 0, bounds.isFiniteRect else { return nil }
        let scale = contentsScale > 0 && contentsScale.isFinite ? contentsScale : 1
        guard let context = CGContext(uikitSize: size, scale: scale, opaque: false) else { return nil }
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        context.saveGState()
        draw(in: context)
        context.restoreGState()
        return context.makeImage()
    }
}
