import Foundation

// The text view's attributed text: kept through edits, broken into lines by the text
// engine with its runs' fonts, and drawn line by line in the runs' fonts and colours.
extension UITextView {
    /// The attributed text while it is the view's text (`nil` after plain text was set).
    var currentAttributedText: NSAttributedString? {
        guard let storedAttributedText, storedAttributedText.string == storage else { return nil }
        return storedAttributedText
    }

    /// The plain style: the view's font and colour.
    var baseRunStyle: TextRunStyle { TextRunStyle(font: resolvedFont, foregroundColor: resolvedTextColor) }

    /// The whole text's styled runs, when it has attributes (its paragraph style is not
    /// applied: the view aligns its lines by ``textAlignment``).
    var styledText: StyledText? {
        currentAttributedText.map { attributed in
            var styled = StyledText(attributed, defaultStyle: baseRunStyle)
            styled.paragraph = nil
            return styled
        }
    }

    /// The spec of characters `range` (character offsets) of the attributed text, one line
    /// as drawn; `nil` without attributed text.
    func styledLineSpec(_ range: Range<Int>) -> TextLayoutSpec? {
        guard let attributed = currentAttributedText else { return nil }
        let lower = storage.utf16Offset(ofCharacter: range.lowerBound), upper = storage.utf16Offset(ofCharacter: range.upperBound)
        let piece = attributed.attributedSubstring(from: NSRange(location: lower, length: upper - lower))
        var styled = StyledText(piece, defaultStyle: baseRunStyle)
        styled.paragraph = nil
        return TextLayoutSpec(text: styled)
    }

    /// The line height: the attributed text's tallest ascent plus its deepest descent (the
    /// view's font's without attributes).
    var styledLineHeight: CGFloat { styledLineMetrics.lineHeight }

    /// The attributed text with `range` (UTF-16) replaced by `string` as typed (in the
    /// typing attributes when they were set); `nil` without attributed text.
    func editedAttributedText(_ range: NSRange, with string: String) -> NSAttributedString? {
        currentAttributedText?.replacingCharacters(in: range, with: string, typingAttributes: explicitTypingAttributes,
                                                   fallback: typingAttributes)
    }
}

extension UITextView {
    /// The baseline of every line from its top: the tallest ascent of the attributed
    /// text's fonts.
    var styledAscent: CGFloat { styledLineMetrics.ascent }

    /// The line box shared by every line (kept until the text or the font changes).
    private var styledLineMetrics: (lineHeight: CGFloat, ascent: CGFloat) {
        if let styleMetricsCache { return styleMetricsCache }
        let measurer = TextSystem.measurer
        let fonts = styledText.map { $0.runs.map(\.style.font) } ?? [resolvedFont]
        let metrics = fonts.map { measurer.metrics(for: $0) }
        let ascent = metrics.map(\.ascent).max() ?? 0
        let descent = metrics.map { $0.lineHeight - $0.ascent }.max() ?? 0
        styleMetricsCache = (ascent + descent, ascent)
        return (ascent + descent, ascent)
    }
}
