import Foundation

/// Inserting, deleting, reloading and moving items and sections without reloading the
/// rest. Nothing animates: the items are where they end up on the next layout pass; the
/// visible cells, the selection and the sizes self-sizing cells gave follow their items.
///
/// A batch that does not fit the data source (counts that do not add up, an index path
/// out of range) is an error UIKit raises with the messages logged here; the collection
/// view then changes nothing and goes on showing the items it had.
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
        update { $0.move(from: indexPath, to: newIndexPath) }
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
    /// `completion` with true; with false when the batch did not fit the data source and
    /// was refused (UIKit raises there and never completes).
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginBatch()
        updates?()
        let applied = self.updates.end().map { apply($0) } ?? true
        completion?(applied)
    }

    private func update(_ change: (inout IndexPathBatch) -> Void) {
        beginBatch()
        updates.record(change)
        endBatch()
    }

    private func beginBatch() {
        updates.begin()
    }

    private func endBatch() {
        if let changes = updates.end() { apply(changes) }
    }

    /// Applies a batch: checks it against the data source (a batch that does not fit is
    /// logged with UIKit's message and changes nothing), then renumbers the
    /// visible cells and supplementary views, the selection and the layout's measured
    /// sizes, and recycles the views of deleted and reloaded items.
    /// Returns whether it applied the batch.
    @discardableResult
    private func apply(_ changes: IndexPathBatch) -> Bool {
        if needsReload {
            // Nothing was loaded yet: the data source already says how things are.
            loadIfNeeded()
            return true
        }
        let before = sectionCounts
        let after = countsFromDataSource()
        if let inconsistency = changes.inconsistency(before: before, after: after, .collection) {
            LayoutDiagnostics.error(inconsistency)
            return false
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
        return true
    }
}
