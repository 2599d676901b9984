import Foundation

/// What a text field asks and tells while it is edited. Every method is optional (the
/// extension gives the defaults: allow everything, do nothing).
@preconcurrency @MainActor
public protocol UITextFieldDelegate: AnyObject {
    /// Whether editing may begin (a click or Tab is about to focus the field).
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// Editing began: the field is first responder.
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Whether editing may end (focus is about to leave the field).
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    /// Editing ended.
    func textFieldDidEndEditing(_ textField: UITextField)
    /// Whether the characters in `range` (UTF-16 offsets, as UIKit) may be replaced by
    /// `string` (empty for a deletion).
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    /// Whether Return does its default: sends ``UIControl/Event/editingDidEndOnExit``.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
    /// Whether the clear button may empty the field.
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    /// The selection or caret moved.
    func textFieldDidChangeSelection(_ textField: UITextField)
}

extension UITextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        true
    }
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
}
