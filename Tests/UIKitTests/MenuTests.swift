import Foundation
import Testing
@testable import UIKit
import UIKitTestSupport

@MainActor
@Suite struct MenuModelTests {
    @Test func actionsCarryMenuAttributesAndState() {
        let action = UIAction(title: "Delete", image: UIImage(systemName: "trash"), identifier: .init("delete"),
                              discoverabilityTitle: "Deletes it", attributes: [.destructive], state: .on) { _ in }
        #expect(action.title == "Delete" && action.image != nil && action.identifier.rawValue == "delete")
        #expect(action.attributes == [.destructive] && action.state == .on)
        let element: UIMenuElement = action
        #expect(element.title == "Delete")
        action.title = "Remove"
        #expect(element.title == "Remove")
    }

    @Test func menusKeepTheirChildrenAndReplaceThem() {
        let first = UIAction(title: "One") { _ in }
        let menu = UIMenu(title: "Sort", image: nil, identifier: UIMenu.Identifier("sort"), options: [.singleSelection, .displayInline],
                          children: [first])
        #expect(menu.children.count == 1 && menu.options.contains(.singleSelection))
        let replaced = menu.replacingChildren([first, UIAction(title: "Two") { _ in }])
        #expect(replaced.children.count == 2 && replaced.title == "Sort" && replaced.identifier == menu.identifier)
        #expect(replaced.options == menu.options)
        first.state = .on
        #expect(menu.selectedElements.first === first)
    }

    @Test func rowsFlattenInlineMenusAndHideHiddenActions() {
        let menu = UIMenu(children: [
            UIAction(title: "A") { _ in },
            UIAction(title: "Hidden", attributes: .hidden) { _ in },
            UIMenu(title: "", options: .displayInline, children: [UIAction(title: "B") { _ in }]),
            UIMenu(title: "More", children: [UIAction(title: "C") { _ in }]),
        ])
        let rows = MenuRow.rows(of: menu, resolved: { _ in nil }, load: { _ in })
        let kinds = rows.map { row -> String in
            switch row {
            case .action(let action, _): action.title
            case .submenu(let submenu): "[\(submenu.title)]"
            case .separator: "-"
            case .header(let title, _): "#\(title)"
            case .loading: "…"
            }
        }
        #expect(kinds == ["A", "-", "B", "-", "[More]"])
    }
}

@MainActor
@Suite struct MenuPresentationTests {
    private func buttonStage(_ menu: UIMenu) -> (UIWindow, UIButton, EventDriver) {
        let (window, root, events) = makeEventStage(width: 400, height: 400)
        let button = UIButton(type: .system)
        button.setTitle("Options", for: .normal)
        button.frame = CGRect(x: 20, y: 20, width: 100, height: 30)
        button.menu = menu
        button.showsMenuAsPrimaryAction = true
        root.addSubview(button)
        turn()
        return (window, button, events)
    }

    @Test func aClickOpensTheMenuAndChoosingRunsTheHandlerWithTheButton() throws {
        var chosen: [String] = []
        var sender: Any?
        let menu = UIMenu(title: "", children: [
            UIAction(title: "Copy") { action in chosen.append(action.title); sender = action.sender },
            UIAction(title: "Paste", attributes: .disabled) { action in chosen.append(action.title) },
        ])
        let (window, button, events) = buttonStage(menu)
        var primary = 0
        button.addAction(UIAction { _ in primary += 1 }, for: .primaryActionTriggered)
        events.click(button)
        #expect(primary == 0, "the menu replaces the primary action")
        #expect(window.openMenuTitles == ["Copy", "Paste"])
        let popup = try #require(MenuPresentation.current(in: window)?.popup)
        #expect(popup.frame.minY >= button.frame.maxY, "the menu opens under the button")
        // The disabled row does nothing.
        let paste = popup.convert(CGPoint(x: 50, y: MenuPopupView.padding + MenuPopupView.rowHeight * 1.5), to: window)
        events.click(paste.x, paste.y)
        #expect(chosen.isEmpty && window.openMenuTitles != nil)
        let copy = popup.convert(CGPoint(x: 50, y: MenuPopupView.padding + MenuPopupView.rowHeight / 2), to: window)
        events.click(copy.x, copy.y)
        #expect(chosen == ["Copy"])
        #expect((sender as? UIButton) === button)
        #expect(window.openMenuTitles == nil)
    }

