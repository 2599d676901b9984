import Foundation
import Testing
@testable import UIKit
import UIKitTestSupport

/// `UITextView.attributedText`: drawn in its runs' fonts and colours, kept through edits.
@MainActor
@Suite(.serialized) struct TextViewAttributedTextTests {
    let font = UIFont(familyName: "DejaVu Sans", pointSize: 17)
    let big = UIFont(familyName: "DejaVu Serif", pointSize: 28, weight: .bold)

    func makeTextView() -> (UIWindow, UITextView) {
        TextSystem.measurer = PangoTextMeasurer()
        let window = makeWindow()
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        view.isScrollEnabled = false
        window.addSubview(view)
        let text = NSMutableAttributedString(string: "Title ", attributes: [.font: big, .foregroundColor: UIColor.red])
        // Not the same keys as the run before (see TextFieldAttributedTextTests).
        text.append(NSAttributedString(string: "and body", attributes: [.foregroundColor: UIColor.blue]))
        view.attributedText = text
        turn()
        return (window, view)
    }

    func drawnLayouts(_ view: UIView) -> [TextLayoutSpec] {
        let renderer = RecordingRenderer()
        view.render(in: renderer)
        return renderer.commands.compactMap { if case .textLayout(let spec, _, _) = $0 { spec } else { nil } }
    }

    @Test func drawsTheRunsInTheirFontsAndColours() {
        let (window, view) = makeTextView()
        defer { withExtendedLifetime(window) {} }
        let runs = drawnLayouts(view).flatMap(\.text.runs)
        #expect(runs.contains { $0.style.font == big && $0.style.foregroundColor == .red })
        #expect(runs.contains { $0.style.foregroundColor == .blue })
        #expect(view.font == big, "the first character's font is the view's")
        // The lines are as tall as the big font's line.
        let bigLine = PangoTextMeasurer().metrics(for: big).lineHeight
        #expect(view.lineHeight >= bigLine)
        #expect(view.attributedText.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == big)
    }

    @Test func editingKeepsTheAttributes() {
        let (window, view) = makeTextView()
        defer { withExtendedLifetime(window) {} }
        #expect(view.becomeFirstResponder())
        view.insertText("!")
        let edited = view.attributedText!
        #expect(edited.string == "Title and body!")
        #expect(edited.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == big)
        #expect(edited.attribute(.foregroundColor, at: 14, effectiveRange: nil) as? UIColor == .blue)
        // The caret after "Title " sits where the big run ends.
        let lines = view.layoutLines(wrappingAt: view.wrapWidth(forViewWidth: view.bounds.width))
        let caret = view.caretRect(forCharacter: 6, lines: lines)
        let title = PangoTextMeasurer().layout(TextLayoutSpec(text: StyledText("Title ", style: TextRunStyle(font: big, foregroundColor: .red))))
        #expect(abs(caret.minX - view.lineOrigin(lines[0], index: 0).x - title.size.width) <= 1, "\(caret)")
        // Plain text drops the runs: one font throughout.
        view.text = "plain text"
        turn()
        var range = NSRange()
        _ = view.attributedText.attribute(.font, at: 0, effectiveRange: &range)
        #expect(range.length == 10 && drawnLayouts(view).isEmpty)
        _ = view.resignFirstResponder()
    }
}
