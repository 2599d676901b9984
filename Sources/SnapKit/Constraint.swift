import Foundation
import UIKit

/// One DSL statement (`make.top.left.equalToSuperview().offset(8)`) and the
/// ``LayoutConstraint``s it made: one per attribute.
///
/// Keep the handle from ``ConstraintMakerFinalizable/constraint`` to change the offset,
/// inset or priority later, or to turn the statement off and on:
///
///     var top: Constraint?
///     view.snp.makeConstraints { make in
///         top = make.top.equalToSuperview().offset(20).constraint
///     }
///     top?.update(offset: 40)
@preconcurrency @MainActor
public final class Constraint: @MainActor CustomStringConvertible {
    /// What the statement says so far; the stages fill it in.
    var spec: ConstraintSpec
    /// The first problem a modifier found (reported when the statement resolves).
    var pendingError: ConstraintError?

    /// The constraints made for the statement, one per attribute (empty until the
    /// `makeConstraints` block ends, and when the statement was refused).
    public internal(set) var layoutConstraints: [LayoutConstraint] = []

    init(item: AnyObject, attributes: [NSLayoutConstraint.Attribute], location: ConstraintSourceLocation) {
        spec = ConstraintSpec(item: item, attributes: attributes, location: location)
    }

    /// The label given with `labeled(_:)`, shown in descriptions and conflict logs.
    public var label: String? { spec.label }

    /// Where the statement was written (the line of its relation).
    public var sourceLocation: ConstraintSourceLocation { spec.location }

    /// Whether any layout constraint of the statement is active (false when none was made).
    /// Setting it calls ``activate()`` or ``deactivate()``: `top?.isActive = false`.
    public var isActive: Bool {
        get { layoutConstraints.contains(where: \.isActive) }
        set { if newValue { activate() } else { deactivate() } }
    }

    /// Activates the statement's constraints (one engine batch) and counts the statement
    /// among its item's `snp.constraints`, so `updateConstraints`, `remakeConstraints`
    /// and `removeConstraints` see it, as they see the statements `makeConstraints` made.
    public func activate() {
        NSLayoutConstraint.activate(layoutConstraints)
        if isActive, let item = spec.item { ConstraintRegistry.add([self], for: item) }
    }

    /// Deactivates the statement's constraints and drops the statement from its item's
    /// `snp.constraints`; ``activate()`` brings both back.
    public func deactivate() {
        NSLayoutConstraint.deactivate(layoutConstraints)
        if let item = spec.item { ConstraintRegistry.remove(self, for: item) }
    }

    /// Sets every constraint's constant to `amount`, as `offset(_:)` would have.
    ///
    /// - Returns: The handle, to chain further updates.
    @discardableResult
    public func update<N: ConstraintNumber>(offset amount: N) -> Constraint {
        update(constant: .number(amount.constraintValue))
    }

    /// Sets the constants as `inset(_:)` would have with `amount` on every side.
    ///
    /// - Returns: The handle, to chain further updates.
    @discardableResult
    public func update<N: ConstraintNumber>(inset amount: N) -> Constraint {
        let value = amount.constraintValue
        return update(constant: .insets(UIEdgeInsets(top: value, left: value, bottom: value, right: value)))
    }

    /// Sets the constants as `inset(_:)` would have with `insets`.
    ///
    /// - Returns: The handle, to chain further updates.
    @discardableResult
    public func update(inset insets: UIEdgeInsets) -> Constraint {
        update(constant: .insets(insets))
    }

    /// Sets the constants as `inset(_:)` would have with directional `insets`.
    ///
    /// - Returns: The handle, to chain further updates.
    @discardableResult
    public func update(inset insets: NSDirectionalEdgeInsets) -> Constraint {
        update(constant: .directionalInsets(insets))
    }

    /// Sets every constraint's priority. UIKit refuses (and logs) a change between
    /// required and optional while the constraints are active.
    ///
    /// - Returns: The handle, to chain further updates.
    @discardableResult
    public func update(priority: ConstraintPriority) -> Constraint {
        guard priority.isValid else {
            ConstraintDiagnostics.report(.unsupportedValue(name: "priority", value: Double(priority.value), location: spec.location))
            return self
        }
        spec.priority = priority.value
        for constraint in layoutConstraints { constraint.priority = priority.layoutPriority }
        return self
    }

    /// Sets every constraint's priority from a number or a `UILayoutPriority`
    /// (`update(priority: 600)`, `update(priority: UILayoutPriority.defaultLow)`).
    ///
    /// - Returns: The handle, to chain further updates.
    @discardableResult
    public func update<P: ConstraintPriorityTarget>(priority: P) -> Constraint {
        update(priority: ConstraintPriority(priority.constraintPriorityValue))
    }

    /// `Constraint 'label' {top, left} == superview (Module/File.swift:42, 2 constraints, active)`.
    public var description: String {
        var text = "Constraint"
        if let label = spec.label { text += " '\(label)'" }
        text += " \(spec.attributes.listDescription)"
        if let relation = spec.relation { text += " \(relation.symbol) \(spec.target.summary)" }
        let count = layoutConstraints.count
        text += " (\(spec.location), \(count) constraint\(count == 1 ? "" : "s"), \(isActive ? "active" : "inactive"))"
        return text
    }

    private func update(constant: ConstraintConstant) -> Constraint {
        for constraint in layoutConstraints {
            let value = constant.value(for: constraint.firstAttribute)
            guard value.isFinite else {
                ConstraintDiagnostics.report(.unsupportedValue(name: "constant", value: Double(value), location: spec.location))
                return self
            }
        }
        spec.constant = constant
        for constraint in layoutConstraints { constraint.constant = constant.value(for: constraint.firstAttribute) }
        return self
    }
}

/// What a statement relates to.
@preconcurrency @MainActor
enum ConstraintTarget {
    /// Not related yet.
    case none
    /// The same attributes of a view or layout guide.
    case object(UnretainedReference<AnyObject>)
    /// DSL attributes of a view or layout guide (`other.snp.top`, `other.snp.edges`).
    case item(UnretainedReference<AnyObject>, [NSLayoutConstraint.Attribute])
    /// The same attributes of the view's superview.
    case superview
    /// A plain value: sizes become constants, positions relate to the superview's same
    /// attribute (Masonry's rule).
    case value

    var summary: String {
        switch self {
        case .none: "(nothing)"
        case .object(let box): box.object.map(layoutItemName) ?? "(deallocated item)"
        case .item(let box, let attributes):
            "\(box.object.map(layoutItemName) ?? "(deallocated item)").\(attributes.listDescription)"
        case .superview: "superview"
        case .value: "constant"
        }
    }
}

/// The statement as the stages build it.
@preconcurrency @MainActor
struct ConstraintSpec {
    /// The receiver of `snp.makeConstraints`, not kept alive (as constraints hold their items).
    /// The view or layout guide the statement constrains.
    @Unretained var item: AnyObject?
    var attributes: [NSLayoutConstraint.Attribute]
    var relation: NSLayoutConstraint.Relation?
    var target: ConstraintTarget = .none
    var constant: ConstraintConstant = .number(0)
    var multiplier: CGFloat = 1
    var priority: Float = 1000
    var label: String?
    var location: ConstraintSourceLocation

    init(item: AnyObject, attributes: [NSLayoutConstraint.Attribute], location: ConstraintSourceLocation) {
        self.item = item
        self.attributes = attributes
        self.location = location
    }
}
