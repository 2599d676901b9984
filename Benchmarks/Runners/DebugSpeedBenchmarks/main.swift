// The layouts users wait on in a debug build (`swift run`, a first try), measured the same
// way in whichever configuration this runner was built in; `debug-vs-release.sh` builds it
// both ways and prints the two side by side.
//
//   swift run --package-path Benchmarks DebugSpeedBenchmarks              # debug
//   swift run -c release --package-path Benchmarks DebugSpeedBenchmarks   # release
//
// Prints one line per measurement: `name<TAB>seconds` (the median of --runs runs).
import StackWindowScene
import Cassowary
import Foundation
import GallerySamples
import UIKit

let arguments = CommandLine.arguments
func option(_ name: String, _ fallback: Int) -> Int {
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count, let value = Int(arguments[index + 1]) else { return fallback }
    return value
}
let runs = option("--runs", 5)

func seconds(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

func report(_ name: String, _ samples: [Double]) {
    print("\(name)\t\(median(samples))")
    fflush(nil)
}

/// Activates four edge constraints between two views and deactivates the previous four,
/// `rounds` times, with no layout pass between (a public layout library's performance test).
@MainActor
func churn(rounds: Int) -> Double {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let child = UIView()
    child.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(child)
    var previous: [NSLayoutConstraint] = []
    return seconds {
        for round in 0..<rounds {
            let inset = CGFloat(round % 7)
            let next = [
                child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: inset),
                child.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -inset),
                child.topAnchor.constraint(equalTo: root.topAnchor, constant: inset),
                child.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -inset),
            ]
            NSLayoutConstraint.activate(next)
            NSLayoutConstraint.deactivate(previous)
            previous = next
        }
    }
}

/// `count` identical optional equalities on one variable, then one stronger one.
func duplicates(count: Int) -> Double {
    seconds {
        let solver = Solver()
        let x = Variable("x")
        for _ in 0..<count { try! solver.addConstraint((x == 10).withStrength(.medium)) }
        try! solver.addConstraint((x == 20).withStrength(.strong))
        solver.updateVariables()
        precondition(abs(x.value - 20) < 1e-6)
    }
}

/// The gallery's stress sample (2,000 cells) in a headless window: controller, first
/// layout and display pass; then one resize pass.
@MainActor
func stress(measurer: any TextMeasuring = FixedAdvanceTextMeasurer()) -> (first: Double, resize: Double) {
    TextSystem.measurer = measurer
    var window: UIWindow!
    let first = seconds {
        let controller = GallerySample.stress.makeController(size: nil)
        window = UIWindow(frame: CGRect(origin: .zero, size: controller.initialSize))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        UIRunLoop.main.runOnce()
    }
    var resizes: [Double] = []
    for step in 0..<10 {
        let size = window.frame.size
        resizes.append(seconds {
            window.frame = CGRect(x: 0, y: 0, width: size.width + (step % 2 == 0 ? -40 : 40), height: size.height)
            UIRunLoop.main.runOnce()
        })
    }
    (window.rootViewController as? SampleViewController)?.stopObservingRunLoop()
    window.rootViewController = nil
    return (first, median(resizes))
}

/// The 1,000-row stack (4,002 views): build and first layout.
@MainActor
func stackFirstLayout() -> Double {
    TextSystem.measurer = FixedAdvanceTextMeasurer()
    return seconds {
        let (window, _) = makeStackWindow(rows: 1_000)
        window.layoutIfNeeded()
    }
}

// `--text-engines`: the stress sample with the fixed-advance measurer and with the Pango
// engine, side by side (medians of 5 runs each, alternating).
if arguments.contains("--text-engines") {
    MainActor.assumeIsolated {
        var results: [String: [(Double, Double)]] = [:]
        for _ in 0..<5 {
            results["fixed", default: []].append(stress(measurer: FixedAdvanceTextMeasurer()))
            results["pango", default: []].append(stress(measurer: PangoTextMeasurer()))
        }
        for name in ["fixed", "pango"] {
            let runs = results[name] ?? []
            print("stress \(name)\tfirst \(median(runs.map(\.0)))\tresize \(median(runs.map(\.1)))")
        }
    }
    exit(0)
}

// `--stack-only`: one first layout of the stack, for a profiler.
if arguments.contains("--stack-only") {
    MainActor.assumeIsolated { print("stack 4002 first layout\t\(stackFirstLayout())") }
    exit(0)
}

// `--stress-only`: one stress sample (first frame and ten resize passes), for a profiler.
if arguments.contains("--stress-only") {
    MainActor.assumeIsolated {
        let (first, resize) = stress()
        print("stress first frame\t\(first)")
        print("stress resize pass\t\(resize)")
    }
    exit(0)
}

// `--duplicates-only N`: one duplicates run of N constraints, for a profiler, after one
// outside `duplicates(count:)` (as in the full run, where smaller counts come first: the
// runtime's one-time work, such as instantiating generic types' metadata, is done).
if arguments.contains("--duplicates-only") {
    do {
        let solver = Solver()
        let x = Variable("x")
        for _ in 0..<option("--duplicates-only", 1_000) { try! solver.addConstraint((x == 10).withStrength(.medium)) }
        try! solver.addConstraint((x == 20).withStrength(.strong))
        solver.updateVariables()
    }
    print("duplicates \(option("--duplicates-only", 1_000))\t\(duplicates(count: option("--duplicates-only", 1_000)))")
    exit(0)
}

MainActor.assumeIsolated {
    #if DEBUG
    print("configuration\tdebug")
    #else
    print("configuration\trelease")
    #endif
    print("invariantChecks\t\(InvariantChecks.isEnabled)")
    report("churn 10000 rounds", (0..<runs).map { _ in churn(rounds: 10_000) })
    // A few milliseconds each: at least 11 runs, so that one run slowed by another
    // process on a shared machine does not decide the median.
    for count in [250, 500, 1_000, 2_000] {
        report("duplicates \(count)", (0..<max(runs, 11)).map { _ in duplicates(count: count) })
    }
    let stressRuns = (0..<runs).map { _ in stress() }
    report("stress first frame", stressRuns.map(\.first))
    report("stress resize pass", stressRuns.map(\.resize))
    report("stack 4002 first layout", (0..<runs).map { _ in stackFirstLayout() })
}
