import Foundation
import Testing
@testable import UIKit

/// A text that fits its wrap width is measured from its unwrapped layout (known, or laid
/// out first when the text's estimated width is within the wrap width), which Pango makes
/// for about a third less: the result must be exactly the wrapped layout's, in every
/// script and alignment, whether the text fits or the estimate was wrong.
@MainActor
@Suite struct UnwrappedFirstMeasuringTests {
    let font = UIFont.systemFont(ofSize: 17)

    nonisolated static let texts = [
        "Row 1 sizes itself from its label.",
        "Hello, World",
        "Trailing spaces   ",
        "مرحبا بالعالم",
        "שלום עולם",
        "自动布局的生命周期",
        "Hello 你好 مرحبا €",
        "First line\nSecond line",
        "a\tb\tc",
        "0000000000000000000000000000",
        "WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW",
        "The quick brown fox jumps over the lazy dog and keeps running well past the edge",
    ]

    @Test(arguments: texts)
    func measuresWhatTheWrappedLayoutMeasures(text: String) {
        for width: CGFloat in [40, 90, 150, 200, 262, 300, 358, 700] {
            for alignment in [NSTextAlignment.natural, .center, .right, .justified] {
                let spec = TextLayoutSpec(text, font: font, width: width, alignment: alignment)
                // A new measurer each time: nothing cached, so the estimate decides.
                #expect(PangoTextMeasurer().layout(spec) == PangoTextEngine.shared.metrics(of: spec),
                        "\(text) at \(width), \(alignment)")
            }
            let truncated = TextLayoutSpec(text, font: font, width: width, maximumNumberOfLines: 1,
                                           lineBreakMode: .byTruncatingTail)
            #expect(PangoTextMeasurer().layout(truncated) == PangoTextEngine.shared.metrics(of: truncated),
                    "\(text) at \(width), one line")
        }
    }

    @Test func aSecondWidthReusesWhatTheFirstMeasured() {
        let measurer = PangoTextMeasurer()
        let text = "Row 1 sizes itself from its label."
        let narrow = measurer.layout(TextLayoutSpec(text, font: font, width: 120))
        let wide = measurer.layout(TextLayoutSpec(text, font: font, width: 358))
        #expect(narrow.lines.count > 1 && wide.lines.count == 1)
        #expect(wide == measurer.layout(TextLayoutSpec(text, font: font)))
        #expect(narrow == PangoTextEngine.shared.metrics(of: TextLayoutSpec(text, font: font, width: 120)))
    }

    @Test func theEstimateIsNearTheWidthOfLatinTextAndNoneWithAttachments() throws {
        let engine = PangoTextEngine.shared
        for text in ["Row 1 sizes itself from its label.", "The quick brown fox jumps over the lazy dog"] {
            let styled = StyledText(text, style: TextRunStyle(font: font, foregroundColor: .black))
            let estimate = try #require(engine.estimatedWidth(of: styled))
            let measured = engine.metrics(of: TextLayoutSpec(text: styled)).size.width
            #expect(abs(estimate - measured) < measured * 0.2, "\(text): \(estimate) for \(measured)")
        }
        var attached = TextRunStyle(font: font, foregroundColor: .black)
        attached.attachment = TextAttachmentBox(bounds: CGRect(x: 0, y: 0, width: 20, height: 20), image: nil)
        #expect(engine.estimatedWidth(of: StyledText("\u{FFFC}", style: attached)) == nil)
        // Kern widens every character.
        var kerned = TextRunStyle(font: font, foregroundColor: .black)
        kerned.kern = 2
        let plain = try #require(engine.estimatedWidth(of: StyledText("abcd", style: TextRunStyle(font: font, foregroundColor: .black))))
        #expect(engine.estimatedWidth(of: StyledText("abcd", style: kerned)) == plain + 8)
    }
}
