import Foundation

/// One laid-out line of a text view: its characters (offsets into the text) and the text
/// drawn, without the spaces that hang at its end.
struct TextViewLine: Equatable {
    var range: Range<Int>
    var text: String
}

// Editing: the lines and their geometry, the selection, edits and keys.
extension UITextView: CaretEditing {
    // MARK: Lines

    /// The lines of the text wrapped at `width` (`nil`: only at newlines), capped by the
    /// container's ``NSTextContainer/maximumNumberOfLines``; an empty text has one empty line.
    func layoutLines(wrappingAt width: CGFloat?) -> [TextViewLine] {
        if let cachedLayout, cachedLayout.width == width { return cachedLayout.lines }
        let characters = Array(storage)
        var lines: [TextViewLine] = []
        var position = 0
        let texts = styledText.map { TextSystem.measurer.layout(TextLayoutSpec(text: $0, width: width)).lines }
            ?? TextSystem.measurer.lines(of: storage, font: resolvedFont, wrappingAt: width)
        for (index, text) in texts.enumerated() {
            // Find the line in the text: after the previous one come the spaces that hung
            // there and at most one newline.
            if index > 0 {
                while position < characters.count && characters[position] == " " { position += 1 }
                if position < characters.count && characters[position] == "\n" { position += 1 }
            }
            let length = text.count
            let end = min(position + length, characters.count)
            lines.append(TextViewLine(range: position..<end, text: text))
            position = end
        }
        if lines.isEmpty { lines = [TextViewLine(range: 0..<0, text: "")] }
        let limit = textContainer.maximumNumberOfLines
        if limit > 0 && lines.count > limit { lines = Array(lines.prefix(limit)) }
        cachedLayout = (width, lines)
        return lines
    }

    var lineHeight: CGFloat { styledLineHeight }

    private func width(of text: String) -> CGFloat {
        TextSystem.measurer.size(of: text, font: resolvedFont, wrappingAt: nil).width
    }

    /// Where line `index` starts drawing (its top-left), aligned in the container.
    func lineOrigin(_ line: TextViewLine, index: Int) -> CGPoint {
        let left = textContainerInset.left + textContainer.lineFragmentPadding
        let room = max(boundsSize.width - horizontalTextInsets, 0)
        let lineWidth = styledLineSpec(line.range).map { TextSystem.measurer.layout($0).size.width } ?? width(of: line.text)
        let x: CGFloat
        switch resolvedAlignment {
        case .center: x = left + ((room - lineWidth) / 2).rounded()
        case .right: x = left + room - lineWidth
        default: x = left
        }
        return CGPoint(x: x, y: textContainerInset.top + CGFloat(index) * lineHeight)
    }

    private var resolvedAlignment: NSTextAlignment {
        switch textAlignment {
        case .natural, .justified: effectiveUserInterfaceLayoutDirection == .rightToLeft ? .right : .left
        default: textAlignment
        }
    }

    /// The line the caret at `offset` is on: the last one starting at or before it.
    func lineIndex(ofCharacter offset: Int, lines: [TextViewLine]) -> Int {
        lines.lastIndex { $0.range.lowerBound <= offset } ?? 0
    }

    /// The caret's rectangle (zero wide, a line high) before the character at `offset`.
    func caretRect(forCharacter offset: Int, lines: [TextViewLine]) -> CGRect {
        let index = lineIndex(ofCharacter: offset, lines: lines)
        let line = lines[index]
        let origin = lineOrigin(line, index: index)
        return CGRect(x: origin.x + prefixWidth(of: line, to: offset), y: origin.y, width: 0, height: lineHeight)
    }

    /// The width of `line`'s characters before `offset`.
    private func prefixWidth(of line: TextViewLine, to offset: Int) -> CGFloat {
        let count = min(max(offset - line.range.lowerBound, 0), line.text.count)
        if let spec = styledLineSpec(line.range), TextSystem.measurer is PangoTextMeasurer {
            let positions = PangoTextEngine.shared.caretPositions(in: spec)
            return positions[min(count, positions.count - 1)]
        }
        return width(of: String(line.text.prefix(count)))
    }

    /// The selection's rectangles, one per line it touches.
    func selectionRects(lines: [TextViewLine]) -> [CGRect] {
        let lower = min(caret, anchor), upper = max(caret, anchor)
        var rects: [CGRect] = []
        for (index, line) in lines.enumerated() where line.range.upperBound >= lower && line.range.lowerBound <= upper {
            let origin = lineOrigin(line, index: index)
            let start = prefixWidth(of: line, to: max(lower, line.range.lowerBound))
            let end = prefixWidth(of: line, to: min(upper, line.range.upperBound))
            if end > start { rects.append(CGRect(x: origin.x + start, y: origin.y, width: end - start, height: lineHeight)) }
        }
        return rects
    }

    /// The character boundary nearest to `point` (in this view's bounds coordinates).
    func characterOffset(at point: CGPoint) -> Int {
        let lines = layoutLines(wrappingAt: wrapWidth(forViewWidth: boundsSize.width))
        let row = Int(((point.y - textContainerInset.top) / max(lineHeight, 1)).rounded(.down))
        let index = min(max(row, 0), lines.count - 1)
        return characterOffset(atX: point.x, inLine: index, lines: lines)
    }

    private func characterOffset(atX x: CGFloat, inLine index: Int, lines: [TextViewLine]) -> Int {
        let line = lines[index]
        let origin = lineOrigin(line, index: index)
        var best = line.range.lowerBound, bestDistance = CGFloat.infinity
        for offset in line.range.lowerBound...line.range.lowerBound + line.text.count {
            let distance = abs(origin.x + prefixWidth(of: line, to: offset) - x)
            if distance < bestDistance { best = offset; bestDistance = distance } else { break }
        }
        return best
    }

