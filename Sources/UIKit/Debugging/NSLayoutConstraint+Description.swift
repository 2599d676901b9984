import Foundation

/// `0x…` for an object's address, as Objective-C prints it.
func addressString(of object: AnyObject) -> String {
    "0x" + String(UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque()), radix: 16)
}

/// The class names already printed, by class: `String(describing:)` of a type reads
/// its metadata each time (about 4,000 instructions after the first call, which costs
/// a million), and descriptions of views and constraints print them by the thousand.
@MainActor private var classNames: [ObjectIdentifier: String] = [:]

/// The name of `object`'s class, as `String(describing: type(of: object))` prints it.
@preconcurrency @MainActor
func className(of object: AnyObject) -> String {
    let type: AnyObject.Type = type(of: object)
    if let name = classNames[ObjectIdentifier(type)] { return name }
    let name = String(describing: type)
    classNames[ObjectIdentifier(type)] = name
    return name
}

extension UIView {
    /// `UIView:0x…`: the class name and address, as UIKit's logs name views.
    public var layoutDescriptionName: String {
        "\(className(of: self)):\(addressString(of: self))\(layoutNameSuffix)"
    }
}

/// ` + 20`, ` - 8` or nothing.
func constantSuffix(_ constant: CGFloat) -> String {
    if constant == 0 { return "" }
    return constant > 0 ? " + \(constant.formattedG)" : " - \((-constant).formattedG)"
}

extension NSLayoutConstraint {
    /// UIKit's description: `<NSLayoutConstraint:0x… 'id' body   (active, names: …)>`.
    ///
    /// Bodies: `A.width == 100`, `A.width == 1.77778*B.height`, `A.top == B.topMargin + 32`;
    /// edge constraints to the superview and between siblings print in visual format:
    /// `H:|-(20)-[A](LTR)`, `V:[A]-(8)-[B]`, `H:[A]-(0)-|`, with the superview named `'|'`.
    var standardDescription: String {
        var names: [String] = []
        let body = visualFormatBody(names: &names) ?? equationBody
        return described(body, names: names)
    }

    /// `<ClassName:0x… 'identifier' body   (active, names: …)>` around `body`.
    func described(_ body: String, names: [String] = [], className: String? = nil) -> String {
        var prefix = "<\(className ?? UIKit.className(of: self)):\(addressString(of: self))"
        if let identifier { prefix += " '\(identifier)'" }
        var suffix = activeFlag ? "active" : "inactive"
        if !names.isEmpty { suffix += ", names: " + names.joined(separator: " ") + " " }
        return "\(prefix) \(body)   (\(suffix))>"
    }

    private func itemName(_ item: AnyObject?) -> String { layoutItemName(item) }

    private var equationBody: String {
        let lhs = "\(itemName(firstItem)).\(firstAttribute.name)"
        guard secondItem != nil, secondAttribute != .notAnAttribute else {
            return "\(lhs) \(relation.symbol) \(constant.formattedG)"
        }
        let factor = multiplier == 1 ? "" : "\(multiplier.formattedG)*"
        return "\(lhs) \(relation.symbol) \(factor)\(itemName(secondItem)).\(secondAttribute.name)\(constantSuffix(constant))"
    }

    /// The visual-format form for edge and spacing constraints, or `nil`.
    private func visualFormatBody(names: inout [String]) -> String? {
        if let body = visualFormatOriginBody(names: &names) { return body }
        guard multiplier == 1, let first = firstLayoutItem, let second = secondLayoutItem else { return nil }
        let a1 = firstAttribute, a2 = secondAttribute
        let horizontal = a1.kind == .xPosition
        let axis = horizontal ? "H:" : "V:"
        let leadingEdges: Set<NSLayoutConstraint.Attribute> = [.leading, .left, .top]
        let trailingEdges: Set<NSLayoutConstraint.Attribute> = [.trailing, .right, .bottom]
        let direction = (a1.isDirectional || a2.isDirectional) ? "(LTR)" : ""
        func spacing(_ value: CGFloat, _ relation: Relation) -> String {
            let op = relation == .equal ? "" : relation.symbol
            return "-(\(op)\(value.formattedG))-"
        }
        func flipped(_ relation: Relation) -> Relation {
            switch relation {
            case .equal: .equal
            case .lessThanOrEqual: .greaterThanOrEqual
            case .greaterThanOrEqual: .lessThanOrEqual
            }
        }
        // Edge to the superview: A.leading == S.leading + c  →  H:|-(c)-[A]
        if a1 == a2, second === first.layoutParent {
            names.append("'|':\(second.layoutItemName)")
            if leadingEdges.contains(a1) {
                return "\(axis)|\(spacing(constant, relation))[\(first.layoutItemName)]\(direction)"
            }
            if trailingEdges.contains(a1) {
                return "\(axis)[\(first.layoutItemName)]\(spacing(-constant, flipped(relation)))|\(direction)"
            }
            names.removeLast()
        }
        if a1 == a2, first === second.layoutParent {
            names.append("'|':\(first.layoutItemName)")
            if leadingEdges.contains(a1) {
                return "\(axis)|\(spacing(-constant, flipped(relation)))[\(second.layoutItemName)]\(direction)"
            }
            if trailingEdges.contains(a1) {
                return "\(axis)[\(second.layoutItemName)]\(spacing(constant, relation))|\(direction)"
            }
            names.removeLast()
        }
        // Siblings: B.leading == A.trailing + c  →  H:[A]-(c)-[B]
        guard first.layoutParent != nil, first.layoutParent === second.layoutParent else { return nil }
        let pairs: [(NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute)] = [(.leading, .trailing), (.left, .right), (.top, .bottom)]
        for (lead, trail) in pairs {
            if a1 == lead && a2 == trail {
                return "\(axis)[\(second.layoutItemName)]\(spacing(constant, relation))[\(first.layoutItemName)]\(direction)"
            }
            if a1 == trail && a2 == lead {
                return "\(axis)[\(first.layoutItemName)]\(spacing(-constant, flipped(relation)))[\(second.layoutItemName)]\(direction)"
            }
        }
        return nil
    }
}
