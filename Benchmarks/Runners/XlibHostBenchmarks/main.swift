// Benchmarks of the X11 host (medians). Needs an X display; under Xvfb:
//
//   xvfb-run -a -s "-screen 0 1280x1024x24 -dpi 96 -noreset" \
//       swift run -c release --package-path Benchmarks XlibHostBenchmarks
//
// 1. process start to the first painted frame (a child process; spawn included);
// 2. a full repaint of a window with 1,000 views and 200 labels (XSync included);
// 3. one resize step of that window: XResizeWindow → ConfigureNotify → layout through the
//    root's edit variables → paint → XSync;
// 4. a warm text measurement (one label string, cache hit);
// plus a repaint after one view changed colour (dirty-rect painting), a table scroll step,
// 500 views animating, and the inspector on the stress sample (`--inspector-only` and
// `--table-only` run just the inspector or the table scroll step; `--table-steps N` sets
// how many scroll steps it takes, 80 by default); `--ring-only` runs a progress ring
// animating strokeEnd.

import Dispatch
import Foundation
import GallerySamples
import LayoutInspector
import UIKit
import XlibHost

@MainActor
func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return .nan }
    return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

func milliseconds(_ seconds: Double) -> String { String(format: "%.3f ms", seconds * 1000) }

/// One line of text drawn through the drawing context, sized by the host's measurer.
final class LabelView: UIView {
    let text: String
    let font = UIFont(familyName: "DejaVu Sans", pointSize: 11)
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    init(text: String) {
        self.text = text
        super.init(frame: .zero)
        isUserInteractionEnabled = false
    }
    override var intrinsicContentSize: CGSize { TextSystem.measurer.size(of: text, font: font, wrappingAt: nil) }
    override func draw(_ rect: CGRect) {
        UIGraphicsGetCurrentDrawingContext()?.drawText(text, at: CGPoint(x: 0, y: font.ascender), font: font, color: .black, alpha: 1)
    }
}

/// 50 rows × 20 cells (1,000 views sharing the width through constraints) plus 4 labels
/// per row (200 labels).
final class GridController: UIViewController {
    var cells: [UIView] = []
    var labels: [LabelView] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        var constraints: [NSLayoutConstraint] = []
        for row in 0..<50 {
            var previous: UIView?
            for column in 0..<20 {
                let cell = UIView()
                cell.translatesAutoresizingMaskIntoConstraints = false
                cell.backgroundColor = UIColor(red: CGFloat(column) / 20, green: CGFloat(row) / 50, blue: 0.6, alpha: column % 3 == 0 ? 0.6 : 1)
                view.addSubview(cell)
                cells.append(cell)
                constraints += [
                    cell.topAnchor.constraint(equalTo: view.topAnchor, constant: CGFloat(row) * 16),
                    cell.heightAnchor.constraint(equalToConstant: 15),
                    cell.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.05),
                    cell.leadingAnchor.constraint(equalTo: previous?.trailingAnchor ?? view.leadingAnchor),
                ]
                previous = cell
            }
            for index in 0..<4 {
                let label = LabelView(text: "Row \(row) label \(index) — Grüße")
                label.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(label)
                labels.append(label)
                let size = label.intrinsicContentSize
                let anchorCell = cells[row * 20 + index * 5]
                constraints += [
                    label.leadingAnchor.constraint(equalTo: anchorCell.leadingAnchor, constant: 2),
                    label.topAnchor.constraint(equalTo: anchorCell.topAnchor),
                    label.widthAnchor.constraint(equalToConstant: size.width),
                    label.heightAnchor.constraint(equalToConstant: size.height),
                ]
            }
        }
        NSLayoutConstraint.activate(constraints)
    }
}

@MainActor
func firstFrameChild(start: Double) -> Never {
    let app: XlibApplication
    do { app = try XlibApplication() } catch {
        FileHandle.standardError.write(Data((error.description + "\n").utf8))
        exit(2)
    }
    let controller = GridController()
    guard let window = try? app.openWindow(rootViewController: controller, title: "first frame", size: CGSize(width: 1000, height: 800)) else { exit(1) }
    app.run(until: { app.hasPainted(window) }, timeout: 10)
    app.synchronize()
    print(now() - start)
    exit(0)
}

