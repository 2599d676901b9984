/// The outcome of a fuzz run: how many cases passed or were skipped and, for each
/// failure, its seed and a shrunk reproducer (Swift code against the public API).
public struct FuzzReport: Sendable {
    public var passed = 0
    /// Of the passed cases, those that stopped being checked before their end, with every
    /// check held until then (see ``FuzzOutcome/skipped``).
    public var skipped = 0
    public var failures: [(seed: UInt64, reproducer: String)] = []

    public init() {}

    public var failed: Int { failures.count }

    /// `N passed, M failed`, the line a long run ends with.
    public var summary: String { "\(passed) passed, \(failed) failed" }
}

/// Runs `cases` random solver cases from `firstSeed` on, each under the watchdog.
public func fuzzSolver(cases: Int, firstSeed: UInt64 = 1, watchdog: Watchdog? = nil,
                       progress: ((Int) -> Void)? = nil) -> FuzzReport {
    fuzz(cases: cases, firstSeed: firstSeed, watchdog: watchdog, progress: progress,
         make: SolverFuzzCase.init(seed:), run: { SolverFuzzRunner.outcome(of: $0) })
}
