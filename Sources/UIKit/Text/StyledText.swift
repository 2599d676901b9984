import Foundation

/// How one run of text is set, with every attribute resolved to a value: what the text
/// engine turns into Pango attributes. A value, so a layout can be cached and recorded.
public struct TextRunStyle: Hashable, Sendable {
    public var font: UIFont
    public var foregroundColor: UIColor
    public var backgroundColor: UIColor?
    /// Extra space after each character (kern and tracking), in points.
    public var kern: CGFloat = 0
    public var underline: NSUnderlineStyle = []
    public var underlineColor: UIColor?
    public var strikethrough: NSUnderlineStyle = []
    public var strikethroughColor: UIColor?
    /// Points the text is raised by.
    public var baselineOffset: CGFloat = 0
    public var shadow: TextShadow?
    public var strokeColor: UIColor?
    /// Percent of the font size; positive outlines only, negative fills and outlines.
    public var strokeWidth: CGFloat = 0
    public var isLink = false
    /// The attachment's rectangle and image, on the attachment character.
    public var attachment: TextAttachmentBox?
    /// 0: no ligatures.
    public var ligature = 1

    /// A plain run in `font` and `color`.
    public init(font: UIFont, foregroundColor: UIColor) {
        self.font = font
        self.foregroundColor = foregroundColor
    }
}

/// A shadow as the engine draws it.
public struct TextShadow: Hashable, Sendable {
    public var offset: CGSize
    public var blurRadius: CGFloat
    public var color: UIColor
}

/// An attachment as the engine lays it out: its rectangle (origin relative to the
/// baseline, y upwards) and its image.
public struct TextAttachmentBox: Hashable, Sendable {
    public var bounds: CGRect
    public var image: UIImage?
}

/// Text with its styled runs: UTF-8 byte ranges (what Pango indexes by) covering the
/// whole string in order, each with its style.
public struct StyledText: Hashable, Sendable {
    /// The characters.
    public var string: String
    /// The runs, in order, covering every byte of ``string``.
    public var runs: [Run]
    /// The paragraph style of the text (from its first character), if it has one.
    var paragraph: NSParagraphStyle.Values?

    /// One run: bytes `range` of the string set in `style`.
    public struct Run: Hashable, Sendable {
        public var range: Range<Int>
        public var style: TextRunStyle
    }

    /// `string` in one style.
    public init(_ string: String, style: TextRunStyle) {
        self.string = string
        runs = [Run(range: 0..<string.utf8.count, style: style)]
    }

    /// The runs of `attributed`, attributes resolved; characters without a font or a
    /// colour take `defaultStyle`'s.
    public init(_ attributed: NSAttributedString, defaultStyle: TextRunStyle) {
        string = attributed.string
        runs = []
        let utf16 = string.utf16
        var position = utf16.startIndex
        var offset = 0
        var byte = 0
        var firstStyle: NSParagraphStyle?
        attributed.enumerateAttributes(in: NSRange(location: 0, length: attributed.length), options: []) { attributes, range, _ in
            // UTF-16 offsets → UTF-8 bytes, walking once through the string.
            let end = utf16.index(position, offsetBy: range.upperBound - offset, limitedBy: utf16.endIndex) ?? utf16.endIndex
            let bytes = string.utf8.distance(from: position, to: end)
            if firstStyle == nil, range.location == 0 { firstStyle = attributes[.paragraphStyle] as? NSParagraphStyle }
            let style = StyledText.style(of: attributes, default: defaultStyle)
            if let last = runs.last, last.style == style {
                runs[runs.count - 1].range = last.range.lowerBound..<(byte + bytes)
            } else if bytes > 0 {
                runs.append(Run(range: byte..<(byte + bytes), style: style))
            }
            byte += bytes
            position = end
            offset = range.upperBound
        }
        if runs.isEmpty { runs = [Run(range: 0..<string.utf8.count, style: defaultStyle)] }
        paragraph = firstStyle?.values
    }

    /// The style of the first run (the text's default font and colour).
    public var firstStyle: TextRunStyle { runs[0].style }

    /// The same text with every font scaled by `factor` (font size adjustment to fit).
    func scalingFonts(by factor: CGFloat) -> StyledText {
        var copy = self
        for index in copy.runs.indices {
            let font = copy.runs[index].style.font
            copy.runs[index].style.font = font.withSize((font.pointSize * factor).rounded(.down))
        }
        return copy
    }

    /// A number written as iOS code writes it: `Double`, `CGFloat`, `Int`, `Float` or `NSNumber`.
    static func number(_ value: Any?) -> CGFloat? {
        switch value {
        case let value as CGFloat: value
        case let value as Double: CGFloat(value)
        case let value as Int: CGFloat(value)
        case let value as Float: CGFloat(value)
        case let value as NSNumber: CGFloat(value.doubleValue)
        default: nil
        }
    }

    /// A line style: an ``NSUnderlineStyle``, its raw value or an `NSNumber`.
    static func lineStyle(_ value: Any?) -> NSUnderlineStyle {
        if let style = value as? NSUnderlineStyle { return style }
        return number(value).map { NSUnderlineStyle(rawValue: Int($0)) } ?? []
    }

    /// The style of characters with `attributes`.
    static func style(of attributes: [NSAttributedString.Key: Any], default base: TextRunStyle) -> TextRunStyle {
        var style = base
        if let font = attributes[.font] as? UIFont { style.font = font }
        if let color = attributes[.foregroundColor] as? UIColor { style.foregroundColor = color }
        style.backgroundColor = attributes[.backgroundColor] as? UIColor ?? base.backgroundColor
        style.kern = (number(attributes[.kern]) ?? 0) + (number(attributes[.tracking]) ?? 0)
        style.underline = lineStyle(attributes[.underlineStyle])
        style.underlineColor = attributes[.underlineColor] as? UIColor
        style.strikethrough = lineStyle(attributes[.strikethroughStyle])
        style.strikethroughColor = attributes[.strikethroughColor] as? UIColor
        style.baselineOffset = number(attributes[.baselineOffset]) ?? 0
        if let shadow = attributes[.shadow] as? NSShadow {
            style.shadow = TextShadow(offset: shadow.shadowOffset, blurRadius: shadow.shadowBlurRadius,
                                      color: shadow.shadowColor as? UIColor ?? UIColor.black.withAlphaComponent(1.0 / 3))
        }
        style.strokeColor = attributes[.strokeColor] as? UIColor
        style.strokeWidth = number(attributes[.strokeWidth]) ?? 0
        if attributes[.link] != nil {
            style.isLink = true
            if attributes[.foregroundColor] == nil { style.foregroundColor = .link }
        }
        if let attachment = attributes[.attachment] as? NSTextAttachment {
            style.attachment = TextAttachmentBox(bounds: attachment.layoutBounds, image: attachment.image)
        }
        style.ligature = number(attributes[.ligature]).map { Int($0) } ?? 1
        return style
    }
}
