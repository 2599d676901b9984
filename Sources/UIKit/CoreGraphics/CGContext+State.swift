internal import CCairo
import Foundation

/// The part of Quartz's graphics state cairo does not hold (cairo keeps the CTM, clip
/// path, line style and anti-aliasing, saved by `cairo_save`).
struct GraphicsState {
    var fillColor = CGColor.black
    var strokeColor = CGColor.black
    var alpha: CGFloat = 1
    var blendMode = CGBlendMode.normal
    var shadow: Shadow?
    var interpolationQuality = CGInterpolationQuality.default
    /// The width as set: 0 is a hairline (cairo would draw nothing).
    var lineWidth: CGFloat = 1
    var shouldAntialias = true
    /// A clip by an image's coverage (``CGContext/clip(to:mask:)``), in device pixels.
    var clipMask: ClipMask?

    struct Shadow {
        var offset: CGSize
        var blur: CGFloat
        var color: CGColor
    }
}

/// An A8 cairo surface the size of a context: the coverage of a mask clip.
final class ClipMask {
    let surface: OpaquePointer
    init(surface: OpaquePointer) { self.surface = surface }
    deinit { cairo_surface_destroy(surface) }
}

extension CGContext {
    // MARK: Graphics state

    /// Pushes a copy of the graphics state (CTM, clip, line style, colours, alpha, blend
    /// mode, shadow, interpolation, anti-aliasing). The current path is not part of it.
    public func saveGState() {
        cairo_save(cr)
        savedStates.append(gstate)
    }

    /// Pops the graphics state saved by the matching ``saveGState()``; an unbalanced call
    /// is logged and ignored.
    public func restoreGState() {
        guard let saved = savedStates.popLast() else {
            LayoutDiagnostics.error("CGContext.restoreGState(): no saved state to restore")
            return
        }
        cairo_restore(cr)
        gstate = saved
    }

    // MARK: Transformation

    /// The current transformation from user space to Quartz device space (y up, pixels).
    public var ctm: CGAffineTransform {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        // Quartz device space is cairo's flipped: (x, height − y).
        return CGAffineTransform(a: m.xx, b: -m.yx, c: m.xy, d: -m.yy, tx: m.x0, ty: CGFloat(height) - m.y0)
    }

    /// The transformation from user space to device space (the ``ctm``).
    public var userSpaceToDeviceSpaceTransform: CGAffineTransform { ctm }

    /// Moves the origin of user space.
    public func translateBy(x: CGFloat, y: CGFloat) {
        concatenate(CGAffineTransform(translationX: x, y: y))
    }

    /// Scales user space.
    public func scaleBy(x: CGFloat, y: CGFloat) {
        concatenate(CGAffineTransform(scaleX: x, y: y))
    }

    /// Rotates user space by `angle` radians (counterclockwise in y-up space).
    public func rotate(by angle: CGFloat) {
        concatenate(CGAffineTransform(rotationAngle: angle))
    }

    /// Transforms user space by `transform` (applied to points before the current CTM).
    /// A transform that is not finite or cannot be inverted is logged and ignored.
    public func concatenate(_ transform: CGAffineTransform) {
        let t = transform
        guard t.isFinite, t.a * t.d - t.b * t.c != 0 else {
            LayoutDiagnostics.error("CGContext.concatenate(_:): \(t) is not invertible; ignored")
            return
        }
        var m = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
        cairo_transform(cr, &m)
    }

    /// A point from user space to device space.
    public func convertToDeviceSpace(_ point: CGPoint) -> CGPoint { point.applying(ctm) }
    /// A point from device space to user space.
    public func convertToUserSpace(_ point: CGPoint) -> CGPoint { point.applying(ctm.inverted()) }
    /// A size (a vector) from user space to device space.
    public func convertToDeviceSpace(_ size: CGSize) -> CGSize { size.applying(ctm) }
    /// A size (a vector) from device space to user space.
    public func convertToUserSpace(_ size: CGSize) -> CGSize { size.applying(ctm.inverted()) }
    /// The bounding box of `rect`'s corners moved to device space.
    public func convertToDeviceSpace(_ rect: CGRect) -> CGRect { rect.applying(ctm) }
    /// The bounding box of `rect`'s corners moved to user space.
    public func convertToUserSpace(_ rect: CGRect) -> CGRect { rect.applying(ctm.inverted()) }

    // MARK: Line style

    /// The stroke width in user units; 0 draws the thinnest line the device can (one
    /// pixel), as in Quartz. Negative or non-finite widths are ignored.
    public func setLineWidth(_ width: CGFloat) {
        guard width.isFinite, width >= 0 else { return }
        gstate.lineWidth = width
        if width > 0 { cairo_set_line_width(cr, Double(width)) }
    }

