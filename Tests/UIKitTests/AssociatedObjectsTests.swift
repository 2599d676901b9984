import Foundation
import Testing
import UIKit

nonisolated(unsafe) private var retainedKey: UInt8 = 0
nonisolated(unsafe) private var copiedKey: UInt8 = 0
nonisolated(unsafe) private var assignedKey: UInt8 = 0

/// Counts its instances, to see when an associated value is released.
private final class Tracked: NSObject, NSCopying {
    nonisolated(unsafe) static var alive = 0
    let label: String
    init(_ label: String) { self.label = label; Tracked.alive += 1 }
    deinit { Tracked.alive -= 1 }
    func copy(with zone: NSZone? = nil) -> Any { Tracked(label + " copy") }
}

/// `objc_setAssociatedObject` and friends: Apple's names, policies and lifetimes.
@MainActor @Suite(.serialized) struct AssociatedObjectsTests {
    @Test func policiesRetainCopyAndAssign() {
        let view = UIView()
        let value = Tracked("v")
        objc_setAssociatedObject(view, &retainedKey, value, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        objc_setAssociatedObject(view, &copiedKey, value, .OBJC_ASSOCIATION_COPY)
        objc_setAssociatedObject(view, &assignedKey, value, .OBJC_ASSOCIATION_ASSIGN)
        #expect(objc_getAssociatedObject(view, &retainedKey) as? Tracked === value)
        let copied = objc_getAssociatedObject(view, &copiedKey) as? Tracked
        #expect(copied !== value)
        #expect(copied?.label == "v copy")
        #expect(objc_getAssociatedObject(view, &assignedKey) as? Tracked === value)
        #expect(objc_getAssociatedObject(UIView(), &retainedKey) == nil)
        #expect(objc_AssociationPolicy.OBJC_ASSOCIATION_RETAIN.rawValue == 769)
    }

    @Test func assignDoesNotKeepItsValue() {
        let view = UIView()
        var value: Tracked? = Tracked("assigned")
        objc_setAssociatedObject(view, &assignedKey, value, .OBJC_ASSOCIATION_ASSIGN)
        value = nil
        #expect(objc_getAssociatedObject(view, &assignedKey) == nil)
    }

    @Test func valuesGoWithTheirObject() {
        let before = Tracked.alive
        do {
            let view = UIView()
            let constraint = view.widthAnchor.constraint(equalToConstant: 1)
            let guide = UILayoutGuide()
            let layer = CALayer()
            for object in [view, constraint, guide, layer] as [AnyObject] {
                objc_setAssociatedObject(object, &retainedKey, Tracked("held"), .OBJC_ASSOCIATION_RETAIN)
            }
            #expect(Tracked.alive == before + 4)
        }
        #expect(Tracked.alive == before)
    }

    @Test func settingNilAndRemovingAllRelease() {
        let before = Tracked.alive
        let view = UIView()
        objc_setAssociatedObject(view, &retainedKey, Tracked("a"), .OBJC_ASSOCIATION_RETAIN)
        objc_setAssociatedObject(view, &copiedKey, Tracked("b"), .OBJC_ASSOCIATION_RETAIN)
        objc_setAssociatedObject(view, &retainedKey, nil, .OBJC_ASSOCIATION_RETAIN)
        #expect(Tracked.alive == before + 1)
        objc_removeAssociatedObjects(view)
        #expect(Tracked.alive == before)
        #expect(objc_getAssociatedObject(view, &copiedKey) == nil)
    }

    @Test func anObjectAtAFreedAddressSeesNothing() {
        // A plain Swift object: its entry is found by identity and checked by a weak reference.
        final class Plain {}
        var plain: Plain? = Plain()
        objc_setAssociatedObject(plain!, &retainedKey, "old", .OBJC_ASSOCIATION_RETAIN)
        plain = nil
        for _ in 0..<100 {
            let fresh = Plain()
            #expect(objc_getAssociatedObject(fresh, &retainedKey) == nil)
        }
    }
}
