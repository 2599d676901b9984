internal import CCairo
import Foundation

/// Clipping: the clip only shrinks until ``CGContext/restoreGState()`` or
/// ``CGContext/resetClip()``.
extension CGContext {
    /// Intersects the clip with the current path's inside (open subpaths closed) by
    /// `rule`, then clears the path. With no current path nothing changes, as in Quartz
    /// (cairo would clip everything away).
    public func clip(using rule: CGPathFillRule = .winding) {
        guard !isPathEmpty else { return }
        cairo_set_fill_rule(cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_clip(cr)
    }

    /// Intersects the clip with the current path by the even-odd rule.
    public func eoClip() { clip(using: .evenOdd) }

    /// Intersects the clip with `rect`; the current path is cleared.
    public func clip(to rect: CGRect) { clip(to: [rect]) }

    /// Intersects the clip with the union of `rects`; the current path is cleared.
    public func clip(to rects: [CGRect]) {
        cairo_new_path(cr)
        for rect in rects where rect.isFiniteRect && !rect.isNull {
            cairo_rectangle(cr, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
        }
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
        // No rectangle: the clip becomes empty.
        if isPathEmpty { cairo_rectangle(cr, 0, 0, 0, 0) }
        cairo_clip(cr)
    }

    /// Intersects the clip with `mask` drawn into `rect` as ``draw(_:in:)`` draws images:
    /// where the mask's alpha (or, for an image without alpha, its gray level) is 1 later
    /// drawing shows, where it is 0 it does not. Outside `rect` everything is clipped.
    public func clip(to rect: CGRect, mask: CGImage) {
        guard rect.isFiniteRect, !rect.isNull, rect.width > 0, rect.height > 0,
              let maskSurface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height)),
              let image = Self.coverageSurface(of: mask) else { return }
        defer { cairo_surface_destroy(image) }
        let mcr = cairo_create(maskSurface)!
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        cairo_set_matrix(mcr, &matrix)
        let pattern = Self.imagePattern(image, imageWidth: mask.width, imageHeight: mask.height, in: rect,
                                        quality: gstate.interpolationQuality)
        cairo_set_source(mcr, pattern)
        cairo_pattern_destroy(pattern)
        cairo_rectangle(mcr, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
        cairo_fill(mcr)
        if let old = gstate.clipMask {
            cairo_identity_matrix(mcr)
            cairo_set_operator(mcr, CAIRO_OPERATOR_DEST_IN)
            cairo_set_source_surface(mcr, old.surface, 0, 0)
            cairo_paint(mcr)
        }
        cairo_destroy(mcr)
        gstate.clipMask = ClipMask(surface: maskSurface)
        clip(to: rect)
    }

    /// Removes every clip (back to the whole context).
    public func resetClip() {
        cairo_reset_clip(cr)
        gstate.clipMask = nil
    }

    /// The smallest rectangle, in user space, enclosing the clip.
    public var boundingBoxOfClipPath: CGRect {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }

    /// A surface whose alpha is the image's coverage: its alpha, or its gray level when
    /// it has none.
    static func coverageSurface(of image: CGImage) -> OpaquePointer? {
        guard let surface = image.makeCairoSurface() else { return nil }
        guard !image.layout.hasAlpha else { return surface }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        if let data = cairo_image_surface_get_data(surface) {
            for y in 0..<image.height {
                for x in 0..<image.width {
                    let p = data + y * stride + x * 4
                    let luma: Int = Int(p[2]) * 299 + Int(p[1]) * 587 + Int(p[0]) * 114
                    let gray = UInt8((luma + 500) / 1000)
                    p[0] = gray; p[1] = gray; p[2] = gray; p[3] = gray
                }
            }
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }
}
