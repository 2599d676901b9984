import Foundation

/// Where views find their ``TextMeasuring``.
///
/// It is UIKit's Pango engine (``PangoTextMeasurer``) with or without a window: the X11
/// host draws the same layouts through Xft. Tests that need round numbers may install a
/// ``FixedAdvanceTextMeasurer``.
@preconcurrency @MainActor
public enum TextSystem {
    /// The measurer every text view uses.
    public static var measurer: any TextMeasuring = PangoTextMeasurer()
}

/// A test double: every character advances `advanceRatio × pointSize`, lines are
/// `(ascentRatio + descentRatio) × pointSize` high (like the Ahem test font Yoga uses),
/// lines break greedily at spaces. Views still draw through Pango; only the numbers are
/// made up, for tests whose expectations are arithmetic.
@preconcurrency @MainActor
public final class FixedAdvanceTextMeasurer: TextMeasuring {
    /// Advance of one character as a fraction of the point size.
    public let advanceRatio: CGFloat
    /// Ascent as a fraction of the point size.
    public let ascentRatio: CGFloat
    /// Descent as a fraction of the point size.
    public let descentRatio: CGFloat

    /// Creates a measurer; the defaults give an 0.6 em advance, 0.8 em ascent and
    /// 0.2 em descent (line height = 1 em).
    public init(advanceRatio: CGFloat = 0.6, ascentRatio: CGFloat = 0.8, descentRatio: CGFloat = 0.2) {
        self.advanceRatio = advanceRatio
        self.ascentRatio = ascentRatio
        self.descentRatio = descentRatio
    }

    public func metrics(for font: UIFont) -> FontMetrics {
        let ascent = (font.pointSize * ascentRatio).rounded()
        let descent = (font.pointSize * descentRatio).rounded()
        return FontMetrics(ascent: ascent, descent: descent, lineHeight: ascent + descent)
    }

    public func size(of string: String, font: UIFont, wrappingAt width: CGFloat?) -> CGSize {
        guard !string.isEmpty else { return .zero }
        let advance = font.pointSize * advanceRatio
        let lineHeight = metrics(for: font).lineHeight
        guard let width, width.isFinite, advance > 0 else {
            // Not wrapped: the lines are the paragraphs (what the breaker returns then),
            // counted in one pass (splitting made a substring per paragraph: 1.4 K
            // instructions a label in the stack benchmark's first layout).
            var paragraphs = 1, length = 0, longest = 0
            for character in string {
                if character == "\n" {
                    paragraphs += 1
                    length = 0
                } else {
                    length += 1
                    longest = max(longest, length)
                }
            }
            return CGSize(width: CGFloat(longest) * advance, height: CGFloat(paragraphs) * lineHeight)
        }
        let lines = wrap(string, advance: advance, width: width)
        var widest: CGFloat = 0
        for line in lines { widest = max(widest, CGFloat(line.characterCount) * advance) }
        return CGSize(width: widest, height: CGFloat(lines.count) * lineHeight)
    }

    public func lines(of string: String, font: UIFont, wrappingAt width: CGFloat?) -> [String] {
        wrap(string, advance: font.pointSize * advanceRatio, width: width)
    }

    /// The shared line breaker, with every character `advance` wide.
    func wrap(_ string: String, advance: CGFloat, width: CGFloat?) -> [String] {
        FixedAdvanceLineBreaker(spaceWidth: advance) { CGFloat($0.characterCount) * advance }
            .lines(of: string, maxWidth: advance > 0 ? width : nil).map(\.text)
    }
}
