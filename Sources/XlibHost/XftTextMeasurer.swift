import Foundation
import UIKit

/// UIKit's `TextMeasuring` answered with Xft and fontconfig.
///
/// Width is the sum of advances (`xOff`), never the ink box; a line is ascent + descent
/// high; results are in points (pixels ÷ the display's scale). Sizes and wrapped lines
/// are cached per string, font and wrap width, so a warm measurement (a label measured,
/// laid out and drawn at one width) is one dictionary lookup.
@preconcurrency @MainActor
public final class XftTextMeasurer: TextMeasuring {
    private let display: XlibDisplay
    private struct Key: Hashable {
        var string: String
        var font: UIFont
        var width: CGFloat?
    }
    /// A string's wrapped lines and its size, made together and cached together.
    private struct Layout {
        var lines: [String]
        var size: CGSize
    }
    private var cache: [Key: Layout] = [:]
    private static let cacheLimit = 20_000

    init(display: XlibDisplay) {
        self.display = display
    }

    private var scale: CGFloat { display.scale }

    public func metrics(for font: UIFont) -> FontMetrics {
        let face = display.fonts.face(for: font)
        return FontMetrics(ascent: CGFloat(face.ascent) / scale, descent: CGFloat(face.descent) / scale,
                           lineHeight: CGFloat(face.lineHeight) / scale)
    }

    public func size(of string: String, font: UIFont, wrappingAt width: CGFloat?) -> CGSize {
        guard !string.isEmpty else { return .zero }
        return layout(of: string, font: font, wrappingAt: width).size
    }

    /// The lines `string` breaks into at `width` points (`nil`: only at `"\n"`), as drawn
    /// by the host's drawing context, for views that draw wrapped text.
    public func lines(of string: String, font: UIFont, wrappingAt width: CGFloat?) -> [String] {
        layout(of: string, font: font, wrappingAt: width).lines
    }

    private func layout(of string: String, font: UIFont, wrappingAt width: CGFloat?) -> Layout {
        let wrap = width.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
        let key = Key(string: string, font: font, width: wrap)
        if let cached = cache[key] { return cached }
        let face = display.fonts.face(for: font)
        let lines = XftTextMeasurer.lines(of: string, face: face, maxWidth: wrap.map { $0 * scale })
        let widest = lines.map(\.width).max() ?? 0
        let layout = Layout(lines: lines.map(\.text),
                            size: CGSize(width: CGFloat(widest) / scale, height: CGFloat(lines.count * face.lineHeight) / scale))
        if cache.count >= XftTextMeasurer.cacheLimit { cache.removeAll(keepingCapacity: true) }
        cache[key] = layout
        return layout
    }

    /// The resolved family of `font` (fontconfig substitutes silently).
    public func resolvedFamilyName(for font: UIFont) -> String {
        display.fonts.face(for: font).resolvedFamily
    }

    /// The lines of `string` in pixels, broken by UIKit's shared ``GreedyLineBreaker``
    /// with this face's advances (widths add up, as the drawing context places them).
    static func lines(of string: String, face: XftFace, maxWidth: CGFloat?) -> [(text: String, width: Int)] {
        GreedyLineBreaker(spaceWidth: CGFloat(face.advance(of: 0x20))) { CGFloat(face.width(of: $0.unicodeScalars)) }
            .lines(of: string, maxWidth: maxWidth)
            .map { ($0.text, Int($0.width.rounded())) }
    }
}
