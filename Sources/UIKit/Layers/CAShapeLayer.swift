import Foundation

/// The rule that decides what is inside a ``CAShapeLayer``'s path.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Inside where the path winds round a non-zero number of times.
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    /// Inside where a ray crosses the path an odd number of times.
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// How the ends of a ``CAShapeLayer``'s open subpaths are drawn.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}

/// How a ``CAShapeLayer``'s path's corners are drawn.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}

/// A layer that draws a path: filled, then stroked, over its background, as Core
/// Animation's. ``strokeStart`` and ``strokeEnd`` draw part of the outline (a progress
/// ring); the stroke follows ``lineCap``, ``lineJoin``, ``miterLimit`` and the dashes.
@preconcurrency @MainActor
open class CAShapeLayer: CALayer {
    /// The shape, in the layer's coordinates.
    open var path: CGPath? { didSet { if path != oldValue { contentDidChange() } } }
    /// The colour inside the path (opaque black by default; nil for none).
    open var fillColor: CGColor? = CGColor(gray: 0, alpha: 1) { didSet { if fillColor != oldValue { contentDidChange() } } }
    /// The rule for what is inside.
    open var fillRule = CAShapeLayerFillRule.nonZero { didSet { if fillRule != oldValue { contentDidChange() } } }
    /// The outline's colour (nil, the default, for none).
    open var strokeColor: CGColor? { didSet { if strokeColor != oldValue { contentDidChange() } } }
    /// The outline's width.
    open var lineWidth: CGFloat = 1 { didSet { if lineWidth != oldValue { contentDidChange() } } }
    /// Where along the outline the stroke starts, `0...1`.
    open var strokeStart: CGFloat = 0 { didSet { if strokeStart != oldValue { contentDidChange() } } }
    /// Where along the outline the stroke ends, `0...1`.
    open var strokeEnd: CGFloat = 1 { didSet { if strokeEnd != oldValue { contentDidChange() } } }
    /// How open ends are stroked (`.butt` by default).
    open var lineCap = CAShapeLayerLineCap.butt { didSet { if lineCap != oldValue { contentDidChange() } } }
    /// How corners are stroked (`.miter` by default).
    open var lineJoin = CAShapeLayerLineJoin.miter { didSet { if lineJoin != oldValue { contentDidChange() } } }
    /// Past this ratio of miter length to line width a miter join is beveled (10).
    open var miterLimit: CGFloat = 10 { didSet { if miterLimit != oldValue { contentDidChange() } } }
    /// Dash lengths, alternately drawn and skipped (nil, the default: solid).
    open var lineDashPattern: [NSNumber]? { didSet { if lineDashPattern != oldValue { contentDidChange() } } }
    /// How far into the dash pattern the stroke starts.
    open var lineDashPhase: CGFloat = 0 { didSet { if lineDashPhase != oldValue { contentDidChange() } } }

    /// Creates a shape layer with no path.
    public override init() { super.init() }

    /// A copy of `layer`.
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAShapeLayer else { return }
        path = other.path
        fillColor = other.fillColor
        fillRule = other.fillRule
        strokeColor = other.strokeColor
        lineWidth = other.lineWidth
        strokeStart = other.strokeStart
        strokeEnd = other.strokeEnd
        lineCap = other.lineCap
        lineJoin = other.lineJoin
        miterLimit = other.miterLimit
        lineDashPattern = other.lineDashPattern
        lineDashPhase = other.lineDashPhase
    }

    /// The stroke's style for drawing.
    var strokeStyle: StrokeStyle {
        StrokeStyle(lineWidth: lineWidth,
                    lineCap: lineCap == .round ? .round : lineCap == .square ? .square : .butt,
                    lineJoin: lineJoin == .round ? .round : lineJoin == .bevel ? .bevel : .miter,
                    miterLimit: miterLimit,
                    dashPattern: (lineDashPattern ?? []).map { CGFloat($0.doubleValue) },
                    dashPhase: lineDashPhase)
    }

    override func modelValue(forKey key: String) -> Any? {
        switch key {
        case "path": return path
        case "fillColor": return fillColor
        case "strokeColor": return strokeColor
        case "lineWidth": return lineWidth
        case "strokeStart": return strokeStart
        case "strokeEnd": return strokeEnd
        case "miterLimit": return miterLimit
        case "lineDashPhase": return lineDashPhase
        case "lineDashPattern": return lineDashPattern
        default: return super.modelValue(forKey: key)
        }
    }

    override func setModelValue(_ value: Any?, forKey key: String) -> Bool {
        let number = LayerKeyPathNumber.cgFloat(value)
        switch key {
        case "path": path = value as? CGPath
        case "fillColor": fillColor = CALayer.color(value)
        case "strokeColor": strokeColor = CALayer.color(value)
        case "lineWidth": guard let number else { return false }; lineWidth = number
        case "strokeStart": guard let number else { return false }; strokeStart = number
        case "strokeEnd": guard let number else { return false }; strokeEnd = number
        case "miterLimit": guard let number else { return false }; miterLimit = number
        case "lineDashPhase": guard let number else { return false }; lineDashPhase = number
        case "lineDashPattern": lineDashPattern = value as? [NSNumber]
        default: return super.setModelValue(value, forKey: key)
        }
        return true
    }

    override var hasOwnContent: Bool { path.map { !$0.isEmpty } ?? false }

    override func renderOwnContent(in context: any DrawingContext, bounds: CGRect, cornerRadius: CGFloat, alpha: CGFloat) {
        guard let path, !path.isEmpty else { return }
        if let fill = fillColor, fill.alpha > 0 {
            context.fillPath(path, evenOdd: fillRule == .evenOdd, color: fill.uiColor, alpha: alpha)
        }
        if let stroke = strokeColor, stroke.alpha > 0, lineWidth > 0, lineWidth.isFinite {
            let part = strokeStart <= 0 && strokeEnd >= 1 ? path : path.trimmed(from: strokeStart, to: strokeEnd)
            if !part.isEmpty { context.strokePath(part, style: strokeStyle, color: stroke.uiColor, alpha: alpha) }
        }
    }
}
