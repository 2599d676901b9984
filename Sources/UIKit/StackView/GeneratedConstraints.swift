import Cassowary
import Foundation

/// One constraint a stack view wants: `first.attr1 relation multiplier × second.attr2 + constant`
/// at `priority`, named `identifier`.
@preconcurrency @MainActor
struct StackConstraintSpec {
    let first: AnyObject
    let firstAttribute: NSLayoutConstraint.Attribute
    let relation: NSLayoutConstraint.Relation
    let second: AnyObject?
    let secondAttribute: NSLayoutConstraint.Attribute
    let multiplier: CGFloat
    let constant: CGFloat
    let priority: UILayoutPriority
    let identifier: String

    /// What identifies the constraint across rebuilds: everything but the constant and
    /// the exact optional priority (both can change in place).
    var key: Key {
        Key(first: ObjectIdentifier(first), firstAttribute: firstAttribute, relation: relation,
            second: second.map(ObjectIdentifier.init), secondAttribute: secondAttribute, multiplier: multiplier,
            isRequired: priority.isRequired, identifier: identifier)
    }

    struct Key: Hashable {
        let first: ObjectIdentifier
        let firstAttribute: NSLayoutConstraint.Attribute
        let relation: NSLayoutConstraint.Relation
        let second: ObjectIdentifier?
        let secondAttribute: NSLayoutConstraint.Attribute
        let multiplier: CGFloat
        let isRequired: Bool
        let identifier: String

        /// Hashes the two items and their attributes only (equality still compares
        /// every field): hashing the identifier string made each lookup cost about
        /// 600 instructions, 2.4% of a stack's first layout. They are mixed into one
        /// word first, so the hasher takes one value instead of four.
        func hash(into hasher: inout Hasher) {
            hasher.combine(mixedItems)
        }

        /// What hash tables use: that word through ``ObjectKey``'s mix with the table's
        /// seed, not SipHash (about 95 instructions a lookup, 129,000 lookups in the
        /// 4,002-view stack's first layout).
        func _rawHashValue(seed: Int) -> Int { ObjectKey.mix(mixedItems, seed: seed) }

        private var mixedItems: UInt {
            let items = UInt(bitPattern: first) &* 0x9E37_79B9_7F4A_7C15 ^ (second.map { UInt(bitPattern: $0) } ?? 0)
            return items &+ UInt(bitPattern: firstAttribute.rawValue &* 64 &+ secondAttribute.rawValue)
        }
    }

    func makeConstraint() -> NSLayoutConstraint {
        let made = NSLayoutConstraint(item: first, attribute: firstAttribute, relatedBy: relation, toItem: second,
                                      attribute: secondAttribute, multiplier: multiplier, constant: constant)
        made.priority = priority
        made.identifier = identifier
        return made
    }
}

/// The constraints a stack view generated for one group, by ``StackConstraintSpec/Key``,
/// and the reconciliation that turns a new list of specs into the fewest engine changes.
@preconcurrency @MainActor
final class GeneratedConstraints {
    @exclusivity(unchecked) private(set) var byKey: [StackConstraintSpec.Key: NSLayoutConstraint] = [:]

    /// The changes that turn the current constraints into `specs`.
    struct Changes {
        /// Constraints no longer wanted: deactivate.
        var removed: [NSLayoutConstraint] = []
        /// Required constraints whose constant changes: deactivate, set, activate again
        /// (changing a required constant in place could pass through an unsatisfiable
        /// state while the rest of the batch is still pending).
        var recycled: [(NSLayoutConstraint, CGFloat)] = []
        /// Constraints to activate (new ones, and wanted ones someone deactivated).
        var added: [NSLayoutConstraint] = []
    }

    /// Reconciles with `specs`: kept constraints stay untouched, optional ones get a new
    /// constant or priority in place, the rest is reported in `changes`.
    /// - Complexity: O(specs + current constraints).
    func reconcile(with specs: [StackConstraintSpec], into changes: inout Changes) {
        var next: [StackConstraintSpec.Key: NSLayoutConstraint] = [:]
        next.reserveCapacity(specs.count)
        for spec in specs {
            let key = spec.key
            // Two lookups a spec, not three: a duplicate spec is found by the insertion,
            // and the first spec's constraint is put back (one constraint is enough; the
            // first spec already took any existing one, so a duplicate only wastes the
            // constraint made for it).
            let existing = byKey.removeValue(forKey: key)
            let constraint = existing ?? spec.makeConstraint()
            if let earlier = next.updateValue(constraint, forKey: key) {
                next[key] = earlier
                continue
            }
            guard let existing else {
                changes.added.append(constraint)
                continue
            }
            if existing.priority != spec.priority { existing.priority = spec.priority }  // optional → optional
            if !existing.isActive {
                existing.constant = spec.constant
                changes.added.append(existing)
            } else if existing.constant != spec.constant {
                if existing.priority.isRequired {
                    changes.recycled.append((existing, spec.constant))
                } else {
                    existing.constant = spec.constant
                }
            }
        }
        changes.removed.append(contentsOf: byKey.values)
        byKey = next
    }

    /// Forgets and returns every constraint that mentions `item`.
    func removeAll(mentioning item: AnyObject) -> [NSLayoutConstraint] {
        let id = ObjectIdentifier(item)
        var removed: [NSLayoutConstraint] = []
        for (key, constraint) in byKey where key.first == id || key.second == id {
            removed.append(constraint)
            byKey[key] = nil
        }
        return removed.sorted { $0.serial < $1.serial }
    }

    /// The constraints, oldest first.
    var all: [NSLayoutConstraint] { byKey.values.sorted { $0.serial < $1.serial } }
}