@MainActor
func runBenchmarks() throws {
    let arguments = CommandLine.arguments
    if let flag = arguments.firstIndex(of: "--first-frame-child"), flag + 1 < arguments.count, let start = Double(arguments[flag + 1]) {
        firstFrameChild(start: start)
    }

    // One section on its own.
    let sections: [(flag: String, run: @MainActor (XlibApplication) throws -> Void)] = [
        ("--table-only", benchmarkTableScroll),
        ("--inspector-only", benchmarkInspector),
        ("--ring-only", benchmarkRing),
    ]
    if let section = sections.first(where: { arguments.contains($0.flag) }) {
        let app = try XlibApplication()
        app.quitsWhenLastWindowCloses = false
        try section.run(app)
        app.shutDown()
        return
    }

    // 1. Process start to first painted frame, in a child process.
    var firstFrames: [Double] = []
    let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    for _ in 0..<11 {
        let process = Process()
        process.executableURL = executable
        let pipe = Pipe()
        process.standardOutput = pipe
        let start = now()
        process.arguments = ["--first-frame-child", String(start)]
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        if let value = Double(String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)) {
            firstFrames.append(value)
        }
    }

    let app = try XlibApplication()
    app.quitsWhenLastWindowCloses = false
    let controller = GridController()
    let window = try app.openWindow(rootViewController: controller, title: "benchmark", size: CGSize(width: 1000, height: 800))
    app.run(until: { app.hasPainted(window) }, timeout: 10)
    app.synchronize()
    print("views: \(controller.cells.count) cells + \(controller.labels.count) labels, window 1000x800, scale \(app.scale)")
    print("first frame (process start → painted, XSync), 1,000 views + 200 labels: median \(milliseconds(median(firstFrames))) over \(firstFrames.count) runs")

    // 2. Full repaint.
    var repaints: [Double] = []
    var repaintClient: [Double] = []
    for _ in 0..<40 {
        let start = now()
        app.repaint(window)
        repaintClient.append(now() - start)
        app.synchronize()
        repaints.append(now() - start)
    }
    print("  (client side of the full repaint: median \(milliseconds(median(repaintClient))))")
    var layouts: [Double] = []
    for index in 0..<20 {
        window.frame = CGRect(x: 0, y: 0, width: 1000 + CGFloat(index % 2 == 0 ? 12 : 0), height: 800)
        let start = now()
        window.layoutIfNeeded()
        layouts.append(now() - start)
    }
    print("  (layout alone after a window size change, 1,250 views: median \(milliseconds(median(layouts))))")
    let requests = app.statistics(of: window)!.lastPaintRequests
    print("full repaint (1,000 views + 200 labels, XSync): median \(milliseconds(median(repaints))) (\(requests) X requests)")

    // 2b. One view changed: only its rectangle is repainted.
    var partial: [Double] = []
    for index in 0..<40 {
        let cell = controller.cells[(index * 37) % controller.cells.count]
        let paintsBefore = app.statistics(of: window)!.paints
        let start = now()
        cell.backgroundColor = index % 2 == 0 ? .black : .yellow
        app.run(until: { app.statistics(of: window)!.paints > paintsBefore }, timeout: 5)
        app.synchronize()
        partial.append(now() - start)
    }
    print("repaint after one view changed colour (dirty rect only, XSync): median \(milliseconds(median(partial))) (\(app.statistics(of: window)!.lastPaintRequests) X requests)")

    // 3. Resize steps, alternating like a drag.
    var steps: [Double] = []
    var paintOnly: [Double] = []
    for index in 0..<40 {
        let target = CGSize(width: 1000 + CGFloat(index % 2 == 0 ? 12 : 0), height: 800 + CGFloat(index % 2 == 0 ? 6 : 0))
        steps.append(timedResize(app, window, to: target))
        paintOnly.append(app.statistics(of: window)!.lastPaintSeconds)
    }
    let lastCell = controller.cells[19]
    print("resize step (XResizeWindow → ConfigureNotify → layout → paint → XSync): median \(milliseconds(median(steps))); client-side paint part \(milliseconds(median(paintOnly))); last cell frame \(lastCell.frame)")

    // 4. Warm text measurement.
    let font = UIFont(familyName: "DejaVu Sans", pointSize: 11)
    let texts = controller.labels.map(\.text)
    for text in texts { _ = TextSystem.measurer.size(of: text, font: font, wrappingAt: nil) }
    var perCall: [Double] = []
    var sink: CGFloat = 0
    for _ in 0..<21 {
        let start = now()
        for _ in 0..<50 { for text in texts { sink += TextSystem.measurer.size(of: text, font: font, wrappingAt: nil).width } }
        perCall.append((now() - start) / Double(50 * texts.count))
    }
    print(String(format: "warm text measurement (cache hit): median %.3f µs per label", median(perCall) * 1e6) + (sink > 0 ? "" : " "))

    // Cold measurement of new strings (advance cache warm, string cache cold).
    var cold: [Double] = []
    for round in 0..<21 {
        let fresh = texts.map { $0 + " #\(round)" }
        let start = now()
        for text in fresh { sink += TextSystem.measurer.size(of: text, font: font, wrappingAt: nil).width }
        cold.append((now() - start) / Double(fresh.count))
    }
    print(String(format: "new-string text measurement (glyph advances cached): median %.3f µs per label", median(cold) * 1e6))

    // 5. A table of 10,000 self-sizing rows scrolled three rows at a time.
    try benchmarkTableScroll(app)
    app.closeWindow(window)

    // 6. 500 views animating their frames at once, frame by frame on a driven clock:
    // the display-link tick (interpolation), the paint and XSync of each frame.
    try benchmarkAnimation(app)

    // 7. The inspector window on the 2,000-view stress sample.
    try benchmarkInspector(app)
    app.shutDown()
}

