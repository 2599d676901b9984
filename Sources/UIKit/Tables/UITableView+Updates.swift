import Foundation

/// Inserting, deleting and reloading rows and sections without reloading the rest.
/// Nothing animates: the rows are where they end up on the next layout pass.
///
/// A batch that does not fit the data source (counts that do not add up, an index path
/// out of range) is an error UIKit raises with the messages logged here; the table then
/// changes nothing and goes on showing the rows it had.
extension UITableView {
    /// What ``insertRows(at:with:)`` does (declared in the class, where it can be `open`).
    func performInsertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        update { $0.insertedItems += indexPaths }
    }

    /// What ``deleteRows(at:with:)`` does (declared in the class, where it can be `open`).
    func performDeleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        update { $0.deletedItems.formUnion(indexPaths) }
    }

    /// What ``reloadRows(at:with:)`` does (declared in the class, where it can be `open`).
    func performReloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        update { $0.reloadedItems.formUnion(indexPaths) }
    }

    /// What ``moveRow(at:to:)`` does (declared in the class, where it can be `open`).
    func performMoveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        update { $0.move(from: indexPath, to: newIndexPath) }
    }

    /// What ``insertSections(_:with:)`` does (declared in the class, where it can be `open`).
    func performInsertSections(_ sections: IndexSet, with animation: RowAnimation) {
        update { $0.insertedSections.formUnion(sections) }
    }

    /// What ``deleteSections(_:with:)`` does (declared in the class, where it can be `open`).
    func performDeleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        update { $0.deletedSections.formUnion(sections) }
    }

    /// What ``reloadSections(_:with:)`` does (declared in the class, where it can be `open`).
    func performReloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        update { $0.reloadedSections.formUnion(sections) }
    }

    /// What ``performBatchUpdates(_:completion:)`` does (declared in the class, where it can be `open`).
    func applyBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        let applied = self.updates.end().map { apply($0) } ?? true
        completion?(applied)
    }

    /// What ``beginUpdates()`` does (declared in the class, where it can be `open`).
    func performBeginUpdates() {
        updates.begin()
    }

    /// What ``endUpdates()`` does (declared in the class, where it can be `open`).
    func performEndUpdates() {
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
