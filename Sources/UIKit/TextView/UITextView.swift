import Foundation

/// A scrollable, multi-line, editable text view.
///
/// The text is wrapped to the view's width less ``textContainerInset`` (8 points above and
/// below by default) and the container's ``NSTextContainer/lineFragmentPadding`` (5 points
/// at each end of a line), and drawn in one font and colour.
///
/// Sizing: with ``isScrollEnabled`` (the default) the view has no intrinsic size and its
/// ``UIScrollView/contentSize`` follows the text, which scrolls. With scrolling off, its
/// ``intrinsicContentSize`` is the text's size wrapped at the view's current width plus
/// the insets and padding (an empty view is one line high), so a text view pinned left
/// and right by Auto Layout grows with its text, as a multi-line label does.
///
/// Editing (UITextView+Editing.swift): a click makes an editable view first responder
/// and puts the caret there (a double click selects a word, a triple click everything);
/// dragging selects. Keys edit as in ``UITextField``, with Return inserting a newline,
/// Up and Down moving between lines and Home and End to the ends of the line (with
/// Control, of the text). Tab and Shift+Tab move the focus on, Page Up and Page Down
/// scroll. The delegate (``UIScrollView/delegate``, when it is a ``UITextViewDelegate``)
/// is asked and told as in UIKit.
@preconcurrency @MainActor
open class UITextView: UIScrollView {
    /// The text; never `nil` when read (setting `nil` empties it). Setting it puts the
    /// caret at the end and tells the delegate nothing.
    open var text: String! {
        get { storage }
        set {
            let newText = newValue ?? ""
            guard newText != storage else { return }
            storage = newText
            caret = storage.count
            anchor = caret
            textLayoutDidChange()
        }
    }

    /// The text with its attributes: drawn in its runs' fonts and colours (lines as tall as
    /// the tallest font's), kept while the text is edited (typed text takes the typing
    /// attributes when they were set, else those of the character before it). Setting it
    /// also sets ``font`` and ``textColor`` from its first character; after ``text`` is
    /// set it is the text in the view's font and colour.
    open var attributedText: NSAttributedString! {
        get {
            currentAttributedText
                ?? NSAttributedString(string: storage, attributes: [.font: resolvedFont, .foregroundColor: resolvedTextColor])
        }
        set {
            guard let newValue else { storedAttributedText = nil; text = ""; return }
            if newValue.length > 0 {
                let attributes = newValue.attributes(at: 0, effectiveRange: nil)
                if let font = attributes[.font] as? UIFont { self.font = font }
                if let color = attributes[.foregroundColor] as? UIColor { textColor = color }
            }
            storedAttributedText = newValue.copy() as? NSAttributedString
            text = newValue.string
            textLayoutDidChange()
        }
    }

    /// The attributed text as set, then as edited.
    var storedAttributedText: NSAttributedString?
    /// The shared line box of the text's fonts (see `styledLineHeight`).
    var styleMetricsCache: (lineHeight: CGFloat, ascent: CGFloat)?

    open var typingAttributes: [NSAttributedString.Key: Any] {
        get { typingAttributesStorage ?? [.font: resolvedFont, .foregroundColor: resolvedTextColor] }
        set {
            typingAttributesStorage = newValue
            if let font = newValue[.font] as? UIFont { self.font = font }
            if let color = newValue[.foregroundColor] as? UIColor { textColor = color }
        }
    }
    private var typingAttributesStorage: [NSAttributedString.Key: Any]?
    /// The typing attributes when they were set.
    var explicitTypingAttributes: [NSAttributedString.Key: Any]? { typingAttributesStorage }

    /// The font (`nil` by default: the 12-point system font, as UIKit's text views use
    /// 12 points when none is set).
    open var font: UIFont? {
        didSet { if font != oldValue { textLayoutDidChange() } }
    }

    /// The text colour (`nil` by default: black).
    open var textColor: UIColor? { didSet { setNeedsDisplay() } }

    /// How the lines are aligned (`.natural` by default).
    open var textAlignment: NSTextAlignment = .natural { didSet { if textAlignment != oldValue { setNeedsDisplay() } } }

    /// Whether the user may change the text (true by default). Turning it off ends editing.
    open var isEditable = true {
        didSet { if !isEditable && isFirstResponder { resignFirstResponder() } }
    }

    /// Whether the user may select the text (true by default).
    open var isSelectable = true {
        didSet { if !isSelectable && !isEditable && isFirstResponder { resignFirstResponder() } }
    }

