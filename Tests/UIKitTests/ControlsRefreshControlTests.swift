import Foundation
import Testing
import UIKit
import UIKitTestSupport

/// UIRefreshControl on a scroll view: a pull past the top begins refreshing and sends
/// `.valueChanged`; code does not; refreshing keeps the control shown until it ends.
@MainActor
@Suite struct ControlsRefreshControlTests {
    final class Rows: UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        }
    }

    private func stage() -> (UITableView, UIRefreshControl, EventDriver, Rows) {
        let (_, root, events) = makeEventStage(width: 320, height: 480)
        let table = UITableView(frame: root.bounds, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.rowHeight = 44
        let rows = Rows()
        table.dataSource = rows
        let control = UIRefreshControl()
        table.refreshControl = control
        root.addSubview(table)
        turn()
        return (table, control, events, rows)
    }

    @Test func defaults() {
        let control = UIRefreshControl()
        #expect(!control.isRefreshing && control.attributedTitle == nil)
        #expect(control.intrinsicContentSize.height == 60)
        #expect(UIScrollView().refreshControl == nil)
    }

    @Test func aPullPastTheThresholdBeginsRefreshing() {
        let (table, control, events, _) = stage()
        #expect(control.superview === table && control.frame == CGRect(x: 0, y: -60, width: 320, height: 60))
        var count = 0
        control.addAction(UIAction { _ in count += 1 }, for: .valueChanged)
        events.down(160, 100)
        events.move(160, 130)
        #expect(table.contentOffset.y == -30 && !control.isRefreshing)
        events.move(160, 170)
        #expect(control.isRefreshing && count == 1)
        events.move(160, 200)
        #expect(count == 1)
        events.up(160, 200)
        turn()
        // Refreshing: the content rests below the control.
        #expect(table.contentOffset.y == -60 && table.adjustedContentInset.top == 60)
        control.endRefreshing()
        turn()
        #expect(!control.isRefreshing && table.contentOffset.y == 0 && table.adjustedContentInset.top == 0)
    }

    @Test func aShortPullSpringsBack() {
        let (table, control, events, _) = stage()
        events.down(160, 100)
        events.move(160, 140)
        events.move(160, 120)  // pushing back up reduces the pull
        #expect(table.contentOffset.y == -20)
        events.up(160, 120)
        #expect(table.contentOffset.y == 0 && !control.isRefreshing)
    }

    final class Tiles: UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 40 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
        }
    }

    @Test func aCollectionViewRefreshesToo() {
        let (_, root, events) = makeEventStage(width: 320, height: 480)
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let collection = UICollectionView(frame: root.bounds, collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tile")
        let tiles = Tiles()
        collection.dataSource = tiles
        let control = UIRefreshControl()
        collection.refreshControl = control
        root.addSubview(collection)
        turn()
        var count = 0
        control.addAction(UIAction { _ in count += 1 }, for: .valueChanged)
        events.down(160, 100)
        events.move(160, 180)
        events.up(160, 180)
        turn()
        #expect(control.isRefreshing && count == 1 && collection.contentOffset.y == -60)
        // Scrolled away from the top, a drag down scrolls the content instead.
        control.endRefreshing()
        collection.contentOffset = CGPoint(x: 0, y: 200)
        events.down(160, 100)
        events.move(160, 150)
        events.up(160, 150)
        #expect(collection.contentOffset.y == 150 && count == 1)
        withExtendedLifetime(tiles) {}
    }

    @Test func beginningInCodeSendsNothing() {
        let (table, control, _, _) = stage()
        var count = 0
        control.addAction(UIAction { _ in count += 1 }, for: .valueChanged)
        control.beginRefreshing()
        turn()
        #expect(control.isRefreshing && count == 0 && table.contentOffset.y == -60)
        control.tintColor = .systemRed
        #expect(control.tintColor == .systemRed)
    }
}
