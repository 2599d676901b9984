import Foundation
import Testing
import UIKit
import UIKitTestSupport

@MainActor
@Suite struct LayoutMarginsTests {
    final class CountingView: UIView {
        var marginChanges = 0
        override func layoutMarginsDidChange() { marginChanges += 1 }
    }

    /// A frame-based container in the window's root view with a child pinned to its margins.
    private func marginScene() -> (UIWindow, CountingView, UIView) {
        let window = makeWindow()
        let root: UIView = window.rootViewController!.view
        let container = CountingView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        root.addSubview(container)
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(child)
        NSLayoutConstraint.activate([
            NSLayoutConstraint(item: child, attribute: .leading, relatedBy: .equal, toItem: container, attribute: .leadingMargin, multiplier: 1, constant: 0),
            child.trailingAnchor.constraint(equalTo: container.layoutMarginsGuide.trailingAnchor),
            NSLayoutConstraint(item: child, attribute: .top, relatedBy: .equal, toItem: container, attribute: .topMargin, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: child, attribute: .bottom, relatedBy: .equal, toItem: container, attribute: .bottomMargin, multiplier: 1, constant: 0),
        ])
        turn()
        return (window, container, child)
    }

    @Test func marginsDefaultToEightAndChangesReachTheEngine() {
        let (window, container, child) = marginScene()
        defer { withExtendedLifetime(window) {} }
        #expect(container.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        #expect(child.frame == CGRect(x: 8, y: 8, width: 184, height: 84))
        #expect(container.layoutMarginsGuide.layoutFrame == CGRect(x: 8, y: 8, width: 184, height: 84))
        container.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        #expect(container.marginChanges == 1)
        turn()
        #expect(child.frame == CGRect(x: 20, y: 10, width: 140, height: 60))
        container.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(container.layoutMargins == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        turn()
        #expect(child.frame == CGRect(x: 2, y: 1, width: 194, height: 96))
    }

    @Test func marginsGuideConstraintsPrintAsUIKitsDo() {
        let (window, container, _) = marginScene()
        defer { withExtendedLifetime(window) {} }
        let guide = container.layoutMarginsGuide
        #expect(container.layoutGuides.contains { $0 === guide })
        #expect(guide.identifier == "UIViewLayoutMarginsGuide")
        #expect(guide.owningView === container)
        let leading = container.constraints.first { $0.identifier == "UIView-leftMargin-guide-constraint" }
        let guideName = "UILayoutGuide:\(objectAddress(guide))'UIViewLayoutMarginsGuide'"
        #expect(leading?.description == "<NSLayoutConstraint:\(objectAddress(leading!)) 'UIView-leftMargin-guide-constraint' H:|-(8)-[\(guideName)](LTR)   (active, names: '|':\(container.layoutDescriptionName) )>")
        let bottom = container.constraints.first { $0.identifier == "UIView-bottomMargin-guide-constraint" }
        #expect(bottom?.description == "<NSLayoutConstraint:\(objectAddress(bottom!)) 'UIView-bottomMargin-guide-constraint' V:[\(guideName)]-(8)-|   (active, names: '|':\(container.layoutDescriptionName) )>")
    }

    @Test func preservesSuperviewLayoutMarginsTakesTheSmallestAmountNeeded() {
        let window = makeWindow()
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        parent.layoutMargins = UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
        window.rootViewController!.view.addSubview(parent)
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        parent.addSubview(child)
        #expect(child.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        child.preservesSuperviewLayoutMargins = true
        #expect(child.layoutMargins == UIEdgeInsets(top: 10, left: 10, bottom: 8, right: 8))
        child.frame = CGRect(x: 195, y: 5, width: 100, height: 100)
        #expect(child.layoutMargins == UIEdgeInsets(top: 15, left: 8, bottom: 8, right: 15))
        parent.layoutMargins = UIEdgeInsets(top: 30, left: 30, bottom: 30, right: 30)
        #expect(child.layoutMargins == UIEdgeInsets(top: 25, left: 8, bottom: 8, right: 25))
    }

    @Test func safeAreaInsetsAreAddedToTheMarginsAndClippedPerEdge() {
        let window = makeWindow(width: 320, height: 480)
        let full = UIView(frame: window.bounds)
        window.rootViewController!.view.addSubview(full)
        let inner = UIView(frame: CGRect(x: 5, y: 100, width: 100, height: 100))
        full.addSubview(inner)
        #expect(full.safeAreaInsets == .zero)
        window.hostSafeAreaInsets = UIEdgeInsets(top: 44, left: 10, bottom: 34, right: 12)
        #expect(full.safeAreaInsets == UIEdgeInsets(top: 44, left: 10, bottom: 34, right: 12))
        #expect(full.layoutMargins == UIEdgeInsets(top: 52, left: 18, bottom: 42, right: 20))
        #expect(inner.safeAreaInsets == UIEdgeInsets(top: 0, left: 5, bottom: 0, right: 0))
        full.insetsLayoutMarginsFromSafeArea = false
        #expect(full.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        let guide = full.safeAreaLayoutGuide
        turn()
        #expect(guide.layoutFrame == CGRect(x: 10, y: 44, width: 298, height: 402))
        window.hostSafeAreaInsets = .zero
        turn()
        #expect(guide.layoutFrame == CGRect(x: 0, y: 0, width: 320, height: 480))
    }

    @Test func readableContentGuideIsABandOnWideViews() {
        let window = makeWindow(width: 1200, height: 400)
        let view = UIView(frame: window.bounds)
        window.rootViewController!.view.addSubview(view)
        let readable = view.readableContentGuide
        turn()
        #expect(readable.layoutFrame == CGRect(x: 140, y: 8, width: 920, height: 384))
        view.frame = CGRect(x: 0, y: 0, width: 320, height: 400)
        turn()
        #expect(readable.layoutFrame == view.layoutMarginsGuide.layoutFrame)
        #expect(readable.layoutFrame == CGRect(x: 8, y: 8, width: 304, height: 384))
    }

    @Test func rootViewOfAViewControllerHasTheSystemMinimumMargins() {
        let window = makeWindow()
        let root: UIView = window.rootViewController!.view
        #expect(root.layoutMargins == UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16))
        window.rootViewController!.viewRespectsSystemMinimumLayoutMargins = false
        #expect(root.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    }
}

@MainActor
func objectAddress(_ object: AnyObject) -> String {
    "0x" + String(UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque()), radix: 16)
}
