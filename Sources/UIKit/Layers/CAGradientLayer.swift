import Foundation

/// The kind of gradient a ``CAGradientLayer`` draws.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Along the line from ``CAGradientLayer/startPoint`` to ``CAGradientLayer/endPoint``.
    public static let axial = CAGradientLayerType(rawValue: "axial")
    /// In ellipses round ``CAGradientLayer/startPoint``, reaching the last colour where
    /// ``CAGradientLayer/endPoint`` is on each axis.
    public static let radial = CAGradientLayerType(rawValue: "radial")
    /// Round ``CAGradientLayer/startPoint``, the first colour toward
    /// ``CAGradientLayer/endPoint``, sweeping a full turn clockwise on screen.
    public static let conic = CAGradientLayerType(rawValue: "conic")
}

/// A layer filled with a colour gradient over its background, as Core Animation's:
///
/// ```swift
/// let gradient = CAGradientLayer()
/// gradient.frame = view.bounds
/// gradient.colors = [UIColor.systemBlue.cgColor, UIColor.systemTeal.cgColor]
/// view.layer.insertSublayer(gradient, at: 0)
/// ```
///
/// A view whose `layerClass` is `CAGradientLayer.self` gets one as its layer.
@preconcurrency @MainActor
open class CAGradientLayer: CALayer {
    /// The colours (`CGColor`s, or `UIColor`s), first to last.
    open var colors: [Any]? { didSet { contentDidChange() } }
    /// Where each colour sits, `0...1` (evenly spread when nil).
    open var locations: [NSNumber]? { didSet { contentDidChange() } }
    /// Where the gradient starts, in unit coordinates of the bounds (top centre by default).
    open var startPoint = CGPoint(x: 0.5, y: 0) { didSet { if startPoint != oldValue { contentDidChange() } } }
    /// Where it ends (bottom centre by default).
    open var endPoint = CGPoint(x: 0.5, y: 1) { didSet { if endPoint != oldValue { contentDidChange() } } }
    /// The kind of gradient: axial (the default), radial or conic.
    open var type = CAGradientLayerType.axial { didSet { if type != oldValue { contentDidChange() } } }
    /// The last radial or conic shading drawn, kept while nothing changes.
    private var shading: (key: String, image: UIImage)?

    /// Creates a gradient layer with no colours.
    public override init() { super.init() }

    /// A copy of `layer`.
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAGradientLayer else { return }
        colors = other.colors
        locations = other.locations
        startPoint = other.startPoint
        endPoint = other.endPoint
        type = other.type
    }

    /// The colours as ``UIColor``s (entries of other types are skipped).
    var resolvedColors: [UIColor] {
        (colors ?? []).compactMap { entry in
            if let color = entry as? CGColor { return color.uiColor }
            return entry as? UIColor
        }
    }

    /// The stops for `count` colours: the given locations (clamped, made ascending) or
    /// evenly spread.
    func resolvedLocations(count: Int) -> [CGFloat] {
        if let locations, locations.count == count {
            var last: CGFloat = 0
            return locations.map { number in
                let value = min(max(CGFloat(number.doubleValue), last), 1)
                last = value.isFinite ? value : last
                return last
            }
        }
        return count <= 1 ? [0] : (0..<count).map { CGFloat($0) / CGFloat(count - 1) }
    }

    override func modelValue(forKey key: String) -> Any? {
        switch key {
        case "colors": return colors
        case "locations": return locations
        case "startPoint": return startPoint
        case "endPoint": return endPoint
        default: return super.modelValue(forKey: key)
        }
    }

    override func setModelValue(_ value: Any?, forKey key: String) -> Bool {
        switch (key, value) {
        case ("colors", _): colors = value as? [Any]
        case ("locations", _): locations = value as? [NSNumber]
        case ("startPoint", let v as CGPoint): startPoint = v
        case ("endPoint", let v as CGPoint): endPoint = v
        default: return super.setModelValue(value, forKey: key)
        }
        return true
    }

    override var hasOwnContent: Bool { !resolvedColors.isEmpty }

    override func renderOwnContent(in context: any DrawingContext, bounds: CGRect, cornerRadius: CGFloat, alpha: CGFloat) {
        let colors = resolvedColors
        guard !colors.isEmpty, startPoint.x.isFinite, startPoint.y.isFinite, endPoint.x.isFinite, endPoint.y.isFinite else { return }
        func point(_ unit: CGPoint) -> CGPoint {
            CGPoint(x: bounds.minX + unit.x * bounds.width, y: bounds.minY + unit.y * bounds.height)
        }
        let locations = resolvedLocations(count: colors.count)
        guard type == .radial || type == .conic else {
            return context.drawLinearGradient(in: bounds, cornerRadius: cornerRadius, colors: colors, locations: locations,
                                              from: point(startPoint), to: point(endPoint), alpha: alpha)
        }
        guard let image = shadedImage(size: bounds.size, colors: colors, locations: locations) else { return }
        context.saveState()
        context.clip(to: bounds, cornerRadius: cornerRadius)
        context.drawImage(image, in: bounds, alpha: alpha)
        context.restoreState()
    }

    /// The radial or conic shading of `size` points, drawn by Core Graphics at the
    /// screen's scale (cached until the size or a parameter changes).
    private func shadedImage(size: CGSize, colors: [UIColor], locations: [CGFloat]) -> UIImage? {
        let scale = UIScreen.main.scale
        let key = "\(type.rawValue) \(size) \(scale) \(colors) \(locations) \(startPoint) \(endPoint)"
        if let shading, shading.key == key { return shading.image }
        guard let context = CGContext(uikitSize: size, scale: scale, opaque: false),
              let gradient = CGGradient(colorsSpace: nil, colors: colors.map(\.cgColor) as CFArray, locations: locations) else { return nil }
        let center = CGPoint(x: startPoint.x * size.width, y: startPoint.y * size.height)
        let end = CGPoint(x: endPoint.x * size.width, y: endPoint.y * size.height)
        if type == .radial {
            let rx = abs(end.x - center.x), ry = abs(end.y - center.y)
            if rx > 0, ry > 0 {
                context.translateBy(x: center.x, y: center.y)
                context.scaleBy(x: rx, y: ry)
                context.drawRadialGradient(gradient, startCenter: .zero, startRadius: 0, endCenter: .zero, endRadius: 1,
                                           options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
            }
        } else {
            let radius = 2 * (size.width + size.height)
            context.drawConicGradient(gradient, center: center, startAngle: atan2(end.y - center.y, end.x - center.x), radius: radius)
        }
        guard let cgImage = context.makeImage() else { return nil }
        let image = UIImage(cgImage: cgImage, scale: scale, orientation: .up)
        shading = (key, image)
        return image
    }
}
