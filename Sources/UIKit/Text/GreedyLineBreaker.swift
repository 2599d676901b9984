import Foundation

/// Greedy word wrapping, the one line breaker every measurer uses (the X11 host's, the
/// fixed-advance one, and the default of ``TextMeasuring/lines(of:font:wrappingAt:)``),
/// so that a label draws exactly the lines it was measured with.
///
/// `"\n"` always breaks; spaces separate words; a line takes words while it fits; a word
/// wider than a line on its own is broken between characters (at least one a line).
/// Lines keep no line-ending space. Widths add up: a line's width is its words' widths
/// plus one space's width between each two.
public struct GreedyLineBreaker {
    /// The width of a run of characters.
    public var width: (Substring) -> CGFloat
    /// The width of one space.
    public var spaceWidth: CGFloat

    /// Creates a breaker that measures with `width` and separates words by `spaceWidth`.
    public init(spaceWidth: CGFloat, width: @escaping (Substring) -> CGFloat) {
        self.width = width
        self.spaceWidth = spaceWidth
    }

    /// The lines of `string`, with their widths, wrapped at `maxWidth` (`nil`: only at
    /// `"\n"`). A line exactly as wide as the limit fits (a hundredth of a unit of slack
    /// absorbs rounding, as a label at its own intrinsic width must stay on one line).
    public func lines(of string: String, maxWidth: CGFloat?) -> [(text: String, width: CGFloat)] {
        let paragraphs = string.split(separator: "\n", omittingEmptySubsequences: false)
        guard let maxWidth, maxWidth.isFinite else { return paragraphs.map { (String($0), width($0)) } }
        let limit = maxWidth + 0.01
        var lines: [(text: String, width: CGFloat)] = []
        for paragraph in paragraphs {
            var current = ""
            var currentWidth: CGFloat = 0
            var hasCurrent = false
            for wordSlice in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
                var word = String(wordSlice)
                var wordWidth = width(wordSlice)
                let candidateWidth = hasCurrent ? currentWidth + spaceWidth + wordWidth : wordWidth
                if candidateWidth <= limit {
                    current = hasCurrent ? current + " " + word : word
                    currentWidth = candidateWidth
                    hasCurrent = true
                    continue
                }
                if hasCurrent { lines.append((current, currentWidth)) }
                current = ""; currentWidth = 0; hasCurrent = false
                while wordWidth > limit && word.count > 1 {
                    var prefix = ""
                    var prefixWidth: CGFloat = 0
                    for character in word {
                        let w = width(Substring(String(character)))
                        if !prefix.isEmpty && prefixWidth + w > limit { break }
                        prefix.append(character)
                        prefixWidth += w
                    }
                    lines.append((prefix, prefixWidth))
                    word = String(word.dropFirst(prefix.count))
                    wordWidth = width(Substring(word))
                }
                current = word
                currentWidth = wordWidth
                hasCurrent = true
            }
            lines.append((current, currentWidth))
        }
        return lines
    }
}