    @Test func theKeyboardMovesChoosesAndEscapes() {
        var chosen: [String] = []
        let menu = UIMenu(children: ["One", "Two", "Three"].map { title in UIAction(title: title) { _ in chosen.append(title) } })
        let (window, button, events) = buttonStage(menu)
        events.click(button)
        events.key(.downArrow)
        events.key(.downArrow)
        events.key(.upArrow)
        events.key(.upArrow)
        events.key(.upArrow)
        // down: One, down: Two, up: One, up: wraps to Three, up: Two.
        #expect(MenuPresentation.current(in: window)?.highlightedIndex == 1)
        events.key(.returnKey)
        #expect(chosen == ["Two"] && window.openMenuTitles == nil)
        events.click(button)
        events.key(.escape)
        #expect(window.openMenuTitles == nil && chosen == ["Two"])
    }

    @Test func aClickOutsideDismissesWithoutReachingTheViewsBelow() {
        let menu = UIMenu(children: [UIAction(title: "One") { _ in }])
        let (window, button, events) = buttonStage(menu)
        var clicks = 0
        let other = UIButton(type: .system)
        other.frame = CGRect(x: 200, y: 300, width: 100, height: 40)
        other.addAction(UIAction { _ in clicks += 1 }, for: .touchUpInside)
        button.superview?.addSubview(other)
        events.click(button)
        #expect(window.openMenuTitles != nil)
        events.click(other)
        #expect(window.openMenuTitles == nil && clicks == 0)
        events.click(other)
        #expect(clicks == 1)
    }

    @Test func submenusOpenInPlaceAndSingleSelectionMovesTheCheckmark() {
        let small = UIAction(title: "Small", state: .on) { _ in }
        let large = UIAction(title: "Large") { _ in }
        let menu = UIMenu(children: [UIMenu(title: "Size", options: .singleSelection, children: [small, large])])
        let (window, button, events) = buttonStage(menu)
        events.click(button)
        #expect(window.openMenuTitles == ["Size"])
        events.key(.downArrow)
        events.key(.rightArrow)
        #expect(window.openMenuTitles == ["Size", "Small", "Large"])
        events.key(.leftArrow)
        #expect(window.openMenuTitles == ["Size"])
        events.key(.returnKey)
        events.key(.downArrow)
        events.key(.downArrow)
        events.key(.returnKey)
        #expect(large.state == .on && small.state == .off)
        #expect(window.openMenuTitles == nil)
    }

    @Test func deferredElementsLoadWhenShownAndUncachedOnesEveryTime() {
        var cachedCalls = 0, uncachedCalls = 0
        var pending: (([UIMenuElement]) -> Void)?
        let cached = UIDeferredMenuElement { completion in
            cachedCalls += 1
            pending = completion
        }
        let uncached = UIDeferredMenuElement.uncached { completion in
            uncachedCalls += 1
            completion([UIAction(title: "Fresh \(uncachedCalls)") { _ in }])
        }
        let (window, button, events) = buttonStage(UIMenu(children: [cached, uncached]))
        events.click(button)
        #expect(window.openMenuTitles == ["Loading…", "Fresh 1"])
        pending?([UIAction(title: "Loaded") { _ in }])
        #expect(window.openMenuTitles == ["Loaded", "Fresh 1"])
        events.key(.escape)
        events.click(button)
        #expect(window.openMenuTitles == ["Loaded", "Fresh 2"])
        #expect(cachedCalls == 1 && uncachedCalls == 2)
    }
}

