import Testing
import UIKit

/// The one line breaker every measurer uses (paragraphs, words,
/// wrapping).
@Suite("Greedy line breaker")
struct GreedyLineBreakerTests {
    /// Every character 10 wide, a space too.
    let breaker = GreedyLineBreaker(spaceWidth: 10) { CGFloat($0.count) * 10 }

    @Test func wordsFillALineAndANewlineAlwaysBreaks() {
        let lines = breaker.lines(of: "ab cd ef\ngh", maxWidth: 50)
        #expect(lines.map(\.text) == ["ab cd", "ef", "gh"])
        #expect(lines.map(\.width) == [50, 20, 20])
    }

    @Test func aLineExactlyAsWideAsTheLimitFits() {
        #expect(breaker.lines(of: "abc de", maxWidth: 60).map(\.text) == ["abc de"])
        #expect(breaker.lines(of: "abc de", maxWidth: 59.9).map(\.text) == ["abc", "de"])
    }

    @Test func aWordWiderThanALineBreaksBetweenCharacters() {
        #expect(breaker.lines(of: "abcdefg h", maxWidth: 30).map(\.text) == ["abc", "def", "g h"])
        // At least one character a line, however narrow.
        #expect(breaker.lines(of: "abc", maxWidth: 5).map(\.text) == ["a", "b", "c"])
    }

    /// Spaces that do not fit at the end of a line hang there: no empty line follows a
    /// text that ends in a space, and a run of spaces at a break starts no line.
    @Test func spacesPastAFullLineHang() {
        #expect(breaker.lines(of: "abc ", maxWidth: 30).map(\.text) == ["abc"])
        #expect(breaker.lines(of: "abc  ", maxWidth: 30).map(\.text) == ["abc"])
        #expect(breaker.lines(of: "abc   de", maxWidth: 30).map(\.text) == ["abc", "de"])
        #expect(breaker.lines(of: "ab    cd", maxWidth: 40).map(\.text) == ["ab  ", "cd"])
        #expect(breaker.lines(of: "abc ", maxWidth: 30).map(\.width) == [30])
    }

    @Test func noLimitBreaksOnlyAtNewlines() {
        #expect(breaker.lines(of: "a b c\nd", maxWidth: nil).map(\.text) == ["a b c", "d"])
    }

    /// The fixed-advance measurer and the protocol's default agree line for line.
    @MainActor
    @Test func measurersShareTheBreaks() {
        let measurer = FixedAdvanceTextMeasurer()
        let font = UIFont.systemFont(ofSize: 10)
        let text = "The quick brown fox jumps over the lazy dog, supercalifragilistic"
        for width in [30.0, 47.5, 60, 100, 250] as [CGFloat] {
            let own = measurer.lines(of: text, font: font, wrappingAt: width)
            final class Plain: TextMeasuring {
                let base: FixedAdvanceTextMeasurer
                init(base: FixedAdvanceTextMeasurer) { self.base = base }
                func size(of string: String, font: UIFont, wrappingAt width: CGFloat?) -> CGSize {
                    base.size(of: string, font: font, wrappingAt: width)
                }
                func metrics(for font: UIFont) -> FontMetrics { base.metrics(for: font) }
            }
            #expect(own == Plain(base: measurer).lines(of: text, font: font, wrappingAt: width), "at \(width)")
        }
    }

    /// Plain ASCII text is split by its bytes, other text by its characters: both give
    /// the same lines. Each ASCII letter of random texts (runs of spaces, empty
    /// paragraphs, words longer than a line) is swapped for a one-character accented
    /// letter of the same width, which takes the character path.
    @Test func asciiTextBreaksAsTheSameTextInOtherLetters() {
        var state: UInt64 = 0xB1EA
        func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        let alphabet: [Character] = ["a", "b", "c", " ", " ", "\n"]
        for trial in 0..<300 {
            let text = String((0..<Int(next() % 40)).map { _ in alphabet[Int(next() % UInt64(alphabet.count))] })
            let accented = String(text.map { $0 == "a" ? "á" : $0 == "b" ? "ḃ" : $0 == "c" ? "ç" : $0 })
            let width: CGFloat? = trial % 5 == 0 ? nil : CGFloat(10 + next() % 80)
            let plain = breaker.lines(of: text, maxWidth: width)
            let other = breaker.lines(of: accented, maxWidth: width).map { line in
                (text: String(line.text.map { $0 == "á" ? "a" : $0 == "ḃ" ? "b" : $0 == "ç" ? "c" : $0 }), width: line.width)
            }
            #expect(plain.map(\.text) == other.map(\.text) && plain.map(\.width) == other.map(\.width),
                    "\(text.debugDescription) at \(String(describing: width))")
        }
    }

    /// Unwrapped, the fixed-advance measurer sizes the text from its paragraphs without
    /// running the breaker: the same size as the lines the breaker gives. (One-line
    /// labels, which now ask only for that size, are `UILabelTests`'.)
    @MainActor
    @Test func anUnwrappedSizeIsThatOfTheBreakersLines() {
        let measurer = FixedAdvanceTextMeasurer()
        let font = UIFont.systemFont(ofSize: 10)
        for text in ["a", "ab cd", "ab\ncd", "a\n\nbcd ", "\n", "tail \n", "é\u{301}x", "a\r\nbc\n\n"] {
            let lines = measurer.lines(of: text, font: font, wrappingAt: nil)
            let widest = lines.map { CGFloat($0.count) * 6 }.max() ?? 0
            #expect(measurer.size(of: text, font: font, wrappingAt: nil) == CGSize(width: widest, height: CGFloat(lines.count) * 10),
                    "\(text.debugDescription)")
        }
    }
}