/// 500 rounded squares on a 1000 × 800 window, all moving in one animation block.
@MainActor
func benchmarkAnimation(_ app: XlibApplication) throws {
    var squares: [UIView] = []
    let controller = AnimationController { root in
        for index in 0..<500 {
            let square = UIView(frame: CGRect(x: CGFloat(index % 25) * 38 + 4, y: CGFloat(index / 25) * 38 + 4, width: 30, height: 30))
            square.backgroundColor = UIColor(red: CGFloat(index % 50) / 50, green: 0.5, blue: 1 - CGFloat(index % 50) / 50, alpha: 1)
            square.layer.cornerRadius = 6
            root.addSubview(square)
            squares.append(square)
        }
    }
    let window = try app.openWindow(rootViewController: controller, title: "animation", size: CGSize(width: 1000, height: 800))
    app.run(until: { app.hasPainted(window) }, timeout: 10)
    app.synchronize()
    let realClock = UIRunLoop.main.clock
    var clockNow = realClock()
    UIRunLoop.main.clock = { clockNow }
    defer { UIRunLoop.main.clock = realClock }
    var finished = false
    UIView.animate(withDuration: 4, delay: 0, options: .curveLinear, animations: {
        for square in squares { square.frame.origin.y += 20 }
    }, completion: { finished = $0 })
    var frames: [Double] = []
    var paints: [Double] = []
    for _ in 0..<200 {
        clockNow += 1.0 / 60
        let before = app.statistics(of: window)!.paints
        let start = now()
        app.run(until: { app.statistics(of: window)!.paints > before }, timeout: 2)
        app.synchronize()
        frames.append(now() - start)
        paints.append(app.statistics(of: window)!.lastPaintSeconds)
    }
    clockNow += 4
    app.run(until: { finished }, timeout: 2)
    print("animation frame, 500 rounded views moving (tick + interpolate + paint + XSync): median \(milliseconds(median(frames))); client-side paint part \(milliseconds(median(paints))); finished \(finished)")

    // Idle: nothing animates, nothing changes; the process should not wake.
    UIRunLoop.main.clock = realClock
    let paintsBefore = app.statistics(of: window)!.paints
    let cpuBefore = processCPUSeconds()
    app.run(until: { false }, timeout: 1)
    let cpu = processCPUSeconds() - cpuBefore
    print(String(format: "idle window after the animation, 1 s: %.2f ms of CPU, %d paints", cpu * 1000, app.statistics(of: window)!.paints - paintsBefore))
    app.closeWindow(window)
}

