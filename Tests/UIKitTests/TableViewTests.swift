import Foundation
import Testing
import UIKit
import UIKitTestSupport

/// UITableView: cells only for the rows in view, reused while scrolling; self-sizing rows
/// measured from their constraints at the table's width; sections; selection by click,
/// keys and code; batch updates checked against the data source.
@MainActor
@Suite("UITableView")
struct TableViewTests {
    /// A programmatic cell as app code writes one: a wrapping label pinned to the content
    /// view's margins.
    final class TextCell: UITableViewCell {
        static var made = 0
        let label = UILabel()
        var reuses = 0

        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            TextCell.made += 1
            label.numberOfLines = 0
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
                label.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
                label.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
                label.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
            ])
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override func prepareForReuse() {
            super.prepareForReuse()
            reuses += 1
        }
    }

    final class Source: UITableViewDataSource, UITableViewDelegate {
        var rows: [[String]]
        var titles: [String?] = []
        var log: [String] = []
        var identifier = "text"

        init(rows: [[String]]) { self.rows = rows }

        func numberOfSections(in tableView: UITableView) -> Int { rows.count }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows[section].count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
            if let cell = cell as? TextCell { cell.label.text = rows[indexPath.section][indexPath.row] }
            return cell
        }
        func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            section < titles.count ? titles[section] : nil
        }
        func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
            log.append("will select \(indexPath.section).\(indexPath.row)")
            return indexPath
        }
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            log.append("did select \(indexPath.section).\(indexPath.row)")
        }
        func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
            log.append("did deselect \(indexPath.section).\(indexPath.row)")
        }
    }

    /// A full-window table of `rows` with the test measurer.
    private func stage(_ rows: [[String]], rowHeight: CGFloat = UITableView.automaticDimension,
                       configure: (UITableView, Source) -> Void = { _, _ in })
        -> (window: UIWindow, table: UITableView, source: Source, events: EventDriver) {
        let (window, root, events) = makeEventStage(width: 320, height: 480)
        let table = UITableView(frame: root.bounds, style: .plain)
        table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        table.register(TextCell.self, forCellReuseIdentifier: "text")
        table.rowHeight = rowHeight
        let source = Source(rows: rows)
        configure(table, source)
        table.dataSource = source
        table.delegate = source
        root.addSubview(table)
        turn()
        return (window, table, source, events)
    }

    private func numbered(_ count: Int) -> [[String]] { [(0..<count).map { "Row \($0)" }] }

    @Test func registeredSubclassesAreMadeThroughTheirOwnInitialiser() {
        let (window, table, source, _) = stage(numbered(3), rowHeight: 44)
        defer { withExtendedLifetime((window, source)) {} }
        #expect(table.visibleCells.count == 3)
        #expect(table.visibleCells.allSatisfy { $0 is TextCell && $0.reuseIdentifier == "text" })
        #expect((table.visibleCells[2] as? TextCell)?.label.text == "Row 2")
    }

    @Test func onlyTheRowsInViewHaveCells() {
        let (window, table, source, _) = stage(numbered(1000), rowHeight: 44)
        defer { withExtendedLifetime((window, source)) {} }
        #expect(table.contentSize == CGSize(width: 320, height: 44_000))
        // 480 / 44: rows 0 through 10 meet the bounds.
        #expect(table.indexPathsForVisibleRows == (0...10).map { IndexPath(row: $0, section: 0) })
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.frame == CGRect(x: 0, y: 132, width: 320, height: 44))
        #expect(table.cellForRow(at: IndexPath(row: 11, section: 0)) == nil)
        #expect(table.rectForRow(at: IndexPath(row: 999, section: 0)) == CGRect(x: 0, y: 43_956, width: 320, height: 44))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 45)) == IndexPath(row: 1, section: 0))
    }

    @Test func scrollingReusesCellsAndMakesNoMore() {
        let (window, table, source, _) = stage(numbered(1000), rowHeight: 44)
        defer { withExtendedLifetime((window, source)) {} }
        let before = TextCell.made
        for step in 1...200 {
            table.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 100)
            turn()
        }
        #expect(table.contentOffset.y == 20_000)
        #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 454, section: 0))
        #expect((table.visibleCells.first as? TextCell)?.label.text == "Row 454")
        // At most one more cell than fits (a row half in at each end), however far it went.
        #expect(TextCell.made - before <= 1)
        #expect(table.visibleCells.contains { ($0 as? TextCell)?.reuses ?? 0 > 0 })
        // Queued cells stay in the table, hidden.
        #expect(table.subviews.filter { $0 is UITableViewCell && !$0.isHidden }.count == table.visibleCells.count)
        #expect(table.subviews.filter { $0 is UITableViewCell }.count <= table.visibleCells.count + 2)
    }

    @Test func selfSizingRowsTakeTheHeightOfTheirContent() {
        let short = "Short"
        let long = String(repeating: "word ", count: 30)
        let (window, table, source, _) = stage([[short, long, short]])
        defer { withExtendedLifetime((window, source)) {} }
        let label = UILabel()
        label.numberOfLines = 0
        label.text = long
        // The content view is 320 wide; its margins leave 288 for the label.
        let longHeight = label.sizeThatFits(CGSize(width: 288, height: 0)).height
        label.text = short
        let shortHeight = label.sizeThatFits(CGSize(width: 288, height: 0)).height
        let rows = (0..<3).map { table.rectForRow(at: IndexPath(row: $0, section: 0)) }
        #expect(rows[0].height == shortHeight + 22 + 1)
        #expect(rows[1].height == longHeight + 22 + 1)
        #expect(longHeight > shortHeight * 3)
        #expect(rows[1].minY == rows[0].maxY && rows[2].minY == rows[1].maxY)
        let cell = table.cellForRow(at: IndexPath(row: 1, section: 0)) as! TextCell
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 320, height: rows[1].height - 1))
        #expect(cell.label.frame == CGRect(x: 16, y: 11, width: 288, height: longHeight))
        #expect(table.contentSize.height == rows[2].maxY)
    }

    @Test func aNarrowerTableMeasuresItsRowsAgain() {
        let long = String(repeating: "word ", count: 30)
        let (window, table, source, _) = stage([[long]])
        defer { withExtendedLifetime((window, source)) {} }
        let wide = table.rectForRow(at: IndexPath(row: 0, section: 0)).height
        window.frame = CGRect(x: 0, y: 0, width: 200, height: 480)
        turn()
        #expect(table.bounds.width == 200)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height > wide)
    }

    @Test func sectionsHaveTitledHeaders() {
        let (window, table, source, _) = stage([["a", "b"], ["c"]], rowHeight: 44) { _, source in
            source.titles = ["First", "Second"]
        }
        defer { withExtendedLifetime((window, source)) {} }
        #expect(table.numberOfSections == 2)
        #expect(table.numberOfRows(inSection: 1) == 1)
        let header0 = table.rectForHeader(inSection: 0)
        let header1 = table.rectForHeader(inSection: 1)
        #expect(header0.minY == 0 && header0.height >= 28)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == header0.maxY)
        #expect(header1.minY == header0.maxY + 88)
        #expect(table.headerView(forSection: 1)?.textLabel?.text == "Second")
        #expect(table.headerView(forSection: 1)?.frame == header1)
        #expect(source.rows.count == 2)
    }

    @Test func clickingARowSelectsIt() {
        let (window, table, source, events) = stage(numbered(20), rowHeight: 44)
        defer { withExtendedLifetime((window, source)) {} }
        events.click(100, 44 * 2 + 10)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == true)
        events.click(100, 44 * 5 + 10)
        // UIKit's order: the new row is offered before the old one lets go.
        #expect(source.log == ["will select 0.2", "did select 0.2", "will select 0.5", "did deselect 0.2", "did select 0.5"])
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 5, section: 0)])
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == false)
    }

    @Test func draggingScrollsWithoutSelecting() {
        let (window, table, source, events) = stage(numbered(50), rowHeight: 44)
        defer { withExtendedLifetime((window, source)) {} }
        events.down(100, 300)
        events.move(100, 250)
        events.move(100, 200)
        events.up(100, 200)
        turn()
        #expect(table.contentOffset.y == 100)
        #expect(source.log.isEmpty)
        #expect(table.indexPathForSelectedRow == nil)
    }

    @Test func keysMoveTheSelectionAndReturnSelects() {
        let (window, table, source, events) = stage(numbered(50), rowHeight: 44)
        defer { withExtendedLifetime((window, source)) {} }
        #expect(table.becomeFirstResponder())
        for _ in 0..<15 { events.key(.downArrow) }
        turn()
        #expect(table.indexPathForSelectedRow == IndexPath(row: 14, section: 0))
        // Row 14 (616–660) is scrolled just into view.
        #expect(table.contentOffset.y == CGFloat(660 - 480))
        events.key(.returnKey)
        #expect(source.log == ["did select 0.14"])
    }

    @Test func selectingByCodeTellsTheDelegateNothing() {
        let (window, table, source, _) = stage(numbered(100), rowHeight: 44)
        defer { withExtendedLifetime((window, source)) {} }
        table.selectRow(at: IndexPath(row: 40, section: 0), animated: false, scrollPosition: .top)
        turn()
        #expect(table.contentOffset.y == CGFloat(40 * 44))
        #expect(table.cellForRow(at: IndexPath(row: 40, section: 0))?.isSelected == true)
        table.deselectRow(at: IndexPath(row: 40, section: 0), animated: false)
        #expect(table.indexPathForSelectedRow == nil)
        #expect(source.log.isEmpty)
        table.scrollToRow(at: IndexPath(row: 99, section: 0), at: .top, animated: false)
        #expect(table.contentOffset.y == CGFloat(4400 - 480))
    }

    @Test func insertingAndDeletingRowsKeepsTheOtherCells() {
        let (window, table, source, _) = stage(numbered(5), rowHeight: 44)
        defer { withExtendedLifetime((window, source)) {} }
        let kept = table.cellForRow(at: IndexPath(row: 3, section: 0))
        source.rows[0].insert("New", at: 1)
        table.insertRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)
        turn()
        #expect(table.numberOfRows(inSection: 0) == 6)
        #expect(table.cellForRow(at: IndexPath(row: 4, section: 0)) === kept)
        #expect((table.cellForRow(at: IndexPath(row: 1, section: 0)) as? TextCell)?.label.text == "New")
        table.performBatchUpdates({
            source.rows[0].remove(at: 0)
            source.rows[0].remove(at: 0)
            table.deleteRows(at: [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)], with: .fade)
        })
        turn()
        #expect(table.numberOfRows(inSection: 0) == 4)
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) === kept)
        #expect(table.contentSize.height == CGFloat(4 * 44))
    }

    // MARK: Inconsistent data sources: UIKit's message, no crash, the last consistent state

    /// Runs `change` on a table of `rows` (all in view) and returns what was logged, after
    /// checking that the table still shows the rows and cells it had.
    private func refusedChange(_ rows: [[String]], _ change: (UITableView, Source) -> Void) -> [String] {
        let (window, table, source, _) = stage(rows, rowHeight: 44)
        defer { withExtendedLifetime((window, source)) {} }
        return loggedRefusal(keeping: {
            let counts = (0..<table.numberOfSections).map { table.numberOfRows(inSection: $0) }
            return "\(counts) \(table.indexPathsForVisibleRows ?? []) \(table.visibleCells.map { ObjectIdentifier($0) }) \(table.visibleCells.map(\.frame)) \(table.contentSize)"
        }, { change(table, source) })
    }

    @Test func insertedRowsThatDoNotAddUpAreRefusedWithUIKitsMessage() {
        let messages = refusedChange(numbered(3)) { table, source in
            source.rows[0] += ["one", "two"]
            table.insertRows(at: [IndexPath(row: 3, section: 0)], with: .none)
        }
        #expect(messages == ["[LayoutConstraints] Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (5) must be equal to the number of rows contained in that section before the update (3), plus or minus the number of rows inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out)."])
    }

    @Test func aBatchThatDoesNotAddUpIsRefusedWhole() {
        var completed: Bool?
        let messages = refusedChange(numbered(3)) { table, source in
            table.performBatchUpdates({
                source.rows[0].remove(at: 0)
                table.deleteRows(at: [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)], with: .fade)
            }, completion: { completed = $0 })
        }
        #expect(messages == ["[LayoutConstraints] Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (2) must be equal to the number of rows contained in that section before the update (3), plus or minus the number of rows inserted or deleted from that section (0 inserted, 2 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out)."])
        #expect(completed == false, "a refused batch completes with false")
    }

    @Test func movesCountAsMovedInAndOut() {
        let messages = refusedChange([["A", "B", "C"], ["D", "E"]]) { table, source in
            source.rows[1].insert(source.rows[0].removeFirst(), at: 0)
            source.rows[1].append("extra")
            table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 0, section: 1))
        }
        #expect(messages == ["[LayoutConstraints] Invalid update: invalid number of rows in section 1. The number of rows contained in an existing section after the update (4) must be equal to the number of rows contained in that section before the update (2), plus or minus the number of rows inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (1 moved in, 0 moved out)."])
    }

    @Test func aSectionCountThatDoesNotAddUpIsRefused() {
        let messages = refusedChange(numbered(3)) { table, _ in
            table.insertSections([0], with: .automatic)
        }
        #expect(messages == ["[LayoutConstraints] Invalid update: invalid number of sections. The number of sections contained in the table view after the update (1) must be equal to the number of sections contained in the table view before the update (1), plus or minus the number of sections inserted or deleted (1 inserted, 0 deleted)."])
    }

    @Test func anInsertionPastTheEndIsRefused() {
        let messages = refusedChange(numbered(3)) { table, source in
            source.rows[0].append("new")
            table.insertRows(at: [IndexPath(row: 7, section: 0)], with: .automatic)
        }
        #expect(messages == ["[LayoutConstraints] attempt to insert row 7 into section 0, but there are only 4 rows in section 0 after the update"])
    }

    @Test func aDeletionPastTheEndIsRefused() {
        let messages = refusedChange(numbered(3)) { table, source in
            source.rows[0].removeLast()
            table.deleteRows(at: [IndexPath(row: 5, section: 0)], with: .automatic)
        }
        #expect(messages == ["[LayoutConstraints] attempt to delete row 5 from section 0 which only contains 3 rows before the update"])
    }

    @Test func aDeletedSectionThatIsNotThereIsRefused() {
        let messages = refusedChange(numbered(3)) { table, _ in
            table.deleteSections([2], with: .automatic)
        }
        #expect(messages == ["[LayoutConstraints] attempt to delete section 2, but there are only 1 sections before the update"])
    }

    @Test func scrollingToARowThatIsNotThereIsRefused() {
        var description = ""
        let messages = refusedChange(numbered(3)) { table, _ in
            description = table.description
            let offset = table.contentOffset
            table.scrollToRow(at: IndexPath(row: 7, section: 0), at: .top, animated: false)
            table.scrollToRow(at: IndexPath(row: 0, section: 4), at: .top, animated: false)
            #expect(table.contentOffset == offset)
        }
        #expect(messages == [
            "[LayoutConstraints] Attempted to scroll the table view to an out-of-bounds row (7) when there are only 3 rows in section 0. Table view: \(description)",
            "[LayoutConstraints] Attempted to scroll the table view to an out-of-bounds section (4) when there are only 1 sections. Table view: \(description)",
        ])
    }

    @Test func aRectForARowThatIsNotThereIsZeroAndLogged() {
        let messages = refusedChange(numbered(3)) { table, _ in
            #expect(table.rectForRow(at: IndexPath(row: 7, section: 0)) == .zero)
            #expect(table.rectForHeader(inSection: 3) == .zero)
            #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)) == CGRect(x: 0, y: 88, width: 320, height: 44))
        }
        #expect(messages == [
            "[LayoutConstraints] request for rect at invalid index path (<NSIndexPath: 0x…> {length = 2, path = 0 - 7})",
            "[LayoutConstraints] request for rect of invalid section (3)",
        ])
    }

    @Test func anUnregisteredIdentifierGivesAPlainCellAndUIKitsMessage() {
        let capture = LogCapture()
        let (window, table, source, _) = capture.capture {
            stage(numbered(2), rowHeight: 44) { _, source in source.identifier = "missing" }
        }
        defer { withExtendedLifetime((window, source)) {} }
        #expect(table.visibleCells.count == 2)
        #expect(table.visibleCells.allSatisfy { type(of: $0) == UITableViewCell.self })
        #expect(capture.messages == Array(repeating: "[LayoutConstraints] unable to dequeue a cell with identifier missing - must register a nib or a class for the identifier or connect a prototype cell in a storyboard", count: 2))
        #expect(table.dequeueReusableCell(withIdentifier: "missing") == nil)
    }

    @Test func builtInStylesAndAccessories() {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.textLabel?.text = "Title"
        cell.detailTextLabel?.text = "Detail"
        cell.accessoryType = .disclosureIndicator
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 60)
        cell.layoutIfNeeded()
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 320 - 34, height: 59))
        #expect(cell.textLabel!.frame.minX == 16)
        #expect(cell.detailTextLabel!.frame.minY == cell.textLabel!.frame.maxY)
        #expect(UITableViewCell(style: .default, reuseIdentifier: nil).detailTextLabel == nil)
    }
}

extension TableViewTests {
    /// A new cell's content view has the cell's size from the start, as in UIKit, so
    /// constraints made in the cell's initialiser (a label inside the margins) fit.
    @Test func aNewCellsContentViewHasTheCellsSize() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
        let header = UITableViewHeaderFooterView(reuseIdentifier: nil)
        #expect(header.contentView.frame == CGRect(x: 0, y: 0, width: 320, height: 28))
    }
}
