import Foundation
import Testing
import UIKit
import UIKitTestSupport

/// Records what a text view tells its delegate, in order.
@MainActor
final class TextViewDelegateLog: UITextViewDelegate {
    var calls: [String] = []
    var allowsChanges = true
    var allowsBeginning = true

    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool {
        calls.append("shouldBegin")
        return allowsBeginning
    }
    func textViewDidBeginEditing(_ textView: UITextView) { calls.append("didBegin") }
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool {
        calls.append("shouldEnd")
        return true
    }
    func textViewDidEndEditing(_ textView: UITextView) { calls.append("didEnd") }
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        calls.append("shouldChange \(range.location),\(range.length) \(text.debugDescription)")
        return allowsChanges
    }
    func textViewDidChange(_ textView: UITextView) { calls.append("didChange") }
    func textViewDidChangeSelection(_ textView: UITextView) {
        calls.append("selection \(textView.selectedRange.location),\(textView.selectedRange.length)")
    }
}

@MainActor
@Suite struct TextViewTests {
    /// 20 four-letter words: 99 characters, 10 points each in the 10-point test font.
    private let twentyWords = Array(repeating: "word", count: 20).joined(separator: " ")

    /// A text view pinned to the top, left and right of a window `width` wide.
    private func pinnedTextView(width: CGFloat = 320, scrolls: Bool) -> (UITextView, UIWindow, EventDriver) {
        let (window, root, events) = makeEventStage(width: width, height: 400)
        let textView = UITextView()
        textView.font = .systemFont(ofSize: 10)
        textView.isScrollEnabled = scrolls
        textView.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(textView)
        var constraints = [
            textView.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            textView.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            textView.topAnchor.constraint(equalTo: root.topAnchor),
        ]
        if scrolls { constraints.append(textView.heightAnchor.constraint(equalToConstant: 30)) }
        NSLayoutConstraint.activate(constraints)
        turn()
        return (textView, window, events)
    }

    @Test func defaultsAreUIKits() {
        let textView = UITextView()
        #expect(textView.text == "")
        #expect(textView.isEditable && textView.isSelectable && textView.isScrollEnabled)
        #expect(textView.textContainerInset == UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
        #expect(textView.textContainer.lineFragmentPadding == 5)
        #expect(textView.textContainer.maximumNumberOfLines == 0)
        #expect(textView.selectedRange == NSRange(location: 0, length: 0))
        #expect(textView.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        #expect(!textView.hasText)
    }

    // MARK: Sizing

    @Test func withoutScrollingTheHeightFollowsTheWrappedText() {
        let (textView, window, _) = pinnedTextView(scrolls: false)
        // Empty: one line (10) plus the insets (8 + 8).
        #expect(textView.frame == CGRect(x: 0, y: 0, width: 320, height: 26))
        textView.text = "word"
        turn()
        #expect(textView.frame.height == 26)
        // 310 points of line: six words a line, four lines.
        textView.text = twentyWords
        turn()
        #expect(textView.frame == CGRect(x: 0, y: 0, width: 320, height: 56))
        #expect(textView.intrinsicContentSize == CGSize(width: 300, height: 56))
        // Narrower: 150 of line, three words a line, seven lines.
        window.sendEvent(.resize(size: CGSize(width: 160, height: 400)))
        turn()
        #expect(textView.frame == CGRect(x: 0, y: 0, width: 160, height: 86))
        // A newline starts a line; the insets and padding count.
        textView.text = "a\nb\n"
        textView.textContainerInset = UIEdgeInsets(top: 2, left: 3, bottom: 4, right: 5)
        textView.textContainer.lineFragmentPadding = 0
        turn()
        #expect(textView.frame.height == 36)
        #expect(textView.intrinsicContentSize.width == 18)
    }

    @Test func sizeThatFitsWrapsAtTheGivenWidth() {
        TextSystem.measurer = makeTestTextMeasurer()
        let textView = UITextView()
        textView.font = .systemFont(ofSize: 10)
        textView.text = twentyWords
        textView.isScrollEnabled = false
        #expect(textView.sizeThatFits(CGSize(width: 320, height: CGFloat.greatestFiniteMagnitude)) == CGSize(width: 320, height: 56))
        #expect(textView.sizeThatFits(CGSize(width: 0, height: 0)) == CGSize(width: 1000, height: 26))
        textView.textContainer.maximumNumberOfLines = 2
        #expect(textView.sizeThatFits(CGSize(width: 320, height: 0)).height == 36)
    }

    @Test func withScrollingTheContentSizeFollowsTheText() {
        let (textView, window, _) = pinnedTextView(scrolls: true)
        defer { withExtendedLifetime(window) {} }
        textView.text = twentyWords
        turn()
        #expect(textView.frame == CGRect(x: 0, y: 0, width: 320, height: 30))
        #expect(textView.contentSize == CGSize(width: 320, height: 56))
        #expect(textView.intrinsicContentSize.width == UIView.noIntrinsicMetric)
        // Editing keeps the caret in view: the fourth line ends at 8 + 40.
        textView.text = ""
        turn()
        #expect(textView.becomeFirstResponder())
        textView.insertText("a\nb\nc\nd")
        #expect(textView.contentSize.height == 56)
        #expect(textView.contentOffset == CGPoint(x: 0, y: 18))
        textView.isScrollEnabled = false
        #expect(textView.intrinsicContentSize.height == 56)
    }

