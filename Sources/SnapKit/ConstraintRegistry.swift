import Foundation
import UIKit

/// The constraints the DSL installed for each view (Masonry's `mas_installedConstraints`),
/// for `updateConstraints`, `remakeConstraints` and `removeConstraints`.
///
/// Views are held weakly; entries of deallocated views are pruned as the table grows.
@preconcurrency @MainActor
enum ConstraintRegistry {
    @preconcurrency @MainActor
    private final class Entry {
        private let reference: UnretainedReference<AnyObject>
        var item: AnyObject? { reference.object }
        var constraints: [Constraint] = []
        init(item: AnyObject) { reference = UnretainedReference(item) }
    }

    private static var entries: [ObjectIdentifier: Entry] = [:]
    private static var pruneThreshold = 64

    /// The constraints installed for `view`, oldest first.
    static func constraints(for view: AnyObject) -> [Constraint] {
        guard let entry = entries[ObjectIdentifier(view)], entry.item === view else { return [] }
        return entry.constraints
    }

    /// Records `constraints` as installed for `view`.
    static func add(_ constraints: [Constraint], for view: AnyObject) {
        guard !constraints.isEmpty else { return }
        let key = ObjectIdentifier(view)
        if let entry = entries[key], entry.item === view {
            entry.constraints.append(contentsOf: constraints)
            return
        }
        // An identifier can be reused once its view is gone: start afresh.
        let entry = Entry(item: view)
        entry.constraints = constraints
        entries[key] = entry
        if entries.count >= pruneThreshold {
            entries = entries.filter { $0.value.item != nil }
            pruneThreshold = max(64, entries.count * 2)
        }
    }

    /// Forgets and returns the constraints installed for `view`.
    static func removeAll(for view: AnyObject) -> [Constraint] {
        let constraints = self.constraints(for: view)
        entries[ObjectIdentifier(view)] = nil
        return constraints
    }
}
