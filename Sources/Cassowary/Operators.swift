// Operator sugar: `2 * x + y - 10`, and `x + 8 == y` or `w >= 10` for constraints.
// Arithmetic mixes Variable, Expression and Double; constraint operators build
// required constraints (use `Constraint.withStrength(_:)` or `|` for another strength).
// `Variable` and `Constraint` are deliberately not `Equatable` so that `x == y`
// always means a constraint; compare identity with `===`.

// MARK: Arithmetic

extension Expression {
    public static func + (lhs: Expression, rhs: Expression) -> Expression {
        Expression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }
    public static func + (lhs: Expression, rhs: Variable) -> Expression { lhs + Expression(rhs) }
    public static func + (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) + rhs }
    public static func + (lhs: Expression, rhs: Double) -> Expression {
        Expression(lhs.terms, constant: lhs.constant + rhs)
    }
    public static func + (lhs: Double, rhs: Expression) -> Expression { rhs + lhs }

    public static prefix func - (operand: Expression) -> Expression { operand * -1 }

    public static func - (lhs: Expression, rhs: Expression) -> Expression { lhs + -rhs }
    public static func - (lhs: Expression, rhs: Variable) -> Expression { lhs + -Expression(rhs) }
    public static func - (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) - rhs }
    public static func - (lhs: Expression, rhs: Double) -> Expression { lhs + -rhs }
    public static func - (lhs: Double, rhs: Expression) -> Expression { lhs + -rhs }

    public static func * (lhs: Expression, rhs: Double) -> Expression {
        Expression(lhs.terms.map { Term($0.variable, $0.coefficient * rhs) }, constant: lhs.constant * rhs)
    }
    public static func * (lhs: Double, rhs: Expression) -> Expression { rhs * lhs }
    public static func / (lhs: Expression, rhs: Double) -> Expression { lhs * (1 / rhs) }
}

extension Variable {
    public static func + (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) + Expression(rhs) }
    public static func + (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) + rhs }
    public static func + (lhs: Double, rhs: Variable) -> Expression { Expression(rhs) + lhs }
    public static prefix func - (operand: Variable) -> Expression { Expression([Term(operand, -1)]) }
    public static func - (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) - Expression(rhs) }
    public static func - (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) - rhs }
    public static func - (lhs: Double, rhs: Variable) -> Expression { lhs - Expression(rhs) }
    public static func * (lhs: Variable, rhs: Double) -> Expression { Expression([Term(lhs, rhs)]) }
    public static func * (lhs: Double, rhs: Variable) -> Expression { Expression([Term(rhs, lhs)]) }
    public static func / (lhs: Variable, rhs: Double) -> Expression { Expression([Term(lhs, 1 / rhs)]) }
}

// MARK: Constraints

/// Builds `lhs - rhs relation 0` at the required strength.
@inline(__always)
private func relate(_ lhs: Expression, _ relation: Relation, _ rhs: Expression) -> Constraint {
    // A constant right side adds no terms: no copy of the left side's.
    if rhs.terms.count == 0 {
        return Constraint(Expression(lhs.terms, constant: lhs.constant - rhs.constant), relation)
    }
    var terms = lhs.terms
    terms.reserveCapacity(lhs.terms.count + rhs.terms.count)
    // By index: a `for … in` over an array runs generic calls per step unoptimised.
    let right = rhs.terms
    var index = 0
    while index < right.count {
        terms.append(Term(right[index].variable, -right[index].coefficient))
        index += 1
    }
    return Constraint(Expression(terms, constant: lhs.constant - rhs.constant), relation)
}

/// Builds `coefficient * variable + constant relation 0` at the required strength:
/// one term, so reduced already (a variable against a number, as `x == 10`, builds its
/// constraint without the two expressions and the copy of terms of the general case).
private func relate(_ variable: Variable, _ coefficient: Double, _ relation: Relation, _ constant: Double) -> Constraint {
    Constraint(reduced: Expression([Term(variable, coefficient)], constant: constant), relation, strength: .required)
}

extension Expression {
    public static func == (lhs: Expression, rhs: Expression) -> Constraint { relate(lhs, .equal, rhs) }
    public static func == (lhs: Expression, rhs: Variable) -> Constraint { relate(lhs, .equal, Expression(rhs)) }
    public static func == (lhs: Variable, rhs: Expression) -> Constraint { relate(Expression(lhs), .equal, rhs) }
    public static func == (lhs: Expression, rhs: Double) -> Constraint { relate(lhs, .equal, Expression(rhs)) }
    public static func == (lhs: Double, rhs: Expression) -> Constraint { relate(Expression(lhs), .equal, rhs) }

    public static func <= (lhs: Expression, rhs: Expression) -> Constraint { relate(lhs, .lessThanOrEqual, rhs) }
    public static func <= (lhs: Expression, rhs: Variable) -> Constraint { relate(lhs, .lessThanOrEqual, Expression(rhs)) }
    public static func <= (lhs: Variable, rhs: Expression) -> Constraint { relate(Expression(lhs), .lessThanOrEqual, rhs) }
    public static func <= (lhs: Expression, rhs: Double) -> Constraint { relate(lhs, .lessThanOrEqual, Expression(rhs)) }
    public static func <= (lhs: Double, rhs: Expression) -> Constraint { relate(Expression(lhs), .lessThanOrEqual, rhs) }

    public static func >= (lhs: Expression, rhs: Expression) -> Constraint { relate(lhs, .greaterThanOrEqual, rhs) }
    public static func >= (lhs: Expression, rhs: Variable) -> Constraint { relate(lhs, .greaterThanOrEqual, Expression(rhs)) }
    public static func >= (lhs: Variable, rhs: Expression) -> Constraint { relate(Expression(lhs), .greaterThanOrEqual, rhs) }
    public static func >= (lhs: Expression, rhs: Double) -> Constraint { relate(lhs, .greaterThanOrEqual, Expression(rhs)) }
    public static func >= (lhs: Double, rhs: Expression) -> Constraint { relate(Expression(lhs), .greaterThanOrEqual, rhs) }
}

extension Variable {
    public static func == (lhs: Variable, rhs: Variable) -> Constraint { relate(Expression(lhs), .equal, Expression(rhs)) }
    public static func == (lhs: Variable, rhs: Double) -> Constraint { relate(lhs, 1, .equal, 0 - rhs) }
    public static func == (lhs: Double, rhs: Variable) -> Constraint { relate(rhs, -1, .equal, lhs) }
    public static func <= (lhs: Variable, rhs: Variable) -> Constraint { relate(Expression(lhs), .lessThanOrEqual, Expression(rhs)) }
    public static func <= (lhs: Variable, rhs: Double) -> Constraint { relate(lhs, 1, .lessThanOrEqual, 0 - rhs) }
    public static func <= (lhs: Double, rhs: Variable) -> Constraint { relate(rhs, -1, .lessThanOrEqual, lhs) }
    public static func >= (lhs: Variable, rhs: Variable) -> Constraint { relate(Expression(lhs), .greaterThanOrEqual, Expression(rhs)) }
    public static func >= (lhs: Variable, rhs: Double) -> Constraint { relate(lhs, 1, .greaterThanOrEqual, 0 - rhs) }
    public static func >= (lhs: Double, rhs: Variable) -> Constraint { relate(rhs, -1, .greaterThanOrEqual, lhs) }
}

/// `constraint | strength`: the same relation at another strength (a new constraint),
/// as in kiwi: `(x == 10) | .weak`.
public func | (constraint: Constraint, strength: Strength) -> Constraint {
    constraint.withStrength(strength)
}
