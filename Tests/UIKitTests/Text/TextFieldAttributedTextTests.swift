import Foundation
import Testing
import UIKit
import UIKitTestSupport

/// `UITextField`'s attributed text, placeholder and default attributes.
@MainActor
@Suite(.serialized) struct TextFieldAttributedTextTests {
    let font = UIFont(familyName: "DejaVu Sans", pointSize: 17)

    @Test func attributedTextSetsTheTextAndSizesTheField() {
        TextSystem.measurer = PangoTextMeasurer()
        let field = UITextField()
        field.font = font
        field.attributedText = NSAttributedString(string: "Hello, World", attributes: [.font: UIFont(familyName: "DejaVu Sans",
                                                                                                     pointSize: 17, weight: .bold)])
        #expect(field.text == "Hello, World")
        #expect(field.intrinsicContentSize.width == 118, "the bold run's width")
        field.text = "Hello, World"
        #expect(field.intrinsicContentSize.width == 118, "the same text keeps its attributes")
        field.text = "Hello"
        #expect(field.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == font)
    }

    @Test func defaultAttributesSetFontColourAndMore() {
        TextSystem.measurer = PangoTextMeasurer()
        let field = UITextField()
        field.defaultTextAttributes = [.font: font, .foregroundColor: UIColor.red, .kern: 2.0]
        #expect(field.font == font && field.textColor == .red)
        field.text = "abc"
        #expect(field.defaultTextAttributes[.kern] as? Double == 2.0)
        let plain = PangoTextMeasurer().size(of: "abc", font: font, wrappingAt: nil).width
        #expect(field.intrinsicContentSize.width == plain + 4)
    }

    @Test func anAttributedPlaceholderSetsThePlaceholder() {
        let field = UITextField()
        field.attributedPlaceholder = NSAttributedString(string: "Search", attributes: [.foregroundColor: UIColor.blue])
        #expect(field.placeholder == "Search")
        #expect(field.attributedPlaceholder?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .blue)
        field.placeholder = "Find"
        #expect(field.attributedPlaceholder?.string == "Find")
    }
}
