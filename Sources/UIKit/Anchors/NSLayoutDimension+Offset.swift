import Cassowary
import Foundation

extension NSLayoutXAxisAnchor {
    /// The distance from this anchor to `otherAnchor` (`otherAnchor - self`), as a
    /// dimension to constrain like a width (iOS 10): equal gaps,
    /// `a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor).constraint(equalTo:
    /// b.trailingAnchor.anchorWithOffset(to: c.leadingAnchor))`, or a gap of a constant.
    public func anchorWithOffset(to otherAnchor: NSLayoutXAxisAnchor) -> NSLayoutDimension {
        NSLayoutDimension(offsetFrom: self, to: otherAnchor)
    }
}

extension NSLayoutYAxisAnchor {
    /// The distance from this anchor to `otherAnchor` (`otherAnchor - self`), as a
    /// dimension (iOS 10).
    public func anchorWithOffset(to otherAnchor: NSLayoutYAxisAnchor) -> NSLayoutDimension {
        NSLayoutDimension(offsetFrom: self, to: otherAnchor)
    }
}

/// One side of an offset constraint: `to.attribute - from.attribute`, or a plain
/// dimension when `from` is nil.
@preconcurrency @MainActor
struct OffsetSpan {
    let to: (item: AnyObject, attribute: NSLayoutConstraint.Attribute)
    let from: (item: AnyObject, attribute: NSLayoutConstraint.Attribute)?
}

/// A constraint on `anchorWithOffset(to:)` dimensions:
/// `(b₁ − a₁) relation multiplier × (b₂ − a₂) + constant`, either side possibly a plain
/// width or height. Its first and second items are the `to` anchors' items; the `from`
/// items are extra items the holder must contain and whose removal deactivates it.
@preconcurrency @MainActor
final class NSLayoutOffsetConstraint: NSLayoutConstraint {
    private let firstOrigin: UnretainedReference<AnyObject>
    private let firstOriginAttribute: Attribute
    private let secondOrigin: UnretainedReference<AnyObject>
    private let secondOriginAttribute: Attribute

    init(_ first: OffsetSpan, _ relation: Relation, _ second: OffsetSpan?, multiplier: CGFloat, constant: CGFloat) {
        firstOrigin = UnretainedReference(first.from?.item)
        firstOriginAttribute = first.from?.attribute ?? .notAnAttribute
        secondOrigin = UnretainedReference(second?.from?.item)
        secondOriginAttribute = second?.from?.attribute ?? .notAnAttribute
        super.init(uncheckedItem: first.to.item, attribute: first.to.attribute, relatedBy: relation,
                   toItem: second?.to.item, attribute: second?.to.attribute ?? .notAnAttribute,
                   multiplier: second == nil ? 1 : multiplier, constant: constant)
        if !multiplier.isFinite {
            validationError = .nonFiniteMultiplier(constraint: description, value: Double(multiplier))
        } else if !constant.isFinite {
            validationError = .nonFiniteConstant(constraint: description, value: Double(constant))
        }
        if let validationError { LayoutDiagnostics.report(validationError) }
    }

    override var extraLayoutItems: [any LayoutItem] {
        [firstOrigin.object, secondOrigin.object].compactMap { layoutItem($0) }
    }

    override func makeSolverConstraint(in engine: LayoutEngine) -> Cassowary.Constraint? {
        guard let first = firstLayoutItem, let space = container ?? first.hierarchyView else { return nil }
        let attributes = [firstAttribute, secondAttribute, firstOriginAttribute, secondOriginAttribute]
        let mirrored = attributes.contains(where: \.isDirectional) && first.layoutDirection == .rightToLeft
        func side(_ item: (any LayoutItem)?, _ attribute: Attribute, _ origin: AnyObject?,
                  _ originAttribute: Attribute) -> Cassowary.Expression {
            guard let item else { return Cassowary.Expression(0) }
            var result = engine.expression(item, attribute, in: space, mirrored: mirrored)
            if let origin = layoutItem(origin) {
                result = result - engine.expression(origin, originAttribute, in: space, mirrored: mirrored)
            }
            return result
        }
        let lhs = side(first, firstAttribute, firstOrigin.object, firstOriginAttribute)
        var rhs = Cassowary.Expression(Double(storedConstant))
        if let second = secondLayoutItem {
            rhs = side(second, secondAttribute, secondOrigin.object, secondOriginAttribute) * Double(multiplier)
                + Double(storedConstant)
        }
        let solverRelation: Cassowary.Relation
        switch relation {
        case .equal: solverRelation = .equal
        case .lessThanOrEqual: solverRelation = .lessThanOrEqual
        case .greaterThanOrEqual: solverRelation = .greaterThanOrEqual
        }
        return Cassowary.Constraint(lhs - rhs, solverRelation, strength: Strength(Double(storedPriority.rawValue)))
    }

    /// `<NSLayoutConstraint:0x… B.leading - A.trailing == 2*(D.leading - C.trailing) + 8   (active)>`.
    override var layoutDescription: String {
        func name(_ object: AnyObject?, _ attribute: Attribute) -> String {
            guard let item = layoutItem(object) else { return "(nil).\(attribute.name)" }
            return "\(item.layoutItemName).\(attribute.name)"
        }
        func span(_ item: AnyObject?, _ attribute: Attribute, _ origin: AnyObject?, _ originAttribute: Attribute) -> String {
            origin == nil ? name(item, attribute) : "\(name(item, attribute)) - \(name(origin, originAttribute))"
        }
        let lhs = span(firstItem, firstAttribute, firstOrigin.object, firstOriginAttribute)
        var rhs = storedConstant.formattedG
        if secondItem != nil {
            var other = span(secondItem, secondAttribute, secondOrigin.object, secondOriginAttribute)
            if secondOrigin.object != nil { other = "(\(other))" }
            if multiplier != 1 { other = "\(multiplier.formattedG)*\(other)" }
            rhs = other + constantSuffix(storedConstant)
        }
        return described("\(lhs) \(relation.symbol) \(rhs)", className: "NSLayoutConstraint")
    }
}
