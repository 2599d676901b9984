import Foundation
import UIKit

/// The `make` of `view.snp.makeConstraints { make in … }`: each attribute property
/// starts a statement for the view (`make.top`, `make.edges`), and the statements are
/// turned into constraints when the block ends.
///
/// See ``ConstraintViewDSL`` for how the statements are installed, and
/// ``ConstraintMakerExtendable`` for the stages a statement goes through.
@preconcurrency @MainActor
public final class ConstraintMaker {
    /// The view or layout guide the statements constrain.
    let item: AnyObject
    /// The view the statements constrain (`nil` for a layout guide's `make`).
    public var view: UIView? { item as? UIView }
    /// The statements, in the order they were started.
    private(set) var statements: [Constraint] = []
    /// The `makeConstraints` call site, for statements that never got a relation.
    let location: ConstraintSourceLocation

    init(item: AnyObject, location: ConstraintSourceLocation) {
        self.item = item
        self.location = location
    }

    /// Starts a statement for `attributes`.
    func extendable<Kind>(_ attributes: [NSLayoutConstraint.Attribute]) -> ConstraintMakerExtendable<Kind> {
        let statement = Constraint(item: item, attributes: attributes, location: location)
        statements.append(statement)
        return ConstraintMakerExtendable(statement)
    }
}
