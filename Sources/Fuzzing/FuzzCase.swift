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
    func swift(failure: FuzzFailure) -> String
}

/// Runs `cases` cases from `firstSeed` on: each is made by `make`, checked by `run` under
/// the watchdog, and on failure shrunk to the fewest calls that fail the same check.
func fuzz<Case: FuzzCase>(cases: Int, firstSeed: UInt64, watchdog: Watchdog?, progress: ((Int) -> Void)?,
                          make: (UInt64) -> Case, run: (Case) -> FuzzOutcome) -> FuzzReport {
    var report = FuzzReport()
    // One run under the watchdog: a case that never returns ends the process with its code.
    func guarded(_ fuzzCase: Case) -> FuzzOutcome {
        watchdog?.begin { fuzzCase.swift(failure: FuzzFailure(operation: -1, check: "timeout", message: "never returned")) }
        defer { watchdog?.end() }
        return run(fuzzCase)
    }
    for index in 0..<cases {
        let seed = firstSeed &+ UInt64(index)
        let fuzzCase = make(seed)
        switch guarded(fuzzCase) {
        case .passed:
            report.passed += 1
        case .skipped:
            report.passed += 1
            report.skipped += 1
        case .failed(let failure):
            let shrunk = shrink(fuzzCase.operations) { guarded(fuzzCase.with(operations: $0)) == .failed(failure) }
            let small = fuzzCase.with(operations: shrunk)
            var smallFailure = failure
            if case .failed(let found) = guarded(small) { smallFailure = found }
            report.failures.append((seed, small.swift(failure: smallFailure)))
        }
        if (index + 1) % 1000 == 0 { progress?(index + 1) }
    }
    return report
}

/// How one fuzz case ended.
public enum FuzzOutcome: Equatable, Sendable {
    /// Every check held.
    case passed
    /// Every check held until the case stopped being checked before its end (the
    /// solver's system became ill-conditioned); counted as passed, and as skipped.
    case skipped
    /// A check broke (equal to another failure of the same check, for shrinking).
    case failed(FuzzFailure)
}
