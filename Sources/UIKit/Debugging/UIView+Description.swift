import Foundation

/// UIKit's view description, what `print(view)` shows:
/// `<UIButton: 0x…; frame = (0 0; 0 0); opaque = NO>`.
///
/// Fields follow UIKit's order and appear only when they differ from `UIView`'s
/// defaults: `baseClass` (for classes outside UIKit), `frame` (numbers as `%g`), a
/// label's `text` (its first 25 characters, then `...`), `clipsToBounds`, `alpha`,
/// `hidden`, `opaque`, `autoresize`, `userInteractionEnabled`, `tag`, `backgroundColor`.
/// UIKit ends with `layer = <CALayer: 0x…>`; views have no layer object here yet, so the
/// field is left out rather than invented.
extension UIView {
    var standardViewDescription: String {
        let (name, base) = Self.descriptionClassNames(of: self)
        var fields: [String] = []
        if let base { fields.append("baseClass = \(base)") }
        let f = frame
        fields.append("frame = (\(f.minX.formattedG) \(f.minY.formattedG); \(f.width.formattedG) \(f.height.formattedG))")
        if let label = self as? UILabel, let text = label.text {
            let shown = text.count > 25 ? String(text.prefix(25)) + "..." : text
            fields.append("text = '\(shown)'")
        }
        if clipsToBounds { fields.append("clipsToBounds = YES") }
        if alpha != 1 { fields.append("alpha = \(alpha.formattedG)") }
        if isHidden { fields.append("hidden = YES") }
        if !isOpaque { fields.append("opaque = NO") }
        if !autoresizingMask.isEmpty { fields.append("autoresize = \(autoresizingMask.descriptionCode)") }
        if !isUserInteractionEnabled { fields.append("userInteractionEnabled = NO") }
        if tag != 0 { fields.append("tag = \(tag)") }
        if let backgroundColor { fields.append("backgroundColor = \(backgroundColor.colorSpaceDescription)") }
        var text = "<\(name): \(addressString(of: self)); " + fields.joined(separator: "; ")
        if let scrollView = self as? UIScrollView {
            // Scroll views append their geometry with colons and full precision.
            func number(_ value: CGFloat) -> String {
                value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : "\(Double(value))"
            }
            let offset = scrollView.contentOffset, size = scrollView.contentSize, inset = scrollView.adjustedContentInset
            text += "; contentOffset: {\(number(offset.x)), \(number(offset.y))}"
            text += "; contentSize: {\(number(size.width)), \(number(size.height))}"
            text += "; adjustedContentInset: {\(number(inset.top)), \(number(inset.left)), \(number(inset.bottom)), \(number(inset.right))}"
        }
        return text + ">"
    }

    /// The class's name as UIKit prints it (`UIButton`, or `Module.Class` for a class
    /// of another module) and, for the latter, the nearest UIKit class it inherits from.
    private static func descriptionClassNames(of view: UIView) -> (name: String, base: String?) {
        // `Module.Outer.Name`, without the `(unknown context at $…)` that private and
        // local classes carry.
        func qualifiedName(_ type: Any.Type) -> String {
            String(reflecting: type).split(separator: ".").filter { !$0.hasPrefix("(") }.joined(separator: ".")
        }
        func uikitName(_ type: Any.Type) -> String? {
            let full = qualifiedName(type)
            guard full.hasPrefix("UIKit.") else { return nil }
            return String(full.dropFirst("UIKit.".count))
        }
        let type = Swift.type(of: view)
        if let name = uikitName(type) { return (name, nil) }
        var mirror: Mirror? = Mirror(reflecting: view).superclassMirror
        while let current = mirror {
            if let base = uikitName(current.subjectType) { return (qualifiedName(type), base) }
            mirror = current.superclassMirror
        }
        return (qualifiedName(type), nil)
    }
}

extension UIView.AutoresizingMask {
    /// `W+H`, `LM+RM+TM+BM`: the flexible parts in bit order, as UIKit's descriptions
    /// write them.
    var descriptionCode: String {
        let codes: [(Self, String)] = [
            (.flexibleLeftMargin, "LM"), (.flexibleWidth, "W"), (.flexibleRightMargin, "RM"),
            (.flexibleTopMargin, "TM"), (.flexibleHeight, "H"), (.flexibleBottomMargin, "BM"),
        ]
        return codes.filter { contains($0.0) }.map(\.1).joined(separator: "+")
    }
}

extension UIColor {
    /// `UIExtendedSRGBColorSpace 1 0 0 1`, or `UIExtendedGrayColorSpace 1 1` for a grey:
    /// how a colour prints inside a view's description. (A colour here does not remember
    /// its colour space, so every colour with equal components prints as UIKit prints
    /// `init(white:alpha:)`, `.white` and `.black`.)
    var colorSpaceDescription: String {
        if red == green && green == blue { return "UIExtendedGrayColorSpace \(red.formattedG) \(alpha.formattedG)" }
        return "UIExtendedSRGBColorSpace \(red.formattedG) \(green.formattedG) \(blue.formattedG) \(alpha.formattedG)"
    }
}
