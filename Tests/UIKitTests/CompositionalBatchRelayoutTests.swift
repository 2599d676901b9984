import Foundation
import Testing
@testable import UIKit
import UIKitTestSupport

/// After a batch update a compositional layout keeps the groups whose items did not
/// change and lays out the rest again; the frames must be exactly those of a layout built
/// from scratch for the new items (with the same measured sizes).
@MainActor
@Suite("Compositional layout after batch updates")
struct CompositionalBatchRelayoutTests {
    /// Rows of three 100 × 40 items (the last row may hold fewer), or a self-sizing list.
    private func makeCollection(_ snapshot: NSDiffableDataSourceSnapshot<Int, Int>, list: Bool)
        -> (UIWindow, UICollectionView, UICollectionViewDiffableDataSource<Int, Int>) {
        TextSystem.measurer = makeTestTextMeasurer()
        let window = makeWindow(width: 320, height: 4_000)
        let root = window.rootViewController!.view!
        let layout: UICollectionViewCompositionalLayout
        if list {
            layout = .list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
        } else {
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(40)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)), subitems: [item])
            layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        }
        let collection = UICollectionView(frame: root.bounds, collectionViewLayout: layout)
        root.addSubview(collection)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = Array(repeating: "Item \(item) wraps.", count: 1 + item % 4).joined(separator: " ")
            cell.contentConfiguration = content
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collection) { collection, path, item in
            collection.dequeueConfiguredReusableCell(using: registration, for: path, item: item)
        }
        dataSource.apply(snapshot, animatingDifferences: false)
        window.layoutIfNeeded()
        return (window, collection, dataSource)
    }

    private func frames(_ collection: UICollectionView) -> [CGRect] {
        (0..<collection.numberOfSections).flatMap { section in
            (0..<collection.numberOfItems(inSection: section)).map {
                collection.layoutAttributesForItem(at: IndexPath(item: $0, section: section))!.frame
            }
        }
    }

    private func snapshots() -> (NSDiffableDataSourceSnapshot<Int, Int>, NSDiffableDataSourceSnapshot<Int, Int>) {
        var old = NSDiffableDataSourceSnapshot<Int, Int>()
        old.appendSections([0, 1])
        old.appendItems(Array(0..<20), toSection: 0)
        old.appendItems(Array(20..<32), toSection: 1)
        var new = old
        new.deleteItems([4, 10, 31])
        new.insertItems([100, 101], afterItem: 15)
        new.moveItem(18, beforeItem: 0)
        new.moveItem(22, afterItem: 2)
        new.appendItems([102], toSection: 1)
        return (old, new)
    }

    @Test(arguments: [false, true])
    func framesAfterABatchMatchAFreshLayout(list: Bool) {
        let (old, new) = snapshots()
        let (window, collection, dataSource) = makeCollection(old, list: list)
        dataSource.apply(new, animatingDifferences: false)
        window.layoutIfNeeded()
        let (freshWindow, fresh, freshSource) = makeCollection(new, list: list)
        defer { withExtendedLifetime((window, dataSource, freshWindow, freshSource)) {} }
        #expect(frames(collection) == frames(fresh))
        #expect(collection.contentSize == fresh.contentSize)
        if !list {
            // The fourth item (2: 18 moved to the front) starts the second row.
            #expect(collection.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame == CGRect(x: 0, y: 40, width: 100, height: 40))
        }
    }

    /// Self-sizing cells move the frames after them in place; a full pass over the same
    /// measured sizes gives the same frames (headers and footers of grouped sections too).
    @Test func movingFramesAfterAMeasuredCellMatchesAFullPass() {
        TextSystem.measurer = makeTestTextMeasurer()
        let window = makeWindow(width: 320, height: 4_000)
        var list = UICollectionLayoutListConfiguration(appearance: .grouped)
        list.headerMode = .supplementary
        list.footerMode = .supplementary
        let layout = UICollectionViewCompositionalLayout.list(using: list)
        let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        window.rootViewController!.view.addSubview(collection)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = Array(repeating: "Item \(item) wraps.", count: 1 + item % 5).joined(separator: " ")
            cell.contentConfiguration = content
        }
        let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(elementKind: UICollectionView.elementKindSectionHeader) {
            view, _, path in
            var content = UIListContentConfiguration.groupedHeader()
            content.text = "Section \(path.section)"
            view.contentConfiguration = content
        }
        let footer = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(elementKind: UICollectionView.elementKindSectionFooter) {
            view, _, _ in
            var content = UIListContentConfiguration.groupedFooter()
            content.text = "Footer"
            view.contentConfiguration = content
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collection) { collection, path, item in
            collection.dequeueConfiguredReusableCell(using: registration, for: path, item: item)
        }
        dataSource.supplementaryViewProvider = { collection, kind, path in
            kind == UICollectionView.elementKindSectionHeader ? collection.dequeueConfiguredReusableSupplementary(using: header, for: path)
                : collection.dequeueConfiguredReusableSupplementary(using: footer, for: path)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0, 1, 2])
        snapshot.appendItems(Array(0..<8), toSection: 0)
        snapshot.appendItems(Array(8..<14), toSection: 1)
        snapshot.appendItems(Array(14..<20), toSection: 2)
        dataSource.apply(snapshot, animatingDifferences: false)
        window.layoutIfNeeded()
        func everything() -> [CGRect] {
            frames(collection) + (0..<3).flatMap { section in
                [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter].compactMap {
                    collection.layoutAttributesForSupplementaryElement(ofKind: $0, at: IndexPath(item: 0, section: section))?.frame
                }
            }
        }
        let moved = everything()
        #expect(Set(moved.map(\.height)).count > 3, "the cells measured different heights")
        let contentSize = collection.contentSize
        layout.invalidateLayout()
        window.layoutIfNeeded()
        #expect(everything() == moved)
        #expect(collection.contentSize == contentSize)
        withExtendedLifetime((window, dataSource)) {}
    }

    @Test func aChangedSectionProviderLaysOutFromScratch() {
        var columns = 3
        TextSystem.measurer = makeTestTextMeasurer()
        let window = makeWindow(width: 320, height: 480)
        let layout = UICollectionViewCompositionalLayout { _, _ in
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1 / CGFloat(columns)),
                                                                                 heightDimension: .absolute(30)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)), subitems: [item])
            return NSCollectionLayoutSection(group: group)
        }
        let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        window.rootViewController!.view.addSubview(collection)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collection) { collection, path, _ in
            collection.dequeueReusableCell(withReuseIdentifier: "cell", for: path)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<9))
        dataSource.apply(snapshot, animatingDifferences: false)
        window.layoutIfNeeded()
        columns = 2
        snapshot.deleteItems([8])
        dataSource.apply(snapshot, animatingDifferences: false)
        window.layoutIfNeeded()
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame == CGRect(x: 0, y: 30, width: 160, height: 30))
        withExtendedLifetime((window, dataSource)) {}
    }
}
