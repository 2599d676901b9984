import Foundation

/// Where the items of a section were before a batch update, so the section can keep the
/// placements of the groups whose items all stayed together.
struct SectionCarryOver {
    /// The section's geometry before the batch.
    let old: SectionGeometry
    /// For each item before the batch, its item index after it (-1: deleted, moved or reloaded).
    let newItemOfOld: [Int]

    /// The old item each new item was (-1 for items that are new, moved or reloaded), for
    /// `count` items after the batch.
    func oldItems(count: Int) -> [Int] {
        var result = [Int](repeating: -1, count: count)
        for (oldItem, newItem) in newItemOfOld.enumerated() where newItem >= 0 && newItem < count { result[newItem] = oldItem }
        return result
    }
}

extension SectionGeometry {
    /// Lays out every group, taking the old placement of a group whose items are the same
    /// items, in the same order and with the same measured sizes, as an old group's (the
    /// group laid out the same way in the same container), and asking `solver` for the rest.
    func placeGroups(carryingOver carry: SectionCarryOver, solver: GroupSolver) {
        let old = carry.old
        let oldOfNew = carry.oldItems(count: itemCount)
        placements.removeAll(keepingCapacity: true)
        groupFirstItem.removeAll(keepingCapacity: true)
        placements.reserveCapacity(old.placements.count)
        groupFirstItem.reserveCapacity(old.placements.count)
        var next = 0
        while next < itemCount {
            if let group = reusableGroup(at: next, old: old, oldOfNew: oldOfNew) {
                placements.append(old.placements[group])
                groupFirstItem.append(next)
                next += old.placements[group].count
                continue
            }
            guard let taken = placeGroup(at: next, solver: solver) else { break }
            next += taken
        }
    }

    /// The old group that begins with the item now at `first` and whose items all follow
    /// it unchanged, if its placement holds here: a group cut short by the end of the old
    /// section holds only if the new section ends at the same place.
    private func reusableGroup(at first: Int, old: SectionGeometry, oldOfNew: [Int]) -> Int? {
        let start = oldOfNew[first]
        guard start >= 0, let group = old.groupIndex(ofItem: start), old.groupFirstItem[group] == start else { return nil }
        let count = old.placements[group].count
        guard count > 0, first + count <= itemCount else { return nil }
        let cutShort = old.itemCount - start == count
        if cutShort && itemCount - first != count { return nil }
        for offset in 1..<max(1, count) where oldOfNew[first + offset] != start + offset { return nil }
        return group
    }
}
