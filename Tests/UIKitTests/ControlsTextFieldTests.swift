import Foundation
import Testing
import UIKit
import UIKitTestSupport

@MainActor
@Suite struct ControlsTextFieldTests {
    /// Two 10-point text fields, 200 wide, at y = 10 and y = 50.
    private func stage() -> (UITextField, UITextField, EventDriver, EventLog) {
        let (_, root, events) = makeEventStage()
        let log = EventLog()
        var fields: [UITextField] = []
        for (index, name) in ["first", "second"].enumerated() {
            let field = UITextField(frame: CGRect(x: 10, y: 10 + CGFloat(index) * 40, width: 200, height: 20))
            field.font = .systemFont(ofSize: 10)
            root.addSubview(field)
            field.addAction(UIAction { _ in log.add("\(name) begin") }, for: .editingDidBegin)
            field.addAction(UIAction { _ in log.add("\(name) changed") }, for: .editingChanged)
            field.addAction(UIAction { _ in log.add("\(name) end") }, for: .editingDidEnd)
            fields.append(field)
        }
        return (fields[0], fields[1], events, log)
    }

    @Test func aClickFocusesAndTypingEditsIncludingNonASCII() {
        let (field, _, events, log) = stage()
        events.click(field)
        #expect(field.isFirstResponder && field.isEditing)
        #expect(field.state.contains(.focused))
        events.type("héllo 世界 🙂")
        #expect(field.text == "héllo 世界 🙂")
        events.key(.backspace)
        events.key(.backspace)
        #expect(field.text == "héllo 世界")
        #expect(log.take() == ["first begin"] + Array(repeating: "first changed", count: 12))
        #expect(field.selectedRange == NSRange(location: 8, length: 0))
    }

    @Test func caretMovementDeleteAndHomeEnd() {
        let (field, _, events, _) = stage()
        field.text = "abcd"
        events.click(field)
        events.key(.end)
        events.key(.leftArrow)
        events.key(.leftArrow)
        events.type("X")
        #expect(field.text == "abXcd")
        events.key(.deleteForward)
        #expect(field.text == "abXd")
        events.key(.home)
        events.type(">")
        events.key(.end)
        events.type("<")
        #expect(field.text == ">abXd<")
        events.key(.rightArrow)  // at the end already
        events.key(.backspace)
        #expect(field.text == ">abXd")
    }

    @Test func shiftArrowsSelectAndTypingReplacesTheSelection() {
        let (field, _, events, _) = stage()
        field.text = "hello world"
        events.click(field)
        events.key(.end)
        for _ in 0..<5 { events.key(.leftArrow, modifiers: .shift) }
        #expect(field.selectedRange == NSRange(location: 6, length: 5))
        events.type("there")
        #expect(field.text == "hello there")
        events.key(.home, modifiers: .shift)
        #expect(field.selectedRange == NSRange(location: 0, length: 11))
        events.key(.rightArrow)  // collapses to the end of the selection
        #expect(field.selectedRange == NSRange(location: 11, length: 0))
        events.key(0x61, "\u{1}", modifiers: .control)  // Ctrl+A
        events.key(.backspace)
        #expect(field.text == "")
    }

    @Test func wordMovementAndDeletionWithControl() {
        let (field, _, events, _) = stage()
        field.text = "one two three"
        events.click(field)
        events.key(.leftArrow, modifiers: .control)
        #expect(field.selectedRange.location == 8)
        events.key(.backspace, modifiers: .control)
        #expect(field.text == "one three")
    }

    @Test func controlCharactersAndModifiedKeysAreNotInserted() {
        let (field, _, events, log) = stage()
        events.click(field)
        _ = log.take()
        events.key(0x62, "\u{2}", modifiers: .control)
        events.key(.escape)
        events.key(0xFFBE, "")  // F1
        #expect(field.text == "")
        #expect(log.take().isEmpty)
    }

