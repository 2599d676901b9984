internal import CPango
import Foundation

extension PangoLayoutObject {
    /// What the layout shaped: how many glyphs, how many of them are unknown-glyph boxes
    /// (no installed font has the character), and the family of each run's font, in
    /// order (which font fallback chose).
    func glyphSummary() -> (count: Int, unknown: Int, families: [String]) {
        guard let iterator = pango_layout_get_iter(handle) else { return (0, 0, []) }
        defer { pango_layout_iter_free(iterator) }
        var count = 0, unknown = 0
        var families: [String] = []
        repeat {
            guard let run = pango_layout_iter_get_run_readonly(iterator) else { continue }
            let glyphs = run.pointee.glyphs.pointee
            for index in 0..<Int(glyphs.num_glyphs) {
                count += 1
                if glyphs.glyphs[index].glyph & PANGO_GLYPH_UNKNOWN_FLAG != 0 { unknown += 1 }
            }
            if let font = run.pointee.item.pointee.analysis.font, let description = pango_font_describe(font) {
                families.append(pango_font_description_get_family(description).map { String(cString: $0) } ?? "")
                pango_font_description_free(description)
            }
        } while pango_layout_iter_next_run(iterator) != 0
        return (count, unknown, families)
    }
}
