import Cassowary
import Testing

// Shared assertion helpers for the Cassowary tests.

/// Records an issue unless `variable.value` is within `accuracy` of `expected`.
func expectValue(
    _ variable: Variable, _ expected: Double, accuracy: Double = 1e-6,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    if !(abs(variable.value - expected) <= accuracy) {
        Issue.record(
            "\(variable) is \(variable.value), expected \(expected) (±\(accuracy))",
            sourceLocation: sourceLocation)
    }
}

/// The kind of a `SolverError`, without its payload, so that kinds can be compared.
enum SolverErrorKind: Equatable, Sendable {
    case unsatisfiableConstraint
    case duplicateConstraint
    case unknownConstraint
    case duplicateEditVariable
    case unknownEditVariable
    case badRequiredStrength
    case nonFiniteConstraint
    case nonFiniteValue
    case variableOwnedByAnotherSolver
    case internalError
}

extension SolverError {
    var kind: SolverErrorKind {
        switch self {
        case .unsatisfiableConstraint: .unsatisfiableConstraint
        case .duplicateConstraint: .duplicateConstraint
        case .unknownConstraint: .unknownConstraint
        case .duplicateEditVariable: .duplicateEditVariable
        case .unknownEditVariable: .unknownEditVariable
        case .badRequiredStrength: .badRequiredStrength
        case .nonFiniteConstraint: .nonFiniteConstraint
        case .nonFiniteValue: .nonFiniteValue
        case .variableOwnedByAnotherSolver: .variableOwnedByAnotherSolver
        case .internalError: .internalError
        }
    }

    /// The constraint or variable the error carries.
    var culprit: AnyObject {
        switch self {
        case .unsatisfiableConstraint(let c), .duplicateConstraint(let c), .unknownConstraint(let c),
            .nonFiniteConstraint(let c):
            c
        case .duplicateEditVariable(let v), .unknownEditVariable(let v), .badRequiredStrength(let v),
            .variableOwnedByAnotherSolver(let v), .nonFiniteValue(let v, _):
            v
        case .internalError(let message):
            message as AnyObject
        }
    }
}

/// Runs `body` and records an issue unless it throws a `SolverError` of `kind` (carrying
/// `culprit`, when given).
func expectSolverError(
    _ kind: SolverErrorKind, culprit: AnyObject? = nil,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: () throws -> Void
) {
    do {
        try body()
        Issue.record("expected SolverError.\(kind), but nothing was thrown", sourceLocation: sourceLocation)
    } catch let error as SolverError {
        if error.kind != kind {
            Issue.record("expected SolverError.\(kind), got \(error)", sourceLocation: sourceLocation)
        } else if let culprit, error.culprit !== culprit {
            Issue.record(
                "SolverError.\(kind) carries \(error.culprit), expected \(culprit)", sourceLocation: sourceLocation)
        }
    } catch {
        Issue.record("expected SolverError.\(kind), got \(error)", sourceLocation: sourceLocation)
    }
}

/// Whether two arrays hold the same objects in the same order.
func sameObjects<A: Collection, B: Collection>(_ a: A, _ b: B) -> Bool
where A.Element: AnyObject, B.Element: AnyObject {
    a.count == b.count && zip(a, b).allSatisfy { $0 === $1 }
}

/// Whether two arrays hold the same objects, in any order (no duplicates expected).
func sameObjectSet<A: Collection, B: Collection>(_ a: A, _ b: B) -> Bool
where A.Element: AnyObject, B.Element: AnyObject {
    Set(a.map { ObjectIdentifier($0) }) == Set(b.map { ObjectIdentifier($0) }) && a.count == b.count
}

/// Names of variables, for readable expectations on change reports.
func names(_ variables: some Sequence<Variable>) -> [String] { variables.map(\.name) }

/// Records an issue unless `expression` has exactly these terms (in order) and constant.
func expectTerms(
    _ expression: Expression, _ expected: [(Variable, Double)], constant: Double,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let actual = expression.terms
    let matches =
        actual.count == expected.count
        && zip(actual, expected).allSatisfy { $0.variable === $1.0 && $0.coefficient == $1.1 }
    if !matches {
        Issue.record(
            "terms are \(actual), expected \(expected.map { Term($0.0, $0.1) })", sourceLocation: sourceLocation)
    }
    if expression.constant != constant {
        Issue.record("constant is \(expression.constant), expected \(constant)", sourceLocation: sourceLocation)
    }
}
