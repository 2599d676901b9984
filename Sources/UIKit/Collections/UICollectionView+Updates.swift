import Foundation

/// Inserting, deleting, reloading and moving items and sections without reloading the
/// rest. Nothing animates: the items are where they end up on the next layout pass; the
/// visible cells, the selection and the sizes self-sizing cells gave follow their items.
extension UICollectionView {
    /// Inserts items (at their index paths after the change).
    public func insertItems(at indexPaths: [IndexPath]) {
        update { $0.insertedItems += indexPaths }
    }

    /// Deletes items (at their index paths before the change).
    public func deleteItems(at indexPaths: [IndexPath]) {
        update { $0.deletedItems.formUnion(indexPaths) }
    }

    /// Asks the data source again for these items' cells (and sizes).
    public func reloadItems(at indexPaths: [IndexPath]) {
        update { $0.reloadedItems.formUnion(indexPaths) }
    }

    /// Moves an item (its cell is made again at the new place).
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        update {
            $0.deletedItems.insert(indexPath)
            $0.insertedItems.append(newIndexPath)
        }
    }

    /// Inserts sections (at their indexes after the change).
    public func insertSections(_ sections: IndexSet) {
        update { $0.insertedSections.formUnion(sections) }
    }

    /// Deletes sections (at their indexes before the change).
    public func deleteSections(_ sections: IndexSet) {
        update { $0.deletedSections.formUnion(sections) }
    }

    /// Asks the data source again for these sections.
    public func reloadSections(_ sections: IndexSet) {
        update { $0.reloadedSections.formUnion(sections) }
    }

    /// Runs `updates` (calls to the methods above) as one batch, applies it, and calls
    /// `completion` with true.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginBatch()
        updates?()
        endBatch()
        completion?(true)
    }

    private func update(_ change: (inout CollectionIndexMapping) -> Void) {
        beginBatch()
        change(&batch!)
        endBatch()
    }

    private func beginBatch() {
        if batchDepth == 0 { batch = CollectionIndexMapping() }
        batchDepth += 1
    }

    private func endBatch() {
        batchDepth -= 1
        guard batchDepth == 0, let changes = batch else { return }
        batch = nil
        apply(changes)
    }

    /// Applies a batch: checks it against the data source (a mismatch is logged with
    /// UIKit's wording and the collection view reloads instead), then renumbers the
    /// visible cells and supplementary views, the selection and the layout's measured
    /// sizes, and recycles the views of deleted and reloaded items.
    private func apply(_ changes: CollectionIndexMapping) {
        if needsReload {
            // Nothing was loaded yet: the data source already says how things are.
            loadIfNeeded()
            return
        }
        let before = sectionCounts
        let after = countsFromDataSource()
        if let mismatch = firstMismatch(before: before, after: after, changes: changes) {
            LayoutDiagnostics.error("Invalid update: \(mismatch) Reloading the collection view instead.")
            reloadData()
            return
        }
        sectionCounts = after
        var cells: [IndexPath: UICollectionViewCell] = [:]
        for (path, cell) in visibleCellsByPath {
            if let target = changes.newIndexPath(for: path) { cells[target] = cell } else { recycle(cell, at: path) }
        }
        visibleCellsByPath = cells
        var supplementaries: [ElementKey: UICollectionReusableView] = [:]
        for (key, view) in visibleSupplementaries {
            if !changes.reloadedSections.contains(key.indexPath.section), let section = changes.newSection(for: key.indexPath.section) {
                var moved = key
                moved.indexPath = IndexPath(item: key.indexPath.item, section: section)
                supplementaries[moved] = view
            } else {
                recycleSupplementary(view, key: key)
            }
        }
        visibleSupplementaries = supplementaries
        selectedPaths = Set(selectedPaths.compactMap { changes.newIndexPath(for: $0) })
        let layout = collectionViewLayout
        layout.itemsMoved(changes)
        let context = layout.makeInvalidationContext()
        context.invalidateDataSourceCounts = true
        layout.invalidateLayout(with: context)
    }

    /// UIKit's complaint when the data source disagrees with the changes, or nil.
    private func firstMismatch(before: [Int], after: [Int], changes: CollectionIndexMapping) -> String? {
        let expectedSections = before.count - changes.deletedSections.count + changes.insertedSections.count
        if after.count != expectedSections {
            return "invalid number of sections. The number of sections contained in the collection view after the update (\(after.count)) must be equal to the number of sections contained in the collection view before the update (\(before.count)), plus or minus the number of sections inserted or deleted (\(changes.insertedSections.count) inserted, \(changes.deletedSections.count) deleted)."
        }
        for section in after.indices {
            guard let expected = changes.expectedCount(ofNewSection: section, oldCounts: before), expected != after[section] else { continue }
            let old = before.indices.first { changes.newSection(for: $0) == section } ?? section
            let inserted = changes.insertedItems.filter { $0.section == section }.count
            let deleted = changes.deletedItems.filter { $0.section == old }.count
            return "invalid number of items in section \(section). The number of items contained in an existing section after the update (\(after[section])) must be equal to the number of items contained in that section before the update (\(before[old])), plus or minus the number of items inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out)."
        }
        return nil
    }
}
