import Foundation

/// User-defined runtime attributes (`<userDefinedRuntimeAttributes>`): values set by key
/// path after an object is made. Swift on Linux has no key-value coding, so the loader
/// sets the key paths of UIKit properties it knows, and hands the others to an object
/// adopting ``UINibConnecting`` (``UINibConnecting/setValue(_:forKeyPath:)``).
@preconcurrency @MainActor
enum InterfaceBuilderRuntimeAttributes {
    /// Applies the element's runtime attributes to `object`.
    static func apply(_ element: IBElement, to object: AnyObject, loader: InterfaceBuilderLoader) {
        guard let list = element.child("userDefinedRuntimeAttributes") else { return }
        for attribute in list.children where attribute.name == "userDefinedRuntimeAttribute" {
            let keyPath = attribute["keyPath"] ?? ""
            let value = self.value(of: attribute, loader: loader)
            if setKnown(keyPath, value, on: object) { continue }
            if (object as? UINibConnecting)?.setValue(value, forKeyPath: keyPath) == true { continue }
            loader.report("\(type(of: object)) has no runtime attribute '\(keyPath)' (adopt UINibConnecting and set it in setValue(_:forKeyPath:)).", at: attribute)
        }
    }

    /// The attribute's value by its `type`: numbers as `Double`, strings, booleans,
    /// colours, sizes, points, rectangles, or nil.
    private static func value(of attribute: IBElement, loader: InterfaceBuilderLoader) -> Any? {
        let child = attribute.child(key: "value")
        switch attribute["type"] {
        case "number"?: return child?.number("value") ?? attribute.number("value")
        case "string"?, "localizedString"?: return attribute["value"] ?? child?["value"]
        case "boolean"?: return attribute["value"] == "YES"
        case "color"?: return child.flatMap(loader.color)
        case "size"?: return child.map { CGSize(width: $0.number("width") ?? 0, height: $0.number("height") ?? 0) }
        case "point"?: return child.map { CGPoint(x: $0.number("x") ?? 0, y: $0.number("y") ?? 0) }
        case "rect"?: return child.map(IBValues.rect)
        default: return nil
        }
    }

    /// Sets a key path of a UIKit property; whether it is one.
    private static func setKnown(_ keyPath: String, _ value: Any?, on object: AnyObject) -> Bool {
        guard let view = object as? UIView else { return false }
        switch (keyPath, value) {
        case ("accessibilityIdentifier", let text as String): view.accessibilityIdentifier = text
        case ("tag", let number as Double):
            guard let tag = Int(exactly: number.rounded(.towardZero)) else { return false }
            view.tag = tag
        case ("alpha", let number as Double): view.alpha = CGFloat(number)
        case ("hidden", let flag as Bool), ("isHidden", let flag as Bool): view.isHidden = flag
        case ("clipsToBounds", let flag as Bool): view.clipsToBounds = flag
        case ("backgroundColor", let color as UIColor): view.backgroundColor = color
        case ("layoutMargins", let rect as CGRect):
            view.layoutMargins = UIEdgeInsets(top: rect.minY, left: rect.minX, bottom: rect.height, right: rect.width)
        case ("text", let text as String):
            guard let label = view as? UILabel else { return false }
            label.text = text
        case ("numberOfLines", let number as Double):
            guard let label = view as? UILabel, let lines = Int(exactly: number.rounded(.towardZero)) else { return false }
            label.numberOfLines = lines
        default:
            return setLayerKeyPath(keyPath, value, on: view.layer)
        }
        return true
    }

    /// The `layer.…` key paths IB users set for what Interface Builder has no field for:
    /// corners, borders, shadows.
    private static func setLayerKeyPath(_ keyPath: String, _ value: Any?, on layer: CALayer) -> Bool {
        switch (keyPath, value) {
        case ("layer.cornerRadius", let number as Double): layer.cornerRadius = CGFloat(number)
        case ("layer.masksToBounds", let flag as Bool): layer.masksToBounds = flag
        case ("layer.borderWidth", let number as Double): layer.borderWidth = CGFloat(number)
        case ("layer.borderColor", let color as UIColor): layer.borderColor = color.cgColor
        case ("layer.shadowOpacity", let number as Double): layer.shadowOpacity = Float(number)
        case ("layer.shadowRadius", let number as Double): layer.shadowRadius = CGFloat(number)
        case ("layer.shadowOffset", let size as CGSize): layer.shadowOffset = size
        case ("layer.shadowColor", let color as UIColor): layer.shadowColor = color.cgColor
        case ("layer.zPosition", let number as Double): layer.zPosition = CGFloat(number)
        default: return false
        }
        return true
    }
}
