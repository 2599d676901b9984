import Foundation

/// Where each index path of a collection before a batch of updates is after it, in
/// UIKit's terms: deletions and reloads name items and sections as they were before the
/// batch, insertions as they are after it; a move is a deletion and an insertion.
struct CollectionIndexMapping {
    var deletedItems: Set<IndexPath> = []
    var insertedItems: [IndexPath] = []
    var reloadedItems: Set<IndexPath> = []
    var deletedSections = IndexSet()
    var insertedSections = IndexSet()
    var reloadedSections = IndexSet()

    /// Whether the batch changes nothing.
    var isEmpty: Bool {
        deletedItems.isEmpty && insertedItems.isEmpty && reloadedItems.isEmpty
            && deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty
    }

    /// The section `section` (before) becomes, or nil if it was deleted.
    func newSection(for section: Int) -> Int? {
        guard !deletedSections.contains(section) else { return nil }
        var result = section - deletedSections.count(in: 0..<section)
        for inserted in insertedSections where inserted <= result { result += 1 }
        return result
    }

    /// The index path `path` (before) becomes; nil if it was deleted or reloaded (its cell
    /// and measured size no longer describe it).
    func newIndexPath(for path: IndexPath) -> IndexPath? {
        guard !reloadedSections.contains(path.section), !deletedItems.contains(path),
              !reloadedItems.contains(path), let section = newSection(for: path.section) else { return nil }
        var item = path.item - deletedItems.lazy.filter { $0.section == path.section && $0.item < path.item }.count
        for inserted in insertedItems.lazy.filter({ $0.section == section }).map(\.item).sorted() where inserted <= item {
            item += 1
        }
        return IndexPath(item: item, section: section)
    }

    /// The number of items `section` should have after the batch, from its count before
    /// (nil for an inserted or reloaded section: the data source alone says).
    func expectedCount(ofNewSection section: Int, oldCounts: [Int]) -> Int? {
        guard !insertedSections.contains(section) else { return nil }
        // The old section that became `section`.
        guard let old = oldCounts.indices.first(where: { newSection(for: $0) == section }),
              !reloadedSections.contains(old) else { return nil }
        let deleted = deletedItems.lazy.filter { $0.section == old }.count
        let inserted = insertedItems.lazy.filter { $0.section == section }.count
        return oldCounts[old] - deleted + inserted
    }
}
