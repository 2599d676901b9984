import Foundation

/// What a text view asks and tells while it is edited, on top of what a scroll view tells.
/// Every method is optional (the extension gives the defaults: allow everything, do
/// nothing). Set it through ``UIScrollView/delegate``: a text view calls these methods on
/// its delegate when it is a `UITextViewDelegate`.
@preconcurrency @MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
    /// Whether editing may begin (a click or Tab is about to make the view first responder).
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    /// Whether editing may end.
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    /// Editing began: the view is first responder.
    func textViewDidBeginEditing(_ textView: UITextView)
    /// Editing ended.
    func textViewDidEndEditing(_ textView: UITextView)
    /// Whether the characters in `range` (UTF-16 offsets, as UIKit) may be replaced by
    /// `text` (empty for a deletion, `"\n"` for Return).
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The user changed the text (after the selection moved with it).
    func textViewDidChange(_ textView: UITextView)
    /// The selection or caret moved.
    func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewDidEndEditing(_ textView: UITextView) {}
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        true
    }
    public func textViewDidChange(_ textView: UITextView) {}
    public func textViewDidChangeSelection(_ textView: UITextView) {}
}
