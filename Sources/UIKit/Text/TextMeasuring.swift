import Foundation

/// Vertical metrics of a font, in points, all non-negative.
public struct FontMetrics: Hashable, Sendable {
    /// Distance from the baseline up to the top of the line box.
    public var ascent: CGFloat
    /// Distance from the baseline down to the bottom of the line box (positive).
    public var descent: CGFloat
    /// Distance between consecutive baselines (ascent + descent + leading).
    public var lineHeight: CGFloat

    /// Creates metrics.
    public init(ascent: CGFloat, descent: CGFloat, lineHeight: CGFloat) {
        self.ascent = ascent
        self.descent = descent
        self.lineHeight = lineHeight
    }
}

/// Measures text for views' intrinsic sizes and baselines: UIKit's Pango engine
/// (``PangoTextMeasurer``, the default) or a test double.
///
/// Implementations must be deterministic for a given font and string.
@preconcurrency @MainActor
public protocol TextMeasuring: AnyObject {
    /// The size of `string` set in `font`.
    ///
    /// - Parameters:
    ///   - string: the text; `"\n"` starts a new line.
    ///   - font: the font.
    ///   - width: the width to wrap at, or `nil` for no wrapping.
    /// - Returns: the width of the widest line and the height of all lines; `.zero` for an
    ///   empty string.
    func size(of string: String, font: UIFont, wrappingAt width: CGFloat?) -> CGSize

    /// The vertical metrics of `font`.
    func metrics(for font: UIFont) -> FontMetrics

    /// The lines `string` breaks into when set in `font` and wrapped at `width`
    /// (`nil`: only at `"\n"`), without their line-ending spaces.
    func lines(of string: String, font: UIFont, wrappingAt width: CGFloat?) -> [String]

    /// The size, baselines and lines of a styled block of text. The default measures the
    /// plain string in the first run's font with the three methods above.
    func layout(_ spec: TextLayoutSpec) -> TextLayoutMetrics
}

extension TextMeasuring {
    public func layout(_ spec: TextLayoutSpec) -> TextLayoutMetrics {
        let string = spec.text.string
        guard !string.isEmpty else { return .empty }
        let font = spec.text.firstStyle.font
        let metrics = metrics(for: font)
        var lines = lines(of: string, font: font, wrappingAt: spec.width)
        var truncated = false
        if spec.maximumNumberOfLines > 0 && lines.count > spec.maximumNumberOfLines {
            lines = Array(lines.prefix(spec.maximumNumberOfLines))
            truncated = true
        }
        var widest: CGFloat = 0
        for line in lines { widest = max(widest, size(of: line, font: font, wrappingAt: nil).width) }
        if let width = spec.width, widest > width {
            truncated = truncated || spec.effectiveLineBreakMode.truncates
            if spec.effectiveLineBreakMode.truncates { widest = width }
        }
        let count = CGFloat(max(lines.count, 1))
        return TextLayoutMetrics(size: CGSize(width: widest, height: count * metrics.lineHeight),
                                 firstBaseline: metrics.ascent, lastBaseline: (count - 1) * metrics.lineHeight + metrics.ascent,
                                 lines: lines, isTruncated: truncated)
    }
}

extension NSLineBreakMode {
    /// Whether the mode cuts text with an ellipsis.
    var truncates: Bool { [.byTruncatingHead, .byTruncatingMiddle, .byTruncatingTail].contains(self) }
}
