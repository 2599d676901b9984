import Foundation

/// The batch of updates that turns one snapshot into another, in the index paths a table
/// or collection view's batch updates take: deleted sections and items (old positions),
/// inserted ones (new positions), moved items (old to new), reloads and reconfigurations.
///
/// Identity is by hash maps (each identifier hashed once, the rest on integer positions),
/// so the work is linear in the number of sections and items,
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

        // Items. The identifiers are hashed once each: the old ones into a table of their
        // positions in the old order (flattened over the surviving sections), the new ones
        // looked up in it. Everything after that works on integer positions.
        var oldSectionOfPosition: [Int] = []
        var oldItemOfPosition: [Int] = []
        var oldSectionStart: [Int] = Array(repeating: -1, count: oldSections.count)
        let oldCount = old.numberOfItems
        oldSectionOfPosition.reserveCapacity(oldCount)
        oldItemOfPosition.reserveCapacity(oldCount)
        var oldPosition: [I: Int] = [:]
        oldPosition.reserveCapacity(oldCount)
        for (sectionIndex, section) in oldSections.enumerated() where survivingOld.contains(section) {
            oldSectionStart[sectionIndex] = oldSectionOfPosition.count
            // Index loops: this code is generic and runs unspecialised for the app's
            // identifier types, where an enumerated iterator costs witness calls per step.
            let items = old.itemsBySection[section] ?? []
            for item in items.indices {
                oldPosition[items[item]] = oldSectionOfPosition.count
                oldSectionOfPosition.append(sectionIndex)
                oldItemOfPosition.append(item)
            }
        }
        /// Whether each old position is still in the new snapshot, and whether it moved.
        var kept = [Bool](repeating: false, count: oldSectionOfPosition.count)
        var moved = [Bool](repeating: false, count: oldSectionOfPosition.count)
        func oldPath(_ position: Int) -> IndexPath { IndexPath(item: oldItemOfPosition[position], section: oldSectionOfPosition[position]) }

        var common: [(new: Int, old: Int)] = []
        for (sectionIndex, section) in newSections.enumerated() where stayingSections.contains(section) {
            let items = new.itemsBySection[section] ?? []
            // Items that stay in this section: those out of the longest in-order run move.
            let oldIndex = oldSectionIndex[section]!
            let reloadedSection = batch.reloadedSections.contains(oldIndex)
            common.removeAll(keepingCapacity: true)
            common.reserveCapacity(items.count)
            for item in items.indices {
                if let from = oldPosition[items[item]] {
                    kept[from] = true
                    if oldSectionOfPosition[from] == oldIndex { common.append((item, oldItemOfPosition[from])) }
                    else if !reloadedSection {
                        moved[from] = true
                        batch.move(from: oldPath(from), to: IndexPath(item: item, section: sectionIndex))
                    } else { batch.insertedItems.append(IndexPath(item: item, section: sectionIndex)) }
                } else if !reloadedSection {
                    batch.insertedItems.append(IndexPath(item: item, section: sectionIndex))
                }
            }
            guard !reloadedSection else { continue }
            let staying = longestOrderedRunMask(common.map(\.old))
            let start = oldSectionStart[oldIndex]
            for (position, pair) in common.enumerated() where !staying[position] {
                moved[start + pair.old] = true
                batch.move(from: IndexPath(item: pair.old, section: oldIndex), to: IndexPath(item: pair.new, section: sectionIndex))
            }
        }
        // Old items that are gone (or whose section is reloaded and they left it).
        for position in kept.indices where !kept[position] && !batch.reloadedSections.contains(oldSectionOfPosition[position]) {
            batch.deletedItems.insert(oldPath(position))
        }
        // Reloads and reconfigurations of items that stay put.
        for (identifiers, reconfigured) in [(new.reloadedItemIdentifiers, false), (new.reconfiguredItemIdentifiers, true)] {
            for identifier in identifiers {
                guard let from = oldPosition[identifier], kept[from], !moved[from],
                      !batch.reloadedSections.contains(oldSectionOfPosition[from]) else { continue }
                if reconfigured { batch.reconfiguredItems.insert(oldPath(from)) } else { batch.reloadedItems.insert(oldPath(from)) }
            }
        }
        batch.reconfiguredItems.subtract(batch.reloadedItems)
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

    /// Whether each position of `sequence` belongs to the run
    /// ``longestOrderedRun(_:)`` chooses.
    static func longestOrderedRunMask(_ sequence: [Int]) -> [Bool] {
        var mask = [Bool](repeating: false, count: sequence.count)
        for position in longestOrderedRun(sequence) { mask[position] = true }
        return mask
    }
}
