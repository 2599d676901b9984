import Foundation
import Testing
@testable import UIKit
import UIKitTestSupport

/// NSDiffableDataSourceSnapshot and NSDiffableDataSourceSectionSnapshot: every mutation
/// and query, duplicates refused with UIKit's message, and the batch a change of snapshot
/// becomes (deletes in old positions, inserts in new ones, the fewest moves).
@MainActor
@Suite("Diffable snapshots")
struct DiffableSnapshotTests {
    typealias Snapshot = NSDiffableDataSourceSnapshot<String, Int>

    private func make(_ sections: [(String, [Int])]) -> Snapshot {
        var snapshot = Snapshot()
        for (section, items) in sections {
            snapshot.appendSections([section])
            snapshot.appendItems(items, toSection: section)
        }
        return snapshot
    }

    @Test func appendingAndQuerying() {
        var snapshot = Snapshot()
        snapshot.appendSections(["a", "b"])
        snapshot.appendItems([1, 2, 3], toSection: "a")
        snapshot.appendItems([4, 5])
        #expect(snapshot.numberOfSections == 2)
        #expect(snapshot.numberOfItems == 5)
        #expect(snapshot.sectionIdentifiers == ["a", "b"])
        #expect(snapshot.itemIdentifiers == [1, 2, 3, 4, 5])
        #expect(snapshot.itemIdentifiers(inSection: "b") == [4, 5])
        #expect(snapshot.numberOfItems(inSection: "a") == 3)
        #expect(snapshot.sectionIdentifier(containingItem: 4) == "b")
        #expect(snapshot.indexOfItem(4) == 3)
        #expect(snapshot.indexOfItem(9) == nil)
        #expect(snapshot.indexOfSection("b") == 1)
    }

    @Test func insertingMovingAndDeletingItems() {
        var snapshot = make([("a", [1, 2, 3]), ("b", [4])])
        snapshot.insertItems([10], beforeItem: 2)
        snapshot.insertItems([11], afterItem: 4)
        #expect(snapshot.itemIdentifiers == [1, 10, 2, 3, 4, 11])
        snapshot.moveItem(1, afterItem: 3)
        #expect(snapshot.itemIdentifiers(inSection: "a") == [10, 2, 3, 1])
        snapshot.moveItem(2, beforeItem: 11)
        #expect(snapshot.itemIdentifiers(inSection: "b") == [4, 2, 11])
        #expect(snapshot.sectionIdentifier(containingItem: 2) == "b")
        snapshot.deleteItems([10, 11, 99])
        #expect(snapshot.itemIdentifiers == [3, 1, 4, 2])
        snapshot.reloadItems([3])
        snapshot.reconfigureItems([4])
        #expect(snapshot.reloadedItemIdentifiers == [3])
        #expect(snapshot.reconfiguredItemIdentifiers == [4])
        snapshot.deleteAllItems()
        #expect(snapshot.numberOfItems == 0 && snapshot.numberOfSections == 0)
    }

    @Test func sectionOperations() {
        var snapshot = make([("a", [1]), ("c", [3])])
        snapshot.insertSections(["b"], beforeSection: "c")
        snapshot.insertSections(["d"], afterSection: "c")
        #expect(snapshot.sectionIdentifiers == ["a", "b", "c", "d"])
        snapshot.moveSection("a", afterSection: "d")
        snapshot.moveSection("d", beforeSection: "b")
        #expect(snapshot.sectionIdentifiers == ["d", "b", "c", "a"])
        snapshot.reloadSections(["c"])
        #expect(snapshot.reloadedSectionIdentifiers == ["c"])
        snapshot.deleteSections(["c"])
        #expect(snapshot.sectionIdentifiers == ["d", "b", "a"])
        #expect(snapshot.sectionIdentifier(containingItem: 3) == nil)
        #expect(snapshot.reloadedSectionIdentifiers.isEmpty)
        #expect(snapshot.itemIdentifiers == [1])
    }

    @Test func duplicatesAndUnknownIdentifiersAreLoggedAndIgnored() {
        let log = LogCapture()
        var snapshot = Snapshot()
        log.capture {
            snapshot.appendItems([1])
            snapshot.appendSections(["a", "a"])
            snapshot.appendItems([1, 2, 1], toSection: "a")
            snapshot.appendItems([2])
            snapshot.insertItems([5], beforeItem: 42)
            snapshot.moveItem(1, beforeItem: 1)
        }
        #expect(snapshot.sectionIdentifiers == ["a"])
        #expect(snapshot.itemIdentifiers == [1, 2])
        #expect(log.messages.contains { $0.contains("There are currently no sections") })
        #expect(log.messages.contains { $0.contains("supplied item identifiers are not unique") })
        #expect(log.messages.contains { $0.contains("supplied section identifiers are not unique") })
        #expect(log.messages.contains { $0.contains("Invalid item identifier specified for insert: 42") })
    }

