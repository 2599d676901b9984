import Foundation

/// A one-line editable text field.
///
/// A click makes it first responder (editing begins, ``UIControl/Event/editingDidBegin``)
/// and puts the caret at the click; dragging selects; a double click selects a word, a
/// triple click everything. While it is first responder, key presses edit the text
/// (see UITextField+Editing.swift): typed text (any script) replaces the selection;
/// Backspace and Delete; Left/Right (with Shift to select, Ctrl for words), Home/End
/// (Up/Down too); Ctrl+A selects all; Return sends ``UIControl/Event/editingDidEndOnExit``
/// and ``UIControl/Event/primaryActionTriggered``. Tab and Shift+Tab are passed on: the
/// window moves the focus to the next or previous field. Each edit sends
/// ``UIControl/Event/editingChanged``; setting ``text`` in code does not.
///
/// The caret is a 2-point bar in ``UIView/tintColor`` (it does not blink); text wider
/// than the field scrolls to keep the caret visible.
///
/// Intrinsic size: the wider of the text and the placeholder, rounded up, and the font's
/// line height rounded up, plus the border style's insets (none 0; line and bezel 4;
/// rounded rect 7 on every side).
@preconcurrency @MainActor
open class UITextField: UIControl {
    /// The border drawn around the field.
    public enum BorderStyle: Int, Sendable {
        case none, line, bezel, roundedRect
    }

    /// The text; never `nil` when read (setting `nil` empties the field). Setting it puts
    /// the caret at the end and sends no event.
    open var text: String? {
        get { storage }
        set {
            let newText = newValue ?? ""
            guard newText != storage else { return }
            storage = newText
            caret = characterCount
            anchor = caret
            textDidChange()
        }
    }

    /// Grey text shown while the field is empty.
    open var placeholder: String? {
        didSet {
            if placeholder != oldValue {
                if storedAttributedPlaceholder?.string != placeholder { storedAttributedPlaceholder = nil }
                invalidateIntrinsicContentSize()
                setNeedsDisplay()
            }
        }
    }

