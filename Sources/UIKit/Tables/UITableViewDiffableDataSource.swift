import Foundation

/// A table view's data source driven by snapshots, as UIKit's: apply a snapshot and the
/// data source updates the table with one batch of the differences
/// (``UITableView/performBatchUpdates(_:completion:)``). Subclasses override the titles
/// and editing methods, as in UIKit.
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>: NSObject, UITableViewDataSource {
    /// Makes the cell for an item.
    public typealias CellProvider = @MainActor (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

    private weak var tableView: UITableView?
    private let cellProvider: CellProvider
    var store = DiffableStore<SectionIdentifierType, ItemIdentifierType>()

    /// The animation rows get when they change (`.automatic` by default; changes are not
    /// animated here).
    open var defaultRowAnimation: UITableView.RowAnimation = .automatic

    /// Creates the data source of `tableView` (it becomes the table's data source).
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
    }

    /// A copy of the current snapshot.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        store.snapshot
    }

    /// Makes `snapshot` current and updates the table with the differences, then calls `completion`.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        guard let tableView, !tableView.needsReload else {
            store.adopt(snapshot)
            tableView?.reloadData()
            completion?()
            return
        }
        var applied = true
        tableView.performBatchUpdates({
            var batch = self.store.replace(with: snapshot)
            // Table views have no reconfiguring here: those rows are reloaded.
            batch.reloadedItems.formUnion(batch.reconfiguredItems)
            batch.reconfiguredItems.removeAll()
            tableView.updates.record(batch)
        }, completion: { applied = $0 })
        if !applied {
            LayoutDiagnostics.error("UITableViewDiffableDataSource: the table view refused the changes; reloading its data instead.")
            tableView.reloadData()
        }
        completion?()
    }

    /// Makes `snapshot` current and reloads the table (no differences computed).
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           completion: (() -> Void)? = nil) {
        store.adopt(snapshot)
        tableView?.reloadData()
        completion?()
    }

    /// The item at `indexPath`, if there is one.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { store.itemIdentifier(for: indexPath) }
    /// Where `itemIdentifier` is, if the data source holds it.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { store.indexPath(for: itemIdentifier) }
    /// The section at `index`, if there is one.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { store.sectionIdentifier(for: index) }
    /// The index of `sectionIdentifier`, if the data source holds it.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { store.index(for: sectionIdentifier) }

    // MARK: UITableViewDataSource

    open func numberOfSections(in tableView: UITableView) -> Int { store.numberOfSections }

    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        store.numberOfItems(inSection: section)
    }

    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let item = store.itemIdentifier(for: indexPath) else {
            LayoutDiagnostics.error("UITableViewDiffableDataSource: no item at \(indexPath); showing an empty cell.")
            return UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        guard let cell = cellProvider(tableView, indexPath, item) else {
            LayoutDiagnostics.error("UITableViewDiffableDataSource: the cell provider returned nil for index path \(indexPath) (UIKit raises); showing an empty cell.")
            return UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        return cell
    }

    /// The title of a section's header (none; subclasses override).
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

    /// The title of a section's footer (none; subclasses override).
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }

    /// Whether a row can be edited (false; subclasses override).
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }

    /// Whether a row can be moved (false; subclasses override).
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
}
