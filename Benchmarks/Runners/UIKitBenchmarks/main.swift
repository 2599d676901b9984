// Benchmarks for the UIKit layout cycle: a window of nested rows and columns of
// constrained views (branching 10, alternating axes), and a stack view of 1,000 rows
// of labels (StackBenchmark.swift), printing medians.
//
// Run: swift run -c release --package-path Benchmarks UIKitBenchmarks
import Foundation
import UIKit

@MainActor
struct Tree {
    let window: UIWindow
    let views: Int
    /// A constant deep in the tree (the first leaf's width offset), to change.
    let leafConstant: NSLayoutConstraint
}

/// Fills `parent` with `branching` equal children along alternating axes, `depth` levels
/// deep; every child is pinned to its neighbours and to the parent's cross edges.
@MainActor
func fill(_ parent: UIView, depth: Int, branching: Int, horizontal: Bool, constraints: inout [NSLayoutConstraint],
          count: inout Int, firstSpacing: inout NSLayoutConstraint?) {
    guard depth > 0 else { return }
    var children: [UIView] = []
    for _ in 0..<branching {
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(child)
        children.append(child)
        count += 1
    }
    for (index, child) in children.enumerated() {
        if horizontal {
            constraints.append(child.topAnchor.constraint(equalTo: parent.topAnchor))
            constraints.append(child.bottomAnchor.constraint(equalTo: parent.bottomAnchor))
            if index == 0 {
                let spacing = child.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 1)
                if depth == 1 { firstSpacing = spacing }  // the last leaf row's: a change deep in the tree
                constraints.append(spacing)
            } else {
                constraints.append(child.leadingAnchor.constraint(equalTo: children[index - 1].trailingAnchor, constant: 1))
                constraints.append(child.widthAnchor.constraint(equalTo: children[0].widthAnchor))
            }
            if index == branching - 1 {
                constraints.append(child.trailingAnchor.constraint(equalTo: parent.trailingAnchor, constant: -1))
            }
        } else {
            constraints.append(child.leadingAnchor.constraint(equalTo: parent.leadingAnchor))
            constraints.append(child.trailingAnchor.constraint(equalTo: parent.trailingAnchor))
            if index == 0 {
                let spacing = child.topAnchor.constraint(equalTo: parent.topAnchor, constant: 1)
                if depth == 1 { firstSpacing = spacing }  // the last leaf column's, when the leaves stack vertically
                constraints.append(spacing)
            } else {
                constraints.append(child.topAnchor.constraint(equalTo: children[index - 1].bottomAnchor, constant: 1))
                constraints.append(child.heightAnchor.constraint(equalTo: children[0].heightAnchor))
            }
            if index == branching - 1 {
                constraints.append(child.bottomAnchor.constraint(equalTo: parent.bottomAnchor, constant: -1))
            }
        }
        fill(child, depth: depth - 1, branching: branching, horizontal: !horizontal, constraints: &constraints,
             count: &count, firstSpacing: &firstSpacing)
    }
}

@MainActor
func now() -> Double { ProcessInfo.processInfo.systemUptime }

@MainActor
func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted[sorted.count / 2]
}

@MainActor
func format(_ seconds: Double) -> String {
    seconds < 1e-3 ? String(format: "%.1f µs", seconds * 1e6) : String(format: "%.2f ms", seconds * 1e3)
}

