// Runs one scenario: build, small resize, large resize, remove and re-add, with a
// correctness check outside the clock after each step. The Python twin is
// `run_once` in Benchmarks/kiwi_bench.py.

import BenchmarkSystems
import Cassowary

/// A wrong answer or an unexpected solver error; the benchmark stops.
struct BenchmarkFailure: Error, CustomStringConvertible {
    let description: String
}

/// What one run measured. Times are seconds.
struct RunResult {
    var views = 0
    var constraints = 0
    var removed = 0
    /// Edit variables added and suggested, every constraint added, one `updateVariables()`.
    var build = 0.0
    /// Mean per step over ``Runner/smallSteps`` steps.
    var smallResize = 0.0
    /// Mean per step over ``Runner/largeFactors``.
    var largeResize = 0.0
    /// The whole pass removing every tenth constraint, plus `updateVariables()`.
    var remove = 0.0
    /// The whole pass adding them back, plus `updateVariables()`.
    var readd = 0.0
    /// RSS growth from before the variables exist to after the build, in bytes.
    var rssGrowth = 0
    /// The solver's tableau sizes right after the build.
    var statistics: SolverStatistics?
}

/// The medians of several runs of one scenario.
struct ScenarioResult {
    var spec: ScenarioSpec
    var runs: Int
    var views: Int
    var constraints: Int
    var removed: Int
    var build: Double
    var smallResize: Double
    var largeResize: Double
    var remove: Double
    var readd: Double
    var rssGrowth: Double
    var statistics: SolverStatistics?
}

enum Runner {
    static let seed: UInt64 = 0x5EED
    static let smallSteps = 200
    static let largeFactors: [Double] = [0.75, 1.25, 0.9, 1.1, 1.0]

    /// Runs `spec` `runs` times and takes the medians.
    static func run(_ spec: ScenarioSpec, runs: Int, buildOnly: Bool = false,
                    progress: (String) -> Void) throws -> ScenarioResult {
        var results: [RunResult] = []
        for index in 1...runs {
            let result = try runOnce(spec, buildOnly: buildOnly)
            progress("\(spec) run \(index)/\(runs): build \(Stats.formatTime(result.build)), "
                + "small \(Stats.formatTime(result.smallResize)), large \(Stats.formatTime(result.largeResize)), "
                + "remove \(Stats.formatTime(result.remove)), re-add \(Stats.formatTime(result.readd)), "
                + "RSS +\(Stats.formatBytes(Double(result.rssGrowth)))")
            results.append(result)
        }
        func median(_ value: (RunResult) -> Double) -> Double { Stats.median(results.map(value)) }
        return ScenarioResult(
            spec: spec, runs: runs, views: results[0].views, constraints: results[0].constraints,
            removed: results[0].removed, build: median(\.build), smallResize: median(\.smallResize),
            largeResize: median(\.largeResize), remove: median(\.remove), readd: median(\.readd),
            rssGrowth: median { Double($0.rssGrowth) }, statistics: results[0].statistics)
    }

    /// One fresh solver through every measurement.
    static func runOnce(_ spec: ScenarioSpec, buildOnly: Bool = false) throws -> RunResult {
        try runOnce(label: spec.description, order: spec.order, buildOnly: buildOnly, makeSystem: spec.makeSystem)
    }

    /// One fresh solver through every measurement, on the system `makeSystem` creates
    /// (after the heap is trimmed, so that its memory counts in the RSS growth).
    static func runOnce(label: String, order: InsertionOrder = .forward, buildOnly: Bool = false,
                        makeSystem: () -> any BenchmarkSystem) throws -> RunResult {
        Memory.trimHeap()
        let rssBefore = Memory.residentBytes()
        let system = makeSystem()
        let solver = Solver()
        let edits = system.editVariables
        let base = system.baseValues
        let constraints = order.arrange(system.constraints)
        var result = RunResult(views: system.views, constraints: constraints.count)

        func verify(_ step: String, _ message: String?) throws {
            if let message { throw BenchmarkFailure(description: "\(label): wrong result after \(step): \(message)") }
        }
        func solverCall(_ step: String, _ body: () throws -> Void) throws {
            do { try body() } catch {
                throw BenchmarkFailure(description: "\(label): the solver threw during \(step): \(error)")
            }
        }

        // Build.
        var start = Clock.now()
        try solverCall("build") {
            for (variable, value) in zip(edits, base) {
                try solver.addEditVariable(variable, strength: .strong)
                try solver.suggestValue(variable, value)
            }
            for constraint in constraints {
                try solver.addConstraint(constraint)
            }
        }
        solver.updateVariables()
        result.build = Clock.seconds(since: start)
        result.rssGrowth = Memory.residentBytes() - rssBefore
        result.statistics = solver.statistics
        try verify("build", system.checkExact())
        if buildOnly { return result }

        // Small resize: each edit variable at base ± up to 20.
        var random = SplitMix64(seed: seed)
        var total = 0.0
        var targets = base
        for step in 0..<smallSteps {
            for index in targets.indices { targets[index] = base[index] + random.delta() }
            start = Clock.now()
            try solverCall("small resize") {
                for (variable, value) in zip(edits, targets) { try solver.suggestValue(variable, value) }
            }
            solver.updateVariables()
            total += Clock.seconds(since: start)
            try verify("small resize step \(step)", system.checkEdges(targets))
        }
        result.smallResize = total / Double(smallSteps)
        try solverCall("small resize") {
            for (variable, value) in zip(edits, base) { try solver.suggestValue(variable, value) }
        }
        solver.updateVariables()

        // Large resize.
        total = 0
        for factor in largeFactors {
            targets = base.map { $0 * factor }
            start = Clock.now()
            try solverCall("large resize") {
                for (variable, value) in zip(edits, targets) { try solver.suggestValue(variable, value) }
            }
            solver.updateVariables()
            total += Clock.seconds(since: start)
            try verify("large resize ×\(factor)", system.checkRequired(targets))
        }
        result.largeResize = total / Double(largeFactors.count)

        // Remove every tenth constraint (the 10th, 20th, ...), then add them back.
        let chosen = constraints.indices.filter { ($0 + 1) % 10 == 0 }.map { constraints[$0] }
        result.removed = chosen.count
        start = Clock.now()
        try solverCall("remove") {
            for constraint in chosen { try solver.removeConstraint(constraint) }
        }
        solver.updateVariables()
        result.remove = Clock.seconds(since: start)
        start = Clock.now()
        try solverCall("re-add") {
            for constraint in chosen { try solver.addConstraint(constraint) }
        }
        solver.updateVariables()
        result.readd = Clock.seconds(since: start)
        try verify("remove and re-add", system.checkExact())

        withExtendedLifetime(solver) {}
        return result
    }
}
