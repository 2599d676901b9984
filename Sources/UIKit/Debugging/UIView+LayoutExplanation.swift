import Cassowary
import Foundation

extension UIView {
    /// Why the view's frame is what it is, in plain text (this project's; UIKit has no
    /// such call): for each of the alignment rectangle's minX, minY, width and height, its
    /// value, the constraints on it that hold exactly (binding) with their equation in
    /// numbers, those that hold with room to spare, the optional ones that gave way and by
    /// how much, and whether the value is free to move (ambiguous).
    public func layoutExplanation() -> String {
        withLayoutEngine { engine in
            guard let variables = layoutVariables, variables.belongs(to: engine) else {
                return "\(layoutDescriptionName): not laid out by constraints."
            }
            let f = frame
            var lines = ["\(layoutDescriptionName) frame = (\(f.minX.formattedG) \(f.minY.formattedG); \(f.width.formattedG) \(f.height.formattedG))",
                         "(values of the alignment rectangle in the superview's coordinates; equations in the window's)"]
            let names = ["minX", "minY", "width", "height"]
            for (index, variable) in variables.all.enumerated() {
                var line = "\(names[index]) \(CGFloat(variable.value).formattedG)"
                if engine.solver.isAmbiguous(variable) { line += " — not fixed: the constraints let it move (ambiguous)" }
                lines.append(line)
                lines += explanationLines(for: variable, in: engine)
            }
            return lines.joined(separator: "\n")
        } ?? "\(layoutDescriptionName): no layout engine."
    }

    /// The constraints on `variable`, grouped by how they hold now.
    private func explanationLines(for variable: Cassowary.Variable, in engine: LayoutEngine) -> [String] {
        var binding: [String] = [], slack: [String] = [], broken: [String] = []
        var seen = Set<ObjectIdentifier>()
        for constraint in engine.solver.constraints where constraint.expression.terms.contains(where: { $0.variable === variable }) {
            guard let layout = constraint.context as? NSLayoutConstraint, seen.insert(ObjectIdentifier(layout)).inserted else { continue }
            let error = constraint.expression.value
            let tolerance = 0.001
            let described = "\(layout)" + (equationInNumbers(layout).map { "   \($0)" } ?? "")
            switch constraint.relation {
            case .equal:
                if abs(error) <= tolerance {
                    binding.append(described)
                } else {
                    broken.append("\(described)   off by \(CGFloat(abs(error)).formattedG)")
                }
            case .lessThanOrEqual, .greaterThanOrEqual:
                let satisfied = constraint.relation == .lessThanOrEqual ? error <= tolerance : error >= -tolerance
                if !satisfied {
                    broken.append("\(described)   off by \(CGFloat(abs(error)).formattedG)")
                } else if abs(error) <= tolerance {
                    binding.append(described)
                } else {
                    slack.append("\(described)   \(CGFloat(abs(error)).formattedG) to spare")
                }
            }
        }
        var lines: [String] = []
        if !binding.isEmpty { lines.append("  holds exactly (what fixes it):"); lines += binding.map { "    " + $0 } }
        if !slack.isEmpty { lines.append("  holds with room to spare:"); lines += slack.map { "    " + $0 } }
        if !broken.isEmpty { lines.append("  gave way (optional, lower priority than what won):"); lines += broken.map { "    " + $0 } }
        if binding.isEmpty && slack.isEmpty && broken.isEmpty { lines.append("  no constraint mentions it") }
        return lines
    }

    /// `first = multiplier × second + constant` with the values of the layout now, e.g.
    /// `300 = 1 × 340 − 40`; nil when an attribute has no value from frames (baselines).
    private func equationInNumbers(_ constraint: NSLayoutConstraint) -> String? {
        guard let first = constraint.firstItem.flatMap({ Self.attributeValue($0, constraint.firstAttribute) }) else { return nil }
        let relation = switch constraint.relation {
        case .equal: "="
        case .lessThanOrEqual: "≤"
        case .greaterThanOrEqual: "≥"
        }
        let constant = constraint.constant
        let sign = constant < 0 ? "−" : "+"
        guard let item = constraint.secondItem, constraint.secondAttribute != .notAnAttribute else {
            return "\(first.formattedG) \(relation) \(constant.formattedG)"
        }
        guard let second = Self.attributeValue(item, constraint.secondAttribute) else { return nil }
        let product = constraint.multiplier == 1 ? second.formattedG : "\(constraint.multiplier.formattedG) × \(second.formattedG)"
        return constant == 0 ? "\(first.formattedG) \(relation) \(product)"
            : "\(first.formattedG) \(relation) \(product) \(sign) \(abs(constant).formattedG)"
    }

    /// An attribute of a view's or guide's alignment rectangle in the window's coordinates.
    static func attributeValue(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute) -> CGFloat? {
        let rect: CGRect
        let rightToLeft: Bool
        switch item {
        case let view as UIView:
            var base = view.alignmentRect(forFrame: view.frame)
            if let superview = view.superview { base = superview.convert(base, to: nil) }
            if attribute.withoutMargin != attribute {
                let margins = view.layoutMargins
                base = CGRect(x: base.minX + margins.left, y: base.minY + margins.top,
                              width: base.width - margins.left - margins.right, height: base.height - margins.top - margins.bottom)
            }
            rect = base
            rightToLeft = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
        case let guide as UILayoutGuide:
            guard let owner = guide.owningView else { return nil }
            rect = owner.convert(guide.layoutFrame, to: nil)
            rightToLeft = owner.effectiveUserInterfaceLayoutDirection == .rightToLeft
        default:
            return nil
        }
        switch attribute.withoutMargin {
        case .left: return rect.minX
        case .right: return rect.maxX
        case .top: return rect.minY
        case .bottom: return rect.maxY
        case .leading: return rightToLeft ? rect.maxX : rect.minX
        case .trailing: return rightToLeft ? rect.minX : rect.maxX
        case .width: return rect.width
        case .height: return rect.height
        case .centerX: return rect.midX
        case .centerY: return rect.midY
        default: return nil
        }
    }
}
