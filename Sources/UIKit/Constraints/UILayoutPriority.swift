/// How much a constraint matters, `0 < priority <= 1000`. At 1000 it is required; below,
/// the engine satisfies it as well as it can, strictly after every higher priority.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, CustomStringConvertible {
    /// The numeric priority.
    public var rawValue: Float

    /// Creates a priority.
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// Creates a priority.
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public init(floatLiteral value: Float) { self.rawValue = value }
    public init(integerLiteral value: Int) { self.rawValue = Float(value) }

    /// 1000: the constraint must hold.
    public static let required = UILayoutPriority(1000)
    /// 750: the priority with which a button resists compressing its content.
    public static let defaultHigh = UILayoutPriority(750)
    /// 250: the priority at which a button hugs its content.
    public static let defaultLow = UILayoutPriority(250)
    /// 50: the level `systemLayoutSizeFitting` uses for the target size.
    public static let fittingSizeLevel = UILayoutPriority(50)

    /// Whether this is the required level.
    public var isRequired: Bool { rawValue >= 1000 }
    /// Whether the value is in `0 < p <= 1000`.
    var isValid: Bool { rawValue.isFinite && rawValue > 0 && rawValue <= 1000 }

    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
    /// A priority `rhs` higher.
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue + rhs) }
    /// A priority `rhs` lower.
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue - rhs) }

    public var description: String { Double(rawValue).formattedG }
}
