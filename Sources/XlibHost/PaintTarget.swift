internal import CX11

/// Where a ``XlibDrawingContext`` sends its requests: the window's back buffer (through
/// its XftDraw), or the offscreen group of a rounded clip, composited into its parent
/// through the clip's mask when the state that made it is restored.
final class PaintTarget {
    /// The back buffer's XftDraw; nil for a group (text is composited from a solid source).
    let draw: OpaquePointer?
    let picture: Picture
    /// The target's top-left corner in window pixels.
    let originX: Int, originY: Int
    /// The clip last sent to the server for this target.
    var serverClip: PixelRect?

    /// For a group: the target it is composited into, the pixels it covers (window
    /// pixels), and the rounded shape that masks it (window pixels, radius in pixels).
    let parent: PaintTarget?
    let area: PixelRect
    let shape: PixelRect
    let radius: Double

    init(draw: OpaquePointer?, picture: Picture) {
        self.draw = draw
        self.picture = picture
        originX = 0; originY = 0
        parent = nil
        area = .empty; shape = .empty; radius = 0
    }

    init(groupOver parent: PaintTarget, picture: Picture, area: PixelRect, shape: PixelRect, radius: Double) {
        draw = nil
        self.picture = picture
        originX = area.x0; originY = area.y0
        self.parent = parent
        self.area = area
        self.shape = shape
        self.radius = radius
    }
}
