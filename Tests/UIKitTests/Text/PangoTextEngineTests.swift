import Foundation
import Testing
import UIKit

/// The Pango engine measured headless, against PANGO-NOTES §4 (DejaVu Sans at 17 px:
/// widths in whole pixels, a 21-pixel line box with its baseline at 16).
@MainActor
@Suite struct PangoTextEngineTests {
    let measurer = PangoTextMeasurer()
    let dejaVu17 = UIFont(familyName: "DejaVu Sans", pointSize: 17)

    @Test func measuresAsPangoxftDoes() {
        #expect(measurer.size(of: "Hello, World", font: dejaVu17, wrappingAt: nil) == CGSize(width: 102, height: 21))
        #expect(measurer.size(of: "Hello, World", font: UIFont(familyName: "DejaVu Sans", pointSize: 17, weight: .bold),
                              wrappingAt: nil) == CGSize(width: 118, height: 21))
        #expect(measurer.metrics(for: dejaVu17) == FontMetrics(ascent: 16, descent: 5, lineHeight: 21))
        #expect(measurer.size(of: "", font: dejaVu17, wrappingAt: nil) == .zero)
        // The system font is DejaVu Sans.
        #expect(measurer.size(of: "Hello, World", font: .systemFont(ofSize: 17), wrappingAt: nil).width == 102)
    }

    @Test func wrapsAtWordsAndNewlinesAndBreaksLongWords() {
        #expect(measurer.lines(of: "Hello World", font: dejaVu17, wrappingAt: 80) == ["Hello", "World"])
        #expect(measurer.size(of: "Hello World", font: dejaVu17, wrappingAt: 80).height == 42)
        let one = measurer.size(of: "Hello World", font: dejaVu17, wrappingAt: nil)
        #expect(measurer.size(of: "Hello World", font: dejaVu17, wrappingAt: one.width) == one)
        #expect(measurer.lines(of: "a\nb\n", font: dejaVu17, wrappingAt: nil) == ["a", "b", ""])
        let pieces = measurer.lines(of: "iiiiiiiiiiiiiiii", font: dejaVu17, wrappingAt: 30)
        #expect(pieces.count > 1 && pieces.joined() == "iiiiiiiiiiiiiiii", "no hyphen is inserted: \(pieces)")
    }

    @Test func chineseBreaksBetweenCharactersByTheUnicodeRules() {
        let text = "自动布局的生命周期"
        let lines = measurer.lines(of: text, font: dejaVu17, wrappingAt: 60)
        #expect(lines.count >= 3 && lines.joined() == text, "\(lines)")
        let layout = measurer.layout(TextLayoutSpec(text, font: dejaVu17, width: 60))
        #expect(layout.size.width <= 60)
    }

    @Test func rightToLeftParagraphsAreFound() {
        #expect(measurer.layout(TextLayoutSpec("مرحبا بالعالم", font: dejaVu17)).isRightToLeft)
        #expect(measurer.layout(TextLayoutSpec("שלום עולם", font: dejaVu17)).isRightToLeft)
        #expect(!measurer.layout(TextLayoutSpec("Hello مرحبا", font: dejaVu17)).isRightToLeft)
    }

    @Test func truncatesWithAnEllipsisInEveryTruncatingMode() {
        for mode in [NSLineBreakMode.byTruncatingHead, .byTruncatingMiddle, .byTruncatingTail] {
            let layout = measurer.layout(TextLayoutSpec("The quick brown fox jumps", font: dejaVu17, width: 100,
                                                        maximumNumberOfLines: 1, lineBreakMode: mode))
            #expect(layout.isTruncated && layout.lines.count == 1 && layout.size.width <= 100, "\(mode)")
        }
        let clipped = measurer.layout(TextLayoutSpec("The quick brown fox jumps over", font: dejaVu17, width: 100,
                                                     maximumNumberOfLines: 2, lineBreakMode: .byWordWrapping))
        #expect(clipped.lines.count == 2 && clipped.isTruncated && clipped.size.height == 42)
    }

    @Test func aTextViewsLinesAreContiguous() {
        let text = "one two three four five six seven"
        let lines = measurer.lines(of: text, font: dejaVu17, wrappingAt: 90)
        #expect(lines.joined(separator: " ") == text, "\(lines)")
    }
}
