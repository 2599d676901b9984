import Foundation
import Testing
@testable import UIKit
import UIKitTestSupport

/// Records the actions a recognizer sends: its state and location at each call.
@MainActor
final class GestureLog {
    var calls: [String] = []
    var senders: [UIGestureRecognizer] = []
    var locations: [CGPoint] = []
    var inView: UIView?

    func handle(_ sender: UIGestureRecognizer) {
        senders.append(sender)
        calls.append("\(sender.state)")
        locations.append(sender.location(in: inView))
    }

    func handleTap(_ sender: UITapGestureRecognizer) { handle(sender) }
    func handlePan(_ sender: UIPanGestureRecognizer) {
        handle(sender)
        let t = sender.translation(in: inView)
        calls[calls.count - 1] += " \(Int(t.x)),\(Int(t.y))"
    }
    func handleWithoutSender() { calls.append("called") }
}

/// A delegate whose answers the test sets.
@MainActor
final class GestureDelegate: UIGestureRecognizerDelegate {
    var shouldBegin = true
    var shouldReceive = true
    var simultaneous = false
    var asked: [String] = []

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        asked.append("shouldBegin")
        return shouldBegin
    }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        asked.append("shouldReceive")
        return shouldReceive
    }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        simultaneous
    }
}

/// A fake clock for the main run loop, so that gesture timers fire on demand.
@MainActor
final class FakeClock {
    var now: Double = 1000
    private let saved: () -> Double

    init() {
        saved = UIRunLoop.main.clock
        let box = self
        UIRunLoop.main.clock = { box.now }
    }

    /// Moves time on by `seconds` and runs a turn so that due timers fire.
    func advance(_ seconds: Double) {
        now += seconds
        UIRunLoop.main.runOnce()
    }

    func restore() { UIRunLoop.main.clock = saved }
}

@MainActor
@Suite(.serialized) struct GestureRecognizerTests {
    /// A window with a 200 × 200 view at (20, 20) whose touches are logged.
    private func stage() -> (UIWindow, ResponderLogView, EventLog, EventDriver) {
        let (window, root, events) = makeEventStage()
        let log = EventLog()
        let view = ResponderLogView("view", log: log, frame: CGRect(x: 20, y: 20, width: 200, height: 200))
        root.addSubview(view)
        return (window, view, log, events)
    }

    // MARK: Attaching

    @Test func addingAndRemovingRecognizersUpdatesTheViewAndTheRecognizer() {
        let view = UIView()
        let other = UIView()
        #expect(view.gestureRecognizers == nil)
        let tap = UITapGestureRecognizer()
        view.addGestureRecognizer(tap)
        #expect(tap.view === view)
        #expect(view.gestureRecognizers?.count == 1)
        other.addGestureRecognizer(tap)
        #expect(view.gestureRecognizers == nil)
        #expect(tap.view === other)
        other.removeGestureRecognizer(tap)
        #expect(tap.view == nil)
        #expect(other.gestureRecognizers == nil)
        let pan = UIPanGestureRecognizer()
        view.gestureRecognizers = [tap, pan]
        #expect(view.gestureRecognizers?.map(ObjectIdentifier.init) == [ObjectIdentifier(tap), ObjectIdentifier(pan)])
    }

    @Test func defaultsAreUIKits() {
        let tap = UITapGestureRecognizer()
        #expect(tap.state == .possible)
        #expect(tap.isEnabled)
        #expect(tap.cancelsTouchesInView)
        #expect(!tap.delaysTouchesBegan)
        #expect(tap.delaysTouchesEnded)
        #expect(tap.requiresExclusiveTouchType)
        #expect(tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1)
        let press = UILongPressGestureRecognizer()
        #expect(press.minimumPressDuration == 0.5 && press.allowableMovement == 10)
        #expect(press.numberOfTapsRequired == 0 && press.numberOfTouchesRequired == 1)
        #expect(UISwipeGestureRecognizer().direction == .right)
        #expect(UIPanGestureRecognizer().minimumNumberOfTouches == 1)
        #expect(UIPanGestureRecognizer().maximumNumberOfTouches == Int.max)
        #expect(UIPinchGestureRecognizer().scale == 1)
        #expect(UIGestureRecognizer.State.recognized == .ended)
        let none = UITapGestureRecognizer(target: nil, action: nil)
        #expect(none.state == .possible)
    }

    // MARK: Tap

