import Foundation
import UIKit

/// One or more attributes of a view or layout guide, as a target for relations:
/// `other.snp.top`, `other.snp.edges`, `view.safeAreaLayoutGuide.snp.top`.
///
/// The `Kind` decides at compile time which statements may relate to it:
/// `make.top.equalTo(other.snp.bottom)` compiles, `make.top.equalTo(other.snp.left)` and
/// `make.edges.equalTo(other.snp.size)` do not.
@preconcurrency @MainActor
public struct ConstraintItem<Kind: ConstraintAttributeKind> {
    /// The view, when the item is a view's (held weakly, as constraints hold their items).
    public var view: UIView? { item as? UIView }
    /// The layout guide, when the item is a guide's (`view.safeAreaLayoutGuide.snp.top`).
    public var layoutGuide: UILayoutGuide? { item as? UILayoutGuide }
    /// The view or layout guide.
    var item: AnyObject? { itemReference.object }
    private let itemReference: UnretainedReference<AnyObject>
    /// The attributes, in the order compound attributes list them.
    public let attributes: [NSLayoutConstraint.Attribute]

    init(item: AnyObject, attributes: [NSLayoutConstraint.Attribute]) {
        itemReference = UnretainedReference(item)
        self.attributes = attributes
    }
}
