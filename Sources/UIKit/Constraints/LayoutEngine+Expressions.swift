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
        // One array of terms, written in place: building `lhs - (m × rhs + c)` from
        // expression values made five or six arrays per constraint.
        var sum = LinearSum()
        sum.terms.reserveCapacity(6)
        accumulate(first, constraint.firstAttribute, in: space, mirrored: mirrored, scale: 1, into: &sum)
        if let second = constraint.secondLayoutItem, constraint.secondAttribute != .notAnAttribute {
            accumulate(second, constraint.secondAttribute, in: space, mirrored: mirrored,
                       scale: -Double(constraint.multiplier), into: &sum)
        }
        sum.constant -= Double(constraint.storedConstant)
        let relation: Cassowary.Relation
        switch constraint.relation {
        case .equal: relation = .equal
        case .lessThanOrEqual: relation = .lessThanOrEqual
        case .greaterThanOrEqual: relation = .greaterThanOrEqual
        }
        if relation != .equal { restrictSizes(constrainedBy: constraint) }
        let strength = Strength(Double(constraint.storedPriority.rawValue))
        return Cassowary.Constraint(Cassowary.Expression(sum.terms, constant: sum.constant), relation, strength: strength)
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
                    mirrored: Bool) -> Cassowary.Expression {
        var sum = LinearSum()
        accumulate(item, attribute, in: space, mirrored: mirrored, scale: 1, into: &sum)
        return Cassowary.Expression(sum.terms, constant: sum.constant)
    }

    /// Adds `scale` times ``expression(_:_:in:mirrored:)`` to `sum`.
    private func accumulate(_ item: any LayoutItem, _ attribute: NSLayoutConstraint.Attribute, in space: UIView,
                            mirrored: Bool, scale: Double, into sum: inout LinearSum, depth: Int = 0) {
        if let view = item as? UIView {
            if attribute.isMargin {
                accumulate(view.layoutMarginsGuide, attribute.withoutMargin, in: space, mirrored: mirrored,
                           scale: scale, into: &sum, depth: depth)
                return
            }
            if attribute == .firstBaseline || attribute == .lastBaseline, depth < 16 {
                let target = attribute == .firstBaseline ? view.forFirstBaselineLayout : view.forLastBaselineLayout
                if target !== view, target.isDescendant(of: view) {
                    accumulate(target, attribute, in: space, mirrored: mirrored, scale: scale, into: &sum, depth: depth + 1)
                    return
                }
            }
        }
        let v = variables(for: item)
        switch attribute.kind {
        case .size:
            sum.add(attribute == .width ? v.width : v.height, scale)
        case .none:
            break
        case .xPosition:
            // Mirrored, x positions are negated.
            let signed = mirrored ? -scale : scale
            addOrigin(of: item, v, in: space, horizontal: true, scale: signed, into: &sum)
            let widthFactor: Double
            switch attribute.withoutMargin {
            case .left: widthFactor = 0
            case .right: widthFactor = 1
            case .leading: widthFactor = mirrored ? 1 : 0
            case .trailing: widthFactor = mirrored ? 0 : 1
            default: widthFactor = 0.5
            }
            if widthFactor != 0 { sum.add(v.width, signed * widthFactor) }
        case .yPosition:
            addOrigin(of: item, v, in: space, horizontal: false, scale: scale, into: &sum)
            switch attribute.withoutMargin {
            case .top: break
            case .bottom: sum.add(v.height, scale)
            case .firstBaseline:
                if let offset = (item as? UIView)?.firstBaselineOffsetFromTop {
                    sum.constant += scale * Double(offset)
                } else {
                    sum.add(v.height, scale)
                }
            case .lastBaseline:
                sum.add(v.height, scale)
                if let offset = (item as? UIView)?.lastBaselineOffsetFromBottom { sum.constant -= scale * Double(offset) }
            default: sum.add(v.height, scale * 0.5)
            }
        }
    }

    /// Adds `scale` times the position of `item`'s alignment rectangle in `space`'s
    /// bounds coordinates: for `space` itself its alignment insets, otherwise its own
    /// `minX` plus, for each ancestor below `space`, that ancestor's `minX` less its
    /// alignment inset (the ancestor's frame origin, in which its children's variables
    /// are measured).
    private func addOrigin(of item: any LayoutItem, _ v: LayoutVariables, in space: UIView, horizontal: Bool,
                           scale: Double, into sum: inout LinearSum) {
        if item === space {
            let insets = space.alignmentRectInsets
            sum.constant += scale * Double(horizontal ? insets.left : insets.top)
            return
        }
        sum.add(horizontal ? v.minX : v.minY, scale)
        var current = item.layoutParent
        while let member = current, member !== space {
            let mv = variables(for: member)
            sum.add(horizontal ? mv.minX : mv.minY, scale)
            let insets = member.alignmentRectInsets
            sum.constant -= scale * Double(horizontal ? insets.left : insets.top)
            current = member.superview
        }
    }
}

/// A sum of terms and a constant being built in place (``Cassowary/Constraint`` merges
/// repeated variables).
struct LinearSum {
    var terms: [Term] = []
    var constant: Double = 0

    mutating func add(_ variable: Variable, _ coefficient: Double) {
        terms.append(Term(variable, coefficient))
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
