internal import CPango
import Foundation

/// Pango font descriptions for ``UIFont``s, made once per font and scale.
///
/// The system family is "DejaVu Sans" (then fontconfig's `sans-serif`); a named family is
/// given to fontconfig as it is, which falls back to its default sans-serif face for a
/// family it does not know. Sizes are absolute pixels (`pointSize × scale`), so the
/// display's DPI never changes them.
@preconcurrency @MainActor
enum PangoFontDescriptions {
    private struct Key: Hashable {
        var font: UIFont
        var scale: CGFloat
    }
    /// Kept for the process's life: a few dozen fonts at most.
    private static var cache: [Key: OpaquePointer] = [:]

    /// The description of `font` at `scale` (owned by the cache: never free it).
    static func description(for font: UIFont, scale: CGFloat) -> OpaquePointer {
        let key = Key(font: font, scale: scale)
        if let cached = cache[key] { return cached }
        let description = pango_font_description_new()!
        pango_font_description_set_family(description, family(of: font))
        pango_font_description_set_absolute_size(description, Double(max(font.pointSize * scale, 0.5)) * Double(PANGO_SCALE))
        pango_font_description_set_weight(description, weight(font.weight))
        pango_font_description_set_style(description, font.isItalic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        if font.isCondensed { pango_font_description_set_stretch(description, PANGO_STRETCH_CONDENSED) }
        cache[key] = description
        return description
    }

    /// The fontconfig family list for `font`: its family (DejaVu Sans after a named one
    /// fontconfig may not have), then Droid Sans Fallback for
    /// Chinese and Japanese (named, so that a Korean font with some Han characters,
    /// ranked before it by fontconfig, never takes Chinese text from it), then the generic
    /// family, whose fallbacks cover the other scripts.
    static func family(of font: UIFont) -> String {
        switch font.familyName {
        case UIFont.systemFamilyName: "DejaVu Sans,\(hanFallback),sans-serif"
        case UIFont.monospacedFamilyName: "DejaVu Sans Mono,\(hanFallback),monospace"
        case UIFont.serifFamilyName: "DejaVu Serif,\(hanFallback),serif"
        default: "\(font.familyName),DejaVu Sans,\(hanFallback),sans-serif"
        }
    }

    /// The face Chinese and Japanese fall back to (`fonts-droid-fallback`).
    static let hanFallback = "Droid Sans Fallback"

    /// Pango's weight for UIKit's weight scale.
    static func weight(_ weight: UIFont.Weight) -> PangoWeight {
        switch weight.rawValue {
        case ..<(-0.7): PANGO_WEIGHT_ULTRALIGHT
        case ..<(-0.5): PANGO_WEIGHT_THIN
        case ..<(-0.2): PANGO_WEIGHT_LIGHT
        case ..<0.15: PANGO_WEIGHT_NORMAL
        case ..<0.27: PANGO_WEIGHT_MEDIUM
        case ..<0.35: PANGO_WEIGHT_SEMIBOLD
        case ..<0.5: PANGO_WEIGHT_BOLD
        case ..<0.6: PANGO_WEIGHT_ULTRABOLD
        default: PANGO_WEIGHT_HEAVY
        }
    }
}
