import Foundation
import Testing
@testable import UIKit
import UIKitTestSupport

/// Sideways drags that start on items: across an orthogonal section they scroll that
/// section (its cells do not swallow the pan), across a list item they reveal its swipe
/// actions, as a table's rows do; a list cell's delete accessory opens the trailing ones.
@MainActor
@Suite("Collection view nested drags", .serialized)
struct CollectionNestedDragTests {
    // MARK: Orthogonal sections

    /// Section 0 scrolls sideways (ten 100 × 100 items); section 1 is a tall column, so the
    /// collection view itself scrolls vertically.
    private func orthogonalStage() -> (UIWindow, UICollectionView, EventDriver, NSObject) {
        let (window, root, events) = makeEventStage(width: 320, height: 480)
        let layout = UICollectionViewCompositionalLayout { section, _ in
            let size = NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(100))
            let item = NSCollectionLayoutItem(layoutSize: size)
            if section == 0 {
                let result = NSCollectionLayoutSection(group: .horizontal(layoutSize: size, subitems: [item]))
                result.orthogonalScrollingBehavior = .continuous
                return result
            }
            let row = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100))
            return NSCollectionLayoutSection(group: .vertical(layoutSize: row, subitems: [NSCollectionLayoutItem(layoutSize: row)]))
        }
        let collection = UICollectionView(frame: root.bounds, collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let source = CountingSource(counts: [10, 20])
        collection.dataSource = source
        root.addSubview(collection)
        window.layoutIfNeeded()
        return (window, collection, events, source)
    }

    final class CountingSource: NSObject, UICollectionViewDataSource {
        let counts: [Int]
        init(counts: [Int]) { self.counts = counts }
        func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
    }

    @Test func aSidewaysDragOnACellScrollsItsOrthogonalSection() {
        let (window, collection, events, source) = orthogonalStage()
        defer { withExtendedLifetime((window, source)) {} }
        let scroller = collection.orthogonalScrollView(forSection: 0)!
        let first = collection.cellForItem(at: IndexPath(item: 1, section: 0))!
        #expect(first.frame == CGRect(x: 100, y: 0, width: 100, height: 100))
        // The press is on item 1's cell, not on the band's empty space.
        #expect(events.down(150, 50)?.isDescendant(of: first) == true)
        events.move(140, 51)
        events.move(50, 52)
        #expect(scroller.contentOffset.x == 100)
        #expect(scroller.isDragging && !collection.isDragging)
        events.up(50, 52)
        window.layoutIfNeeded()
        #expect(collection.contentOffset == .zero)
        #expect(collection.indexPathsForSelectedItems?.isEmpty ?? true)
        #expect(first.frame.minX == 0, "the section's items moved with the nested scroll view")
        #expect(!scroller.isDragging)
    }

    @Test func aVerticalDragOnAnOrthogonalCellScrollsTheCollectionView() {
        let (window, collection, events, source) = orthogonalStage()
        defer { withExtendedLifetime((window, source)) {} }
        let scroller = collection.orthogonalScrollView(forSection: 0)!
        events.down(150, 90)
        events.move(151, 60)
        events.move(152, 30)
        events.up(152, 30)
        #expect(collection.contentOffset.y == 60)
        #expect(scroller.contentOffset == .zero)
    }

    // MARK: Swipe actions

    private func listStage(trailing: Bool = true, leading: Bool = true) -> (UIWindow, UICollectionView, EventDriver, UICollectionViewDiffableDataSource<Int, Int>, Log) {
        let (window, root, events) = makeEventStage(width: 320, height: 480)
        let log = Log()
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        if trailing {
            configuration.trailingSwipeActionsConfigurationProvider = { path in
                UISwipeActionsConfiguration(actions: [UIContextualAction(style: .destructive, title: "Delete") { _, view, done in
                    log.lines.append("delete \(path.item) from \(type(of: view))")
                    done(true)
                }])
            }
        }
        if leading {
            configuration.leadingSwipeActionsConfigurationProvider = { path in
                path.item == 0 ? nil : UISwipeActionsConfiguration(actions: [UIContextualAction(style: .normal, title: "Star") { _, _, done in
                    log.lines.append("star \(path.item)")
                    done(true)
                }])
            }
        }
        let collection = UICollectionView(frame: root.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        root.addSubview(collection)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = "Row \(item)"
            cell.contentConfiguration = content
            cell.accessories = [.delete()]
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collection) { collection, path, item in
            collection.dequeueConfiguredReusableCell(using: registration, for: path, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<5))
        dataSource.apply(snapshot, animatingDifferences: false)
        window.layoutIfNeeded()
        return (window, collection, events, dataSource, log)
    }

    final class Log { var lines: [String] = [] }

    private func listCell(_ collection: UICollectionView, _ item: Int) -> UICollectionViewListCell {
        collection.cellForItem(at: IndexPath(item: item, section: 0)) as! UICollectionViewListCell
    }

    @Test func aSidewaysDragRevealsTheTrailingSwipeActions() {
        let (window, collection, events, dataSource, log) = listStage()
        defer { withExtendedLifetime((window, dataSource)) {} }
        let cell = listCell(collection, 1)
        let y = cell.frame.midY
        events.down(300, y)
        events.move(250, y)
        events.move(150, y)   // 150 points: past half the actions, short of a full swipe (192)
        events.up(150, y)
        window.layoutIfNeeded()
        let actions = cell.swipeActionsView
        #expect(actions != nil && collection.indexPathForSwipedItem == IndexPath(item: 1, section: 0))
        // Delete (6 letters: 120 wide) uncovered at the trailing edge; the content slid by as much.
        #expect(cell.swipeOffset == -120)
        #expect(actions?.frame == CGRect(x: 200, y: 0, width: 120, height: cell.bounds.height))
        #expect(collection.contentOffset == .zero && (collection.indexPathsForSelectedItems?.isEmpty ?? true))
        events.click(260, y)
        #expect(log.lines == ["delete 1 from UIButton"])
        #expect(cell.swipeOffset == 0 && cell.swipeActionsView == nil && collection.indexPathForSwipedItem == nil)
    }

    @Test func aShortSwipeClosesAndALeadingSwipeShowsTheLeadingActions() {
        let (window, collection, events, dataSource, log) = listStage()
        defer { withExtendedLifetime((window, dataSource)) {} }
        let cell = listCell(collection, 2)
        let y = cell.frame.midY
        events.down(300, y)
        events.move(280, y)
        events.up(280, y)      // 20 points: less than half of 120
        #expect(cell.swipeOffset == 0 && collection.indexPathForSwipedItem == nil)
        events.down(20, y)
        events.move(40, y)
        events.move(120, y)
        events.up(120, y)
        #expect(cell.swipeOffset == 90, "Star (4 letters: 90 wide) at the leading edge")
        // A press elsewhere closes the actions and does nothing else.
        events.click(160, listCell(collection, 4).frame.midY)
        #expect(cell.swipeOffset == 0 && (collection.indexPathsForSelectedItems?.isEmpty ?? true))
        // An item without leading actions does not move.
        let first = listCell(collection, 0)
        events.down(20, first.frame.midY)
        events.move(120, first.frame.midY)
        events.up(120, first.frame.midY)
        #expect(first.swipeOffset == 0 && log.lines.isEmpty)
    }

    @Test func aFullSwipePerformsTheFirstAction() {
        let (window, collection, events, dataSource, log) = listStage()
        defer { withExtendedLifetime((window, dataSource)) {} }
        let y = listCell(collection, 3).frame.midY
        events.down(310, y)
        events.move(290, y)
        events.move(60, y)
        events.up(60, y)
        #expect(log.lines == ["delete 3 from UIButton"])
    }

    @Test func theDeleteAccessoryRevealsTheTrailingActions() {
        let (window, collection, events, dataSource, _) = listStage()
        defer { withExtendedLifetime((window, dataSource)) {} }
        collection.isEditing = true
        window.layoutIfNeeded()
        let cell = listCell(collection, 2)
        events.click(16, cell.frame.midY)
        window.layoutIfNeeded()
        #expect(cell.swipeOffset == -120 && collection.indexPathForSwipedItem == IndexPath(item: 2, section: 0))
        // Applying a change closes them.
        var snapshot = dataSource.snapshot()
        snapshot.deleteItems([0])
        dataSource.apply(snapshot, animatingDifferences: false)
        #expect(collection.indexPathForSwipedItem == nil && cell.swipeOffset == 0)
    }
}
