import Foundation

/// A trait that code can ask to hear changes of (iOS 17's trait types):
/// `registerForTraitChanges([UITraitHorizontalSizeClass.self]) { … }`.
public protocol UITraitDefinition {
    /// Whether the trait differs between two collections.
    static func differs(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool
}

/// A trait type, as `registerForTraitChanges` takes them.
public typealias UITrait = any UITraitDefinition.Type

/// The horizontal size class.
public enum UITraitHorizontalSizeClass: UITraitDefinition {
    public static func differs(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool { a.horizontalSizeClass != b.horizontalSizeClass }
}
/// The vertical size class.
public enum UITraitVerticalSizeClass: UITraitDefinition {
    public static func differs(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool { a.verticalSizeClass != b.verticalSizeClass }
}
/// The display scale.
public enum UITraitDisplayScale: UITraitDefinition {
    public static func differs(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool { a.displayScale != b.displayScale }
}
/// The layout direction.
public enum UITraitLayoutDirection: UITraitDefinition {
    public static func differs(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool { a.layoutDirection != b.layoutDirection }
}
/// Light or dark appearance.
public enum UITraitUserInterfaceStyle: UITraitDefinition {
    public static func differs(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool { a.userInterfaceStyle != b.userInterfaceStyle }
}
/// The preferred text size.
public enum UITraitPreferredContentSizeCategory: UITraitDefinition {
    public static func differs(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool {
        a.preferredContentSizeCategory != b.preferredContentSizeCategory
    }
}

/// What `registerForTraitChanges` returns: pass it to `unregisterForTraitChanges(_:)`.
public protocol UITraitChangeRegistration: AnyObject {}

/// The handlers registered on one view or controller.
@preconcurrency @MainActor
struct TraitChangeRegistry {
    final class Entry: UITraitChangeRegistration {
        let traits: [UITrait]
        let handler: (AnyObject, UITraitCollection) -> Void
        init(traits: [UITrait], handler: @escaping (AnyObject, UITraitCollection) -> Void) {
            self.traits = traits
            self.handler = handler
        }
    }

    private(set) var entries: [Entry] = []

    mutating func add(_ entry: Entry) { entries.append(entry) }
    mutating func remove(_ registration: any UITraitChangeRegistration) { entries.removeAll { $0 === registration } }

    /// Runs the handlers of the traits that changed, in registration order.
    func notify(_ owner: AnyObject, current: UITraitCollection, previous: UITraitCollection) {
        for entry in entries where entry.traits.contains(where: { $0.differs(current, previous) }) {
            entry.handler(owner, previous)
        }
    }
}

/// Objects whose trait changes can be observed (views and view controllers).
@preconcurrency @MainActor
public protocol UITraitChangeObservable: AnyObject {}

extension UITraitChangeObservable {
    /// Calls `handler` with the object and its previous traits whenever one of `traits`
    /// changes (after its size-class constraints follow, before
    /// `traitCollectionDidChange(_:)`), as iOS 17's:
    ///
    /// ```swift
    /// registerForTraitChanges([UITraitHorizontalSizeClass.self]) { (self: Self, previous: UITraitCollection) in
    ///     self.updateLayout()
    /// }
    /// ```
    ///
    /// The handler's first parameter is the object itself, typed as the closure declares
    /// it (`Self`, or a superclass).
    @discardableResult
    public func registerForTraitChanges<Environment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping (Environment, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration {
        let entry = TraitChangeRegistry.Entry(traits: traits) { object, previous in
            if let typed = object as? Environment { handler(typed, previous) }
        }
        if let view = self as? UIView { view.traitChangeRegistrations.add(entry) }
        if let controller = self as? UIViewController { controller.traitChangeRegistrations.add(entry) }
        return entry
    }

    /// Stops a registration's handler.
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        if let view = self as? UIView { view.traitChangeRegistrations.remove(registration) }
        if let controller = self as? UIViewController { controller.traitChangeRegistrations.remove(registration) }
    }
}
