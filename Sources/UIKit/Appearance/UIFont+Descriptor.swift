internal import CPango
import Foundation

extension UIFont {
    /// A font from `descriptor` at `pointSize` (0: the descriptor's size, else 17).
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        let resolved = descriptor.resolved
        let size = pointSize > 0 ? pointSize : (resolved.pointSize > 0 ? resolved.pointSize : UIFont.systemFontSize)
        self.init(familyName: resolved.family, pointSize: size, weight: resolved.weight,
                  isItalic: resolved.traits.contains(.traitItalic), textStyle: resolved.textStyle,
                  isCondensed: resolved.traits.contains(.traitCondensed))
    }

    /// The font's descriptor: family, size, traits and text style.
    public var fontDescriptor: UIFontDescriptor {
        var traits: UIFontDescriptor.SymbolicTraits = []
        if isItalic { traits.insert(.traitItalic) }
        if weight >= .bold { traits.insert(.traitBold) }
        if isCondensed { traits.insert(.traitCondensed) }
        if familyName == UIFont.monospacedFamilyName { traits.insert(.traitMonoSpace) }
        var attributes: [UIFontDescriptor.AttributeName: Any] = [
            .family: familyName, .size: pointSize,
            .traits: [UIFontDescriptor.TraitKey.symbolic: traits.rawValue, .weight: weight.rawValue],
        ]
        if let textStyle { attributes[.textStyle] = textStyle }
        return UIFontDescriptor(fontAttributes: attributes)
    }

    /// The monospaced system font (DejaVu Sans Mono) at `size` and `weight`.
    public class func monospacedSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
        UIFont(familyName: monospacedFamilyName, pointSize: size, weight: weight)
    }

    /// The system font whose digits all have the same width, at `size` and `weight`
    /// (DejaVu Sans's digits already do).
    public class func monospacedDigitSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
        UIFont(familyName: systemFamilyName, pointSize: size, weight: weight)
    }

    /// The installed font families (fontconfig's), sorted.
    @preconcurrency @MainActor public class var familyNames: [String] {
        PangoFontCatalog.familyNames()
    }

    /// The faces of `familyName` as font names ("DejaVu Sans Bold"), sorted; empty for a
    /// family that is not installed.
    @preconcurrency @MainActor public class func fontNames(forFamilyName familyName: String) -> [String] {
        PangoFontCatalog.faceNames(of: familyName)
    }

    /// The family, weight and slant a font name gives: "DejaVu Sans Bold",
    /// "Helvetica-BoldOblique" (PostScript style) or a plain family name.
    static func parse(name: String) -> (family: String, weight: Weight, italic: Bool) {
        var words = name.replacingOccurrences(of: "-", with: " ").split(separator: " ").map(String.init)
        var weight = Weight.regular
        var italic = false
        let weights: [String: Weight] = ["thin": .thin, "ultralight": .ultraLight, "extralight": .ultraLight, "light": .light,
                                         "regular": .regular, "book": .regular, "medium": .medium, "semibold": .semibold,
                                         "demibold": .semibold, "bold": .bold, "heavy": .heavy, "black": .black]
        while let last = words.last?.lowercased(), words.count > 1 {
            if let value = weights[last] { weight = value }
            else if last == "italic" || last == "oblique" { italic = true }
            else if last.hasSuffix("italic") || last.hasSuffix("oblique"), let value = weights[String(last.dropLast(last.hasSuffix("italic") ? 6 : 7))] {
                weight = value
                italic = true
            } else { break }
            words.removeLast()
        }
        return (words.joined(separator: " "), weight, italic)
    }
}

/// The families and faces fontconfig has, through Pango's headless font map.
@preconcurrency @MainActor
enum PangoFontCatalog {
    static func familyNames() -> [String] {
        families().map(\.name).sorted()
    }

    static func faceNames(of family: String) -> [String] {
        guard let match = families().first(where: { $0.name.caseInsensitiveCompare(family) == .orderedSame }) else { return [] }
        var faces: UnsafeMutablePointer<UnsafeMutablePointer<PangoFontFace>?>?
        var count: Int32 = 0
        pango_font_family_list_faces(match.handle, &faces, &count)
        defer { g_free(faces) }
        var names: [String] = []
        for index in 0..<Int(count) {
            guard let face = faces?[index], let name = pango_font_face_get_face_name(face) else { continue }
            let faceName = String(cString: name)
            names.append(faceName == "Book" || faceName == "Regular" ? match.name : "\(match.name) \(faceName)")
        }
        return names.sorted()
    }

    private static func families() -> [(name: String, handle: UnsafeMutablePointer<PangoFontFamily>)] {
        guard let fontMap = pango_context_get_font_map(PangoTextEngine.shared.context) else { return [] }
        var families: UnsafeMutablePointer<UnsafeMutablePointer<PangoFontFamily>?>?
        var count: Int32 = 0
        pango_font_map_list_families(fontMap, &families, &count)
        defer { g_free(families) }
        var result: [(String, UnsafeMutablePointer<PangoFontFamily>)] = []
        for index in 0..<Int(count) {
            guard let family = families?[index], let name = pango_font_family_get_name(family) else { continue }
            result.append((String(cString: name), family))
        }
        return result
    }
}
