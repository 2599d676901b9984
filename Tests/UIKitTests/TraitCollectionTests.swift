import Foundation
import Testing
import UIKit
import UIKitTestSupport

/// Trait collections: size classes from the window's size, the calls a resize makes, and
/// combining collections.
@MainActor
@Suite("Trait collections")
struct TraitCollectionTests {
    final class TraitView: UIView {
        var changes: [UIUserInterfaceSizeClass?] = []
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            changes.append(previousTraitCollection?.horizontalSizeClass)
        }
    }

    final class TraitController: UIViewController {
        var calls: [String] = []
        override func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
            calls.append("willTransition \(newCollection.horizontalSizeClass == .regular ? "regular" : "compact")")
            super.willTransition(to: newCollection, with: coordinator)
        }
        override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
            calls.append("viewWillTransition \(Int(size.width))x\(Int(size.height))")
            coordinator.animate(alongsideTransition: { _ in self.calls.append("alongside") },
                                completion: { _ in self.calls.append("completion") })
            super.viewWillTransition(to: size, with: coordinator)
        }
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            calls.append("traitCollectionDidChange from \(previousTraitCollection?.horizontalSizeClass == .compact ? "compact" : "?")")
        }
    }

    @Test func sizeClassesFollowTheWindowsSize() {
        let window = makeWindow(width: 320, height: 480)
        let view = UIView()
        window.rootViewController!.view.addSubview(view)
        #expect(view.traitCollection.horizontalSizeClass == .compact)
        #expect(view.traitCollection.verticalSizeClass == .regular)
        #expect(view.traitCollection.displayScale == UIScreen.main.scale)
        #expect(window.rootViewController!.traitCollection == view.traitCollection)
        window.frame = CGRect(x: 0, y: 0, width: 1024, height: 400)
        #expect(view.traitCollection.horizontalSizeClass == .regular)
        #expect(view.traitCollection.verticalSizeClass == .compact)
        #expect(UIView().traitCollection.horizontalSizeClass == .unspecified)
    }

    @Test func aResizeAcrossTheBoundaryTellsControllersAndViews() {
        let controller = TraitController()
        let window = makeWindow(width: 320, height: 480, root: controller)
        let view = TraitView()
        controller.view.addSubview(view)
        turn()
        #expect(view.changes.isEmpty)  // not on first insertion (iOS 13+)
        window.sendEvent(.resize(size: CGSize(width: 400, height: 480)))
        #expect(controller.calls == ["viewWillTransition 400x480", "alongside"])
        #expect(view.changes.isEmpty)
        controller.calls.removeAll()
        window.sendEvent(.resize(size: CGSize(width: 800, height: 480)))
        #expect(controller.calls == ["willTransition regular", "viewWillTransition 800x480", "alongside",
                                     "traitCollectionDidChange from compact"])
        #expect(view.changes == [.compact])
        turn()
        #expect(controller.calls.last == "completion")
    }

    @Test func collectionsCombineAndCompare() {
        let combined = UITraitCollection(traitsFrom: [UITraitCollection(horizontalSizeClass: .compact),
                                                      UITraitCollection(verticalSizeClass: .regular),
                                                      UITraitCollection(horizontalSizeClass: .regular)])
        #expect(combined.horizontalSizeClass == .regular && combined.verticalSizeClass == .regular)
        #expect(combined.containsTraits(in: UITraitCollection(verticalSizeClass: .regular)))
        #expect(!combined.containsTraits(in: UITraitCollection(horizontalSizeClass: .compact)))
        #expect(UITraitCollection(userInterfaceStyle: .dark).userInterfaceStyle == .dark)
        #expect(combined.hasDifferentSizeClass(comparedTo: UITraitCollection(horizontalSizeClass: .compact)))
    }
}

/// `setOverrideTraitCollection(_:forChild:)`: a child controller, and its views, see the
/// parent's traits combined with the override.
@MainActor
@Suite("Trait overrides")
struct TraitOverrideTests {
    final class Child: UIViewController {
        var previous: [UIUserInterfaceSizeClass] = []
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            previous.append(previousTraitCollection?.horizontalSizeClass ?? .unspecified)
        }
    }

    @Test func aChildSeesItsOverride() {
        let parent = UIViewController()
        let window = makeWindow(width: 320, height: 480, root: parent)
        defer { withExtendedLifetime(window) {} }
        let child = Child()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        let inner = UIView()
        child.view.addSubview(inner)
        #expect(inner.traitCollection.horizontalSizeClass == .compact)
        parent.setOverrideTraitCollection(UITraitCollection(horizontalSizeClass: .regular), forChild: child)
        #expect(child.traitCollection.horizontalSizeClass == .regular)
        #expect(inner.traitCollection.horizontalSizeClass == .regular)
        #expect(inner.traitCollection.verticalSizeClass == .regular)  // the rest from the window
        #expect(parent.traitCollection.horizontalSizeClass == .compact)
        #expect(child.previous == [.compact])
        #expect(parent.overrideTraitCollection(forChild: child)?.horizontalSizeClass == .regular)
        parent.setOverrideTraitCollection(nil, forChild: child)
        #expect(inner.traitCollection.horizontalSizeClass == .compact)
        #expect(child.previous == [.compact, .regular])
    }
}
