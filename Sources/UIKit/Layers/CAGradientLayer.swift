import Foundation

/// The kind of gradient a ``CAGradientLayer`` draws.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Along the line from ``CAGradientLayer/startPoint`` to ``CAGradientLayer/endPoint``.
    public static let axial = CAGradientLayerType(rawValue: "axial")
    /// In circles (drawn as axial here, logged).
    public static let radial = CAGradientLayerType(rawValue: "radial")
    /// Around a centre (drawn as axial here, logged).
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
    /// The kind of gradient (only ``CAGradientLayerType/axial`` is drawn as such).
    open var type = CAGradientLayerType.axial {
        didSet { if type != .axial { LayoutDiagnostics.error("CAGradientLayer: \(type.rawValue) gradients are drawn as axial ones.") } }
    }

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

    override var hasOwnContent: Bool { !resolvedColors.isEmpty }

    override func renderOwnContent(in context: any DrawingContext, bounds: CGRect, cornerRadius: CGFloat, alpha: CGFloat) {
        let colors = resolvedColors
        guard !colors.isEmpty, startPoint.x.isFinite, startPoint.y.isFinite, endPoint.x.isFinite, endPoint.y.isFinite else { return }
        func point(_ unit: CGPoint) -> CGPoint {
            CGPoint(x: bounds.minX + unit.x * bounds.width, y: bounds.minY + unit.y * bounds.height)
        }
        context.drawLinearGradient(in: bounds, cornerRadius: cornerRadius, colors: colors,
                                   locations: resolvedLocations(count: colors.count),
                                   from: point(startPoint), to: point(endPoint), alpha: alpha)
    }
}
