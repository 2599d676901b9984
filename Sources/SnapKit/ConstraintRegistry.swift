import Foundation
import UIKit

/// What the DSL remembers about each view or layout guide: the constraints it installed
/// (Masonry's `mas_installedConstraints`), for `updateConstraints`, `remakeConstraints`
/// and `removeConstraints`, and the label given with `snp.setLabel(_:)`.
///
/// Items are held weakly; entries of deallocated items are pruned as the table grows.
@preconcurrency @MainActor
enum ConstraintRegistry {
    @preconcurrency @MainActor
    private final class Entry {
        private let reference: UnretainedReference<AnyObject>
        var item: AnyObject? { reference.object }
        var constraints: [Constraint] = []
        var label: String?
        init(item: AnyObject) { reference = UnretainedReference(item) }
    }

    private static var entries: [ObjectIdentifier: Entry] = [:]
    private static var pruneThreshold = 64

    /// The constraints installed for `item`, oldest first.
    static func constraints(for item: AnyObject) -> [Constraint] {
        existingEntry(for: item)?.constraints ?? []
    }

    /// Records `constraints` as installed for `item` (each once).
    static func add(_ constraints: [Constraint], for item: AnyObject) {
        guard !constraints.isEmpty else { return }
        let entry = entry(for: item)
        for constraint in constraints where !entry.constraints.contains(where: { $0 === constraint }) {
            entry.constraints.append(constraint)
        }
    }

    /// Forgets `constraint` as installed for `item`.
    static func remove(_ constraint: Constraint, for item: AnyObject) {
        existingEntry(for: item)?.constraints.removeAll { $0 === constraint }
    }

    /// Forgets and returns the constraints installed for `item` (its label stays).
    static func removeAll(for item: AnyObject) -> [Constraint] {
        guard let entry = existingEntry(for: item) else { return [] }
        defer { entry.constraints = [] }
        return entry.constraints
    }

    /// The label of `item`, as `snp.setLabel(_:)` gave it.
    static func label(for item: AnyObject) -> String? {
        existingEntry(for: item)?.label
    }

    /// Sets (or, with `nil`, clears) the label of `item`.
    static func setLabel(_ label: String?, for item: AnyObject) {
        if label == nil, existingEntry(for: item) == nil { return }
        entry(for: item).label = label
    }

    private static func existingEntry(for item: AnyObject) -> Entry? {
        guard let entry = entries[ObjectIdentifier(item)], entry.item === item else { return nil }
        return entry
    }

    private static func entry(for item: AnyObject) -> Entry {
        if let entry = existingEntry(for: item) { return entry }
        // An identifier can be reused once its item is gone: start afresh.
        let entry = Entry(item: item)
        entries[ObjectIdentifier(item)] = entry
        if entries.count >= pruneThreshold {
            entries = entries.filter { $0.value.item != nil }
            pruneThreshold = max(64, entries.count * 2)
        }
        return entry
    }
}
