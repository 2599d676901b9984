internal import CCairo
import Foundation

/// Shadows, which cairo does not have: the paint's coverage is drawn into an A8 surface,
/// blurred (three box blurs approximating a Gaussian of σ = blur / 2, the canvas
/// reading of Quartz's blur), and painted in the shadow colour at the offset.
extension CGContext {
    func drawShadow(_ shadow: GraphicsState.Shadow, coverage: Coverage, source: (OpaquePointer) -> Void) {
        // Offset and blur are in base space, whatever the CTM.
        let dx = Double(shadow.offset.width * baseScale)
        let dy = Double((baseIsFlipped ? shadow.offset.height : -shadow.offset.height) * baseScale)
        let sigma = Double(shadow.blur * baseScale) / 2
        let elements = pathElements()
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        let alpha = Double(shadow.color.alpha * gstate.alpha)
        let c = shadow.color.rgba
        drawBlurredShadow(sigma: sigma, offset: (dx, dy), color: (Double(c.red), Double(c.green), Double(c.blue), alpha)) { scr in
            // The same shape, line style and source, drawn at the shadow's offset.
            cairo_set_matrix(scr, &matrix)
            cairo_set_line_width(scr, cairo_get_line_width(cr))
            cairo_set_line_cap(scr, cairo_get_line_cap(cr))
            cairo_set_line_join(scr, cairo_get_line_join(cr))
            cairo_set_miter_limit(scr, cairo_get_miter_limit(cr))
            cairo_set_tolerance(scr, cairo_get_tolerance(cr))
            cairo_set_antialias(scr, cairo_get_antialias(cr))
            let dashes = Int(cairo_get_dash_count(cr))
            if dashes > 0 {
                var lengths = [Double](repeating: 0, count: dashes)
                var phase = 0.0
                cairo_get_dash(cr, &lengths, &phase)
                cairo_set_dash(scr, lengths, Int32(dashes), phase)
            }
            for element in elements { Self.add(element, to: scr) }
            source(scr)
            Self.cover(scr, coverage, alpha: 1)
        }
    }

    /// Draws `shape` into a coverage surface shifted by `offset` (device pixels), blurs it
    /// by `sigma`, and paints `color` through it onto the context, within the clip.
    /// `shape` gets a cairo context whose device space is the context's.
    func drawBlurredShadow(sigma: Double, offset: (Double, Double), color: (Double, Double, Double, Double),
                           shape: (OpaquePointer) -> Void) {
        guard color.3 > 0, sigma.isFinite, offset.0.isFinite, offset.1.isFinite else { return }
        let margin = Int((3 * sigma).rounded(.up)) + 2
        let ox = Int(offset.0.rounded()), oy = Int(offset.1.rounded())
        let w = width + 2 * margin, h = height + 2 * margin
        guard let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(w), Int32(h)) else { return }
        defer { cairo_surface_destroy(mask) }
        // Mask pixel (i, j) holds the content at device (i − margin − ox, j − margin − oy).
        cairo_surface_set_device_offset(mask, Double(margin + ox), Double(margin + oy))
        let scr = cairo_create(mask)!
        shape(scr)
        cairo_destroy(scr)
        cairo_surface_set_device_offset(mask, 0, 0)
        cairo_surface_flush(mask)
        if sigma > 0.01, let data = cairo_image_surface_get_data(mask) {
            BoxBlur.blur(data, width: w, height: h, stride: Int(cairo_image_surface_get_stride(mask)), sigma: sigma)
        }
        cairo_surface_mark_dirty(mask)
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        cairo_set_source_rgba(cr, color.0, color.1, color.2, color.3)
        cairo_mask_surface(cr, mask, Double(-margin), Double(-margin))
        cairo_restore(cr)
    }

    static func add(_ element: CGPath.Element, to cr: OpaquePointer) {
        switch element {
        case .moveToPoint(let p): cairo_move_to(cr, Double(p.x), Double(p.y))
        case .addLineToPoint(let p): cairo_line_to(cr, Double(p.x), Double(p.y))
        case .addQuadCurveToPoint(let c, let p):
            var x = 0.0, y = 0.0
            cairo_get_current_point(cr, &x, &y)
            cairo_curve_to(cr, x + 2 / 3 * (Double(c.x) - x), y + 2 / 3 * (Double(c.y) - y),
                           Double(p.x) + 2 / 3 * Double(c.x - p.x), Double(p.y) + 2 / 3 * Double(c.y - p.y), Double(p.x), Double(p.y))
        case .addCurveToPoint(let c1, let c2, let p):
            cairo_curve_to(cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
        case .closeSubpath: cairo_close_path(cr)
        }
    }
}

/// Three box blurs in each direction, their widths chosen so the variances add up to
/// σ² (the standard approximation of a Gaussian).
enum BoxBlur {
    static func blur(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double) {
        // Three boxes of width w: 3 (w² − 1) / 12 = σ².
        let ideal = (4 * sigma * sigma + 1).squareRoot()
        var radius = Int(((ideal - 1) / 2).rounded())
        radius = max(1, radius)
        var line = [UInt32](repeating: 0, count: max(width, height))
        for _ in 0..<3 {
            for y in 0..<height {
                pass(data + y * stride, count: width, step: 1, radius: radius, scratch: &line)
            }
            for x in 0..<width {
                pass(data + x, count: height, step: stride, radius: radius, scratch: &line)
            }
        }
    }

    /// One box blur of `radius` along a line of `count` bytes `step` apart (outside is 0).
    private static func pass(_ p: UnsafeMutablePointer<UInt8>, count: Int, step: Int, radius: Int, scratch: inout [UInt32]) {
        for i in 0..<count { scratch[i] = UInt32(p[i * step]) }
        let size = UInt32(2 * radius + 1)
        var sum: UInt32 = 0
        for i in 0...min(radius, count - 1) { sum += scratch[i] }
        for i in 0..<count {
            p[i * step] = UInt8((sum + size / 2) / size)
            let add = i + radius + 1, remove = i - radius
            if add < count { sum += scratch[add] }
            if remove >= 0 { sum -= scratch[remove] }
        }
    }
}
