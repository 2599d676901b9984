import Foundation
import Testing
import UIKit
import UIKitTestSupport

@MainActor
@Suite struct PresentationTests {
    private func stage(log: EventLog) -> (UIWindow, RecordingController) {
        let a = RecordingController("A", log: log)
        let window = makeWindow(width: 320, height: 480, root: a)
        turn()
        _ = log.take()
        return (window, a)
    }

    private func appearanceOnly(_ lines: [String]) -> [String] {
        lines.filter { $0.contains("Appear") || $0.contains("Disappear") || $0.contains("completion") }
    }

    @Test func fullScreenCoversTheWindowAndThePresenterDisappears() {
        let log = EventLog()
        let (window, a) = stage(log: log)
        defer { withExtendedLifetime(window) {} }
        let b = RecordingController("B", log: log)
        b.modalPresentationStyle = .fullScreen
        a.present(b, animated: false) { log.add("completion") }
        #expect(b.isBeingPresented)
        turn()
        #expect(appearanceOnly(log.take()) == ["B.viewWillAppear", "A.viewWillDisappear",
                                                "A.viewDidDisappear", "B.viewDidAppear", "completion"])
        #expect(b.movingLog == ["willAppear moving=false presented=true"])
        #expect(!b.isBeingPresented)
        #expect(b.view.frame == window.bounds && b.view.window === window)
        #expect(a.presentedViewController === b && b.presentingViewController === a)
        b.dismiss(animated: false) { log.add("completion") }
        #expect(b.isBeingDismissed)
        turn()
        #expect(appearanceOnly(log.take()) == ["B.viewWillDisappear", "A.viewWillAppear",
                                                "B.viewDidDisappear", "A.viewDidAppear", "completion"])
        #expect(b.movingLog.last == "willDisappear moving=false dismissed=true")
        #expect(b.viewIfLoaded?.window == nil && a.presentedViewController == nil && b.presentingViewController == nil)
        #expect(a.view.isHidden == false)
    }

    @Test func aSheetIsACardAndThePresenterStays() {
        let log = EventLog()
        let (window, a) = stage(log: log)
        defer { withExtendedLifetime(window) {} }
        let b = RecordingController("B", log: log)
        #expect(b.modalPresentationStyle == .automatic)
        a.present(b, animated: false) { log.add("completion") }
        turn()
        #expect(appearanceOnly(log.take()) == ["B.viewWillAppear", "B.viewDidAppear", "completion"])
        #expect(b.view.frame == CGRect(x: 0, y: 10, width: 320, height: 470))
        a.dismiss(animated: false)
        turn()
        #expect(appearanceOnly(log.take()) == ["B.viewWillDisappear", "B.viewDidDisappear"])
        #expect(a.presentedViewController == nil)
    }

    @Test func overFullScreenKeepsThePresenterWithoutCallbacks() {
        let log = EventLog()
        let (window, a) = stage(log: log)
        defer { withExtendedLifetime(window) {} }
        let b = RecordingController("B", log: log)
        b.modalPresentationStyle = .overFullScreen
        a.present(b, animated: false)
        turn()
        #expect(appearanceOnly(log.take()) == ["B.viewWillAppear", "B.viewDidAppear"])
        #expect(b.view.frame == window.bounds && !a.view.isHidden)
    }

    @Test func animatedPresentationCompletesAfterTheSlide() {
        let clock = ManualClock()
        defer { clock.restore() }
        let start = clock.now
        let log = EventLog()
        let (window, a) = stage(log: log)
        defer { withExtendedLifetime(window) {} }
        let b = RecordingController("B", log: log)
        b.modalPresentationStyle = .fullScreen
        a.present(b, animated: true) { log.add("completion") }
        clock.advance(to: 0.1, from: start)
        #expect(!log.lines.contains("completion"))
        clock.advance(to: 0.4, from: start)
        clock.advance(to: 0.5, from: start)
        #expect(appearanceOnly(log.take()).suffix(3) == ["A.viewDidDisappear", "B.viewDidAppear", "completion"])
        #expect(b.view.frame == window.bounds)
    }

    @Test func aChildPresentsThroughItsNavigationController() {
        let log = EventLog()
        let a = RecordingController("A", log: log)
        let navigation = UINavigationController(rootViewController: a)
        let window = makeWindow(root: navigation)
        defer { withExtendedLifetime(window) {} }
        turn()
        _ = log.take()
        let b = RecordingController("B", log: log)
        b.modalPresentationStyle = .fullScreen
        a.present(b, animated: false)
        turn()
        #expect(b.presentingViewController === navigation && a.presentedViewController === b)
        #expect(appearanceOnly(log.take()) == ["B.viewWillAppear", "A.viewWillDisappear",
                                                "A.viewDidDisappear", "B.viewDidAppear"])
    }
}
