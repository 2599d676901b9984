import Foundation

/// What makes an image a symbol image: its name, glyph and configuration.
struct SymbolImageDescriptor: Sendable {
    var name: String
    var codePoint: UInt32
    var configuration: UIImage.SymbolConfiguration
}

extension UIImage {
    /// The system symbol named `name` (an SF Symbols name; `docs/symbols.md` lists the
    /// ones known), at the default configuration (17 points, regular, medium scale); nil
    /// for an unknown name, as on iOS.
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// The system symbol named `name` drawn for `configuration` (its point size, weight
    /// and scale; see ``SymbolConfiguration``); nil for an unknown name.
    public convenience init?(systemName name: String, withConfiguration configuration: Configuration?) {
        let symbolConfiguration = (configuration as? SymbolConfiguration)
            ?? SymbolConfiguration.unspecified.applying(configuration)
        guard let codePoint = SymbolNames.codePoints[name] else { return nil }
        let descriptor = SymbolImageDescriptor(name: name, codePoint: codePoint, configuration: symbolConfiguration)
        guard let drawn = UIImage.drawSymbol(descriptor) else { return nil }
        self.init(bitmap: drawn.bitmap, scale: drawn.scale, renderingMode: .alwaysTemplate)
        symbol = descriptor
    }

    /// The system symbol named `name` for the traits of `traitCollection` (its display scale).
    public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
        let configuration = SymbolConfiguration.unspecified.withTraitCollection(traitCollection)
        self.init(systemName: name, withConfiguration: configuration)
    }

    /// Whether this is a symbol image (made by ``init(systemName:)``).
    public var isSymbolImage: Bool { symbol != nil }

    /// The configuration a symbol image was drawn for; nil for other images.
    public var symbolConfiguration: SymbolConfiguration? { symbol?.configuration }

    /// The configuration the image was made for (a symbol's); nil for other images.
    public var configuration: Configuration? { symbol?.configuration }

    /// This symbol drawn for `configuration` laid over its own (a symbol image), or this
    /// image itself (any other image).
    public func withConfiguration(_ configuration: Configuration) -> UIImage {
        guard var descriptor = symbol else { return self }
        descriptor.configuration = descriptor.configuration.applying(configuration)
        guard let drawn = UIImage.drawSymbol(descriptor) else { return self }
        let image = UIImage(bitmap: drawn.bitmap, scale: drawn.scale, alignmentRectInsets: alignmentRectInsets,
                            renderingMode: renderingMode)
        image.symbol = descriptor
        return image
    }

    /// This symbol with `configuration` laid over its own; nil for an image that is not
    /// a symbol.
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
        guard isSymbolImage else { return nil }
        return withConfiguration(configuration)
    }

    /// A symbol's bitmap and scale: a square of the configuration's size (see
    /// `docs/symbols.md`) at the traits' display scale, else the main screen's.
    static func drawSymbol(_ descriptor: SymbolImageDescriptor) -> (bitmap: ImageBitmap, scale: CGFloat)? {
        let configuration = descriptor.configuration
        var scale = configuration.traitCollection?.displayScale ?? 0
        if !(scale.isFinite && scale > 0) { scale = mainActorUnchecked { UIScreen.main.scale } }
        let side = symbolSide(for: configuration)
        let pixels = Int((side * scale).rounded(.up))
        guard let bitmap = SymbolRasterizer.shared.bitmap(codePoint: descriptor.codePoint, pixelSide: pixels,
                                                          weight: configuration.resolvedWeight) else { return nil }
        return (bitmap, scale)
    }

    /// The side of a symbol image in points: point size × scale factor × 1.2, rounded up.
    static func symbolSide(for configuration: SymbolConfiguration) -> CGFloat {
        (configuration.resolvedPointSize * configuration.scaleFactor * 1.2).rounded(.up)
    }
}