    /// The text with its attributes. Setting it sets ``text``; editing keeps the
    /// attributes (typed text takes ``typingAttributes``, or the attributes of the
    /// character before it). Reading it after setting ``text`` gives the text in
    /// ``defaultTextAttributes``.
    open var attributedText: NSAttributedString? {
        get {
            if let storedAttributedText, storedAttributedText.string == storage { return storedAttributedText }
            return NSAttributedString(string: storage, attributes: defaultTextAttributes)
        }
        set {
            let attributed = newValue?.copy() as? NSAttributedString
            text = attributed?.string
            storedAttributedText = attributed
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }

    /// The placeholder with its attributes (grey in the field's font unless they say
    /// otherwise). Setting it sets ``placeholder``.
    open var attributedPlaceholder: NSAttributedString? {
        get {
            if let storedAttributedPlaceholder { return storedAttributedPlaceholder }
            return placeholder.map { NSAttributedString(string: $0, attributes: [.font: storedFont, .foregroundColor: UIColor.placeholderText]) }
        }
        set {
            let attributed = newValue?.copy() as? NSAttributedString
            placeholder = attributed?.string
            storedAttributedPlaceholder = attributed
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }

    /// The attributes of text set with ``text``: the font, colour and alignment (as a
    /// paragraph style), and any others set here (kerning, underline…). Setting it sets
    /// ``font``, ``textColor`` and ``textAlignment`` from the dictionary.
    open var defaultTextAttributes: [NSAttributedString.Key: Any] {
        get {
            let style = NSMutableParagraphStyle()
            style.alignment = textAlignment
            return extraTextAttributes.merging([.font: storedFont, .foregroundColor: storedTextColor, .paragraphStyle: style]) { $1 }
        }
        set {
            if let font = newValue[.font] as? UIFont { self.font = font }
            if let color = newValue[.foregroundColor] as? UIColor { textColor = color }
            if let style = newValue[.paragraphStyle] as? NSParagraphStyle { textAlignment = style.alignment }
            extraTextAttributes = newValue.filter { ![.font, .foregroundColor, .paragraphStyle].contains($0.key) }
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }

    /// The attributes typed text takes while editing (`nil` when not editing, as in UIKit).
    /// When it is `nil`, typed text takes the attributes of the character before the
    /// insertion point (the first character's at the start).
    open var typingAttributes: [NSAttributedString.Key: Any]?

    /// The attributed text as set, then as edited (typing keeps its attributes).
    var storedAttributedText: NSAttributedString?
    private var storedAttributedPlaceholder: NSAttributedString?
    private var extraTextAttributes: [NSAttributedString.Key: Any] = [:]

    /// The styled text drawn and measured: the attributed text while it is the field's
    /// text, else the text in the default attributes; `nil` when secure (bullets are
    /// drawn plain) or when no attribute beyond font and colour is in force.
    var styledFieldText: StyledText? {
        guard !isSecureTextEntry, !storage.isEmpty else { return nil }
        let base = TextRunStyle(font: storedFont, foregroundColor: storedTextColor)
        if let storedAttributedText, storedAttributedText.string == storage { return StyledText(storedAttributedText, defaultStyle: base) }
        guard !extraTextAttributes.isEmpty else { return nil }
        return StyledText(NSAttributedString(string: storage, attributes: defaultTextAttributes), defaultStyle: base)
    }

    /// The styled placeholder, when it was set with attributes.
    var styledPlaceholder: StyledText? {
        guard let storedAttributedPlaceholder, storedAttributedPlaceholder.length > 0 else { return nil }
        return StyledText(storedAttributedPlaceholder, defaultStyle: TextRunStyle(font: storedFont, foregroundColor: .placeholderText))
    }

    /// The font (the 17-point system font by default; `nil` restores it).
    open var font: UIFont? {
        get { storedFont }
        set {
            let font = newValue ?? UITextField.defaultFont
            guard font != storedFont else { return }
            storedFont = font
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }

    /// The text colour (black by default; `nil` restores it).
    open var textColor: UIColor? {
        get { storedTextColor }
        set { storedTextColor = newValue ?? .black; setNeedsDisplay() }
    }

    /// How the text sits when it fits (`.natural` by default: left, or right in a
    /// right-to-left layout).
    open var textAlignment: NSTextAlignment = .natural { didSet { if textAlignment != oldValue { setNeedsDisplay() } } }

    /// The border (none by default, as UIKit).
    open var borderStyle: BorderStyle = .none {
        didSet { if borderStyle != oldValue { invalidateIntrinsicContentSize(); setNeedsDisplay() } }
    }

    /// Whether the text is emptied when editing begins.
    open var clearsOnBeginEditing = false

    /// A view shown at the left end (an icon, a label), a subview of the field while
    /// ``leftViewMode`` shows it; the text starts after it.
    open var leftView: UIView? {
        didSet { replaceAccessoryView(oldValue, with: leftView) }
    }
    /// When ``leftView`` shows (``ViewMode/never`` by default).
    open var leftViewMode: ViewMode = .never { didSet { accessoryLayoutDidChange() } }
    /// A view shown at the right end; the text ends before it.
    open var rightView: UIView? {
        didSet { replaceAccessoryView(oldValue, with: rightView) }
    }
    /// When ``rightView`` shows (``ViewMode/never`` by default).
    open var rightViewMode: ViewMode = .never { didSet { accessoryLayoutDidChange() } }
    /// When the clear button (a grey circle with a cross, shown only while there is text)
    /// shows (``ViewMode/never`` by default). Clicking it asks the delegate's
    /// ``UITextFieldDelegate/textFieldShouldClear(_:)``, then empties the field.
    open var clearButtonMode: ViewMode = .never { didSet { accessoryLayoutDidChange() } }

    /// Whether the text is shown as bullets (a password field).
    open var isSecureTextEntry = false { didSet { if isSecureTextEntry != oldValue { setNeedsDisplay() } } }

    /// The delegate, held weakly.
    open weak var delegate: (any UITextFieldDelegate)?

    /// Whether the field is being edited (is first responder).
    public var isEditing: Bool { isFirstResponder }

    /// The selection in UTF-16 offsets, as `NSRange` (length 0: the caret). Setting it
    /// clamps to the text and snaps to whole characters.
    open var selectedRange: NSRange {
        get {
            let lower = utf16Offset(ofCharacter: min(caret, anchor))
            let upper = utf16Offset(ofCharacter: max(caret, anchor))
            return NSRange(location: lower, length: upper - lower)
        }
        set {
            let lower = characterOffset(ofUTF16: newValue.location)
            let upper = characterOffset(ofUTF16: newValue.location + max(newValue.length, 0))
            setSelection(caret: upper, anchor: lower)
        }
    }

    /// The text, stored.
    var storage = ""
    /// The caret, in characters (grapheme clusters) from the start; the moving end of the
    /// selection.
    var caret = 0
    /// The fixed end of the selection (equal to ``caret`` when nothing is selected).
    var anchor = 0
    /// How far the text is scrolled left, so that the caret stays visible.
    var scrollOffset: CGFloat = 0

    private var storedFont: UIFont = UITextField.defaultFont

    /// Whether a font from ``UIFont/preferredFont(forTextStyle:)`` follows the content
    /// size category of the field's traits as it changes (false by default).
    open var adjustsFontForContentSizeCategory = false

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if adjustsFontForContentSizeCategory, let font, let adjusted = font.adjusted(to: traitCollection) { self.font = adjusted }
    }
    private var storedTextColor: UIColor = .black
    /// The default font: the 17-point system font.
    static let defaultFont = UIFont.systemFont(ofSize: 17)

    /// Creates an empty field with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates an empty field from an archive (no format is read yet).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: First responder

    /// An enabled field can become first responder.
    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Begins editing: asks the delegate, becomes first responder, puts the caret at the
    /// end (or empties the field when ``clearsOnBeginEditing``), sends
    /// ``UIControl/Event/editingDidBegin`` and tells the delegate.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, responderWindow != nil,
              delegate?.textFieldShouldBeginEditing(self) ?? true,
              super.becomeFirstResponder() else { return false }
        if clearsOnBeginEditing && !storage.isEmpty {
            storage = ""
            textDidChange()
        }
        setSelection(caret: characterCount, anchor: characterCount)
        stateDidChange()
        sendActions(for: .editingDidBegin, with: nil)
        delegate?.textFieldDidBeginEditing(self)
        HardwareKeyboardNotifications.textInputDidBegin(self)
        return true
    }

    /// Ends editing: asks the delegate, resigns, sends ``UIControl/Event/editingDidEnd``
    /// and tells the delegate.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        guard delegate?.textFieldShouldEndEditing(self) ?? true, super.resignFirstResponder() else { return false }
        anchor = caret
        scrollOffset = 0
        stateDidChange()
        sendActions(for: .editingDidEnd, with: nil)
        delegate?.textFieldDidEndEditing(self)
        HardwareKeyboardNotifications.textInputDidEnd(self)
        return true
    }

    // MARK: Events

    /// A press focuses the field and places the caret (2 clicks: a word, 3: everything); a
    /// press on the clear button clears the field (see ``clearButtonMode``).
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        guard isEnabled, let touch = touches.first else { return }
        if showsClearButton, clearButtonRect(forBounds: bounds).insetBy(dx: -4, dy: -4).contains(touch.location(in: self)) {
            clearAsUser()
            return
        }
        guard becomeFirstResponder() else { return }
        select(forPressAt: characterOffset(atX: touch.location(in: self).x), tapCount: touch.tapCount,
               extending: event?.modifierFlags.contains(.shift) ?? false)
    }

