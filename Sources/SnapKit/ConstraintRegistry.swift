import Foundation
import UIKit

/// The constraints the DSL installed for each view (Masonry's `mas_installedConstraints`),
/// for `updateConstraints`, `remakeConstraints` and `removeConstraints`.
///
/// Views are held weakly; entries of deallocated views are pruned as the table grows.
@MainActor
enum ConstraintRegistry {
    @MainActor
    private final class Entry {
        private let reference: UnretainedReference<UIView>
        var view: UIView? { reference.object }
        var constraints: [Constraint] = []
        init(view: UIView) { reference = UnretainedReference(view) }
    }

    private static var entries: [ObjectIdentifier: Entry] = [:]
    private static var pruneThreshold = 64

    /// The constraints installed for `view`, oldest first.
    static func constraints(for view: UIView) -> [Constraint] {
        guard let entry = entries[ObjectIdentifier(view)], entry.view === view else { return [] }
        return entry.constraints
    }

    /// Records `constraints` as installed for `view`.
    static func add(_ constraints: [Constraint], for view: UIView) {
        guard !constraints.isEmpty else { return }
        let key = ObjectIdentifier(view)
        if let entry = entries[key], entry.view === view {
            entry.constraints.append(contentsOf: constraints)
            return
        }
        // An identifier can be reused once its view is gone: start afresh.
        let entry = Entry(view: view)
        entry.constraints = constraints
        entries[key] = entry
        if entries.count >= pruneThreshold {
            entries = entries.filter { $0.value.view != nil }
            pruneThreshold = max(64, entries.count * 2)
        }
    }

    /// Forgets and returns the constraints installed for `view`.
    static func removeAll(for view: UIView) -> [Constraint] {
        let constraints = self.constraints(for: view)
        entries[ObjectIdentifier(view)] = nil
        return constraints
    }
}
