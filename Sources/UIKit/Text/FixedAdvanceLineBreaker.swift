import Foundation

/// Greedy word wrapping for ``FixedAdvanceTextMeasurer``, the test double whose every
/// character is equally wide (real text is broken by Pango, by the Unicode rules).
///
/// `"\n"` always breaks; spaces separate words; a line takes words while it fits; a word
/// wider than a line on its own is broken between characters (at least one a line).
/// Lines keep no line-ending space, and spaces past a full line's end hang there (as
/// TextKit lets trailing whitespace hang). Widths add up: a line's width is its words'
/// widths plus one space's width between each two.
struct FixedAdvanceLineBreaker {
    /// The width of a run of characters.
    var width: (Substring) -> CGFloat
    /// The width of one space.
    var spaceWidth: CGFloat

    /// Creates a breaker that measures with `width` and separates words by `spaceWidth`.
    init(spaceWidth: CGFloat, width: @escaping (Substring) -> CGFloat) {
        self.width = width
        self.spaceWidth = spaceWidth
    }

    /// The lines of `string`, with their widths, wrapped at `maxWidth` (`nil`: only at
    /// `"\n"`). A line exactly as wide as the limit fits (a hundredth of a unit of slack
    /// absorbs rounding, as a label at its own intrinsic width must stay on one line).
    func lines(of string: String, maxWidth: CGFloat?) -> [(text: String, width: CGFloat)] {
        // Plain ASCII text is split by its bytes: splitting by characters finds every
        // grapheme cluster's boundary first, and was most of a label's wrapping.
        let ascii = string.isPlainASCII
        let paragraphs = FixedAdvanceLineBreaker.pieces(of: string[...], separatedBy: "\n", ascii: ascii)
        guard let maxWidth, maxWidth.isFinite else { return paragraphs.map { (String($0), width($0)) } }
        let limit = maxWidth + 0.01
        var lines: [(text: String, width: CGFloat)] = []
        for paragraph in paragraphs {
            // The current line is `paragraph[lineStart..<lineEnd]`: words are measured
            // once and each line's text is made once, not grown word by word.
            var lineStart: Substring.Index?
            var lineEnd = paragraph.startIndex
            var currentWidth: CGFloat = 0
            for wordSlice in FixedAdvanceLineBreaker.pieces(of: paragraph, separatedBy: " ", ascii: ascii) {
                var word = wordSlice
                var wordWidth = width(wordSlice)
                let candidateWidth = lineStart != nil ? currentWidth + spaceWidth + wordWidth : wordWidth
                if candidateWidth <= limit {
                    if lineStart == nil { lineStart = word.startIndex }
                    lineEnd = word.endIndex
                    currentWidth = candidateWidth
                    continue
                }
                // A space past the end of a full line hangs there, as in UIKit: it
                // starts no line of its own (text ending in a space kept one more,
                // empty line).
                if word.isEmpty && lineStart != nil { continue }
                if let start = lineStart { lines.append((String(paragraph[start..<lineEnd]), currentWidth)) }
                while wordWidth > limit && word.count > 1 {
                    var end = word.startIndex
                    var prefixWidth: CGFloat = 0
                    while end < word.endIndex {
                        let next = word.index(after: end)
                        let w = width(word[end..<next])
                        if end != word.startIndex && prefixWidth + w > limit { break }
                        prefixWidth += w
                        end = next
                    }
                    lines.append((String(word[..<end]), prefixWidth))
                    word = word[end...]
                    wordWidth = width(word)
                }
                lineStart = word.startIndex
                lineEnd = word.endIndex
                currentWidth = wordWidth
            }
            // Every word starts or joins a line, so there is one to close.
            lines.append((String(paragraph[(lineStart ?? lineEnd)..<lineEnd]), currentWidth))
        }
        return lines
    }

    /// `text` split at every `separator` (a one-byte character), empty pieces kept, as
    /// `split(separator:omittingEmptySubsequences: false)` splits it; by its bytes when
    /// `ascii` says the text is plain ASCII.
    static func pieces(of text: Substring, separatedBy separator: Unicode.Scalar, ascii: Bool) -> [Substring] {
        guard ascii else { return text.split(separator: Character(separator), omittingEmptySubsequences: false) }
        let byte = UInt8(separator.value)
        var pieces: [Substring] = []
        var start = text.startIndex
        var index = text.utf8.startIndex
        let end = text.utf8.endIndex
        while index < end {
            if text.utf8[index] == byte {
                pieces.append(text[start..<index])
                start = text.utf8.index(after: index)
            }
            text.utf8.formIndex(after: &index)
        }
        pieces.append(text[start..<end])
        return pieces
    }
}
