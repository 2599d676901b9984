import ArgumentParser
import Foundation
import Fuzzing

/// The long fuzz run: `swift run -c release fuzz --solver 200000 --engine 10000`.
/// Prints each failure's seed and shrunk reproducer, then `N passed, M failed`.
@main
struct FuzzCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fuzz",
        abstract: "Runs seeded random cases against the solver and the layout engine.")

    @Option(help: "Random solver systems to run.")
    var solver = 20_000

    @Option(help: "Random view trees to run.")
    var engine = 1_000

    @Option(help: "The first seed; case i uses seed + i.")
    var seed: UInt64 = 1

    @Option(help: "Seconds one case may take before the run stops with its reproducer.")
    var timeout: Double = 30

    mutating func run() throws {
        let watchdog = Watchdog(limit: timeout)
        defer { watchdog.stop() }
        let started = Date()
        var report = fuzzSolver(cases: solver, firstSeed: seed, watchdog: watchdog) { done in
            FileHandle.standardError.write(Data("solver: \(done) cases\n".utf8))
        }
        let solverSeconds = Date().timeIntervalSince(started)
        let engineReport = MainActor.assumeIsolated {
            fuzzEngine(cases: engine, firstSeed: seed, watchdog: watchdog) { done in
                FileHandle.standardError.write(Data("engine: \(done) trees\n".utf8))
            }
        }
        let engineSeconds = Date().timeIntervalSince(started) - solverSeconds
        for failure in report.failures + engineReport.failures {
            print("FAILED seed \(failure.seed):\n\(failure.reproducer)\n")
        }
        print("solver: \(report.summary) in \(String(format: "%.1f", solverSeconds)) s (\(report.skipped) of them stopped being checked at ill-conditioned scale, values past 10⁸)")
        let (compared, skipped) = MainActor.assumeIsolated { (EngineFuzzRunner.comparedChecks, EngineFuzzRunner.skippedChecks) }
        print("engine: \(engineReport.summary) in \(String(format: "%.1f", engineSeconds)) s (\(compared) layouts compared with a fresh hierarchy, \(skipped) skipped after a conflict)")
        report.passed += engineReport.passed
        report.skipped += engineReport.skipped
        report.failures += engineReport.failures
        print(report.summary)
        if report.failed > 0 { throw ExitCode.failure }
    }
}
