import BenchmarkSystems
import Cassowary

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
