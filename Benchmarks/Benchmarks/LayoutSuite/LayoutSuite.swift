// The layout pass under package-benchmark: the 4,002-view stack (1,000 rows of three
// labels, StackWindowScene's makeStackWindow) laid out for the first time, and resized.
// Text is measured by the fixed-advance measurer, so no display is needed. Run with
// `swift package --package-path Benchmarks benchmark --target LayoutSuite`.
import Benchmark
import StackWindowScene
import UIKit

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident, .instructions],
        maxDuration: .seconds(3), maxIterations: 50)

    // The closures hop to the main actor, where views live; `Benchmark` is not
    // Sendable, but nothing else touches it while they run.
    Benchmark("stack 1,000 rows: first layout") { benchmark async in
        nonisolated(unsafe) let benchmark = benchmark
        for _ in benchmark.scaledIterations {
            await MainActor.run {
                TextSystem.measurer = FixedAdvanceTextMeasurer()
                let (window, _) = makeStackWindow(rows: 1_000)
                benchmark.startMeasurement()
                window.layoutIfNeeded()
                benchmark.stopMeasurement()
            }
        }
    }
    Benchmark("stack 1,000 rows: window resize pass") { benchmark async in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            TextSystem.measurer = FixedAdvanceTextMeasurer()
            let (window, _) = makeStackWindow(rows: 1_000)
            window.layoutIfNeeded()
            benchmark.startMeasurement()
            for index in benchmark.scaledIterations { resizeStackWindow(window, step: index) }
            benchmark.stopMeasurement()
        }
    }
}
