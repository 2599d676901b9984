import Foundation
import Testing
import UIKit
import UIKitTestSupport

/// A controller that logs its callbacks as "name.callback".
@MainActor
final class RecordingController: UIViewController {
    let log: EventLog
    let name: String
    var movingLog: [String] = []
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    init(_ name: String, log: EventLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    override func viewDidLoad() { log.add("\(name).viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) {
        log.add("\(name).viewWillAppear")
        movingLog.append("willAppear moving=\(isMovingToParent) presented=\(isBeingPresented)")
    }
    override func viewDidAppear(_ animated: Bool) { log.add("\(name).viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) {
        log.add("\(name).viewWillDisappear")
        movingLog.append("willDisappear moving=\(isMovingFromParent) dismissed=\(isBeingDismissed)")
    }
    override func viewDidDisappear(_ animated: Bool) { log.add("\(name).viewDidDisappear") }
    override func viewWillLayoutSubviews() { log.add("\(name).viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { log.add("\(name).viewDidLayoutSubviews") }
}

@MainActor
@Suite struct NavigationControllerTests {
    /// A window showing a navigation controller whose root is A, settled.
    private func stage(log: EventLog, width: CGFloat = 320, height: CGFloat = 480) -> (UIWindow, UINavigationController, RecordingController) {
        let a = RecordingController("A", log: log)
        let navigation = UINavigationController(rootViewController: a)
        let window = makeWindow(width: width, height: height, root: navigation)
        turn()
        return (window, navigation, a)
    }

    @Test func theRootAppearsInUIKitsOrder() {
        let log = EventLog()
        let (window, navigation, a) = stage(log: log)
        defer { withExtendedLifetime(window) {} }
        let lines = log.take().filter { !$0.contains("Layout") || $0 == "A.viewWillLayoutSubviews" }
        #expect(lines == ["A.viewDidLoad", "A.viewWillAppear", "A.viewWillLayoutSubviews", "A.viewDidAppear"])
        #expect(navigation.topViewController === a && navigation.visibleViewController === a)
        #expect(a.navigationController === navigation && a.parent === navigation)
        #expect(navigation.navigationBar.topItem?.title == "A")
    }

    @Test func pushCallsAppearanceInUIKitsOrder() {
        let log = EventLog()
        let (window, navigation, a) = stage(log: log)
        defer { withExtendedLifetime(window) {} }
        _ = log.take()
        let b = RecordingController("B", log: log)
        navigation.pushViewController(b, animated: false)
        #expect(log.lines == ["B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear"])
        #expect(b.isMovingToParent)
        turn()
        #expect(log.take() == ["B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear",
                               "B.viewWillLayoutSubviews", "B.viewDidLayoutSubviews",
                               "A.viewDidDisappear", "B.viewDidAppear"])
        #expect(b.movingLog == ["willAppear moving=true presented=false"])
        #expect(a.movingLog.last == "willDisappear moving=false dismissed=false")
        #expect(!b.isMovingToParent)
        #expect(navigation.viewControllers == [a, b] && navigation.children == [a, b])
        #expect(a.viewIfLoaded?.superview == nil && b.view.superview === navigation.view)
        #expect(navigation.navigationBar.backItem?.title == "A")
    }

    @Test func popCallsAppearanceInUIKitsOrderAndReturnsThePopped() {
        let log = EventLog()
        let (window, navigation, a) = stage(log: log)
        defer { withExtendedLifetime(window) {} }
        let b = RecordingController("B", log: log)
        navigation.pushViewController(b, animated: false)
        turn()
        _ = log.take()
        let popped = navigation.popViewController(animated: false)
        #expect(popped === b)
        #expect(b.isMovingFromParent)
        turn()
        #expect(log.take() == ["B.viewWillDisappear", "A.viewWillAppear",
                               "A.viewWillLayoutSubviews", "A.viewDidLayoutSubviews",
                               "B.viewDidDisappear", "A.viewDidAppear"])
        #expect(b.movingLog.last == "willDisappear moving=true dismissed=false")
        #expect(a.movingLog.last == "willAppear moving=false presented=false")
        #expect(b.parent == nil && navigation.viewControllers == [a])
        #expect(navigation.popViewController(animated: false) == nil)
    }

    @Test func popToRootAndPopToAController() {
        let log = EventLog()
        let (window, navigation, a) = stage(log: log)
        defer { withExtendedLifetime(window) {} }
        let b = RecordingController("B", log: log), c = RecordingController("C", log: log)
        let d = RecordingController("D", log: log)
        navigation.setViewControllers([a, b, c, d], animated: false)
        turn()
        #expect(navigation.topViewController === d)
        #expect(navigation.popToViewController(b, animated: false) == [c, d])
        turn()
        #expect(navigation.viewControllers == [a, b])
        #expect(navigation.popToRootViewController(animated: false) == [b])
        turn()
        #expect(navigation.viewControllers == [a] && a.view.window === window)
    }

    @Test func animatedPushSlidesAndFinishesAfterTheAnimation() {
        let clock = ManualClock()
        defer { clock.restore() }
        let start = clock.now
        let log = EventLog()
        let (window, navigation, _) = stage(log: log)
        defer { withExtendedLifetime(window) {} }
        _ = log.take()
        let b = RecordingController("B", log: log)
        navigation.pushViewController(b, animated: true)
        clock.advance(to: 0.1, from: start)
        #expect(!log.lines.contains("B.viewDidAppear"))
        #expect(b.view.frame.origin.x == 0)
        clock.advance(to: 0.5, from: start)
        clock.advance(to: 0.6, from: start)
        #expect(log.lines.suffix(2) == ["A.viewDidDisappear", "B.viewDidAppear"])
    }

    @Test func delegateHearsWillShowAndDidShow() {
        final class Delegate: UINavigationControllerDelegate {
            var events: [String] = []
            func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
                events.append("willShow \(viewController.title ?? "")")
            }
            func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
                events.append("didShow \(viewController.title ?? "")")
            }
        }
        let log = EventLog()
        let (window, navigation, _) = stage(log: log)
        defer { withExtendedLifetime(window) {} }
        let delegate = Delegate()
        navigation.delegate = delegate
        navigation.pushViewController(RecordingController("B", log: log), animated: false)
        #expect(delegate.events == ["willShow B"])
        turn()
        #expect(delegate.events == ["willShow B", "didShow B"])
    }

    @Test func aTranslucentBarLiesOverTheChildAndRaisesItsSafeArea() {
        let log = EventLog()
        let (window, navigation, a) = stage(log: log)
        defer { withExtendedLifetime(window) {} }
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        a.view.addSubview(box)
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: a.view.safeAreaLayoutGuide.topAnchor),
            box.leadingAnchor.constraint(equalTo: a.view.layoutMarginsGuide.leadingAnchor),
            box.widthAnchor.constraint(equalToConstant: 10), box.heightAnchor.constraint(equalToConstant: 10),
        ])
        turn()
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(a.view.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(a.view.safeAreaInsets.top == 44)
        #expect(abs(a.view.layoutMargins.top - (44 + 8)) < 0.001) // the root view's 8, inset from the safe area
        #expect(box.frame.origin == CGPoint(x: 16, y: 44))
    }

    @Test func anOpaqueBarPlacesTheChildBelowIt() {
        let log = EventLog()
        let (window, navigation, a) = stage(log: log)
        defer { withExtendedLifetime(window) {} }
        navigation.navigationBar.isTranslucent = false
        turn()
        #expect(a.view.frame == CGRect(x: 0, y: 44, width: 320, height: 436))
        #expect(a.view.safeAreaInsets.top == 0)
        a.extendedLayoutIncludesOpaqueBars = true
        turn()
        #expect(a.view.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(a.view.safeAreaInsets.top == 44)
        a.extendedLayoutIncludesOpaqueBars = false
        navigation.navigationBar.isTranslucent = true
        a.edgesForExtendedLayout = []
        turn()
        #expect(a.view.frame == CGRect(x: 0, y: 44, width: 320, height: 436))
    }

    @Test func largeTitlesMakeTheBar96Tall() {
        let log = EventLog()
        let (window, navigation, a) = stage(log: log)
        defer { withExtendedLifetime(window) {} }
        navigation.navigationBar.prefersLargeTitles = true
        turn()
        #expect(navigation.navigationBar.frame.height == 96)
        #expect(a.view.safeAreaInsets.top == 96)
        a.navigationItem.largeTitleDisplayMode = .never
        navigation.navigationBar.setItems(navigation.viewControllers.map(\.navigationItem), animated: false)
        turn()
        #expect(navigation.navigationBar.frame.height == 44)
        #expect(a.view.safeAreaInsets.top == 44)
    }

    @Test func hidingTheBarGivesTheChildItsSafeAreaBack() {
        let log = EventLog()
        let (window, navigation, a) = stage(log: log)
        defer { withExtendedLifetime(window) {} }
        navigation.setNavigationBarHidden(true, animated: false)
        turn()
        #expect(navigation.isNavigationBarHidden)
        #expect(a.view.safeAreaInsets.top == 0 && a.view.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        navigation.isNavigationBarHidden = false
        turn()
        #expect(a.view.safeAreaInsets.top == 44)
    }

    @Test func barButtonItemsAreButtonsThatRunTheirActions() {
        @MainActor final class Target {
            var taps = 0
            func add() { taps += 1 }
        }
        let log = EventLog()
        let (window, navigation, a) = stage(log: log)
        defer { withExtendedLifetime(window) {} }
        let target = Target()
        a.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Add", style: .plain, target: target, action: Target.add)
        navigation.navigationBar.setItems(navigation.viewControllers.map(\.navigationItem), animated: false)
        turn()
        let bar = navigation.navigationBar
        let button = bar.subviews.compactMap { $0 as? UIButton }.first { $0.title(for: .normal) == "Add" }
        #expect(button != nil)
        #expect((button?.frame.maxX ?? 0) <= 320 && (button?.frame.minX ?? 0) > 160)
        button?.sendActions(for: .primaryActionTriggered)
        #expect(target.taps == 1)
    }

    @Test func aClickInTheWindowRunsABarButtonItemsAction() {
        let log = EventLog()
        let (window, navigation, a) = stage(log: log)
        defer { withExtendedLifetime(window) {} }
        var clicks = 0
        a.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Edit", primaryAction: UIAction { _ in clicks += 1 })
        navigation.navigationBar.setItems(navigation.viewControllers.map(\.navigationItem), animated: false)
        turn()
        let button = navigation.navigationBar.subviews.compactMap { $0 as? UIButton }.first { $0.title(for: .normal) == "Edit" }
        #expect(button.map { $0.frame.minX < 160 } == true)
        if let button { EventDriver(window: window).click(button) }
        #expect(clicks == 1)
    }

    @Test func theBackButtonShowsThePreviousTitleAndPops() {
        let log = EventLog()
        let (window, navigation, a) = stage(log: log)
        defer { withExtendedLifetime(window) {} }
        UIView.setAnimationsEnabled(false)
        defer { UIView.setAnimationsEnabled(true) }
        let b = RecordingController("B", log: log)
        navigation.pushViewController(b, animated: false)
        turn()
        let back = navigation.navigationBar.subviews.compactMap { $0 as? UIButton }.first
        #expect(back?.title(for: .normal) == "‹ A")
        a.navigationItem.backButtonTitle = "List"
        navigation.navigationBar.setItems(navigation.viewControllers.map(\.navigationItem), animated: false)
        let renamed = navigation.navigationBar.subviews.compactMap { $0 as? UIButton }.first
        #expect(renamed?.title(for: .normal) == "‹ List")
        renamed?.sendActions(for: .primaryActionTriggered)
        turn()
        #expect(navigation.viewControllers == [a])
    }
}
