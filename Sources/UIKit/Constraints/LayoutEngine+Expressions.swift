import Cassowary
import Foundation

extension LayoutEngine {
    /// `first.attr1 - (multiplier × second.attr2 + constant)  relation  0`, with both sides
    /// expressed in the coordinate space of the constraint's holder (the closest common
    /// ancestor). In a right-to-left layout, a constraint that uses leading/trailing
    /// is solved mirrored: every x position is negated and leading means the right edge,
    /// so leading/trailing values grow towards the trailing edge.
    func standardSolverConstraint(for constraint: NSLayoutConstraint) -> Cassowary.Constraint? {
        guard let first = constraint.firstView else { return nil }
        let space = constraint.container ?? first
        let mirrored = (constraint.firstAttribute.isDirectional || constraint.secondAttribute.isDirectional)
            && first.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let lhs = expression(first, constraint.firstAttribute, in: space, mirrored: mirrored)
        var rhs = Cassowary.Expression(Double(constraint.storedConstant))
        if let second = constraint.secondView, constraint.secondAttribute != .notAnAttribute {
            rhs = expression(second, constraint.secondAttribute, in: space, mirrored: mirrored)
                * Double(constraint.multiplier) + Double(constraint.storedConstant)
        }
        let relation: Cassowary.Relation
        switch constraint.relation {
        case .equal: relation = .equal
        case .lessThanOrEqual: relation = .lessThanOrEqual
        case .greaterThanOrEqual: relation = .greaterThanOrEqual
        }
        let strength = Strength(Double(constraint.storedPriority.rawValue))
        return Cassowary.Constraint(lhs - rhs, relation, strength: strength)
    }

    /// An attribute of `view` as an expression in `space`'s bounds coordinates.
    func expression(_ view: UIView, _ attribute: NSLayoutConstraint.Attribute, in space: UIView, mirrored: Bool) -> Cassowary.Expression {
        let v = variables(for: view)
        let margins = view.layoutMargins
        switch attribute.kind {
        case .size:
            return Cassowary.Expression(attribute == .width ? v.width : v.height)
        case .none:
            return Cassowary.Expression(0)
        case .xPosition:
            let x = origin(of: view, in: space, horizontal: true)
            let w = Cassowary.Expression(v.width)
            let absolute: Cassowary.Expression
            switch attribute {
            case .left: absolute = x
            case .right: absolute = x + w
            case .centerX: absolute = x + w * 0.5
            case .leading: absolute = mirrored ? x + w : x
            case .trailing: absolute = mirrored ? x : x + w
            case .leftMargin: absolute = x + Double(margins.left)
            case .rightMargin: absolute = x + w - Double(margins.right)
            case .leadingMargin: absolute = mirrored ? x + w - Double(margins.right) : x + Double(margins.left)
            case .trailingMargin: absolute = mirrored ? x + Double(margins.left) : x + w - Double(margins.right)
            default: absolute = x + Double(margins.left) + (w - Double(margins.left + margins.right)) * 0.5
            }
            return mirrored ? -absolute : absolute
        case .yPosition:
            let y = origin(of: view, in: space, horizontal: false)
            let h = Cassowary.Expression(v.height)
            switch attribute {
            case .top: return y
            case .bottom: return y + h
            case .centerY: return y + h * 0.5
            // A plain view has no text: both baselines are its bottom edge (hook for labels).
            case .firstBaseline, .lastBaseline: return y + h
            case .topMargin: return y + Double(margins.top)
            case .bottomMargin: return y + h - Double(margins.bottom)
            default: return y + Double(margins.top) + (h - Double(margins.top + margins.bottom)) * 0.5
            }
        }
    }

    /// The position of `view`'s alignment rectangle in `space`: 0 for `space` itself,
    /// otherwise its own `minX` plus those of its ancestors below `space`.
    private func origin(of view: UIView, in space: UIView, horizontal: Bool) -> Cassowary.Expression {
        guard view !== space else { return Cassowary.Expression(0) }
        var terms: [Term] = []
        var current: UIView? = view
        while let member = current, member !== space {
            let v = variables(for: member)
            terms.append(Term(horizontal ? v.minX : v.minY))
            current = member.superview
        }
        return Cassowary.Expression(terms)
    }
}
