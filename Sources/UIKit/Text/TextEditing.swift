import Foundation

// The text model both editable text views share (UITextField, UITextView): offsets
// counted in characters (grapheme clusters), UIKit's UTF-16 ranges, word boundaries and
// what a key types or commands.
extension String {
    /// The index `offset` characters from the start, clamped to the text.
    func characterIndex(_ offset: Int) -> Index {
        index(startIndex, offsetBy: min(max(offset, 0), count))
    }

    /// The UTF-16 offset of the character boundary `offset` characters in.
    func utf16Offset(ofCharacter offset: Int) -> Int {
        utf16.distance(from: startIndex, to: characterIndex(offset))
    }

    /// The character offset of UTF-16 offset `offset`, clamped and snapped down to a
    /// character boundary.
    func characterOffset(ofUTF16 offset: Int) -> Int {
        let clamped = min(max(offset, 0), utf16.count)
        let position = utf16.index(utf16.startIndex, offsetBy: clamped)
        let snapped = position.samePosition(in: self) ?? self[..<position].indices.last ?? startIndex
        return distance(from: startIndex, to: snapped)
    }

    private static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }

    /// The start of the word before `offset` (skipping non-word characters first).
    func wordStart(before offset: Int) -> Int {
        let characters = Array(self)
        var i = min(offset, characters.count)
        while i > 0 && !String.isWordCharacter(characters[i - 1]) { i -= 1 }
        while i > 0 && String.isWordCharacter(characters[i - 1]) { i -= 1 }
        return i
    }

    /// The end of the word after `offset` (skipping non-word characters first).
    func wordEnd(after offset: Int) -> Int {
        let characters = Array(self)
        var i = max(offset, 0)
        while i < characters.count && !String.isWordCharacter(characters[i]) { i += 1 }
        while i < characters.count && String.isWordCharacter(characters[i]) { i += 1 }
        return i
    }

    /// The word (or run of other characters) containing the character at `offset`.
    func wordRange(around offset: Int) -> Range<Int> {
        let characters = Array(self)
        guard !characters.isEmpty else { return 0..<0 }
        let at = min(max(offset, 0), characters.count - 1)
        let kind = String.isWordCharacter(characters[at])
        var lower = at, upper = at + 1
        while lower > 0 && String.isWordCharacter(characters[lower - 1]) == kind { lower -= 1 }
        while upper < characters.count && String.isWordCharacter(characters[upper]) == kind { upper += 1 }
        return lower..<upper
    }
}

/// The editing commands of Control (or Command) with a letter.
enum TextEditCommand {
    case selectAll, copy, cut, paste

    /// The command of `key`, if it is one (Ctrl+A, C, X, V).
    init?(key: UIKey) {
        guard key.isCommandModified else { return nil }
        switch key.keyCode {
        case 0x61, 0x41: self = .selectAll
        case 0x63, 0x43: self = .copy
        case 0x78, 0x58: self = .cut
        case 0x76, 0x56: self = .paste
        default: return nil
        }
    }
}

extension UIKey {
    /// Whether Control or Command is held.
    var isCommandModified: Bool { !modifierFlags.isDisjoint(with: [.control, .command]) }

    /// The text the key types: none with Control or Command held, and no control characters.
    var insertableText: String {
        guard !isCommandModified else { return "" }
        var scalars = String.UnicodeScalarView()
        for scalar in characters.unicodeScalars where scalar.properties.generalCategory != .control {
            scalars.append(scalar)
        }
        return String(scalars)
    }
}

/// What an editable text view with a caret gives the shared editing commands: the caret
/// and the selection's anchor (character offsets), and the edits themselves.
@MainActor
protocol CaretEditing: AnyObject {
    /// The caret: the moving end of the selection.
    var caret: Int { get }
    /// The fixed end of the selection (the caret when nothing is selected).
    var anchor: Int { get }
    /// The text.
    var storage: String { get }
    /// Replaces the characters `lower..<upper` with `string`, if allowed.
    @discardableResult func replaceCharacters(_ lower: Int, _ upper: Int, with string: String) -> Bool
    /// Moves the caret and the anchor.
    func setSelection(caret: Int, anchor: Int)
    /// Selects all the text.
    func selectAll()
    /// The pasteboard commands.
    func copy(_ sender: Any?)
    func cut(_ sender: Any?)
    func paste(_ sender: Any?)
}

