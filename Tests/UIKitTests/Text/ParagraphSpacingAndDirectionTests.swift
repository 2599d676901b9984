import Foundation
import Testing
import UIKit

/// Paragraph spacing and a forced base writing direction, measured and drawn by the engine.
@MainActor
@Suite struct ParagraphSpacingAndDirectionTests {
    let measurer = PangoTextMeasurer()
    let font = UIFont(familyName: "DejaVu Sans", pointSize: 17)

    func layout(_ string: String, _ configure: (NSMutableParagraphStyle) -> Void, width: CGFloat? = nil) -> TextLayoutMetrics {
        let style = NSMutableParagraphStyle()
        configure(style)
        let text = NSAttributedString(string: string, attributes: [.paragraphStyle: style, .font: font])
        return measurer.layout(TextLayoutSpec(text: StyledText(text, defaultStyle: TextRunStyle(font: font, foregroundColor: .black)),
                                              width: width))
    }

    @Test func paragraphSpacingSeparatesParagraphsOnly() {
        let plain = layout("one\ntwo\nthree") { _ in }
        let spaced = layout("one\ntwo\nthree") { $0.paragraphSpacing = 10 }
        #expect(plain.lines == ["one", "two", "three"] && spaced.lines == plain.lines)
        // Two gaps, none after the last paragraph; the marks take no width.
        #expect(spaced.size.height == plain.size.height + 20)
        #expect(spaced.size.width == plain.size.width)
        #expect(spaced.firstBaseline == plain.firstBaseline)
        #expect(spaced.lastBaseline == plain.lastBaseline + 20)
        // One paragraph: nothing changes.
        #expect(layout("one two") { $0.paragraphSpacing = 10 }.size == layout("one two") { _ in }.size)
    }

    @Test func spacingBeforeAddsToTheSpacingAfterAndWrappedLinesAreNotSpaced() {
        let plain = layout("one two three\nfour", { _ in }, width: 60)
        let spaced = layout("one two three\nfour", { $0.paragraphSpacing = 10; $0.paragraphSpacingBefore = 6 }, width: 60)
        #expect(plain.lines.count >= 3 && plain.lines.last == "four" && spaced.lines == plain.lines, "\(spaced.lines)")
        #expect(spaced.size.height == plain.size.height + 16)
        // A paragraph spacing before the first paragraph is not added (as UIKit's labels).
        #expect(layout("one") { $0.paragraphSpacingBefore = 12 }.size.height == 21)
    }

    @Test func forcedDirectionSetsTheParagraphsDirection() {
        #expect(!layout("abc") { _ in }.isRightToLeft)
        #expect(layout("abc") { $0.baseWritingDirection = .rightToLeft }.isRightToLeft)
        #expect(layout("שלום") { _ in }.isRightToLeft)
        #expect(!layout("שלום") { $0.baseWritingDirection = .leftToRight }.isRightToLeft)
        // The marks change neither the text's lines nor its width.
        let forced = layout("abc def\nghi", { $0.baseWritingDirection = .rightToLeft }, width: 300)
        #expect(forced.lines == ["abc def", "ghi"])
        #expect(forced.size.width == layout("abc def\nghi", { _ in }, width: 300).size.width)
    }

    /// The columns holding ink in `image`.
    func inkedColumns(_ image: UIImage) -> [Int] {
        (0..<image.bitmap.width).filter { x in
            (0..<image.bitmap.height).contains { (image.bitmap.pixel(x: x, y: $0)?[3] ?? 0) > 100 }
        }
    }

    func render(_ size: CGSize, _ body: () -> Void) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: size, format: format).image { _ in body() }
    }

    @Test func naturalAlignmentFollowsTheForcedDirectionWhenDrawn() {
        let style = NSMutableParagraphStyle()
        style.baseWritingDirection = .rightToLeft
        let rightToLeft = render(CGSize(width: 200, height: 30)) {
            NSAttributedString(string: "abc", attributes: [.font: font, .paragraphStyle: style]).draw(in: CGRect(x: 0, y: 0, width: 200, height: 30))
        }
        let natural = render(CGSize(width: 200, height: 30)) {
            NSAttributedString(string: "abc", attributes: [.font: font]).draw(in: CGRect(x: 0, y: 0, width: 200, height: 30))
        }
        let forced = inkedColumns(rightToLeft), plain = inkedColumns(natural)
        #expect((plain.first ?? 99) < 5 && (plain.last ?? 99) < 40, "\(plain)")
        #expect((forced.first ?? 0) > 160 && (forced.last ?? 0) >= 195, "\(forced)")
    }

    @Test func paragraphSpacingIsDrawn() {
        func inkedRows(_ image: UIImage) -> [Int] {
            (0..<image.bitmap.height).filter { y in
                (0..<image.bitmap.width).contains { (image.bitmap.pixel(x: $0, y: y)?[3] ?? 0) > 100 }
            }
        }
        let style = NSMutableParagraphStyle()
        style.paragraphSpacing = 20
        let spaced = render(CGSize(width: 60, height: 100)) {
            NSAttributedString(string: "H\nH", attributes: [.font: font, .paragraphStyle: style]).draw(in: CGRect(x: 0, y: 0, width: 60, height: 100))
        }
        let plain = render(CGSize(width: 60, height: 100)) {
            NSAttributedString(string: "H\nH", attributes: [.font: font]).draw(in: CGRect(x: 0, y: 0, width: 60, height: 100))
        }
        #expect((inkedRows(spaced).last ?? 0) == (inkedRows(plain).last ?? 0) + 20)
        #expect(inkedRows(spaced).first == inkedRows(plain).first)
    }
}
