import Foundation
import UIKit

/// How much a DSL constraint matters: `0 < priority <= 1000`, with named levels.
///
/// Write `.priority(.high)`, `.priority(600)` or `.priority(.required - 1)`. A value outside
/// the range is logged as an error naming the call site and the constraint is not made.
///
/// Priorities are `Strideable` by `Float` steps: `ConstraintPriority.high.advanced(by: 1)`
/// is 751, and `stride(from: .low, through: .high, by: 250)` walks the named levels.
public struct ConstraintPriority: Hashable, Comparable, Strideable, Sendable, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral, CustomStringConvertible {
    /// The numeric priority.
    public var value: Float

    /// Creates a priority from a number.
    public init(_ value: Float) { self.value = value }
    /// Creates a priority from a float literal (`.priority(600.5)`).
    public init(floatLiteral value: Float) { self.value = value }
    /// Creates a priority from an integer literal (`.priority(600)`).
    public init(integerLiteral value: Int) { self.value = Float(value) }

    /// 1000: the constraint must hold.
    public static let required = ConstraintPriority(1000)
    /// 750: UIKit's `defaultHigh`.
    public static let high = ConstraintPriority(750)
    /// 500: between high and low.
    public static let medium = ConstraintPriority(500)
    /// 250: UIKit's `defaultLow`.
    public static let low = ConstraintPriority(250)

    /// The same level as a `UILayoutPriority`.
    public var layoutPriority: UILayoutPriority { UILayoutPriority(value) }

    /// Orders priorities by value.
    public static func < (lhs: ConstraintPriority, rhs: ConstraintPriority) -> Bool { lhs.value < rhs.value }
    /// A priority `rhs` higher.
    public static func + (lhs: ConstraintPriority, rhs: Float) -> ConstraintPriority { ConstraintPriority(lhs.value + rhs) }
    /// A priority `rhs` lower.
    public static func - (lhs: ConstraintPriority, rhs: Float) -> ConstraintPriority { ConstraintPriority(lhs.value - rhs) }

    /// The priority `amount` higher (lower for a negative `amount`).
    public func advanced(by amount: Float) -> ConstraintPriority { ConstraintPriority(value + amount) }
    /// How much higher `other` is than this priority.
    public func distance(to other: ConstraintPriority) -> Float { other.value - value }

    /// The value, `%g`-style (`750`).
    public var description: String {
        value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(value)
    }

    /// Whether the value is finite and in `0 < p <= 1000`.
    var isValid: Bool { value.isFinite && value > 0 && value <= 1000 }
}

/// A value that `priority(_:)` accepts besides ``ConstraintPriority``: the number types
/// and `UILayoutPriority`.
public protocol ConstraintPriorityTarget {
    /// The priority as a number.
    var constraintPriorityValue: Float { get }
}

extension Int: ConstraintPriorityTarget {
    /// The priority as a number.
    public var constraintPriorityValue: Float { Float(self) }
}

extension UInt: ConstraintPriorityTarget {
    /// The priority as a number.
    public var constraintPriorityValue: Float { Float(self) }
}

extension Float: ConstraintPriorityTarget {
    /// The priority itself.
    public var constraintPriorityValue: Float { self }
}

extension Double: ConstraintPriorityTarget {
    /// The priority as a `Float`.
    public var constraintPriorityValue: Float { Float(self) }
}

extension CGFloat: ConstraintPriorityTarget {
    /// The priority as a `Float`.
    public var constraintPriorityValue: Float { Float(self) }
}

extension UILayoutPriority: ConstraintPriorityTarget {
    /// The priority's raw value.
    public var constraintPriorityValue: Float { rawValue }
}
