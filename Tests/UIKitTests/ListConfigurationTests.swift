import Foundation
import Testing
@testable import UIKit
import UIKitTestSupport

/// Lists: UICollectionLayoutListConfiguration sections, UICollectionViewListCell with
/// accessories and list content configurations, cell registrations, background
/// configurations and configuration updates for the cell's state.
@MainActor
@Suite("Lists and configurations")
struct ListConfigurationTests {
    final class Source: UICollectionViewDataSource {
        let texts: [String]
        let registration: UICollectionView.CellRegistration<UICollectionViewListCell, String>
        let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(elementKind: UICollectionView.elementKindSectionHeader) { view, _, path in
            var content = UIListContentConfiguration.groupedHeader()
            content.text = "Section \(path.section)"
            view.contentConfiguration = content
        }
        init(_ texts: [String], accessories: [UICellAccessory] = []) {
            self.texts = texts
            registration = UICollectionView.CellRegistration { cell, _, text in
                var content = cell.defaultContentConfiguration()
                content.text = text
                cell.contentConfiguration = content
                cell.accessories = accessories
            }
        }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { texts.count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: texts[indexPath.item])
        }
        func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                            at indexPath: IndexPath) -> UICollectionReusableView {
            collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
        }
    }

    private func stage(_ configuration: UICollectionLayoutListConfiguration, source: Source)
        -> (window: UIWindow, collection: UICollectionView) {
        let (window, root, _) = makeEventStage(width: 320, height: 480)
        let collection = UICollectionView(frame: root.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        collection.contentInsetAdjustmentBehavior = .never
        collection.dataSource = source
        root.addSubview(collection)
        turn()
        return (window, collection)
    }

    @Test func listCellsAreFullWidthAndAtLeast44Tall() {
        let source = Source(["One", "Two", String(repeating: "long text that wraps ", count: 10)])
        let (window, collection) = stage(UICollectionLayoutListConfiguration(appearance: .plain), source: source)
        defer { withExtendedLifetime((window, source)) {} }
        let first = collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))!.frame
        #expect(first == CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.minY == 44)
        let third = collection.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))!.frame
        #expect(third.height > 44)
        let cell = collection.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell
        #expect(cell?.contentConfiguration is UIListContentConfiguration)
        #expect(cell?.contentView.subviews.contains { $0 is UIListContentView } == true)
    }

    @Test func accessoriesNarrowTheContentView() {
        let source = Source(["One"], accessories: [.disclosureIndicator(), .checkmark(), .delete()])
        let (window, collection) = stage(UICollectionLayoutListConfiguration(appearance: .plain), source: source)
        defer { withExtendedLifetime((window, source)) {} }
        let cell = collection.cellForItem(at: IndexPath(item: 0, section: 0)) as! UICollectionViewListCell
        // Trailing: 8 + checkmark 24 + disclosure 20; the delete control shows only while editing.
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 268, height: 44))
        collection.isEditing = true
        turn()
        #expect(cell.contentView.frame == CGRect(x: 32, y: 0, width: 236, height: 44))
    }

    @Test func insetGroupedListsInsetByTheMarginsAndHaveHeaders() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        let source = Source(["One", "Two"])
        let (window, collection) = stage(configuration, source: source)
        defer { withExtendedLifetime((window, source)) {} }
        let margins = collection.layoutMargins
        let item = collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))!.frame
        #expect(item.minX == margins.left)
        #expect(item.width == 320 - margins.left - margins.right)
        let header = collection.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader,
                                                                       at: IndexPath(item: 0, section: 0))!.frame
        #expect(header.minY == 17)
        // The header sized itself: its margins (16 above, 6 below) around one footnote line.
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .footnote)
        label.text = "SECTION 0"
        #expect(header.height == 22 + label.intrinsicContentSize.height)
        #expect(item.minY == header.maxY)
        let headerView = collection.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect((headerView as? UICollectionViewCell)?.contentConfiguration is UIListContentConfiguration)
    }

    @Test func configurationUpdatesFollowTheCellState() {
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        var states: [Bool] = []
        cell.backgroundConfiguration = .listPlainCell()
        cell.configurationUpdateHandler = { _, state in states.append(state.isSelected) }
        cell.layoutIfNeeded()
        cell.isSelected = true
        cell.layoutIfNeeded()
        #expect(states == [false, true])
        // The set configuration stays; the one shown is updated for the state.
        #expect(cell.backgroundConfiguration?.backgroundColor == .systemBackground)
        #expect(cell.backgroundConfiguration?.updated(for: cell.configurationState).backgroundColor == .systemGray4)
        cell.setNeedsUpdateConfiguration()
        cell.layoutIfNeeded()
        #expect(states.count == 3)
    }

    @Test func contentConfigurationsReuseTheirViewAndTablesTakeThem() {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: "x")
        var content = cell.defaultContentConfiguration()
        content.text = "Title"
        content.secondaryText = "Detail"
        cell.contentConfiguration = content
        let view = cell.contentView.subviews.first { $0 is UIListContentView }
        #expect(view != nil)
        content.text = "Changed"
        cell.contentConfiguration = content
        #expect(cell.contentView.subviews.first { $0 is UIListContentView } === view)
        #expect((view as? UIListContentView)?.listConfiguration.text == "Changed")
        let header = UITableViewHeaderFooterView(reuseIdentifier: "h")
        var headerContent = header.defaultContentConfiguration()
        headerContent.text = "Header"
        header.contentConfiguration = headerContent
        #expect(header.contentView.subviews.contains { $0 is UIListContentView })
        var valueContent = UIListContentConfiguration.valueCell()
        valueContent.text = "Name"
        valueContent.secondaryText = "Value"
        #expect(valueContent.prefersSideBySideTextAndSecondaryText)
        #expect(UIListContentConfiguration.groupedHeader().textProperties.transform == .uppercase)
    }

    @Test func registrationsRegisterOnceAndReuse() {
        var configured: [Int] = []
        let registration = UICollectionView.CellRegistration<UICollectionViewCell, Int> { _, _, item in configured.append(item) }
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100),
                                          collectionViewLayout: UICollectionViewFlowLayout())
        let first = collection.dequeueConfiguredReusableCell(using: registration, for: IndexPath(item: 0, section: 0), item: 7)
        let second = collection.dequeueConfiguredReusableCell(using: registration, for: IndexPath(item: 1, section: 0), item: nil)
        #expect(configured == [7])
        #expect(first !== second)
        #expect(first.reuseIdentifier == second.reuseIdentifier)
    }
}
