internal import CCairo
internal import CPango
import Foundation

/// Draws symbol glyphs from the Material Icons font into bitmaps, with Pango and cairo
/// (no display needed), and keeps what it drew.
///
/// A glyph is laid out at the image's em size, centred, filled black (a template's
/// mask), and for weights above regular outlined too, with a stroke that grows with
/// the weight.
final class SymbolRasterizer: @unchecked Sendable {
    static let shared = SymbolRasterizer()
    /// The font family the glyphs come from.
    static let fontFamily = "Material Icons"

    private struct Key: Hashable {
        var codePoint: UInt32
        var pixelSide: Int
        var weight: UIImage.SymbolWeight
    }

    private let lock = NSLock()
    private var cache: [Key: ImageBitmap] = [:]
    private var fontChecked: Bool?

    /// The bitmap of `codePoint`, `pixelSide` pixels square, at `weight`; nil (logged once)
    /// when the icon font is not installed.
    func bitmap(codePoint: UInt32, pixelSide: Int, weight: UIImage.SymbolWeight) -> ImageBitmap? {
        let key = Key(codePoint: codePoint, pixelSide: max(1, min(pixelSide, 4096)), weight: weight)
        return lock.withLock {
            if let cached = cache[key] { return cached }
            guard isFontInstalled() else { return nil }
            let drawn = draw(key)
            if let drawn { cache[key] = drawn }
            return drawn
        }
    }

    /// Whether fontconfig gives the icon font for its family name (checked once).
    private func isFontInstalled() -> Bool {
        if let fontChecked { return fontChecked }
        let found = withLayout(side: 16) { _, layout, _ in
            guard let context = pango_layout_get_context(layout),
                  let description = pango_font_description_from_string(Self.fontFamily) else { return false }
            defer { pango_font_description_free(description) }
            guard let font = pango_context_load_font(context, description) else { return false }
            defer { g_object_unref(UnsafeMutableRawPointer(font)) }
            guard let loaded = pango_font_describe(font) else { return false }
            defer { pango_font_description_free(loaded) }
            guard let family = pango_font_description_get_family(loaded) else { return false }
            return String(cString: family) == Self.fontFamily
        } ?? false
        if !found {
            LayoutDiagnostics.error("UIImage(systemName:): the \(Self.fontFamily) font is not installed "
                + "(Debian: fonts-material-design-icons-iconfont); symbol images are nil")
        }
        fontChecked = found
        return found
    }

    private func draw(_ key: Key) -> ImageBitmap? {
        let side = key.pixelSide
        return withLayout(side: side) { cairo, layout, surface -> ImageBitmap? in
            guard let description = pango_font_description_from_string(Self.fontFamily) else { return nil }
            pango_font_description_set_absolute_size(description, Double(side) * Double(PANGO_SCALE))
            pango_layout_set_font_description(layout, description)
            pango_font_description_free(description)
            guard let scalar = Unicode.Scalar(key.codePoint) else { return nil }
            pango_layout_set_text(layout, String(Character(scalar)), -1)
            var ink = PangoRectangle(), logical = PangoRectangle()
            pango_layout_get_extents(layout, &ink, &logical)
            let scale = Double(PANGO_SCALE)
            let x = (Double(side) - Double(logical.width) / scale) / 2 - Double(logical.x) / scale
            let y = (Double(side) - Double(logical.height) / scale) / 2 - Double(logical.y) / scale
            cairo_move_to(cairo, x, y)
            pango_cairo_layout_path(cairo, layout)
            cairo_set_source_rgba(cairo, 0, 0, 0, 1)
            let stroke = Self.strokeWidth(for: key.weight, side: side)
            if stroke > 0 {
                cairo_fill_preserve(cairo)
                cairo_set_line_width(cairo, stroke)
                cairo_set_line_join(cairo, CAIRO_LINE_JOIN_ROUND)
                cairo_stroke(cairo)
            } else {
                cairo_fill(cairo)
            }
            cairo_surface_flush(surface)
            return Self.bitmap(of: surface, side: side)
        } ?? nil
    }

    /// The outline added for a weight: none up to regular, then up to a twelfth of the em.
    static func strokeWidth(for weight: UIImage.SymbolWeight, side: Int) -> Double {
        let fractions: [UIImage.SymbolWeight: Double] = [.medium: 0.02, .semibold: 0.03, .bold: 0.045, .heavy: 0.065, .black: 0.085]
        return (fractions[weight] ?? 0) * Double(side)
    }

    /// Runs `body` with a cairo context on a `side`-pixel square ARGB surface and a Pango
    /// layout for it.
    private func withLayout<Result>(side: Int,
                                    _ body: (OpaquePointer, OpaquePointer, OpaquePointer) -> Result) -> Result? {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(side), Int32(side)) else { return nil }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let cairo = cairo_create(surface) else { return nil }
        defer { cairo_destroy(cairo) }
        guard let layout = pango_cairo_create_layout(cairo) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        return body(cairo, layout, surface)
    }

    /// cairo's native-endian premultiplied ARGB as premultiplied RGBA bytes.
    private static func bitmap(of surface: OpaquePointer, side: Int) -> ImageBitmap? {
        guard let data = cairo_image_surface_get_data(surface) else { return nil }
        let stride = Int(cairo_image_surface_get_stride(surface))
        var pixels = [UInt8](repeating: 0, count: side * side * 4)
        for row in 0..<side {
            let line = UnsafeRawPointer(data + row * stride).assumingMemoryBound(to: UInt32.self)
            for column in 0..<side {
                let argb = line[column]
                let offset = (row * side + column) * 4
                pixels[offset] = UInt8(truncatingIfNeeded: argb >> 16)
                pixels[offset + 1] = UInt8(truncatingIfNeeded: argb >> 8)
                pixels[offset + 2] = UInt8(truncatingIfNeeded: argb)
                pixels[offset + 3] = UInt8(truncatingIfNeeded: argb >> 24)
            }
        }
        return ImageBitmap(width: side, height: side, premultipliedRGBA: pixels)
    }
}
