import Foundation

/// The changes of one batch of updates, in UIKit's terms: deletions and reloads name rows
/// as they were before the batch, insertions as they are after it.
struct TableBatch {
    var deletedRows: [IndexPath] = []
    var insertedRows: [IndexPath] = []
    var reloadedRows: [IndexPath] = []
    var deletedSections = IndexSet()
    var insertedSections = IndexSet()
    var reloadedSections = IndexSet()
}

/// Inserting, deleting and reloading rows and sections without reloading the rest.
/// Nothing animates: the rows are where they end up on the next layout pass.
extension UITableView {
    /// Inserts rows (at their index paths after the change).
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        update { $0.insertedRows += indexPaths }
    }

    /// Deletes rows (at their index paths before the change).
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        update { $0.deletedRows += indexPaths }
    }

    /// Asks the data source again for these rows' cells and heights.
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        update { $0.reloadedRows += indexPaths }
    }

    /// Moves a row, keeping its cell and height.
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        update {
            $0.deletedRows.append(indexPath)
            $0.insertedRows.append(newIndexPath)
        }
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
    /// `completion` with true.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        endUpdates()
        completion?(true)
    }

    /// Starts collecting changes into one batch (nestable).
    public func beginUpdates() {
        if batchDepth == 0 { batch = TableBatch() }
        batchDepth += 1
    }

    /// Applies the batch started by ``beginUpdates()`` (at the outermost call); also
    /// re-measures the visible self-sizing rows, as UIKit does for an empty batch.
    public func endUpdates() {
        guard batchDepth > 0 else { return }
        batchDepth -= 1
        guard batchDepth == 0, let changes = batch else { return }
        batch = nil
        apply(changes)
    }

    private func update(_ change: (inout TableBatch) -> Void) {
        beginUpdates()
        change(&batch!)
        endUpdates()
    }

    /// Applies a batch to the geometry, the visible cells and the selection, then checks
    /// the result against the data source; a mismatch is logged (with UIKit's wording) and
    /// the table reloads instead.
    private func apply(_ changes: TableBatch) {
        if needsReload {
            // Nothing was loaded yet: the data source already says how things are.
            loadIfNeeded()
            setNeedsLayout()
            return
        }
        let before = geometry.sections.map(\.rows.count)
        // Reloads: forget the cells and heights of those rows (old index paths).
        for path in changes.reloadedRows where geometry.contains(row: path.row, section: path.section) {
            dropCell(at: path)
            let (height, selfSized) = initialHeight(forRow: path)
            geometry.reset(row: path.row, section: path.section, height: height, selfSized: selfSized)
        }
        // Deletions, last first (old index paths).
        for path in changes.deletedRows.sorted(by: >)
        where !changes.deletedSections.contains(path.section) && geometry.contains(row: path.row, section: path.section) {
            dropCell(at: path)
            geometry.removeRow(path.row, inSection: path.section)
            shift(section: path.section, from: path.row + 1, by: -1)
        }
        for section in changes.deletedSections.sorted(by: >) where section < geometry.sections.count {
            dropSection(section)
            geometry.removeSection(at: section)
            shiftSections(from: section + 1, by: -1)
        }
        for section in changes.insertedSections.sorted() where section <= geometry.sections.count {
            shiftSections(from: section, by: 1)
            geometry.insertSection(loadSection(section), at: section)
        }
        for section in changes.reloadedSections.sorted() where section < geometry.sections.count && !changes.insertedSections.contains(section) {
            dropSection(section)
            geometry.removeSection(at: section)
            geometry.insertSection(loadSection(section), at: section)
        }
        // Insertions, first first (new index paths).
        for path in changes.insertedRows.sorted()
        where !changes.insertedSections.contains(path.section) && geometry.sections.indices.contains(path.section)
            && path.row <= geometry.sections[path.section].rows.count {
            shift(section: path.section, from: path.row, by: 1)
            let (height, selfSized) = initialHeight(forRow: path)
            geometry.insertRow(path.row, inSection: path.section, height: height, selfSized: selfSized)
        }
        if let mismatch = firstMismatch(before: before, changes: changes) {
            LayoutDiagnostics.error("Invalid update: \(mismatch) Reloading the table instead.")
            setNeedsReload()
            return
        }
        // Visible self-sizing rows are measured again (a cell may have changed its content).
        for path in visibleCellsByPath.keys { geometry.remeasure(row: path.row, section: path.section) }
        setNeedsLayout()
    }

    /// UIKit's complaint when the data source disagrees with the changes, or nil.
    private func firstMismatch(before: [Int], changes: TableBatch) -> String? {
        let sections = sectionCountFromDataSource()
        if sections != geometry.sections.count {
            return "invalid number of sections. The number of sections contained in the table view after the update (\(sections)) must be equal to the number of sections contained in the table view before the update (\(before.count)), plus or minus the number of sections inserted or deleted (\(changes.insertedSections.count) inserted, \(changes.deletedSections.count) deleted)."
        }
        for section in 0..<sections {
            let rows = rowCountFromDataSource(inSection: section)
            if rows != geometry.sections[section].rows.count {
                let inserted = changes.insertedRows.filter { $0.section == section }.count
                let deleted = changes.deletedRows.filter { $0.section == section }.count
                let old = section < before.count ? before[section] : 0
                return "invalid number of rows in section \(section). The number of rows contained in an existing section after the update (\(rows)) must be equal to the number of rows contained in that section before the update (\(old)), plus or minus the number of rows inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted)."
            }
        }
        return nil
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
