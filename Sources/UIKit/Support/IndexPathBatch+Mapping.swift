import Foundation

extension IndexPathBatch {
    /// Where index paths before the batch are after it, as ``newIndexPath(for:)`` says, but
    /// with the deletions and insertions sorted per section once, so mapping many paths
    /// (a layout's measured sizes) costs O(log k) each instead of O(k).
    struct Mapping {
        private let batch: IndexPathBatch
        private let deletedBySection: [Int: [Int]]
        private let insertedBySection: [Int: [Int]]

        init(_ batch: IndexPathBatch) {
            self.batch = batch
            var deleted: [Int: [Int]] = [:]
            for path in batch.deletedItems { deleted[path.section, default: []].append(path.item) }
            var inserted: [Int: [Int]] = [:]
            for path in batch.insertedItems { inserted[path.section, default: []].append(path.item) }
            deletedBySection = deleted.mapValues { $0.sorted() }
            insertedBySection = inserted.mapValues { $0.sorted() }
        }

        /// The index path `path` (before) becomes; nil if it was deleted or reloaded.
        func newIndexPath(for path: IndexPath) -> IndexPath? {
            guard !batch.reloadedSections.contains(path.section), !batch.deletedItems.contains(path),
                  !batch.reloadedItems.contains(path), let section = batch.newSection(for: path.section) else { return nil }
            var item = path.item - Self.count(below: path.item, in: deletedBySection[path.section] ?? [])
            // Each insertion at or before the running index pushes it one further.
            for inserted in insertedBySection[section] ?? [] {
                if inserted <= item { item += 1 } else { break }
            }
            return IndexPath(item: item, section: section)
        }

        /// Where each of the `count` items of section `section` (before) is after the batch,
        /// by item index (-1 for deleted, moved and reloaded items); nil when the section
        /// was deleted or reloaded. One pass over the section, as ``newIndexPath(for:)`` maps.
        func newItems(ofSection section: Int, count: Int) -> [Int]? {
            guard !batch.reloadedSections.contains(section), let target = batch.newSection(for: section) else { return nil }
            let deleted = deletedBySection[section] ?? [], inserted = insertedBySection[target] ?? []
            var result = [Int](repeating: -1, count: count)
            var nextDeleted = 0, nextInserted = 0, newItem = 0
            for item in 0..<count {
                while nextDeleted < deleted.count, deleted[nextDeleted] < item { nextDeleted += 1 }
                if nextDeleted < deleted.count, deleted[nextDeleted] == item { continue }
                while nextInserted < inserted.count, inserted[nextInserted] <= newItem { nextInserted += 1; newItem += 1 }
                if !batch.reloadedItems.contains(IndexPath(item: item, section: section)) { result[item] = newItem }
                newItem += 1
            }
            return result
        }

        /// How many of the sorted `values` are less than `value`.
        private static func count(below value: Int, in values: [Int]) -> Int {
            var low = 0, high = values.count
            while low < high {
                let mid = (low + high) / 2
                if values[mid] < value { low = mid + 1 } else { high = mid }
            }
            return low
        }
    }
}
