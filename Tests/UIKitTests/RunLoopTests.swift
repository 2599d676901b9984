import Foundation
import Testing
import UIKit
import UIKitTestSupport

@MainActor
@Suite struct RunLoopTests {
    @Test func oneTurnGoesThroughThePhasesInOrder() {
        let loop = UIRunLoop()
        var phases: [String] = []
        loop.addObserver(activities: .allActivities) { phases.append($0.description) }
        loop.perform { phases.append("event") }
        loop.runOnce()
        #expect(phases == ["entry", "beforeTimers", "beforeSources", "event", "beforeWaiting", "afterWaiting", "exit"])
    }

    @Test func timersFireWhenDueAndRepeat() {
        let loop = UIRunLoop()
        let clock = TestClock()
        loop.clock = { clock.now }
        var fired: [Double] = []
        let timer = loop.scheduleTimer(after: 1, repeating: 1) { _ in fired.append(clock.now) }
        loop.runOnce()
        #expect(fired.isEmpty)
        clock.now = 1
        loop.runOnce()
        clock.now = 2.5
        loop.runOnce()
        #expect(fired == [1, 2.5])
        timer.invalidate()
        clock.now = 10
        loop.runOnce()
        #expect(fired.count == 2)
    }

    @Test func observersRunInOrderAndNonRepeatingOnesOnce() {
        let loop = UIRunLoop()
        var calls: [String] = []
        loop.addObserver(activities: .beforeWaiting, order: 10) { _ in calls.append("late") }
        loop.addObserver(activities: .beforeWaiting, repeats: false) { _ in calls.append("once") }
        loop.runOnce()
        loop.runOnce()
        #expect(calls == ["once", "late", "late"])
    }

    @Test func theUpdateCycleRunsAtBeforeWaitingAfterTheTurnsEvents() {
        final class V: UIView {
            var onLayout: () -> Void = {}
            override func layoutSubviews() { onLayout(); super.layoutSubviews() }
        }
        let window = makeWindow(width: 50, height: 50)
        let view = V(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        turn()
        var log: [String] = []
        view.onLayout = { log.append("layout") }
        let observer = UIRunLoop.main.addObserver(activities: [.beforeSources, .beforeWaiting, .afterWaiting]) { log.append("\($0)") }
        UIRunLoop.main.perform {
            view.setNeedsLayout()
            log.append("event 1")
        }
        UIRunLoop.main.perform { log.append("event 2") }
        UIRunLoop.main.runOnce()
        UIRunLoop.main.removeObserver(observer)
        #expect(log == ["beforeSources", "event 1", "event 2", "beforeWaiting", "layout", "afterWaiting"])
    }

    @Test func anEventSourceDeliversEventsAndIsWaitedOn() {
        @MainActor final class Source: RunLoopEventSource {
            struct Wake: RunLoopWakeUp { func wakeUp() {} }
            var queue: [InputEvent] = []
            var waits: [Double?] = []
            let window: UIWindow
            init(window: UIWindow) { self.window = window }
            func handlePendingEvents() -> Int {
                let events = queue
                queue.removeAll()
                for event in events { window.sendEvent(event) }
                return events.count
            }
            func waitForEvents(timeout: Double?) { waits.append(timeout) }
            var wakeUp: any RunLoopWakeUp { Wake() }
        }
        let loop = UIRunLoop()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let source = Source(window: window)
        loop.eventSource = source
        source.queue = [.resize(size: CGSize(width: 30, height: 40))]
        loop.runOnce(timeout: 0.5)
        #expect(window.frame.size == CGSize(width: 30, height: 40))
        #expect(source.waits == [0.5])
    }
}

/// A settable clock for a run loop's `clock` closure.
private final class TestClock: @unchecked Sendable {
    var now = 0.0
}