/// Opening the inspector on the stress sample (controller, outline of every view, first
/// paint of its window), selecting a view and explaining it, and the sample's resize step
/// with and without the inspector open.
@MainActor
func benchmarkInspector(_ app: XlibApplication) throws {
    let sample = GallerySample.stress
    let controller = sample.makeController(size: nil)
    let window = try app.openWindow(rootViewController: controller, title: "stress", size: controller.initialSize)
    app.run(until: { app.hasPainted(window) }, timeout: 10)
    app.synchronize()
    var viewCount = 0
    func count(_ view: UIView) { viewCount += 1; view.subviews.forEach(count) }
    count(window)

    func resizeSteps(_ n: Int) -> [Double] {
        var steps: [Double] = []
        for index in 0..<n {
            let base = controller.initialSize
            steps.append(timedResize(app, window, to: CGSize(width: base.width + CGFloat(index % 2 == 0 ? 16 : 0), height: base.height)))
        }
        return steps
    }
    let without = resizeSteps(30)

    // Beside the app's window, as the gallery puts it (overlapping would obscure it).
    let beside = CGPoint(x: controller.initialSize.width + 40, y: 0)
    var opens: [Double] = []
    var inspector: LayoutInspectorViewController!
    var inspectorWindow: UIWindow!
    for round in 0..<5 {
        let start = now()
        inspector = LayoutInspectorViewController(inspecting: window)
        inspectorWindow = try app.openWindow(rootViewController: inspector, title: "inspector", size: CGSize(width: 900, height: 700),
                                             origin: beside)
        app.run(until: { app.hasPainted(inspectorWindow) }, timeout: 10)
        app.synchronize()
        opens.append(now() - start)
        if round < 4 {
            inspector.detach()
            app.closeWindow(inspectorWindow)
            app.run(until: { false }, timeout: 0.05)
        }
    }
    print("inspector opened on the stress sample (\(viewCount) views, \(inspector.rows.count) outline rows; controller, outline, first paint, XSync): median \(milliseconds(median(opens)))")

    var leaves: [UIView] = []
    func collect(_ view: UIView) { if view.subviews.isEmpty { leaves.append(view) }; view.subviews.forEach(collect) }
    collect(controller.view)
    var explains: [Double] = []
    var refreshes: [Double] = []
    for index in 0..<21 {
        let view = leaves[(index * 97) % leaves.count]
        let start = now()
        inspector.model.select(.view(view))
        let text = view.explainLayout()
        explains.append(now() - start)
        precondition(!text.values.isEmpty)
        let refreshStart = now()
        inspector.refresh()
        refreshes.append(now() - refreshStart)
    }
    print("select a view and explain it (why-is-it-here chains for its four values): median \(milliseconds(median(explains))); the inspector's whole refresh (outline of every view, details): median \(milliseconds(median(refreshes)))")

    // Closed and open in turns, so a change in the machine's load falls on both.
    inspector.detach()
    app.closeWindow(inspectorWindow)
    var closedSteps: [Double] = [], openSteps: [Double] = []
    for _ in 0..<5 {
        app.run(until: { false }, timeout: 0.2)
        closedSteps += resizeSteps(20)
        inspector = LayoutInspectorViewController(inspecting: window)
        inspectorWindow = try app.openWindow(rootViewController: inspector, title: "inspector", size: CGSize(width: 900, height: 700),
                                             origin: beside)
        app.run(until: { app.hasPainted(inspectorWindow) }, timeout: 10)
        inspector.model.select(.view(leaves[leaves.count / 2]))
        app.run(until: { false }, timeout: 0.3)
        openSteps += resizeSteps(20)
        inspector.detach()
        app.closeWindow(inspectorWindow)
    }
    let sortedClosed = closedSteps.sorted(), sortedOpen = openSteps.sorted()
    print("stress resize step, inspector closed / open in turns (100 steps each): median \(milliseconds(median(closedSteps))) / \(milliseconds(median(openSteps))) (p90 \(milliseconds(sortedClosed[sortedClosed.count * 9 / 10])) / \(milliseconds(sortedOpen[sortedOpen.count * 9 / 10]))); first 30 before the inspector opened: \(milliseconds(median(without)))")
    app.closeWindow(window)
}

/// One resize step, like a drag's: XResizeWindow → ConfigureNotify → layout → paint →
/// XSync, in seconds.
@MainActor
func timedResize(_ app: XlibApplication, _ window: UIWindow, to target: CGSize) -> Double {
    let paintsBefore = app.statistics(of: window)!.paints
    let start = now()
    app.requestResize(of: window, to: target)
    app.run(until: { window.frame.size == target && app.statistics(of: window)!.paints > paintsBefore }, timeout: 5)
    app.synchronize()
    return now() - start
}

