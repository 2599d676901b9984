import Foundation
import UIKit

/// The stage after a relation: the constant (`offset`, `inset`) and, for sizes only, the
/// multiplier (`multipliedBy`, `dividedBy`). Each call replaces the constant given before
/// (including one given by the relation, as in SnapKit and Masonry).
@preconcurrency @MainActor
public final class ConstraintMakerEditable<Kind: ConstraintAttributeKind>: ConstraintMakerPrioritizable {
    /// Sets every attribute's constant to `amount`:
    /// `make.top.equalTo(header.snp.bottom).offset(8)`.
    ///
    /// - Returns: This stage.
    @discardableResult
    public func offset<N: ConstraintNumber>(_ amount: N) -> ConstraintMakerEditable<Kind> {
        statement.spec.constant = .number(amount.constraintValue)
        return self
    }

    /// Insets by `amount` on every side: leading edges move in by `amount`, trailing edges
    /// back by `amount`, sizes shrink by twice `amount`:
    /// `make.edges.equalToSuperview().inset(16)`.
    ///
    /// - Returns: This stage.
    @discardableResult
    public func inset<N: ConstraintNumber>(_ amount: N) -> ConstraintMakerEditable<Kind> {
        let value = amount.constraintValue
        statement.spec.constant = .insets(UIEdgeInsets(top: value, left: value, bottom: value, right: value))
        return self
    }

    /// Insets by `insets`: top and left (leading) add, bottom and right (trailing)
    /// subtract, width and height shrink by both sides, centres move by half the difference.
    ///
    /// - Returns: This stage.
    @discardableResult
    public func inset(_ insets: UIEdgeInsets) -> ConstraintMakerEditable<Kind> {
        statement.spec.constant = .insets(insets)
        return self
    }

    /// Insets by directional `insets` (leading and trailing instead of left and right).
    ///
    /// - Returns: This stage.
    @discardableResult
    public func inset(_ insets: NSDirectionalEdgeInsets) -> ConstraintMakerEditable<Kind> {
        statement.spec.constant = .directionalInsets(insets)
        return self
    }
}

extension ConstraintMakerEditable {
    /// Scales the second item's attribute: `make.height.equalTo(green).multipliedBy(2)`,
    /// `make.centerX.equalToSuperview().multipliedBy(0.5)` (any attribute, as in SnapKit;
    /// with no second item the multiplier has no effect). A non-finite factor is logged
    /// and the statement is not made.
    ///
    /// - Returns: This stage.
    @discardableResult
    public func multipliedBy<N: ConstraintNumber>(_ factor: N) -> ConstraintMakerEditable<Kind> {
        let value = factor.constraintValue
        if !value.isFinite { fail(.unsupportedValue(name: "multiplier", value: Double(value), location: statement.spec.location)) }
        statement.spec.multiplier = value
        return self
    }

    /// Divides the second item's attribute: `make.width.equalToSuperview().dividedBy(3)`.
    /// Zero or a non-finite divisor is logged and the statement is not made.
    ///
    /// - Returns: This stage.
    @discardableResult
    public func dividedBy<N: ConstraintNumber>(_ divisor: N) -> ConstraintMakerEditable<Kind> {
        let value = divisor.constraintValue
        guard value != 0, value.isFinite else {
            fail(.unsupportedValue(name: "divisor", value: Double(value), location: statement.spec.location))
            return self
        }
        statement.spec.multiplier = 1 / value
        return self
    }

    private func fail(_ error: ConstraintError) {
        if statement.pendingError == nil { statement.pendingError = error }
    }
}
