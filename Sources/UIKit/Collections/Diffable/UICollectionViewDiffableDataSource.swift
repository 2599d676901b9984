import Foundation

/// A collection view's data source driven by snapshots, as UIKit's: apply a snapshot and
/// the data source works out what changed (by the identifiers) and updates the collection
/// view with one batch of inserts, deletes, moves and reloads
/// (``UICollectionView/performBatchUpdates(_:completion:)``). Cells come from the cell
/// provider, supplementary views from ``supplementaryViewProvider``.
///
/// `apply(_:animatingDifferences:completion:)` animates the batch (cells slide, fade in
/// and fade out, see ``UICollectionView/performBatchUpdates(_:completion:)``) and calls its
/// completion when the animation ends; without animating differences the same batch lands
/// at once and the completion runs before `apply` returns.
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>: NSObject, UICollectionViewDataSource {
    /// Makes the cell for an item.
    public typealias CellProvider = @MainActor (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    /// Makes a supplementary view of a kind at an index path.
    public typealias SupplementaryViewProvider = @MainActor (UICollectionView, String, IndexPath) -> UICollectionReusableView?
    /// The handlers for interactive reordering.
    public typealias ReorderingHandlers = UICollectionViewDiffableDataSourceReorderingHandlers<SectionIdentifierType, ItemIdentifierType>
    /// The handlers for expanding and collapsing outline items.
    public typealias SectionSnapshotHandlers<ItemType: Hashable> = UICollectionViewDiffableDataSourceSectionSnapshotHandlers<ItemType>

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    var store = DiffableStore<SectionIdentifierType, ItemIdentifierType>()

    /// Makes supplementary views (headers, footers, badges); nil logs and shows empty views.
    open var supplementaryViewProvider: SupplementaryViewProvider?
    /// Handlers for interactive reordering.
    open var reorderingHandlers = ReorderingHandlers()
    /// Handlers for expanding and collapsing outline items.
    open var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()

    /// Creates the data source of `collectionView` (it becomes the collection view's data source).
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    // MARK: Snapshots

    /// A copy of the current snapshot.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        store.snapshot
    }

    /// Makes `snapshot` current and updates the collection view with the differences
    /// (animated when `animatingDifferences` is true), then calls `completion` (after the
    /// animation).
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        guard let collectionView else {
            store.adopt(snapshot)
            completion?()
            return
        }
        if collectionView.needsReload {
            // Nothing is shown yet: the collection view reads the new state when it loads.
            store.adopt(snapshot)
            collectionView.reloadData()
            completion?()
            return
        }
        let update = {
            collectionView.performBatchUpdates({
                collectionView.updates.record(self.store.replace(with: snapshot))
            }, completion: { applied in
                if !applied {
                    LayoutDiagnostics.error("UICollectionViewDiffableDataSource: the collection view refused the changes; reloading its data instead.")
                    collectionView.reloadData()
                }
                completion?()
            })
        }
        if animatingDifferences { update() } else { UIView.performWithoutAnimation(update) }
    }

    /// Makes `snapshot` current and reloads the collection view (no differences computed).
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           completion: (() -> Void)? = nil) {
        store.adopt(snapshot)
        collectionView?.reloadData()
        completion?()
    }

    /// The outline of `section`: the one last applied to it, or its items as roots.
    open func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        store.sectionSnapshot(for: section)
    }

    /// Shows `snapshot`'s visible items in `section` (appended if new) and remembers the outline.
    open func apply(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        let next = store.snapshot(applying: snapshot, to: section)
        apply(next, animatingDifferences: animatingDifferences, completion: completion)
    }

    // MARK: Identifiers

    /// The item at `indexPath`, if there is one.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { store.itemIdentifier(for: indexPath) }
    /// Where `itemIdentifier` is, if the data source holds it.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { store.indexPath(for: itemIdentifier) }
    /// The section at `index`, if there is one.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { store.sectionIdentifier(for: index) }
    /// The index of `sectionIdentifier`, if the data source holds it.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { store.index(for: sectionIdentifier) }

    // MARK: Outline disclosure

    /// Expands or collapses the outline item at `indexPath` (what an outline disclosure
    /// accessory does), consulting ``sectionSnapshotHandlers``.
    func toggleExpansion(at indexPath: IndexPath) {
        guard let item = itemIdentifier(for: indexPath), let section = sectionIdentifier(for: indexPath.section) else { return }
        var outline = snapshot(for: section)
        let handlers = sectionSnapshotHandlers
        if outline.isExpanded(item) {
            guard handlers.shouldCollapseItem?(item) ?? true else { return }
            handlers.willCollapseItem?(item)
            outline.collapse([item])
        } else {
            guard handlers.shouldExpandItem?(item) ?? true else { return }
            handlers.willExpandItem?(item)
            if let provider = handlers.snapshotForExpandingParent {
                outline.replace(childrenOf: item, using: provider(item, outline.snapshot(of: item)))
            }
            outline.expand([item])
        }
        apply(outline, to: section)
        for cell in collectionView?.visibleCells ?? [] { cell.setNeedsUpdateConfiguration() }
    }

    func isExpanded(at indexPath: IndexPath) -> Bool {
        guard let item = itemIdentifier(for: indexPath), let section = sectionIdentifier(for: indexPath.section) else { return false }
        return store.hasSectionSnapshot(for: section) && snapshot(for: section).isExpanded(item)
    }

    func outlineLevel(at indexPath: IndexPath) -> Int {
        guard let item = itemIdentifier(for: indexPath), let section = sectionIdentifier(for: indexPath.section),
              store.hasSectionSnapshot(for: section) else { return 0 }
        let outline = snapshot(for: section)
        return outline.contains(item) ? outline.level(of: item) : 0
    }

    // MARK: UICollectionViewDataSource

    open func numberOfSections(in collectionView: UICollectionView) -> Int { store.numberOfSections }

    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        store.numberOfItems(inSection: section)
    }

    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let item = store.itemIdentifier(for: indexPath) else {
            LayoutDiagnostics.error("UICollectionViewDiffableDataSource: no item at \(indexPath); showing an empty cell.")
            return UICollectionViewCell(frame: .zero)
        }
        guard let cell = cellProvider(collectionView, indexPath, item) else {
            LayoutDiagnostics.error("UICollectionViewDiffableDataSource: the cell provider returned nil for index path \(indexPath) (UIKit raises); showing an empty cell.")
            return UICollectionViewCell(frame: .zero)
        }
        return cell
    }

    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        if let view = supplementaryViewProvider?(collectionView, kind, indexPath) { return view }
        LayoutDiagnostics.error("UICollectionViewDiffableDataSource: the layout asks for a supplementary view of kind \(kind) at \(indexPath), but supplementaryViewProvider \(supplementaryViewProvider == nil ? "is not set" : "returned nil"); showing an empty view.")
        return UICollectionReusableView(frame: .zero)
    }
}

/// Lets a list cell's outline disclosure reach the diffable data source whatever its types.
@MainActor
protocol OutlineTogglingDataSource: AnyObject {
    func toggleExpansion(at indexPath: IndexPath)
    /// Whether the item at `indexPath` is expanded in its section snapshot.
    func isExpanded(at indexPath: IndexPath) -> Bool
    /// The item's level in its section snapshot (0 for roots and flat sections).
    func outlineLevel(at indexPath: IndexPath) -> Int
}

extension UICollectionViewDiffableDataSource: OutlineTogglingDataSource {}

extension BatchRecorder {
    /// Adds a diffable data source's changes to the batch being recorded.
    mutating func record(_ batch: IndexPathBatch) {
        record { recorded in
            recorded.deletedSections.formUnion(batch.deletedSections)
            recorded.insertedSections.formUnion(batch.insertedSections)
            recorded.reloadedSections.formUnion(batch.reloadedSections)
            recorded.deletedItems.formUnion(batch.deletedItems)
            recorded.insertedItems += batch.insertedItems
            recorded.reloadedItems.formUnion(batch.reloadedItems)
            recorded.moves += batch.moves
            recorded.reconfiguredItems.formUnion(batch.reconfiguredItems)
        }
    }
}
