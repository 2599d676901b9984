import Foundation
import Synchronization

/// How ``objc_setAssociatedObject(_:_:_:_:)`` holds a value, with the Objective-C
/// runtime's names and raw values.
public enum objc_AssociationPolicy: UInt, Sendable {
    /// Holds the value without retaining it. Here a class instance is held weakly (it
    /// reads `nil` once it is gone, where the Objective-C runtime leaves a dangling
    /// pointer); any other value is stored as it is.
    case OBJC_ASSOCIATION_ASSIGN = 0
    /// Retains the value.
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    /// Stores a copy of the value (`copy()` of an `NSCopying` object; other values are
    /// copied as Swift copies them).
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    /// Retains the value (every association here is atomic).
    case OBJC_ASSOCIATION_RETAIN = 769
    /// Stores a copy of the value (every association here is atomic).
    case OBJC_ASSOCIATION_COPY = 771
}

/// Associates `value` with `object` under `key`, as the Objective-C runtime does:
/// `objc_setAssociatedObject(self, &Keys.badge, badge, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)`.
/// A `nil` value removes the association. The association ends when `object` goes:
/// UIKit's objects release their values in their `deinit`; for other objects the values
/// are released at the next association made after they went.
///
/// `key` is compared by address: pass the address of a global or static variable.
public func objc_setAssociatedObject(_ object: Any, _ key: UnsafeRawPointer, _ value: Any?,
                                     _ policy: objc_AssociationPolicy) {
    AssociatedObjects.set(value, policy: policy, on: object as AnyObject, key: key)
}

/// The value associated with `object` under `key`, or `nil`.
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    AssociatedObjects.value(on: object as AnyObject, key: key)
}

/// Removes every association of `object`.
public func objc_removeAssociatedObjects(_ object: Any) {
    AssociatedObjects.removeAll(of: object as AnyObject)
}

/// The side table behind the associated-object functions: per object (by identity,
/// checked against a weak reference so a new object at a freed address sees nothing),
/// its values by key.
enum AssociatedObjects {
    private final class Entry {
        weak var owner: AnyObject?
        var values: [UnsafeRawPointer: Stored] = [:]
        init(owner: AnyObject) { self.owner = owner }
    }

    private enum Stored {
        case strong(Any)
        case weak(WeakBox)

        var value: Any? {
            switch self {
            case .strong(let value): value
            case .weak(let box): box.object
            }
        }
    }

    private final class WeakBox {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }

    private struct Table {
        var entries: [ObjectIdentifier: Entry] = [:]
        /// The table's size after its last sweep for objects that went.
        var sweptAt = 0
    }

    nonisolated(unsafe) private static var table = Table()
    private static let lock = NSLock()
    /// How many objects have associations: lets a `deinit` skip the lock when none do.
    private static let objectCount = Atomic<Int>(0)

    static func set(_ value: Any?, policy: objc_AssociationPolicy, on object: AnyObject, key: UnsafeRawPointer) {
        let stored = value.map { store($0, policy: policy) }
        var released: [Any] = []   // released outside the lock: a value's deinit may associate
        lock.lock()
        let id = ObjectIdentifier(object)
        var entry = table.entries[id]
        if let existing = entry, existing.owner !== object {
            released.append(existing)
            table.entries[id] = nil
            entry = nil
        }
        if let stored {
            let target = entry ?? Entry(owner: object)
            if entry == nil { table.entries[id] = target }
            if let old = target.values.updateValue(stored, forKey: key) { released.append(old) }
        } else if let entry, let old = entry.values.removeValue(forKey: key) {
            released.append(old)
            if entry.values.isEmpty { table.entries[id] = nil }
        }
        if table.entries.count > max(64, 2 * table.sweptAt) {
            for (id, entry) in table.entries where entry.owner == nil {
                released.append(entry)
                table.entries[id] = nil
            }
            table.sweptAt = table.entries.count
        }
        objectCount.store(table.entries.count, ordering: .relaxed)
        lock.unlock()
        _ = released
    }

    static func value(on object: AnyObject, key: UnsafeRawPointer) -> Any? {
        lock.lock()
        defer { lock.unlock() }
        guard let entry = table.entries[ObjectIdentifier(object)], entry.owner === object else { return nil }
        return entry.values[key]?.value
    }

    static func removeAll(of object: AnyObject) {
        guard objectCount.load(ordering: .relaxed) > 0 else { return }
        lock.lock()
        let removed = table.entries.removeValue(forKey: ObjectIdentifier(object))
        objectCount.store(table.entries.count, ordering: .relaxed)
        lock.unlock()
        _ = removed
    }

    /// Called by UIKit's objects as they go: drops what was associated with the object at
    /// `id` (its weak references already read `nil`).
    static func objectWillGo(_ id: ObjectIdentifier) {
        guard objectCount.load(ordering: .relaxed) > 0 else { return }
        lock.lock()
        let removed = table.entries.removeValue(forKey: id)
        objectCount.store(table.entries.count, ordering: .relaxed)
        lock.unlock()
        _ = removed
    }

    private static func store(_ value: Any, policy: objc_AssociationPolicy) -> Stored {
        switch policy {
        case .OBJC_ASSOCIATION_ASSIGN:
            if type(of: value) is AnyClass { return .weak(WeakBox(value as AnyObject)) }
            return .strong(value)
        case .OBJC_ASSOCIATION_RETAIN, .OBJC_ASSOCIATION_RETAIN_NONATOMIC:
            return .strong(value)
        case .OBJC_ASSOCIATION_COPY, .OBJC_ASSOCIATION_COPY_NONATOMIC:
            if let copying = value as? NSCopying { return .strong(copying.copy(with: nil)) }
            return .strong(value)
        }
    }
}
