import Cassowary
import Foundation

extension LayoutEngine {
    /// `first.attr1 - (multiplier × second.attr2 + constant)  relation  0`, with both sides
    /// expressed in the coordinate space of the constraint's holder (the closest common
    /// ancestor). In a right-to-left layout, a constraint that uses leading/trailing
    /// is solved mirrored: every x position is negated and leading means the right edge,
    /// so leading/trailing values grow towards the trailing edge.
    func standardSolverConstraint(for constraint: NSLayoutConstraint) -> Cassowary.Constraint? {
        guard let first = constraint.firstLayoutItem, let space = constraint.container ?? first.hierarchyView else { return nil }
        let mirrored = (constraint.firstAttribute.isDirectional || constraint.secondAttribute.isDirectional)
            && first.layoutDirection == .rightToLeft
        let lhs = expression(first, constraint.firstAttribute, in: space, mirrored: mirrored)
        var rhs = Cassowary.Expression(Double(constraint.storedConstant))
        if let second = constraint.secondLayoutItem, constraint.secondAttribute != .notAnAttribute {
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

    /// An attribute of `item` as an expression in `space`'s bounds coordinates.
    ///
    /// Margin attributes of a view are the edges of its ``UIView/layoutMarginsGuide``.
    /// Baselines are those of ``UIView/forFirstBaselineLayout`` /
    /// ``UIView/forLastBaselineLayout`` when that is a descendant; a view with text (a
    /// label) puts its first baseline its font's ascent below its top and its last
    /// baseline the rest of a line above its bottom; a view without text, and a guide,
    /// use the bottom edge.
    func expression(_ item: any LayoutItem, _ attribute: NSLayoutConstraint.Attribute, in space: UIView,
                    mirrored: Bool, depth: Int = 0) -> Cassowary.Expression {
        if let view = item as? UIView {
            if attribute.isMargin {
                return expression(view.layoutMarginsGuide, attribute.withoutMargin, in: space, mirrored: mirrored)
            }
            if attribute == .firstBaseline || attribute == .lastBaseline, depth < 16 {
                let target = attribute == .firstBaseline ? view.forFirstBaselineLayout : view.forLastBaselineLayout
                if target !== view, target.isDescendant(of: view) {
                    return expression(target, attribute, in: space, mirrored: mirrored, depth: depth + 1)
                }
            }
        }
        let v = variables(for: item)
        switch attribute.kind {
        case .size:
            return Cassowary.Expression(attribute == .width ? v.width : v.height)
        case .none:
            return Cassowary.Expression(0)
        case .xPosition:
            let x = origin(of: item, v, in: space, horizontal: true)
            let w = Cassowary.Expression(v.width)
            let absolute: Cassowary.Expression
            switch attribute.withoutMargin {
            case .left: absolute = x
            case .right: absolute = x + w
            case .leading: absolute = mirrored ? x + w : x
            case .trailing: absolute = mirrored ? x : x + w
            default: absolute = x + w * 0.5
            }
            return mirrored ? -absolute : absolute
        case .yPosition:
            let y = origin(of: item, v, in: space, horizontal: false)
            let h = Cassowary.Expression(v.height)
            switch attribute.withoutMargin {
            case .top: return y
            case .bottom: return y + h
            case .firstBaseline:
                if let offset = (item as? UIView)?.firstBaselineOffsetFromTop { return y + Double(offset) }
                return y + h
            case .lastBaseline:
                if let offset = (item as? UIView)?.lastBaselineOffsetFromBottom { return y + h - Double(offset) }
                return y + h
            default: return y + h * 0.5
            }
        }
    }

    /// The position of `item`'s alignment rectangle in `space`'s bounds coordinates:
    /// for `space` itself its alignment insets, otherwise its own `minX` plus, for each
    /// ancestor below `space`, that ancestor's `minX` less its alignment inset (the
    /// ancestor's frame origin, in which its children's variables are measured).
    private func origin(of item: any LayoutItem, _ v: LayoutVariables, in space: UIView, horizontal: Bool) -> Cassowary.Expression {
        if item === space {
            let insets = space.alignmentRectInsets
            return Cassowary.Expression(Double(horizontal ? insets.left : insets.top))
        }
        var terms = [Term(horizontal ? v.minX : v.minY)]
        var constant: CGFloat = 0
        var current = item.layoutParent
        while let member = current, member !== space {
            let mv = variables(for: member)
            terms.append(Term(horizontal ? mv.minX : mv.minY))
            let insets = member.alignmentRectInsets
            constant -= horizontal ? insets.left : insets.top
            current = member.superview
        }
        return Cassowary.Expression(terms, constant: Double(constant))
    }
}

extension NSLayoutConstraint.Attribute {
    /// The plain attribute a margin attribute stands for on the margins guide
    /// (`leadingMargin` → `leading`, `centerXWithinMargins` → `centerX`); others unchanged.
    /// The one margin table: the SnapKit module reads it through this SPI.
    @_spi(LayoutInternals)
    public var withoutMargin: NSLayoutConstraint.Attribute {
        switch self {
        case .leftMargin: .left
        case .rightMargin: .right
        case .topMargin: .top
        case .bottomMargin: .bottom
        case .leadingMargin: .leading
        case .trailingMargin: .trailing
        case .centerXWithinMargins: .centerX
        case .centerYWithinMargins: .centerY
        default: self
        }
    }
}
