// swift-tools-version: 6.1
//
// The benchmarks, in a package of their own so that the main build and CI do not build
// them (or package-benchmark). It depends on the project by path.
//
//   swift package --package-path Benchmarks benchmark                 # package-benchmark suites
//   swift run -c release --package-path Benchmarks CassowaryBenchmarks  # the solver's own runner
//
// See docs/performance.md.

import PackageDescription

let package = Package(
    name: "AutoLayoutBenchmarks",
    dependencies: [
        .package(name: "AutoLayoutLinux", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // The solver's systems every runner measures: the chain and the tree (mirrored by
        // kiwi_bench.py). The solver alone: a runner of these links no UIKit, whose
        // system libraries (cairo, Pango and theirs) cost the dynamic loader some 50 M
        // instructions at process start, more than the chain's build itself.
        .target(
            name: "BenchmarkSystems",
            dependencies: [.product(name: "Cassowary", package: "AutoLayoutLinux")],
            path: "BenchmarkSystems"
        ),
        // The stack-view window the layout runners measure.
        .target(
            name: "StackWindowScene",
            dependencies: [.product(name: "UIKit", package: "AutoLayoutLinux")],
            path: "StackWindowScene"
        ),

        // package-benchmark suites: percentiles, malloc counts, peak memory, instructions
        // where the kernel allows, saved baselines and thresholds.
        .executableTarget(
            name: "SolverSuite",
            dependencies: [
                "BenchmarkSystems",
                .product(name: "Cassowary", package: "AutoLayoutLinux"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/SolverSuite",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "LayoutSuite",
            dependencies: [
                "StackWindowScene",
                .product(name: "UIKit", package: "AutoLayoutLinux"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/LayoutSuite",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),

        // The project's own runners (medians as Markdown; `--json` for compare-kiwi.sh).
        .executableTarget(
            name: "CassowaryBenchmarks",
            dependencies: ["BenchmarkSystems", .product(name: "Cassowary", package: "AutoLayoutLinux")],
            path: "Runners/CassowaryBenchmarks"
        ),
        .executableTarget(
            name: "UIKitBenchmarks",
            dependencies: ["StackWindowScene", .product(name: "UIKit", package: "AutoLayoutLinux")],
            path: "Runners/UIKitBenchmarks"
        ),
        // Debug and release side by side (debug-vs-release.sh builds it both ways): the
        // constraint churn, duplicates of one strength, the stress sample, the stack.
        .executableTarget(
            name: "DebugSpeedBenchmarks",
            dependencies: [
                "StackWindowScene",
                .product(name: "Cassowary", package: "AutoLayoutLinux"),
                .product(name: "UIKit", package: "AutoLayoutLinux"),
                .product(name: "GallerySamples", package: "AutoLayoutLinux"),
            ],
            path: "Runners/DebugSpeedBenchmarks"
        ),
        .executableTarget(
            name: "VFLBenchmarks",
            dependencies: [.product(name: "UIKit", package: "AutoLayoutLinux")],
            path: "Runners/VFLBenchmarks"
        ),
        // Needs an X display: xvfb-run -a -s "-screen 0 1280x1024x24 -dpi 96 -noreset" \
        //   swift run -c release --package-path Benchmarks XlibHostBenchmarks
        .executableTarget(
            name: "XlibHostBenchmarks",
            dependencies: [
                .product(name: "UIKit", package: "AutoLayoutLinux"),
                .product(name: "XlibHost", package: "AutoLayoutLinux"),
                .product(name: "LayoutInspector", package: "AutoLayoutLinux"),
                .product(name: "GallerySamples", package: "AutoLayoutLinux"),
            ],
            path: "Runners/XlibHostBenchmarks"
        ),
    ]
)
