import ArgumentParser
import Foundation
import Fuzzing

/// The long fuzz run: `swift run -c release fuzz --solver 200000 --engine 10000 --ib 10000`
/// (`--solver 0 --engine 0 --ib 10000` for the Interface Builder loader alone).
/// Prints each failure's seed and shrunk reproducer, then `N passed, M failed`.
@main
struct FuzzCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fuzz",
        abstract: "Runs seeded random cases against the solver, the layout engine and the Interface Builder loader.")

    @Option(help: "Random solver systems to run.")
    var solver = 20_000

    @Option(help: "Random view trees to run.")
    var engine = 1_000

    @Option(help: "Mutated Interface Builder documents to load (the repository's and the fuzzer's own).")
    var ib = 1_000

    @Option(help: "Seconds loading one mutated document may take before it counts as a hang.")
    var ibTimeLimit: Double = 2

    @Option(help: "A directory of more .xib and .storyboard documents to mutate (repeatable).")
    var documents: [String] = []

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
        let ibStarted = Date()
        let (ibReport, corpusCount) = MainActor.assumeIsolated {
            InterfaceBuilderFuzzRunner.timeLimit = ibTimeLimit
            let corpus = InterfaceBuilderCorpus.documents(adding: documents.map { URL(fileURLWithPath: $0) })
            return (fuzzInterfaceBuilder(cases: ib, firstSeed: seed, corpus: corpus, watchdog: watchdog) { done in
                FileHandle.standardError.write(Data("interface builder: \(done) documents\n".utf8))
            }, corpus.count)
        }
        let ibSeconds = Date().timeIntervalSince(ibStarted)
        for failure in report.failures + engineReport.failures + ibReport.failures {
            print("FAILED seed \(failure.seed):\n\(failure.reproducer)\n")
        }
        print("solver: \(report.summary) in \(String(format: "%.1f", solverSeconds)) s (\(report.skipped) of them stopped being checked at ill-conditioned scale, values past 10⁸)")
        let (compared, skipped) = MainActor.assumeIsolated { (EngineFuzzRunner.comparedChecks, EngineFuzzRunner.skippedChecks) }
        print("engine: \(engineReport.summary) in \(String(format: "%.1f", engineSeconds)) s (\(compared) layouts compared with a fresh hierarchy, \(skipped) skipped after a conflict)")
        let hangs = ibReport.failures.filter { $0.reproducer.contains("Failed check \"hang\"") }.count
        print("interface builder: \(ibReport.summary) in \(String(format: "%.1f", ibSeconds)) s (\(corpusCount) documents mutated, \(hangs) over the \(ibTimeLimit) s limit, 0 crashes: the run finished)")
        report.passed += engineReport.passed + ibReport.passed
        report.skipped += engineReport.skipped
        report.failures += engineReport.failures + ibReport.failures
        print(report.summary)
        if report.failed > 0 { throw ExitCode.failure }
    }
}
