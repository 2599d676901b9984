// The solver under package-benchmark: chain 1,000 and tree 5 (BenchmarkSystems), built
// from scratch (in their own order, reversed and shuffled: the target is every order
// within 1.5× of the best), and resized small and large. Run with
// `swift package --package-path Benchmarks benchmark --target SolverSuite`.
import Benchmark
import BenchmarkSystems
import Cassowary

/// What every solver benchmark reports: wall-clock time, malloc counts (exact,
/// so a baseline can hold them to a tight threshold), peak memory, and instructions
/// where the kernel allows counting them.
let solverMetrics: [BenchmarkMetric] = [.wallClock, .mallocCountTotal, .peakMemoryResident, .instructions]

/// A solver holding every constraint of `system`, added in `order`, its edit variables
/// at their base values.
func builtSolver(_ system: any BenchmarkSystem, order: InsertionOrder = .forward) throws -> Solver {
    let solver = Solver()
    for (variable, value) in zip(system.editVariables, system.baseValues) {
        try solver.addEditVariable(variable, strength: .strong)
        try solver.suggestValue(variable, value)
    }
    for constraint in order.arrange(system.constraints) { try solver.addConstraint(constraint) }
    solver.updateVariables()
    return solver
}

/// Moves the edit variables to `factor` times their base values and solves.
func resize(_ solver: Solver, _ system: any BenchmarkSystem, by factor: Double) throws {
    for (variable, value) in zip(system.editVariables, system.baseValues) {
        try solver.suggestValue(variable, value * factor)
    }
    solver.updateVariables()
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: solverMetrics, maxDuration: .seconds(3), maxIterations: 100)

    for (name, make) in [("chain 1,000", { ChainSystem(count: 1_000) as any BenchmarkSystem }),
                         ("tree 5", { TreeSystem(depth: 5) as any BenchmarkSystem })] {
        Benchmark("\(name): build and first solve") { benchmark in
            for _ in benchmark.scaledIterations {
                let system = make()
                benchmark.startMeasurement()
                blackHole(try builtSolver(system))
                benchmark.stopMeasurement()
            }
        }
        for order in [InsertionOrder.reverse, .random] {
            Benchmark("\(name): build and first solve, \(order.rawValue) order") { benchmark in
                for _ in benchmark.scaledIterations {
                    let system = make()
                    benchmark.startMeasurement()
                    blackHole(try builtSolver(system, order: order))
                    benchmark.stopMeasurement()
                }
            }
        }
        Benchmark("\(name): small resize (±1%)") { benchmark in
            let system = make()
            let solver = try builtSolver(system)
            benchmark.startMeasurement()
            for index in benchmark.scaledIterations {
                try resize(solver, system, by: index % 2 == 0 ? 0.99 : 1.01)
            }
        }
        Benchmark("\(name): large resize (×0.75, ×1.25)") { benchmark in
            let system = make()
            let solver = try builtSolver(system)
            benchmark.startMeasurement()
            for index in benchmark.scaledIterations {
                try resize(solver, system, by: index % 2 == 0 ? 0.75 : 1.25)
            }
        }
    }
}
