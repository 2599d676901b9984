import BenchmarkSystems
import Cassowary

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
