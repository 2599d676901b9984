import Foundation

/// A description of a font by its attributes (family, face, size, traits, text style),
/// from which ``UIFont/init(descriptor:size:)`` makes a font.
///
/// Fonts are resolved by fontconfig through Pango: a family that is not installed falls
/// back to fontconfig's default for `sans-serif` (DejaVu Sans with the packages
/// `.ci/setup` installs). The system designs map to installed families: `.default` and
/// `.rounded` to DejaVu Sans (no rounded face is installed), `.serif` to DejaVu Serif,
/// `.monospaced` to DejaVu Sans Mono.
open class UIFontDescriptor: NSObject, NSCopying, @unchecked Sendable {
    /// An attribute's name (UIKit's raw values).
    public struct AttributeName: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// The family name (a `String`).
        public static let family = AttributeName("NSFontFamilyAttribute")
        /// The font's name (a `String`).
        public static let name = AttributeName("NSFontNameAttribute")
        /// The face name within the family, such as "Bold" (a `String`).
        public static let face = AttributeName("NSFontFaceAttribute")
        /// The size in points (a number).
        public static let size = AttributeName("NSFontSizeAttribute")
        /// The traits (a `[UIFontDescriptor.TraitKey: Any]`).
        public static let traits = AttributeName("NSCTFontTraitsAttribute")
        /// The Dynamic Type text style (a `UIFont.TextStyle`).
        public static let textStyle = AttributeName("NSCTFontUIUsageAttribute")
    }

    /// A key of the ``AttributeName/traits`` dictionary.
    public struct TraitKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// The symbolic traits (a ``SymbolicTraits`` raw value).
        public static let symbolic = TraitKey("NSCTFontSymbolicTrait")
        /// The weight (a `UIFont.Weight` raw value, `-1...1`).
        public static let weight = TraitKey("NSCTFontWeightTrait")
        /// The width (`-1...1`; below zero is condensed).
        public static let width = TraitKey("NSCTFontProportionTrait")
        /// The slant (`-1...1`; above zero is italic).
        public static let slant = TraitKey("NSCTFontSlantTrait")
    }

    /// Stylistic traits (UIKit's raw values).
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
        public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }

    /// A system font design.
    public struct SystemDesign: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let `default` = SystemDesign("NSCTFontUIFontDesignDefault")
        public static let rounded = SystemDesign("NSCTFontUIFontDesignRounded")
        public static let serif = SystemDesign("NSCTFontUIFontDesignSerif")
        public static let monospaced = SystemDesign("NSCTFontUIFontDesignMonospaced")
    }

    /// What the descriptor resolves to.
    struct Resolved {
        var family: String
        var pointSize: CGFloat
        var weight: UIFont.Weight
        var traits: SymbolicTraits
        var textStyle: UIFont.TextStyle?
    }

    private let attributes: [AttributeName: Any]

    /// A descriptor with `attributes`.
    public init(fontAttributes attributes: [AttributeName: Any] = [:]) {
        self.attributes = attributes
        super.init()
    }

    /// A descriptor of the font named `fontName` at `size`.
    public convenience init(name fontName: String, size: CGFloat) {
        self.init(fontAttributes: [.name: fontName, .size: size])
    }

    /// The descriptor of a Dynamic Type text style's font at the Large category.
    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style).fontDescriptor
    }

    /// The descriptor of a Dynamic Type text style's font for `traitCollection`'s category.
    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle,
                                            compatibleWith traitCollection: UITraitCollection?) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style, compatibleWith: traitCollection).fontDescriptor
    }

    /// The attributes.
    open var fontAttributes: [AttributeName: Any] { attributes }

    /// The size in points (0 when unset).
    open var pointSize: CGFloat { StyledText.number(attributes[.size]) ?? 0 }

    /// The symbolic traits.
    open var symbolicTraits: SymbolicTraits { resolved.traits }

    /// The font's name: its family, and face when it has one.
    open var postscriptName: String {
        if let name = attributes[.name] as? String { return name }
        return resolved.family
    }

    /// The same descriptor with `attributes` added (replacing those of the same name).
    open func addingAttributes(_ attributes: [AttributeName: Any]) -> UIFontDescriptor {
        UIFontDescriptor(fontAttributes: self.attributes.merging(attributes) { $1 })
    }

    /// The same descriptor at `newPointSize`.
    open func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor { addingAttributes([.size: newPointSize]) }

    /// The same family with exactly `symbolicTraits` (bold, italic, condensed, monospace);
    /// `nil` if the traits cannot be had (expanded, vertical).
    open func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
        guard symbolicTraits.isDisjoint(with: [.traitExpanded, .traitVertical]) else { return nil }
        var traits = attributes[.traits] as? [TraitKey: Any] ?? [:]
        traits[.symbolic] = symbolicTraits.rawValue
        traits[.weight] = nil
        var copy = attributes
        copy[.traits] = traits
        copy[.face] = nil
        if symbolicTraits.contains(.traitMonoSpace) { copy[.family] = UIFont.monospacedFamilyName; copy[.name] = nil }
        return UIFontDescriptor(fontAttributes: copy)
    }

    /// The same descriptor in a system design (`nil` for a design not known).
    open func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
        let family: String
        switch design {
        case .default, .rounded: family = UIFont.systemFamilyName
        case .serif: family = UIFont.serifFamilyName
        case .monospaced: family = UIFont.monospacedFamilyName
        default: return nil
        }
        var copy = attributes
        copy[.family] = family
        copy[.name] = nil
        return UIFontDescriptor(fontAttributes: copy)
    }

    /// The family, size, weight and traits the attributes give.
    var resolved: Resolved {
        var family = attributes[.family] as? String ?? UIFont.systemFamilyName
        var weight = UIFont.Weight.regular
        var traits: SymbolicTraits = []
        if let name = attributes[.name] as? String {
            let parsed = UIFont.parse(name: name)
            family = parsed.family
            weight = parsed.weight
            if parsed.italic { traits.insert(.traitItalic) }
        }
        if let face = (attributes[.face] as? String)?.lowercased() {
            if face.contains("bold") { weight = .bold }
            if face.contains("italic") || face.contains("oblique") { traits.insert(.traitItalic) }
        }
        if let dictionary = attributes[.traits] as? [TraitKey: Any] {
            if let raw = StyledText.number(dictionary[.symbolic]) { traits = SymbolicTraits(rawValue: UInt32(raw)) }
            if traits.contains(.traitBold) && weight < .bold { weight = .bold }
            if let value = StyledText.number(dictionary[.weight]) { weight = UIFont.Weight(rawValue: value) }
            if let slant = StyledText.number(dictionary[.slant]), slant > 0 { traits.insert(.traitItalic) }
            if let width = StyledText.number(dictionary[.width]), width < 0 { traits.insert(.traitCondensed) }
        }
        if weight >= .bold { traits.insert(.traitBold) }
        if family == UIFont.monospacedFamilyName { traits.insert(.traitMonoSpace) }
        return Resolved(family: family, pointSize: pointSize, weight: weight, traits: traits,
                        textStyle: (attributes[.textStyle] as? UIFont.TextStyle))
    }

    /// A copy (descriptors are immutable).
    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// Whether `object` describes the same font.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFontDescriptor else { return false }
        return UIFont(descriptor: self, size: 0) == UIFont(descriptor: other, size: 0)
    }

    open override var hash: Int { UIFont(descriptor: self, size: 0).hash }
}
