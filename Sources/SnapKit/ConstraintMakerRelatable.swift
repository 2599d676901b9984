import Foundation
import UIKit

/// The stage that relates a statement's attributes to a target: a view, DSL attributes
/// (`other.snp.top`), the superview, or a value (a number, a size, a point, insets).
/// The overloads that exist depend on `Kind` (see `ConstraintMakerRelatable+Operands.swift`).
///
/// Every relation records its call site (`#fileID`, `#line`), shown in the constraints'
/// descriptions and in every error about the statement.
@preconcurrency @MainActor
public class ConstraintMakerRelatable<Kind: ConstraintAttributeKind> {
    /// The statement this stage edits.
    let statement: Constraint

    init(_ statement: Constraint) {
        self.statement = statement
    }

    /// Relates each attribute to the same attribute of the superview:
    /// `make.edges.equalToSuperview()`.
    ///
    /// A view without a superview is logged with the call site and nothing is made.
    /// - Returns: The editable stage.
    @discardableResult
    public func equalToSuperview(file: String = #fileID, line: UInt = #line) -> ConstraintMakerEditable<Kind> {
        relate(.equal, .superview, constant: nil, file: file, line: line)
    }

    /// Relates each attribute as less than or equal to the superview's same attribute.
    ///
    /// - Returns: The editable stage.
    @discardableResult
    public func lessThanOrEqualToSuperview(file: String = #fileID, line: UInt = #line) -> ConstraintMakerEditable<Kind> {
        relate(.lessThanOrEqual, .superview, constant: nil, file: file, line: line)
    }

    /// Relates each attribute as greater than or equal to the superview's same attribute.
    ///
    /// - Returns: The editable stage.
    @discardableResult
    public func greaterThanOrEqualToSuperview(file: String = #fileID, line: UInt = #line) -> ConstraintMakerEditable<Kind> {
        relate(.greaterThanOrEqual, .superview, constant: nil, file: file, line: line)
    }

    /// Records the relation; a second relation on the same stage is logged and goes to a
    /// detached statement, so it changes nothing.
    func relate<Result>(_ relation: NSLayoutConstraint.Relation, _ target: ConstraintTarget,
                        constant: ConstraintConstant?, file: String, line: UInt) -> ConstraintMakerEditable<Result> {
        let location = ConstraintSourceLocation(fileID: file, line: line)
        guard statement.spec.relation == nil else {
            let name = (statement.spec.item.map(layoutItemName) ?? "(deallocated item)")
                + "." + statement.spec.attributes.listDescription
            ConstraintDiagnostics.report(.alreadyRelated(attributes: name, location: location))
            let detached = Constraint(item: statement.spec.item ?? UIView(), attributes: [], location: location)
            return ConstraintMakerEditable(detached)
        }
        statement.spec.relation = relation
        statement.spec.target = target
        statement.spec.location = location
        if let constant { statement.spec.constant = constant }
        return ConstraintMakerEditable(statement)
    }
}
