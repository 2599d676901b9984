import Foundation

/// The values a layer shows while animations run: the model's, with what each running
/// animation sets on top, by base key (`"transform"` for `"transform.rotation.z"`).
@preconcurrency @MainActor
final class LayerPresentationValues {
    let layer: CALayer
    /// The animated base keys' values, in the order they were first set.
    private(set) var overrides: [(key: String, value: Any?)] = []

    init(layer: CALayer) { self.layer = layer }

    /// The shown value of `base` (an override, or the model's).
    func baseValue(_ base: String) -> Any? {
        if let index = overrides.firstIndex(where: { $0.key == base }) { return overrides[index].value }
        return layer.modelValue(forKey: base)
    }

    /// The value of an override of `base`, if animated.
    func override(_ base: String) -> Any?? {
        overrides.firstIndex { $0.key == base }.map { overrides[$0].value }
    }

    private func setBase(_ base: String, _ value: Any?) {
        if let index = overrides.firstIndex(where: { $0.key == base }) {
            overrides[index].value = value
        } else {
            overrides.append((base, value))
        }
    }

    /// The shown value at `keyPath` (a base key or one of its parts).
    func value(forKeyPath keyPath: String) -> Any? {
        LayerKeyPath.value(at: keyPath, base: baseValue)
    }

    /// Shows `value` at `keyPath`.
    func setValue(_ value: Any?, forKeyPath keyPath: String) {
        guard let (base, newBase) = LayerKeyPath.settingValue(value, at: keyPath, base: baseValue) else { return }
        setBase(base, newBase)
    }
}

/// Layer key paths: base keys (`"opacity"`, `"position"`, `"transform"` …) and the parts
/// Core Animation lets key paths reach (`"position.x"`, `"bounds.size.width"`,
/// `"transform.rotation.z"`, `"transform.scale"`, `"transform.translation.x"` …).
@MainActor
enum LayerKeyPath {
    /// The base key of `keyPath` (its first component).
    static func base(of keyPath: String) -> String {
        keyPath.split(separator: ".", maxSplits: 1).first.map(String.init) ?? keyPath
    }

    /// The value at `keyPath`, reading base keys through `base`.
    static func value(at keyPath: String, base: (String) -> Any?) -> Any? {
        let key = self.base(of: keyPath)
        let whole = base(key)
        guard keyPath != key else { return whole }
        let part = String(keyPath.dropFirst(key.count + 1))
        switch whole {
        case let point as CGPoint: return number(of: point, part)
        case let size as CGSize: return number(of: size, part)
        case let rect as CGRect: return rectPart(of: rect, part)
        case let transform as CATransform3D: return TransformParts(transform).value(part)
        default: return nil
        }
    }

    /// The base key and its new value when `value` is set at `keyPath`; nil when the
    /// path names nothing that can be set.
    static func settingValue(_ value: Any?, at keyPath: String, base: (String) -> Any?) -> (String, Any?)? {
        let key = self.base(of: keyPath)
        guard keyPath != key else { return (key, value) }
        let part = String(keyPath.dropFirst(key.count + 1))
        let whole = base(key)
        switch whole {
        case var point as CGPoint:
            guard let number = cgFloat(value) else { return nil }
            switch part {
            case "x": point.x = number
            case "y": point.y = number
            default: return nil
            }
            return (key, point)
        case var size as CGSize:
            guard let number = cgFloat(value) else { return nil }
            switch part {
            case "width": size.width = number
            case "height": size.height = number
            default: return nil
            }
            return (key, size)
        case var rect as CGRect:
            switch part {
            case "origin": guard let v = value as? CGPoint else { return nil }; rect.origin = v
            case "size": guard let v = value as? CGSize else { return nil }; rect.size = v
            case "origin.x": guard let v = cgFloat(value) else { return nil }; rect.origin.x = v
            case "origin.y": guard let v = cgFloat(value) else { return nil }; rect.origin.y = v
            case "size.width": guard let v = cgFloat(value) else { return nil }; rect.size.width = v
            case "size.height": guard let v = cgFloat(value) else { return nil }; rect.size.height = v
            default: return nil
            }
            return (key, rect)
        case let transform as CATransform3D:
            var parts = TransformParts(transform)
            guard parts.set(part, value) else { return nil }
            return (key, parts.transform)
        default:
            return nil
        }
    }

    private static func number(of point: CGPoint, _ part: String) -> Any? {
        switch part {
        case "x": return point.x
        case "y": return point.y
        default: return nil
        }
    }

    private static func number(of size: CGSize, _ part: String) -> Any? {
        switch part {
        case "width": return size.width
        case "height": return size.height
        default: return nil
        }
    }

    private static func rectPart(of rect: CGRect, _ part: String) -> Any? {
        switch part {
        case "origin": return rect.origin
        case "size": return rect.size
        case "origin.x": return rect.origin.x
        case "origin.y": return rect.origin.y
        case "size.width": return rect.size.width
        case "size.height": return rect.size.height
        default: return nil
        }
    }

    /// `value` as a `CGFloat`, from any number type.
    static func cgFloat(_ value: Any?) -> CGFloat? { LayerKeyPathNumber.cgFloat(value) }
}

/// A flat transform as translation, rotation and scale (what `"transform.rotation.z"`,
/// `"transform.scale"` and `"transform.translation"` read and write).
struct TransformParts {
    var transform: CATransform3D

    init(_ transform: CATransform3D) { self.transform = transform }

    private var scaleX: CGFloat { hypot(transform.m11, transform.m12) }
    private var rotation: CGFloat { atan2(transform.m12, transform.m11) }
    private var scaleY: CGFloat {
        let sx = scaleX
        return sx == 0 ? hypot(transform.m21, transform.m22) : (transform.m11 * transform.m22 - transform.m12 * transform.m21) / sx
    }

    func value(_ part: String) -> Any? {
        switch part {
        case "rotation", "rotation.z": return rotation
        case "scale": return (scaleX + scaleY) / 2
        case "scale.x": return scaleX
        case "scale.y": return scaleY
        case "translation": return CGSize(width: transform.m41, height: transform.m42)
        case "translation.x": return transform.m41
        case "translation.y": return transform.m42
        default: return nil
        }
    }

    mutating func set(_ part: String, _ value: Any?) -> Bool {
        var sx = scaleX, sy = scaleY, angle = rotation
        var tx = transform.m41, ty = transform.m42
        if part == "translation" {
            guard let size = value as? CGSize else { return false }
            tx = size.width; ty = size.height
        } else {
            guard let number = LayerKeyPathNumber.cgFloat(value) else { return false }
            switch part {
            case "rotation", "rotation.z": angle = number
            case "scale": sx = number; sy = number
            case "scale.x": sx = number
            case "scale.y": sy = number
            case "translation.x": tx = number
            case "translation.y": ty = number
            default: return false
            }
        }
        let c = CGFloat(cos(Double(angle))), s = CGFloat(sin(Double(angle)))
        transform.m11 = sx * c; transform.m12 = sx * s
        transform.m21 = -sy * s; transform.m22 = sy * c
        transform.m41 = tx; transform.m42 = ty
        return true
    }
}

/// Numbers of any type as `CGFloat` (outside the main actor).
enum LayerKeyPathNumber {
    static func cgFloat(_ value: Any?) -> CGFloat? {
        switch value {
        case let v as CGFloat: return v
        case let v as Double: return CGFloat(v)
        case let v as Float: return CGFloat(v)
        case let v as Int: return CGFloat(v)
        case let v as NSNumber: return CGFloat(v.doubleValue)
        default: return nil
        }
    }
}
