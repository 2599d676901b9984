import Foundation

// Editing: the text model (character offsets), keys, and text geometry.
extension UITextField: CaretEditing {
    // MARK: Text model

    /// The number of characters (grapheme clusters).
    var characterCount: Int { storage.count }

    /// The text as drawn: the text, or one bullet per character for secure entry.
    var displayText: String {
        isSecureTextEntry ? String(repeating: "•", count: characterCount) : storage
    }

    /// Whether there is text (UIKit's `UIKeyInput.hasText`).
    public var hasText: Bool { !storage.isEmpty }

    private func index(_ offset: Int) -> String.Index { storage.characterIndex(offset) }

    func utf16Offset(ofCharacter offset: Int) -> Int { storage.utf16Offset(ofCharacter: offset) }

    func characterOffset(ofUTF16 offset: Int) -> Int { storage.characterOffset(ofUTF16: offset) }

    /// Moves the caret and the selection's anchor (clamped), redraws and tells the delegate.
    func setSelection(caret newCaret: Int, anchor newAnchor: Int) {
        let count = characterCount
        let caret = min(max(newCaret, 0), count), anchor = min(max(newAnchor, 0), count)
        guard caret != self.caret || anchor != self.anchor else { return }
        self.caret = caret
        self.anchor = anchor
        setNeedsDisplay()
        if isEditing { delegate?.textFieldDidChangeSelection(self) }
    }

    /// After any change of the text: size and drawing follow.
    func textDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    /// Replaces the characters `lower..<upper` with `string` if the delegate agrees; the
    /// caret goes after the inserted text. Sends ``UIControl/Event/editingChanged``.
    /// - Returns: whether the text changed.
    @discardableResult
    func replaceCharacters(_ lower: Int, _ upper: Int, with string: String) -> Bool {
        let start = index(lower), end = index(upper)
        let location = storage.utf16.distance(from: storage.startIndex, to: start)
        let length = storage.utf16.distance(from: start, to: end)
        guard start != end || !string.isEmpty else { return false }
        guard delegate?.textField(self, shouldChangeCharactersIn: NSRange(location: location, length: length),
                                  replacementString: string) ?? true else { return false }
        let edited = editedAttributedText(NSRange(location: location, length: length), with: string)
        let head = String(storage[..<start]) + string
        storage = head + String(storage[end...])
        storedAttributedText = edited
        let newCaret = min(head.count, characterCount)
        caret = newCaret
        anchor = newCaret
        textDidChange()
        delegate?.textFieldDidChangeSelection(self)
        sendActions(for: .editingChanged, with: nil)
        return true
    }

    /// The attributed text with `range` (UTF-16) replaced by `string` as typed; `nil`
    /// when the field has no attributed text.
    private func editedAttributedText(_ range: NSRange, with string: String) -> NSAttributedString? {
        guard let stored = storedAttributedText, stored.string == storage else { return nil }
        return stored.replacingCharacters(in: range, with: string, typingAttributes: typingAttributes, fallback: defaultTextAttributes)
    }

    /// Inserts `text` in place of the selection, as typing does (UIKit's `UIKeyInput`).
    public func insertText(_ text: String) { replaceSelection(with: text) }

    /// Deletes the selection, or the character before the caret (Backspace).
    public func deleteBackward() { deleteBeforeCaret() }

    /// Deletes the selection, or the character after the caret (Delete).
    public func deleteForward() { deleteAfterCaret() }

    /// Selects all the text.
    public func selectAll() {
        setSelection(caret: characterCount, anchor: 0)
    }

    // MARK: Pasteboard (UIResponderStandardEditActions)

    /// Copies the selected text to ``UIPasteboard/general`` (nothing from a secure field).
    public func copy(_ sender: Any?) {
        guard caret != anchor, !isSecureTextEntry else { return }
        UIPasteboard.general.string = String(storage[index(min(caret, anchor))..<index(max(caret, anchor))])
    }

    /// Copies the selected text, then deletes it (nothing from a secure field).
    public func cut(_ sender: Any?) {
        guard caret != anchor, !isSecureTextEntry else { return }
        copy(sender)
        replaceCharacters(min(caret, anchor), max(caret, anchor), with: "")
    }

