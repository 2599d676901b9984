import Foundation
import Testing
import UIKit

/// The iOS-style app in `SelectorApp/`, as `uikit-port` rewrote it (the committed copy is
/// checked against the tool's output in UIKitPortTests), run headless: every action the
/// selector form wired up runs once, with the sender the selector form passed.
@MainActor
@Suite("Ported selector app", .serialized)
struct PortedAppTests {
    /// A controller whose view has loaded, which wires every action (make the clock first:
    /// the display link takes its first frame time from it).
    private func loadedController() -> CounterViewController {
        let controller = CounterViewController()
        controller.loadViewIfNeeded()
        return controller
    }

    @Test func theButtonRunsItsActionOnceWithItselfAsSender() {
        let clock = ManualRunLoopClock()
        defer { clock.restore() }
        let controller = loadedController()
        controller.button.sendActions(for: .touchUpInside)
        #expect(controller.taps.count == 1)
        #expect(controller.taps.first === controller.button)
    }

    @Test func theBarButtonItemRunsItsActionOnce() {
        let clock = ManualRunLoopClock()
        defer { clock.restore() }
        let controller = loadedController()
        controller.navigationItem.rightBarButtonItem?.performPrimaryAction()
        #expect(controller.resets == 1)
    }

    @Test func theDisplayLinkStepsOnceWithItselfOnTheNextFrame() throws {
        let clock = ManualRunLoopClock()
        defer { clock.restore() }
        let controller = loadedController()
        let link = try #require(controller.link)
        #expect(controller.frames.isEmpty)
        clock.advance(by: 1.0 / 60 + 1e-6)
        #expect(controller.frames.count == 1)
        #expect(controller.frames.first === link)
        clock.advance(by: 1.0 / 60 + 1e-6)
        #expect(controller.frames.count == 1, "the step invalidated the link")
    }

    @Test func theTimerTicksOnceWithItself() throws {
        let clock = ManualRunLoopClock()
        defer { clock.restore() }
        let controller = loadedController()
        let timer = try #require(controller.timer)
        #expect(controller.ticks.isEmpty)
        timer.fire()
        #expect(controller.ticks.count == 1)
        #expect(controller.ticks.first === timer)
        timer.invalidate()
    }

    @Test func theNotificationReachesTheObserverOnceUntilItStopsObserving() {
        let clock = ManualRunLoopClock()
        defer { clock.restore() }
        let controller = loadedController()
        NotificationCenter.default.post(name: .counterDidChange, object: controller)
        #expect(controller.notes.count == 1)
        #expect(controller.notes.first?.name == .counterDidChange)
        #expect(controller.notes.first?.object as AnyObject? === controller)
        controller.stopObserving()
        NotificationCenter.default.post(name: .counterDidChange, object: controller)
        #expect(controller.notes.count == 1, "removeObserver(self) removed it")
    }

    @Test func performCalledTheMethodOnce() {
        let clock = ManualRunLoopClock()
        defer { clock.restore() }
        let controller = loadedController()
        #expect(controller.refreshes == 1)
    }

    @Test func nothingKeepsTheControllerAlive() {
        let clock = ManualRunLoopClock()
        defer { clock.restore() }
        weak var released: CounterViewController?
        do {
            let controller = loadedController()
            released = controller
            #expect(released != nil)
        }
        #expect(released == nil, "the timer, display link, observer and button hold it weakly")
    }
}

/// Drives the main ``UIRunLoop``'s clock by hand, so display-link frames come when the
/// test says.
@MainActor
final class ManualRunLoopClock {
    private var now: Double
    private let previous: () -> Double

    init() {
        previous = UIRunLoop.main.clock
        now = previous()
        UIRunLoop.main.clock = { [unowned self] in self.now }
    }

    /// Moves the clock on by `seconds` and runs one turn (due timers fire).
    func advance(by seconds: Double) {
        now += seconds
        UIRunLoop.main.runOnce()
    }

    /// Gives the run loop its clock back.
    func restore() {
        UIRunLoop.main.clock = previous
    }
}
