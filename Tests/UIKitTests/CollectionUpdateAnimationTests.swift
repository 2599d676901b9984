import Foundation
import Testing
@testable import UIKit
import UIKitTestSupport

/// Animated batch updates of a collection view (and so a diffable data source's apply):
/// cells that stay slide from their old frames, new ones fade in, deleted ones fade out
/// and are queued for reuse when the animation ends, and the completion runs then; the
/// same apply without animating differences lands at once. Reconfiguring configures the
/// existing cell again.
@MainActor
@Suite("Collection view update animation", .serialized)
struct CollectionUpdateAnimationTests {
    final class Cell: UICollectionViewCell {
        var item = -1
        var reuses = 0
        override func prepareForReuse() {
            super.prepareForReuse()
            reuses += 1
        }
    }

    /// Rows of 50 points (compositional layout), items by number.
    private func stage(_ items: [Int]) -> (UIWindow, UICollectionView, UICollectionViewDiffableDataSource<Int, Int>, () -> [(Cell, Int)]) {
        let window = makeWindow(width: 320, height: 480)
        let root = window.rootViewController!.view!
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50))
        let item = NSCollectionLayoutItem(layoutSize: size)
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [item])))
        let collection = UICollectionView(frame: root.bounds, collectionViewLayout: layout)
        root.addSubview(collection)
        var configured: [(Cell, Int)] = []
        let registration = UICollectionView.CellRegistration<Cell, Int> { cell, _, item in
            cell.item = item
            configured.append((cell, item))
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collection) { collection, path, item in
            collection.dequeueConfiguredReusableCell(using: registration, for: path, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(items)
        dataSource.apply(snapshot, animatingDifferences: false)
        window.layoutIfNeeded()
        return (window, collection, dataSource, { configured })
    }

    private func cell(_ collection: UICollectionView, _ item: Int) -> Cell {
        collection.cellForItem(at: IndexPath(item: item, section: 0)) as! Cell
    }

    private func shown(_ view: UIView) -> CGRect { view.layer.presentation()?.frame ?? view.frame }
    private func shownAlpha(_ view: UIView) -> CGFloat { CGFloat(view.layer.presentation()?.opacity ?? Float(view.alpha)) }

    @Test func animatedApplySlidesFadesAndCompletesAfterTheAnimation() {
        let clock = ManualClock()
        let (window, collection, dataSource, _) = stage([1, 2, 3, 4])
        defer { clock.restore(); withExtendedLifetime(window) {} }
        let start = clock.now
        let one = cell(collection, 0), two = cell(collection, 1), four = cell(collection, 3)
        var snapshot = dataSource.snapshot()
        snapshot.deleteItems([2])
        snapshot.insertItems([9], beforeItem: 1)
        snapshot.moveItem(4, afterItem: 9)   // [9, 4, 1, 3]
        var completed = 0
        dataSource.apply(snapshot, animatingDifferences: true) { completed += 1 }
        #expect(completed == 0, "the completion waits for the animation")
        // The model is final at once; moved items keep their cells.
        #expect(cell(collection, 1) === four && cell(collection, 2) === one)
        #expect(four.frame == CGRect(x: 0, y: 50, width: 320, height: 50))
        #expect(one.frame == CGRect(x: 0, y: 100, width: 320, height: 50))
        let nine = cell(collection, 0)
        #expect(nine.item == 9 && nine.frame == CGRect(x: 0, y: 0, width: 320, height: 50) && nine.alpha == 1)
        // On screen everything starts where it was: the new cell transparent, the deleted
        // one still in the collection view, opaque, where it was.
        #expect(shown(four) == CGRect(x: 0, y: 150, width: 320, height: 50))
        #expect(shown(one) == CGRect(x: 0, y: 0, width: 320, height: 50))
        #expect(shownAlpha(nine) == 0)
        #expect(two.superview === collection && !two.isHidden && shownAlpha(two) == 1 && two.frame.minY == 50)
        #expect(!collection.visibleCells.contains(two))
        // Half way (ease in-out is symmetric): half way there.
        clock.advance(to: 0.15, from: start)
        #expect(abs(shown(four).minY - 100) < 0.5 && abs(shown(one).minY - 50) < 0.5)
        #expect(abs(shownAlpha(nine) - 0.5) < 0.01 && abs(shownAlpha(two) - 0.5) < 0.01)
        #expect(completed == 0)
        // At the end: the deleted cell is queued for reuse, the completion ran once.
        clock.advance(to: CollectionUpdateAnimation.duration + 0.02, from: start)
        #expect(completed == 1)
        #expect(shown(four) == four.frame && shown(one) == one.frame && shownAlpha(nine) == 1)
        #expect(two.isHidden && two.alpha == 1)
        #expect(collection.disappearingCells.isEmpty)
        clock.advance(to: 1, from: start)
        #expect(completed == 1)
    }

    @Test func applyWithoutAnimatingDifferencesLandsAtOnce() {
        let clock = ManualClock()
        let (window, collection, dataSource, _) = stage([1, 2, 3])
        defer { clock.restore(); withExtendedLifetime(window) {} }
        let one = cell(collection, 0), two = cell(collection, 1)
        var snapshot = dataSource.snapshot()
        snapshot.deleteItems([2])
        snapshot.insertItems([7], beforeItem: 1)
        var completed = 0
        dataSource.apply(snapshot, animatingDifferences: false) { completed += 1 }
        #expect(completed == 1, "no animation: the completion runs before apply returns")
        #expect(two.isHidden && collection.disappearingCells.isEmpty)
        window.layoutIfNeeded()
        #expect(shown(one) == CGRect(x: 0, y: 50, width: 320, height: 50))
        #expect(shownAlpha(cell(collection, 0)) == 1)
        // Batch updates inside performWithoutAnimation do not animate either.
        UIView.performWithoutAnimation {
            var next = dataSource.snapshot()
            next.deleteItems([7])
            dataSource.apply(next)
        }
        window.layoutIfNeeded()
        #expect(shown(one) == CGRect(x: 0, y: 0, width: 320, height: 50))
    }

    @Test func reconfiguringRunsTheRegistrationOnTheSameCell() {
        let (window, collection, dataSource, configured) = stage([1, 2, 3])
        defer { withExtendedLifetime(window) {} }
        let two = cell(collection, 1)
        let before = configured().count
        var snapshot = dataSource.snapshot()
        snapshot.reconfigureItems([2])
        dataSource.apply(snapshot, animatingDifferences: false)
        window.layoutIfNeeded()
        #expect(cell(collection, 1) === two)
        #expect(configured().count == before + 1 && configured().last?.0 === two && configured().last?.1 == 2)
        #expect(two.reuses == 0, "a reconfigured cell is not prepared for reuse")
        // Reloading, by contrast, dequeues a cell (here the same one, back from the reuse queue).
        snapshot = dataSource.snapshot()
        snapshot.reloadItems([2])
        dataSource.apply(snapshot, animatingDifferences: false)
        window.layoutIfNeeded()
        #expect(cell(collection, 1).reuses == 1)
    }

    @Test func reconfiguredListCellsMeasureThemselvesAgain() {
        TextSystem.measurer = makeTestTextMeasurer()
        let window = makeWindow(width: 320, height: 480)
        let root = window.rootViewController!.view!
        let collection = UICollectionView(frame: root.bounds,
                                          collectionViewLayout: UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain)))
        root.addSubview(collection)
        var texts = [1: "Short", 2: "Short", 3: "Short"]
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = texts[item]
            cell.contentConfiguration = content
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collection) { collection, path, item in
            collection.dequeueConfiguredReusableCell(using: registration, for: path, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems([1, 2, 3])
        dataSource.apply(snapshot, animatingDifferences: false)
        window.layoutIfNeeded()
        let cell2 = collection.cellForItem(at: IndexPath(item: 1, section: 0))!
        let shortHeight = cell2.frame.height
        texts[2] = Array(repeating: "a much longer text that wraps", count: 4).joined(separator: " ")
        snapshot.reconfigureItems([2])
        dataSource.apply(snapshot, animatingDifferences: false)
        window.layoutIfNeeded()
        #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0)) === cell2)
        #expect(cell2.frame.height > shortHeight + 20)
        #expect(collection.cellForItem(at: IndexPath(item: 2, section: 0))!.frame.minY == cell2.frame.maxY)
    }

    @Test func reconfigureItemsAsksTheDataSourceForTheSameCell() {
        final class WordCell: UICollectionViewCell {
            var word = ""
        }
        final class Source: NSObject, UICollectionViewDataSource {
            var words = ["a", "b", "c"]
            var asked: [Int] = []
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { words.count }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                asked.append(indexPath.item)
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) as! WordCell
                cell.word = words[indexPath.item]
                return cell
            }
        }
        let window = makeWindow(width: 320, height: 480)
        let layout = UICollectionViewFlowLayout()
        let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collection.register(WordCell.self, forCellWithReuseIdentifier: "cell")
        let source = Source()
        collection.dataSource = source
        window.rootViewController!.view.addSubview(collection)
        window.layoutIfNeeded()
        let cell = collection.cellForItem(at: IndexPath(item: 1, section: 0)) as! WordCell
        source.asked.removeAll()
        source.words[1] = "B"
        collection.reconfigureItems(at: [IndexPath(item: 1, section: 0)])
        #expect(source.asked == [1])
        #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0)) === cell && cell.word == "B")
        withExtendedLifetime((window, source)) {}
    }
}
