/// A random case the fuzz drivers can run, shrink and print.
public protocol FuzzCase: Sendable {
    associatedtype Operation: Sendable
    /// The seed the case was made from.
    var seed: UInt64 { get }
    /// Its calls, in order; shrinking removes some.
    var operations: [Operation] { get }
    /// The same case with other calls.
    func with(operations: [Operation]) -> Self
    /// Swift source that replays the case, ending with what failed.
    func swift(failure: SolverFuzzFailure) -> String
}

/// Runs `cases` cases from `firstSeed` on: each is made by `make`, checked by `run` under
/// the watchdog, and on failure shrunk to the fewest calls that fail the same check.
func fuzz<Case: FuzzCase>(cases: Int, firstSeed: UInt64, watchdog: Watchdog?, progress: ((Int) -> Void)?,
                          make: (UInt64) -> Case, run: (Case) -> SolverFuzzFailure?) -> FuzzReport {
    var report = FuzzReport()
    // One run under the watchdog: a case that never returns ends the process with its code.
    func guarded(_ fuzzCase: Case) -> SolverFuzzFailure? {
        watchdog?.begin { fuzzCase.swift(failure: SolverFuzzFailure(operation: -1, check: "timeout", message: "never returned")) }
        defer { watchdog?.end() }
        return run(fuzzCase)
    }
    for index in 0..<cases {
        let seed = firstSeed &+ UInt64(index)
        let fuzzCase = make(seed)
        if let failure = guarded(fuzzCase) {
            let shrunk = shrink(fuzzCase.operations) { guarded(fuzzCase.with(operations: $0)) == failure }
            let small = fuzzCase.with(operations: shrunk)
            report.failures.append((seed, small.swift(failure: guarded(small) ?? failure)))
        } else {
            report.passed += 1
        }
        if (index + 1) % 1000 == 0 { progress?(index + 1) }
    }
    return report
}
