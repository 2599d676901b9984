/// A linear relation `expression relation 0` with a strength.
///
/// Constraints compare by identity: two constraints with the same text are different
/// constraints, and both can be added. A constraint's relation and strength never
/// change after creation; its constant changes only through ``Solver/updateConstant(_:to:)``.
///
/// `Sendable` so that a ``SolverError`` can carry it across threads; like its solver, a
/// constraint is used from one thread at a time.
public final class Constraint: CustomStringConvertible, @unchecked Sendable {
    /// The reduced expression (each variable once).
    ///
    /// Read without a dynamic exclusivity check: the solver reads it for every
    /// constraint it adds and checks, and only ``Solver/updateConstant(_:to:)`` writes
    /// it. Like the rest of the solver, a constraint is not for use from two threads.
    @exclusivity(unchecked) public internal(set) var expression: Expression
    /// How the expression relates to zero.
    public let relation: Relation
    /// How much the constraint matters.
    public let strength: Strength
    /// Arbitrary data for the caller (the layout engine keeps its `NSLayoutConstraint` here).
    @exclusivity(unchecked) public var context: AnyObject?
    /// Whether a solver made this constraint for an edit variable
    /// (``Solver/addEditVariable(_:strength:)``): only such a constraint's row holds a
    /// suggested value, so the drift checks look one up for these alone.
    @exclusivity(unchecked) var isEdit = false
    /// The serial of the solver's engine holding this constraint through the fields
    /// below (0 when none does), and its tag there: marker, second error (or -1) and
    /// added order (see `ConstraintTags`). Written only by that engine.
    @exclusivity(unchecked) var holderSerial = 0
    @exclusivity(unchecked) var heldOrder = 0
    @exclusivity(unchecked) var heldMarker: Int32 = -1
    @exclusivity(unchecked) var heldOther: Int32 = -1
    /// Whether the holding solver has held back this constraint's removal (see
    /// `Solver+HeldBackRemovals.swift`): removed for the caller, still in the tableau.
    @exclusivity(unchecked) var isHeldBack = false

    /// Creates `expression relation 0` at `strength`.
    public init(_ expression: Expression, _ relation: Relation, strength: Strength = .required) {
        self.expression = expression.reduced()
        self.relation = relation
        self.strength = strength
    }

    /// Creates `expression relation 0` at `strength` from an expression already reduced
    /// (each variable once, no zero coefficient).
    init(reduced expression: Expression, _ relation: Relation, strength: Strength) {
        self.expression = expression
        self.relation = relation
        self.strength = strength
    }

    /// The same constraint at another strength (a new constraint).
    public func withStrength(_ strength: Strength) -> Constraint {
        let copy = Constraint(reduced: expression, relation, strength: strength)
        copy.context = context
        return copy
    }

    public var description: String {
        "\(expression) \(relation) 0 | \(strength)"
    }
}

