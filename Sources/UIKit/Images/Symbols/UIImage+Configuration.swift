import Foundation

extension UIImage {
    /// What an image is drawn for (traits, symbol size and weight); the base class of
    /// ``SymbolConfiguration``.
    open class Configuration: NSObject, NSCopying, @unchecked Sendable {
        /// The traits the image is for.
        public internal(set) var traitCollection: UITraitCollection?

        override init() { super.init() }

        /// This configuration with `traitCollection`'s traits.
        open func withTraitCollection(_ traitCollection: UITraitCollection?) -> Self {
            let copy = self.copy() as! Self
            copy.traitCollection = traitCollection
            return copy
        }

        /// A copy (configurations are values).
        open func copy(with zone: NSZone? = nil) -> Any {
            let copy = Configuration()
            copy.traitCollection = traitCollection
            return copy
        }

        /// `configuration`'s settings over this one's (the base class has only traits).
        open func applying(_ otherConfiguration: Configuration?) -> Self {
            guard let otherConfiguration, let traits = otherConfiguration.traitCollection else { return self }
            return withTraitCollection(traits)
        }
    }

    /// How much a symbol image's glyph is drawn relative to its point size.
    public enum SymbolScale: Int, Sendable {
        /// The scale of the context (medium here).
        case `default` = -1
        /// Not specified.
        case unspecified = 0
        /// Smaller than the text beside it.
        case small = 1
        /// The size of the text beside it.
        case medium = 2
        /// Larger than the text beside it.
        case large = 3
    }

    /// The stroke weight of a symbol image's glyph, matching ``UIFont/Weight``.
    public enum SymbolWeight: Int, Sendable {
        case unspecified = 0
        case ultraLight = 1
        case thin = 2
        case light = 3
        case regular = 4
        case medium = 5
        case semibold = 6
        case bold = 7
        case heavy = 8
        case black = 9

        /// The matching font weight.
        public func fontWeight() -> UIFont.Weight {
            switch self {
            case .unspecified, .regular: .regular
            case .ultraLight: .ultraLight
            case .thin: .thin
            case .light: .light
            case .medium: .medium
            case .semibold: .semibold
            case .bold: .bold
            case .heavy: .heavy
            case .black: .black
            }
        }

        /// The symbol weight nearest to a font weight.
        init(_ weight: UIFont.Weight) {
            let all: [SymbolWeight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
            self = all.min { abs($0.fontWeight().rawValue - weight.rawValue) < abs($1.fontWeight().rawValue - weight.rawValue) } ?? .regular
        }
    }

    /// The size, weight and scale of a symbol image (``UIImage/init(systemName:withConfiguration:)``,
    /// ``UIImageView/preferredSymbolConfiguration``). Each setting is optional; ``applying(_:)``
    /// lays one configuration's settings over another's.
    public final class SymbolConfiguration: Configuration, @unchecked Sendable {
        /// The point size (0: not specified).
        public private(set) var pointSize: CGFloat = 0
        /// The weight.
        public private(set) var weight: SymbolWeight = .unspecified
        /// The scale.
        public private(set) var scale: SymbolScale = .unspecified
        /// The text style the size follows.
        public private(set) var textStyle: UIFont.TextStyle?
        /// The font the size and weight follow.
        public private(set) var font: UIFont?

        /// A configuration that specifies nothing.
        public static let unspecified = SymbolConfiguration()

        override init() { super.init() }

        /// A symbol `pointSize` points high.
        public convenience init(pointSize: CGFloat) {
            self.init(pointSize: pointSize, weight: .unspecified, scale: .unspecified)
        }

        /// A symbol `pointSize` points high, of `weight`.
        public convenience init(pointSize: CGFloat, weight: SymbolWeight) {
            self.init(pointSize: pointSize, weight: weight, scale: .unspecified)
        }

        /// A symbol `pointSize` points high, of `weight` and `scale`.
        public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            self.init()
            self.pointSize = pointSize.isFinite && pointSize > 0 ? pointSize : 0
            self.weight = weight
            self.scale = scale
        }

        /// A symbol of `weight`.
        public convenience init(weight: SymbolWeight) {
            self.init(pointSize: 0, weight: weight, scale: .unspecified)
        }

        /// A symbol of `scale`.
        public convenience init(scale: SymbolScale) {
            self.init(pointSize: 0, weight: .unspecified, scale: scale)
        }

