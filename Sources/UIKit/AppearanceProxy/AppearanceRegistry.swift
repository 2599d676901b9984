import Foundation

/// Every appearance proxy made, by class and container chain, and the application of
/// their settings to an instance entering a window.
@MainActor
final class AppearanceRegistry {
    static let shared = AppearanceRegistry()

    private struct Key: Hashable {
        var target: ObjectIdentifier
        var containers: [ObjectIdentifier]
    }

    /// An applier per proxy: the proxy's class, its containers and how it styles an object.
    private struct Entry {
        var targetType: AnyClass
        var containers: [any UIAppearanceContainer.Type]
        var applications: (AnyObject) -> [() -> Void]
    }

    private var proxies: [Key: AnyObject] = [:]
    private var entries: [Key: Entry] = [:]

    /// Whether any proxy exists (a window skips the work otherwise).
    var isEmpty: Bool { proxies.isEmpty }

    func proxy<Target: UIAppearance>(for type: Target.Type, containers: [any UIAppearanceContainer.Type]) -> UIAppearanceProxy<Target> {
        let key = Key(target: ObjectIdentifier(type), containers: containers.map { ObjectIdentifier($0) })
        if let existing = proxies[key] as? UIAppearanceProxy<Target> { return existing }
        let made = UIAppearanceProxy<Target>(containers: containers)
        proxies[key] = made
        entries[key] = Entry(targetType: type, containers: containers) { object in
            (object as? Target).map { made.applications(for: $0) } ?? []
        }
        return made
    }

    /// Applies to `object` every proxy of its class and superclasses whose containers
    /// enclose it (`ancestors`, innermost first): superclasses first, plain proxies
    /// before contained ones, shorter chains before longer.
    func apply(to object: AnyObject, ancestors: [AnyObject]) {
        let matching = entries.values.filter { entry in
            isKind(object, of: entry.targetType) && encloses(entry.containers, ancestors: ancestors)
        }
        let ordered = matching.sorted { a, b in
            let depthA = classDepth(a.targetType), depthB = classDepth(b.targetType)
            return depthA != depthB ? depthA < depthB : a.containers.count < b.containers.count
        }
        // Which properties the object changed itself is judged before any proxy applies.
        let applications = ordered.flatMap { $0.applications(object) }
        for apply in applications { apply() }
    }

    private func isKind(_ object: AnyObject, of type: AnyClass) -> Bool {
        var current: AnyClass? = Swift.type(of: object)
        while let candidate = current {
            if candidate == type { return true }
            current = _getSuperclass(candidate)
        }
        return false
    }

    private func classDepth(_ type: AnyClass) -> Int {
        var depth = 0
        var current: AnyClass? = type
        while let candidate = current { depth += 1; current = _getSuperclass(candidate) }
        return depth
    }

    /// Whether `containers` (outermost first) appear in that order among `ancestors`
    /// (innermost first).
    private func encloses(_ containers: [any UIAppearanceContainer.Type], ancestors: [AnyObject]) -> Bool {
        var remaining = containers[...]
        for ancestor in ancestors {
            guard let innermost = remaining.last else { break }
            if isKind(ancestor, of: innermost) { remaining = remaining.dropLast() }
        }
        return remaining.isEmpty
    }
}
