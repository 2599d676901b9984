import Foundation
import Testing
@testable import UIKit
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

    func editingField(_ attributed: NSAttributedString) -> (UIWindow, UITextField) {
        TextSystem.measurer = PangoTextMeasurer()
        let window = makeWindow()
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 300, height: 30))
        field.font = font
        window.addSubview(field)
        field.attributedText = attributed
        #expect(field.becomeFirstResponder())
        return (window, field)
    }

    @Test func editingKeepsTheAttributesAndTypedTextTakesTheTypingAttributes() {
        let bold = UIFont(familyName: "DejaVu Sans", pointSize: 17, weight: .bold)
        let text = NSMutableAttributedString(string: "Hello", attributes: [.font: bold, .foregroundColor: UIColor.red])
        // Not the same keys as the run before: Linux's Foundation crashes comparing two
        // runs' distinct UIKit values under the same keys.
        text.append(NSAttributedString(string: " World", attributes: [.foregroundColor: UIColor.blue]))
        let (window, field) = editingField(text)
        field.insertText("!")
        let edited = field.attributedText!
        #expect(edited.string == "Hello World!")
        // The first run kept its bold font; the typed text continues the run before it.
        #expect(edited.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == bold)
        #expect(edited.attribute(.foregroundColor, at: 11, effectiveRange: nil) as? UIColor == .blue)
        field.deleteBackward()
        field.typingAttributes = [.font: font, .foregroundColor: UIColor.green, .underlineStyle: NSUnderlineStyle.single.rawValue]
        field.insertText("?")
        #expect(field.attributedText?.attribute(.foregroundColor, at: 11, effectiveRange: nil) as? UIColor == .green)
        #expect(field.attributedText?.attribute(.font, at: 2, effectiveRange: nil) as? UIFont == bold)
        // Setting plain text drops the attributes.
        field.text = "plain"
        #expect(field.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == font)
        _ = field.resignFirstResponder()
        withExtendedLifetime(window) {}
    }

    @Test func caretPositionsComeFromTheAttributedLayout() {
        let bold = UIFont(familyName: "DejaVu Sans", pointSize: 17, weight: .bold)
        let (window, field) = editingField(NSAttributedString(string: "Hello, World", attributes: [.font: bold, .kern: 2.0]))
        // "Hello" is 48 px in regular DejaVu Sans 17; bold and kerned it is wider.
        let plain = PangoTextMeasurer().size(of: "Hello", font: font, wrappingAt: nil).width
        let boldKerned = PangoTextMeasurer().layout(TextLayoutSpec(text: StyledText(
            NSAttributedString(string: "Hello", attributes: [.font: bold, .kern: 2.0]),
            defaultStyle: TextRunStyle(font: font, foregroundColor: .black)))).size.width
        let caret = field.prefixWidth(5)
        #expect(caret >= boldKerned && caret <= boldKerned + 2, "after the fifth letter and its kerning: \(caret)")
        #expect(field.prefixWidth(5) > plain + 5)
        #expect(field.prefixWidth(0) == 0)
        _ = field.resignFirstResponder()
        withExtendedLifetime(window) {}
    }

    @Test func rightToLeftTextPutsTheCaretAtTheRightEdgeFirst() {
        let (window, field) = editingField(NSAttributedString(string: "שלום", attributes: [.font: font]))
        let width = PangoTextMeasurer().size(of: "שלום", font: font, wrappingAt: nil).width
        #expect(field.prefixWidth(0) == width, "before the first letter: its right edge")
        #expect(field.prefixWidth(4) == 0)
        _ = field.resignFirstResponder()
        withExtendedLifetime(window) {}
    }
}