@MainActor
@Suite struct ContextMenuTests {
    private final class Provider: NSObject, UIContextMenuInteractionDelegate {
        var locations: [CGPoint] = []
        var ended = 0
        var chosen: [String] = []
        func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                    configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
            locations.append(location)
            return UIContextMenuConfiguration(identifier: "card" as NSString, previewProvider: nil) { _ in
                UIMenu(title: "Card", children: [UIAction(title: "Share") { [weak self] _ in self?.chosen.append("Share") }])
            }
        }
        func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                    animator: (any UIContextMenuInteractionAnimating)?) {
            ended += 1
        }
    }

    @Test func aRightClickOpensTheDelegatesMenuAtThePointer() throws {
        let (window, root, events) = makeEventStage(width: 400, height: 400)
        let card = UIView(frame: CGRect(x: 50, y: 60, width: 200, height: 100))
        let inner = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        card.addSubview(inner)
        root.addSubview(card)
        let provider = Provider()
        let interaction = UIContextMenuInteraction(delegate: provider)
        card.addInteraction(interaction)
        #expect(interaction.view === card && card.interactions.count == 1)
        turn()
        events.down(70, 80, button: 1)
        events.up(70, 80, button: 1)
        #expect(window.openMenuTitles == nil, "a primary click opens nothing")
        events.down(70, 80, button: 3)
        events.up(70, 80, button: 3)
        #expect(provider.locations == [CGPoint(x: 20, y: 20)])
        #expect(window.openMenuTitles == ["Card", "Share"])
        let popup = try #require(MenuPresentation.current(in: window)?.popup)
        #expect(popup.frame.minX == 70 && popup.frame.minY == 84)
        events.key(.downArrow)
        events.key(.returnKey)
        #expect(provider.chosen == ["Share"] && provider.ended == 1)
        card.removeInteraction(interaction)
        events.down(70, 80, button: 3)
        #expect(window.openMenuTitles == nil)
    }

    @Test func aRightClickOnAButtonWithAMenuOpensIt() {
        let (window, root, events) = makeEventStage(width: 400, height: 400)
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 20, width: 100, height: 30)
        button.menu = UIMenu(children: [UIAction(title: "Rename") { _ in }])
        root.addSubview(button)
        turn()
        #expect(button.isContextMenuInteractionEnabled)
        events.down(40, 30, button: 3)
        #expect(window.openMenuTitles == ["Rename"])
    }

    @Test func barButtonItemsWithAMenuShowItOnClick() throws {
        let item = UIBarButtonItem(title: "Sort", image: nil, primaryAction: nil,
                                   menu: UIMenu(children: [UIAction(title: "By Date") { _ in }]))
        #expect(item.menu?.children.count == 1 && item.title == "Sort")
        let withAction = UIBarButtonItem(title: nil, image: UIImage(systemName: "plus"), primaryAction: UIAction(title: "Add") { _ in })
        #expect(withAction.title == "Add" && withAction.image != nil && withAction.menu == nil)
        let imageItem = UIBarButtonItem(image: UIImage(systemName: "ellipsis.circle"), menu: UIMenu(children: []))
        #expect(imageItem.image?.isSymbolImage == true && imageItem.menu != nil)
    }
}

@MainActor
@Suite struct TableContextMenuTests {
    private final class Rows: NSObject, UITableViewDataSource, UITableViewDelegate {
        var asked: [IndexPath] = []
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        }
        func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                       point: CGPoint) -> UIContextMenuConfiguration? {
            asked.append(indexPath)
            guard indexPath.row != 4 else { return nil }
            return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
                UIMenu(children: [UIAction(title: "Row \(indexPath.row)") { _ in }])
            }
        }
    }

    @Test func aRightClickOnARowOpensItsMenu() {
        let (window, root, events) = makeEventStage(width: 320, height: 480)
        let table = UITableView(frame: root.bounds, style: .plain)
        table.rowHeight = 40
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        let rows = Rows()
        table.dataSource = rows
        table.delegate = rows
        root.addSubview(table)
        turn()
        events.down(100, 90, button: 3)
        #expect(rows.asked == [IndexPath(row: 2, section: 0)])
        #expect(window.openMenuTitles == ["Row 2"])
        events.key(.escape)
        events.down(100, 170, button: 3)
        #expect(window.openMenuTitles == nil, "the delegate gave no menu for row 4")
    }
}