    /// The space between the view's edges and its text container (8 points above and
    /// below, none at the sides, by default).
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
        didSet { if textContainerInset != oldValue { textLayoutDidChange() } }
    }

    /// The container the text is laid out in.
    public let textContainer = NSTextContainer()

    /// Whether the text scrolls inside the view (true) or sizes the view (false).
    open override var isScrollEnabled: Bool {
        didSet { if isScrollEnabled != oldValue { textLayoutDidChange() } }
    }

    /// The selection in UTF-16 offsets (length 0: the caret). Setting it clamps to the
    /// text and snaps to whole characters.
    open var selectedRange: NSRange {
        get {
            let lower = storage.utf16Offset(ofCharacter: min(caret, anchor))
            let upper = storage.utf16Offset(ofCharacter: max(caret, anchor))
            return NSRange(location: lower, length: upper - lower)
        }
        set {
            let lower = storage.characterOffset(ofUTF16: newValue.location)
            let upper = storage.characterOffset(ofUTF16: newValue.location + max(newValue.length, 0))
            setSelection(caret: upper, anchor: lower)
        }
    }

    /// The delegate as a text view delegate.
    var textViewDelegate: (any UITextViewDelegate)? { delegate as? any UITextViewDelegate }

    /// The text, stored.
    var storage = ""
    /// The caret, in characters from the start: the moving end of the selection.
    var caret = 0
    /// The fixed end of the selection.
    var anchor = 0
    /// The laid-out lines for one wrap width, until the text or the geometry changes.
    var cachedLayout: (width: CGFloat?, lines: [TextViewLine])?

    /// The default font: the 12-point system font.
    static let defaultFont = UIFont.systemFont(ofSize: 12)

    /// Creates an empty text view with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureTextView()
    }

    /// Creates an empty text view from an archive (no format is read yet).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureTextView()
    }

    private func configureTextView() {
        textContainer.textView = self
        contentMode = .redraw
    }

    var resolvedFont: UIFont { font ?? UITextView.defaultFont }
    var resolvedTextColor: UIColor { textColor ?? .black }

    /// Whether the view is being edited (is first responder and editable).
    public var isEditing: Bool { isFirstResponder && isEditable }

    /// After a change of the text or of what its layout depends on.
    func textLayoutDidChange() {
        cachedLayout = nil
        styleMetricsCache = nil
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        setNeedsDisplay()
    }

    // MARK: First responder

    /// An editable or selectable view can become first responder.
    open override var canBecomeFirstResponder: Bool { isEditable || isSelectable }

    /// Begins editing (an editable view asks and tells the delegate); the caret goes to
    /// the end.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, responderWindow != nil else { return false }
        if isEditable, !(textViewDelegate?.textViewShouldBeginEditing(self) ?? true) { return false }
        guard super.becomeFirstResponder() else { return false }
        setSelection(caret: storage.count, anchor: storage.count)
        setNeedsDisplay()
        if isEditable {
            textViewDelegate?.textViewDidBeginEditing(self)
            HardwareKeyboardNotifications.textInputDidBegin(self)
        }
        return true
    }

    /// Ends editing: asks the delegate, resigns and tells it.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        let wasEditing = isEditable
        if wasEditing, !(textViewDelegate?.textViewShouldEndEditing(self) ?? true) { return false }
        guard super.resignFirstResponder() else { return false }
        anchor = caret
        setNeedsDisplay()
        if wasEditing {
            textViewDelegate?.textViewDidEndEditing(self)
            HardwareKeyboardNotifications.textInputDidEnd(self)
        }
        return true
    }

    // MARK: Events

    /// A press focuses the view and places the caret (2 clicks: a word, 3: everything).
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        guard let touch = touches.first, canBecomeFirstResponder, becomeFirstResponder() else { return }
        select(forPressAt: characterOffset(at: touch.location(in: self)), tapCount: touch.tapCount,
               extending: event?.modifierFlags.contains(.shift) ?? false)
    }

    /// Dragging selects from where the press was (the wheel scrolls).
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isFirstResponder, let touch = touches.first, touch.view === self, touch.tapCount == 1 else {
            super.touchesMoved(touches, with: event)
            return
        }
        setSelection(caret: characterOffset(at: touch.location(in: self)), anchor: anchor)
    }

    /// Edits the text while first responder; unused presses go up the chain (Page Up and
    /// Down scroll).
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

    /// The room the insets and the line padding take across.
    var horizontalTextInsets: CGFloat {
        textContainerInset.left + textContainerInset.right + 2 * textContainer.lineFragmentPadding
    }

    /// The wrap width for a view `width` wide (`nil`: no wrapping, for an unknown width).
    func wrapWidth(forViewWidth width: CGFloat?) -> CGFloat? {
        guard let width, width.isFinite, width > 0 else { return nil }
        return max(width - horizontalTextInsets, 1)
    }

    /// The size of the text (width of the widest line, height of all lines, at least
    /// one) for a view `width` wide, with the insets and padding, rounded up.
    func textSize(forViewWidth width: CGFloat?) -> CGSize {
        let lines = layoutLines(wrappingAt: wrapWidth(forViewWidth: width))
        let measurer = TextSystem.measurer
        var widest: CGFloat = 0
        for line in lines {
            let lineWidth = styledLineSpec(line.range).map { measurer.layout($0).size.width }
                ?? measurer.size(of: line.text, font: resolvedFont, wrappingAt: nil).width
            widest = max(widest, lineWidth)
        }
        let height = CGFloat(max(lines.count, 1)) * lineHeight
        return CGSize(width: (widest + horizontalTextInsets).rounded(.up),
                      height: (height + textContainerInset.top + textContainerInset.bottom).rounded(.up))
    }

    /// No intrinsic size while scrolling; otherwise the text's size for the current width.
    open override var intrinsicContentSize: CGSize {
        guard !isScrollEnabled else { return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
        let width = engineState.fittingWrapWidth ?? (boundsSize.width > 0 ? boundsSize.width : nil)
        return textSize(forViewWidth: width)
    }

    /// The text's size wrapped at `size.width` (when finite and positive), that width kept.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width.isFinite && size.width > 0 ? size.width : nil
        let fitted = textSize(forViewWidth: width)
        return CGSize(width: width ?? fitted.width, height: fitted.height)
    }

    override var intrinsicSizeDependsOnWidth: Bool { !isScrollEnabled }

    override func boundsSizeDidChange(from oldSize: CGSize) {
        super.boundsSizeDidChange(from: oldSize)
        if oldSize.width != boundsSize.width {
            cachedLayout = nil
            if !isScrollEnabled { invalidateIntrinsicContentSize() }
        }
        setNeedsDisplay()
    }

    /// Lays out the subviews; while scrolling, the content is the text's height at the
    /// view's width.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let size = isScrollEnabled ? CGSize(width: boundsSize.width, height: textSize(forViewWidth: boundsSize.width).height)
                                   : boundsSize
        if size != contentSize { contentSize = size }
    }

    // MARK: Drawing

    /// Draws the selection, the lines and, while editing, the caret.
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentDrawingContext() else { return }
        let lines = layoutLines(wrappingAt: wrapWidth(forViewWidth: boundsSize.width))
        let metrics = TextSystem.measurer.metrics(for: resolvedFont)
        let highlight = UIColor.systemBlue
        if isFirstResponder && caret != anchor {
            for rect in selectionRects(lines: lines) { context.fill(rect, color: highlight.withAlphaComponent(0.25), alpha: 1) }
        }
        for (index, line) in lines.enumerated() {
            let origin = lineOrigin(line, index: index)
            if let spec = styledLineSpec(line.range) {
                // The line's runs in their fonts and colours, on a common baseline.
                let ascent = TextSystem.measurer.layout(spec).firstBaseline
                let top = origin.y + styledAscent - ascent
                context.drawText(spec, at: CGPoint(x: origin.x, y: top), alpha: 1)
            } else {
                context.drawText(line.text, at: CGPoint(x: origin.x, y: origin.y + metrics.ascent), font: resolvedFont,
                                 color: resolvedTextColor, alpha: 1)
            }
        }
        if isEditing && caret == anchor {
            let caretRect = caretRect(forCharacter: caret, lines: lines)
            context.fill(CGRect(x: caretRect.minX.rounded(), y: caretRect.minY, width: 2, height: caretRect.height), color: highlight, alpha: 1)
        }
    }

    /// Scrolls so that the characters of `range` (UTF-16 offsets) are visible.
    open func scrollRangeToVisible(_ range: NSRange) {
        let offset = storage.characterOffset(ofUTF16: range.location + max(range.length, 0))
        scrollRectToVisible(caretRect(forCharacter: offset, lines: layoutLines(wrappingAt: wrapWidth(forViewWidth: boundsSize.width))),
                            animated: false)
    }
}
