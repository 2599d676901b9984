internal import CCairo
internal import CPango
import Foundation

/// Draws text layouts with pangocairo: into any `cairo_t` (a `CGContext`), and into image
/// contexts through an image of the text.
@preconcurrency @MainActor
enum PangoCairoRendering {
    /// Draws `spec` into `cairo` (user space in points) with its top-left corner at
    /// `origin`: the shadows, then the text, each colour's alpha × `opacity`.
    static func draw(_ spec: TextLayoutSpec, into cairo: OpaquePointer, at origin: CGPoint, opacity: CGFloat) {
        guard !spec.text.string.isEmpty else { return }
        let context = PangoTextEngine.shared.context
        let x = Double(origin.x + PangoLayoutBuilder.leadingInset(spec)), y = Double(origin.y)
        if let offset = TextEngineBridge.shadowOffset(of: spec) {
            let shadow = PangoLayoutObject(adopting: PangoLayoutBuilder.makeLayout(spec, context: context, scale: 1,
                                                                                  pass: .shadow(opacity: opacity)), scale: 1)
            cairo_move_to(cairo, x + Double(offset.width), y + Double(offset.height))
            pango_cairo_show_layout(cairo, shadow.handle)
        }
        let layout = PangoLayoutObject(adopting: PangoLayoutBuilder.makeLayout(spec, context: context, scale: 1,
                                                                              pass: .text(opacity: opacity)), scale: 1)
        cairo_move_to(cairo, x, y)
        pango_cairo_show_layout(cairo, layout.handle)
    }

    /// `spec` drawn into an image at `scale` (pixels per point), and where the image's
    /// top-left corner sits relative to the layout's (points); `nil` for no ink.
    static func image(of spec: TextLayoutSpec, scale: CGFloat, opacity: CGFloat) -> (image: UIImage, offset: CGPoint)? {
        guard !spec.text.string.isEmpty, scale > 0, scale.isFinite else { return nil }
        let layout = PangoTextEngine.shared.layout(spec)
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_pixel_extents(layout.handle, &ink, &logical)
        // The union of ink and logical boxes, grown for the shadow and a pixel of margin.
        var minX = CGFloat(min(ink.x, logical.x)), minY = CGFloat(min(ink.y, logical.y))
        var maxX = CGFloat(max(ink.x + ink.width, logical.x + logical.width))
        var maxY = CGFloat(max(ink.y + ink.height, logical.y + logical.height))
        if let offset = TextEngineBridge.shadowOffset(of: spec) {
            minX = min(minX, minX + offset.width); maxX = max(maxX, maxX + offset.width)
            minY = min(minY, minY + offset.height); maxY = max(maxY, maxY + offset.height)
        }
        minX += PangoLayoutBuilder.leadingInset(spec)
        maxX += PangoLayoutBuilder.leadingInset(spec)
        minX -= 1; minY -= 1; maxX += 1; maxY += 1
        let width = Int(((maxX - minX) * scale).rounded(.up)), height = Int(((maxY - minY) * scale).rounded(.up))
        guard width > 0, height > 0, width <= 16_384, height <= 16_384,
              let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else { return nil }
        defer { cairo_surface_destroy(surface) }
        guard let cairo = cairo_create(surface) else { return nil }
        cairo_scale(cairo, Double(scale), Double(scale))
        draw(spec, into: cairo, at: CGPoint(x: -minX, y: -minY), opacity: opacity)
        cairo_destroy(cairo)
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return nil }
        let stride = Int(cairo_image_surface_get_stride(surface))
        // cairo's ARGB32 is premultiplied, native-endian: B, G, R, A bytes here.
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        for row in 0..<height {
            for column in 0..<width {
                let source = row * stride + column * 4, target = (row * width + column) * 4
                rgba[target] = data[source + 2]
                rgba[target + 1] = data[source + 1]
                rgba[target + 2] = data[source]
                rgba[target + 3] = data[source + 3]
            }
        }
        guard let bitmap = ImageBitmap(width: width, height: height, premultipliedRGBA: rgba) else { return nil }
        return (UIImage(bitmap: bitmap, scale: scale), CGPoint(x: minX, y: minY))
    }
}

extension TextEngineBridge {
    /// Draws `spec` into the cairo context `cairo` (a `cairo_t *`, user space in points)
    /// with its top-left corner at `origin`, as UIKit's text engine laid it out.
    public static func draw(_ spec: TextLayoutSpec, intoCairo cairo: OpaquePointer, at origin: CGPoint, alpha: CGFloat) {
        PangoCairoRendering.draw(spec, into: cairo, at: origin, opacity: alpha)
    }
}