    /// How the ends of open subpaths are stroked.
    public func setLineCap(_ cap: CGLineCap) { cairo_set_line_cap(cr, cairo_line_cap_t(UInt32(cap.rawValue))) }

    /// How corners are stroked.
    public func setLineJoin(_ join: CGLineJoin) { cairo_set_line_join(cr, cairo_line_join_t(UInt32(join.rawValue))) }

    /// Past this ratio of miter length to line width a miter join is drawn beveled.
    public func setMiterLimit(_ limit: CGFloat) {
        guard limit.isFinite else { return }
        cairo_set_miter_limit(cr, Double(max(limit, 1)))
    }

    /// Dashes: `lengths` alternate painted and unpainted lengths in user units, `phase`
    /// is how far into the pattern the stroke starts; empty lengths draw solid lines.
    /// Negative lengths, or lengths that are all zero, are logged and draw solid lines.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        guard !lengths.isEmpty else { return cairo_set_dash(cr, nil, 0, 0) }
        guard lengths.allSatisfy({ $0.isFinite && $0 >= 0 }), lengths.contains(where: { $0 > 0 }), phase.isFinite else {
            LayoutDiagnostics.error("CGContext.setLineDash(phase:lengths:): invalid lengths \(lengths); solid lines are drawn")
            return cairo_set_dash(cr, nil, 0, 0)
        }
        let values = lengths.map { Double($0) }
        cairo_set_dash(cr, values, Int32(values.count), Double(phase))
    }

    /// How finely curves are cut into lines (Quartz's flatness, in device pixels; cairo
    /// uses half of it as its tolerance, at most 0.1 pixel finer than its default).
    public func setFlatness(_ flatness: CGFloat) {
        guard flatness.isFinite, flatness > 0 else { return }
        cairo_set_tolerance(cr, max(0.01, min(Double(flatness) / 2, 0.5)))
    }

    // MARK: Colour

    /// The colour of later fills.
    public func setFillColor(_ color: CGColor) { gstate.fillColor = color }
    /// The colour of later strokes.
    public func setStrokeColor(_ color: CGColor) { gstate.strokeColor = color }
    /// Sets the fill colour in the RGB space.
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        gstate.fillColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }
    /// Sets the stroke colour in the RGB space.
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        gstate.strokeColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }
    /// Sets the fill colour in the gray space.
    public func setFillColor(gray: CGFloat, alpha: CGFloat) { gstate.fillColor = CGColor(gray: gray, alpha: alpha) }
    /// Sets the stroke colour in the gray space.
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) { gstate.strokeColor = CGColor(gray: gray, alpha: alpha) }

    /// Multiplies the opacity of everything drawn later (fills, strokes, images,
    /// gradients, shadows); clamped to `0...1`.
    public func setAlpha(_ alpha: CGFloat) {
        guard alpha.isFinite else { return }
        gstate.alpha = min(max(alpha, 0), 1)
    }

    /// How later drawing combines with what is there.
    public func setBlendMode(_ mode: CGBlendMode) { gstate.blendMode = mode }

    /// How images are sampled when scaled.
    public var interpolationQuality: CGInterpolationQuality {
        get { gstate.interpolationQuality }
        set { gstate.interpolationQuality = newValue }
    }

    /// Whether shapes are anti-aliased (when ``setAllowsAntialiasing(_:)`` allows it).
    public func setShouldAntialias(_ shouldAntialias: Bool) {
        gstate.shouldAntialias = shouldAntialias
        applyAntialias()
    }

    /// Whether anti-aliasing may be turned on at all (not part of the graphics state).
    public func setAllowsAntialiasing(_ allowsAntialiasing: Bool) {
        self.allowsAntialiasing = allowsAntialiasing
        applyAntialias()
    }

    private func applyAntialias() {
        cairo_set_antialias(cr, gstate.shouldAntialias && allowsAntialiasing ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
    }

    // MARK: Shadow

    /// Later drawing casts a shadow `offset` away (in base space: +y down in UIKit's
    /// contexts, up in bitmap contexts), blurred by `blur`, in black at one third opacity.
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: CGColor(red: 0, green: 0, blue: 0, alpha: 1.0 / 3))
    }

    /// Later drawing casts a shadow of `color` (nil: no shadow).
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        guard let color, offset.width.isFinite, offset.height.isFinite, blur.isFinite else {
            gstate.shadow = nil
            return
        }
        gstate.shadow = GraphicsState.Shadow(offset: offset, blur: max(0, blur), color: color)
    }
}
