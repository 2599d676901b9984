import Foundation

/// The batch of updates that turns one snapshot into another, in the index paths a table
/// or collection view's batch updates take: deleted sections and items (old positions),
/// inserted ones (new positions), moved items (old to new), and reloads.
///
/// Identity is by hash maps, so the work is linear in the number of sections and items,
/// except that choosing which common items of a section moved keeps the longest run that
/// stays in order (patience sorting, O(n log n)), so moving one item is one move.
enum SnapshotDifference {
    static func batch<S: Hashable, I: Hashable>(from old: NSDiffableDataSourceSnapshot<S, I>,
                                                to new: NSDiffableDataSourceSnapshot<S, I>) -> IndexPathBatch {
        var batch = IndexPathBatch()
        let oldSections = old.sectionOrder, newSections = new.sectionOrder
        var oldSectionIndex: [S: Int] = [:]
        oldSectionIndex.reserveCapacity(oldSections.count)
        for (index, section) in oldSections.enumerated() { oldSectionIndex[section] = index }
        var newSectionIndex: [S: Int] = [:]
        newSectionIndex.reserveCapacity(newSections.count)
        for (index, section) in newSections.enumerated() { newSectionIndex[section] = index }

        // Sections: gone ones are deleted, new ones inserted; common sections that left
        // their order are deleted and inserted again (the batch machinery has no section moves).
        let commonOld = oldSections.filter { newSectionIndex[$0] != nil }
        let stayingSections = Set(longestOrderedRun(commonOld.map { newSectionIndex[$0]! }).map { commonOld[$0] })
        var survivingOld = Set<S>()
        for (index, section) in oldSections.enumerated() {
            if stayingSections.contains(section) { survivingOld.insert(section) } else { batch.deletedSections.insert(index) }
        }
        for (index, section) in newSections.enumerated() where !stayingSections.contains(section) {
            batch.insertedSections.insert(index)
        }
        for section in new.reloadedSectionIdentifiers {
            if let index = oldSectionIndex[section], survivingOld.contains(section) { batch.reloadedSections.insert(index) }
        }

        // Items: where each old item was.
        var oldPath: [I: IndexPath] = [:]
        oldPath.reserveCapacity(old.numberOfItems)
        for (sectionIndex, section) in oldSections.enumerated() where survivingOld.contains(section) {
            for (item, identifier) in (old.itemsBySection[section] ?? []).enumerated() {
                oldPath[identifier] = IndexPath(item: item, section: sectionIndex)
            }
        }
        var newPath: [I: IndexPath] = [:]
        newPath.reserveCapacity(new.numberOfItems)
        for (sectionIndex, section) in newSections.enumerated() where stayingSections.contains(section) {
            let items = new.itemsBySection[section] ?? []
            for (item, identifier) in items.enumerated() { newPath[identifier] = IndexPath(item: item, section: sectionIndex) }
            // Items that stay in this section: those out of the longest in-order run move.
            let oldIndex = oldSectionIndex[section]!
            let reloadedSection = batch.reloadedSections.contains(oldIndex)
            var common: [(new: Int, old: Int)] = []
            for (item, identifier) in items.enumerated() {
                if let from = oldPath[identifier] {
                    if from.section == oldIndex { common.append((item, from.item)) }
                    else if !reloadedSection { batch.move(from: from, to: IndexPath(item: item, section: sectionIndex)) }
                    else { batch.insertedItems.append(IndexPath(item: item, section: sectionIndex)) }
                } else if !reloadedSection {
                    batch.insertedItems.append(IndexPath(item: item, section: sectionIndex))
                }
            }
            guard !reloadedSection else { continue }
            let staying = Set(longestOrderedRun(common.map(\.old)))
            for (position, pair) in common.enumerated() where !staying.contains(position) {
                batch.move(from: IndexPath(item: pair.old, section: oldIndex), to: IndexPath(item: pair.new, section: sectionIndex))
            }
        }
        // Old items that are gone (or whose section is reloaded and they left it).
        for (identifier, path) in oldPath where newPath[identifier] == nil {
            if !batch.reloadedSections.contains(path.section) { batch.deletedItems.insert(path) }
        }
        // Reloads and reconfigurations of items that stay put.
        for identifier in new.reloadedItemIdentifiers + new.reconfiguredItemIdentifiers {
            guard let from = oldPath[identifier], newPath[identifier] != nil, !batch.deletedItems.contains(from),
                  !batch.reloadedSections.contains(from.section) else { continue }
            batch.reloadedItems.insert(from)
        }
        return batch
    }

    /// The positions (in `sequence`) of a longest strictly increasing run of its values:
    /// the elements that keep their relative order. O(n log n).
    static func longestOrderedRun(_ sequence: [Int]) -> [Int] {
        guard !sequence.isEmpty else { return [] }
        var tails: [Int] = []            // positions of the smallest tail of each run length
        var previous = [Int](repeating: -1, count: sequence.count)
        for (position, value) in sequence.enumerated() {
            var low = 0, high = tails.count
            while low < high {
                let mid = (low + high) / 2
                if sequence[tails[mid]] < value { low = mid + 1 } else { high = mid }
            }
            if low > 0 { previous[position] = tails[low - 1] }
            if low == tails.count { tails.append(position) } else { tails[low] = position }
        }
        var result: [Int] = []
        result.reserveCapacity(tails.count)
        var position = tails.last!
        while position >= 0 {
            result.append(position)
            position = previous[position]
        }
        return result.reversed()
    }
}
