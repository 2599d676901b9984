import Foundation

extension UITextField {
    /// When an overlay view (left view, right view, clear button) shows.
    public enum ViewMode: Int, Sendable {
        /// Never.
        case never
        /// Only while the field is being edited.
        case whileEditing
        /// Only while the field is not being edited.
        case unlessEditing
        /// Always.
        case always
    }

    /// The side of the clear button, and its gap from the field's right end.
    static let clearButtonSide: CGFloat = 19
    static let clearButtonMargin: CGFloat = 6

    /// Whether `mode` shows now.
    func shows(_ mode: ViewMode) -> Bool {
        switch mode {
        case .never: false
        case .whileEditing: isEditing
        case .unlessEditing: !isEditing
        case .always: true
        }
    }

    /// Whether the left view shows now.
    var showsLeftView: Bool { leftView != nil && shows(leftViewMode) }
    /// Whether the right view shows now.
    var showsRightView: Bool { rightView != nil && shows(rightViewMode) }
    /// Whether the clear button shows now: its mode allows it and there is text.
    var showsClearButton: Bool { hasText && shows(clearButtonMode) }

    func replaceAccessoryView(_ old: UIView?, with new: UIView?) {
        guard old !== new else { return }
        if let old, old.superview === self { old.removeFromSuperview() }
        if let new { addSubview(new) }
        accessoryLayoutDidChange()
    }

    func accessoryLayoutDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// The size an accessory view takes: its frame's, else its fitting size.
    func accessorySize(of view: UIView) -> CGSize {
        if view.frame.size != .zero { return view.frame.size }
        return view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    }

    /// The width the accessories that show add to the intrinsic width, and the height they need.
    var accessoryExtent: CGSize {
        var width: CGFloat = 0, height: CGFloat = 0
        if showsLeftView, let leftView {
            let size = accessorySize(of: leftView)
            width += size.width
            height = max(height, size.height)
        }
        if showsRightView, let rightView {
            let size = accessorySize(of: rightView)
            width += size.width
            height = max(height, size.height)
        }
        if showsClearButton { width += UITextField.clearButtonSide + UITextField.clearButtonMargin }
        return CGSize(width: width, height: height)
    }

    /// The text's area: the bounds inset for the border, after the left view and before the
    /// clear button or right view that show.
    func textArea(forBounds bounds: CGRect) -> CGRect {
        let inset = bounds.inset(by: textInsets)
        var minX = inset.minX, maxX = inset.maxX
        if showsLeftView { minX = max(minX, leftViewRect(forBounds: bounds).maxX) }
        if showsClearButton { maxX = min(maxX, clearButtonRect(forBounds: bounds).minX) }
        else if showsRightView { maxX = min(maxX, rightViewRect(forBounds: bounds).minX) }
        return CGRect(x: minX, y: inset.minY, width: max(maxX - minX, 0), height: inset.height)
    }

    /// Shows or hides the left and right views and places them.
    func layoutAccessoryViews() {
        if let leftView, leftView.superview === self {
            leftView.isHidden = !showsLeftView
            if showsLeftView { leftView.frame = leftViewRect(forBounds: bounds) }
        }
        if let rightView, rightView.superview === self {
            rightView.isHidden = !showsRightView
            if showsRightView { rightView.frame = rightViewRect(forBounds: bounds) }
        }
    }

    /// The clear button was clicked: unless ``UITextFieldDelegate/textFieldShouldClear(_:)``
    /// refuses, begins editing and empties the field (``UIControl/Event/editingChanged`` is
    /// sent; the delegate is not asked to change the characters, as in UIKit).
    func clearAsUser() {
        guard delegate?.textFieldShouldClear(self) ?? true else { return }
        if !isEditing { becomeFirstResponder() }
        guard hasText else { return }
        storage = ""
        setSelection(caret: 0, anchor: 0)
        textDidChange()
        setNeedsLayout()
        sendActions(for: .editingChanged, with: nil)
    }

    /// Draws the clear button: a grey circle with a white cross.
    func drawClearButton(in rect: CGRect, on context: any DrawingContext, alpha: CGFloat) {
        context.fill(rect, cornerRadius: rect.width / 2, color: .systemGray2, alpha: alpha)
        let inset = rect.insetBy(dx: 6, dy: 6)
        context.drawLine(from: CGPoint(x: inset.minX, y: inset.minY), to: CGPoint(x: inset.maxX, y: inset.maxY),
                         color: .white, lineWidth: 1.5, alpha: alpha)
        context.drawLine(from: CGPoint(x: inset.maxX, y: inset.minY), to: CGPoint(x: inset.minX, y: inset.maxY),
                         color: .white, lineWidth: 1.5, alpha: alpha)
    }
}
