/// The order in which a system's constraints reach the solver.
public enum InsertionOrder: String, CaseIterable, Sendable {
    /// As the system lists them: containers before what they contain.
    case forward
    /// Last first: the innermost constraints before their containers.
    case reverse
    /// A fixed shuffle (SplitMix64, seeded).
    case random

    /// `constraints` in this order.
    public func arrange<T>(_ constraints: [T]) -> [T] {
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
