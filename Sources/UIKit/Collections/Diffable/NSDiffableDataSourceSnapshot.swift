import Foundation

/// The state of a diffable data source's content: sections and their items, each named by
/// a unique identifier, as UIKit's. Build one, then hand it to a diffable data source's
/// `apply`, which works out the changes from the current state.
///
/// Identifiers must be unique across the snapshot. UIKit raises on a duplicate; here the
/// same message is logged and the duplicate is left out. Operations naming an identifier
/// the snapshot does not hold are logged and change nothing.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    /// Section identifiers in order, with their items in order.
    private(set) var sectionOrder: [SectionIdentifierType] = []
    private(set) var itemsBySection: [SectionIdentifierType: [ItemIdentifierType]] = [:]
    /// The section each item is in.
    private var sectionOfItem: [ItemIdentifierType: SectionIdentifierType] = [:]
    private var reloadedSections: [SectionIdentifierType] = []
    private var reloadedItems: [ItemIdentifierType] = []
    private var reconfiguredItems: [ItemIdentifierType] = []

    /// An empty snapshot.
    public init() {}

    // MARK: Queries

    /// How many items the snapshot holds.
    public var numberOfItems: Int { sectionOfItem.count }
    /// How many sections the snapshot holds.
    public var numberOfSections: Int { sectionOrder.count }
    /// The sections, in order.
    public var sectionIdentifiers: [SectionIdentifierType] { sectionOrder }
    /// Every item, section by section.
    public var itemIdentifiers: [ItemIdentifierType] { sectionOrder.flatMap { itemsBySection[$0] ?? [] } }
    /// The sections marked for reloading.
    public var reloadedSectionIdentifiers: [SectionIdentifierType] { reloadedSections }
    /// The items marked for reloading.
    public var reloadedItemIdentifiers: [ItemIdentifierType] { reloadedItems }
    /// The items marked for reconfiguring.
    public var reconfiguredItemIdentifiers: [ItemIdentifierType] { reconfiguredItems }

    /// How many items `identifier` holds (0, logged, for a section the snapshot lacks).
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        guard let items = itemsBySection[identifier] else {
            report("Invalid section identifier queried: \(identifier)")
            return 0
        }
        return items.count
    }

    /// The items of `identifier`, in order (none, logged, for a section the snapshot lacks).
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        guard let items = itemsBySection[identifier] else {
            report("Invalid section identifier queried: \(identifier)")
            return []
        }
        return items
    }

    /// The section holding `identifier`, if the snapshot holds it.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        sectionOfItem[identifier]
    }

    /// The index of `identifier` among all the snapshot's items, if it holds it.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let section = sectionOfItem[identifier] else { return nil }
        var offset = 0
        for current in sectionOrder {
            let items = itemsBySection[current] ?? []
            if current == section { return items.firstIndex(of: identifier).map { offset + $0 } }
            offset += items.count
        }
        return nil
    }

    /// The index of `identifier` among the sections, if the snapshot holds it.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        sectionOrder.firstIndex(of: identifier)
    }

    // MARK: Items

    /// Appends items to `sectionIdentifier` (nil: the last section).
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        guard let section = sectionIdentifier ?? sectionOrder.last else {
            report("There are currently no sections in the data source. Please add a section first.")
            return
        }
        guard itemsBySection[section] != nil else {
            report("Invalid section identifier for append: \(section)")
            return
        }
        let fresh = unique(identifiers)
        for item in fresh { sectionOfItem[item] = section }
        itemsBySection[section]!.append(contentsOf: fresh)
    }

    /// Inserts items just before `beforeIdentifier`, in its section.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        insertItems(identifiers, at: beforeIdentifier, after: false)
    }

    /// Inserts items just after `afterIdentifier`, in its section.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        insertItems(identifiers, at: afterIdentifier, after: true)
    }

    private mutating func insertItems(_ identifiers: [ItemIdentifierType], at anchor: ItemIdentifierType, after: Bool) {
        guard let section = sectionOfItem[anchor], let index = itemsBySection[section]?.firstIndex(of: anchor) else {
            report("Invalid item identifier specified for insert: \(anchor)")
            return
        }
        let fresh = unique(identifiers)
        for item in fresh { sectionOfItem[item] = section }
        itemsBySection[section]!.insert(contentsOf: fresh, at: after ? index + 1 : index)
    }

    /// Deletes items (those the snapshot lacks are ignored).
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        var doomed: [SectionIdentifierType: Set<ItemIdentifierType>] = [:]
        for item in identifiers {
            guard let section = sectionOfItem.removeValue(forKey: item) else { continue }
            doomed[section, default: []].insert(item)
        }
        for (section, items) in doomed { itemsBySection[section]?.removeAll { items.contains($0) } }
        forget(items: Set(identifiers))
    }

    /// Deletes every item and every section.
    public mutating func deleteAllItems() {
        self = NSDiffableDataSourceSnapshot()
    }

    /// Moves `identifier` just before `toIdentifier` (possibly into its section).
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, to: toIdentifier, after: false)
    }

    /// Moves `identifier` just after `toIdentifier` (possibly into its section).
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, to: toIdentifier, after: true)
    }

    private mutating func moveItem(_ identifier: ItemIdentifierType, to anchor: ItemIdentifierType, after: Bool) {
        guard identifier != anchor else {
            report("Attempted to move item identifier \(identifier) relative to itself.")
            return
        }
        guard let from = sectionOfItem[identifier], sectionOfItem[anchor] != nil else {
            report("Invalid item identifier specified for move: \(sectionOfItem[identifier] == nil ? identifier : anchor)")
            return
        }
        itemsBySection[from]?.removeAll { $0 == identifier }
        let to = sectionOfItem[anchor]!
        let index = itemsBySection[to]!.firstIndex(of: anchor)!
        itemsBySection[to]!.insert(identifier, at: after ? index + 1 : index)
        sectionOfItem[identifier] = to
    }

    /// Marks items for reloading: their cells are made again when the snapshot is applied.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        for item in identifiers {
            guard sectionOfItem[item] != nil else {
                report("Invalid item identifier specified for reload: \(item)")
                continue
            }
            reloadedItems.append(item)
        }
    }

    /// Marks items for reconfiguring: their cells are configured again when the snapshot
    /// is applied (here: made again, as a reload).
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        for item in identifiers {
            guard sectionOfItem[item] != nil else {
                report("Invalid item identifier specified for reconfigure: \(item)")
                continue
            }
            reconfiguredItems.append(item)
        }
    }

    // MARK: Sections

    /// Appends sections.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        let fresh = uniqueSections(identifiers)
        sectionOrder.append(contentsOf: fresh)
        for section in fresh { itemsBySection[section] = [] }
    }

    /// Inserts sections just before `toIdentifier`.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        insertSections(identifiers, at: toIdentifier, after: false)
    }

    /// Inserts sections just after `toIdentifier`.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        insertSections(identifiers, at: toIdentifier, after: true)
    }

    private mutating func insertSections(_ identifiers: [SectionIdentifierType], at anchor: SectionIdentifierType, after: Bool) {
        guard let index = sectionOrder.firstIndex(of: anchor) else {
            report("Invalid section identifier specified for insert: \(anchor)")
            return
        }
        let fresh = uniqueSections(identifiers)
        sectionOrder.insert(contentsOf: fresh, at: after ? index + 1 : index)
        for section in fresh { itemsBySection[section] = [] }
    }

    /// Deletes sections with their items.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        let doomed = Set(identifiers)
        var items = Set<ItemIdentifierType>()
        for section in identifiers {
            guard let removed = itemsBySection.removeValue(forKey: section) else { continue }
            for item in removed { sectionOfItem[item] = nil; items.insert(item) }
        }
        sectionOrder.removeAll { doomed.contains($0) }
        reloadedSections.removeAll { doomed.contains($0) }
        forget(items: items)
    }

    /// Moves `identifier` just before `toIdentifier`.
    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, to: toIdentifier, after: false)
    }

    /// Moves `identifier` just after `toIdentifier`.
    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, to: toIdentifier, after: true)
    }

    private mutating func moveSection(_ identifier: SectionIdentifierType, to anchor: SectionIdentifierType, after: Bool) {
        guard identifier != anchor, let from = sectionOrder.firstIndex(of: identifier), sectionOrder.contains(anchor) else {
            report("Invalid section identifier specified for move: \(sectionOrder.contains(identifier) ? anchor : identifier)")
            return
        }
        sectionOrder.remove(at: from)
        let index = sectionOrder.firstIndex(of: anchor)!
        sectionOrder.insert(identifier, at: after ? index + 1 : index)
    }

    /// Marks sections for reloading.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        for section in identifiers {
            guard itemsBySection[section] != nil else {
                report("Invalid section identifier specified for reload: \(section)")
                continue
            }
            reloadedSections.append(section)
        }
    }

    /// Forgets the reload and reconfigure marks (a data source does after applying).
    mutating func clearMarks() {
        reloadedSections.removeAll()
        reloadedItems.removeAll()
        reconfiguredItems.removeAll()
    }

    // MARK: Checks

    private mutating func forget(items: Set<ItemIdentifierType>) {
        guard !items.isEmpty, !(reloadedItems.isEmpty && reconfiguredItems.isEmpty) else { return }
        reloadedItems.removeAll { items.contains($0) }
        reconfiguredItems.removeAll { items.contains($0) }
    }

    /// `identifiers` without those already in the snapshot or repeated (logged as UIKit raises).
    private func unique(_ identifiers: [ItemIdentifierType]) -> [ItemIdentifierType] {
        var seen = Set<ItemIdentifierType>()
        seen.reserveCapacity(identifiers.count)
        var result: [ItemIdentifierType] = []
        result.reserveCapacity(identifiers.count)
        var duplicates: [ItemIdentifierType] = []
        for item in identifiers {
            if sectionOfItem[item] != nil || !seen.insert(item).inserted { duplicates.append(item) } else { result.append(item) }
        }
        if !duplicates.isEmpty {
            report("Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\(duplicates.prefix(10).map { "\($0)" }.joined(separator: ", ")))}; the duplicates are left out.")
        }
        return result
    }

    private func uniqueSections(_ identifiers: [SectionIdentifierType]) -> [SectionIdentifierType] {
        var seen = Set<SectionIdentifierType>()
        var result: [SectionIdentifierType] = []
        var duplicates: [SectionIdentifierType] = []
        for section in identifiers {
            if itemsBySection[section] != nil || !seen.insert(section).inserted { duplicates.append(section) } else { result.append(section) }
        }
        if !duplicates.isEmpty {
            report("Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(\(duplicates.prefix(10).map { "\($0)" }.joined(separator: ", ")))}; the duplicates are left out.")
        }
        return result
    }

    private func report(_ message: String) {
        LayoutDiagnostics.error("NSDiffableDataSourceSnapshot: \(message)")
    }
}

extension NSDiffableDataSourceSnapshot: Sendable where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {}