/// CPU seconds this process has used (user + system).
func processCPUSeconds() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6 + Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
}

@MainActor
final class AnimationController: UIViewController {
    private let build: (UIView) -> Void
    init(_ build: @escaping (UIView) -> Void) {
        self.build = build
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        build(view)
    }
}

/// Rows of wrapping text of varied length, for the table step.
/// A table of 10,000 self-sizing rows scrolled three rows at a time: reuse, measuring,
/// layout and paint of each step, in the X window.
@MainActor
func benchmarkTableScroll(_ app: XlibApplication) throws {
    let rows = BenchmarkRows()
    let tableController = TableController(rows: rows)
    let tableWindow = try app.openWindow(rootViewController: tableController, title: "table", size: CGSize(width: 428, height: 800))
    app.run(until: { app.hasPainted(tableWindow) }, timeout: 10)
    app.synchronize()
    let table = tableController.table!
    var scrollSteps: [Double] = []
    var scrollPaint: [Double] = []
    var scrollSync: [Double] = []
    // `--table-steps N` (default 80): instruction profiles of two lengths differ by
    // N steps' worth, without the window's setup.
    let arguments = CommandLine.arguments
    let steps = arguments.firstIndex(of: "--table-steps").flatMap { $0 + 1 < arguments.count ? Int(arguments[$0 + 1]) : nil } ?? 80
    for _ in 0..<steps {
        let first = table.indexPathsForVisibleRows?.first ?? IndexPath(row: 0, section: 0)
        let target = table.rectForRow(at: IndexPath(row: first.row + 3, section: 0)).minY
        let paintsBefore = app.statistics(of: tableWindow)!.paints
        let start = now()
        table.contentOffset = CGPoint(x: 0, y: target)
        app.run(until: { app.statistics(of: tableWindow)!.paints > paintsBefore }, timeout: 5)
        let syncStart = now()
        app.synchronize()
        scrollSync.append(now() - syncStart)
        scrollSteps.append(now() - start)
        scrollPaint.append(app.statistics(of: tableWindow)!.lastPaintSeconds)
    }
    let report = app.statistics(of: tableWindow)!
    print("table scroll step (3 self-sizing rows of 10,000: reuse, measure, layout, paint, XSync): median \(milliseconds(median(scrollSteps))); client-side paint part \(milliseconds(median(scrollPaint))), waiting for the server (XSync) \(milliseconds(median(scrollSync))); now at row \(table.indexPathsForVisibleRows?.first?.row ?? -1), \(rows.cellsMade) cells made, \(report.shifts) of \(report.paints) paints shifted pixels")
    app.closeWindow(tableWindow)
}

@MainActor
final class BenchmarkRows: UITableViewDataSource {
    var cellsMade = 0
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10_000 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "text", for: indexPath) as! BenchmarkCell
        if cell.label.text == nil { cellsMade += 1 }
        let sentence = "Row \(indexPath.row + 1) sizes itself from its label's constraints."
        cell.label.text = Array(repeating: sentence, count: 1 + (indexPath.row * 7) % 4).joined(separator: " ")
        return cell
    }
}

/// A wrapping label pinned to the content view's margins.
@MainActor
final class BenchmarkCell: UITableViewCell {
    let label = UILabel()
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        label.numberOfLines = 0
        label.font = UIFont(familyName: "DejaVu Sans", pointSize: 12)
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            label.topAnchor.constraint(equalTo: margins.topAnchor),
            label.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A full-window table of ``BenchmarkRows``.
@MainActor
final class TableController: UIViewController {
    let rows: BenchmarkRows
    var table: UITableView!
    init(rows: BenchmarkRows) {
        self.rows = rows
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func viewDidLoad() {
        super.viewDidLoad()
        table = UITableView(frame: view.bounds, style: .plain)
        table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        table.register(BenchmarkCell.self, forCellReuseIdentifier: "text")
        table.estimatedRowHeight = 60
        table.dataSource = rows
        view.addSubview(table)
    }
}

MainActor.assumeIsolated {
    do {
        try runBenchmarks()
    } catch let error as XlibHostError {
        FileHandle.standardError.write(Data((error.description + "\n").utf8))
        exit(2)
    } catch {
        FileHandle.standardError.write(Data("error: \(error)\n".utf8))
        exit(1)
    }
}
