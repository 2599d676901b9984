import Foundation
import Testing
import UIKit

/// Attribute keys and values as iOS code writes them, laid out by the engine.
@MainActor
@Suite struct AttributedStringTests {
    let measurer = PangoTextMeasurer()
    let font = UIFont(familyName: "DejaVu Sans", pointSize: 17)

    func width(_ attributed: NSAttributedString) -> CGFloat {
        measurer.layout(TextLayoutSpec(text: StyledText(attributed, defaultStyle: TextRunStyle(font: font, foregroundColor: .black))))
            .size.width
    }

    @Test func keysHaveUIKitsRawValues() {
        #expect(NSAttributedString.Key.font.rawValue == "NSFont")
        #expect(NSAttributedString.Key.foregroundColor.rawValue == "NSColor")
        #expect(NSAttributedString.Key.paragraphStyle.rawValue == "NSParagraphStyle")
        #expect(NSAttributedString.Key.kern.rawValue == "NSKern")
        #expect(NSAttributedString.Key.underlineStyle.rawValue == "NSUnderline")
        #expect(NSAttributedString.Key.strikethroughStyle.rawValue == "NSStrikethrough")
        #expect(NSAttributedString.Key.attachment.rawValue == "NSAttachment")
        #expect(NSAttributedString.Key.link.rawValue == "NSLink")
    }

    @Test func emptyInitialisers() {
        #expect(NSAttributedString().length == 0)
        let mutable = NSMutableAttributedString()
        mutable.append(NSAttributedString(string: "ab"))
        #expect(mutable.length == 2 && mutable.string == "ab")
    }

    /// Kerning is Pango's letter spacing: between the characters, not after the last.
    @Test func kernWrittenAsDoubleIntOrNumberSpacesTheCharacters() {
        let plain = width(NSAttributedString(string: "abc"))
        #expect(width(NSAttributedString(string: "abc", attributes: [.kern: 5.0])) == plain + 10)
        #expect(width(NSAttributedString(string: "abc", attributes: [.kern: 5])) == plain + 10)
        #expect(width(NSAttributedString(string: "abc", attributes: [.kern: NSNumber(value: 5)])) == plain + 10)
        #expect(width(NSAttributedString(string: "abc", attributes: [.tracking: CGFloat(2)])) == plain + 4)
    }

    @Test func runsTakeTheirOwnFonts() {
        let text = NSMutableAttributedString(string: "Hello, World")
        let plain = width(text)
        text.addAttribute(.font, value: UIFont(familyName: "DejaVu Sans", pointSize: 17, weight: .bold),
                          range: NSRange(location: 0, length: 12))
        #expect(width(text) == 118 && plain == 102)
        let styled = StyledText(text, defaultStyle: TextRunStyle(font: font, foregroundColor: .black))
        #expect(styled.runs.count == 1)
        text.addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: 0, length: 5))
        let two = StyledText(text, defaultStyle: TextRunStyle(font: font, foregroundColor: .black))
        #expect(two.runs.map(\.range) == [0..<5, 5..<12] && two.runs[0].style.foregroundColor == .red)
    }

    @Test func lineStylesAcceptRawValuesAndOptionSets() {
        let attributes: [NSAttributedString.Key: Any] = [.underlineStyle: NSUnderlineStyle.single.rawValue,
                                                         .strikethroughStyle: NSUnderlineStyle.double,
                                                         .baselineOffset: 3.0]
        let styled = StyledText(NSAttributedString(string: "x", attributes: attributes),
                                defaultStyle: TextRunStyle(font: font, foregroundColor: .black))
        #expect(styled.firstStyle.underline == .single && styled.firstStyle.strikethrough == .double)
        #expect(styled.firstStyle.baselineOffset == 3)
    }

    @Test func rangesAreUTF8BytesOfUTF16Ranges() {
        let text = NSMutableAttributedString(string: "é😀x")
        text.addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: 1, length: 2))  // the emoji
        let styled = StyledText(text, defaultStyle: TextRunStyle(font: font, foregroundColor: .black))
        #expect(styled.runs.map(\.range) == [0..<2, 2..<6, 6..<7])
    }

    @Test func attachmentsTakeTheirBounds() {
        let attachment = NSTextAttachment()
        attachment.bounds = CGRect(x: 0, y: 0, width: 30, height: 12)
        let text = NSMutableAttributedString(string: "ab")
        let plain = width(text)
        text.append(NSAttributedString(attachment: attachment))
        #expect(text.string == "ab\u{FFFC}")
        #expect(width(text) == plain + 30)
    }

    @Test func paragraphStylesAlignIndentAndSpaceLines() {
        let style = NSMutableParagraphStyle()
        #expect(style.alignment == .natural && NSParagraphStyle.default.lineBreakMode == .byWordWrapping)
        style.alignment = .center
        style.lineSpacing = 4
        let text = NSAttributedString(string: "one two three four", attributes: [.paragraphStyle: style])
        let styled = StyledText(text, defaultStyle: TextRunStyle(font: font, foregroundColor: .black))
        let spec = TextLayoutSpec(text: styled, width: 60)
        let spaced = measurer.layout(spec)
        let unspaced = measurer.layout(TextLayoutSpec("one two three four", font: font, width: 60))
        #expect(spaced.lines == unspaced.lines && spaced.lines.count > 1)
        #expect(spaced.size.height == unspaced.size.height + 4 * CGFloat(spaced.lines.count - 1))
        // A head indent narrows the lines.
        style.headIndent = 20
        style.firstLineHeadIndent = 20
        let indented = measurer.layout(TextLayoutSpec(text: StyledText(NSAttributedString(string: "one two three four",
                                                      attributes: [.paragraphStyle: style]),
                                                      defaultStyle: TextRunStyle(font: font, foregroundColor: .black)), width: 60))
        #expect(indented.lines.count >= spaced.lines.count && indented.size.width <= 40)
        let copy = style.copy() as? NSParagraphStyle
        #expect(copy == style && !(copy is NSMutableParagraphStyle))
    }
}
