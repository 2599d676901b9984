import Foundation
import UIKit

/// A row that notes when it is laid out (so the frame-time readout updates only after
/// passes that laid something out, never from its own redraw).
@MainActor
final class StressRow: UIView {
    var onLayout: (() -> Void)?
    override func layoutSubviews() {
        super.layoutSubviews()
        onLayout?()
    }
}

/// Thousands of views in nested containers (sections of rows of equal cells), with the
/// time of the last update cycle shown while you resize the window.
@MainActor
public final class StressViewController: SampleViewController {
    /// Sections, rows per section, cells per row.
    public let shape: (sections: Int, rows: Int, columns: Int)
    public private(set) var cells: [UIView] = []
    public private(set) var readout: UILabel!
    private var cycleStart: Double = 0
    private var laidOut = false
    private var observers: [RunLoopObserver] = []

    /// A grid of `sections × rows × columns` cells.
    public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    public init(sections: Int, rows: Int, columns: Int) {
        shape = (sections, rows, columns)
        super.init()
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        let root: UIView = view
        readout = root.addSampleSubview(UILabel(), name: "readout")
        readout.font = SampleFonts.mono
        readout.text = "\(shape.sections * shape.rows * shape.columns) cells — resize the window"
        var constraints = [
            readout.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
            readout.topAnchor.constraint(equalTo: root.topAnchor, constant: 6),
        ]
        var previousSection: NSLayoutYAxisAnchor = readout.bottomAnchor
        var firstSection: UIView?
        for s in 0..<shape.sections {
            let section = root.addSampleSubview(UIView(), name: "section\(s)", color: UIColor(white: 0.75, alpha: 1))
            constraints += [
                section.topAnchor.constraint(equalTo: previousSection, constant: 6),
                section.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 6),
                section.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -6),
            ]
            if let firstSection { constraints.append(section.heightAnchor.constraint(equalTo: firstSection.heightAnchor)) }
            firstSection = firstSection ?? section
            var previousRow = section.topAnchor
            var firstRow: UIView?
            for r in 0..<shape.rows {
                let row = section.addSampleSubview(StressRow(), name: "row\(s).\(r)")
                row.onLayout = { [unowned self] in laidOut = true }
                constraints += [
                    row.topAnchor.constraint(equalTo: previousRow, constant: 1),
                    row.leadingAnchor.constraint(equalTo: section.leadingAnchor, constant: 1),
                    row.trailingAnchor.constraint(equalTo: section.trailingAnchor, constant: -1),
                ]
                if let firstRow { constraints.append(row.heightAnchor.constraint(equalTo: firstRow.heightAnchor)) }
                firstRow = firstRow ?? row
                previousRow = row.bottomAnchor
                var previousCell = row.leadingAnchor
                var firstCell: UIView?
                for c in 0..<shape.columns {
                    let hue = CGFloat((s * shape.rows + r + c) % 12) / 12
                    let cell = row.addSampleSubview(UIView(), name: "cell\(s).\(r).\(c)",
                                                    color: UIColor(red: 0.3 + 0.6 * hue, green: 0.5, blue: 0.9 - 0.6 * hue, alpha: 1))
                    constraints += [
                        cell.topAnchor.constraint(equalTo: row.topAnchor),
                        cell.bottomAnchor.constraint(equalTo: row.bottomAnchor),
                        cell.leadingAnchor.constraint(equalTo: previousCell, constant: c == 0 ? 0 : 1),
                    ]
                    if let firstCell { constraints.append(cell.widthAnchor.constraint(equalTo: firstCell.widthAnchor)) }
                    firstCell = firstCell ?? cell
                    previousCell = cell.trailingAnchor
                    cells.append(cell)
                }
                constraints.append(previousCell.constraint(equalTo: row.trailingAnchor))
            }
            constraints.append(previousRow.constraint(equalTo: section.bottomAnchor, constant: -1))
            previousSection = section.bottomAnchor
        }
        constraints.append(previousSection.constraint(equalTo: root.bottomAnchor, constant: -6))
        NSLayoutConstraint.activate(constraints)

        // Time the update cycle: one observer just before it, one just after.
        observers.append(UIRunLoop.main.addObserver(activities: .beforeWaiting, order: UIRunLoop.updateCycleOrder - 1) { [weak self] _ in
            self?.cycleStart = ProcessInfo.processInfo.systemUptime
        })
        observers.append(UIRunLoop.main.addObserver(activities: .beforeWaiting, order: UIRunLoop.updateCycleOrder + 1) { [weak self] _ in
            guard let self, laidOut else { return }
            laidOut = false
            let milliseconds = (ProcessInfo.processInfo.systemUptime - cycleStart) * 1000
            readout.text = "\(cells.count) cells, \(formatNumber(view.bounds.width))×\(formatNumber(view.bounds.height)): last pass \(String(format: "%.1f", milliseconds)) ms"
            log.add("stress, pass, \(String(format: "%.1f", milliseconds)) ms")
        })
        addAction("shrink") { [unowned self] in requestWindowSize?(CGSize(width: 320, height: 360)) }
    }

    /// Stops timing the update cycle.
    public override func stopObservingRunLoop() {
        super.stopObservingRunLoop()
        for observer in observers { UIRunLoop.main.removeObserver(observer) }
        observers.removeAll()
    }
}

extension GallerySample {
    /// Many views, timed: 2,000 cells.
    public static var stress: GallerySample { stress(sections: 4, rows: 10, columns: 50) }

    /// The stress sample with `sections × rows × columns` cells.
    public static func stress(sections: Int, rows: Int, columns: Int) -> GallerySample {
        let shape = (sections: sections, rows: rows, columns: columns)
        return GallerySample(
            name: "stress",
            title: "Stress — thousands of views",
            explanation: "Sections of rows of equal cells (\(sections * rows * columns)); resize the window and read the time of the last layout pass.",
            actions: ["shrink"],
            defaultSize: CGSize(width: 640, height: 480)
        ) { StressViewController(sections: shape.sections, rows: shape.rows, columns: shape.columns) }
    }
}
