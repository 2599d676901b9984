import Foundation

/// The items of one section as an outline, as UIKit's: root items with children (to any
/// depth), each parent expanded or collapsed. A diffable data source shows the
/// ``visibleItems``: the roots, and the children of expanded parents.
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable> {
    private var roots: [ItemIdentifierType] = []
    private var children: [ItemIdentifierType: [ItemIdentifierType]] = [:]
    private var parents: [ItemIdentifierType: ItemIdentifierType] = [:]
    private var members: Set<ItemIdentifierType> = []
    private var expanded: Set<ItemIdentifierType> = []

    /// An empty section snapshot.
    public init() {}

    // MARK: Queries

    /// Every item, depth first (parents before their children).
    public var items: [ItemIdentifierType] {
        var result: [ItemIdentifierType] = []
        result.reserveCapacity(members.count)
        walk(roots, onlyExpanded: false) { item, _ in result.append(item) }
        return result
    }

    /// The items without a parent, in order.
    public var rootItems: [ItemIdentifierType] { roots }

    /// The items shown: roots, and the children of expanded parents whose ancestors are expanded too.
    public var visibleItems: [ItemIdentifierType] {
        var result: [ItemIdentifierType] = []
        walk(roots, onlyExpanded: true) { item, _ in result.append(item) }
        return result
    }

    /// Whether the snapshot holds `item`.
    public func contains(_ item: ItemIdentifierType) -> Bool { members.contains(item) }

    /// Whether `item` is expanded.
    public func isExpanded(_ item: ItemIdentifierType) -> Bool { expanded.contains(item) }

    /// Whether `item` is shown (every ancestor expanded).
    public func isVisible(_ item: ItemIdentifierType) -> Bool {
        guard members.contains(item) else { return false }
        var current = parents[item]
        while let parent = current {
            if !expanded.contains(parent) { return false }
            current = parents[parent]
        }
        return true
    }

    /// The index of `item` in ``items``.
    public func index(of item: ItemIdentifierType) -> Int? {
        items.firstIndex(of: item)
    }

    /// How deep `item` is (roots are 0; -1, logged, for an item the snapshot lacks).
    public func level(of item: ItemIdentifierType) -> Int {
        guard members.contains(item) else {
            report("Invalid item identifier for level(of:): \(item)")
            return -1
        }
        var level = 0
        var current = parents[item]
        while let parent = current { level += 1; current = parents[parent] }
        return level
    }

    /// The parent of `item`, if it has one.
    public func parent(of item: ItemIdentifierType) -> ItemIdentifierType? { parents[item] }

    /// The subtree of `parent`: its descendants (with `parent` as the root when `includingParent`).
    public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        var result = NSDiffableDataSourceSectionSnapshot()
        guard members.contains(parent) else {
            report("Invalid parent item identifier for snapshot(of:): \(parent)")
            return result
        }
        if includingParent { result.append([parent]) }
        copySubtree(of: parent, into: &result, under: includingParent ? parent : nil)
        return result
    }

    private func copySubtree(of parent: ItemIdentifierType, into result: inout NSDiffableDataSourceSectionSnapshot, under newParent: ItemIdentifierType?) {
        let kids = children[parent] ?? []
        result.append(kids, to: newParent)
        for kid in kids {
            if expanded.contains(kid) { result.expanded.insert(kid) }
            copySubtree(of: kid, into: &result, under: kid)
        }
        if let newParent, expanded.contains(parent) { result.expanded.insert(newParent) }
    }

    /// A text picture of the outline, one item per line, indented by level, with `+` for
    /// an expanded parent and `-` for a collapsed one.
    public func visualDescription() -> String {
        var lines: [String] = []
        walk(roots, onlyExpanded: false) { item, level in
            let mark = children[item]?.isEmpty == false ? (expanded.contains(item) ? "+ " : "- ") : "  "
            lines.append(String(repeating: "  ", count: level) + mark + "\(item)")
        }
        return lines.joined(separator: "\n")
    }

    private func walk(_ items: [ItemIdentifierType], level: Int = 0, onlyExpanded: Bool, _ visit: (ItemIdentifierType, Int) -> Void) {
        for item in items {
            visit(item, level)
            if let kids = children[item], !kids.isEmpty, !onlyExpanded || expanded.contains(item) {
                walk(kids, level: level + 1, onlyExpanded: onlyExpanded, visit)
            }
        }
    }

    // MARK: Changes

    /// Appends items as children of `parent` (nil: as roots).
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        let fresh = unique(items)
        if let parent {
            guard members.contains(parent) else {
                report("Invalid parent item identifier specified for append: \(parent)")
                return
            }
            children[parent, default: []].append(contentsOf: fresh)
            for item in fresh { parents[item] = parent }
        } else {
            roots.append(contentsOf: fresh)
        }
        members.formUnion(fresh)
    }

    /// Appends a whole section snapshot's items under `parent` (nil: as roots).
    public mutating func append(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to parent: ItemIdentifierType? = nil) {
        append(snapshot.roots, to: parent)
        snapshot.walk(snapshot.roots, onlyExpanded: false) { item, _ in
            if let kids = snapshot.children[item] { append(kids, to: item) }
        }
        expanded.formUnion(snapshot.expanded)
    }

    /// Inserts items just before `item`, as its siblings.
    public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {
        insert(items, at: item, after: false)
    }

    /// Inserts items just after `item`, as its siblings.
    public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {
        insert(items, at: item, after: true)
    }

    /// Inserts a section snapshot's roots just before `item` (their children with them).
    public mutating func insert(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, before item: ItemIdentifierType) {
        insert(snapshot.roots, at: item, after: false)
        adoptChildren(of: snapshot)
    }

    /// Inserts a section snapshot's roots just after `item` (their children with them).
    public mutating func insert(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, after item: ItemIdentifierType) {
        insert(snapshot.roots, at: item, after: true)
        adoptChildren(of: snapshot)
    }

    private mutating func adoptChildren(of snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) {
        snapshot.walk(snapshot.roots, onlyExpanded: false) { item, _ in
            if let kids = snapshot.children[item], members.contains(item) { append(kids, to: item) }
        }
        expanded.formUnion(snapshot.expanded)
    }

    private mutating func insert(_ items: [ItemIdentifierType], at anchor: ItemIdentifierType, after: Bool) {
        guard members.contains(anchor) else {
            report("Invalid item identifier specified for insert: \(anchor)")
            return
        }
        let fresh = unique(items)
        if let parent = parents[anchor] {
            let index = children[parent]!.firstIndex(of: anchor)!
            children[parent]!.insert(contentsOf: fresh, at: after ? index + 1 : index)
            for item in fresh { parents[item] = parent }
        } else {
            let index = roots.firstIndex(of: anchor)!
            roots.insert(contentsOf: fresh, at: after ? index + 1 : index)
        }
        members.formUnion(fresh)
    }

    /// Deletes items with all their descendants.
    public mutating func delete(_ items: [ItemIdentifierType]) {
        for item in items where members.contains(item) {
            var doomed: [ItemIdentifierType] = []
            walk([item], onlyExpanded: false) { descendant, _ in doomed.append(descendant) }
            if let parent = parents[item] { children[parent]?.removeAll { $0 == item } } else { roots.removeAll { $0 == item } }
            for descendant in doomed {
                members.remove(descendant)
                parents[descendant] = nil
                children[descendant] = nil
                expanded.remove(descendant)
            }
        }
    }

    /// Deletes every item.
    public mutating func deleteAll() {
        self = NSDiffableDataSourceSectionSnapshot()
    }

    /// Expands parents (their children show).
    public mutating func expand(_ items: [ItemIdentifierType]) {
        for item in items {
            guard members.contains(item) else { report("Invalid item identifier specified for expand: \(item)"); continue }
            expanded.insert(item)
        }
    }

    /// Collapses parents (their children hide).
    public mutating func collapse(_ items: [ItemIdentifierType]) {
        for item in items {
            guard members.contains(item) else { report("Invalid item identifier specified for collapse: \(item)"); continue }
            expanded.remove(item)
        }
    }

    /// Replaces the children of `parent` with the roots (and subtrees) of `snapshot`.
    public mutating func replace(childrenOf parent: ItemIdentifierType, using snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) {
        guard members.contains(parent) else {
            report("Invalid parent item identifier specified for replace: \(parent)")
            return
        }
        delete(children[parent] ?? [])
        append(snapshot, to: parent)
    }

    private func unique(_ items: [ItemIdentifierType]) -> [ItemIdentifierType] {
        var seen = Set<ItemIdentifierType>()
        var result: [ItemIdentifierType] = []
        var duplicates: [ItemIdentifierType] = []
        for item in items {
            if members.contains(item) || !seen.insert(item).inserted { duplicates.append(item) } else { result.append(item) }
        }
        if !duplicates.isEmpty {
            report("Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\(duplicates.prefix(10).map { "\($0)" }.joined(separator: ", ")))}; the duplicates are left out.")
        }
        return result
    }

    private func report(_ message: String) {
        LayoutDiagnostics.error("NSDiffableDataSourceSectionSnapshot: \(message)")
    }
}

extension NSDiffableDataSourceSectionSnapshot: Sendable where ItemIdentifierType: Sendable {}