@MainActor
func run(depth: Int, runs: Int) {
    // First layout: build, activate in one batch, lay out.
    var firstLayouts: [Double] = []
    var tree: Tree?
    for _ in 0..<max(1, runs / 4) {
        let start = now()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 20_000, height: 20_000))
        let controller = UIViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        var constraints: [NSLayoutConstraint] = []
        var count = 0
        var spacing: NSLayoutConstraint?
        fill(controller.view, depth: depth, branching: 10, horizontal: true, constraints: &constraints, count: &count,
             firstSpacing: &spacing)
        NSLayoutConstraint.activate(constraints)
        window.layoutIfNeeded()
        firstLayouts.append(now() - start)
        tree = Tree(window: window, views: count, leafConstant: spacing!)
    }
    guard let tree else { return }
    let window = tree.window

    if CommandLine.arguments.contains("--profile-resize") {
        for index in 0..<300 {
            window.frame = CGRect(x: 0, y: 0, width: index % 2 == 0 ? 19_000 : 20_000, height: 20_000)
            window.layoutIfNeeded()
        }
    }
    var resizes: [Double] = []
    var suggests: [Double] = []
    for index in 0..<runs {
        let size = CGFloat(index % 2 == 0 ? 19_000 : 20_000)
        let start = now()
        window.frame = CGRect(x: 0, y: 0, width: size, height: size)
        suggests.append(now() - start)
        window.layoutIfNeeded()
        resizes.append(now() - start)
    }

    var constants: [Double] = []
    for index in 0..<runs {
        let start = now()
        tree.leafConstant.constant = index % 2 == 0 ? 2 : 1
        window.layoutIfNeeded()
        constants.append(now() - start)
    }

    var clean: [Double] = []
    for _ in 0..<runs {
        let start = now()
        window.layoutIfNeeded()
        clean.append(now() - start)
    }

    print("\(tree.views) views (depth \(depth)):")
    print("  first layout        \(format(median(firstLayouts)))")
    print("  root resize pass    \(format(median(resizes)))  (of which the solver's suggestValue \(format(median(suggests))))")
    print("  constant change     \(format(median(constants)))")
    print("  clean layoutIfNeeded \(format(median(clean)))")
}

MainActor.assumeIsolated {
    let arguments = CommandLine.arguments
    let quick = arguments.contains("--quick")
    let full = arguments.contains("--full")
    // `--stack-only` runs just the stack-view benchmark; `--stack-rows N` changes its size;
    // `--table-only` runs just the table benchmark, `--nib-only` the Interface Builder one,
    // `--drawing-only` the drawing one (DrawingBenchmark.swift), `--nested-only` just the 1,110 nested rows and columns (`--deep`: the 11,110).
    let stackRows = arguments.firstIndex(of: "--stack-rows").flatMap { arguments.dropFirst($0 + 1).first }
        .flatMap { Int($0) } ?? 1_000
    if arguments.contains("--drawing-only") {
        runDrawingBenchmark(runs: quick ? 5 : 21)
        return
    }
    if arguments.contains("--nib-only") {
        runNibBenchmark(runs: quick ? 5 : 21)
        return
    }
    if arguments.contains("--nested-only") {
        // The 1,110 nested rows and columns alone (for profiling). The 11,110 are measured
        // after them in the full run: alone, on a heap nothing has grown yet, their
        // passes measure about a third slower. `--deep` profiles the 11,110 alone.
        run(depth: arguments.contains("--deep") ? 4 : 3, runs: quick ? 5 : 21)
        return
    }
    if arguments.contains("--collection-only") {
        runCollectionBenchmark(items: 10_000, runs: quick ? 5 : 21)
        return
    }
    if arguments.contains("--text-engines") {
        // The table measured by the fixed-advance measurer and by the Pango engine, side by side.
        runTableBenchmark(rows: 10_000, runs: quick ? 5 : 21, measurer: FixedAdvanceTextMeasurer(), name: ", fixed-advance measurer")
        runTableBenchmark(rows: 10_000, runs: quick ? 5 : 21, measurer: PangoTextMeasurer(), name: ", Pango engine")
        return
    }
    if arguments.contains("--table-only") {
        runTableBenchmark(rows: 10_000, runs: quick ? 5 : 21)
        return
    }
    if !arguments.contains("--stack-only") {
        run(depth: 3, runs: quick ? 5 : 21)
        if !quick || full { run(depth: 4, runs: quick ? 3 : 9) }
    }
    runStackBenchmark(rows: stackRows, runs: quick ? 5 : 21)
    if !arguments.contains("--stack-only") {
        runTableBenchmark(rows: 10_000, runs: quick ? 5 : 21)
        runCollectionBenchmark(items: 10_000, runs: quick ? 5 : 21)
        runNibBenchmark(runs: quick ? 5 : 21)
        runDrawingBenchmark(runs: quick ? 5 : 21)
    }
}
