import Foundation

/// The text a Pango layout is given for a ``StyledText``: its string, with zero-width
/// marks inserted at paragraph starts where the paragraph style asks for what Pango 1.50
/// has no attribute for.
///
/// - A forced ``NSParagraphStyle/baseWritingDirection`` puts a left-to-right or
///   right-to-left mark (U+200E, U+200F) at the start of every paragraph: Pango takes a
///   paragraph's direction from its first strong character.
/// - ``NSParagraphStyle/paragraphSpacing`` and ``NSParagraphStyle/paragraphSpacingBefore``
///   put a word joiner (U+2060) at the start of every paragraph after the first, which the
///   builder gives a Pango shape as tall as the line's ascent plus the space between the
///   paragraphs (the previous one's spacing after plus this one's before), so the line
///   box grows upwards by exactly that space.
///
/// Byte offsets into the spec's string map to offsets into the layout's text and back.
struct PangoLayoutText {
    /// A mark inserted before byte `offset` of the spec's string.
    struct Insertion {
        /// Where, in the spec's string (UTF-8 bytes).
        var offset: Int
        /// What (UTF-8).
        var text: String
        /// Whether it carries the paragraph space (the word joiner's shape).
        var spacing: Bool
    }

    /// The layout's text.
    let string: String
    /// The spec's text.
    let original: String
    /// The marks, by offset.
    let insertions: [Insertion]

    static let leftToRightMark = "\u{200E}", rightToLeftMark = "\u{200F}", spacingMark = "\u{2060}"

    init(_ text: StyledText) {
        let paragraph = text.paragraph
        let direction: String? = switch paragraph?.baseWritingDirection {
        case .leftToRight: PangoLayoutText.leftToRightMark
        case .rightToLeft: PangoLayoutText.rightToLeftMark
        default: nil
        }
        let spaced = (paragraph?.paragraphSpacing ?? 0) + (paragraph?.paragraphSpacingBefore ?? 0) > 0
        original = text.string
        guard direction != nil || spaced else {
            string = text.string
            insertions = []
            return
        }
        var insertions: [Insertion] = []
        if let direction { insertions.append(Insertion(offset: 0, text: direction, spacing: false)) }
        for start in PangoLayoutText.paragraphStarts(of: text.string) {
            var mark = direction ?? ""
            if spaced { mark += PangoLayoutText.spacingMark }
            insertions.append(Insertion(offset: start, text: mark, spacing: spaced))
        }
        var result = ""
        result.reserveCapacity(text.string.utf8.count + insertions.count * 6)
        let bytes = Array(text.string.utf8)
        var position = 0
        for insertion in insertions {
            result += String(decoding: bytes[position..<insertion.offset], as: UTF8.self)
            result += insertion.text
            position = insertion.offset
        }
        result += String(decoding: bytes[position...], as: UTF8.self)
        string = result
        self.insertions = insertions
    }

    /// The byte offsets where the second and later paragraphs start (after "\n", "\r",
    /// "\r\n" or U+2029, as Pango splits paragraphs), before the end of the text.
    static func paragraphStarts(of string: String) -> [Int] {
        var starts: [Int] = []
        let bytes = Array(string.utf8)
        var index = 0
        while index < bytes.count {
            var next: Int?
            switch bytes[index] {
            case 0x0A: next = index + 1
            case 0x0D: next = index + 1 < bytes.count && bytes[index + 1] == 0x0A ? index + 2 : index + 1
            case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80 && bytes[index + 2] == 0xA9: next = index + 3
            default: break
            }
            if let next {
                if next < bytes.count { starts.append(next) }
                index = next
            } else {
                index += 1
            }
        }
        return starts
    }

    /// The layout offset of byte `offset` of the spec's string: after the marks inserted
    /// there (a run starting at a paragraph start does not cover its marks), or before them
    /// for the end of a range (`isEnd`).
    func layoutOffset(_ offset: Int, isEnd: Bool = false) -> Int {
        var result = offset
        for insertion in insertions {
            if insertion.offset < offset || (!isEnd && insertion.offset == offset) {
                result += insertion.text.utf8.count
            } else {
                break
            }
        }
        return result
    }

    /// The spec's byte offset of layout byte `offset` (a mark's bytes map to where it was
    /// inserted).
    func textOffset(_ offset: Int) -> Int {
        var result = offset, layoutPosition = 0, textPosition = 0
        for insertion in insertions {
            let layoutStart = layoutPosition + (insertion.offset - textPosition)
            if offset < layoutStart { break }
            let length = insertion.text.utf8.count
            if offset < layoutStart + length { return insertion.offset }
            result -= length
            layoutPosition = layoutStart + length
            textPosition = insertion.offset
        }
        return result
    }

    /// The layout byte ranges of the spacing marks, with the spec offset each sits at.
    var spacingMarks: [(range: Range<Int>, offset: Int)] {
        var marks: [(Range<Int>, Int)] = []
        var shift = 0
        for insertion in insertions {
            let length = insertion.text.utf8.count
            if insertion.spacing {
                let end = insertion.offset + shift + length
                marks.append(((end - PangoLayoutText.spacingMark.utf8.count)..<end, insertion.offset))
            }
            shift += length
        }
        return marks
    }
}
