import Foundation
import GallerySamples
import Testing
import UIKit

/// The collections sample: Apple's patterns in one compositional layout, its changing list
/// and its starred rows driven by the diffable data source.
@MainActor
@Suite(.serialized) struct CollectionsSampleTests {
    @Test func showsEveryPatternAndChangesThroughTheDataSource() {
        let (window, controller) = show(.collections, as: CollectionsViewController.self)
        defer { close(window) }
        let collection = controller.collectionView!
        let dataSource = controller.dataSource!
        #expect(collection.numberOfSections == CollectionsSection.allCases.count)
        // The grid: five 20% columns inside 14-point insets (400 / 5 = 80, less 2 + 2 of item insets).
        let grid = CollectionsSection.allCases.firstIndex(of: .grid)!
        let tile = collection.layoutAttributesForItem(at: IndexPath(item: 1, section: grid))!.frame
        #expect(tile.width == 76 && tile.height == 76 && tile.minX == 14 + 80 + 2)
        // The orthogonal section scrolls in its own nested scroll view.
        #expect(collection.subviews.contains { $0 is UIScrollView })
        // The outline: three topics, the first expanded (its three children show).
        #expect(dataSource.snapshot().numberOfItems(inSection: .outline) == 6)

        let before = dataSource.snapshot().itemIdentifiers(inSection: .changing)
        click(controller, "shuffle")
        let after = dataSource.snapshot().itemIdentifiers(inSection: .changing)
        #expect(after != before && Set(after) == Set(before))
        click(controller, "insertItem")
        #expect(dataSource.snapshot().numberOfItems(inSection: .changing) == before.count + 1)
        click(controller, "deleteItem")
        #expect(dataSource.snapshot().itemIdentifiers(inSection: .changing) == after)

        // Starring reconfigures the same cell.
        let listSection = CollectionsSection.allCases.firstIndex(of: .list)!
        let first = IndexPath(item: 0, section: listSection)
        collection.scrollToItem(at: first, at: .top, animated: false)
        window.layoutIfNeeded()
        let cell = collection.cellForItem(at: first)
        click(controller, "starFirst")
        window.layoutIfNeeded()
        #expect(controller.starred.count == 1)
        #expect(collection.cellForItem(at: first) === cell)
        #expect(controller.log.lines.contains("collections, apply, shuffle"))
    }
}
