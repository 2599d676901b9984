import Foundation

/// How an object made from, or owning, an Interface Builder document receives its outlets
/// and actions by name, since Swift on Linux has no Objective-C runtime to set
/// `@IBOutlet` properties or send `@IBAction` selectors.
///
/// Declare outlets with the ``Outlet`` property wrapper, the closest Swift allows to
/// UIKit's `@IBOutlet weak var leftView: TFView!`:
///
/// ```swift
/// final class LifeController: UIViewController {
///     @Outlet var leftView: TFView!
/// }
/// ```
///
/// The default ``setValue(_:forOutlet:)`` finds the wrapper named after the outlet by
/// reflection. Objects with other needs override it; actions arrive through
/// ``performAction(_:sender:)`` with the selector as the document names it (`tap:`).
@preconcurrency @MainActor
public protocol UINibConnecting: AnyObject {
    /// Connects the outlet `name` to `value`; whether there was such an outlet.
    func setValue(_ value: Any?, forOutlet name: String) -> Bool
    /// Performs the action the document names `selector` (`"sliderChanged:"`); whether
    /// the object has it.
    func performAction(_ selector: String, sender: Any?) -> Bool
    /// Sets a user-defined runtime attribute the loader does not know (`keyPath` as the
    /// document writes it; `value` a `Double`, `String`, `Bool`, `UIColor`, `CGSize`,
    /// `CGPoint`, `CGRect` or nil); whether the object has it.
    func setValue(_ value: Any?, forKeyPath keyPath: String) -> Bool
}

extension UINibConnecting {
    public func setValue(_ value: Any?, forOutlet name: String) -> Bool {
        connectOutletByReflection(of: self, name: name, to: value)
    }

    public func performAction(_ selector: String, sender: Any?) -> Bool { false }

    public func setValue(_ value: Any?, forKeyPath keyPath: String) -> Bool { false }
}

/// Sets the ``Outlet`` wrapper behind the property `name` of `object` (searching its
/// class and superclasses); whether one was found.
@preconcurrency @MainActor
func connectOutletByReflection(of object: AnyObject, name: String, to value: Any?) -> Bool {
    var mirror: Mirror? = Mirror(reflecting: object)
    while let current = mirror {
        for child in current.children where child.label == "_" + name {
            if let slot = child.value as? OutletSlot {
                return slot.connect(value as AnyObject?)
            }
        }
        mirror = current.superclassMirror
    }
    return false
}

/// What the loader sets through reflection.
@preconcurrency @MainActor
protocol OutletSlot: AnyObject {
    /// Holds `object` if it is of the outlet's type; whether it was.
    func connect(_ object: AnyObject?) -> Bool
}

/// An outlet: a weak reference an Interface Builder document connects by the property's
/// name (see ``UINibConnecting``). Reads as the value, like an implicitly unwrapped
/// `@IBOutlet weak var`.
@preconcurrency @MainActor
@propertyWrapper
public final class Outlet<Value>: OutletSlot {
    private weak var object: AnyObject?

    /// An outlet not connected yet.
    public init() {}

    /// An outlet holding `wrappedValue` (usually `nil`).
    public init(wrappedValue: Value) {
        object = wrappedValue as AnyObject?
    }

    /// The connected object (trapping, as an implicitly unwrapped outlet does, if the
    /// property's type is not optional and nothing is connected).
    public var wrappedValue: Value {
        get { object as! Value }
        set { object = newValue as AnyObject? }
    }

    func connect(_ candidate: AnyObject?) -> Bool {
        guard candidate == nil || candidate is Value else { return false }
        object = candidate
        return true
    }
}
