import Testing
import UIKit

/// Runs the Swift 5 language mode client code of this target: that it compiled is half
/// the test (it did not before UIKit's types were `@preconcurrency` and rooted in
/// `NSObject`); these check that it also does what it does on iOS.
@MainActor @Suite struct Swift5ClientTests {
    private func container() -> UIView {
        UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    }

    @Test func protocolExtensionsPinAndSize() {
        let root = container()
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        let pins = child.pinEdges(to: root, insets: UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40))
        root.layoutIfNeeded()
        #expect(pins.allSatisfy { $0.isActive })
        #expect(child.frame == CGRect(x: 20, y: 10, width: 240, height: 160))

        let guide = UILayoutGuide()
        root.addLayoutGuide(guide)
        guide.pinEdges(to: root)
        let badge = UIView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(badge)
        badge.size(CGSize(width: 12, height: 14))
        root.layoutIfNeeded()
        #expect(guide.layoutFrame == root.bounds)
        #expect(badge.frame.size == CGSize(width: 12, height: 14))
    }

    @Test func freeFunctionsStaticHelpersAndOperators() {
        let root = container()
        let a = UIView(), b = UIView(), c = UIView()
        Layout.stack([a, b], in: root, spacing: 8)
        a.heightAnchor ~~ 30
        b.heightAnchor ~~ 40
        root.addSubview(c)
        centre(c)
        c.widthAnchor ~~ 50
        c.heightAnchor ~~ 20
        c.leadingAnchor ~~ root.leadingAnchor + 125
        root.layoutIfNeeded()
        #expect(b.frame == CGRect(x: 0, y: 38, width: 300, height: 40))
        #expect(c.frame == CGRect(x: 125, y: 90, width: 50, height: 20))

        let proxy = LayoutProxy(UIView())
        root.addSubview(proxy.view)
        proxy.width(77).activate()
        root.layoutIfNeeded()
        #expect(proxy.view.frame.width == 77)
    }

    @Test func itemInitializerTakesExistentialsAndRefusesValues() {
        let root = container()
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        child.size(CGSize(width: 10, height: 10))
        child.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
        let constraint = child.centreX(on: root)
        root.layoutIfNeeded()
        #expect(constraint.isActive)
        #expect(child.frame.midX == 150)
        let byValue = NSLayoutConstraint(item: child, attribute: .width, relatedBy: .equal,
                                         toItem: 42, attribute: .width, multiplier: 1, constant: 0)
        #expect(byValue.validationError != nil)
        #expect(byValue.secondItem == nil)
    }

    @Test func viewsAndConstraintsAreEquatableAndHashable() {
        let a = UIView(), b = UIView()
        #expect(a == a)
        #expect(a != b)
        let set: Set<UIView> = [a, b, a]
        #expect(set.count == 2)
        #expect([b, a].firstIndex(of: a) == 1)
        var counts: [UIView: Int] = [:]
        counts[a, default: 0] += 1
        #expect(counts[a] == 1)

        let constraint = a.widthAnchor.constraint(equalToConstant: 1)
        #expect(Set([constraint, constraint]).count == 1)
        #expect([NSLayoutConstraint](a.constraints + [constraint]).contains(constraint))
    }

    @Test func subclassesOverrideNSObjectsMembers() {
        let x = NamedView(name: "x"), otherX = NamedView(name: "x"), y = NamedView(name: "y")
        #expect(x == otherX)
        #expect(x != y)
        #expect(Set<UIView>([x, otherX, y]).count == 2)
        #expect(x.description == "NamedView(x)")
        #expect("\(y)" == "NamedView(y)")

        let marker = MarkerConstraint()
        #expect(marker.firstItem == nil)
        #expect(marker.firstAttribute == .notAnAttribute)
        #expect(marker.marker == "marker")
        let plain = NSLayoutConstraint()
        #expect(plain.secondItem == nil)
    }

    @Test func associatedObjectsHangStateOnViewsAndConstraints() {
        let view = UIView()
        #expect(view.badgeText == nil)
        view.badgeText = "3"
        #expect(view.badgeText == "3")
        view.badgeText = nil
        #expect(view.badgeText == nil)

        let constraint = view.widthAnchor.constraint(equalToConstant: 4)
        constraint.tags = ["width"]
        #expect(constraint.tags == ["width"])
        #expect(UIView().badgeText == nil)

        var owner: NSObject? = NSObject()
        view.weakOwner = owner
        #expect(view.weakOwner === owner)
        owner = nil
        #expect(view.weakOwner == nil)
    }
}