    @Test func sectionSnapshotsAreOutlines() {
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["Fruit", "Vegetables"])
        outline.append(["Apple", "Pear"], to: "Fruit")
        outline.append(["Cox", "Gala"], to: "Apple")
        outline.append(["Leek"], to: "Vegetables")
        #expect(outline.rootItems == ["Fruit", "Vegetables"])
        #expect(outline.items == ["Fruit", "Apple", "Cox", "Gala", "Pear", "Vegetables", "Leek"])
        #expect(outline.visibleItems == ["Fruit", "Vegetables"])
        outline.expand(["Fruit"])
        #expect(outline.visibleItems == ["Fruit", "Apple", "Pear", "Vegetables"])
        outline.expand(["Apple"])
        #expect(outline.visibleItems == ["Fruit", "Apple", "Cox", "Gala", "Pear", "Vegetables"])
        #expect(outline.isExpanded("Apple") && !outline.isExpanded("Vegetables"))
        #expect(outline.level(of: "Gala") == 2)
        #expect(outline.parent(of: "Gala") == "Apple")
        #expect(outline.parent(of: "Fruit") == nil)
        #expect(outline.isVisible("Gala") && !outline.isVisible("Leek"))
        #expect(outline.index(of: "Pear") == 4)
        let fruit = outline.snapshot(of: "Fruit")
        #expect(fruit.rootItems == ["Apple", "Pear"])
        #expect(fruit.items == ["Apple", "Cox", "Gala", "Pear"])
        #expect(outline.snapshot(of: "Fruit", includingParent: true).rootItems == ["Fruit"])
        outline.collapse(["Fruit"])
        #expect(outline.visibleItems == ["Fruit", "Vegetables"])
        outline.insert(["Nuts"], after: "Fruit")
        outline.insert(["Berries"], before: "Pear")
        #expect(outline.items == ["Fruit", "Apple", "Cox", "Gala", "Berries", "Pear", "Nuts", "Vegetables", "Leek"])
        outline.delete(["Apple"])
        #expect(outline.items == ["Fruit", "Berries", "Pear", "Nuts", "Vegetables", "Leek"])
        #expect(!outline.contains("Cox"))
        var replacement = NSDiffableDataSourceSectionSnapshot<String>()
        replacement.append(["Kale"])
        outline.replace(childrenOf: "Vegetables", using: replacement)
        #expect(outline.items.suffix(2) == ["Vegetables", "Kale"])
    }

    @Test func theBatchDeletesInOldPositionsAndInsertsInNewOnes() {
        let old = make([("a", [1, 2, 3, 4]), ("b", [5, 6])])
        let new = make([("a", [1, 3, 7, 4]), ("b", [6, 5, 8])])
        let batch = SnapshotDifference.batch(from: old, to: new)
        // Deleted: item 2 (old [0, 1]); the rest of the deletions are the moves' sources.
        #expect(batch.deletedItems.subtracting(batch.moves.map(\.from)) == [IndexPath(item: 1, section: 0)])
        #expect(Set(batch.insertedItems).isSuperset(of: [IndexPath(item: 2, section: 0), IndexPath(item: 2, section: 1)]))
        // 5 and 6 swapped: one of them moves, the other stays.
        #expect(batch.moves.count == 1)
        #expect(batch.deletedSections.isEmpty && batch.insertedSections.isEmpty)
        #expect(batch.inconsistency(before: [4, 2], after: [4, 3], .collection) == nil)
    }

    @Test func sectionChangesAndMovesAcrossSections() {
        let old = make([("a", [1, 2]), ("b", [3]), ("c", [4])])
        var new = make([("c", [4]), ("a", [1]), ("d", [2])])
        new.reloadItems([1])
        let batch = SnapshotDifference.batch(from: old, to: new)
        // "b" is gone; "c" moved before "a", so one of them is deleted and inserted again.
        #expect(batch.deletedSections.contains(1))
        #expect(batch.insertedSections.contains(2))
        #expect(batch.deletedSections.count == 2 && batch.insertedSections.count == 2)
        #expect(batch.inconsistency(before: [2, 1, 1], after: [1, 1, 1], .collection) == nil)
        #expect(batch.reloadedItems.count <= 1)
    }

    @Test func oneMovedItemIsOneMove() {
        let old = make([("a", Array(0..<1000))])
        var moved = Array(0..<1000)
        moved.remove(at: 999)
        moved.insert(999, at: 0)
        let batch = SnapshotDifference.batch(from: old, to: make([("a", moved)]))
        #expect(batch.moves.count == 1)
        #expect(batch.moves.first?.from == IndexPath(item: 999, section: 0))
        #expect(batch.moves.first?.to == IndexPath(item: 0, section: 0))
    }

    @Test func theSortedMappingAgreesWithTheBatch() {
        let old = make([("a", Array(0..<200)), ("b", Array(200..<260))])
        var changed = old
        changed.deleteItems(Array(stride(from: 3, to: 250, by: 7)))
        changed.insertItems([1_000, 1_001], beforeItem: 50)
        changed.appendItems([1_002], toSection: "a")
        changed.moveItem(120, beforeItem: 201)
        changed.moveItem(10, afterItem: 190)
        let batch = SnapshotDifference.batch(from: old, to: changed)
        let mapping = IndexPathBatch.Mapping(batch)
        for section in 0..<2 {
            for item in 0..<(section == 0 ? 200 : 60) {
                let path = IndexPath(item: item, section: section)
                #expect(mapping.newIndexPath(for: path) == batch.newIndexPath(for: path), "\(path)")
            }
        }
    }

    @Test func theLongestOrderedRunKeepsTheMostElements() {
        #expect(SnapshotDifference.longestOrderedRun([3, 0, 1, 2]) == [1, 2, 3])
        #expect(SnapshotDifference.longestOrderedRun([]) == [])
        #expect(SnapshotDifference.longestOrderedRun([5, 4, 3]).count == 1)
    }
}