        /// A symbol the size of `textStyle`'s text.
        public convenience init(textStyle: UIFont.TextStyle) {
            self.init(textStyle: textStyle, scale: .unspecified)
        }

        /// A symbol the size of `textStyle`'s text, at `scale`.
        public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) {
            self.init(pointSize: 0, weight: .unspecified, scale: scale)
            self.textStyle = textStyle
        }

        /// A symbol the size and weight of `font`'s text.
        public convenience init(font: UIFont) {
            self.init(font: font, scale: .unspecified)
        }

        /// A symbol the size and weight of `font`'s text, at `scale`.
        public convenience init(font: UIFont, scale: SymbolScale) {
            self.init(pointSize: 0, weight: .unspecified, scale: scale)
            self.font = font
        }

        /// Multicolour and palette configurations are accepted; symbols draw in one
        /// colour here (the tint colour).
        public convenience init(hierarchicalColor: UIColor) { self.init() }
        /// Accepted; symbols draw in one colour here (the tint colour).
        public convenience init(paletteColors: [UIColor]) { self.init() }
        /// Accepted; symbols draw in one colour here (the tint colour).
        public static func preferringMulticolor() -> SymbolConfiguration { SymbolConfiguration() }
        /// Accepted; symbols draw in one colour here (the tint colour).
        public static func preferringMonochrome() -> SymbolConfiguration { SymbolConfiguration() }

        /// This configuration without its point size and weight (keeps the scale).
        public func configurationWithoutPointSizeAndWeight() -> SymbolConfiguration {
            let copy = self.copy() as! SymbolConfiguration
            copy.pointSize = 0
            copy.weight = .unspecified
            copy.font = nil
            copy.textStyle = nil
            return copy
        }

        /// This configuration without its scale.
        public func configurationWithoutScale() -> SymbolConfiguration {
            let copy = self.copy() as! SymbolConfiguration
            copy.scale = .unspecified
            return copy
        }

        public override func copy(with zone: NSZone? = nil) -> Any {
            let copy = SymbolConfiguration()
            copy.traitCollection = traitCollection
            copy.pointSize = pointSize
            copy.weight = weight
            copy.scale = scale
            copy.textStyle = textStyle
            copy.font = font
            return copy
        }

        /// `otherConfiguration`'s specified settings over this one's: a size (point size,
        /// font or text style) replaces the size, a weight or scale replaces that one.
        public override func applying(_ otherConfiguration: Configuration?) -> Self {
            guard let otherConfiguration else { return self }
            let result = self.copy() as! SymbolConfiguration
            if let traits = otherConfiguration.traitCollection { result.traitCollection = traits }
            if let other = otherConfiguration as? SymbolConfiguration {
                if other.pointSize > 0 || other.font != nil || other.textStyle != nil {
                    result.pointSize = other.pointSize
                    result.font = other.font
                    result.textStyle = other.textStyle
                }
                if other.weight != .unspecified { result.weight = other.weight }
                if other.scale != .unspecified { result.scale = other.scale }
            }
            return result as! Self
        }

        /// Whether the other configuration has the same settings.
        public func isEqual(to otherConfiguration: SymbolConfiguration?) -> Bool {
            guard let other = otherConfiguration else { return false }
            return pointSize == other.pointSize && weight == other.weight && scale == other.scale
                && textStyle == other.textStyle && font == other.font
        }

        public override func isEqual(_ object: Any?) -> Bool { isEqual(to: object as? SymbolConfiguration) }

        public override var hash: Int {
            var hasher = Hasher()
            hasher.combine(pointSize)
            hasher.combine(weight)
            hasher.combine(scale)
            hasher.combine(textStyle)
            return hasher.finalize()
        }

        /// The point size drawn: the size, else the font's, else the text style's, else 17.
        var resolvedPointSize: CGFloat {
            if pointSize > 0 { return pointSize }
            if let font { return font.pointSize }
            if let textStyle { return UIFont.preferredFont(forTextStyle: textStyle).pointSize }
            return 17
        }

        /// The weight drawn: the weight, else the font's, else regular.
        var resolvedWeight: SymbolWeight {
            if weight != .unspecified { return weight }
            if let font { return SymbolWeight(font.weight) }
            return .regular
        }

        /// How much larger than the point size the glyph is drawn.
        var scaleFactor: CGFloat {
            switch scale {
            case .small: 0.8
            case .large: 1.3
            case .medium, .default, .unspecified: 1
            }
        }
    }
}
