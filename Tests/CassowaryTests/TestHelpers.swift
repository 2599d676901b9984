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

/// A tree of nested containers, four children each, as in the benchmarks' tree: the
/// children along x at even depths and along y at odd ones, equal sizes, 8 apart and 8
/// from their parent's edges. The root's frame is pinned at the origin, its size left
/// to `width` and `height`.
struct NestedTree {
    let width = Variable("W"), height = Variable("H")
    private(set) var frames: [(x: Variable, y: Variable, w: Variable, h: Variable)] = []
    private(set) var constraints: [Constraint] = []

    init(depth: Int) {
        var parents = [0]
        frames = [(Variable("x0"), Variable("y0"), width, height)]
        constraints = [frames[0].x == 0, frames[0].y == 0]
        for level in 0..<depth {
            var next: [Int] = []
            for parent in parents {
                let p = frames[parent]
                let children = (0..<4).map { _ -> Int in
                    let index = frames.count
                    frames.append((Variable("x\(index)"), Variable("y\(index)"), Variable("w\(index)"), Variable("h\(index)")))
                    return index
                }
                next += children
                let horizontal = level % 2 == 0
                let main = children.map { horizontal ? (frames[$0].x, frames[$0].w) : (frames[$0].y, frames[$0].h) }
                let cross = children.map { horizontal ? (frames[$0].y, frames[$0].h) : (frames[$0].x, frames[$0].w) }
                let (pa, ps) = horizontal ? (p.x, p.w) : (p.y, p.h)
                let (pb, pc) = horizontal ? (p.y, p.h) : (p.x, p.w)
                constraints.append(main[0].0 == pa + 8)
                for i in 1..<4 {
                    constraints.append(main[i].0 == main[i - 1].0 + main[i - 1].1 + 8)
                    constraints.append(main[i].1 == main[0].1)
                }
                constraints.append(main[3].0 + main[3].1 + 8 == pa + ps)
                for (b, size) in cross {
                    constraints.append(b == pb + 8)
                    constraints.append(b + size + 8 == pb + pc)
                }
            }
            parents = next
        }
    }

    /// Every frame's values, frame by frame.
    var values: [Double] { frames.flatMap { [$0.x.value, $0.y.value, $0.w.value, $0.h.value] } }
}
