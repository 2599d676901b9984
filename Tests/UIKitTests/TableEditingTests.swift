import Foundation
import Testing
import UIKit
import UIKitTestSupport

/// UITableView editing: editing mode with delete, insert and reorder controls; swipe
/// actions (the default Delete, configurations, full swipes); the controller's edit button.
@MainActor
@Suite("UITableView editing")
struct TableEditingTests {
    /// A data source that commits deletions and insertions and moves rows, as app code does.
    final class Editor: UITableViewDataSource, UITableViewDelegate {
        var rows: [String]
        var log: [String] = []
        var styles: [Int: UITableViewCell.EditingStyle] = [:]
        var lockedRows: Set<Int> = []
        var trailing: UISwipeActionsConfiguration?
        var leading: UISwipeActionsConfiguration?

        init(_ count: Int) { rows = (0..<count).map { "Row \($0)" } }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = rows[indexPath.row]
            return cell
        }
        func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { !lockedRows.contains(indexPath.row) }
        func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
            log.append("commit \(editingStyle == .delete ? "delete" : "insert") \(indexPath.row)")
            if editingStyle == .delete {
                rows.remove(at: indexPath.row)
                tableView.deleteRows(at: [indexPath], with: .automatic)
            } else if editingStyle == .insert {
                rows.insert("New", at: indexPath.row)
                tableView.insertRows(at: [indexPath], with: .automatic)
            }
        }
        func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
            let row = rows.remove(at: sourceIndexPath.row)
            rows.insert(row, at: destinationIndexPath.row)
        }
        func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
            styles[indexPath.row] ?? .delete
        }
        func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
            trailing
        }
        func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
            leading
        }
        func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) { log.append("will edit \(indexPath.row)") }
        func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) { log.append("did end \(indexPath?.row ?? -1)") }
    }

    /// A data source that only shows rows (no commit, no move).
    final class Viewer: UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        }
    }

    /// A 320 × 480 table of 44-point rows at the window's origin.
    private func stage(_ source: UITableViewDataSource) -> (UITableView, EventDriver) {
        let (_, root, events) = makeEventStage(width: 320, height: 480)
        let table = UITableView(frame: root.bounds, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.rowHeight = 44
        table.dataSource = source
        table.delegate = source as? UITableViewDelegate
        root.addSubview(table)
        turn()
        return (table, events)
    }

    @Test func editingModeShowsControlsAndIndents() {
        let editor = Editor(5)
        editor.lockedRows = [3]
        let (table, events) = stage(editor)
        #expect(!table.isEditing && !table.allowsSelectionDuringEditing)
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))!
        #expect(!cell.isEditing && cell.editingStyle == .none && !cell.showsReorderControl)
        let plainWidth = cell.contentView.frame.width
        table.setEditing(true, animated: true)
        turn()
        #expect(table.isEditing && cell.isEditing && cell.editingStyle == .delete)
        #expect(editor.rows == ["Row 0", "Row 1", "Row 2", "Row 3", "Row 4"])  // learning about moves moved nothing
        #expect(cell.contentView.frame.minX == 38)
        #expect(cell.contentView.frame.width == plainWidth - 38 - 40)  // the editing and reorder controls
        let locked = table.cellForRow(at: IndexPath(row: 3, section: 0))!
        #expect(locked.editingStyle == .none && locked.contentView.frame.minX == 0)
        table.isEditing = false
        turn()
        #expect(!cell.isEditing && cell.contentView.frame.minX == 0 && cell.contentView.frame.width == plainWidth)
        #expect(events.window === table.window)
    }

    @Test func aDataSourceThatDoesNotMoveRowsShowsNoReorderControl() {
        let viewer = Viewer()
        let (table, events) = stage(viewer)
        defer { withExtendedLifetime(viewer) {} }
        table.setEditing(true, animated: false)
        turn()
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))!
        #expect(cell.editingStyle == .delete)
        #expect(abs(cell.contentView.frame.width - (table.bounds.width - 38)) < 0.001)
        #expect(!events.render().contains("\(UIColor.systemGray2) w=1.5"))
    }

    @Test func theDeleteControlShowsDeleteWhichCommits() {
        let editor = Editor(4)
        let (table, events) = stage(editor)
        table.setEditing(true, animated: false)
        turn()
        events.click(19, 66)  // the red circle of row 1
        let cell = table.cellForRow(at: IndexPath(row: 1, section: 0))!
        #expect(cell.showingDeleteConfirmation)
        #expect(editor.log == ["will edit 1"])
        turn()
        events.click(300, 66)  // the Delete button at the trailing edge
        #expect(editor.log == ["will edit 1", "did end 1", "commit delete 1"])
        #expect(editor.rows == ["Row 0", "Row 2", "Row 3"])
        turn()
        #expect(table.numberOfRows(inSection: 0) == 3)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "Row 2")
    }

    @Test func theInsertControlCommitsAnInsertion() {
        let editor = Editor(3)
        editor.styles[2] = .insert
        let (table, events) = stage(editor)
        table.setEditing(true, animated: false)
        turn()
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.editingStyle == .insert)
        #expect(events.render().contains("\(UIColor.systemGreen)"))
        events.click(19, 110)
        #expect(editor.log == ["commit insert 2"])
        #expect(table.numberOfRows(inSection: 0) == 4)
    }

    @Test func draggingTheReorderControlMovesTheRow() {
        let editor = Editor(5)
        let (table, events) = stage(editor)
        table.setEditing(true, animated: false)
        turn()
        events.down(300, 22)
        events.move(300, 70)
        events.move(300, 110)
        let moving = table.cellForRow(at: IndexPath(row: 0, section: 0))!
        #expect(moving.frame.minY == 88)  // follows the pointer
        events.up(300, 110)
        turn()
        #expect(editor.rows == ["Row 1", "Row 2", "Row 0", "Row 3", "Row 4"])
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.textLabel?.text == "Row 0")
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.frame.minY == 0)
        #expect(table.indexPathForSelectedRow == nil)
    }

    @Test func swipingLeftShowsDeleteAndSelectsNothing() {
        let editor = Editor(4)
        let (table, events) = stage(editor)
        events.down(250, 22)
        events.move(200, 23)
        events.move(150, 24)
        turn()
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))!
        #expect(cell.contentView.frame.minX == -100)
        events.up(150, 24)
        turn()
        // "Delete" is 90 points at 15 points a character: the button is 120 wide, and the
        // row stays open by that much.
        #expect(cell.contentView.frame.minX == -120)
        #expect(cell.showingDeleteConfirmation && table.indexPathForSelectedRow == nil)
        #expect(table.contentOffset == .zero)
        // A click elsewhere closes it and selects nothing.
        events.click(100, 200)
        turn()
        #expect(!cell.showingDeleteConfirmation && cell.contentView.frame.minX == 0)
        #expect(table.indexPathForSelectedRow == nil)
        #expect(editor.log == ["will edit 0", "did end 0"])
    }

    @Test func aShortSwipeClosesAgain() {
        let editor = Editor(4)
        let (table, events) = stage(editor)
        events.down(250, 22)
        events.move(230, 22)
        events.up(230, 22)
        turn()
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.contentView.frame.minX == 0)
        #expect(editor.log == ["will edit 0", "did end 0"])
    }

    @Test func configuredActionsRunTheirHandlersWithACompletion() {
        let editor = Editor(4)
        var ran: [String] = []
        let flag = UIContextualAction(style: .normal, title: "Flag") { action, view, completion in
            ran.append("\(action.title ?? "") from \(type(of: view))")
            completion(true)
        }
        flag.backgroundColor = .systemOrange
        let remove = UIContextualAction(style: .destructive, title: "Remove") { _, _, completion in
            ran.append("remove")
            completion(false)
        }
        #expect(remove.backgroundColor == .systemRed && UIContextualAction(style: .normal, title: nil) { _, _, _ in }.backgroundColor == .systemGray)
        let configuration = UISwipeActionsConfiguration(actions: [remove, flag])
        #expect(configuration.performsFirstActionWithFullSwipe)
        editor.trailing = configuration
        let (table, events) = stage(editor)
        events.down(300, 66)
        events.move(250, 66)
        events.move(115, 66)  // 185 points: short of a full swipe (192)
        events.up(115, 66)
        turn()
        let cell = table.cellForRow(at: IndexPath(row: 1, section: 0))!
        // Remove (6 letters: 120 wide) nearest the edge, Flag (4 letters: 90) beside it.
        #expect(cell.contentView.frame.minX == -210)
        #expect(events.render().contains("\(UIColor.systemOrange)"))
        events.click(150, 66)  // Flag
        #expect(ran == ["Flag from UIButton"])
        turn()
        #expect(cell.contentView.frame.minX == 0)
    }

    @Test func rowActionsShowAsTrailingActions() {
        final class OldStyle: UITableViewDataSource, UITableViewDelegate {
            var clicked: [String] = []
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            }
            func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath) -> [UITableViewRowAction]? {
                [UITableViewRowAction(style: .destructive, title: "Erase") { action, path in self.clicked.append("\(action.title ?? "") \(path.row)") }]
            }
        }
        let source = OldStyle()
        let (table, events) = stage(source)
        #expect(UITableViewRowAction(style: .normal, title: nil) { _, _ in }.backgroundColor == .systemGray)
        events.down(250, 66)
        events.move(150, 66)
        events.up(150, 66)
        turn()
        let cell = table.cellForRow(at: IndexPath(row: 1, section: 0))!
        #expect(cell.contentView.frame.minX == -105)  // "Erase": 75 points of title, 30 of padding
        events.click(300, 66)
        #expect(source.clicked == ["Erase 1"])
        turn()
        #expect(cell.contentView.frame.minX == 0)
    }

    @Test func aFullSwipePerformsTheFirstAction() {
        let editor = Editor(4)
        var ran = 0
        editor.trailing = UISwipeActionsConfiguration(actions: [
            UIContextualAction(style: .destructive, title: "Go") { _, _, completion in ran += 1; completion(true) },
        ])
        let (table, events) = stage(editor)
        events.down(310, 22)
        events.move(60, 22)
        events.up(60, 22)
        #expect(ran == 1)
        turn()
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.contentView.frame.minX == 0)
        // Without full swipes, the row stays open instead.
        editor.trailing?.performsFirstActionWithFullSwipe = false
        events.down(310, 22)
        events.move(60, 22)
        events.up(60, 22)
        #expect(ran == 1)
    }

    @Test func leadingSwipesNeedAConfiguration() {
        let editor = Editor(4)
        let (table, events) = stage(editor)
        events.down(20, 22)
        events.move(150, 22)
        events.up(150, 22)
        turn()
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.contentView.frame.minX == 0)
        #expect(editor.log.isEmpty)
        editor.leading = UISwipeActionsConfiguration(actions: [UIContextualAction(style: .normal, title: "Pin") { _, _, _ in }])
        events.down(20, 22)
        events.move(150, 22)
        events.up(150, 22)
        turn()
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.contentView.frame.minX == 75)
    }

    @Test func aDataSourceThatDoesNotCommitStopsOfferingDelete() {
        let viewer = Viewer()
        let (table, events) = stage(viewer)
        defer { withExtendedLifetime(viewer) {} }
        events.down(250, 22)
        events.move(150, 22)
        events.up(150, 22)
        turn()
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))!
        #expect(cell.showingDeleteConfirmation)
        events.click(300, 22)  // Delete: the default commit runs and does nothing
        turn()
        #expect(!cell.showingDeleteConfirmation && table.numberOfRows(inSection: 0) == 5)
        events.down(250, 22)
        events.move(150, 22)
        events.up(150, 22)
        turn()
        #expect(!cell.showingDeleteConfirmation)
    }

    @Test func selectionWhileEditingFollowsItsSetting() {
        let editor = Editor(4)
        let (table, events) = stage(editor)
        table.setEditing(true, animated: false)
        turn()
        events.click(150, 66)
        #expect(table.indexPathForSelectedRow == nil)
        table.allowsSelectionDuringEditing = true
        events.click(150, 66)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
    }

    @Test func theControllerForwardsEditingAndItsEditButtonToggles() {
        final class ListController: UITableViewController {
            var rows = ["a", "b"]
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
            override func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
                rows.swapAt(sourceIndexPath.row, destinationIndexPath.row)
            }
        }
        let controller = ListController(style: .plain)
        let window = makeWindow(width: 320, height: 480, root: controller)
        turn()
        let button = controller.editButtonItem
        #expect(button === controller.editButtonItem && button.title == "Edit")
        #expect(!controller.isEditing)
        button.performPrimaryAction()
        #expect(controller.isEditing && controller.tableView.isEditing)
        #expect(button.title == "Done" && button.style == .done)
        turn()
        let width = controller.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.contentView.frame.width ?? 0
        #expect(abs(width - (controller.tableView.bounds.width - 38 - 40)) < 0.001)
        controller.setEditing(false, animated: true)
        #expect(!controller.tableView.isEditing && button.title == "Edit")
        #expect(window.rootViewController === controller)
    }
}