    // MARK: Editing

    @Test func typingEditsTheTextAndTellsTheDelegateInUIKitsOrder() {
        let (textView, _, events) = pinnedTextView(scrolls: false)
        let log = TextViewDelegateLog()
        textView.delegate = log
        events.click(100, 12)
        #expect(textView.isFirstResponder)
        #expect(log.calls == ["shouldBegin", "didBegin"])
        log.calls = []
        events.type("ab")
        events.key(.returnKey)
        events.type("c")
        #expect(textView.text == "ab\nc")
        #expect(Array(log.calls.prefix(3)) == ["shouldChange 0,0 \"a\"", "selection 1,0", "didChange"])
        #expect(log.calls[6...8] == ["shouldChange 2,0 \"\\n\"", "selection 3,0", "didChange"])
        log.calls = []
        events.key(.backspace)
        #expect(textView.text == "ab\n")
        #expect(log.calls == ["shouldChange 3,1 \"\"", "selection 3,0", "didChange"])
        turn()
        #expect(textView.frame.height == 36)
        log.allowsChanges = false
        events.type("z")
        #expect(textView.text == "ab\n")
        log.calls = []
        #expect(textView.resignFirstResponder())
        #expect(log.calls == ["shouldEnd", "didEnd"])
    }

    @Test func arrowsMoveByCharacterAndLineAndShiftSelects() {
        let (textView, _, events) = pinnedTextView(scrolls: false)
        textView.text = "abc\ndefgh"
        turn()
        #expect(textView.becomeFirstResponder())
        #expect(textView.selectedRange == NSRange(location: 9, length: 0))
        events.key(.upArrow)
        #expect(textView.selectedRange == NSRange(location: 3, length: 0))
        events.key(.downArrow)
        #expect(textView.selectedRange == NSRange(location: 7, length: 0))
        events.key(.home)
        #expect(textView.selectedRange == NSRange(location: 4, length: 0))
        events.key(.end, modifiers: .shift)
        #expect(textView.selectedRange == NSRange(location: 4, length: 5))
        events.key(.leftArrow)
        #expect(textView.selectedRange == NSRange(location: 4, length: 0))
        events.key(.home, modifiers: .control)
        #expect(textView.selectedRange == NSRange(location: 0, length: 0))
        events.key(0x61, "a", modifiers: .control)
        #expect(textView.selectedRange == NSRange(location: 0, length: 9))
        events.type("x")
        #expect(textView.text == "x")
    }

    @Test func aClickPlacesTheCaretInTheWrappedLines() {
        let (textView, _, events) = pinnedTextView(scrolls: false)
        textView.text = twentyWords
        turn()
        // Second line (y 18..<28), third character: the text starts at x 5.
        events.click(5 + 20 + 4, 20)
        #expect(textView.selectedRange == NSRange(location: 30 + 2, length: 0))
        let transcript = events.render()
        #expect(transcript.contains("text \"word word word word word word\" at (5,16)"))
        #expect(transcript.contains("text \"word word\" at (5,46)"))
        #expect(transcript.contains("fill (25,18,2,10)"))
    }

    @Test func aViewThatIsNotEditableTakesNoTyping() {
        let (textView, _, events) = pinnedTextView(scrolls: false)
        let log = TextViewDelegateLog()
        textView.delegate = log
        textView.text = "fixed"
        textView.isEditable = false
        events.click(20, 12)
        #expect(textView.isFirstResponder)
        events.type("x")
        events.key(.returnKey)
        #expect(textView.text == "fixed")
        #expect(!log.calls.contains("shouldBegin"))
        textView.isSelectable = false
        #expect(!textView.isFirstResponder)
        #expect(!textView.canBecomeFirstResponder)
    }

    @Test func attributedTextCarriesTheFontAndColour() {
        let textView = UITextView()
        let font = UIFont.systemFont(ofSize: 20)
        textView.attributedText = NSAttributedString(string: "hi", attributes: [.font: font, .foregroundColor: UIColor.red])
        #expect(textView.text == "hi")
        #expect(textView.font == font)
        #expect(textView.textColor == .red)
        #expect(textView.attributedText.string == "hi")
    }

    // MARK: Interface Builder

    @Test func aTextViewLoadsFromADocument() throws {
        let document = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"><objects>
        <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" scrollEnabled="NO" editable="NO" \
        text="Lorem ipsum" textAlignment="center" id="t">
        <rect key="frame" x="0" y="0" width="200" height="100"/>
        <fontDescription key="fontDescription" type="system" pointSize="14"/>
        </textView></objects></document>
        """
        let textView = try #require(UINib(data: Data(document.utf8), bundle: nil).instantiate(withOwner: nil).first as? UITextView)
        #expect(textView.text == "Lorem ipsum")
        #expect(!textView.isEditable)
        #expect(!textView.isScrollEnabled)
        #expect(textView.isSelectable)
        #expect(textView.textAlignment == .center)
        #expect(textView.font == .systemFont(ofSize: 14))
    }
}
