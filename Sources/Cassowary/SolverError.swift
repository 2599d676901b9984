/// A failure reported by ``Solver``. Each case carries the culprit. After any thrown
/// error but ``internalError(_:)`` the solver is exactly as it was before the failed call.
public enum SolverError: Error, CustomStringConvertible {
    /// A required constraint cannot hold together with the required constraints
    /// already in the solver. ``Solver/conflictingConstraints(for:)`` lists them.
    case unsatisfiableConstraint(Constraint)
    /// The constraint is already in the solver.
    case duplicateConstraint(Constraint)
    /// The constraint is not in the solver.
    case unknownConstraint(Constraint)
    /// The variable is already an edit variable.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable.
    case unknownEditVariable(Variable)
    /// An edit variable was given the required strength; edits must be optional.
    case badRequiredStrength(Variable)
    /// The constraint has a NaN or infinite coefficient or constant.
    case nonFiniteConstraint(Constraint)
    /// A suggested value is NaN or infinite.
    case nonFiniteValue(Variable, Double)
    /// The variable is bound to another live solver.
    case variableOwnedByAnotherSolver(Variable)
    /// The solver caught itself in a state its algorithm rules out: a simplex run used
    /// up its pivot budget, or rounding left a row infeasible. The message names the call
    /// and lists the system. After an `addConstraint` or `updateConstant` that throws it,
    /// the solver is as it was before the call; after any other call, the call took effect
    /// but the solution may not be optimal. Never seen outside deliberately
    /// ill-conditioned fuzzing; please report it with the message.
    case internalError(String)

    public var description: String {
        switch self {
        case .unsatisfiableConstraint(let c): "unsatisfiable required constraint: \(c)"
        case .duplicateConstraint(let c): "the constraint is already in the solver: \(c)"
        case .unknownConstraint(let c): "the constraint is not in the solver: \(c)"
        case .duplicateEditVariable(let v): "\(v) is already an edit variable"
        case .unknownEditVariable(let v): "\(v) is not an edit variable"
        case .badRequiredStrength(let v): "edit variable \(v) cannot have the required strength"
        case .nonFiniteConstraint(let c): "the constraint has a NaN or infinite number: \(c)"
        case .nonFiniteValue(let v, let x): "the value \(x) suggested for \(v) is not finite"
        case .variableOwnedByAnotherSolver(let v): "\(v) belongs to another solver"
        case .internalError(let message): "internal solver error: \(message)"
        }
    }
}
