// The table benchmark: a UITableView of 10,000 self-sizing rows (a wrapping label pinned
// to the content view's margins, texts of one to five sentences) in a 390 × 844 window.
// First screen (load, cells for the visible rows, measure, layout) and one scroll step of
// about three rows (reuse, measure, layout), headless; and the cells made after scrolling
// past 2,000 rows (memory must not grow with rows scrolled past).
import Foundation
import UIKit

@MainActor
final class BenchmarkTextCell: UITableViewCell {
    static var made = 0
    let label = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        BenchmarkTextCell.made += 1
        label.numberOfLines = 0
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

@MainActor
final class BenchmarkTableSource: UITableViewDataSource {
    let texts: [String]

    init(rows: Int) {
        texts = (0..<rows).map { index in
            Array(repeating: "Row \(index) sizes itself from its label.", count: 1 + (index * 7) % 5).joined(separator: " ")
        }
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { texts.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "text", for: indexPath) as! BenchmarkTextCell
        cell.label.text = texts[indexPath.row]
        return cell
    }
}

/// The table with `measurer` (the fixed-advance test double unless told otherwise).
@MainActor
func runTableBenchmark(rows: Int, runs: Int, measurer: any TextMeasuring = FixedAdvanceTextMeasurer(), name: String = "") {
    TextSystem.measurer = measurer
    let source = BenchmarkTableSource(rows: rows)
    var firstScreens: [Double] = []
    var kept: (UIWindow, UITableView)?
    for _ in 0..<max(1, runs / 4) {
        let start = now()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let controller = UIViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let table = UITableView(frame: controller.view.bounds, style: .plain)
        table.register(BenchmarkTextCell.self, forCellReuseIdentifier: "text")
        table.estimatedRowHeight = 60
        table.dataSource = source
        controller.view.addSubview(table)
        window.layoutIfNeeded()
        firstScreens.append(now() - start)
        kept = (window, table)
    }
    guard let (window, table) = kept else { return }
    var steps: [Double] = []
    for _ in 0..<max(runs * 10, 200) {
        let start = now()
        table.contentOffset = CGPoint(x: 0, y: table.contentOffset.y + 200)
        window.layoutIfNeeded()
        steps.append(now() - start)
    }
    let madeBefore = BenchmarkTextCell.made
    while (table.indexPathsForVisibleRows?.first?.row ?? rows) < 2_000 {
        table.contentOffset = CGPoint(x: 0, y: table.contentOffset.y + 200)
        window.layoutIfNeeded()
    }
    print("table of \(rows) self-sizing rows (390 × 844, \(table.visibleCells.count) visible)\(name):")
    print("  first screen        \(format(median(firstScreens)))")
    print("  scroll step (200 pt) \(format(median(steps)))")
    print("  cells made while scrolling to row 2,000: \(BenchmarkTextCell.made - madeBefore) (\(table.subviews.filter { $0 is UITableViewCell }.count) cells in the table)")
    withExtendedLifetime(source) {}
}