    @Test func aClickIsRecognizedOnceWithTheTapAsSenderAndItsLocation() {
        let (_, view, log, events) = stage()
        let actions = GestureLog()
        actions.inView = view
        let tap = UITapGestureRecognizer(target: actions, action: GestureLog.handleTap)
        view.addGestureRecognizer(tap)
        events.click(50, 60)
        #expect(actions.calls == ["ended"])
        #expect(actions.senders.first === tap)
        #expect(actions.locations == [CGPoint(x: 30, y: 40)])
        // The view saw the touch begin, then lost it to the recognizer.
        #expect(log.take() == ["view began 30,40", "view cancelled 30,40"])
        #expect(tap.state == .possible)
        events.click(60, 60)
        #expect(actions.calls == ["ended", "ended"])
    }

    @Test func theTargetIsHeldWeaklyAndAnActionWithoutSenderWorks() {
        let (_, view, _, events) = stage()
        var actions: GestureLog? = GestureLog()
        weak let weakActions = actions
        let tap = UITapGestureRecognizer(target: actions, action: GestureLog.handleWithoutSender)
        view.addGestureRecognizer(tap)
        events.click(50, 60)
        #expect(actions?.calls == ["called"])
        actions = nil
        #expect(weakActions == nil)
        events.click(50, 60)  // no target left: nothing to call
    }

    @Test func addTargetAndRemoveTarget() {
        let (_, view, _, events) = stage()
        let first = GestureLog(), second = GestureLog()
        let tap = UITapGestureRecognizer()
        tap.addTarget(first, action: GestureLog.handleTap)
        tap.addTarget(second, action: GestureLog.handleWithoutSender)
        view.addGestureRecognizer(tap)
        events.click(50, 60)
        #expect(first.calls == ["ended"] && second.calls == ["called"])
        tap.removeTarget(first, action: nil)
        events.click(50, 60)
        #expect(first.calls.count == 1 && second.calls.count == 2)
        tap.removeTarget(nil, action: nil)
        events.click(50, 60)
        #expect(second.calls.count == 2)
    }

    @Test func aTapFailsWhenThePointerMovesTooFar() {
        let (_, view, log, events) = stage()
        let actions = GestureLog()
        let tap = UITapGestureRecognizer(target: actions, action: GestureLog.handleTap)
        view.addGestureRecognizer(tap)
        events.down(50, 50)
        events.move(55, 55)
        #expect(tap.state == .possible)
        events.move(65, 50)
        #expect(tap.state == .failed)
        events.up(65, 50)
        #expect(actions.calls.isEmpty)
        #expect(tap.state == .possible)
        #expect(log.take() == ["view began 30,30", "view moved 35,35", "view moved 45,30", "view ended 45,30"])
    }

    @Test func aDoubleTapNeedsTwoClicksInTime() {
        let clock = FakeClock()
        defer { clock.restore() }
        let (_, view, _, events) = stage()
        let actions = GestureLog()
        let double = UITapGestureRecognizer(target: actions, action: GestureLog.handleTap)
        double.numberOfTapsRequired = 2
        view.addGestureRecognizer(double)
        events.click(50, 50)
        #expect(actions.calls.isEmpty)
        clock.advance(0.2)
        events.click(52, 51)
        #expect(actions.calls == ["ended"])
        // Too slow between the clicks: the first times out and fails.
        events.click(50, 50)
        clock.advance(0.6)
        #expect(double.state == .possible)
        events.click(50, 50)
        #expect(actions.calls == ["ended"])
    }

    @Test func aSingleTapThatRequiresTheDoubleTapToFailWaits() {
        let clock = FakeClock()
        defer { clock.restore() }
        let (_, view, log, events) = stage()
        let singles = GestureLog(), doubles = GestureLog()
        let single = UITapGestureRecognizer(target: singles, action: GestureLog.handleTap)
        let double = UITapGestureRecognizer(target: doubles, action: GestureLog.handleTap)
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)

        events.click(50, 50)
        #expect(singles.calls.isEmpty)
        #expect(single.state == .possible)
        // The view's release is held while the recognizers decide.
        #expect(log.take() == ["view began 30,30"])
        clock.advance(0.6)
        #expect(singles.calls == ["ended"])
        #expect(doubles.calls.isEmpty)
        #expect(log.take() == ["view cancelled 30,30"])

