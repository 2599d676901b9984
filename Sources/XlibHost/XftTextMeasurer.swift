import Foundation
import UIKit

/// UIKit's ``TextMeasuring`` answered with Xft and fontconfig.
///
/// Width is the sum of advances (`xOff`), never the ink box; a line is ascent + descent
/// high; results are in points (pixels ÷ ``XlibDisplay/scale``). Results are cached per
/// string, font and wrap width, so a warm measurement is one dictionary lookup.
@MainActor
public final class XftTextMeasurer: TextMeasuring {
    private let display: XlibDisplay
    private struct Key: Hashable {
        var string: String
        var font: UIFont
        var width: CGFloat?
    }
    private var cache: [Key: CGSize] = [:]
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
        let wrap = width.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
        let key = Key(string: string, font: font, width: wrap)
        if let cached = cache[key] { return cached }
        let face = display.fonts.face(for: font)
        let lines = XftTextMeasurer.lines(of: string, face: face, maxWidth: wrap.map { $0 * scale })
        let widest = lines.map(\.width).max() ?? 0
        let size = CGSize(width: CGFloat(widest) / scale, height: CGFloat(lines.count * face.lineHeight) / scale)
        if cache.count >= XftTextMeasurer.cacheLimit { cache.removeAll(keepingCapacity: true) }
        cache[key] = size
        return size
    }

    /// The lines `string` breaks into at `width` points (`nil`: only at `"\n"`), as drawn
    /// by ``XlibDrawingContext``, for views that draw wrapped text.
    public func lines(of string: String, font: UIFont, wrappingAt width: CGFloat?) -> [String] {
        let face = display.fonts.face(for: font)
        let wrap = width.flatMap { $0.isFinite && $0 >= 0 ? $0 * scale : nil }
        return XftTextMeasurer.lines(of: string, face: face, maxWidth: wrap).map(\.text)
    }

    /// The resolved family of `font` (fontconfig substitutes silently).
    public func resolvedFamilyName(for font: UIFont) -> String {
        display.fonts.face(for: font).resolvedFamily
    }

    /// Greedy word wrapping in pixels: spaces separate words; a word wider than the line
    /// alone is broken between characters. `"\n"` always breaks.
    static func lines(of string: String, face: XftFace, maxWidth: CGFloat?) -> [(text: String, width: Int)] {
        let paragraphs = string.split(separator: "\n", omittingEmptySubsequences: false)
        guard let maxWidth else {
            return paragraphs.map { (String($0), face.width(of: $0.unicodeScalars)) }
        }
        // Pixel widths are whole numbers; the tolerance keeps a line exactly as wide as the
        // limit (a label at its intrinsic width) on one line despite float noise.
        let limit = maxWidth + 0.01
        let space = face.advance(of: 0x20)
        var lines: [(text: String, width: Int)] = []
        for paragraph in paragraphs {
            var current = ""
            var currentWidth = 0
            var hasCurrent = false
            for wordSlice in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
                var word = String(wordSlice)
                var wordWidth = face.width(of: word.unicodeScalars)
                let candidateWidth = hasCurrent ? currentWidth + space + wordWidth : wordWidth
                if CGFloat(candidateWidth) <= limit {
                    current = hasCurrent ? current + " " + word : word
                    currentWidth = candidateWidth
                    hasCurrent = true
                    continue
                }
                if hasCurrent { lines.append((current, currentWidth)) }
                current = ""; currentWidth = 0; hasCurrent = false
                // Break a word that is wider than a line on its own, between characters.
                while CGFloat(wordWidth) > limit && word.count > 1 {
                    var prefix = ""
                    var prefixWidth = 0
                    for character in word {
                        let w = face.width(of: character.unicodeScalars)
                        if !prefix.isEmpty && CGFloat(prefixWidth + w) > limit { break }
                        prefix.append(character)
                        prefixWidth += w
                    }
                    lines.append((prefix, prefixWidth))
                    word = String(word.dropFirst(prefix.count))
                    wordWidth -= prefixWidth
                }
                current = word
                currentWidth = wordWidth
                hasCurrent = true
            }
            lines.append((current, currentWidth))
        }
        return lines
    }
}
