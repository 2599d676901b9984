import Foundation
import Synchronization
import Testing
import UIKit
import UIKitTestSupport

/// Counts wake-ups of the main run loop.
private final class WakeCounter: RunLoopWakeUp {
    let count = Atomic<Int>(0)
    func wakeUp() { count.add(1, ordering: .relaxed) }
    var value: Int { count.load(ordering: .relaxed) }
}

@MainActor
private final class CountingSource: RunLoopEventSource {
    let counter = WakeCounter()
    func handlePendingEvents() -> Int { 0 }
    func waitForEvents(timeout: Double?) {}
    var wakeUp: any RunLoopWakeUp { counter }
}

/// Marks made during a pass only mark; they are handled by
/// that pass (or exactly one more in the same turn), never by waking the run loop.
@MainActor
@Suite("Update cycle wake-ups", .serialized)
struct UpdateCycleWakeUpTests {
    @Test func marksDuringAPassDoNotWakeTheRunLoop() {
        let source = CountingSource()
        let previous = UIRunLoop.main.eventSource
        UIRunLoop.main.eventSource = source
        defer { UIRunLoop.main.eventSource = previous }

        let log = EventLog()
        let window = makeWindow(width: 200, height: 200)
        defer { withExtendedLifetime(window) {} }
        let parent = LoggingView("parent", log: log, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = LoggingView("child", log: log, frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        window.rootViewController!.view.addSubview(parent)
        parent.addSubview(child)
        turn()
        _ = log.take()

        // layoutSubviews moves and resizes the child (which marks the child for layout and
        // the window for presentation) and asks for a redraw: all during the pass.
        var wakesInsideThePass: [Int] = []
        parent.onLayoutSubviews = {
            wakesInsideThePass.append(source.counter.value)
            child.frame = CGRect(x: 10, y: 10, width: 60, height: 60)
            child.setNeedsDisplay()
        }
        parent.setNeedsLayout()
        let wakesBefore = source.counter.value
        turn()
        let wakesAfter = source.counter.value
        #expect(wakesInsideThePass.count == 1)
        #expect(wakesAfter == wakesBefore, "the pass woke the run loop \(wakesAfter - wakesBefore) times")
        let lines = log.take()
        #expect(lines.filter { $0.contains("layoutSubviews") }.map { $0.components(separatedBy: " ")[0] } == ["parent", "child"])
        #expect(lines.filter { $0.hasSuffix("draw") } == ["child draw"])
        // Nothing is left for another turn.
        turn()
        #expect(log.take().isEmpty)
    }
}

/// A host paints through the presenter only. A host that lost
/// what it showed asks for a presentation, which comes once, from the update cycle.
@MainActor
@Suite("One paint path")
struct OnePaintPathTests {
    @Test func setNeedsPresentPresentsTheWholeWindowOnceAtTheEndOfTheTurn() {
        let window = makeWindow(width: 120, height: 80)
        defer { withExtendedLifetime(window) {} }
        let presenter = RecordingPresenter()
        window.presenter = presenter
        turn()
        let before = presenter.presented.count
        window.setNeedsPresent()
        window.setNeedsPresent(CGRect(x: 5, y: 5, width: 10, height: 10))
        #expect(presenter.presented.count == before, "presenting waits for the update cycle")
        turn()
        #expect(presenter.presented.count == before + 1)
        #expect(presenter.presented.last == CGRect(x: 0, y: 0, width: 120, height: 80))
        turn()
        #expect(presenter.presented.count == before + 1)
    }
}