    /// Replaces the selection with the pasteboard's text (its first line: a text field
    /// holds one).
    public func paste(_ sender: Any?) {
        guard let text = UIPasteboard.general.string, !text.isEmpty else { return }
        let line = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).first.map(String.init) ?? ""
        insertText(line)
    }

    // MARK: Keys

    /// Whether the field uses `key` (its release then stops at the field too).
    func isEditingKey(_ key: UIKey) -> Bool {
        switch key.specialKey {
        case .tab, .backTab, .escape, .pageUp, .pageDown: return false
        case .some: return true
        case .none: return !key.insertableText.isEmpty || TextEditCommand(key: key) != nil
        }
    }

    /// Performs the editing command of `key`.
    /// - Returns: whether the key was used.
    func handleKey(_ key: UIKey) -> Bool {
        if performSharedEditingKey(key) { return true }
        let extending = key.modifierFlags.contains(.shift)
        func move(to offset: Int) { setSelection(caret: offset, anchor: extending ? anchor : offset) }
        switch key.specialKey {
        case .home, .upArrow:
            move(to: 0)
        case .end, .downArrow:
            move(to: characterCount)
        case .returnKey, .enter:
            performReturn()
        case .none:
            let text = key.insertableText
            guard !text.isEmpty else { return false }
            insertText(text)
        default:
            return false
        }
        return true
    }

    /// Return: unless the delegate says no, sends ``UIControl/Event/editingDidEndOnExit``
    /// and ``UIControl/Event/primaryActionTriggered``; when something listens for the
    /// former, editing ends (UIKit's rule).
    private func performReturn() {
        guard delegate?.textFieldShouldReturn(self) ?? true else { return }
        sendActions(for: [.editingDidEndOnExit, .primaryActionTriggered], with: nil)
        if hasHandlers(for: .editingDidEndOnExit) { resignFirstResponder() }
    }

    // MARK: Geometry

    /// The layout of the text as drawn: its attributes, or the field's font and colour.
    var drawnTextSpec: TextLayoutSpec {
        styledFieldText.map { TextLayoutSpec(text: $0) }
            ?? TextLayoutSpec(displayText, font: font ?? UITextField.defaultFont, color: textColor ?? .black)
    }

    /// Where the caret goes before the character at `offset`, from the left of the text as
    /// drawn: from the text engine's layout of the attributed text (each run's font and
    /// kerning, shaping, bidirectional order) when the engine measures, else the width of
    /// the characters before it.
    func prefixWidth(_ offset: Int) -> CGFloat {
        if TextSystem.measurer is PangoTextMeasurer {
            let positions = PangoTextEngine.shared.caretPositions(in: drawnTextSpec)
            return positions[min(max(offset, 0), positions.count - 1)]
        }
        let prefix = isSecureTextEntry ? String(repeating: "•", count: min(max(offset, 0), characterCount))
                                       : String(storage[..<index(offset)])
        return TextSystem.measurer.size(of: prefix, font: font ?? UITextField.defaultFont, wrappingAt: nil).width
    }

    private var resolvedAlignment: NSTextAlignment {
        switch textAlignment {
        case .natural, .justified: return effectiveUserInterfaceLayoutDirection == .rightToLeft ? .right : .left
        default: return textAlignment
        }
    }

    /// The x of text `width` wide aligned in `area`.
    func alignedX(width: CGFloat, in area: CGRect) -> CGFloat {
        switch resolvedAlignment {
        case .center: return area.minX + ((area.width - width) / 2).rounded()
        case .right: return area.maxX - width
        default: return area.minX
        }
    }

    /// Where the caret of an empty field goes.
    func caretXForEmptyField(in area: CGRect) -> CGFloat { alignedX(width: 0, in: area) }

    /// Where the text starts in `area`: aligned when it fits, else scrolled so the caret
    /// is visible while editing (updates ``scrollOffset``).
    func textOriginX(in area: CGRect) -> CGFloat {
        let full = TextSystem.measurer is PangoTextMeasurer ? TextSystem.measurer.layout(drawnTextSpec).size.width
                                                            : prefixWidth(characterCount)
        let room = area.width - 2  // the caret's width
        guard isEditing, full > room else {
            scrollOffset = 0
            return alignedX(width: full, in: area)
        }
        let caretX = prefixWidth(caret)
        if caretX - scrollOffset > room { scrollOffset = caretX - room }
        if caretX - scrollOffset < 0 { scrollOffset = caretX }
        scrollOffset = min(max(scrollOffset, 0), full - room)
        return area.minX - scrollOffset
    }

    /// The character boundary nearest to `x` (in this view's coordinates).
    func characterOffset(atX x: CGFloat) -> Int {
        let area = isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds)
        let origin = textOriginX(in: area)
        var best = 0
        var bestDistance = CGFloat.infinity
        // Right-to-left runs put later characters further left: every boundary is tried.
        for offset in 0...characterCount {
            let distance = abs(origin + prefixWidth(offset) - x)
            if distance < bestDistance { best = offset; bestDistance = distance }
        }
        return best
    }
}
