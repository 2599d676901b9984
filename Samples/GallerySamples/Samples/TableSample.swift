import Foundation
import UIKit

/// 1,000 self-sizing rows in 20 sections with titled headers: each cell is a wrapping
/// label pinned to its content view's margins, so each row is as tall as its text at the
/// table's width (narrow the window and the rows grow). Only the rows in view have cells;
/// the wheel, a drag, Page Up/Down scroll; a click or Up/Down and Return select, and the
/// selection is logged.
@MainActor
public final class TableViewController: SampleViewController, UITableViewDataSource, UITableViewDelegate {
    public private(set) var tableView: UITableView!
    /// The rows' texts, by section.
    public private(set) var sections: [[String]] = []

    public override func viewDidLoad() {
        super.viewDidLoad()
        let root: UIView = view
        sections = (0..<20).map { section in (0..<50).map { TableViewController.text(forRow: section * 50 + $0) } }
        tableView = root.addSampleSubview(UITableView(frame: .zero, style: .plain), name: "tableView")
        tableView.register(WrappingCell.self, forCellReuseIdentifier: WrappingCell.identifier)
        tableView.rowHeight = UITableView.automaticDimension
        tableView.estimatedRowHeight = 60
        tableView.dataSource = self
        tableView.delegate = self

        addAction("toTop") { [unowned self] in tableView.scrollToRow(at: IndexPath(row: 0, section: 0), at: .top, animated: false) }
        addAction("toRow500") { [unowned self] in
            let path = IndexPath(row: 0, section: 10)
            tableView.selectRow(at: path, animated: false, scrollPosition: .top)
            log.add("table, selectRow, 10.0")
        }
        let buttons = makeActionButtons(columns: 2)
        root.addSubview(buttons)
        NSLayoutConstraint.activate([
            tableView.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
            tableView.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -8),
            tableView.topAnchor.constraint(equalTo: buttons.bottomAnchor, constant: 8),
            tableView.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -8),
        ] + buttonsAndPaneConstraints(buttons, below: root.topAnchor, spacing: 8))
    }

    /// Row `index`'s text: a sentence repeated one to five times, so rows differ in height.
    static func text(forRow index: Int) -> String {
        let sentence = "Row \(index + 1) sizes itself from its label's constraints."
        return Array(repeating: sentence, count: 1 + (index * 7) % 5).joined(separator: " ")
    }

    public func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: WrappingCell.identifier, for: indexPath) as! WrappingCell
        cell.label.text = sections[indexPath.section][indexPath.row]
        cell.accessoryType = indexPath.row % 10 == 0 ? .disclosureIndicator : .none
        return cell
    }

    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        "Section \(section + 1): rows \(section * 50 + 1)–\(section * 50 + 50)"
    }

    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        log.add("table, didSelectRowAt, \(indexPath.section).\(indexPath.row)")
    }
}

/// A cell whose wrapping label is pinned to the content view's margins.
@MainActor
final class WrappingCell: UITableViewCell {
    static let identifier = "wrapping"
    let label = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        label.numberOfLines = 0
        label.font = SampleFonts.body
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

extension GallerySample {
    /// A table of self-sizing rows.
    public static var table: GallerySample { GallerySample(
        name: "table",
        title: "Table view — 1,000 self-sizing rows",
        explanation: "Each row is as tall as its wrapping label at the table's width; only visible rows have cells, reused while scrolling. Click, or Up/Down and Return, to select.",
        actions: ["toTop", "toRow500"],
        defaultSize: CGSize(width: 428, height: 600)
    ) { TableViewController() } }
}