    /// Dragging extends the selection from where the press was.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesMoved(touches, with: event)
        guard isFirstResponder, let touch = touches.first, touch.view === self, touch.tapCount == 1 else { return }
        setSelection(caret: characterOffset(atX: touch.location(in: self).x), anchor: anchor)
    }

    /// Edits the text while first responder; unused presses go up the chain.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let unused = isFirstResponder ? unusedPresses(presses, handleKey) : presses
        if !unused.isEmpty { super.pressesBegan(unused, with: event) }
    }

    /// Releases of editing keys stop here; others go up the chain.
    open override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let unused = isFirstResponder ? unusedPresses(presses, isEditingKey) : presses
        if !unused.isEmpty { super.pressesEnded(unused, with: event) }
    }

    // MARK: Sizing

    /// Places the left and right views that show (see UITextField+AccessoryViews.swift).
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutAccessoryViews()
    }

    /// The field's own state changed (editing began or ended): the accessory views' visibility follows.
    override func stateDidChange() {
        super.stateDidChange()
        setNeedsLayout()
    }

    /// The insets of the text inside the bounds for the border style.
    var textInsets: UIEdgeInsets {
        switch borderStyle {
        case .none: return .zero
        case .line, .bezel: return UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4)
        case .roundedRect: return UIEdgeInsets(top: 7, left: 7, bottom: 7, right: 7)
        }
    }

    open override var intrinsicContentSize: CGSize {
        let measurer = TextSystem.measurer
        let textWidth = styledFieldText.map { measurer.layout(TextLayoutSpec(text: $0)).size.width }
            ?? measurer.size(of: displayText, font: storedFont, wrappingAt: nil).width
        let placeholderWidth = styledPlaceholder.map { measurer.layout(TextLayoutSpec(text: $0)).size.width }
            ?? measurer.size(of: placeholder ?? "", font: storedFont, wrappingAt: nil).width
        let insets = textInsets
        let accessories = accessoryExtent
        return CGSize(width: max(textWidth, placeholderWidth).rounded(.up) + insets.left + insets.right + accessories.width,
                      height: max(measurer.metrics(for: storedFont).lineHeight.rounded(.up) + insets.top + insets.bottom,
                                  accessories.height))
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    override var firstBaselineOffsetFromTop: CGFloat? {
        textInsets.top + TextSystem.measurer.metrics(for: storedFont).ascent
    }

    override var lastBaselineOffsetFromBottom: CGFloat? {
        let metrics = TextSystem.measurer.metrics(for: storedFont)
        return textInsets.bottom + metrics.lineHeight - metrics.ascent
    }

    /// Where the text is drawn: the bounds inset for the border style, between the left
    /// view and the clear button or right view that show.
    open func textRect(forBounds bounds: CGRect) -> CGRect { textArea(forBounds: bounds) }
    /// The left view's rectangle: its size, at the left end, centred vertically.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        guard let leftView else { return CGRect(x: bounds.minX, y: bounds.midY, width: 0, height: 0) }
        let size = accessorySize(of: leftView)
        return CGRect(x: bounds.minX, y: (bounds.midY - size.height / 2).rounded(), width: size.width, height: size.height)
    }

    /// The right view's rectangle: its size, at the right end, centred vertically.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        guard let rightView else { return CGRect(x: bounds.maxX, y: bounds.midY, width: 0, height: 0) }
        let size = accessorySize(of: rightView)
        return CGRect(x: bounds.maxX - size.width, y: (bounds.midY - size.height / 2).rounded(), width: size.width, height: size.height)
    }

    /// The clear button's rectangle: 19 × 19, centred vertically, 6 points left of the
    /// right view when it shows, else of the right end.
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        let side = UITextField.clearButtonSide
        let end = showsRightView ? rightViewRect(forBounds: bounds).minX : bounds.maxX
        return CGRect(x: end - UITextField.clearButtonMargin - side, y: (bounds.midY - side / 2).rounded(), width: side, height: side)
    }

    /// Where the placeholder is drawn (the text rectangle).
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    /// Where the text is drawn while editing (the text rectangle).
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    /// Where the border is drawn (the bounds).
    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }

    // MARK: Drawing

    /// Draws the border, then (clipped to the text rectangle) the selection, the text or
    /// the placeholder, and the caret while editing.
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentDrawingContext() else { return }
        let alpha: CGFloat = isEnabled ? 1 : 0.5
        let border = borderRect(forBounds: bounds)
        switch borderStyle {
        case .none: break
        case .line:
            context.stroke(border.insetBy(dx: 0.5, dy: 0.5), color: .black, lineWidth: 1, alpha: alpha)
        case .bezel:
            context.stroke(border.insetBy(dx: 0.5, dy: 0.5), color: .systemGray, lineWidth: 1, alpha: alpha)
            context.drawLine(from: CGPoint(x: border.minX + 1, y: border.minY + 1.5), to: CGPoint(x: border.maxX - 1, y: border.minY + 1.5),
                             color: .systemGray3, lineWidth: 1, alpha: alpha)
        case .roundedRect:
            context.fill(border, color: .white, alpha: alpha)
            context.stroke(border.insetBy(dx: 0.5, dy: 0.5), color: isEditing ? tintColor : .systemGray4, lineWidth: 1, alpha: alpha)
        }
        let textArea = isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds)
        let metrics = TextSystem.measurer.metrics(for: storedFont)
        let top = textArea.minY + ((textArea.height - metrics.lineHeight) / 2).rounded()
        let baseline = top + metrics.ascent
        context.saveState()
        context.clip(to: textArea)
        if storage.isEmpty {
            if let placeholder, !placeholder.isEmpty {
                let area = placeholderRect(forBounds: bounds)
                if let styled = styledPlaceholder {
                    let spec = TextLayoutSpec(text: styled)
                    let width = TextSystem.measurer.layout(spec).size.width
                    context.drawText(spec, at: CGPoint(x: alignedX(width: width, in: area), y: top), alpha: alpha)
                } else {
                    let width = TextSystem.measurer.size(of: placeholder, font: storedFont, wrappingAt: nil).width
                    context.drawText(placeholder, at: CGPoint(x: alignedX(width: width, in: area), y: baseline),
                                     font: storedFont, color: .placeholderText, alpha: alpha)
                }
            }
        } else {
            let origin = textOriginX(in: textArea)
            if isEditing && caret != anchor {
                let ends = [prefixWidth(caret), prefixWidth(anchor)]
                let start = origin + ends.min()!, end = origin + ends.max()!
                context.fill(CGRect(x: start, y: top, width: end - start, height: metrics.lineHeight),
                             color: tintColor.withAlphaComponent(0.25), alpha: alpha)
            }
            if let styled = styledFieldText {
                context.drawText(TextLayoutSpec(text: styled), at: CGPoint(x: origin, y: top), alpha: alpha)
            } else {
                context.drawText(displayText, at: CGPoint(x: origin, y: baseline), font: storedFont, color: storedTextColor, alpha: alpha)
            }
        }
        if isEditing && caret == anchor {
            let x = storage.isEmpty ? caretXForEmptyField(in: textArea) : textOriginX(in: textArea) + prefixWidth(caret)
            let clamped = min(max(x, textArea.minX), textArea.maxX - 2)
            context.fill(CGRect(x: clamped.rounded(), y: top, width: 2, height: metrics.lineHeight), color: tintColor, alpha: alpha)
        }
        context.restoreState()
        if showsClearButton { drawClearButton(in: clearButtonRect(forBounds: bounds), on: context, alpha: alpha) }
    }
}
