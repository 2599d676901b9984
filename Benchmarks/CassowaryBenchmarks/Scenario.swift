import Cassowary

/// One benchmark system: its variables and constraints, created before the clock
/// starts, and cheap checks of the solver's answer.
///
/// The exact definitions are at the top of `ChainSystem.swift` and `TreeSystem.swift`
/// and, identically, in `Benchmarks/kiwi_bench.py`.
protocol BenchmarkSystem {
    /// `chain:N` or `tree:D`.
    var name: String { get }
    /// Views in the layout.
    var views: Int { get }
    /// The edit variables (strong), in the order they are added and suggested.
    var editVariables: [Variable] { get }
    /// Their values at build time.
    var baseValues: [Double] { get }
    /// Every constraint, in insertion order.
    var constraints: [Constraint] { get }

    /// The edit variables hold `targets` and the outermost constraints hold
    /// (constant time). Returns a description of the first error, or nil.
    func checkEdges(_ targets: [Double]) -> String?
    /// Every required constraint holds and the edit variables hold `targets`.
    func checkRequired(_ targets: [Double]) -> String?
    /// Every variable has its unique value at the base edit values.
    func checkExact() -> String?
}

/// The order in which a system's constraints reach the solver.
enum InsertionOrder: String, CaseIterable {
    /// As the system lists them: containers before what they contain.
    case forward
    /// Last first: the innermost constraints before their containers.
    case reverse
    /// A fixed shuffle (SplitMix64, seeded).
    case random

    /// `constraints` in this order.
    func arrange<T>(_ constraints: [T]) -> [T] {
        switch self {
        case .forward: return constraints
        case .reverse: return constraints.reversed()
        case .random:
            var result = constraints
            var random = SplitMix64(seed: 0x0DE5)
            for index in stride(from: result.count - 1, to: 0, by: -1) {
                let other = Int(random.next() % UInt64(index + 1))
                result.swapAt(index, other)
            }
            return result
        }
    }
}

/// Which system, how large, and in which order its constraints are added.
struct ScenarioSpec: CustomStringConvertible, Equatable {
    enum Kind: String { case chain, tree }

    var kind: Kind
    var size: Int
    var order: InsertionOrder = .forward

    var description: String {
        order == .forward ? "\(kind.rawValue):\(size)" : "\(kind.rawValue):\(size) \(order.rawValue)"
    }

    /// chain:10000 and tree:7 and larger: fewer runs by default, left out by `--quick`.
    var isBig: Bool {
        switch kind {
        case .chain: size >= 10_000
        case .tree: size >= 7
        }
    }

    /// The default scenario list, in the order they run.
    static let all: [ScenarioSpec] = [
        ScenarioSpec(kind: .chain, size: 100),
        ScenarioSpec(kind: .chain, size: 1_000),
        ScenarioSpec(kind: .chain, size: 10_000),
        ScenarioSpec(kind: .tree, size: 5),
        ScenarioSpec(kind: .tree, size: 6),
        ScenarioSpec(kind: .tree, size: 7),
    ]

    /// Parses `chain:N` or `tree:D`.
    init?(parsing text: String) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, let kind = Kind(rawValue: String(parts[0])),
              let size = Int(parts[1]), size >= 1 else { return nil }
        if kind == .tree && size > 9 { return nil }
        self.kind = kind
        self.size = size
    }

    init(kind: Kind, size: Int) {
        self.kind = kind
        self.size = size
    }

    /// Creates the variables and constraints (not timed).
    func makeSystem() -> any BenchmarkSystem {
        switch kind {
        case .chain: ChainSystem(count: size)
        case .tree: TreeSystem(depth: size)
        }
    }
}

/// Whether `a` and `b` agree to within rounding, for values of about `scale`.
@inline(__always)
func near(_ a: Double, _ b: Double, scale: Double) -> Bool {
    abs(a - b) <= 1e-6 + 1e-9 * abs(scale)
}
