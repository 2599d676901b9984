import Foundation

/// How a paragraph is set: alignment, line breaking, indents and spacing (the value of
/// `NSAttributedString/Key/paragraphStyle`). Immutable; ``NSMutableParagraphStyle`` is
/// the one to build. Values are in points.
///
/// Applied by the text engine: alignment (`.natural` follows the text's direction),
/// line-break mode, line spacing, head indents, tail indent, minimum and maximum line
/// heights, line-height multiple, hyphenation and base writing direction. Paragraph
/// spacing (before and after) is kept but not applied: Pango 1.50 has no per-paragraph
/// spacing.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying {
    /// The stored values, shared by the mutable subclass.
    struct Values: Hashable, Sendable {
        var alignment: NSTextAlignment = .natural
        var lineBreakMode: NSLineBreakMode = .byWordWrapping
        var lineSpacing: CGFloat = 0
        var paragraphSpacing: CGFloat = 0
        var paragraphSpacingBefore: CGFloat = 0
        var firstLineHeadIndent: CGFloat = 0
        var headIndent: CGFloat = 0
        var tailIndent: CGFloat = 0
        var minimumLineHeight: CGFloat = 0
        var maximumLineHeight: CGFloat = 0
        var lineHeightMultiple: CGFloat = 0
        var baseWritingDirection: NSWritingDirection = .natural
        var hyphenationFactor: Float = 0
        var allowsDefaultTighteningForTruncation = false
    }
    var values = Values()

    /// The default style: natural alignment, word wrapping, no spacing or indents.
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    /// The writing direction of `languageName` (right to left for Arabic, Hebrew, Persian
    /// and Urdu).
    open class func defaultWritingDirection(forLanguage languageName: String?) -> NSWritingDirection {
        let rightToLeft = ["ar", "he", "fa", "ur", "yi", "ps", "sd", "ug"]
        guard let language = languageName?.split(separator: "-").first.map(String.init) else { return .leftToRight }
        return rightToLeft.contains(language) ? .rightToLeft : .leftToRight
    }

    /// A default style.
    public override init() { super.init() }

    /// The horizontal alignment of the lines.
    open var alignment: NSTextAlignment { values.alignment }
    /// How lines break and what is cut when the text does not fit.
    open var lineBreakMode: NSLineBreakMode { values.lineBreakMode }
    /// Extra space between lines (added below each line but the last).
    open var lineSpacing: CGFloat { values.lineSpacing }
    /// Space after each paragraph.
    open var paragraphSpacing: CGFloat { values.paragraphSpacing }
    /// Space before each paragraph.
    open var paragraphSpacingBefore: CGFloat { values.paragraphSpacingBefore }
    /// The indent of each paragraph's first line from the leading edge.
    open var firstLineHeadIndent: CGFloat { values.firstLineHeadIndent }
    /// The indent of the other lines from the leading edge.
    open var headIndent: CGFloat { values.headIndent }
    /// Positive: the lines' trailing edge measured from the leading margin; zero or
    /// negative: the distance in from the trailing edge.
    open var tailIndent: CGFloat { values.tailIndent }
    /// The least height of a line (0: no minimum).
    open var minimumLineHeight: CGFloat { values.minimumLineHeight }
    /// The greatest height of a line (0: no maximum).
    open var maximumLineHeight: CGFloat { values.maximumLineHeight }
    /// A factor on the natural line height (0: none).
    open var lineHeightMultiple: CGFloat { values.lineHeightMultiple }
    /// The paragraph's direction (`.natural`: from its text).
    open var baseWritingDirection: NSWritingDirection { values.baseWritingDirection }
    /// How eagerly words are hyphenated at line ends, `0...1` (0: never, the default).
    open var hyphenationFactor: Float { values.hyphenationFactor }
    /// Whether characters may be drawn tighter before the text is truncated.
    open var allowsDefaultTighteningForTruncation: Bool { values.allowsDefaultTighteningForTruncation }

    /// An immutable copy.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSParagraphStyle()
        copy.values = values
        return copy
    }

    /// A mutable copy.
    open func mutableCopy(with zone: NSZone? = nil) -> Any {
        let copy = NSMutableParagraphStyle()
        copy.values = values
        return copy
    }

    /// Whether `object` is a paragraph style with the same values.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSParagraphStyle else { return false }
        return values == other.values
    }

    open override var hash: Int { values.hashValue }
}

/// A paragraph style whose values can be set.
open class NSMutableParagraphStyle: NSParagraphStyle {
    /// A default style to change.
    public override init() { super.init() }

    /// Copies every value of `other`.
    open func setParagraphStyle(_ other: NSParagraphStyle) { values = other.values }

    open override var alignment: NSTextAlignment {
        get { values.alignment } set { values.alignment = newValue }
    }
    open override var lineBreakMode: NSLineBreakMode {
        get { values.lineBreakMode } set { values.lineBreakMode = newValue }
    }
    open override var lineSpacing: CGFloat {
        get { values.lineSpacing } set { values.lineSpacing = max(0, newValue) }
    }
    open override var paragraphSpacing: CGFloat {
        get { values.paragraphSpacing } set { values.paragraphSpacing = max(0, newValue) }
    }
    open override var paragraphSpacingBefore: CGFloat {
        get { values.paragraphSpacingBefore } set { values.paragraphSpacingBefore = max(0, newValue) }
    }
    open override var firstLineHeadIndent: CGFloat {
        get { values.firstLineHeadIndent } set { values.firstLineHeadIndent = max(0, newValue) }
    }
    open override var headIndent: CGFloat {
        get { values.headIndent } set { values.headIndent = max(0, newValue) }
    }
    open override var tailIndent: CGFloat {
        get { values.tailIndent } set { values.tailIndent = newValue }
    }
    open override var minimumLineHeight: CGFloat {
        get { values.minimumLineHeight } set { values.minimumLineHeight = max(0, newValue) }
    }
    open override var maximumLineHeight: CGFloat {
        get { values.maximumLineHeight } set { values.maximumLineHeight = max(0, newValue) }
    }
    open override var lineHeightMultiple: CGFloat {
        get { values.lineHeightMultiple } set { values.lineHeightMultiple = max(0, newValue) }
    }
    open override var baseWritingDirection: NSWritingDirection {
        get { values.baseWritingDirection } set { values.baseWritingDirection = newValue }
    }
    open override var hyphenationFactor: Float {
        get { values.hyphenationFactor } set { values.hyphenationFactor = min(max(newValue, 0), 1) }
    }
    open override var allowsDefaultTighteningForTruncation: Bool {
        get { values.allowsDefaultTighteningForTruncation } set { values.allowsDefaultTighteningForTruncation = newValue }
    }
}
