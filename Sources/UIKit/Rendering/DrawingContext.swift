import Foundation

/// The drawing primitives a host implements (on X11: XRender fills into a back buffer,
/// Xft for text). The core paints only through this protocol.
///
/// Coordinates are in the context's current space: the window's coordinate space
/// (origin top-left, y downwards, 1 unit = 1 pixel at scale 1) moved by every
/// ``translateBy(x:y:)`` since the matching ``saveState()``. Clipping accumulates the same
/// way. `saveState`/`restoreState` nest.
@MainActor
public protocol DrawingContext: AnyObject {
    /// Saves the current translation and clip.
    func saveState()
    /// Restores the translation and clip saved by the matching ``saveState()``.
    func restoreState()
    /// Moves the origin of the current space by `(x, y)`.
    func translateBy(x: CGFloat, y: CGFloat)
    /// Intersects the clip with `rect` (in the current space).
    func clip(to rect: CGRect)
    /// Fills `rect` with `color`, its alpha multiplied by `alpha` (the view's accumulated
    /// opacity), blending over what is there.
    func fill(_ rect: CGRect, color: UIColor, alpha: CGFloat)
    /// Strokes the outline of `rect` with lines `lineWidth` wide, centred on its edges.
    func stroke(_ rect: CGRect, color: UIColor, lineWidth: CGFloat, alpha: CGFloat)
    /// Draws a straight line.
    func drawLine(from start: CGPoint, to end: CGPoint, color: UIColor, lineWidth: CGFloat, alpha: CGFloat)
    /// Draws one line of `text` (no wrapping) whose baseline starts at `baselineOrigin`.
    func drawText(_ text: String, at baselineOrigin: CGPoint, font: UIFont, color: UIColor, alpha: CGFloat)
}