    // MARK: Selection and edits

    /// Whether there is text (UIKit's `UIKeyInput.hasText`).
    public var hasText: Bool { !storage.isEmpty }

    /// Moves the caret and the anchor (clamped), redraws, keeps the caret in view and tells
    /// the delegate.
    func setSelection(caret newCaret: Int, anchor newAnchor: Int) {
        let count = storage.count
        let caret = min(max(newCaret, 0), count), anchor = min(max(newAnchor, 0), count)
        guard caret != self.caret || anchor != self.anchor else { return }
        self.caret = caret
        self.anchor = anchor
        setNeedsDisplay()
        guard isFirstResponder else { return }
        scrollCaretToVisible()
        textViewDelegate?.textViewDidChangeSelection(self)
    }

    private func scrollCaretToVisible() {
        guard isScrollEnabled, boundsSize.width > 0 else { return }
        let lines = layoutLines(wrappingAt: wrapWidth(forViewWidth: boundsSize.width))
        let height = textSize(forViewWidth: boundsSize.width).height
        if contentSize.height != height { contentSize = CGSize(width: boundsSize.width, height: height) }
        scrollRectToVisible(caretRect(forCharacter: caret, lines: lines).insetBy(dx: -1, dy: 0), animated: false)
    }

    /// Replaces the characters `lower..<upper` with `string` if the view is editable and
    /// the delegate agrees; the caret goes after the inserted text. The delegate hears of
    /// the selection, then of the change.
    /// - Returns: whether the text changed.
    @discardableResult
    func replaceCharacters(_ lower: Int, _ upper: Int, with string: String) -> Bool {
        guard isEditable else { return false }
        let start = storage.characterIndex(lower), end = storage.characterIndex(upper)
        guard start != end || !string.isEmpty else { return false }
        let range = NSRange(location: storage.utf16.distance(from: storage.startIndex, to: start),
                            length: storage.utf16.distance(from: start, to: end))
        guard textViewDelegate?.textView(self, shouldChangeTextIn: range, replacementText: string) ?? true else { return false }
        let edited = editedAttributedText(range, with: string)
        let head = String(storage[..<start]) + string
        storage = head + String(storage[end...])
        storedAttributedText = edited
        textLayoutDidChange()
        let newCaret = min(head.count, storage.count)
        if newCaret != caret || newCaret != anchor {
            setSelection(caret: newCaret, anchor: newCaret)
        } else {
            scrollCaretToVisible()
            textViewDelegate?.textViewDidChangeSelection(self)
        }
        textViewDelegate?.textViewDidChange(self)
        return true
    }

    /// Inserts `text` in place of the selection, as typing does (UIKit's `UIKeyInput`).
    public func insertText(_ text: String) { replaceSelection(with: text) }

    /// Deletes the selection, or the character before the caret (Backspace).
    public func deleteBackward() { deleteBeforeCaret() }

    /// Selects all the text.
    public func selectAll() {
        setSelection(caret: storage.count, anchor: 0)
    }

    // MARK: Pasteboard (UIResponderStandardEditActions)

    /// Copies the selected text to ``UIPasteboard/general``.
    public func copy(_ sender: Any?) {
        guard caret != anchor else { return }
        UIPasteboard.general.string = String(storage[storage.characterIndex(min(caret, anchor))..<storage.characterIndex(max(caret, anchor))])
    }

    /// Copies the selected text, then deletes it.
    public func cut(_ sender: Any?) {
        guard caret != anchor, isEditable else { return }
        copy(sender)
        replaceCharacters(min(caret, anchor), max(caret, anchor), with: "")
    }

    /// Replaces the selection with the pasteboard's text.
    public func paste(_ sender: Any?) {
        guard let text = UIPasteboard.general.string, !text.isEmpty else { return }
        insertText(text)
    }

    // MARK: Keys

    /// Whether the view uses `key` (its release then stops here too).
    func isEditingKey(_ key: UIKey) -> Bool {
        switch key.specialKey {
        case .tab, .backTab, .escape, .pageUp, .pageDown: return false
        case .some: return true
        case .none: return (isEditable && !key.insertableText.isEmpty) || TextEditCommand(key: key) != nil
        }
    }

    /// Performs the editing command of `key`.
    /// - Returns: whether the key was used.
    func handleKey(_ key: UIKey) -> Bool {
        if performSharedEditingKey(key) { return true }
        let extending = key.modifierFlags.contains(.shift)
        let toEnds = key.isCommandModified
        func move(to offset: Int) { setSelection(caret: offset, anchor: extending ? anchor : offset) }
        let lines = layoutLines(wrappingAt: wrapWidth(forViewWidth: boundsSize.width))
        let line = lineIndex(ofCharacter: caret, lines: lines)
        switch key.specialKey {
        case .upArrow, .downArrow:
            let target = line + (key.specialKey == .upArrow ? -1 : 1)
            if target < 0 { move(to: 0) }
            else if target >= lines.count { move(to: storage.count) }
            else { move(to: characterOffset(atX: caretRect(forCharacter: caret, lines: lines).minX, inLine: target, lines: lines)) }
        case .home:
            move(to: toEnds ? 0 : lines[line].range.lowerBound)
        case .end:
            move(to: toEnds ? storage.count : lines[line].range.lowerBound + lines[line].text.count)
        case .returnKey, .enter:
            guard isEditable else { return false }
            insertText("\n")
        case .none:
            let text = key.insertableText
            guard isEditable, !text.isEmpty else { return false }
            insertText(text)
        default:
            return false
        }
        return true
    }
}