extension CaretEditing {
    /// Replaces the selection with `text`, as typing does.
    func replaceSelection(with text: String) {
        replaceCharacters(min(caret, anchor), max(caret, anchor), with: text)
    }

    /// Deletes the selection, or the character before the caret (Backspace).
    func deleteBeforeCaret() {
        if caret != anchor { replaceSelection(with: "") }
        else if caret > 0 { replaceCharacters(caret - 1, caret, with: "") }
    }

    /// Deletes the selection, or the character after the caret (Delete).
    func deleteAfterCaret() {
        if caret != anchor { replaceSelection(with: "") }
        else if caret < storage.count { replaceCharacters(caret, caret + 1, with: "") }
    }

    /// Selects for a press at `offset`: one click puts the caret there (Shift extends the
    /// selection), two select the word, three everything.
    func select(forPressAt offset: Int, tapCount: Int, extending: Bool) {
        switch tapCount {
        case 1:
            setSelection(caret: offset, anchor: extending ? anchor : offset)
        case 2:
            let word = storage.wordRange(around: offset)
            setSelection(caret: word.upperBound, anchor: word.lowerBound)
        default:
            setSelection(caret: storage.count, anchor: 0)
        }
    }

    /// Performs the keys both kinds of view treat alike: Left and Right (by word with
    /// Control, extending with Shift), Backspace and Delete (by word with Control), and the
    /// Control-letter commands.
    /// - Returns: whether the key was one of them.
    func performSharedEditingKey(_ key: UIKey) -> Bool {
        let extending = key.modifierFlags.contains(.shift)
        let byWord = key.isCommandModified
        let lower = min(caret, anchor), upper = max(caret, anchor)
        func move(to offset: Int) { setSelection(caret: offset, anchor: extending ? anchor : offset) }
        switch key.specialKey {
        case .leftArrow:
            if caret != anchor && !extending { move(to: lower) } else { move(to: byWord ? storage.wordStart(before: caret) : caret - 1) }
        case .rightArrow:
            if caret != anchor && !extending { move(to: upper) } else { move(to: byWord ? storage.wordEnd(after: caret) : caret + 1) }
        case .backspace:
            if byWord && caret == anchor { replaceCharacters(storage.wordStart(before: caret), caret, with: "") } else { deleteBeforeCaret() }
        case .deleteForward:
            if byWord && caret == anchor { replaceCharacters(caret, storage.wordEnd(after: caret), with: "") } else { deleteAfterCaret() }
        case .none:
            switch TextEditCommand(key: key) {
            case .selectAll?: selectAll()
            case .copy?: copy(nil)
            case .cut?: cut(nil)
            case .paste?: paste(nil)
            case nil: return false
            }
        default:
            return false
        }
        return true
    }
}

/// The presses of `presses` whose key `uses` does not take (presses without a key too).
@MainActor
func unusedPresses(_ presses: Set<UIPress>, _ uses: (UIKey) -> Bool) -> Set<UIPress> {
    presses.filter { press in
        guard let key = press.key else { return true }
        return !uses(key)
    }
}

extension NSAttributedString {
    /// The text with `range` (UTF-16) replaced by `string` as typing replaces it: in
    /// `typingAttributes` when they are set, else in the attributes of the character
    /// before `range` (the first character's at the start), else in `fallback`.
    func replacingCharacters(in range: NSRange, with string: String, typingAttributes: [NSAttributedString.Key: Any]?,
                             fallback: [NSAttributedString.Key: Any]) -> NSAttributedString {
        let attributes: [NSAttributedString.Key: Any]
        if let typingAttributes {
            attributes = typingAttributes
        } else if length > 0 {
            attributes = self.attributes(at: min(max(range.location - 1, 0), length - 1), effectiveRange: nil)
        } else {
            attributes = fallback
        }
        let edited = NSMutableAttributedString(attributedString: self)
        edited.replaceCharacters(in: range, with: NSAttributedString(string: string, attributes: attributes))
        return edited
    }
}
