import Foundation

/// The default ``TextMeasuring``: UIKit's Pango text engine, headless, with or without a
/// window (the X11 host draws the same layouts through Xft, with the same numbers).
///
/// Layouts are cached by spec (string, attributes, width, line limit, break mode,
/// alignment), so a label measured, laid out and drawn at one width costs one Pango
/// layout; a wrap width at least the text's unwrapped width reuses the unwrapped result
/// when it is known (a one-line result at a width is recorded as the unwrapped one).
@preconcurrency @MainActor
public final class PangoTextMeasurer: TextMeasuring {
    private var cache: [Key: TextLayoutMetrics] = [:]
    private static let cacheLimit = 20_000

    /// A measurer on UIKit's shared engine.
    public init() {}

    public func metrics(for font: UIFont) -> FontMetrics {
        PangoTextEngine.shared.fontMetrics(for: font)
    }

    public func size(of string: String, font: UIFont, wrappingAt width: CGFloat?) -> CGSize {
        guard !string.isEmpty else { return .zero }
        return layout(TextLayoutSpec(string, font: font, width: width)).size
    }

    public func lines(of string: String, font: UIFont, wrappingAt width: CGFloat?) -> [String] {
        guard !string.isEmpty else { return [] }
        return layout(TextLayoutSpec(string, font: font, width: width)).lines
    }

    public func layout(_ spec: TextLayoutSpec) -> TextLayoutMetrics {
        // The text is hashed once for the lookups below (a table row's paragraph would
        // otherwise be hashed for each).
        let textHash = spec.text.hashValue
        let key = Key(spec, textHash: textHash)
        if let cached = cache[key] { return cached }
        // A width the unwrapped text fits in changes nothing for text that is not
        // truncated: reuse the unwrapped layout when it is known.
        let plain = !spec.allowsTightening && spec.text.paragraph == nil
        if plain, let width = spec.width, let unwrapped = cache[Key(spec.withWidth(nil), textHash: textHash)],
           unwrapped.size.width <= width && !unwrapped.isTruncated {
            cache[key] = unwrapped
            return unwrapped
        }
        let metrics = PangoTextEngine.shared.metrics(of: spec)
        if cache.count >= PangoTextMeasurer.cacheLimit { cache.removeAll(keepingCapacity: true) }
        cache[key] = metrics
        // One whole line at a width is the unwrapped layout too.
        if plain, spec.width != nil, metrics.lines.count == 1, !metrics.isTruncated, !spec.text.string.utf8.contains(0x0A) {
            cache[Key(spec.withWidth(nil), textHash: textHash)] = metrics
        }
        return metrics
    }

    /// A cache key: a spec with its text's hash, computed once per lookup.
    private struct Key: Hashable {
        let spec: TextLayoutSpec
        let textHash: Int

        init(_ spec: TextLayoutSpec, textHash: Int) {
            self.spec = spec
            self.textHash = textHash
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(textHash)
            hasher.combine(spec.width)
            hasher.combine(spec.maximumNumberOfLines)
            hasher.combine(spec.lineBreakMode)
            hasher.combine(spec.alignment)
            hasher.combine(spec.allowsTightening)
        }

        static func == (lhs: Key, rhs: Key) -> Bool { lhs.textHash == rhs.textHash && lhs.spec == rhs.spec }
    }
}
