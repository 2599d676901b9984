internal import CCairo
internal import CPango
import Foundation

/// Outlined glyphs (``NSAttributedString/Key/strokeWidth``) drawn with cairo: each run
/// whose style has a stroke width is added as a path (pangocairo's glyph outlines) and
/// stroked in the stroke colour (the text colour when none is set), the line as wide as
/// the width's percent of the font size. A positive width draws only the outline (the
/// text pass leaves those glyphs transparent); a negative one outlines the filled glyphs.
@preconcurrency @MainActor
enum PangoCairoStrokes {
    /// Whether `text` has a run with a stroke.
    static func hasStrokes(_ text: StyledText) -> Bool {
        text.runs.contains { $0.style.strokeWidth != 0 }
    }

    /// Strokes the outlined runs of `layout` (laid out from `text` at scale 1, its
    /// top-left corner at the cairo context's current origin) into `cairo`.
    static func stroke(_ layout: PangoLayoutObject, of text: StyledText, into cairo: OpaquePointer,
                       at origin: (x: Double, y: Double), opacity: CGFloat) {
        guard hasStrokes(text), let iterator = pango_layout_get_iter(layout.handle) else { return }
        defer { pango_layout_iter_free(iterator) }
        let mapping = PangoLayoutText(text)
        let unit = Double(PANGO_SCALE)
        cairo_save(cairo)
        cairo_set_line_join(cairo, CAIRO_LINE_JOIN_ROUND)
        repeat {
            guard let run = pango_layout_iter_get_run_readonly(iterator),
                  let font = run.pointee.item.pointee.analysis.font else { continue }
            let offset = mapping.textOffset(Int(run.pointee.item.pointee.offset))
            guard let style = text.runs.first(where: { $0.range.contains(offset) })?.style, style.strokeWidth != 0 else { continue }
            var logical = PangoRectangle()
            pango_layout_iter_get_run_extents(iterator, nil, &logical)
            let baseline = Double(pango_layout_iter_get_baseline(iterator)) / unit
            let x = origin.x + Double(logical.x) / unit
            let y = origin.y + baseline - Double(run.pointee.y_offset) / unit
            let color = style.strokeColor ?? style.foregroundColor
            cairo_new_path(cairo)
            cairo_move_to(cairo, x, y)
            pango_cairo_glyph_string_path(cairo, font, run.pointee.glyphs)
            cairo_set_source_rgba(cairo, Double(color.red), Double(color.green), Double(color.blue),
                                  Double(color.alpha * opacity))
            cairo_set_line_width(cairo, Double(abs(style.strokeWidth) / 100 * style.font.pointSize))
            cairo_stroke(cairo)
        } while pango_layout_iter_next_run(iterator) != 0
        cairo_restore(cairo)
    }
}
