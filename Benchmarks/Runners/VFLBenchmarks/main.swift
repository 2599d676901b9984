// Benchmark for the Visual Format Language: parsing a 20-view format string, and parsing
// plus building its constraints, printing medians (target: well under 100 µs for both).
//
// Run: swift run -c release --package-path Benchmarks VFLBenchmarks
import Foundation
import UIKit

/// `H:|-[v0(>=20)]-[v1(==v0)]-8-[v2(44@750)]-(>=4,<=m@999)-…-[v19]-|`: every kind of
/// connection and predicate, cycling.
func twentyViewFormat() -> String {
    let connections = ["-", "-8-", "-(>=4,<=m@999)-", "", "-m-"]
    let predicates = ["(>=20)", "(==v0)", "(44@750)", "", "(>=w,<=200)"]
    var format = "H:|-"
    for index in 0..<20 {
        if index > 0 { format += connections[index % connections.count] }
        format += "[v\(index)\(predicates[index % predicates.count])]"
    }
    return format + "-|"
}

/// The median of `samples` timed runs of `body`, each the mean over `batch` calls, in µs.
@MainActor
func median(samples: Int = 301, batch: Int = 50, _ body: () -> Void) -> Double {
    let clock = ContinuousClock()
    for _ in 0..<batch * 5 { body() }  // warm up
    var times: [Double] = []
    times.reserveCapacity(samples)
    for _ in 0..<samples {
        let start = clock.now
        for _ in 0..<batch { body() }
        let elapsed = clock.now - start
        let (seconds, attoseconds) = elapsed.components
        times.append((Double(seconds) * 1e6 + Double(attoseconds) / 1e12) / Double(batch))
    }
    times.sort()
    return times[times.count / 2]
}

@MainActor
func run() {
    let format = twentyViewFormat()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 2000, height: 400))
    let container = UIView(frame: window.bounds)
    window.addSubview(container)
    var views: [String: Any] = [:]
    for index in 0..<20 {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(view)
        views["v\(index)"] = view
    }
    let metrics: [String: Any] = ["m": 12, "w": 30.0]

    var count = 0
    do {
        count = try NSLayoutConstraint.parseVisualFormat(format, options: [.alignAllTop, .alignAllBottom],
                                                         metrics: metrics, views: views).count
    } catch {
        print("benchmark format does not parse: \(error)")
        return
    }

    // With no views, the whole string is parsed and binding stops at the first view name:
    // this is the parser's share.
    let parseOnly = median {
        let result = try? NSLayoutConstraint.parseVisualFormat(format, metrics: metrics, views: [:])
        precondition(result == nil)
    }
    let build = median {
        let result = try? NSLayoutConstraint.parseVisualFormat(format, options: [.alignAllTop, .alignAllBottom],
                                                                metrics: metrics, views: views)
        precondition(result?.count == count)
    }
    print("VFL format (\(format.count) characters, 20 views, \(count) constraints):")
    print("  \(format)")
    print(String(format: "  parse + build constraints: median %.2f µs", build))
    print(String(format: "  parse only (binding stops at the first view name): median %.2f µs", parseOnly))
}

run()
