import Foundation

/// The default ``TextMeasuring``: UIKit's Pango text engine, headless, with or without a
/// window (the X11 host draws the same layouts through Xft, with the same numbers).
///
/// Layouts are cached by spec (string, attributes, width, line limit, break mode,
/// alignment), so a label measured, laid out and drawn at one width costs one Pango
/// layout; a wrap width at least the text's unwrapped width reuses the unwrapped result
/// when it is known (a one-line result at a width is recorded as the unwrapped one), and
/// a text whose estimated width is within the wrap width is laid out unwrapped first.
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
        // truncated: reuse the unwrapped layout when it is known, or lay the text out
        // unwrapped first when it probably fits.
        let plain = !spec.allowsTightening && spec.text.paragraph == nil
        if plain, let width = spec.width, let unwrapped = unwrappedLayout(of: spec, textHash: textHash, width: width),
           unwrapped.size.width <= width && !unwrapped.isTruncated {
            store(unwrapped, for: key)
            return unwrapped
        }
        let metrics = PangoTextEngine.shared.metrics(of: spec)
        store(metrics, for: key)
        // One whole line at a width is the unwrapped layout too.
        if plain, spec.width != nil, metrics.lines.count == 1, !metrics.isTruncated, !spec.text.string.utf8.contains(0x0A) {
            store(metrics, for: Key(spec.withWidth(nil), textHash: textHash))
        }
        return metrics
    }

    /// The unwrapped layout of `spec` when it is cached, or when the text's estimated
    /// width is within `width` (then it is laid out now and cached): a text that fits
    /// is one Pango layout either way, but Pango 1.50 shapes each item of a wrapped
    /// layout twice even when it fits (once to measure it, once more to place it), and
    /// an unwrapped one once: a one-line paragraph costs about a third less unwrapped.
    /// `nil` when the text is estimated not to fit.
    private func unwrappedLayout(of spec: TextLayoutSpec, textHash: Int, width: CGFloat) -> TextLayoutMetrics? {
        let unwrapped = spec.withWidth(nil)
        let key = Key(unwrapped, textHash: textHash)
        if let cached = cache[key] { return cached }
        guard let estimate = PangoTextEngine.shared.estimatedWidth(of: spec.text), estimate <= width else { return nil }
        let metrics = PangoTextEngine.shared.metrics(of: unwrapped)
        store(metrics, for: key)
        return metrics
    }

    private func store(_ metrics: TextLayoutMetrics, for key: Key) {
        if cache.count >= PangoTextMeasurer.cacheLimit { cache.removeAll(keepingCapacity: true) }
        cache[key] = metrics
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
