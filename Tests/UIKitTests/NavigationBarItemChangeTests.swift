import Foundation
import Testing
import UIKit
import UIKitTestSupport

/// The bar follows its items' changes as they are made, and a table view controller's
/// table sits under a translucent bar as in UIKit (the SnapKit example's first screen).
@MainActor
@Suite struct NavigationBarItemChangeTests {
    /// Sets its title and items when its view loads: after it was pushed.
    final class LateTitleController: UITableViewController {
        let rows = ["Simple Layout", "Basic UIScrollView"]

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Demos"
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            cell.textLabel?.text = rows[indexPath.row]
            return cell
        }
    }

    private func shownTitle(_ bar: UINavigationBar) -> String? {
        bar.subviews.compactMap { $0 as? UILabel }.first { !$0.isHidden }?.text
    }

    private func buttonTitles(_ bar: UINavigationBar) -> [String] {
        bar.subviews.compactMap { ($0 as? UIButton)?.title(for: .normal) }
    }

    @Test func aTitleSetInViewDidLoadAfterThePushIsShown() {
        let controller = LateTitleController()
        let navigation = UINavigationController(rootViewController: controller)
        let window = makeWindow(width: 390, height: 844, root: navigation)
        defer { withExtendedLifetime(window) {} }
        turn()
        #expect(shownTitle(navigation.navigationBar) == "Demos")
        controller.title = "All demos"
        #expect(shownTitle(navigation.navigationBar) == "All demos")
        controller.navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
        #expect(buttonTitles(navigation.navigationBar) == ["+"])
        controller.navigationItem.rightBarButtonItem = nil
        #expect(buttonTitles(navigation.navigationBar).isEmpty)
    }

    @Test func aTitleViewReplacedIsRemovedFromTheBar() {
        let controller = UIViewController()
        let navigation = UINavigationController(rootViewController: controller)
        let window = makeWindow(width: 390, height: 844, root: navigation)
        defer { withExtendedLifetime(window) {} }
        let first = UIView(), second = UIView()
        controller.navigationItem.titleView = first
        #expect(first.superview === navigation.navigationBar)
        controller.navigationItem.titleView = second
        #expect(first.superview == nil && second.superview === navigation.navigationBar)
    }

    @Test func anItemBelowTheTopRetitlesTheBackButton() {
        let first = UIViewController(), second = UIViewController()
        first.title = "First"
        let navigation = UINavigationController(rootViewController: first)
        let window = makeWindow(width: 390, height: 844, root: navigation)
        defer { withExtendedLifetime(window) {} }
        navigation.pushViewController(second, animated: false)
        turn()
        #expect(buttonTitles(navigation.navigationBar) == ["‹ First"])
        first.navigationItem.backButtonTitle = "Back"
        #expect(buttonTitles(navigation.navigationBar) == ["‹ Back"])
    }

    @Test func aBackTitleTooLongForTheBarBecomesBackThenTheChevron() {
        let first = UIViewController(), second = UIViewController()
        first.title = String(repeating: "A long list title ", count: 6)
        second.title = "Detail"
        let navigation = UINavigationController(rootViewController: first)
        let window = makeWindow(width: 390, height: 844, root: navigation)
        defer { withExtendedLifetime(window) {} }
        navigation.pushViewController(second, animated: false)
        turn()
        #expect(buttonTitles(navigation.navigationBar) == ["‹ Back"])
        window.frame = CGRect(x: 0, y: 0, width: 40, height: 844)
        turn()
        #expect(buttonTitles(navigation.navigationBar) == ["‹"])
        window.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        first.title = "List"
        turn()
        #expect(buttonTitles(navigation.navigationBar) == ["‹ List"])
    }

    @Test func tableRowsStartAtTheTopOfTheContentUnderATranslucentBar() {
        let controller = LateTitleController()
        let navigation = UINavigationController(rootViewController: controller)
        let window = makeWindow(width: 390, height: 844, root: navigation)
        defer { withExtendedLifetime(window) {} }
        turn()
        let table = controller.tableView!
        #expect(table.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(table.adjustedContentInset.top == 44)
        #expect(table.contentOffset.y == -44)
        let cells = table.visibleCells.sorted { $0.frame.minY < $1.frame.minY }
        #expect(cells.map(\.frame) == [CGRect(x: 0, y: 0, width: 390, height: 44), CGRect(x: 0, y: 44, width: 390, height: 44)])
    }
}
