internal import CCairo
import Foundation

/// An 8-bit coverage mask (0 outside, 255 inside), drawn by cairo: what a host composites
/// a colour through (the X host's rounded rectangles, borders, shadows and paths).
/// Rows are `width` bytes, top to bottom.
package struct AlphaMask: Equatable, Sendable {
    package let width: Int
    package let height: Int
    package private(set) var bytes: [UInt8]

    package init(width: Int, height: Int, bytes: [UInt8]) {
        self.width = width; self.height = height; self.bytes = bytes
    }

    /// A `width × height` mask drawn by `draw` on a cairo context whose user space is the
    /// mask's pixels (origin top-left, y down); empty when the size is not drawable.
    static func drawn(width: Int, height: Int, _ draw: (OpaquePointer) -> Void) -> AlphaMask {
        guard width > 0, height > 0, width <= 32767, height <= 32767,
              let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height)) else {
            return AlphaMask(width: max(0, width), height: max(0, height), bytes: [UInt8](repeating: 0, count: max(0, width * height)))
        }
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)!
        draw(cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        var bytes = [UInt8](repeating: 0, count: width * height)
        if let data = cairo_image_surface_get_data(surface) {
            bytes.withUnsafeMutableBufferPointer { out in
                for y in 0..<height { (out.baseAddress! + y * width).update(from: data + y * stride, count: width) }
            }
        }
        return AlphaMask(width: width, height: height, bytes: bytes)
    }

    /// How far a blur of `sigma` spreads beyond the shape (whole pixels).
    package static func blurMargin(sigma: Double) -> Int {
        sigma > 0 && sigma.isFinite ? Int((3 * sigma).rounded(.up)) + 1 : 0
    }

    /// A rounded rectangle filling `width × height` with corners of `radius`.
    package static func roundedRect(width: Int, height: Int, radius: Double) -> AlphaMask {
        drawn(width: width, height: height) { cr in
            addRoundedRect(cr, 0, 0, Double(width), Double(height), radius)
            cairo_fill(cr)
        }
    }

    /// A border `borderWidth` wide inside a rounded rectangle of `width × height`: the
    /// outer shape less the inner one (inset by the width, its radius smaller by it).
    package static func border(width: Int, height: Int, radius: Double, borderWidth: Double) -> AlphaMask {
        drawn(width: width, height: height) { cr in
            addRoundedRect(cr, 0, 0, Double(width), Double(height), radius)
            let inner = (Double(width) - 2 * borderWidth, Double(height) - 2 * borderWidth)
            if inner.0 > 0, inner.1 > 0 {
                addRoundedRect(cr, borderWidth, borderWidth, inner.0, inner.1, max(0, radius - borderWidth))
            }
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
            cairo_fill(cr)
        }
    }

    /// The shadow of a rounded rectangle of `width × height`: its coverage blurred by a
    /// Gaussian of standard deviation `sigma`, on a canvas `margin` larger on every side.
    package static func shadow(width: Int, height: Int, radius: Double, sigma: Double) -> (mask: AlphaMask, margin: Int) {
        let margin = blurMargin(sigma: sigma)
        let m = Double(margin)
        var mask = drawn(width: width + 2 * margin, height: height + 2 * margin) { cr in
            addRoundedRect(cr, m, m, Double(width), Double(height), radius)
            cairo_fill(cr)
        }
        mask.blur(sigma: sigma)
        return (mask, margin)
    }

    /// `path` (in mask pixels, shifted by `-origin`) filled by the non-zero or even-odd rule.
    package static func fill(_ path: CGPath, evenOdd: Bool, width: Int, height: Int, origin: CGPoint) -> AlphaMask {
        drawn(width: width, height: height) { cr in
            cairo_translate(cr, -Double(origin.x), -Double(origin.y))
            for element in path.elements { CGContext.add(element, to: cr) }
            cairo_set_fill_rule(cr, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            cairo_fill(cr)
        }
    }

    /// `path` (in mask pixels, shifted by `-origin`) stroked in `style` (its width and
    /// dashes in pixels).
    package static func stroke(_ path: CGPath, style: StrokeStyle, width: Int, height: Int, origin: CGPoint) -> AlphaMask {
        drawn(width: width, height: height) { cr in
            cairo_translate(cr, -Double(origin.x), -Double(origin.y))
            for element in path.elements { CGContext.add(element, to: cr) }
            cairo_set_line_width(cr, Double(style.lineWidth))
            cairo_set_line_cap(cr, cairo_line_cap_t(UInt32(style.lineCap.rawValue)))
            cairo_set_line_join(cr, cairo_line_join_t(UInt32(style.lineJoin.rawValue)))
            cairo_set_miter_limit(cr, Double(max(1, style.miterLimit)))
            let dashes = style.dashPattern.map(Double.init)
            if !dashes.isEmpty, dashes.allSatisfy({ $0 >= 0 && $0.isFinite }), dashes.contains(where: { $0 > 0 }) {
                cairo_set_dash(cr, dashes, Int32(dashes.count), Double(style.dashPhase))
            }
            cairo_stroke(cr)
        }
    }

    /// `path` filled (non-zero) and blurred by `sigma` (pixels).
    package static func shadow(_ path: CGPath, sigma: Double, width: Int, height: Int, origin: CGPoint) -> AlphaMask {
        var mask = fill(path, evenOdd: false, width: width, height: height, origin: origin)
        mask.blur(sigma: sigma)
        return mask
    }

    private mutating func blur(sigma: Double) {
        guard sigma > 0.01, sigma.isFinite, width > 0, height > 0 else { return }
        let (w, h) = (width, height)
        bytes.withUnsafeMutableBufferPointer { BoxBlur.blur($0.baseAddress!, width: w, height: h, stride: w, sigma: sigma) }
    }

    private static func addRoundedRect(_ cr: OpaquePointer, _ x: Double, _ y: Double, _ w: Double, _ h: Double, _ radius: Double) {
        let r = max(0, min(radius, w / 2, h / 2))
        guard r > 0 else { return cairo_rectangle(cr, x, y, w, h) }
        cairo_new_sub_path(cr)
        cairo_arc(cr, x + w - r, y + r, r, -.pi / 2, 0)
        cairo_arc(cr, x + w - r, y + h - r, r, 0, .pi / 2)
        cairo_arc(cr, x + r, y + h - r, r, .pi / 2, .pi)
        cairo_arc(cr, x + r, y + r, r, .pi, 3 * .pi / 2)
        cairo_close_path(cr)
    }
}
