import Foundation

/// A value an animation moves between, as numbers: what Core Animation interpolates
/// (numbers, points, sizes, rectangles, colours, transforms, paths of one shape).
@MainActor
enum AnimatableValue {
    case number(Double)
    case point(CGPoint)
    case size(CGSize)
    case rect(CGRect)
    case color(r: Double, g: Double, b: Double, a: Double)
    case transform(CATransform3D)
    case path(CGPath)
    /// Anything else: shown as it is (switches half way between two of them).
    case other(Any?)

    /// `value` as an animatable value (`NSNumber`, `CGFloat`, `Double`, `Float`, `Int`,
    /// `CGPoint`, `CGSize`, `CGRect`, `CGColor`, `UIColor`, `CATransform3D`,
    /// `CGAffineTransform`, `CGPath`, `UIBezierPath`).
    init(_ value: Any?) {
        switch value {
        case let v as CGFloat: self = .number(Double(v))
        case let v as Double: self = .number(v)
        case let v as Float: self = .number(Double(v))
        case let v as Int: self = .number(Double(v))
        case let v as NSNumber: self = .number(v.doubleValue)
        case let v as CGPoint: self = .point(v)
        case let v as CGSize: self = .size(v)
        case let v as CGRect: self = .rect(v)
        case let v as CATransform3D: self = .transform(v)
        case let v as CGAffineTransform: self = .transform(CATransform3DMakeAffineTransform(v))
        case let v as CGPath: self = .path(v)
        case let v as CGColor:
            self = .color(r: Double(v.rgba.red), g: Double(v.rgba.green), b: Double(v.rgba.blue), a: Double(v.rgba.alpha))
        default:
            if let color = value as? UIColor {
                self = AnimatableValue(color.cgColor)
            } else if let path = value as? UIBezierPath {
                self = .path(path.cgPath)
            } else {
                self = .other(value)
            }
        }
    }

    /// The value for a layer property: numbers as `CGFloat`, colours as `CGColor`.
    var value: Any? {
        switch self {
        case .number(let v): return CGFloat(v)
        case .point(let v): return v
        case .size(let v): return v
        case .rect(let v): return v
        case .color(let r, let g, let b, let a): return CGColor(red: CGFloat(r), green: CGFloat(g), blue: CGFloat(b), alpha: CGFloat(a))
        case .transform(let v): return v
        case .path(let v): return v
        case .other(let v): return v
        }
    }

    /// The value `t` of the way from `a` to `b` (`t` may leave `0...1`: springs overshoot).
    static func interpolate(_ a: AnimatableValue, _ b: AnimatableValue, _ t: Double) -> AnimatableValue {
        func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * t }
        func mix(_ x: CGFloat, _ y: CGFloat) -> CGFloat { CGFloat(mix(Double(x), Double(y))) }
        switch (a, b) {
        case (.number(let x), .number(let y)): return .number(mix(x, y))
        case (.point(let x), .point(let y)): return .point(CGPoint(x: mix(x.x, y.x), y: mix(x.y, y.y)))
        case (.size(let x), .size(let y)): return .size(CGSize(width: mix(x.width, y.width), height: mix(x.height, y.height)))
        case (.rect(let x), .rect(let y)):
            return .rect(CGRect(x: mix(x.minX, y.minX), y: mix(x.minY, y.minY), width: mix(x.width, y.width), height: mix(x.height, y.height)))
        case (.color(let r1, let g1, let b1, let a1), .color(let r2, let g2, let b2, let a2)):
            return .color(r: mix(r1, r2), g: mix(g1, g2), b: mix(b1, b2), a: min(max(mix(a1, a2), 0), 1))
        case (.transform(let x), .transform(let y)):
            return .transform(CATransform3D(values: zip(x.values, y.values).map { mix($0, $1) }))
        case (.path(let x), .path(let y)):
            if let mixed = interpolatePaths(x, y, t) { return .path(mixed) }
            return t < 0.5 ? a : b
        default:
            return t < 0.5 ? a : b
        }
    }

    /// `a + b`, for additive and cumulative animations (`b` where they do not add).
    static func add(_ a: AnimatableValue, _ b: AnimatableValue) -> AnimatableValue {
        switch (a, b) {
        case (.number(let x), .number(let y)): return .number(x + y)
        case (.point(let x), .point(let y)): return .point(CGPoint(x: x.x + y.x, y: x.y + y.y))
        case (.size(let x), .size(let y)): return .size(CGSize(width: x.width + y.width, height: x.height + y.height))
        case (.rect(let x), .rect(let y)):
            return .rect(CGRect(x: x.minX + y.minX, y: x.minY + y.minY, width: x.width + y.width, height: x.height + y.height))
        case (.transform(let x), .transform(let y)): return .transform(CATransform3DConcat(y, x))
        default: return b
        }
    }

    /// `a − b` (for a `byValue` with only a `toValue`).
    static func subtract(_ a: AnimatableValue, _ b: AnimatableValue) -> AnimatableValue {
        switch (a, b) {
        case (.number(let x), .number(let y)): return .number(x - y)
        case (.point(let x), .point(let y)): return .point(CGPoint(x: x.x - y.x, y: x.y - y.y))
        case (.size(let x), .size(let y)): return .size(CGSize(width: x.width - y.width, height: x.height - y.height))
        default: return a
        }
    }

    /// The straight distance between two values (for paced keyframes).
    static func distance(_ a: AnimatableValue, _ b: AnimatableValue) -> Double {
        switch (a, b) {
        case (.number(let x), .number(let y)): return abs(y - x)
        case (.point(let x), .point(let y)): return Double(hypot(y.x - x.x, y.y - x.y))
        case (.size(let x), .size(let y)): return Double(hypot(y.width - x.width, y.height - x.height))
        default: return 1
        }
    }

    /// Two paths of the same elements, point by point; nil when their elements differ.
    private static func interpolatePaths(_ a: CGPath, _ b: CGPath, _ t: Double) -> CGPath? {
        guard a.elements.count == b.elements.count else { return nil }
        func mix(_ p: CGPoint, _ q: CGPoint) -> CGPoint {
            CGPoint(x: p.x + (q.x - p.x) * CGFloat(t), y: p.y + (q.y - p.y) * CGFloat(t))
        }
        let path = CGMutablePath()
        for (x, y) in zip(a.elements, b.elements) {
            switch (x, y) {
            case (.moveToPoint(let p), .moveToPoint(let q)): path.move(to: mix(p, q))
            case (.addLineToPoint(let p), .addLineToPoint(let q)): path.addLine(to: mix(p, q))
            case (.addQuadCurveToPoint(let c, let p), .addQuadCurveToPoint(let d, let q)):
                path.addQuadCurve(to: mix(p, q), control: mix(c, d))
            case (.addCurveToPoint(let c1, let c2, let p), .addCurveToPoint(let d1, let d2, let q)):
                path.addCurve(to: mix(p, q), control1: mix(c1, d1), control2: mix(c2, d2))
            case (.closeSubpath, .closeSubpath): path.closeSubpath()
            default: return nil
            }
        }
        return path
    }
}
