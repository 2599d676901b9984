import Foundation
import UIKit

/// The last stage of a statement: a label for descriptions and logs, and the handle.
@preconcurrency @MainActor
public class ConstraintMakerFinalizable {
    /// The statement this stage edits.
    let statement: Constraint

    init(_ statement: Constraint) {
        self.statement = statement
    }

    /// Names the statement's constraints: the label is their `identifier`, shown in their
    /// descriptions and in "Unable to simultaneously satisfy constraints" logs.
    ///
    /// - Returns: This stage, for ``constraint``.
    @discardableResult
    public func labeled(_ label: String) -> ConstraintMakerFinalizable {
        statement.spec.label = label
        return self
    }

    /// The statement's handle, to update or deactivate it later. Its layout constraints
    /// exist once the `makeConstraints` block has ended.
    public var constraint: Constraint { statement }
}

/// The stage that sets a priority (after a relation and its modifiers).
@preconcurrency @MainActor
public class ConstraintMakerPrioritizable: ConstraintMakerFinalizable {
    /// Sets the priority: `.required`, `.high`, `.medium`, `.low` or a literal (`600`).
    /// A value outside `0 < p <= 1000` is logged, naming the call site, and the statement
    /// is not made.
    ///
    /// - Returns: The final stage.
    @discardableResult
    public func priority(_ priority: ConstraintPriority) -> ConstraintMakerFinalizable {
        statement.spec.priority = priority.value
        return self
    }

    /// Sets the priority from a number or a `UILayoutPriority` (`priority(level)`,
    /// `priority(UILayoutPriority.defaultHigh)`).
    ///
    /// - Returns: The final stage.
    @discardableResult
    public func priority<P: ConstraintPriorityTarget>(_ priority: P) -> ConstraintMakerFinalizable {
        statement.spec.priority = priority.constraintPriorityValue
        return self
    }
}
