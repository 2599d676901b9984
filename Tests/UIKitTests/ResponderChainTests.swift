import Foundation
import Testing
import UIKit
import UIKitTestSupport

@MainActor
@Suite struct ResponderChainTests {
    @Test func aTouchSequenceStaysOnTheViewItBeganOn() {
        let log = EventLog()
        let (window, root, events) = makeEventStage()
        let a = ResponderLogView("a", log: log, frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let b = ResponderLogView("b", log: log, frame: CGRect(x: 100, y: 0, width: 50, height: 50))
        root.addSubview(a)
        root.addSubview(b)
        events.down(10, 10)
        events.move(60, 20)
        events.move(120, 20)
        events.up(130, 30)
        turn()
        #expect(log.take() == ["a began 10,10", "a moved 60,20", "a moved 120,20", "a ended 130,30"])
        _ = window
    }

    @Test func touchesCarryPhaseWindowAndLocations() {
        final class Probe: UIView {
            var seen: [(UITouch.Phase, CGPoint, CGPoint, Bool)] = []
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { note(touches, event) }
            override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { note(touches, event) }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { note(touches, event) }
            private func note(_ touches: Set<UITouch>, _ event: UIEvent?) {
                let touch = touches.first!
                seen.append((touch.phase, touch.location(in: self), touch.previousLocation(in: nil),
                             touch.view === self && touch.window === window && event?.allTouches == touches && event?.type == .touches))
            }
        }
        let (_, root, events) = makeEventStage()
        let probe = Probe(frame: CGRect(x: 20, y: 30, width: 40, height: 40))
        root.addSubview(probe)
        events.down(25, 35)
        events.move(30, 40)
        events.up(30, 40)
        #expect(probe.seen.map(\.0) == [.began, .moved, .ended])
        #expect(probe.seen.map(\.1) == [CGPoint(x: 5, y: 5), CGPoint(x: 10, y: 10), CGPoint(x: 10, y: 10)])
        #expect(probe.seen[1].2 == CGPoint(x: 25, y: 35))
        #expect(probe.seen.allSatisfy { $0.3 })
    }

    @Test func unhandledTouchesTravelUpToTheViewController() {
        let log = EventLog()
        let controller = ResponderLogController(log: log)
        let (_, root, events) = makeEventStage(root: controller)
        let parent = ResponderLogView("parent", log: log, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        parent.consumes = false
        let plain = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        parent.addSubview(plain)
        root.addSubview(parent)
        events.down(15, 15)
        #expect(log.take() == ["parent began 15,15", "controller began"])
        #expect(plain.next === parent && parent.next === root && root.next === controller)
        #expect(controller.next === root.window)
    }

    @Test func otherButtonsDoNotStartTouches() {
        let log = EventLog()
        let (_, root, events) = makeEventStage()
        let a = ResponderLogView("a", log: log, frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        root.addSubview(a)
        #expect(events.down(10, 10, button: 3) === a)
        events.up(10, 10, button: 3)
        #expect(log.take().isEmpty)
    }

    @Test func aNewPressCancelsAnUnfinishedTouchAndClosingCancelsToo() {
        let log = EventLog()
        let (window, root, events) = makeEventStage()
        let a = ResponderLogView("a", log: log, frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        root.addSubview(a)
        events.down(10, 10)
        events.down(20, 20)
        window.sendEvent(.close)
        #expect(log.take() == ["a began 10,10", "a cancelled 10,10", "a began 20,20", "a cancelled 20,20"])
    }

    @Test func aQuickSecondClickHasTapCountTwo() {
        final class Counter: UIView {
            var counts: [Int] = []
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { counts.append(touches.first!.tapCount) }
        }
        let (_, root, events) = makeEventStage()
        let view = Counter(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        root.addSubview(view)
        let saved = UIRunLoop.main.clock
        defer { UIRunLoop.main.clock = saved }
        var now = 100.0
        UIRunLoop.main.clock = { now }
        events.down(10, 10); events.up(10, 10)
        now += 0.2
        events.down(11, 11); events.up(11, 11)
        now += 0.2
        events.down(11, 11); events.up(11, 11)
        now += 2
        events.down(11, 11); events.up(11, 11)
        #expect(view.counts == [1, 2, 3, 1])
    }

    @Test func keyPressesGoToTheFirstResponderThenUpTheChain() {
        let log = EventLog()
        let controller = ResponderLogController(log: log)
        let (window, root, events) = makeEventStage(root: controller)
        let parent = ResponderLogView("parent", log: log, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        parent.consumes = false
        let field = ResponderLogView("field", log: log, frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        field.focusable = true
        field.consumes = false
        parent.addSubview(field)
        root.addSubview(parent)
        events.key(0x78, "x")
        #expect(log.take() == ["controller press x"])
        #expect(field.becomeFirstResponder())
        #expect(field.isFirstResponder && window.firstResponder === field)
        events.key(0x79, "y")
        #expect(log.take() == ["field press y", "parent press y", "controller press y"])
    }

    @Test func firstResponderRules() {
        let log = EventLog()
        let (window, root, _) = makeEventStage()
        let a = ResponderLogView("a", log: log, frame: .zero)
        let b = ResponderLogView("b", log: log, frame: .zero)
        a.focusable = true
        b.focusable = true
        #expect(!a.becomeFirstResponder())  // not in a window
        root.addSubview(a)
        root.addSubview(b)
        let plain = UIView()
        root.addSubview(plain)
        #expect(!plain.becomeFirstResponder())  // cannot
        #expect(a.becomeFirstResponder())
        #expect(b.becomeFirstResponder())
        #expect(!a.isFirstResponder && b.isFirstResponder)
        #expect(b.resignFirstResponder())
        #expect(window.firstResponder == nil)
        #expect(a.becomeFirstResponder())
        a.removeFromSuperview()
        #expect(!a.isFirstResponder && window.firstResponder == nil)
    }

    @Test func wakeUpMainIsCallableFromAnyThread() async {
        await Task.detached { UIRunLoop.wakeUpMain() }.value
        UIRunLoop.main.runOnce()
    }
}
