import Cassowary

// A random solver case: a list of public-API calls, generated from a seed, that can be
// replayed, shrunk and printed as Swift code. Operations name constraints by the index
// of the call that created them, so a shrunk case stays meaningful: a call whose
// constraint was never created becomes a call on an unknown constraint.

/// A constraint as data: `Σ coefficient·x[index] + constant  relation  0` at `priority`.
public struct FuzzConstraint: Sendable {
    public var terms: [(index: Int, coefficient: Double)]
    public var constant: Double
    public var relation: Relation
    public var priority: Double

    public init(terms: [(index: Int, coefficient: Double)], constant: Double, relation: Relation, priority: Double) {
        self.terms = terms
        self.constant = constant
        self.relation = relation
        self.priority = priority
    }

    var isRequired: Bool { Strength(priority).isRequired }

    func make(_ x: [Variable]) -> Constraint {
        Constraint(
            Expression(terms.map { Term(x[$0.index], $0.coefficient) }, constant: constant), relation,
            strength: Strength(priority))
    }

    var isFinite: Bool { constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite } }

    /// Swift source for the constraint, as the reproducers are written.
    var swift: String {
        let lhs = terms.map { "\(literal($0.coefficient)) * x[\($0.index)]" } + [literal(constant)]
        let strength = isRequired && priority == 1000 ? ".required" : "Strength(\(literal(priority)))"
        let relation = switch self.relation {
        case .equal: "equal"
        case .lessThanOrEqual: "lessThanOrEqual"
        case .greaterThanOrEqual: "greaterThanOrEqual"
        }
        return "Constraint(\(lhs.joined(separator: " + ")), .\(relation), strength: \(strength))"
    }
}

/// One call on the solver.
public enum FuzzOperation: Sendable {
    /// Makes constraint `id` and adds it.
    case add(id: Int, FuzzConstraint)
    /// Adds constraint `id` again (a duplicate if it is in the solver).
    case addAgain(id: Int)
    /// Makes the constraints and adds them in one `addConstraints` call.
    case addBatch([(id: Int, constraint: FuzzConstraint)])
    case remove(id: Int)
    case updateConstant(id: Int, Double)
    case addEdit(variable: Int, priority: Double)
    case removeEdit(variable: Int)
    case suggest(variable: Int, Double)

    func swift(_ constraints: [Int: FuzzConstraint]) -> String {
        switch self {
        case .add(let id, let c):
            return "let c\(id) = \(c.swift)\ntry? s.addConstraint(c\(id))"
        case .addAgain(let id):
            return constraints[id] == nil ? "// (constraint \(id) was shrunk away)" : "try? s.addConstraint(c\(id))"
        case .addBatch(let list):
            let lets = list.map { "let c\($0.id) = \($0.constraint.swift)" }
            return (lets + ["try? s.addConstraints([\(list.map { "c\($0.id)" }.joined(separator: ", "))])"])
                .joined(separator: "\n")
        case .remove(let id):
            return constraints[id] == nil ? "// (constraint \(id) was shrunk away)" : "try? s.removeConstraint(c\(id))"
        case .updateConstant(let id, let value):
            return constraints[id] == nil
                ? "// (constraint \(id) was shrunk away)" : "try? s.updateConstant(c\(id), to: \(literal(value)))"
        case .addEdit(let v, let p):
            return "try? s.addEditVariable(x[\(v)], strength: Strength(\(literal(p))))"
        case .removeEdit(let v):
            return "try? s.removeEditVariable(x[\(v)])"
        case .suggest(let v, let value):
            return "try? s.suggestValue(x[\(v)], \(literal(value)))"
        }
    }
}

/// A Swift literal for `value` that reads back exactly.
func literal(_ value: Double) -> String {
    if value.isNaN { return "Double.nan" }
    if value.isInfinite { return value < 0 ? "-Double.infinity" : "Double.infinity" }
    if value == value.rounded() && abs(value) < 1e15 { return String(Int64(value)) }
    return "\(value)"
}

public struct SolverFuzzCase: FuzzCase {
    public let seed: UInt64
    var variableCount: Int
    public var operations: [FuzzOperation]

