import Foundation

/// One attribute of one item, for making constraints without naming attributes.
///
/// The subclasses fix the axis at compile time: ``NSLayoutXAxisAnchor`` relates only to
/// x-axis anchors, ``NSLayoutYAxisAnchor`` only to y-axis anchors and ``NSLayoutDimension``
/// only to dimensions (and takes multipliers and constants), so `leadingAnchor` against
/// `topAnchor` does not compile. Leading/trailing against left/right does compile (as in
/// UIKit) and is refused when the constraint is made.
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    /// The item the anchor belongs to: a ``UIView`` or a ``UILayoutGuide``.
    public var item: AnyObject? { itemReference.object }
    private let itemReference: UnretainedReference<AnyObject>
    /// The attribute it stands for.
    public let attribute: NSLayoutConstraint.Attribute

    init(item: AnyObject, attribute: NSLayoutConstraint.Attribute) {
        itemReference = UnretainedReference(item)
        self.attribute = attribute
    }

    /// `self == anchor`.
    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: 1, constant: 0)
    }
    /// `self >= anchor`.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: 1, constant: 0)
    }
    /// `self <= anchor`.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: 1, constant: 0)
    }
    /// `self == anchor + c`.
    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: 1, constant: c)
    }
    /// `self >= anchor + c`.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: 1, constant: c)
    }
    /// `self <= anchor + c`.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: 1, constant: c)
    }

    func make(_ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>?, multiplier: CGFloat,
              constant: CGFloat) -> NSLayoutConstraint {
        let first: AnyObject = item ?? DetachedItem.shared
        var second: AnyObject?
        if let anchor { second = anchor.item ?? DetachedItem.shared }
        return NSLayoutConstraint(item: first, attribute: attribute, relatedBy: relation, toItem: second,
                                  attribute: anchor?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
    }

    nonisolated public override var description: String {
        mainActorUnchecked {
            let typeName = String(describing: type(of: self)).components(separatedBy: "<").first ?? "NSLayoutAnchor"
            let itemName = layoutItemName(item)
            return "<\(typeName):\(addressString(of: self)) \"\(itemName).\(attribute.name)\">"
        }
    }
}

/// Stands in for an anchor's item that no longer exists (the constraint is then invalid).
@preconcurrency @MainActor
final class DetachedItem {
    static let shared = DetachedItem()
}

/// An anchor on the x axis (left, right, leading, trailing, centerX and their margins).
@preconcurrency @MainActor
public final class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

/// An anchor on the y axis (top, bottom, centerY, baselines and their margins).
@preconcurrency @MainActor
public final class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

/// A width or height anchor; relates to other dimensions with a multiplier, or to a constant.
@preconcurrency @MainActor
public final class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// For a dimension made by `anchorWithOffset(to:)`: the anchor the distance is
    /// measured from (the dimension's own item and attribute are the anchor it reaches).
    private var offsetOrigin: (item: UnretainedReference<AnyObject>, attribute: NSLayoutConstraint.Attribute)?

    /// The distance from `origin` to `target` (`target - origin`).
    convenience init(offsetFrom origin: NSLayoutAnchor<some AnyObject>, to target: NSLayoutAnchor<some AnyObject>) {
        self.init(item: target.item ?? DetachedItem.shared, attribute: target.attribute)
        offsetOrigin = (UnretainedReference(origin.item ?? DetachedItem.shared), origin.attribute)
    }

    override func make(_ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<NSLayoutDimension>?,
                       multiplier: CGFloat, constant: CGFloat) -> NSLayoutConstraint {
        let other = anchor as? NSLayoutDimension
        guard offsetOrigin != nil || other?.offsetOrigin != nil else {
            return super.make(relation, anchor, multiplier: multiplier, constant: constant)
        }
        return NSLayoutOffsetConstraint(span, relation, other?.span, multiplier: multiplier, constant: constant)
    }

    /// This dimension as one side of an offset constraint.
    private var span: OffsetSpan {
        OffsetSpan(to: (item ?? DetachedItem.shared, attribute),
                   from: offsetOrigin.map { ($0.item.object ?? DetachedItem.shared, $0.attribute) })
    }
    /// `self == c`.
    public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { make(.equal, nil, multiplier: 1, constant: c) }
    /// `self >= c`.
    public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, nil, multiplier: 1, constant: c)
    }
    /// `self <= c`.
    public func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, nil, multiplier: 1, constant: c)
    }
    /// `self == m × anchor`.
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: m, constant: 0)
    }
    /// `self >= m × anchor`.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: m, constant: 0)
    }
    /// `self <= m × anchor`.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: m, constant: 0)
    }
    /// `self == m × anchor + c`.
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: m, constant: c)
    }
    /// `self >= m × anchor + c`.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
    }
    /// `self <= m × anchor + c`.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: m, constant: c)
    }
}
