// The collection benchmark: a list (compositional layout, list configuration) of 10,000
// self-sizing items shown by a diffable data source through a cell registration and a list
// content configuration (texts of one to five sentences), in a 390 × 844 window, headless.
// First screen; one scroll step of 200 points (reuse, measure, layout); the cells made
// while scrolling to item 2,000; and applying a changed 10,000-item snapshot (100 deleted,
// 100 inserted, 10 moved, 10 reconfigured) with the layout pass that follows.
import Foundation
import UIKit

@MainActor
func runCollectionBenchmark(items: Int, runs: Int) {
    TextSystem.measurer = FixedAdvanceTextMeasurer()
    let texts = (0..<items).map { index in
        Array(repeating: "Item \(index) sizes itself from its text.", count: 1 + (index * 7) % 5).joined(separator: " ")
    }
    var made = 0
    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, item in
        var content = cell.defaultContentConfiguration()
        content.text = texts[item % texts.count]
        cell.contentConfiguration = content
        cell.accessories = [.disclosureIndicator()]
    }
    func makeList() -> (UIWindow, UICollectionView, UICollectionViewDiffableDataSource<Int, Int>) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let controller = UIViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        let collection = UICollectionView(frame: controller.view.bounds, collectionViewLayout: layout)
        controller.view.addSubview(collection)
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collection) { collection, path, item in
            made += 1
            return collection.dequeueConfiguredReusableCell(using: registration, for: path, item: item)
        }
        return (window, collection, dataSource)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems(Array(0..<items))

    var firstScreens: [Double] = []
    var kept: (UIWindow, UICollectionView, UICollectionViewDiffableDataSource<Int, Int>)?
    for _ in 0..<max(1, runs / 4) {
        let start = now()
        let list = makeList()
        list.2.apply(snapshot, animatingDifferences: false)
        list.0.layoutIfNeeded()
        firstScreens.append(now() - start)
        kept = list
    }
    guard let (window, collection, dataSource) = kept else { return }
    var steps: [Double] = []
    for _ in 0..<max(runs * 10, 200) {
        let start = now()
        collection.contentOffset = CGPoint(x: 0, y: collection.contentOffset.y + 200)
        window.layoutIfNeeded()
        steps.append(now() - start)
    }
    let madeBefore = made
    let cellsBefore = collection.subviews.filter { $0 is UICollectionViewCell }.count
    collection.contentOffset = .zero
    window.layoutIfNeeded()
    while (collection.indexPathsForVisibleItems.first?.item ?? items) < 2_000 {
        collection.contentOffset = CGPoint(x: 0, y: collection.contentOffset.y + 200)
        window.layoutIfNeeded()
    }
    let cellsAfter = collection.subviews.filter { $0 is UICollectionViewCell }.count

    // Changed snapshots: alternate between two states so each apply has real differences.
    var changed = snapshot
    let doomed = Array(stride(from: 5, to: items, by: items / 100).prefix(100))
    changed.deleteItems(doomed)
    changed.appendItems(Array(items..<(items + 100)))
    for offset in 0..<10 { changed.moveItem(1_000 + offset * 10, beforeItem: 0) }
    changed.reconfigureItems(Array(3_010..<3_020))
    var applies: [Double] = []
    var diffs: [Double] = []
    for run in 0..<max(runs, 11) {
        let target = run % 2 == 0 ? changed : snapshot
        let start = now()
        dataSource.apply(target, animatingDifferences: true)
        window.layoutIfNeeded()
        applies.append(now() - start)
        var store = DiffTimer<Int, Int>(from: run % 2 == 0 ? snapshot : changed)
        diffs.append(store.time(to: target))
    }
    print("list of \(items) self-sizing items (collection view, compositional list, diffable; 390 × 844, \(collection.visibleCells.count) visible):")
    print("  first screen         \(format(median(firstScreens)))")
    print("  scroll step (200 pt) \(format(median(steps)))")
    print("  scrolling to item 2,000: \(made - madeBefore) cell provider calls, \(cellsBefore) → \(cellsAfter) cells in the collection view")
    print("  apply changed 10,000-item snapshot + layout pass \(format(median(applies)))")
    print("  the same apply on a collection view never shown (diff + batch, no cells) \(format(median(diffs)))")
}

/// Times a snapshot's replacement the way a data source computes it (without a view).
@MainActor
struct DiffTimer<S: Hashable, I: Hashable> {
    let from: NSDiffableDataSourceSnapshot<S, I>
    init(from: NSDiffableDataSourceSnapshot<S, I>) { self.from = from }
    mutating func time(to target: NSDiffableDataSourceSnapshot<S, I>) -> Double {
        // A view-less data source: a collection view that is never shown.
        let collection = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        let dataSource = UICollectionViewDiffableDataSource<S, I>(collectionView: collection) { _, _, _ in nil }
        dataSource.applySnapshotUsingReloadData(from)
        _ = collection.numberOfSections
        let start = now()
        dataSource.apply(target, animatingDifferences: false)
        return now() - start
    }
}
