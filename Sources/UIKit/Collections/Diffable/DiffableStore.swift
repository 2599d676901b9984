import Foundation

/// What a diffable data source holds, shared by the table and collection view ones: the
/// current snapshot, the section snapshots applied (outlines), and the batch of changes
/// from one snapshot to the next.
@MainActor
struct DiffableStore<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    typealias SectionSnapshot = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>

    private(set) var snapshot = Snapshot()
    /// Items per section index, as the views see them.
    private var sections: [[ItemIdentifierType]] = []
    private var sectionSnapshots: [SectionIdentifierType: SectionSnapshot] = [:]

    /// Makes `new` current; returns the batch that turns the old into it.
    mutating func replace(with new: Snapshot) -> IndexPathBatch {
        let batch = SnapshotDifference.batch(from: snapshot, to: new)
        adopt(new)
        return batch
    }

    /// Makes `new` current without computing changes (reload data).
    mutating func adopt(_ new: Snapshot) {
        var current = new
        current.clearMarks()
        snapshot = current
        sections = current.sectionIdentifiers.map { current.itemIdentifiers(inSection: $0) }
        for section in Array(sectionSnapshots.keys) where current.indexOfSection(section) == nil { sectionSnapshots[section] = nil }
    }

    var numberOfSections: Int { sections.count }

    func numberOfItems(inSection section: Int) -> Int {
        sections.indices.contains(section) ? sections[section].count : 0
    }

    func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section),
              sections[indexPath.section].indices.contains(indexPath.item) else { return nil }
        return sections[indexPath.section][indexPath.item]
    }

    func indexPath(for item: ItemIdentifierType) -> IndexPath? {
        guard let section = snapshot.sectionIdentifier(containingItem: item), let sectionIndex = snapshot.indexOfSection(section),
              let index = sections[sectionIndex].firstIndex(of: item) else { return nil }
        return IndexPath(item: index, section: sectionIndex)
    }

    func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        let identifiers = snapshot.sectionIdentifiers
        return identifiers.indices.contains(index) ? identifiers[index] : nil
    }

    func index(for section: SectionIdentifierType) -> Int? { snapshot.indexOfSection(section) }

    /// Whether a section snapshot was applied to `section`.
    func hasSectionSnapshot(for section: SectionIdentifierType) -> Bool { sectionSnapshots[section] != nil }

    /// The section snapshot of `section`: the one applied, or the section's items as roots.
    func sectionSnapshot(for section: SectionIdentifierType) -> SectionSnapshot {
        if let stored = sectionSnapshots[section] { return stored }
        var flat = SectionSnapshot()
        if snapshot.indexOfSection(section) != nil { flat.append(snapshot.itemIdentifiers(inSection: section)) }
        return flat
    }

    /// The snapshot with `section` showing `sectionSnapshot`'s visible items (the section
    /// appended if new); remembers the section snapshot.
    mutating func snapshot(applying sectionSnapshot: SectionSnapshot, to section: SectionIdentifierType) -> Snapshot {
        var next = snapshot
        if next.indexOfSection(section) == nil { next.appendSections([section]) } else { next.deleteItems(next.itemIdentifiers(inSection: section)) }
        next.appendItems(sectionSnapshot.visibleItems, toSection: section)
        sectionSnapshots[section] = sectionSnapshot
        return next
    }
}

/// Handlers a diffable data source calls when the user reorders items (kept; this
/// project's collection views have no interactive reordering yet).
public struct NSDiffableDataSourceTransaction<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    /// The snapshot before the change.
    public let initialSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The snapshot after it.
    public let finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The items' changes.
    public let difference: CollectionDifference<ItemIdentifierType>
}

/// Handlers a diffable data source consults while reordering (see ``NSDiffableDataSourceTransaction``).
@preconcurrency @MainActor
public struct UICollectionViewDiffableDataSourceReorderingHandlers<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    /// Whether an item can be moved.
    public var canReorderItem: ((ItemIdentifierType) -> Bool)?
    /// Before a move is applied.
    public var willReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
    /// After a move was applied.
    public var didReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
    public init() {}
}

/// Handlers a diffable data source consults when the user expands or collapses an outline item.
@preconcurrency @MainActor
public struct UICollectionViewDiffableDataSourceSectionSnapshotHandlers<ItemIdentifierType: Hashable> {
    /// Whether an item may expand (yes when nil).
    public var shouldExpandItem: ((ItemIdentifierType) -> Bool)?
    /// An item is about to expand.
    public var willExpandItem: ((ItemIdentifierType) -> Void)?
    /// Whether an item may collapse (yes when nil).
    public var shouldCollapseItem: ((ItemIdentifierType) -> Bool)?
    /// An item is about to collapse.
    public var willCollapseItem: ((ItemIdentifierType) -> Void)?
    /// The children to show when a parent expands (for lazily loaded outlines).
    public var snapshotForExpandingParent: ((ItemIdentifierType, NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>)?
    public init() {}
}
