import Foundation
import UIKit

/// One or more attributes of a view, as a target for relations: `other.snp.top`,
/// `other.snp.edges`.
///
/// The ``Kind`` decides at compile time which statements may relate to it:
/// `make.top.equalTo(other.snp.bottom)` compiles, `make.top.equalTo(other.snp.left)` and
/// `make.edges.equalTo(other.snp.size)` do not.
@MainActor
public struct ConstraintItem<Kind: ConstraintAttributeKind> {
    /// The view (held weakly, as constraints hold their items).
    public var view: UIView? { viewReference.object }
    private let viewReference: UnretainedReference<UIView>
    /// The attributes, in the order compound attributes list them.
    public let attributes: [NSLayoutConstraint.Attribute]

    init(view: UIView, attributes: [NSLayoutConstraint.Attribute]) {
        viewReference = UnretainedReference(view)
        self.attributes = attributes
    }
}
