internal import CCairo
import Foundation

/// Images: drawn upright in y-up user space (so upside down in UIKit's flipped contexts,
/// as Quartz draws them; ``UIImage/draw(in:)`` flips them back).
extension CGContext {
    /// Draws `image` scaled to fill `rect`.
    public func draw(_ image: CGImage, in rect: CGRect) {
        draw(image, in: rect, byTiling: false)
    }

    /// Draws `image` into `rect`, or with `byTiling`, tiles copies of size `rect`,
    /// anchored at its origin, over the whole clip.
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool) {
        guard rect.isFiniteRect, !rect.isNull, rect.width > 0, rect.height > 0,
              let surface = image.makeCairoSurface() else { return }
        defer { cairo_surface_destroy(surface) }
        let pattern = Self.imagePattern(surface, imageWidth: image.width, imageHeight: image.height, in: rect,
                                        quality: gstate.interpolationQuality)
        defer { cairo_pattern_destroy(pattern) }
        cairo_pattern_set_extend(pattern, byTiling ? CAIRO_EXTEND_REPEAT : CAIRO_EXTEND_PAD)
        let elements = pathElements()
        cairo_new_path(cr)
        if byTiling {
            render(.paint, alpha: gstate.alpha) { cairo_set_source($0, pattern) }
        } else {
            cairo_rectangle(cr, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
            render(.fill(.winding), alpha: gstate.alpha) { cairo_set_source($0, pattern) }
        }
        // Drawing an image leaves the current path alone.
        append(elements)
    }

    /// A pattern showing `surface` (pixels, row 0 at the top) upright in y-up user space
    /// filling `rect`.
    static func imagePattern(_ surface: OpaquePointer, imageWidth: Int, imageHeight: Int, in rect: CGRect,
                             quality: CGInterpolationQuality) -> OpaquePointer {
        let pattern = cairo_pattern_create_for_surface(surface)!
        // Pattern space from user space: image x = (u − minX) · w / width,
        // image y = (maxY − v) · h / height.
        let sx = Double(imageWidth) / Double(rect.width), sy = Double(imageHeight) / Double(rect.height)
        var m = cairo_matrix_t(xx: sx, yx: 0, xy: 0, yy: -sy, x0: -Double(rect.minX) * sx, y0: Double(rect.maxY) * sy)
        cairo_pattern_set_matrix(pattern, &m)
        let filter: cairo_filter_t
        switch quality {
        case .none: filter = CAIRO_FILTER_NEAREST
        case .low: filter = CAIRO_FILTER_FAST
        case .default, .medium: filter = CAIRO_FILTER_GOOD
        case .high: filter = CAIRO_FILTER_BEST
        }
        cairo_pattern_set_filter(pattern, filter)
        return pattern
    }
}

extension CGContext {
    /// Draws the part `source` (in the image's points) of `image` into `rect` as UIKit
    /// draws images: the image's top row at `rect.minY` (upright in UIKit's flipped
    /// contexts), at `alpha` times the context's.
    func drawUpright(_ image: UIImage, from source: CGRect, in rect: CGRect, alpha: CGFloat) {
        guard rect.isFiniteRect, source.isFiniteRect, rect.width > 0, rect.height > 0, source.width > 0, source.height > 0,
              let surface = image.displayedCGImage.makeCairoSurface() else { return }
        defer { cairo_surface_destroy(surface) }
        let pattern = cairo_pattern_create_for_surface(surface)!
        defer { cairo_pattern_destroy(pattern) }
        let sx = Double(source.width * image.scale / rect.width), sy = Double(source.height * image.scale / rect.height)
        var m = cairo_matrix_t(xx: sx, yx: 0, xy: 0, yy: sy, x0: Double(source.minX * image.scale) - Double(rect.minX) * sx,
                               y0: Double(source.minY * image.scale) - Double(rect.minY) * sy)
        cairo_pattern_set_matrix(pattern, &m)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(pattern, gstate.interpolationQuality == .none ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_GOOD)
        let elements = pathElements()
        cairo_new_path(cr)
        cairo_rectangle(cr, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
        render(.fill(.winding), alpha: gstate.alpha * min(max(alpha, 0), 1)) { cairo_set_source($0, pattern) }
        append(elements)
    }

    /// The shadow of `path` filled, blurred by a Gaussian of `sigma` (user units), in
    /// `color` times `alpha` (a layer's shadow), with no offset.
    func drawShadow(of path: CGPath, sigma: CGFloat, color: CGColor, alpha: CGFloat) {
        let t = ctm
        let scale = Double(abs(t.a * t.d - t.b * t.c).squareRoot())
        let c = color.rgba
        let a = Double(c.alpha * min(max(alpha, 0), 1) * gstate.alpha)
        guard a > 0 else { return }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        willPaint()
        drawBlurredShadow(sigma: Double(sigma) * scale, offset: (0, 0), color: (Double(c.red), Double(c.green), Double(c.blue), a)) { scr in
            cairo_set_matrix(scr, &matrix)
            for element in path.elements { Self.add(element, to: scr) }
            cairo_set_source_rgba(scr, 0, 0, 0, 1)
            cairo_fill(scr)
        }
        didPaint()
    }
}
