// Benchmarks for the Cassowary solver: chain N and tree D (see ChainSystem.swift and
// TreeSystem.swift), medians printed as a Markdown table or, with --json, for
// Benchmarks/compare-kiwi.sh, which runs the identical systems in kiwisolver.
//
//   swift run -c release --package-path Benchmarks CassowaryBenchmarks --quick

import Foundation

func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}

let options: Options
do {
    options = try Options(arguments: Array(CommandLine.arguments.dropFirst()))
} catch {
    switch error {
    case .help:
        print(Options.usage)
        exit(0)
    case .invalid(let message):
        printError("error: \(message)\n\n\(Options.usage)")
        exit(2)
    }
}

#if DEBUG
printError("warning: this is a debug build; use `-c release` for meaningful numbers")
#endif

if options.scaling {
    do {
        print(try Scaling.run(runs: options.runs ?? 3, progress: printError))
    } catch {
        printError("error: \(error)")
        exit(1)
    }
    exit(0)
}

if options.quick && options.scenarios.isEmpty {
    printError("error: --quick left no scenario to run")
    exit(2)
}

var results: [ScenarioResult] = []
do {
    for spec in options.scenarios {
        results.append(try Runner.run(spec, runs: options.runs(for: spec),
                                      buildOnly: options.buildOnly, progress: printError))
    }
} catch {
    printError("error: \(error)")
    exit(1)
}

if options.json {
    print(Report.json(results))
} else {
    print(Report.markdown(results))
}