        events.click(50, 50)
        clock.advance(0.1)
        events.click(50, 50)
        #expect(doubles.calls == ["ended"])
        #expect(singles.calls == ["ended"])
        clock.advance(1)
        #expect(singles.calls == ["ended"])
    }

    // MARK: Pan

    @Test func aDragPansAfterTenPointsWithTranslationFromTheStart() {
        let clock = FakeClock()
        defer { clock.restore() }
        let (_, view, log, events) = stage()
        let actions = GestureLog()
        actions.inView = view
        let pan = UIPanGestureRecognizer(target: actions, action: GestureLog.handlePan)
        view.addGestureRecognizer(pan)
        events.down(50, 50)
        clock.now += 0.01
        events.move(55, 50)
        #expect(pan.state == .possible)
        clock.now += 0.01
        events.move(62, 50)
        #expect(pan.state == .began)
        clock.now += 0.01
        events.move(72, 60)
        #expect(pan.state == .changed)
        let velocity = pan.velocity(in: view)
        #expect(velocity.x > 0 && velocity.y > 0)
        clock.now += 0.01
        events.up(72, 60)
        #expect(actions.calls == ["began 12,0", "changed 22,10", "ended 22,10"])
        #expect(actions.senders.allSatisfy { $0 === pan })
        #expect(log.take() == ["view began 30,30", "view moved 35,30", "view cancelled 42,30"])
        #expect(pan.state == .possible)
    }

    @Test func setTranslationRebasesItInTheViewsCoordinates() {
        let (_, view, _, events) = stage()
        var translations: [CGPoint] = []
        let actions = GestureLog()
        let pan = UIPanGestureRecognizer(target: actions, action: GestureLog.handlePan)
        view.addGestureRecognizer(pan)
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        events.down(100, 100)
        events.move(120, 100)
        translations.append(pan.translation(in: view))
        pan.setTranslation(.zero, in: view)
        translations.append(pan.translation(in: view))
        events.move(130, 110)
        translations.append(pan.translation(in: view))
        translations.append(pan.translation(in: nil))
        events.up(130, 110)
        #expect(translations == [CGPoint(x: 10, y: 0), .zero, CGPoint(x: 5, y: 5), CGPoint(x: 10, y: 10)])
    }

    @Test func aClickWithoutMovementFailsThePanAndReachesTheView() {
        let (_, view, log, events) = stage()
        let pan = UIPanGestureRecognizer()
        view.addGestureRecognizer(pan)
        events.click(50, 50)
        #expect(log.take() == ["view began 30,30", "view ended 30,30"])
    }

    // MARK: Long press

    @Test func aLongPressBeginsWhenTheTimeIsUpAndEndsOnRelease() {
        let clock = FakeClock()
        defer { clock.restore() }
        let (_, view, log, events) = stage()
        let actions = GestureLog()
        let press = UILongPressGestureRecognizer(target: actions, action: GestureLog.handle)
        view.addGestureRecognizer(press)
        events.down(50, 50)
        clock.advance(0.3)
        #expect(press.state == .possible)
        clock.advance(0.3)
        #expect(press.state == .began)
        #expect(log.take() == ["view began 30,30", "view cancelled 30,30"])
        events.move(80, 90)
        events.up(80, 90)
        #expect(actions.calls == ["began", "changed", "ended"])
        #expect(log.take().isEmpty)
    }

    @Test func aLongPressFailsWhenReleasedEarlyOrMovedTooFar() {
        let clock = FakeClock()
        defer { clock.restore() }
        let (_, view, log, events) = stage()
        let actions = GestureLog()
        let press = UILongPressGestureRecognizer(target: actions, action: GestureLog.handle)
        view.addGestureRecognizer(press)
        events.down(50, 50)
        clock.advance(0.2)
        events.up(50, 50)
        clock.advance(1)
        events.down(50, 50)
        events.move(50, 65)
        #expect(press.state == .failed)
        clock.advance(1)
        events.up(50, 65)
        #expect(actions.calls.isEmpty)
        #expect(log.take() == ["view began 30,30", "view ended 30,30", "view began 30,30", "view moved 30,45", "view ended 30,45"])
    }

    // MARK: Swipe

    @Test func aQuickDragRightIsASwipeAndOtherDirectionsAreNot() {
        let clock = FakeClock()
        defer { clock.restore() }
        let (_, view, _, events) = stage()
        let actions = GestureLog()
        let swipe = UISwipeGestureRecognizer(target: actions, action: GestureLog.handle)
        view.addGestureRecognizer(swipe)
        events.down(40, 100)
        clock.now += 0.05
        events.move(70, 102)
        clock.now += 0.05
        events.move(100, 104)
        #expect(actions.calls == ["ended"])
        events.up(100, 104)

        events.down(150, 100)
        events.move(100, 100)
        #expect(swipe.state == .failed)
        events.up(100, 100)

        swipe.direction = [.left, .up]
        events.down(150, 150)
        events.move(150, 90)
        events.up(150, 90)
        #expect(actions.calls == ["ended", "ended"])

        // Too slow.
        events.down(40, 100)
        clock.now += 0.6
        events.move(100, 100)
        events.up(100, 100)
        #expect(actions.calls.count == 2)
    }

    // MARK: Pinch

    @Test func twoTouchesMovingApartPinchWithTheirScale() {
        let clock = FakeClock()
        defer { clock.restore() }
        let (window, view, log, _) = stage()
        var scales: [CGFloat] = []
        let actions = GestureLog()
        let pinch = UIPinchGestureRecognizer(target: actions, action: GestureLog.handle)
        pinch.addTarget(actions) { (_: GestureLog) in { (sender: UIPinchGestureRecognizer) in scales.append(sender.scale) } }
        view.addGestureRecognizer(pinch)
        window.sendTouches(.began, at: [0: CGPoint(x: 100, y: 100), 1: CGPoint(x: 140, y: 100)])
        #expect(pinch.numberOfTouches == 2)
        #expect(pinch.location(in: nil) == CGPoint(x: 120, y: 100))
        #expect(pinch.location(ofTouch: 1, in: nil) == CGPoint(x: 140, y: 100))
        clock.now += 0.1
        window.sendTouches(.moved, at: [0: CGPoint(x: 80, y: 100), 1: CGPoint(x: 160, y: 100)])
        #expect(pinch.state == .began)
        #expect(pinch.scale == 2)
        clock.now += 0.1
        window.sendTouches(.moved, at: [0: CGPoint(x: 60, y: 100), 1: CGPoint(x: 180, y: 100)])
        #expect(pinch.scale == 3)
        #expect(pinch.velocity > 0)
        pinch.scale = 1
        window.sendTouches(.moved, at: [0: CGPoint(x: 90, y: 100), 1: CGPoint(x: 150, y: 100)])
        #expect(pinch.scale == 0.5)
        window.sendTouches(.ended, at: [0: CGPoint(x: 90, y: 100), 1: CGPoint(x: 150, y: 100)])
        #expect(actions.calls == ["began", "changed", "changed", "ended"])
        #expect(scales == [2, 3, 0.5, 0.5])
        #expect(log.take() == ["view began 80,80", "view began 120,80", "view cancelled 60,80", "view cancelled 140,80"])
    }

    // MARK: Delivery rules

    @Test func recognizersOfAncestorsReceiveTouchesOfSubviews() {
        let (_, view, _, events) = stage()
        let actions = GestureLog()
        actions.inView = view
        let child = UIView(frame: CGRect(x: 50, y: 50, width: 40, height: 40))
        view.addSubview(child)
        view.addGestureRecognizer(UITapGestureRecognizer(target: actions, action: GestureLog.handleTap))
        events.click(80, 80)
        #expect(actions.calls == ["ended"])
        #expect(actions.locations == [CGPoint(x: 60, y: 60)])
    }

    @Test func withCancelsTouchesInViewOffTheViewKeepsItsTouches() {
        let (_, view, log, events) = stage()
        let actions = GestureLog()
        let tap = UITapGestureRecognizer(target: actions, action: GestureLog.handleTap)
        tap.cancelsTouchesInView = false
        view.addGestureRecognizer(tap)
        events.click(50, 50)
        #expect(actions.calls == ["ended"])
        #expect(log.take() == ["view began 30,30", "view ended 30,30"])
    }

    @Test func delaysTouchesBeganHoldsTheTouchUntilTheRecognizerFails() {
        let (_, view, log, events) = stage()
        let pan = UIPanGestureRecognizer()
        pan.delaysTouchesBegan = true
        view.addGestureRecognizer(pan)
        events.down(50, 50)
        events.move(52, 50)
        #expect(log.take().isEmpty)
        events.up(52, 50)
        #expect(log.take() == ["view began 32,30", "view moved 32,30", "view ended 32,30"])
        // Recognized: the view never hears of the touch.
        events.down(50, 50)
        events.move(80, 50)
        events.up(80, 50)
        #expect(log.take().isEmpty)
    }

    @Test func delegateVetoes() {
        let (_, view, log, events) = stage()
        let actions = GestureLog()
        let delegate = GestureDelegate()
        let tap = UITapGestureRecognizer(target: actions, action: GestureLog.handleTap)
        tap.delegate = delegate
        view.addGestureRecognizer(tap)
        delegate.shouldBegin = false
        events.click(50, 50)
        #expect(actions.calls.isEmpty)
        #expect(delegate.asked == ["shouldReceive", "shouldBegin"])
        #expect(log.take() == ["view began 30,30", "view ended 30,30"])
        delegate.shouldBegin = true
        delegate.shouldReceive = false
        delegate.asked = []
        events.click(50, 50)
        #expect(actions.calls.isEmpty)
        #expect(delegate.asked == ["shouldReceive"])
        delegate.shouldReceive = true
        events.click(50, 50)
        #expect(actions.calls == ["ended"])
    }

    @Test func theFirstToRecognizeStopsTheOthersUnlessSimultaneous() {
        let (_, view, _, events) = stage()
        let pans = GestureLog(), swipes = GestureLog()
        let pan = UIPanGestureRecognizer(target: pans, action: GestureLog.handlePan)
        let swipe = UISwipeGestureRecognizer(target: swipes, action: GestureLog.handle)
        view.addGestureRecognizer(pan)
        view.addGestureRecognizer(swipe)
        events.down(40, 100)
        events.move(60, 100)  // the pan begins first, stopping the swipe
        #expect(swipe.state == .failed)
        events.move(100, 100)
        events.up(100, 100)
        #expect(swipes.calls.isEmpty)
        #expect(pans.calls.count == 3)

        let delegate = GestureDelegate()
        delegate.simultaneous = true
        pan.delegate = delegate
        events.down(40, 100)
        events.move(60, 100)
        events.move(100, 100)
        events.up(100, 100)
        #expect(swipes.calls == ["ended"])
        #expect(pans.calls.count == 6)
    }

    @Test func aButtonInAViewWithATapRecognizerWinsItsOwnClicks() {
        let (_, view, _, events) = stage()
        let actions = GestureLog()
        view.addGestureRecognizer(UITapGestureRecognizer(target: actions, action: GestureLog.handleTap))
        let button = UIButton(frame: CGRect(x: 10, y: 10, width: 80, height: 30))
        var clicks = 0
        button.addAction(UIAction { _ in clicks += 1 }, for: .touchUpInside)
        view.addSubview(button)
        events.click(50, 40)
        #expect(clicks == 1)
        #expect(actions.calls.isEmpty)
        events.click(150, 150)
        #expect(actions.calls == ["ended"])
        // A recognizer on the button itself comes first.
        let own = GestureLog()
        button.addGestureRecognizer(UITapGestureRecognizer(target: own, action: GestureLog.handleTap))
        events.click(50, 40)
        #expect(own.calls == ["ended"])
        #expect(clicks == 1)
    }

    @Test func disablingOrRemovingARecognizerStopsIt() {
        let (_, view, log, events) = stage()
        let actions = GestureLog()
        let pan = UIPanGestureRecognizer(target: actions, action: GestureLog.handlePan)
        view.addGestureRecognizer(pan)
        events.down(50, 50)
        events.move(80, 50)
        pan.isEnabled = false
        #expect(actions.calls == ["began 30,0", "cancelled 30,0"])
        events.up(80, 50)
        #expect(pan.state == .possible)
        pan.isEnabled = true
        view.removeGestureRecognizer(pan)
        _ = log.take()
        events.down(50, 50)
        events.move(80, 50)
        events.up(80, 50)
        #expect(actions.calls.count == 2)
        #expect(log.take() == ["view began 30,30", "view moved 60,30", "view ended 60,30"])
    }

    @Test func aSubclassDrivesTheStateMachineAndIsResetAfterward() {
        final class Counter: UIGestureRecognizer {
            var resets = 0
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { state = .recognized }
            override func reset() { super.reset(); resets += 1 }
        }
        let (_, view, _, events) = stage()
        let actions = GestureLog()
        let counter = Counter(target: actions, action: GestureLog.handle)
        view.addGestureRecognizer(counter)
        events.click(50, 50)
        #expect(actions.calls == ["ended"])
        #expect(counter.resets == 1)
        #expect(counter.state == .possible)
        counter.state = .changed  // not a move a possible recognizer can make
        #expect(counter.state == .possible)
    }

    @Test func requireToFailFailsTheWaiterWhenTheOtherRecognizes() {
        let (_, view, _, events) = stage()
        let taps = GestureLog(), pans = GestureLog()
        let tap = UITapGestureRecognizer(target: taps, action: GestureLog.handleTap)
        let pan = UIPanGestureRecognizer(target: pans, action: GestureLog.handlePan)
        let press = UILongPressGestureRecognizer()
        press.require(toFail: pan)
        view.addGestureRecognizer(tap)
        view.addGestureRecognizer(pan)
        view.addGestureRecognizer(press)
        events.down(50, 50)
        events.move(70, 50)
        #expect(pan.state == .began)
        #expect(tap.state == .failed)
        #expect(press.state == .failed)
        events.up(70, 50)
        #expect(taps.calls.isEmpty)
    }
}