    @Test func tabMovesTheFocusToTheNextFieldAndWraps() {
        let (first, second, events, log) = stage()
        events.key(.tab)  // nothing focused: the first field
        #expect(first.isFirstResponder)
        events.type("a")
        events.key(.tab)
        #expect(second.isFirstResponder && !first.isFirstResponder)
        events.type("b")
        events.key(.tab)
        #expect(first.isFirstResponder)
        events.key(.tab, modifiers: .shift)
        #expect(second.isFirstResponder)
        events.key(.backTab, modifiers: .shift)
        #expect(first.isFirstResponder)
        #expect(first.text == "a" && second.text == "b")
        #expect(log.take() == ["first begin", "first changed", "first end", "second begin", "second changed", "second end",
                               "first begin", "first end", "second begin", "second end", "first begin"])
    }

    @Test func tabSkipsDisabledAndHiddenFields() {
        let (first, second, events, _) = stage()
        second.isEnabled = false
        events.key(.tab)
        events.key(.tab)
        #expect(first.isFirstResponder)
        second.isEnabled = true
        second.isHidden = true
        events.key(.tab)
        #expect(first.isFirstResponder)
    }

    @Test func removingTheEditedFieldEndsEditing() {
        let (field, _, events, log) = stage()
        events.click(field)
        field.removeFromSuperview()
        #expect(!field.isFirstResponder && events.window.firstResponder == nil)
        #expect(log.take() == ["first begin", "first end"])
    }

    @Test func returnSendsEditingDidEndOnExitAndEndsEditingWhenObserved() {
        let (field, _, events, _) = stage()
        var exits = 0
        events.click(field)
        events.key(.returnKey)
        #expect(field.isFirstResponder)  // nothing observes editingDidEndOnExit
        field.addAction(UIAction { _ in exits += 1 }, for: .editingDidEndOnExit)
        events.key(.returnKey)
        #expect(exits == 1 && !field.isFirstResponder)
    }

    @Test func clicksPlaceTheCaretAndDoubleClicksSelectAWord() {
        let (field, _, events, _) = stage()
        field.text = "abc def"
        events.click(field)
        // Characters are 10 wide; the field starts at x = 10.
        events.click(10 + 24, 15)
        #expect(field.selectedRange == NSRange(location: 2, length: 0))
        let saved = UIRunLoop.main.clock
        defer { UIRunLoop.main.clock = saved }
        var now = 50.0
        UIRunLoop.main.clock = { now }
        events.click(10 + 55, 15)
        now += 0.1
        events.click(10 + 55, 15)
        #expect(field.selectedRange == NSRange(location: 4, length: 3))
        now += 5
        events.down(10 + 10, 15)
        events.move(10 + 50, 15)
        events.up(10 + 50, 15)
        #expect(field.selectedRange == NSRange(location: 1, length: 4))
    }

    @Test func theDelegateCanRefuseChangesAndFocus() {
        final class Delegate: UITextFieldDelegate {
            var allowBegin = true
            var returned = 0
            func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { allowBegin }
            func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
                string.allSatisfy(\.isNumber)
            }
            func textFieldShouldReturn(_ textField: UITextField) -> Bool { returned += 1; return false }
        }
        let (field, _, events, _) = stage()
        let delegate = Delegate()
        field.delegate = delegate
        delegate.allowBegin = false
        events.click(field)
        #expect(!field.isFirstResponder)
        delegate.allowBegin = true
        events.click(field)
        events.type("1a2b")
        events.key(.returnKey)
        #expect(field.text == "12" && delegate.returned == 1 && field.isFirstResponder)
    }

    @Test func intrinsicSizeComesFromTheFontTextAndBorder() {
        TextSystem.measurer = makeTestTextMeasurer()
        let field = UITextField()
        field.font = .systemFont(ofSize: 10)
        #expect(field.intrinsicContentSize == CGSize(width: 0, height: 10))
        field.placeholder = "Name"
        #expect(field.intrinsicContentSize == CGSize(width: 40, height: 10))
        field.text = "Longer text"
        #expect(field.intrinsicContentSize == CGSize(width: 110, height: 10))
        field.borderStyle = .roundedRect
        #expect(field.intrinsicContentSize == CGSize(width: 124, height: 24))
        field.font = .systemFont(ofSize: 20)
        #expect(field.intrinsicContentSize == CGSize(width: 234, height: 34))
    }

    @Test func drawsTextPlaceholderAndCaret() {
        let (field, _, events, _) = stage()
        field.placeholder = "Email"
        let empty = events.render()
        #expect(empty.contains("text \"Email\" at (0,13)"))
        #expect(empty.contains("\(UIColor.placeholderText)"))
        events.click(field)
        events.type("ab")
        let editing = events.render()
        #expect(editing.contains("text \"ab\" at (0,13)"))
        #expect(editing.contains("fill (20,5,2,10) \(UIColor.systemBlue) a=1"))
        field.isSecureTextEntry = true
        #expect(events.render().contains("text \"••\""))
    }

    @Test func longTextScrollsToKeepTheCaretVisible() {
        let (field, _, events, _) = stage()
        events.click(field)
        events.type(String(repeating: "x", count: 30))  // 300 wide in a 200 wide field
        let transcript = events.render()
        #expect(transcript.contains("text \"\(String(repeating: "x", count: 30))\" at (-102,13)"))
        #expect(transcript.contains("fill (198,5,2,10)"))
    }

    /// Ctrl+C, Ctrl+X and Ctrl+V through ``UIPasteboard/general`` (in memory without a host).
    @Test func copyCutAndPasteGoThroughThePasteboard() {
        let (field, second, events, _) = stage()
        let saved = UIPasteboard.provider
        UIPasteboard.provider = nil
        defer { UIPasteboard.provider = saved }
        events.click(field)
        events.type("copy me")
        events.key(0x61, "\u{1}", modifiers: .control)  // Ctrl+A
        let before = UIPasteboard.general.changeCount
        events.key(0x63, "\u{3}", modifiers: .control)  // Ctrl+C
        #expect(UIPasteboard.general.string == "copy me" && UIPasteboard.general.changeCount == before + 1)
        #expect(UIPasteboard.general.hasStrings && UIPasteboard.general.strings == ["copy me"])
        events.key(0x78, "\u{18}", modifiers: .control)  // Ctrl+X
        #expect(field.text == "")
        events.click(second)
        events.type("> ")
        events.key(0x76, "\u{16}", modifiers: .control)  // Ctrl+V
        #expect(second.text == "> copy me")
        // A secure field gives nothing away, and a pasted line break ends the paste.
        second.isSecureTextEntry = true
        second.selectAll()
        second.copy(nil)
        #expect(UIPasteboard.general.string == "copy me")
        UIPasteboard.general.string = "one\ntwo"
        field.paste(nil)
        #expect(field.text == "one")
    }
}
