import Foundation
import Testing
@testable import UIKit
import UIKitTestSupport

/// UICollectionViewDiffableDataSource and UITableViewDiffableDataSource: applying a
/// snapshot updates the view through batch updates (cells of unchanged items stay, only new
/// items are asked for), identifiers map to index paths, section snapshots drive outlines.
@MainActor
@Suite("Diffable data sources")
struct DiffableDataSourceTests {
    enum Section: Hashable { case main, extra }

    final class Cell: UICollectionViewCell {
        var item = -1
    }

    private func stage() -> (window: UIWindow, collection: UICollectionView,
                             dataSource: UICollectionViewDiffableDataSource<Section, Int>, made: () -> [Int]) {
        let (window, root, _) = makeEventStage(width: 320, height: 480)
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        let collection = UICollectionView(frame: root.bounds, collectionViewLayout: layout)
        root.addSubview(collection)
        var made: [Int] = []
        let registration = UICollectionView.CellRegistration<Cell, Int> { cell, _, item in
            cell.item = item
            made.append(item)
        }
        let dataSource = UICollectionViewDiffableDataSource<Section, Int>(collectionView: collection) { collection, path, item in
            collection.dequeueConfiguredReusableCell(using: registration, for: path, item: item)
        }
        return (window, collection, dataSource, { made })
    }

    @Test func applyingChangesOnlyAsksForTheNewItems() {
        let (window, collection, dataSource, made) = stage()
        defer { withExtendedLifetime(window) {} }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([.main])
        snapshot.appendItems([1, 2, 3, 4])
        dataSource.apply(snapshot, animatingDifferences: false)
        turn()
        #expect(made() == [1, 2, 3, 4])
        let cellOf3 = collection.cellForItem(at: IndexPath(item: 2, section: 0))
        snapshot.deleteItems([2])
        snapshot.insertItems([9], afterItem: 3)
        dataSource.apply(snapshot)
        turn()
        #expect(made() == [1, 2, 3, 4, 9])
        #expect(collection.numberOfItems(inSection: 0) == 4)
        // Item 3 kept its cell, now one row up.
        #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0)) === cellOf3)
        #expect((collection.cellForItem(at: IndexPath(item: 2, section: 0)) as? Cell)?.item == 9)
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 2, section: 0)) == 9)
        #expect(dataSource.indexPath(for: 4) == IndexPath(item: 3, section: 0))
        #expect(dataSource.indexPath(for: 2) == nil)
        #expect(dataSource.snapshot().itemIdentifiers == [1, 3, 9, 4])
        #expect(dataSource.sectionIdentifier(for: 0) == .main)
        #expect(dataSource.index(for: .main) == 0)
        // Reloading an item makes its cell again.
        snapshot.reloadItems([1])
        dataSource.apply(snapshot)
        turn()
        #expect(made() == [1, 2, 3, 4, 9, 1])
        #expect(dataSource.snapshot().reloadedItemIdentifiers.isEmpty)
    }

    @Test func applyingUsingReloadDataAsksForEverything() {
        let (window, collection, dataSource, made) = stage()
        defer { withExtendedLifetime(window) {} }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([.main, .extra])
        snapshot.appendItems([1, 2], toSection: .main)
        snapshot.appendItems([3], toSection: .extra)
        dataSource.apply(snapshot)
        turn()
        dataSource.applySnapshotUsingReloadData(snapshot)
        turn()
        #expect(made() == [1, 2, 3, 1, 2, 3])
        #expect(collection.numberOfSections == 2)
    }

    @Test func sectionSnapshotsShowTheVisibleOutline() {
        let (window, collection, dataSource, _) = stage()
        defer { withExtendedLifetime(window) {} }
        var outline = NSDiffableDataSourceSectionSnapshot<Int>()
        outline.append([1, 2])
        outline.append([10, 11], to: 1)
        dataSource.apply(outline, to: .main, animatingDifferences: false)
        turn()
        #expect(collection.numberOfItems(inSection: 0) == 2)
        dataSource.toggleExpansion(at: IndexPath(item: 0, section: 0))
        turn()
        #expect(dataSource.snapshot().itemIdentifiers == [1, 10, 11, 2])
        #expect(dataSource.snapshot(for: .main).isExpanded(1))
        #expect(dataSource.outlineLevel(at: IndexPath(item: 1, section: 0)) == 1)
        var vetoed = false
        dataSource.sectionSnapshotHandlers.shouldCollapseItem = { _ in vetoed = true; return false }
        dataSource.toggleExpansion(at: IndexPath(item: 0, section: 0))
        #expect(vetoed)
        #expect(dataSource.snapshot().itemIdentifiers == [1, 10, 11, 2])
        dataSource.sectionSnapshotHandlers.shouldCollapseItem = nil
        dataSource.toggleExpansion(at: IndexPath(item: 0, section: 0))
        turn()
        #expect(dataSource.snapshot().itemIdentifiers == [1, 2])
    }

    @Test func tableDataSourcesApplyThroughBatchUpdates() {
        let (window, root, _) = makeEventStage(width: 320, height: 480)
        defer { withExtendedLifetime(window) {} }
        let table = UITableView(frame: root.bounds, style: .plain)
        root.addSubview(table)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        var made: [String] = []
        let dataSource = UITableViewDiffableDataSource<Section, String>(tableView: table) { table, path, item in
            made.append(item)
            let cell = table.dequeueReusableCell(withIdentifier: "row", for: path)
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            return cell
        }
        #expect(dataSource.defaultRowAnimation == .automatic)
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.main])
        snapshot.appendItems(["a", "b", "c"])
        dataSource.apply(snapshot)
        turn()
        #expect(made == ["a", "b", "c"])
        snapshot.moveItem("a", afterItem: "c")
        snapshot.appendItems(["d"])
        dataSource.apply(snapshot)
        turn()
        #expect(table.numberOfRows(inSection: 0) == 4)
        #expect(made.suffix(2).contains("d"))
        #expect(!made.dropFirst(3).contains("b"))
        #expect(dataSource.itemIdentifier(for: IndexPath(row: 2, section: 0)) == "a")
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.contentConfiguration is UIListContentConfiguration)
    }
}
