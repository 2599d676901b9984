import Foundation

/// Vertical metrics of a font, in points, all non-negative.
public struct FontMetrics: Hashable, Sendable {
    /// Distance from the baseline up to the top of the tallest glyphs.
    public var ascent: CGFloat
    /// Distance from the baseline down to the bottom of the lowest glyphs (positive).
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

/// Measures text: what the host's font machinery (Xft on X11) implements so that text
/// views get intrinsic sizes and baselines. The core never touches fonts itself.
///
/// This is the seam Yoga calls a measure function and dmenu calls `TEXTW`: the core asks,
/// the host answers. Implementations must be deterministic for a given font and string.
@preconcurrency @MainActor
public protocol TextMeasuring: AnyObject {
    /// The size of `string` set in `font`.
    ///
    /// - Parameters:
    ///   - string: the text; `"\n"` starts a new line.
    ///   - font: the font descriptor to resolve.
    ///   - width: the width to wrap at (word wrapping, breaking inside a word only when a
    ///     word alone is wider), or `nil` for no wrapping.
    /// - Returns: the width of the widest line and the height of all lines
    ///   (`lines × lineHeight`); `.zero` for an empty string. The lines are those of
    ///   ``lines(of:font:wrappingAt:)`` at the same width: a label whose lines all show
    ///   takes this width as its own.
    func size(of string: String, font: UIFont, wrappingAt width: CGFloat?) -> CGSize

    /// The vertical metrics of `font`.
    func metrics(for font: UIFont) -> FontMetrics

    /// The lines `string` breaks into when set in `font` and wrapped at `width`
    /// (`nil`: only at `"\n"`), without their line-ending spaces. A default
    /// implementation wraps with ``GreedyLineBreaker`` using ``size(of:font:wrappingAt:)``;
    /// a measurer should give the same breaks as its `size(of:…)` does.
    func lines(of string: String, font: UIFont, wrappingAt width: CGFloat?) -> [String]
}

extension TextMeasuring {
    public func lines(of string: String, font: UIFont, wrappingAt width: CGFloat?) -> [String] {
        let breaker = GreedyLineBreaker(spaceWidth: size(of: " ", font: font, wrappingAt: nil).width) { [self] run in
            size(of: String(run), font: font, wrappingAt: nil).width
        }
        return breaker.lines(of: string, maxWidth: width).map(\.text)
    }
}
