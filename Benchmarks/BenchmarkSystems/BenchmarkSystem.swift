import Cassowary

/// One benchmark system: its variables and constraints, created before the clock
/// starts, and cheap checks of the solver's answer.
///
/// The exact definitions are at the top of `ChainSystem.swift` and `TreeSystem.swift`
/// and, identically, in `Benchmarks/kiwi_bench.py`.
public protocol BenchmarkSystem {
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

/// Whether `a` and `b` agree to within rounding, for values of about `scale`.
@inline(__always)
public func near(_ a: Double, _ b: Double, scale: Double) -> Bool {
    abs(a - b) <= 1e-6 + 1e-9 * abs(scale)
}
