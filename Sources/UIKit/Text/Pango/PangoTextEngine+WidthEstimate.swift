internal import CPango
import Foundation

extension PangoTextEngine {
    /// A guess at the unwrapped width of `text`, in points, from its byte count: each
    /// UTF-8 byte as wide as its run font's approximate character (Pango's average over
    /// a sample text), plus the run's positive kern. Not a measurement: it tells the
    /// measurer whether laying the text out unwrapped first is worth trying (a text that
    /// fits on one line costs Pango half as much unwrapped; see PangoTextMeasurer).
    /// Latin sentences come within a few percent to an eighth of their width; a character
    /// outside ASCII takes two to four bytes, so the guess for other scripts is high.
    /// `nil` for text with attachments, whose widths are their own.
    func estimatedWidth(of text: StyledText) -> CGFloat? {
        var width: CGFloat = 0
        for run in text.runs {
            guard run.style.attachment == nil else { return nil }
            let advance = approximateCharacterWidth(of: run.style.font) + max(run.style.kern, 0)
            width += CGFloat(run.range.count) * advance
        }
        return width
    }

    /// Pango's approximate character width of `font` at scale 1, in points.
    func approximateCharacterWidth(of font: UIFont) -> CGFloat {
        if let cached = approximateCharacterWidths[font] { return cached }
        var width = font.pointSize / 2
        if let metrics = pango_context_get_metrics(context, PangoFontDescriptions.description(for: font, scale: 1), nil) {
            width = CGFloat(pango_font_metrics_get_approximate_char_width(metrics)) / CGFloat(PANGO_SCALE)
            pango_font_metrics_unref(metrics)
        }
        approximateCharacterWidths[font] = width
        return width
    }
}
