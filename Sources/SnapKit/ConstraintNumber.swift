import Foundation

/// A number the DSL accepts as a constant, an offset, an inset or a multiplier.
///
/// The standard integer and floating-point types and `CGFloat` conform, so `offset(20)`,
/// `offset(margin)` and `multipliedBy(0.5)` all work without conversions. The value is
/// read through ``constraintValue`` (a protocol requirement, not a run-time cast).
public protocol ConstraintNumber {
    /// The number as a `CGFloat`.
    var constraintValue: CGFloat { get }
}

extension Int: ConstraintNumber {
    /// The number as a `CGFloat`.
    public var constraintValue: CGFloat { CGFloat(self) }
}

extension UInt: ConstraintNumber {
    /// The number as a `CGFloat`.
    public var constraintValue: CGFloat { CGFloat(self) }
}

extension Float: ConstraintNumber {
    /// The number as a `CGFloat`.
    public var constraintValue: CGFloat { CGFloat(self) }
}

extension Double: ConstraintNumber {
    /// The number as a `CGFloat`.
    public var constraintValue: CGFloat { CGFloat(self) }
}

extension CGFloat: ConstraintNumber {
    /// The number itself.
    public var constraintValue: CGFloat { self }
}
