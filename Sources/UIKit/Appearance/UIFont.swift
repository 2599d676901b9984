import Foundation

/// A font as a descriptor: family, size and weight. The host resolves it to a real font
/// (Xft on X11) when it measures or draws text.
///
/// A class rooted in `NSObject`, as UIKit's is: `==` is ``isEqual(_:)`` (same family,
/// size, weight, slant and text style), and `hash` agrees with it. Instances are
/// immutable; ``withSize(_:)`` returns another one.
///
/// `@unchecked Sendable` is honest: every stored property is a `let` of a `Sendable` type,
/// so an instance can be shared between threads, as Apple's can.
open class UIFont: NSObject, @unchecked Sendable {
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
    public let familyName: String
    /// The size in points (pixels at scale 1). Never negative.
    public let pointSize: CGFloat
    /// The weight.
    public let weight: Weight
    /// Whether an italic face is wanted.
    public let isItalic: Bool
    /// The Dynamic Type style the font was made for (``preferredFont(forTextStyle:)``),
    /// which labels with `adjustsFontForContentSizeCategory` follow; `nil` for others.
    public let textStyle: TextStyle?
    /// Whether a condensed face is wanted.
    public let isCondensed: Bool

    /// The family name standing for the host's default user-interface font (DejaVu Sans).
    public static let systemFamilyName = "system-ui"
    /// The family name standing for the default monospaced font (DejaVu Sans Mono).
    public static let monospacedFamilyName = "ui-monospace"
    /// The family name standing for the default serif font (DejaVu Serif).
    public static let serifFamilyName = "ui-serif"
    /// The size UIKit uses for body text.
    open class var systemFontSize: CGFloat { 17 }
    /// The size UIKit uses for labels.
    open class var labelFontSize: CGFloat { 17 }
    /// The size UIKit uses for buttons.
    open class var buttonFontSize: CGFloat { 18 }
    /// The size UIKit uses for small text.
    open class var smallSystemFontSize: CGFloat { 12 }

    /// Creates a descriptor. A negative or non-finite size becomes `systemFontSize`. A font
    /// with a `textStyle` follows the content size category in labels and text fields
    /// that adjust for it (``preferredFont(forTextStyle:)`` makes such fonts).
    public init(familyName: String, pointSize: CGFloat, weight: Weight = .regular, isItalic: Bool = false,
                textStyle: TextStyle? = nil, isCondensed: Bool = false) {
        self.familyName = familyName
        self.pointSize = pointSize.isFinite && pointSize >= 0 ? pointSize : UIFont.systemFontSize
        self.weight = weight
        self.isItalic = isItalic
        self.textStyle = textStyle
        self.isCondensed = isCondensed
        super.init()
    }

    /// A named font: a family ("DejaVu Serif"), a family and style ("DejaVu Sans Bold
    /// Oblique") or a PostScript-style name ("Helvetica-BoldOblique"). Returns `nil` for an
    /// empty name. Fontconfig resolves the family when text is laid out; a family it does
    /// not have falls back to its `sans-serif` face (DejaVu Sans).
    public convenience init?(name: String, size: CGFloat) {
        guard !name.isEmpty else { return nil }
        let parsed = UIFont.parse(name: name)
        self.init(familyName: parsed.family, pointSize: size, weight: parsed.weight, isItalic: parsed.italic)
    }

    /// The system font at `size`.
    open class func systemFont(ofSize size: CGFloat) -> UIFont {
        UIFont(familyName: systemFamilyName, pointSize: size)
    }

    /// The system font at `size` and `weight`.
    open class func systemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
        UIFont(familyName: systemFamilyName, pointSize: size, weight: weight)
    }

    /// The font for a Dynamic Type text style, at the default content size category
    /// (Large): UIKit's sizes and weights (body 17, headline 17 semibold, title1 28 …).
    open class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// The font for a Dynamic Type text style at the content size category of
    /// `traitCollection` (Large when it is `nil` or leaves the category unspecified), with
    /// the sizes of Apple's Human Interface Guidelines.
    open class func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let (_, weight) = style.defaultSizeAndWeight
        let category = traitCollection?.preferredContentSizeCategory ?? .large
        return UIFont(familyName: systemFamilyName, pointSize: style.pointSize(for: category), weight: weight,
                      isItalic: false, textStyle: style)
    }

    /// The bold system font at `size`.
    open class func boldSystemFont(ofSize size: CGFloat) -> UIFont {
        UIFont(familyName: systemFamilyName, pointSize: size, weight: .bold)
    }

    /// The italic system font at `size`.
    open class func italicSystemFont(ofSize size: CGFloat) -> UIFont {
        UIFont(familyName: systemFamilyName, pointSize: size, isItalic: true)
    }

    /// The same font at another size.
    open func withSize(_ size: CGFloat) -> UIFont {
        UIFont(familyName: familyName, pointSize: size, weight: weight, isItalic: isItalic, isCondensed: isCondensed)
    }

    /// Whether `object` is a font with the same family, size, weight, slant and text style.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        if other === self { return true }
        return familyName == other.familyName && pointSize == other.pointSize && weight == other.weight
            && isItalic == other.isItalic && textStyle == other.textStyle && isCondensed == other.isCondensed
    }

    /// A hash that agrees with ``isEqual(_:)``.
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(familyName)
        hasher.combine(pointSize)
        hasher.combine(weight)
        hasher.combine(isItalic)
        hasher.combine(textStyle)
        hasher.combine(isCondensed)
        return hasher.finalize()
    }

    /// `UIFont('system-ui' 17pt weight 0)`.
    open override var description: String {
        "UIFont('\(familyName)' \(pointSize.formattedG)pt weight \(weight.rawValue.formattedG)\(isItalic ? " italic" : ""))"
    }
}

/// A font is immutable, so a copy is the font itself (as UIKit's is).
extension UIFont: NSCopying {
    /// The font itself.
    public func copy(with zone: NSZone?) -> Any { self }
}

extension UIFont {
    /// The distance from the baseline to the top of the line box, from the current
    /// ``TextSystem/measurer``.
    @preconcurrency @MainActor public var ascender: CGFloat { TextSystem.measurer.metrics(for: self).ascent }
    /// The distance from the baseline to the bottom of the lowest glyphs, as a negative
    /// number (UIKit's sign), from the current ``TextSystem/measurer``.
    @preconcurrency @MainActor public var descender: CGFloat { -TextSystem.measurer.metrics(for: self).descent }
    /// The distance between consecutive baselines, from the current ``TextSystem/measurer``.
    @preconcurrency @MainActor public var lineHeight: CGFloat { TextSystem.measurer.metrics(for: self).lineHeight }
}

extension UIFont {
    /// A Dynamic Type text style (``UIFont/preferredFont(forTextStyle:)``).
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// The size and weight at the Large content size category (Apple's Human
        /// Interface Guidelines, Dynamic Type sizes for iOS); body for an unknown style.
        var defaultSizeAndWeight: (CGFloat, UIFont.Weight) {
            switch self {
            case .largeTitle: (34, .regular)
            case .title1: (28, .regular)
            case .title2: (22, .regular)
            case .title3: (20, .regular)
            case .headline: (17, .semibold)
            case .subheadline: (15, .regular)
            case .callout: (16, .regular)
            case .footnote: (13, .regular)
            case .caption1: (12, .regular)
            case .caption2: (11, .regular)
            default: (17, .regular)
            }
        }
    }
}
