/// A linear relation `expression relation 0` with a strength.
///
/// Constraints compare by identity: two constraints with the same text are different
/// constraints, and both can be added. A constraint's expression, relation and
/// strength never change after creation.
public final class Constraint: CustomStringConvertible {
    /// The reduced expression (each variable once).
    public internal(set) var expression: Expression
    /// How the expression relates to zero.
    public let relation: Relation
    /// How much the constraint matters.
    public let strength: Strength
    /// Arbitrary data for the caller (the layout engine keeps its `NSLayoutConstraint` here).
    public var context: AnyObject?

    /// Creates `expression relation 0` at `strength`.
    public init(_ expression: Expression, _ relation: Relation, strength: Strength = .required) {
        self.expression = expression.reduced()
        self.relation = relation
        self.strength = strength
    }

    /// The same constraint at another strength (a new constraint).
    public func withStrength(_ strength: Strength) -> Constraint {
        let copy = Constraint(expression, relation, strength: strength)
        copy.context = context
        return copy
    }

    /// Whether the variables' current values violate the constraint (by more than 1e-8
    /// for equalities).
    public var isViolated: Bool {
        let value = expression.value
        switch relation {
        case .equal: return abs(value) > 1e-8
        case .lessThanOrEqual: return value > 1e-8
        case .greaterThanOrEqual: return value < -1e-8
        }
    }

    public var description: String {
        "\(expression) \(relation) 0 | \(strength)"
    }
}

