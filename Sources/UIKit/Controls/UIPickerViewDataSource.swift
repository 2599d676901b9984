import Foundation

/// Where a picker view gets its components and rows. Both methods are required, as in UIKit.
@preconcurrency @MainActor
public protocol UIPickerViewDataSource: AnyObject {
    /// How many columns (components) the picker shows.
    func numberOfComponents(in pickerView: UIPickerView) -> Int
    /// How many rows `component` has.
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}

/// What a picker view asks about its rows' looks and tells when the user selects one.
/// Every method is optional: the defaults share the width equally, make rows 32 points
/// tall, and show no title.
@preconcurrency @MainActor
public protocol UIPickerViewDelegate: AnyObject {
    /// The width of `component` (0: an equal share of the picker's width).
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat
    /// The height of the rows of `component`.
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat
    /// The title of a row.
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?
    /// A styled title of a row (used before the plain title).
    func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString?
    /// A view for a row (used before the titles); `view` is the one shown before in that
    /// place, to reuse.
    func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView
    /// The user selected `row` of `component`.
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
}

extension UIPickerViewDelegate {
    public func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat { 0 }
    public func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat { UIPickerView.defaultRowHeight }
    public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { nil }
    public func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString? {
        nil
    }
    /// Not implemented: the picker shows the row's title instead.
    public func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView {
        PickerTitleRowView.notImplemented
    }
    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {}
}
