import Foundation

/// Inserting, deleting and reloading rows and sections without reloading the rest.
/// Nothing animates: the rows are where they end up on the next layout pass.
///
/// A batch that does not fit the data source (counts that do not add up, an index path
/// out of range) is an error UIKit raises with the messages logged here; the table then
/// changes nothing and goes on showing the rows it had.
extension UITableView {
    /// Inserts rows (at their index paths after the change).
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        update { $0.insertedItems += indexPaths }
    }

    /// Deletes rows (at their index paths before the change).
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        update { $0.deletedItems.formUnion(indexPaths) }
    }

    /// Asks the data source again for these rows' cells and heights.
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        update { $0.reloadedItems.formUnion(indexPaths) }
    }

    /// Moves a row (its cell is made again at the new place).
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        update { $0.move(from: indexPath, to: newIndexPath) }
    }

    /// Inserts sections (at their indexes after the change).
    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        update { $0.insertedSections.formUnion(sections) }
    }

    /// Deletes sections (at their indexes before the change).
    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        update { $0.deletedSections.formUnion(sections) }
    }

    /// Asks the data source again for these sections.
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        update { $0.reloadedSections.formUnion(sections) }
    }

    /// Runs `updates` (calls to the methods above) as one batch, applies it, and calls
    /// `completion` with true; with false when the batch did not fit the data source and
    /// was refused (UIKit raises there and never completes).
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        let applied = self.updates.end().map { apply($0) } ?? true
        completion?(applied)
    }

    /// Starts collecting changes into one batch (nestable).
    public func beginUpdates() {
        updates.begin()
    }

    /// Applies the batch started by ``beginUpdates()`` (at the outermost call); also
    /// re-measures the visible self-sizing rows, as UIKit does for an empty batch.
    public func endUpdates() {
        if let changes = updates.end() { apply(changes) }
    }

    private func update(_ change: (inout IndexPathBatch) -> Void) {
        beginUpdates()
        updates.record(change)
        endUpdates()
    }

    /// Checks a batch against the data source, then applies it to the geometry, the
    /// visible cells and the selection. A batch that does not fit is logged with UIKit's
    /// message and changes nothing.
    /// Returns whether it applied the batch.
    @discardableResult
    private func apply(_ changes: IndexPathBatch) -> Bool {
        if needsReload {
            // Nothing was loaded yet: the data source already says how things are.
            loadIfNeeded()
            setNeedsLayout()
            return true
        }
        let before = geometry.sections.map(\.rows.count)
        let after = (0..<sectionCountFromDataSource()).map { rowCountFromDataSource(inSection: $0) }
        if let inconsistency = changes.inconsistency(before: before, after: after, .table) {
            LayoutDiagnostics.error(inconsistency)
            return false
        }
        // Reloads: forget the cells and heights of those rows (old index paths).
        for path in changes.reloadedItems {
            dropCell(at: path)
            let (height, selfSized) = initialHeight(forRow: path)
            geometry.reset(row: path.row, section: path.section, height: height, selfSized: selfSized)
        }
        // Deletions, last first (old index paths).
        for path in changes.deletedItems.sorted(by: >) where !changes.deletedSections.contains(path.section) {
            dropCell(at: path)
            geometry.removeRow(path.row, inSection: path.section)
            shift(section: path.section, from: path.row + 1, by: -1)
        }
        for section in changes.deletedSections.sorted(by: >) {
            dropSection(section)
            geometry.removeSection(at: section)
            shiftSections(from: section + 1, by: -1)
        }
        for section in changes.insertedSections.sorted() {
            shiftSections(from: section, by: 1)
            geometry.insertSection(loadSection(section), at: section)
        }
        // Reloaded sections (old indexes) come from the data source as they are now.
        let reloaded = Set(changes.reloadedSections.compactMap { changes.newSection(for: $0) })
        for section in reloaded.sorted() {
            dropSection(section)
            geometry.removeSection(at: section)
            geometry.insertSection(loadSection(section), at: section)
        }
        // Insertions, first first (new index paths), in the sections not loaded afresh.
        for path in changes.insertedItems.sorted()
        where !changes.insertedSections.contains(path.section) && !reloaded.contains(path.section) {
            shift(section: path.section, from: path.row, by: 1)
            let (height, selfSized) = initialHeight(forRow: path)
            geometry.insertRow(path.row, inSection: path.section, height: height, selfSized: selfSized)
        }
        // Visible self-sizing rows are measured again (a cell may have changed its content).
        for path in visibleCellsByPath.keys { geometry.remeasure(row: path.row, section: path.section) }
        setNeedsLayout()
        return true
    }

    /// Recycles the row's visible cell and forgets its selection.
    private func dropCell(at path: IndexPath) {
        if let cell = visibleCellsByPath.removeValue(forKey: path) { recycle(cell, at: path) }
        selectedPaths.remove(path)
    }

    private func dropSection(_ section: Int) {
        for path in visibleCellsByPath.keys where path.section == section { dropCell(at: path) }
        for path in selectedPaths where path.section == section { selectedPaths.remove(path) }
        if let view = visibleHeaders.removeValue(forKey: section) { recycleHeaderFooter(view) }
        if let view = visibleFooters.removeValue(forKey: section) { recycleHeaderFooter(view) }
    }

    /// Renumbers the visible cells and the selection of rows `from…` in `section`.
    private func shift(section: Int, from row: Int, by delta: Int) {
        func moved(_ path: IndexPath) -> IndexPath {
            path.section == section && path.row >= row ? IndexPath(row: path.row + delta, section: section) : path
        }
        visibleCellsByPath = Dictionary(uniqueKeysWithValues: visibleCellsByPath.map { (moved($0.key), $0.value) })
        selectedPaths = Set(selectedPaths.map(moved))
    }

    /// Renumbers the visible cells, headers, footers and selection of sections `from…`.
    private func shiftSections(from section: Int, by delta: Int) {
        func moved(_ path: IndexPath) -> IndexPath {
            path.section >= section ? IndexPath(row: path.row, section: path.section + delta) : path
        }
        visibleCellsByPath = Dictionary(uniqueKeysWithValues: visibleCellsByPath.map { (moved($0.key), $0.value) })
        selectedPaths = Set(selectedPaths.map(moved))
        visibleHeaders = Dictionary(uniqueKeysWithValues: visibleHeaders.map { ($0.key >= section ? $0.key + delta : $0.key, $0.value) })
        visibleFooters = Dictionary(uniqueKeysWithValues: visibleFooters.map { ($0.key >= section ? $0.key + delta : $0.key, $0.value) })
    }
}
