import Testing
import UIKit
import UIKitTestSupport

/// A table view controller subclass as iOS code writes one.
private final class ListController: UITableViewController {
    let items = ["one", "two", "three"]
    var selected: [IndexPath] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = items[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selected.append(indexPath)
    }
}

/// A table that counts its reloads.
private final class CountingTable: UITableView {
    var reloads = 0
    override func reloadData() {
        reloads += 1
        super.reloadData()
    }
}

@MainActor @Suite struct TableViewControllerTests {
    @Test func theTableIsReloadedWhenItFirstAppearsOnly() {
        let controller = ListController(style: .plain)
        let table = CountingTable(frame: .zero, style: .plain)
        table.dataSource = controller
        table.delegate = controller
        controller.tableView = table
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let first = table.reloads
        #expect(first >= 1)
        controller.beginAppearanceTransition(false, animated: false)
        controller.endAppearanceTransition()
        controller.beginAppearanceTransition(true, animated: false)
        controller.endAppearanceTransition()
        #expect(table.reloads == first)
        window.rootViewController = nil
    }

    @Test func itsViewIsATableItFeedsAndDelegates() {
        TextSystem.measurer = FixedAdvanceTextMeasurer()
        let controller = ListController(style: .plain)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(controller.view === controller.tableView)
        #expect(controller.tableView.dataSource === controller)
        #expect(controller.tableView.delegate === controller)
        let texts = controller.tableView.visibleCells.compactMap { $0.textLabel?.text }
        #expect(texts == ["one", "two", "three"])
        controller.tableView(controller.tableView, didSelectRowAt: IndexPath(row: 1, section: 0))
        #expect(controller.selected == [IndexPath(row: 1, section: 0)])
        let plain = UITableViewController()
        #expect(plain.numberOfSections(in: plain.tableView) == 1)
        window.rootViewController = nil
    }
}