    /// The largest magnitude a case's numbers reach; the required constraints' tolerance
    /// grows with it past layout scale (see ``Tolerance``).
    var largestNumber: Double {
        var largest = 0.0
        for operation in operations {
            switch operation {
            case .add(_, let c): largest = max(largest, abs(c.constant))
            case .addBatch(let list): for (_, c) in list { largest = max(largest, abs(c.constant)) }
            case .updateConstant(_, let value), .suggest(_, let value): if value.isFinite { largest = max(largest, abs(value)) }
            default: break
            }
        }
        return largest
    }

    /// A random case: 2–30 variables, up to 60 constraints, mixed calls.
    public init(seed: UInt64) {
        self.seed = seed
        var rng = SplitMix64(state: seed)
        let n = Int.random(in: 2...30, using: &rng)
        variableCount = n
        // One case in twenty reaches far past layout scale (constants up to 300,000).
        let largeScale = Int.random(in: 0..<20, using: &rng) == 0
        var operations: [FuzzOperation] = []
        var made: [(id: Int, constraint: FuzzConstraint)] = []
        var nextID = 0
        let callCount = Int.random(in: 5...90, using: &rng)
        // A few priority levels per case, so that errors of one level add up.
        let levels = (0..<Int.random(in: 1...4, using: &rng)).map { _ in
            [250, 500, 750, 999, 1, 50].randomElement(using: &rng)! as Double
                + (Bool.random(using: &rng) ? 0 : Double(Int.random(in: 0...999, using: &rng)) / 1000)
        }

        func number(_ range: ClosedRange<Int>) -> Double {
            switch Int.random(in: 0..<10, using: &rng) {
            case 0..<6: return Double(Int.random(in: range, using: &rng))
            case 6..<9: return Double(Int.random(in: range.lowerBound * 100...range.upperBound * 100, using: &rng)) / 100
            default:
                return Double(Int.random(in: range.lowerBound...range.upperBound, using: &rng)) * (largeScale ? 1000 : 1)
            }
        }
        func coefficient() -> Double {
            if Int.random(in: 0..<12, using: &rng) == 0 {
                // Zero, or a coefficient below the tableau's noise threshold: the term never
                // enters the tableau, and its variable may be bound to no solver.
                return [0, 0, 1e-10, -3e-9].randomElement(using: &rng)!
            }
            let magnitude: Double =
                Bool.random(using: &rng)
                ? [1, 1, 1, 2, 0.5, 0.25, 3, 10].randomElement(using: &rng)!
                : Double(Int.random(in: 100...5000, using: &rng)) / 1000
            return Bool.random(using: &rng) ? magnitude : -magnitude
        }
        func constraint() -> FuzzConstraint {
            let k = Int.random(in: 1...min(4, n), using: &rng)
            var terms = (0..<k).map { _ in (index: Int.random(in: 0..<n, using: &rng), coefficient: coefficient()) }
            if Int.random(in: 0..<60, using: &rng) == 0 {
                terms[0].coefficient = [Double.nan, .infinity, -.infinity].randomElement(using: &rng)!
            }
            var constant = number(-300...300)
            if Int.random(in: 0..<80, using: &rng) == 0 { constant = .nan }
            let relation = [Relation.equal, .equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &rng)!
            let priority: Double =
                Int.random(in: 0..<10, using: &rng) < 4
                ? (Int.random(in: 0..<30, using: &rng) == 0 ? 1000.5 : 1000)
                : levels.randomElement(using: &rng)!
            return FuzzConstraint(terms: terms, constant: constant, relation: relation, priority: priority)
        }
        func existing() -> Int {
            if made.isEmpty || Int.random(in: 0..<25, using: &rng) == 0 { return nextID + 1000 }  // unknown
            return made.randomElement(using: &rng)!.id
        }

        for _ in 0..<callCount where made.count < 60 {
            let roll = Int.random(in: 0..<100, using: &rng)
            switch roll {
            case 0..<40:
                var c = constraint()
                // A duplicate: the same equation as an earlier constraint, a new object.
                if !made.isEmpty && Int.random(in: 0..<5, using: &rng) == 0 {
                    c = made.randomElement(using: &rng)!.constraint
                }
                made.append((nextID, c))
                operations.append(.add(id: nextID, c))
                nextID += 1
            case 40..<45:
                let list = (0..<Int.random(in: 1...5, using: &rng)).map { _ -> (id: Int, constraint: FuzzConstraint) in
                    defer { nextID += 1 }
                    return (nextID, constraint())
                }
                made += list
                operations.append(.addBatch(list))
            case 45..<50:
                operations.append(.addAgain(id: existing()))
            case 50..<62:
                operations.append(.remove(id: existing()))
            case 62..<78:
                let value = Int.random(in: 0..<40, using: &rng) == 0 ? Double.nan : number(-300...300)
                operations.append(.updateConstant(id: existing(), value))
            case 78..<84:
                let priority: Double =
                    Int.random(in: 0..<20, using: &rng) == 0 ? 1000 : levels.randomElement(using: &rng)!
                operations.append(.addEdit(variable: Int.random(in: 0..<n, using: &rng), priority: priority))
            case 84..<87:
                operations.append(.removeEdit(variable: Int.random(in: 0..<n, using: &rng)))
            default:
                let value = Int.random(in: 0..<40, using: &rng) == 0 ? Double.infinity : number(-500...500)
                operations.append(.suggest(variable: Int.random(in: 0..<n, using: &rng), value))
            }
        }
        // One case in 25 ends with many duplicates of one strength (drawn from a stream of
        // its own, so the calls before it are those the seed always made).
        var burstRNG = SplitMix64(state: seed ^ 0xD1B5_4A32_D192_ED03)
        if Int.random(in: 0..<25, using: &burstRNG) == 0 {
            operations += Self.duplicateBurst(variableCount: n, firstID: nextID, using: &burstRNG)
        }
        self.operations = operations
    }

