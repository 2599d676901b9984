import Foundation
import Testing
import UIKit
import UIKitTestSupport

/// `navigationItem` (its titles) and bar button items as app code writes them.
@MainActor
@Suite("Navigation items")
struct NavigationItemTests {
    final class ListController: UIViewController {
        var added = 0
        var lastSender: UIBarButtonItem?

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Notes"
            navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Add", style: .plain, target: self, action: ListController.addTapped)
            navigationItem.leftBarButtonItems = [
                UIBarButtonItem(barButtonSystemItem: .edit, target: self, action: ListController.editTapped),
                UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil),
                .fixedSpace(12),
            ]
            navigationItem.largeTitleDisplayMode = .never
        }

        func addTapped() { added += 1 }
        func editTapped() {}
        func itemTapped(_ sender: UIBarButtonItem) { lastSender = sender }
    }

    @Test func titleAndItemsAreKept() {
        let controller = ListController()
        controller.loadViewIfNeeded()
        let item = controller.navigationItem
        #expect(item.title == "Notes")
        #expect(item.rightBarButtonItem?.title == "Add")
        #expect(item.leftBarButtonItem?.systemItem == .edit)
        #expect(item.leftBarButtonItems?.count == 3)
        #expect(item.leftBarButtonItems?.last?.width == 12)
        #expect(item.largeTitleDisplayMode == .never)
        controller.title = "All notes"
        #expect(item.title == "All notes")
    }

    @Test func itemsRunTheirTargetOrPrimaryAction() {
        let controller = ListController()
        controller.loadViewIfNeeded()
        let add = controller.navigationItem.rightBarButtonItem!
        add.performPrimaryAction()
        #expect(controller.added == 1)
        add.isEnabled = false
        add.performPrimaryAction()
        #expect(controller.added == 1)

        let withSender = UIBarButtonItem(title: "Share", style: .done, target: controller, action: ListController.itemTapped)
        withSender.performPrimaryAction()
        #expect(controller.lastSender === withSender)

        var ran = 0
        let primary = UIBarButtonItem(primaryAction: UIAction(title: "Save") { _ in ran += 1 })
        #expect(primary.title == "Save")
        primary.performPrimaryAction()
        #expect(ran == 1)
    }

    @Test func aNewControllersItemTakesItsTitle() {
        let controller = UIViewController()
        controller.title = "Settings"
        #expect(controller.navigationItem.title == "Settings")
        let item = UINavigationItem(title: "Other")
        item.setRightBarButton(UIBarButtonItem(systemItem: .done), animated: true)
        #expect(item.rightBarButtonItems?.count == 1)
        item.setRightBarButton(nil, animated: false)
        #expect(item.rightBarButtonItems == nil)
    }
}
