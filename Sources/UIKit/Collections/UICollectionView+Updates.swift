import Foundation

/// Inserting, deleting, reloading and moving items and sections without reloading the
/// rest. The items are where they end up at once (their cells slide and fade there on
/// screen, see ``CollectionUpdateAnimation``); the visible cells (moved ones too), the
/// selection and the sizes self-sizing cells gave follow their items.
///
/// A batch that does not fit the data source (counts that do not add up, an index path
/// out of range) is an error UIKit raises with the messages logged here; the collection
/// view then changes nothing and goes on showing the items it had.
extension UICollectionView {
    /// What ``insertItems(at:)`` does (declared in the class, where it can be `open`).
    func performInsertItems(at indexPaths: [IndexPath]) {
        update { $0.insertedItems += indexPaths }
    }

    /// What ``deleteItems(at:)`` does (declared in the class, where it can be `open`).
    func performDeleteItems(at indexPaths: [IndexPath]) {
        update { $0.deletedItems.formUnion(indexPaths) }
    }

    /// What ``reloadItems(at:)`` does (declared in the class, where it can be `open`).
    func performReloadItems(at indexPaths: [IndexPath]) {
        update { $0.reloadedItems.formUnion(indexPaths) }
    }

    /// What ``reconfigureItems(at:)`` does (declared in the class, where it can be `open`).
    func performReconfigureItems(at indexPaths: [IndexPath]) {
        update { $0.reconfiguredItems.formUnion(indexPaths) }
    }

    /// What ``moveItem(at:to:)`` does (declared in the class, where it can be `open`).
    func performMoveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        update { $0.move(from: indexPath, to: newIndexPath) }
    }

    /// What ``insertSections(_:)`` does (declared in the class, where it can be `open`).
    func performInsertSections(_ sections: IndexSet) {
        update { $0.insertedSections.formUnion(sections) }
    }

    /// What ``deleteSections(_:)`` does (declared in the class, where it can be `open`).
    func performDeleteSections(_ sections: IndexSet) {
        update { $0.deletedSections.formUnion(sections) }
    }

    /// What ``reloadSections(_:)`` does (declared in the class, where it can be `open`).
    func performReloadSections(_ sections: IndexSet) {
        update { $0.reloadedSections.formUnion(sections) }
    }

    /// What ``performBatchUpdates(_:completion:)`` does (declared in the class, where it can be `open`).
    func applyBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginBatch()
        updates?()
        endBatch(completion: completion)
    }

    private func update(_ change: (inout IndexPathBatch) -> Void) {
        beginBatch()
        updates.record(change)
        endBatch(completion: nil)
    }

    private func beginBatch() {
        updates.begin()
    }

    /// Ends a level of batching; at the outermost, applies the batch (animated when
    /// animations are on) and calls `completion` when it is done.
    private func endBatch(completion: ((Bool) -> Void)?) {
        guard let changes = updates.end() else {
            completion?(true)
            return
        }
        var animation = CollectionUpdateAnimation(for: self)
        let applied = apply(changes, animation: &animation)
        if applied, let animation {
            animation.run(on: self, completion: completion)
        } else {
            completion?(applied)
        }
    }

    /// Applies a batch: checks it against the data source (a batch that does not fit is
    /// logged with UIKit's message and changes nothing), then renumbers the
    /// visible cells and supplementary views, the selection and the layout's measured
    /// sizes, and recycles the views of deleted and reloaded items.
    /// Returns whether it applied the batch.
    private func apply(_ changes: IndexPathBatch, animation: inout CollectionUpdateAnimation?) -> Bool {
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
        if !changes.isEmpty { closeSwipeActions() }
        var moves: [IndexPath: IndexPath] = [:]
        for move in changes.moves { moves[move.from] = move.to }
        func target(of path: IndexPath) -> IndexPath? { moves[path] ?? changes.newIndexPath(for: path) }
        var cells: [IndexPath: UICollectionViewCell] = [:]
        for (path, cell) in visibleCellsByPath {
            if let target = target(of: path) {
                cells[target] = cell
            } else if animation != nil {
                animation?.keep(cell, leaving: path)
                disappearingCells.append((cell, path))
            } else {
                recycle(cell, at: path)
            }
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
        selectedPaths = Set(selectedPaths.compactMap(target(of:)))
        if !changes.isEmpty {
            let layout = collectionViewLayout
            layout.itemsMoved(changes)
            let context = layout.makeInvalidationContext()
            context.invalidateDataSourceCounts = true
            layout.invalidateLayout(with: context)
        }
        reconfigureCells(at: changes.reconfiguredItems.compactMap(target(of:)))
        return true
    }
}
