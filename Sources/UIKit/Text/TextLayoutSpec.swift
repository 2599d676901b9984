import Foundation

/// A block of text to lay out: styled text, the width it wraps or truncates at, a line
/// limit, how lines break and how they align. The text engine's cache key: equal specs
/// give equal layouts, and a view draws the very spec it measured.
public struct TextLayoutSpec: Hashable, Sendable {
    /// The text and its runs.
    public var text: StyledText
    /// The width lines wrap (or truncate) at, in points; `nil`: lines break only at
    /// newlines.
    public var width: CGFloat?
    /// The most lines shown, 0 for no limit.
    public var maximumNumberOfLines: Int
    /// How lines break and what is cut (a paragraph style's mode wins over this one).
    public var lineBreakMode: NSLineBreakMode
    /// The alignment (a paragraph style's wins over this one).
    public var alignment: NSTextAlignment
    /// Whether characters may be drawn tighter (by up to 5% of the font size) before
    /// the text is truncated.
    public var allowsTightening: Bool

    /// A spec; a non-finite or negative width counts as none.
    public init(text: StyledText, width: CGFloat? = nil, maximumNumberOfLines: Int = 0,
                lineBreakMode: NSLineBreakMode = .byWordWrapping, alignment: NSTextAlignment = .natural,
                allowsTightening: Bool = false) {
        self.text = text
        self.width = width.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
        self.maximumNumberOfLines = max(0, maximumNumberOfLines)
        self.lineBreakMode = lineBreakMode
        self.alignment = alignment
        self.allowsTightening = allowsTightening
    }

    /// One font and colour, `string` plain.
    public init(_ string: String, font: UIFont, color: UIColor = .black, width: CGFloat? = nil,
                maximumNumberOfLines: Int = 0, lineBreakMode: NSLineBreakMode = .byWordWrapping,
                alignment: NSTextAlignment = .natural) {
        self.init(text: StyledText(string, style: TextRunStyle(font: font, foregroundColor: color)), width: width,
                  maximumNumberOfLines: maximumNumberOfLines, lineBreakMode: lineBreakMode, alignment: alignment)
    }

    /// The line-break mode in force: the paragraph style's, else the spec's.
    var effectiveLineBreakMode: NSLineBreakMode { text.paragraph?.lineBreakMode ?? lineBreakMode }
    /// The alignment in force: the paragraph style's, else the spec's.
    var effectiveAlignment: NSTextAlignment { text.paragraph?.alignment ?? alignment }

    /// The same spec at another width.
    func withWidth(_ width: CGFloat?) -> TextLayoutSpec {
        var copy = self
        copy.width = width.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
        return copy
    }
}

/// What laying out a ``TextLayoutSpec`` gives: the size, the baselines and the lines, in
/// points.
public struct TextLayoutMetrics: Hashable, Sendable {
    /// The width of the widest line and the height of all lines shown.
    public var size: CGSize
    /// The first line's baseline, from the top.
    public var firstBaseline: CGFloat
    /// The last line's baseline, from the top.
    public var lastBaseline: CGFloat
    /// The lines shown (without line-ending spaces and newlines), after the line limit.
    public var lines: [String]
    /// Whether text was cut off (by the line limit, or an ellipsis).
    public var isTruncated: Bool
    /// Whether the first paragraph runs right to left (its first strong character is
    /// Arabic, Hebrew…), which `.natural` alignment follows.
    public var isRightToLeft: Bool

    /// Metrics.
    public init(size: CGSize, firstBaseline: CGFloat, lastBaseline: CGFloat, lines: [String], isTruncated: Bool,
                isRightToLeft: Bool = false) {
        self.size = size
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
        self.lines = lines
        self.isTruncated = isTruncated
        self.isRightToLeft = isRightToLeft
    }

    /// The layout of no text.
    public static let empty = TextLayoutMetrics(size: .zero, firstBaseline: 0, lastBaseline: 0, lines: [], isTruncated: false)
}
