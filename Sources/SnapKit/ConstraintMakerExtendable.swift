import Foundation
import UIKit

/// The first stage of a statement: attributes named so far (`make.top`), to which more
/// may be added (`make.top.left`) before a relation.
///
/// The stages, each a type so that the calls can only come in this order:
/// ``ConstraintMakerExtendable`` (more attributes) → ``ConstraintMakerRelatable``
/// (`equalTo`, `lessThanOrEqualTo`, `greaterThanOrEqualTo`) → ``ConstraintMakerEditable``
/// (`offset`, `inset`, `multipliedBy`, `dividedBy`) → ``ConstraintMakerPrioritizable``
/// (`priority`) → ``ConstraintMakerFinalizable`` (`labeled`, `constraint`).
/// `priority` before a relation, or `multipliedBy` on a position, does not compile.
@preconcurrency @MainActor
public final class ConstraintMakerExtendable<Kind: ConstraintAttributeKind>: ConstraintMakerRelatable<Kind> {
    /// The same statement with `attributes` added.
    func adding<NewKind>(_ attributes: [NSLayoutConstraint.Attribute]) -> ConstraintMakerExtendable<NewKind> {
        statement.spec.attributes.append(contentsOf: attributes)
        return ConstraintMakerExtendable<NewKind>(statement)
    }
}
