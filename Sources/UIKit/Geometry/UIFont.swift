import Foundation

/// A font as a descriptor: family, size and weight. The host resolves it to a real font
/// (Xft on X11) when it measures or draws text.
public struct UIFont: Hashable, Sendable, CustomStringConvertible {
    /// A font weight, on UIKit's scale (`regular` = 0, `bold` = 0.4).
    public struct Weight: Hashable, Sendable, Comparable {
        /// The numeric weight, `-1...1`.
        public var rawValue: CGFloat
        /// Creates a weight.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)
        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// The family name the host looks up (for example `"DejaVu Sans"`); `systemFamilyName`
    /// means the host's default user-interface font.
    public var familyName: String
    /// The size in points (pixels at scale 1). Never negative.
    public var pointSize: CGFloat
    /// The weight.
    public var weight: Weight
    /// Whether an italic face is wanted.
    public var isItalic: Bool

    /// The family name standing for the host's default user-interface font.
    public static let systemFamilyName = "system-ui"
    /// The size UIKit uses for body text.
    public static let systemFontSize: CGFloat = 17
    /// The size UIKit uses for labels.
    public static let labelFontSize: CGFloat = 17

    /// Creates a descriptor. A negative or non-finite size becomes `systemFontSize`.
    public init(familyName: String, pointSize: CGFloat, weight: Weight = .regular, isItalic: Bool = false) {
        self.familyName = familyName
        self.pointSize = pointSize.isFinite && pointSize >= 0 ? pointSize : UIFont.systemFontSize
        self.weight = weight
        self.isItalic = isItalic
    }

    /// A named font. Returns `nil` for an empty name. The name is not checked against
    /// installed fonts; the host falls back to its default face for an unknown family.
    public init?(name: String, size: CGFloat) {
        guard !name.isEmpty else { return nil }
        self.init(familyName: name, pointSize: size)
    }

    /// The system font at `size`.
    public static func systemFont(ofSize size: CGFloat) -> UIFont {
        UIFont(familyName: systemFamilyName, pointSize: size)
    }

    /// The system font at `size` and `weight`.
    public static func systemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
        UIFont(familyName: systemFamilyName, pointSize: size, weight: weight)
    }

    /// The bold system font at `size`.
    public static func boldSystemFont(ofSize size: CGFloat) -> UIFont {
        UIFont(familyName: systemFamilyName, pointSize: size, weight: .bold)
    }

    /// The same font at another size.
    public func withSize(_ size: CGFloat) -> UIFont {
        UIFont(familyName: familyName, pointSize: size, weight: weight, isItalic: isItalic)
    }

    public var description: String {
        "UIFont('\(familyName)' \(pointSize.formattedG)pt weight \(weight.rawValue.formattedG)\(isItalic ? " italic" : ""))"
    }
}

extension UIFont {
    /// The distance from the baseline to the top of the tallest glyphs, from the current
    /// ``TextSystem/measurer``.
    @MainActor public var ascender: CGFloat { TextSystem.measurer.metrics(for: self).ascent }
    /// The distance from the baseline to the bottom of the lowest glyphs, as a negative
    /// number (UIKit's sign), from the current ``TextSystem/measurer``.
    @MainActor public var descender: CGFloat { -TextSystem.measurer.metrics(for: self).descent }
    /// The distance between consecutive baselines, from the current ``TextSystem/measurer``.
    @MainActor public var lineHeight: CGFloat { TextSystem.measurer.metrics(for: self).lineHeight }
}
