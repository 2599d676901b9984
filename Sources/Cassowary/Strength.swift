/// How much a constraint matters, as a priority level in `0 < priority <= 1000`.
///
/// Unlike kiwi, whose strengths are weights folded into one number, levels here are
/// **strictly ordered**: the solver minimises the errors of the highest level first,
/// then the next, and so on (a lexicographic objective). Any number of violated
/// constraints at 250 never outweigh one at 251. Errors of the same level add up.
/// `1000` is required: it must hold exactly, or adding it fails.
public struct Strength: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The priority level, `0 < priority <= 1000`.
    public let priority: Double

    /// A constraint that must hold exactly.
    public static let required = Strength(uncheckedPriority: 1000)
    /// A high optional level (750, UIKit's `defaultHigh`).
    public static let strong = Strength(uncheckedPriority: 750)
    /// A middle optional level (500).
    public static let medium = Strength(uncheckedPriority: 500)
    /// A low optional level (250, UIKit's `defaultLow`).
    public static let weak = Strength(uncheckedPriority: 250)

    /// Creates a strength at `priority`, clamped into `0 < p <= 1000`.
    ///
    /// Values at or below zero become the smallest positive level, values above 1000
    /// become required, and NaN becomes required as well (a NaN priority is a
    /// programming error that must not silently weaken a constraint).
    public init(_ priority: Double) {
        if priority.isNaN || priority >= 1000 {
            self.priority = 1000
        } else if priority <= 0 {
            self.priority = Double.leastNonzeroMagnitude
        } else {
            self.priority = priority
        }
    }

    init(uncheckedPriority: Double) { self.priority = uncheckedPriority }

    /// Whether this is the required level.
    public var isRequired: Bool { priority >= 1000 }

    public static func < (lhs: Strength, rhs: Strength) -> Bool { lhs.priority < rhs.priority }

    public var description: String {
        isRequired ? "required" : formatNumber(priority)
    }
}
