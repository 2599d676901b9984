import Foundation
import Testing
import UIKit
import UIKitTestSupport

/// UITextField's overlay views: left and right views with their modes, the clear button
/// (asking the delegate), and the overridable rectangles.
@MainActor
@Suite struct ControlsTextFieldOverlayTests {
    final class ClearingDelegate: UITextFieldDelegate {
        var allows = true
        var asked = 0
        func textFieldShouldClear(_ textField: UITextField) -> Bool {
            asked += 1
            return allows
        }
    }

    /// A 200 × 30 field (10-point font) at (10, 10) with no border.
    private func stage() -> (UITextField, EventDriver) {
        let (_, root, events) = makeEventStage()
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
        field.font = .systemFont(ofSize: 10)
        root.addSubview(field)
        return (field, events)
    }

    @Test func defaults() {
        let field = UITextField()
        #expect(field.leftView == nil && field.rightView == nil)
        #expect(field.leftViewMode == .never && field.rightViewMode == .never && field.clearButtonMode == .never)
        #expect(UITextField.ViewMode.always.rawValue == 3 && UITextField.ViewMode.whileEditing.rawValue == 1)
    }

    @Test func leftAndRightViewsFollowTheirModesAndNarrowTheText() {
        let (field, events) = stage()
        let icon = UIView(frame: CGRect(x: 0, y: 0, width: 24, height: 20))
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        field.leftView = icon
        field.rightView = badge
        #expect(icon.superview === field && badge.superview === field)
        turn()
        #expect(icon.isHidden && badge.isHidden)  // .never
        #expect(field.textRect(forBounds: field.bounds) == field.bounds)
        field.leftViewMode = .always
        field.rightViewMode = .whileEditing
        turn()
        #expect(!icon.isHidden && icon.frame == CGRect(x: 0, y: 5, width: 24, height: 20))
        #expect(badge.isHidden)
        #expect(field.textRect(forBounds: field.bounds) == CGRect(x: 24, y: 0, width: 176, height: 30))
        events.click(field)
        turn()
        #expect(!badge.isHidden && badge.frame == CGRect(x: 170, y: 0, width: 30, height: 30))
        #expect(field.editingRect(forBounds: field.bounds) == CGRect(x: 24, y: 0, width: 146, height: 30))
        #expect(field.leftViewRect(forBounds: field.bounds) == CGRect(x: 0, y: 5, width: 24, height: 20))
        #expect(field.rightViewRect(forBounds: field.bounds) == CGRect(x: 170, y: 0, width: 30, height: 30))
        field.leftView = nil
        #expect(icon.superview == nil)
    }

    @Test func unlessEditingHidesWhileEditing() {
        let (field, events) = stage()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        field.rightView = view
        field.rightViewMode = .unlessEditing
        turn()
        #expect(!view.isHidden)
        events.click(field)
        turn()
        #expect(view.isHidden)
    }

    @Test func theClearButtonShowsWithTextAndClearsOnClick() {
        let (field, events) = stage()
        let delegate = ClearingDelegate()
        field.delegate = delegate
        field.clearButtonMode = .always
        var changes = 0
        field.addAction(UIAction { _ in changes += 1 }, for: .editingChanged)
        // No text: no button, the text takes the width.
        #expect(field.textRect(forBounds: field.bounds).width == 200)
        field.text = "hello"
        let button = field.clearButtonRect(forBounds: field.bounds)
        #expect(button == CGRect(x: 175, y: 6, width: 19, height: 19))
        #expect(field.textRect(forBounds: field.bounds).maxX == 175)
        #expect(events.render().contains("fill (175,6,19,19) r=9.5 \(UIColor.systemGray2)"))
        delegate.allows = false
        events.click(10 + button.midX, 10 + button.midY)
        #expect(field.text == "hello" && delegate.asked == 1)
        delegate.allows = true
        events.click(10 + button.midX, 10 + button.midY)
        #expect(field.text == "" && delegate.asked == 2 && changes == 1)
        #expect(field.isEditing)
    }

    @Test func whileEditingClearButtonOnlyWhileEditing() {
        let (field, events) = stage()
        field.clearButtonMode = .whileEditing
        field.text = "abc"
        #expect(field.textRect(forBounds: field.bounds).width == 200)
        events.click(20, 20)
        #expect(field.textRect(forBounds: field.bounds).width == 175)
    }

    @Test func overriddenRectsAreUsed() {
        final class InsetField: UITextField {
            override func textRect(forBounds bounds: CGRect) -> CGRect { bounds.insetBy(dx: 20, dy: 0) }
            override func leftViewRect(forBounds bounds: CGRect) -> CGRect { CGRect(x: 4, y: 4, width: 12, height: 12) }
        }
        let (window, root, _) = makeEventStage()
        let field = InsetField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        let icon = UIView()
        field.leftView = icon
        field.leftViewMode = .always
        root.addSubview(field)
        turn()
        #expect(icon.frame == CGRect(x: 4, y: 4, width: 12, height: 12))
        #expect(field.placeholderRect(forBounds: field.bounds) == CGRect(x: 20, y: 0, width: 160, height: 30))
        #expect(field.window === window)
    }

    @Test func intrinsicWidthIncludesTheViewsThatShow() {
        let field = UITextField()
        field.font = .systemFont(ofSize: 10)
        field.text = "abcd"
        let base = field.intrinsicContentSize
        field.leftView = UIView(frame: CGRect(x: 0, y: 0, width: 24, height: 40))
        field.leftViewMode = .always
        #expect(field.intrinsicContentSize == CGSize(width: base.width + 24, height: 40))
    }
}