    /// 20 to 200 identical optional equalities on one variable at one strength, then one
    /// stronger equality on it, and some of the copies removed again.
    static func duplicateBurst(variableCount: Int, firstID: Int, using rng: inout SplitMix64) -> [FuzzOperation] {
        let variable = Int.random(in: 0..<variableCount, using: &rng)
        let level = [1.0, 250, 500].randomElement(using: &rng)!
        let copy = FuzzConstraint(terms: [(variable, 1)], constant: -Double(Int.random(in: -300...300, using: &rng)),
                                  relation: .equal, priority: level)
        let count = Int.random(in: 20...200, using: &rng)
        var operations: [FuzzOperation] = (0..<count).map { .add(id: firstID + $0, copy) }
        let stronger = FuzzConstraint(terms: [(variable, 1)], constant: -Double(Int.random(in: -300...300, using: &rng)),
                                      relation: .equal, priority: level + 250)
        operations.append(.add(id: firstID + count, stronger))
        for _ in 0..<Int.random(in: 0...5, using: &rng) {
            operations.append(.remove(id: firstID + Int.random(in: 0..<count, using: &rng)))
        }
        return operations
    }

    public init(seed: UInt64, variableCount: Int, operations: [FuzzOperation]) {
        self.seed = seed
        self.variableCount = variableCount
        self.operations = operations
    }

    /// The case as a Swift snippet against the public API, ending with what failed.
    public func with(operations: [FuzzOperation]) -> SolverFuzzCase {
        SolverFuzzCase(seed: seed, variableCount: variableCount, operations: operations)
    }

    public func swift(failure: FuzzFailure) -> String {
        var constraints: [Int: FuzzConstraint] = [:]
        var lines = [
            "// seed \(seed), \(operations.count) calls",
            "let s = Solver()",
            "let x = (0..<\(variableCount)).map { Variable(\"x\\($0)\") }",
        ]
        for operation in operations {
            switch operation {
            case .add(let id, let c): constraints[id] = c
            case .addBatch(let list): for (id, c) in list { constraints[id] = c }
            default: break
            }
            // The runner reads the values before every call, and that read runs the
            // drift check: without it a reproducer can take another path.
            lines.append(operation.swift(constraints).replacingOccurrences(of: "try? s.", with: "s.updateVariables(); try? s."))
        }
        lines.append("// fails after call \(failure.operation + 1): \(failure.message)")
        return lines.joined(separator: "\n")
    }
}
