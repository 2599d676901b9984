import Foundation
import Testing
import UIKit
import UIKitTestSupport

@MainActor
@Suite struct TabBarControllerTests {
    private func stage(log: EventLog) -> (UIWindow, UITabBarController, RecordingController, RecordingController) {
        let a = RecordingController("A", log: log), b = RecordingController("B", log: log)
        let tabs = UITabBarController()
        tabs.viewControllers = [a, b]
        let window = makeWindow(width: 320, height: 480, root: tabs)
        turn()
        return (window, tabs, a, b)
    }

    private func appearanceOnly(_ lines: [String]) -> [String] {
        lines.filter { $0.contains("Appear") || $0.contains("Disappear") }
    }

    @Test func theFirstTabAppearsWithTheBarUnderIt() {
        let log = EventLog()
        let (window, tabs, a, b) = stage(log: log)
        defer { withExtendedLifetime(window) {} }
        #expect(appearanceOnly(log.take()) == ["A.viewWillAppear", "A.viewDidAppear"])
        #expect(tabs.selectedIndex == 0 && tabs.selectedViewController === a)
        #expect(a.tabBarController === tabs && b.parent === tabs)
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 431, width: 320, height: 49))
        #expect(tabs.tabBar.items?.map(\.title) == ["A", "B"])
        #expect(a.view.frame == window.bounds && a.view.safeAreaInsets.bottom == 49)
    }

    @Test func switchingTabsCallsAppearanceCallbacks() {
        let log = EventLog()
        let (window, tabs, a, b) = stage(log: log)
        defer { withExtendedLifetime(window) {} }
        _ = log.take()
        tabs.selectedIndex = 1
        turn()
        #expect(appearanceOnly(log.take()) == ["A.viewWillDisappear", "B.viewWillAppear",
                                                "A.viewDidDisappear", "B.viewDidAppear"])
        #expect(tabs.selectedViewController === b && a.viewIfLoaded?.window == nil && b.view.window === window)
    }

    /// A tab that is a navigation controller: its root loads its view before it hears
    /// that it will appear.
    @Test func aNavigationTabsRootLoadsBeforeItAppears() {
        let log = EventLog()
        let a = RecordingController("A", log: log), b = RecordingController("B", log: log)
        let tabs = UITabBarController()
        tabs.viewControllers = [a, UINavigationController(rootViewController: b)]
        let window = makeWindow(width: 320, height: 480, root: tabs)
        defer { withExtendedLifetime(window) {} }
        turn()
        _ = log.take()
        tabs.selectedIndex = 1
        turn()
        let lines = log.take().filter { !$0.contains("Layout") }
        #expect(lines == ["A.viewWillDisappear", "B.viewDidLoad", "B.viewWillAppear", "A.viewDidDisappear", "B.viewDidAppear"])
    }

    @Test func clickingATabSelectsItThroughTheDelegate() {
        final class Delegate: UITabBarControllerDelegate {
            var allow = false
            var selected: [String] = []
            func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool { allow }
            func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
                selected.append(viewController.title ?? "")
            }
        }
        let log = EventLog()
        let (window, tabs, _, b) = stage(log: log)
        defer { withExtendedLifetime(window) {} }
        let delegate = Delegate()
        tabs.delegate = delegate
        let second = tabs.tabBar.subviews.compactMap { $0 as? UIButton }[1]
        #expect(second.frame == CGRect(x: 160, y: 0, width: 160, height: 49))
        second.sendActions(for: .primaryActionTriggered)
        #expect(tabs.selectedIndex == 0)
        delegate.allow = true
        second.sendActions(for: .primaryActionTriggered)
        #expect(tabs.selectedViewController === b && delegate.selected == ["B"])
        #expect(tabs.tabBar.selectedItem === b.tabBarItem)
    }

    @Test func anOpaqueTabBarStopsTheViewAboveIt() {
        let log = EventLog()
        let (window, tabs, a, _) = stage(log: log)
        defer { withExtendedLifetime(window) {} }
        tabs.tabBar.isTranslucent = false
        turn()
        #expect(a.view.frame == CGRect(x: 0, y: 0, width: 320, height: 431) && a.view.safeAreaInsets.bottom == 0)
    }
}
