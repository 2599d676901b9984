/// What a responder (a view, a view controller) or a layout guide hands to the objects
/// that refer to it without keeping it alive. It points at its object until the
/// object's `deinit` clears it.
///
/// A Swift `weak` reference would do the same, but it gives its object a side table,
/// and from then on every retain and release of the object takes the slow path through
/// that table. Constraints, anchors and the engine refer to every view that takes part
/// in layout, and a layout pass retains views thousands of times: with `weak` a window
/// resize spent half its time there.
///
/// Two differences from `weak`, both harmless under UIKit's own rule that views are
/// released on the main thread: the handle is cleared by the base class's deinit, so
/// while a subclass's deinit runs it still reads the object; and an object released off
/// the main thread is cleared by its deinit on that thread (see `mainActorUnchecked`).
@preconcurrency @MainActor
package final class ReferenceHandle {
    /// Unchecked like the views' other hot state: every solved variable of a layout pass
    /// reads it, and a checked read of a class property costs a dynamic exclusivity
    /// check (main actor only).
    @exclusivity(unchecked) package unowned(unsafe) var object: AnyObject?

    init(_ object: AnyObject) { self.object = object }
}

/// Where a ``ReferenceHandleProviding`` object keeps its handle: made on first use,
/// cleared by the object's `deinit` (``clear()``).
@preconcurrency @MainActor
struct ReferenceHandleSlot {
    private var handle: ReferenceHandle?

    /// The handle of `object`, the owner of this slot.
    mutating func handle(for object: AnyObject) -> ReferenceHandle {
        if let handle { return handle }
        let made = ReferenceHandle(object)
        handle = made
        return made
    }

    /// Makes every reference through the handle read `nil`.
    func clear() { handle?.object = nil }
}

/// An object that hands out a ``ReferenceHandle`` and clears it in its `deinit`.
@preconcurrency @MainActor
package protocol ReferenceHandleProviding: AnyObject {
    /// The object's handle (made on first use; the same one every time).
    var referenceHandle: ReferenceHandle { get }
}

/// A reference that does not keep its object alive and reads `nil` once the object is
/// gone, like `weak`, but through the object's ``ReferenceHandle`` when it has one
/// (views, view controllers, layout guides). Any other object is held weakly, in a box
/// of its own: a `weak` field in the struct made every copy and every read of an empty
/// reference go through the runtime's weak-reference calls (a view's
/// `owningViewController`, read for every view a layout pass lays out, cost about 180
/// instructions while it was nil).
@preconcurrency @MainActor
package struct UnretainedReference<Object: AnyObject> {
    private let handle: ReferenceHandle?
    private let box: WeakObjectBox?

    package init(_ object: Object?) {
        // The two classes that provide handles first: a class cast is a pointer compare
        // up the class chain, the protocol cast a conformance lookup (about 300
        // instructions, and constraints make these by the thousand).
        if let responder = object as? UIResponder {
            handle = responder.referenceHandle
            box = nil
        } else if let guide = object as? UILayoutGuide {
            handle = guide.referenceHandle
            box = nil
        } else if let provider = object as? any ReferenceHandleProviding {
            handle = provider.referenceHandle
            box = nil
        } else if let object {
            handle = nil
            box = WeakObjectBox(object)
        } else {
            handle = nil
            box = nil
        }
    }

    /// The object, or `nil` once it is gone.
    @inline(__always)
    package var object: Object? {
        if let handle {
            guard let object = handle.object else { return nil }
            return unsafeDowncast(object, to: Object.self)
        }
        guard let box, let object = box.object else { return nil }
        return unsafeDowncast(object, to: Object.self)
    }
}

/// The weak reference of an ``UnretainedReference`` to an object without a handle.
private final class WeakObjectBox {
    weak var object: AnyObject?

    init(_ object: AnyObject) { self.object = object }
}

/// A stored property that refers to its object without keeping it alive and reads `nil`
/// once the object is gone (``UnretainedReference``): one line per field,
/// `@Unretained var window: UIWindow?`.
@preconcurrency @MainActor
@propertyWrapper
package struct Unretained<Object: AnyObject> {
    private var reference: UnretainedReference<Object>

    package init(wrappedValue: Object?) { reference = UnretainedReference(wrappedValue) }

    package var wrappedValue: Object? {
        get { reference.object }
        set { reference = UnretainedReference(newValue) }
    }
}
