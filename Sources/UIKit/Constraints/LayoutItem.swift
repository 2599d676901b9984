import Cassowary
import Foundation

/// Something the engine gives an alignment rectangle to: a ``UIView`` or a
/// ``UILayoutGuide``. Either can be an item of an ``NSLayoutConstraint``.
@preconcurrency @MainActor
protocol LayoutItem: AnyObject {
    /// The item's variables in the engine it takes part in (a view's or guide's cache).
    var layoutVariables: LayoutVariables? { get set }
    /// Active constraints that mention the item, by identity.
    var involvingConstraints: [ObjectKey: NSLayoutConstraint] { get set }
    /// The view in whose bounds coordinates the item's `minX`/`minY` are: a view's
    /// superview, a guide's owning view.
    var layoutParent: UIView? { get }
    /// The view that stands for the item in the hierarchy (for common ancestors): the
    /// view itself, or a guide's owning view (`nil` for a guide not added to a view).
    var hierarchyView: UIView? { get }
    /// `UIView:0x…`, `UILabel:0x…'text'`, `UILayoutGuide:0x…'identifier'`.
    var layoutItemName: String { get }
    /// The direction its leading and trailing follow.
    var layoutDirection: UIUserInterfaceLayoutDirection { get }
}

extension LayoutItem {
    /// Lists `constraint` among the item's constraints. The first gives the table room
    /// for eight: grown from nothing, it was reallocated and rehashed three or four
    /// times on the way to a view's usual handful.
    func involve(_ constraint: NSLayoutConstraint) {
        // A new table rather than `reserveCapacity(8)`, which ran unspecialised (about
        // 1,300 instructions a view).
        if involvingConstraints.isEmpty { involvingConstraints = Dictionary(minimumCapacity: 8) }
        involvingConstraints[ObjectKey(constraint)] = constraint
    }
}

extension UIView: LayoutItem {
    var layoutParent: UIView? { superview }
    var hierarchyView: UIView? { self }
    var layoutItemName: String { layoutDescriptionName }
    var layoutDirection: UIUserInterfaceLayoutDirection { effectiveUserInterfaceLayoutDirection }
}

extension UILayoutGuide: LayoutItem {
    var layoutParent: UIView? { owningView }
    var hierarchyView: UIView? { owningView }
    var layoutItemName: String { layoutDescriptionName }
    var layoutDirection: UIUserInterfaceLayoutDirection {
        owningView?.effectiveUserInterfaceLayoutDirection ?? UIView.applicationLayoutDirection
    }
}

/// The layout item an `AnyObject` stands for (a view or a guide), or `nil`.
@preconcurrency @MainActor
func layoutItem(_ object: AnyObject?) -> (any LayoutItem)? {
    if let view = object as? UIView { return view }
    return object as? UILayoutGuide
}

/// The name an item prints under in logs, for any object.
@preconcurrency @MainActor
func layoutItemName(_ object: AnyObject?) -> String {
    if let item = layoutItem(object) { return item.layoutItemName }
    if let object { return "\(className(of: object)):\(addressString(of: object))" }
    return "(nil)"
}

extension CGRect {
    /// The rectangle snapped to whole points: each edge goes to the nearest whole point,
    /// ties away from zero, and the size is the distance between the snapped edges (at
    /// scale 1, whole pixels). Neighbours that share an edge in the engine share it on
    /// screen, so no edge blurs and no gap or overlap appears between them.
    ///
    /// Written with `Double`s and comparisons: the generic `min`, `max` and `rounded()`
    /// of `CGFloat` ran through witness tables in an unoptimised build, for every frame a
    /// layout pass sets. (`Swift.min(a, b)` is `b < a ? b : a`, `Swift.max(a, b)` is
    /// `b >= a ? b : a`; `rounded()` rounds to nearest, ties away from zero.)
    var snappedToPoints: CGRect {
        let x = Double(origin.x), y = Double(origin.y)
        let right = x + Double(size.width), bottom = y + Double(size.height)
        let x0 = (right < x ? right : x).rounded(.toNearestOrAwayFromZero)
        let x1 = (right >= x ? right : x).rounded(.toNearestOrAwayFromZero)
        let y0 = (bottom < y ? bottom : y).rounded(.toNearestOrAwayFromZero)
        let y1 = (bottom >= y ? bottom : y).rounded(.toNearestOrAwayFromZero)
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
