// The scaling fit: the chain and tree families at N = 250 … 4,000 views, doubling, and
// for each measurement the exponent b of time ≈ a·N^b, fitted by least squares over
// log N and log time. Linear work fits b ≈ 1; each pivot walking a row as long as the
// system fits b ≈ 2.

import BenchmarkSystems
import Foundation

enum Scaling {
    static let sizes = [250, 500, 1_000, 2_000, 4_000]

    /// A family of systems indexed by view count.
    struct Family: Sendable {
        let name: String
        let make: @Sendable (Int) -> any BenchmarkSystem
    }

    static let families = [
        Family(name: "chain") { ChainSystem(count: $0) },
        Family(name: "tree") { TreeSystem(views: $0) },
    ]

    /// The measurements fitted, with their column titles.
    static let measurements: [(title: String, value: @Sendable (RunResult) -> Double)] = [
        ("build + solve", \.build), ("small resize", \.smallResize), ("large resize", \.largeResize),
        ("remove 1/10", \.remove), ("re-add 1/10", \.readd),
    ]

    /// Runs every family at every size `runs` times; returns the Markdown report.
    static func run(runs: Int, progress: (String) -> Void) throws -> String {
        let titles = measurements.map(\.title)
        var lines = [
            "Medians of \(runs) runs per size; the last row of each family is the exponent b of "
                + "time ≈ a·N^b fitted over N = \(Stats.formatCount(sizes[0])) … \(Stats.formatCount(sizes[sizes.count - 1])) (1 is linear, 2 quadratic).",
            "",
            "| family | N | " + titles.joined(separator: " | ") + " |",
            "|---|---:|" + String(repeating: "---:|", count: titles.count),
        ]
        for family in families {
            var medians: [[Double]] = []
            for size in sizes {
                var results: [RunResult] = []
                for index in 1...runs {
                    let label = "\(family.name) of \(size) views"
                    let result = try Runner.runOnce(label: label) { family.make(size) }
                    progress("\(label) run \(index)/\(runs): build \(Stats.formatTime(result.build)), "
                        + "small \(Stats.formatTime(result.smallResize)), large \(Stats.formatTime(result.largeResize))")
                    results.append(result)
                }
                let row = measurements.map { measurement in Stats.median(results.map(measurement.value)) }
                medians.append(row)
                lines.append("| \(family.name) | \(Stats.formatCount(size)) | "
                    + row.map(Stats.formatTime).joined(separator: " | ") + " |")
            }
            let exponents = measurements.indices.map { column in
                fittedExponent(sizes: sizes.map(Double.init), times: medians.map { $0[column] })
            }
            lines.append("| \(family.name) | **b** | "
                + exponents.map { String(format: "**%.2f**", $0) }.joined(separator: " | ") + " |")
        }
        return lines.joined(separator: "\n")
    }

    /// The least-squares slope of log(time) over log(size).
    static func fittedExponent(sizes: [Double], times: [Double]) -> Double {
        let x = sizes.map { log($0) }
        let y = times.map { log(max($0, 1e-12)) }
        let meanX = x.reduce(0, +) / Double(x.count)
        let meanY = y.reduce(0, +) / Double(y.count)
        var covariance = 0.0, variance = 0.0
        for (xi, yi) in zip(x, y) {
            covariance += (xi - meanX) * (yi - meanY)
            variance += (xi - meanX) * (xi - meanX)
        }
        return variance > 0 ? covariance / variance : .nan
    }
}
