internal import CPango
import Foundation

/// UIKit's text engine: Pango laying out text on a headless pangocairo font map with
/// cairo's default font options, which measures exactly as the X11 host's pangoxft font
/// map does (same widths, line boxes, baselines and line breaks), so text measures the
/// same with or without a window.
///
/// Glyph positions are rounded to whole pixels (Pango's default), sizes are absolute
/// pixels; a line's height is the line box Pango lays out (the fonts' hinted ascent
/// plus descent, taller where a fallback font is taller), never the font's metrics.
/// Pango objects are not thread-safe, so the engine is confined to the main actor.
@preconcurrency @MainActor
final class PangoTextEngine {
    /// The engine every view measures with.
    static let shared = PangoTextEngine()

    /// The headless context (`PangoContext *`) at scale 1.
    let context: OpaquePointer

    private var fontMetricsCache: [UIFont: FontMetrics] = [:]
    private struct AscentKey: Hashable {
        var font: UIFont
        var paragraph: NSParagraphStyle.Values
    }
    private var lineAscents: [AscentKey: CGFloat] = [:]
    /// Pango's approximate character width of each font, in points (see
    /// ``estimatedWidth(of:)``).
    var approximateCharacterWidths: [UIFont: CGFloat] = [:]

    private init() {
        let fontMap = pango_cairo_font_map_new()
        context = pango_font_map_create_context(fontMap)
        g_object_unref(UnsafeMutableRawPointer(fontMap))
    }

    /// A new layout of `spec` on the headless context, for measuring (no colours).
    func layout(_ spec: TextLayoutSpec, scale: CGFloat = 1) -> PangoLayoutObject {
        PangoLayoutObject(adopting: PangoLayoutBuilder.makeLayout(spec, context: context, scale: scale, pass: .measure),
                          scale: scale, text: PangoLayoutText(spec.text))
    }

    /// The size, baselines and lines of `spec` (measured fresh: callers cache).
    func metrics(of spec: TextLayoutSpec) -> TextLayoutMetrics {
        guard !spec.text.string.isEmpty else { return .empty }
        var metrics = layout(spec).metrics(maximumNumberOfLines: spec.maximumNumberOfLines)
        if spec.allowsTightening, let tightened = tightened(spec, measured: metrics) { metrics = tightened }
        return metrics
    }

    /// The spec drawn tighter (up to 5% of the font size less per character) when that
    /// makes a truncated single line fit; `nil` when it does not.
    func tightenedSpec(_ spec: TextLayoutSpec) -> TextLayoutSpec? {
        guard spec.allowsTightening, let width = spec.width, spec.maximumNumberOfLines == 1 else { return nil }
        var loose = spec
        loose.width = nil
        loose.allowsTightening = false
        let natural = layout(loose).metrics(maximumNumberOfLines: 1).size.width
        let characters = CGFloat(max(spec.text.string.count - 1, 1))
        let needed = (natural - width) / characters
        let font = spec.text.firstStyle.font
        guard natural > width, needed <= font.pointSize * 0.05 else { return nil }
        var tight = spec
        tight.allowsTightening = false
        for index in tight.text.runs.indices { tight.text.runs[index].style.kern -= needed }
        return tight
    }

    private func tightened(_ spec: TextLayoutSpec, measured: TextLayoutMetrics) -> TextLayoutMetrics? {
        guard measured.isTruncated, let tight = tightenedSpec(spec) else { return nil }
        return layout(tight).metrics(maximumNumberOfLines: tight.maximumNumberOfLines)
    }

    /// The line box of `font`: the ascent (baseline from the top), descent and height of
    /// one laid-out line of it.
    func fontMetrics(for font: UIFont) -> FontMetrics {
        if let cached = fontMetricsCache[font] { return cached }
        let spec = TextLayoutSpec(" ", font: font)
        let metrics = layout(spec).metrics(maximumNumberOfLines: 1)
        let result = FontMetrics(ascent: metrics.firstBaseline, descent: metrics.size.height - metrics.firstBaseline,
                                 lineHeight: metrics.size.height)
        fontMetricsCache[font] = result
        return result
    }

    /// How far one line of `font` set in `paragraph` (its line heights and multiple) reaches
    /// above its baseline: the top of the line box, in points.
    func lineAscent(of font: UIFont, paragraph: NSParagraphStyle.Values) -> CGFloat {
        var plain = paragraph
        plain.paragraphSpacing = 0
        plain.paragraphSpacingBefore = 0
        plain.baseWritingDirection = .natural
        let key = AscentKey(font: font, paragraph: plain)
        if let cached = lineAscents[key] { return cached }
        var text = StyledText(" ", style: TextRunStyle(font: font, foregroundColor: .black))
        text.paragraph = plain
        let ascent = layout(TextLayoutSpec(text: text)).metrics(maximumNumberOfLines: 1).firstBaseline
        lineAscents[key] = ascent
        return ascent
    }

    private var lastCaretPositions: (spec: TextLayoutSpec, positions: [CGFloat])?

    /// The caret's x (points from the layout's left) before each character of `spec`'s
    /// text and after the last (count + 1 values): Pango's strong cursor, which follows
    /// each run's font, kerning and direction. The last spec's positions are kept.
    func caretPositions(in spec: TextLayoutSpec) -> [CGFloat] {
        if let last = lastCaretPositions, last.spec == spec { return last.positions }
        let string = spec.text.string
        guard !string.isEmpty else { return [0] }
        let object = layout(spec)
        let mapping = object.text ?? PangoLayoutText(spec.text)
        var positions: [CGFloat] = []
        positions.reserveCapacity(string.count + 1)
        var byte = 0
        func append() {
            var strong = PangoRectangle()
            pango_layout_get_cursor_pos(object.handle, Int32(mapping.layoutOffset(byte)), &strong, nil)
            positions.append(object.points(strong.x))
        }
        append()
        for character in string {
            byte += character.utf8.count
            append()
        }
        lastCaretPositions = (spec, positions)
        return positions
    }
}
