import Foundation

/// The drawing primitives a host implements (on X11: XRender fills into a back buffer,
/// Xft for text). The core paints only through this protocol.
///
/// Coordinates are in the context's current space: the window's coordinate space
/// (origin top-left, y downwards, 1 unit = 1 pixel at scale 1) moved by every
/// ``translateBy(x:y:)`` since the matching ``saveState()``. Clipping accumulates the same
/// way. `saveState`/`restoreState` nest.
@preconcurrency @MainActor
public protocol DrawingContext: AnyObject {
    /// Saves the current translation and clip.
    func saveState()
    /// Restores the translation and clip saved by the matching ``saveState()``.
    func restoreState()
    /// Moves the origin of the current space by `(x, y)`.
    func translateBy(x: CGFloat, y: CGFloat)
    /// Transforms the current space by `transform` (what follows is drawn scaled, rotated
    /// or moved by it) until the matching ``restoreState()``.
    func concatenate(_ transform: CGAffineTransform)
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
    /// Draws the block of text `layout` (laid out by UIKit's text engine, as it was
    /// measured) with its top-left corner at `origin`, every colour's alpha × `alpha`.
    func drawText(_ layout: TextLayoutSpec, at origin: CGPoint, alpha: CGFloat)
    /// Fills `rect` with its corners rounded to `cornerRadius` (anti-aliased edges).
    func fill(_ rect: CGRect, cornerRadius: CGFloat, color: UIColor, alpha: CGFloat)
    /// Draws a border `width` wide *inside* `rect`, following corners rounded to
    /// `cornerRadius` (a layer's border).
    func strokeBorder(of rect: CGRect, cornerRadius: CGFloat, width: CGFloat, color: UIColor, alpha: CGFloat)
    /// Intersects the clip with `rect` whose corners are rounded to `cornerRadius`, with
    /// anti-aliased edges (a layer's `masksToBounds` with a corner radius). Lasts until the
    /// matching ``restoreState()``.
    func clip(to rect: CGRect, cornerRadius: CGFloat)
    /// Draws the shadow of `rect` (corners rounded to `cornerRadius`): the shape in
    /// `color`, blurred by a Gaussian of standard deviation `blurRadius`.
    func drawShadow(of rect: CGRect, cornerRadius: CGFloat, blurRadius: CGFloat, color: UIColor, alpha: CGFloat)
    /// Draws the part `source` of `image` (in the image's points) scaled into `rect`.
    func drawImage(_ image: UIImage, from source: CGRect, in rect: CGRect, alpha: CGFloat)
    /// Fills `rect` (corners rounded to `cornerRadius`) with a linear gradient from
    /// `start` to `end` (points of the current space): `colors` at `locations` (`0...1`,
    /// ascending, one per colour), the end colours extended beyond.
    func drawLinearGradient(in rect: CGRect, cornerRadius: CGFloat, colors: [UIColor], locations: [CGFloat],
                            from start: CGPoint, to end: CGPoint, alpha: CGFloat)
    /// Fills the inside of `path` (its points in the current space), by the non-zero or
    /// the even-odd rule, anti-aliased.
    func fillPath(_ path: CGPath, evenOdd: Bool, color: UIColor, alpha: CGFloat)
    /// Strokes `path`'s outline `lineWidth` wide (round joins and caps), anti-aliased.
    func strokePath(_ path: CGPath, lineWidth: CGFloat, color: UIColor, alpha: CGFloat)
    /// Strokes `path`'s outline in `style` (width, caps, joins, miter limit, dashes).
    func strokePath(_ path: CGPath, style: StrokeStyle, color: UIColor, alpha: CGFloat)
    /// Draws the shadow of `path` filled (non-zero), blurred as
    /// ``drawShadow(of:cornerRadius:blurRadius:color:alpha:)`` blurs (a layer's `shadowPath`).
    func drawShadow(of path: CGPath, blurRadius: CGFloat, color: UIColor, alpha: CGFloat)
    /// Draws what `content` draws, kept only where `mask` draws and in proportion to the
    /// alpha it draws there (its colours do not count): a layer's `mask`. Both closures
    /// draw in the current space; the clip bounds both.
    func drawMasked(content: () -> Void, mask: () -> Void)
}

extension DrawingContext {
    /// Moves only, for a context that cannot scale or rotate.
    public func concatenate(_ transform: CGAffineTransform) {
        translateBy(x: transform.tx, y: transform.ty)
    }

    /// Square corners for a context that cannot round them.
    public func fill(_ rect: CGRect, cornerRadius: CGFloat, color: UIColor, alpha: CGFloat) {
        fill(rect, color: color, alpha: alpha)
    }

    /// Square corners for a context that cannot round them.
    public func strokeBorder(of rect: CGRect, cornerRadius: CGFloat, width: CGFloat, color: UIColor, alpha: CGFloat) {
        let inset = min(width, rect.width / 2, rect.height / 2)
        guard inset > 0 else { return }
        stroke(rect.insetBy(dx: inset / 2, dy: inset / 2), color: color, lineWidth: inset, alpha: alpha)
    }

    /// A square clip for a context that cannot round it.
    public func clip(to rect: CGRect, cornerRadius: CGFloat) {
        clip(to: rect)
    }

    /// The first colour, for a context that cannot shade.
    public func drawLinearGradient(in rect: CGRect, cornerRadius: CGFloat, colors: [UIColor], locations: [CGFloat],
                                   from start: CGPoint, to end: CGPoint, alpha: CGFloat) {
        guard let first = colors.first else { return }
        fill(rect, cornerRadius: cornerRadius, color: first, alpha: alpha)
    }

    /// Nothing, for a context that cannot fill shapes.
    public func fillPath(_ path: CGPath, evenOdd: Bool, color: UIColor, alpha: CGFloat) {}

    /// Straight lines between the flattened points, for a context that cannot stroke paths.
    public func strokePath(_ path: CGPath, lineWidth: CGFloat, color: UIColor, alpha: CGFloat) {
        let flat = path.flattened(tolerance: 0.25) { $0 }
        for (line, closed) in zip(flat.lines, flat.closed) {
            var points = line
            if closed, let first = line.first { points.append(first) }
            for index in points.indices.dropFirst() {
                drawLine(from: points[index - 1], to: points[index], color: color, lineWidth: lineWidth, alpha: alpha)
            }
        }
    }

    /// Round caps and joins, no dashes, for a context that cannot draw other styles.
    public func strokePath(_ path: CGPath, style: StrokeStyle, color: UIColor, alpha: CGFloat) {
        strokePath(path, lineWidth: style.lineWidth, color: color, alpha: alpha)
    }

    /// No shadow for a context that cannot blur.
    public func drawShadow(of rect: CGRect, cornerRadius: CGFloat, blurRadius: CGFloat, color: UIColor, alpha: CGFloat) {}

    /// No shadow for a context that cannot blur.
    public func drawShadow(of path: CGPath, blurRadius: CGFloat, color: UIColor, alpha: CGFloat) {}

    /// The content unmasked, for a context that cannot mask.
    public func drawMasked(content: () -> Void, mask: () -> Void) {
        content()
    }

    /// Draws all of `image` scaled into `rect`.
    public func drawImage(_ image: UIImage, in rect: CGRect, alpha: CGFloat) {
        drawImage(image, from: CGRect(origin: .zero, size: image.size), in: rect, alpha: alpha)
    }
}
