import Foundation
import Testing
@testable import UIKit
import UIKitTestSupport

/// A clock the test moves by hand; the run loop's timers fire by it.
@MainActor
final class ManualClock {
    var now: Double
    private let previous: () -> Double

    init() {
        previous = UIRunLoop.main.clock
        now = previous()
        UIRunLoop.main.clock = { [unowned self] in self.now }
    }

    /// Moves the clock to `seconds` after the start and runs a turn (timers fire).
    func advance(to seconds: Double, from start: Double) {
        now = start + seconds
        turn()
    }

    /// Ends what still animates and gives the run loop its clock back.
    func restore() {
        ViewAnimator.removeAllAnimations()
        LayerAnimator.removeAllAnimations()
        UIRunLoop.main.clock = previous
    }
}

/// A window with a 100 × 100 view at the origin, on a hand-driven clock started now.
@MainActor
func makeAnimationStage() -> (UIWindow, UIView, ManualClock, Double) {
    let clock = ManualClock()
    let window = makeWindow(width: 400, height: 400)
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.rootViewController!.view.addSubview(view)
    turn()
    return (window, view, clock, clock.now)
}

/// UIView's block animations: the model changes at once, the presentation moves along
/// the curve by the run loop's clock, completions run once.
@MainActor
@Suite("Animation", .serialized)
struct AnimationTests {
    private func setUp() -> (UIWindow, UIView, ManualClock, Double) { makeAnimationStage() }

    @Test func theModelChangesAtOnceAndThePresentationMovesLinearly() {
        let (window, view, clock, start) = setUp()
        defer { clock.restore(); withExtendedLifetime(window) {} }
        var completions: [Bool] = []
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            view.frame = CGRect(x: 200, y: 100, width: 50, height: 150)
            view.alpha = 0
        }, completion: { completions.append($0) })
        #expect(view.frame == CGRect(x: 200, y: 100, width: 50, height: 150))
        #expect(view.alpha == 0)
        #expect(view.layer.presentation()?.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
        clock.advance(to: 0.5, from: start)
        #expect(view.layer.presentation()?.frame == CGRect(x: 100, y: 50, width: 75, height: 125))
        #expect(abs((view.layer.presentation()?.opacity ?? 0) - 0.5) < 1e-6)
        #expect(completions.isEmpty)
        clock.advance(to: 1.01, from: start)
        #expect(view.layer.presentation()?.frame == view.frame)
        #expect(completions == [true])
        clock.advance(to: 2, from: start)
        #expect(completions == [true])
    }

    @Test func constraintChangesAnimateThroughLayoutIfNeeded() {
        let (window, _, clock, start) = setUp()
        defer { clock.restore(); withExtendedLifetime(window) {} }
        let root = window.rootViewController!.view!
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        let leading = box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 0)
        NSLayoutConstraint.activate([leading, box.topAnchor.constraint(equalTo: root.topAnchor),
                                     box.widthAnchor.constraint(equalToConstant: 40), box.heightAnchor.constraint(equalToConstant: 40)])
        root.layoutIfNeeded()
        #expect(box.frame.minX == 0)
        leading.constant = 100
        UIView.animate(withDuration: 2, delay: 0, options: .curveLinear, animations: { root.layoutIfNeeded() })
        #expect(box.frame.minX == 100)
        clock.advance(to: 0.5, from: start)
        #expect(abs((box.layer.presentation()?.frame.minX ?? -1) - 25) < 1e-9)
        clock.advance(to: 2.5, from: start)
        #expect(box.layer.presentation()?.frame.minX == 100)
    }

    @Test func eachCurveHasItsShape() {
        func presentedX(_ options: UIView.AnimationOptions) -> CGFloat {
            let (window, view, clock, start) = setUp()
            defer { clock.restore(); withExtendedLifetime(window) {} }
            UIView.animate(withDuration: 1, delay: 0, options: options, animations: { view.frame.origin.x = 100 })
            clock.advance(to: 0.25, from: start)
            return view.layer.presentation()!.frame.minX
        }
        let linear = presentedX(.curveLinear)
        let easeIn = presentedX(.curveEaseIn)
        let easeOut = presentedX(.curveEaseOut)
        let easeInOut = presentedX([])
        #expect(abs(linear - 25) < 1e-9)
        #expect(easeIn < easeInOut && easeInOut < linear && linear < easeOut, "\(easeIn) \(easeInOut) \(linear) \(easeOut)")
    }

    @Test func aSpringOvershootsAndSettlesInItsDuration() {
        let (window, view, clock, start) = setUp()
        defer { clock.restore(); withExtendedLifetime(window) {} }
        var finished: Bool?
        UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.3, initialSpringVelocity: 0, options: [],
                       animations: { view.frame.origin.x = 100 }, completion: { finished = $0 })
        var largest: CGFloat = 0
        for step in 1...59 {
            clock.advance(to: Double(step) / 60, from: start)
            largest = max(largest, view.layer.presentation()!.frame.minX)
        }
        #expect(largest > 110, "a damping of 0.3 overshoots: \(largest)")
        #expect(abs(view.layer.presentation()!.frame.minX - 100) < 1, "settled by the end")
        clock.advance(to: 1.05, from: start)
        #expect(finished == true)
    }

    @Test func aLaterAnimationTakesOverAndTheFirstEndsUnfinished() {
        let (window, view, clock, start) = setUp()
        defer { clock.restore(); withExtendedLifetime(window) {} }
        var first: [Bool] = [], second: [Bool] = []
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.alpha = 0 }, completion: { first.append($0) })
        clock.advance(to: 0.5, from: start)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.alpha = 1 }, completion: { second.append($0) })
        // It starts from what the screen showed.
        #expect(abs((view.layer.presentation()?.opacity ?? 0) - 0.5) < 1e-6)
        clock.advance(to: 0.6, from: start)
        #expect(first == [false])
        clock.advance(to: 1.0, from: start)
        #expect(abs((view.layer.presentation()?.opacity ?? 0) - 0.75) < 1e-6)
        clock.advance(to: 1.6, from: start)
        #expect(second == [true])
        #expect(first == [false])
    }

    @Test func theDelayHoldsTheStartValues() {
        let (window, view, clock, start) = setUp()
        defer { clock.restore(); withExtendedLifetime(window) {} }
        UIView.animate(withDuration: 1, delay: 0.5, options: .curveLinear, animations: { view.frame.origin.y = 100 })
        clock.advance(to: 0.4, from: start)
        #expect(view.layer.presentation()?.frame.minY == 0)
        clock.advance(to: 1.0, from: start)
        #expect(abs((view.layer.presentation()?.frame.minY ?? 0) - 50) < 1e-9)
    }

    @Test func repeatingAndAutoreversingRunsBackAndNeverCompletes() {
        let (window, view, clock, start) = setUp()
        defer { clock.restore(); withExtendedLifetime(window) {} }
        var completed = false
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .repeat, .autoreverse],
                       animations: { view.frame.origin.x = 100 }, completion: { _ in completed = true })
        clock.advance(to: 1.5, from: start)
        #expect(abs((view.layer.presentation()?.frame.minX ?? 0) - 50) < 1e-9)
        clock.advance(to: 2.25, from: start)
        #expect(abs((view.layer.presentation()?.frame.minX ?? 0) - 25) < 1e-9)
        clock.advance(to: 10.5, from: start)
        #expect(!completed)
        // A change without animation takes the property over.
        view.frame.origin.x = 0
        clock.advance(to: 10.6, from: start)
        #expect(completed)
    }

    @Test func withoutAnimationChangesShowAtOnce() {
        let (window, view, clock, start) = setUp()
        defer { clock.restore(); withExtendedLifetime(window) {} }
        var finished: Bool?
        UIView.animate(withDuration: 1, animations: {
            UIView.performWithoutAnimation { view.frame.origin.x = 100 }
        }, completion: { finished = $0 })
        #expect(view.layer.presentation()?.frame.minX == 100)
        clock.advance(to: 0.01, from: start)
        #expect(finished == true)
    }

    @Test func aNegativeDurationChangesAtOnceAndSaysSo() {
        let (window, view, clock, start) = setUp()
        defer { clock.restore(); withExtendedLifetime(window) {} }
        let log = LogCapture()
        log.capture { UIView.animate(withDuration: -1, animations: { view.alpha = 0.25 }) }
        #expect(view.layer.presentation()?.opacity == 0.25)
        #expect(log.messages.contains { $0.contains("not a positive number") })
        clock.advance(to: 0.1, from: start)
    }

    @Test func nothingTicksWhenNothingAnimates() {
        let (window, view, clock, start) = setUp()
        defer { clock.restore(); withExtendedLifetime(window) {} }
        UIView.animate(withDuration: 0.2, animations: { view.alpha = 0.5 })
        #expect(ViewAnimator.isAnimating)
        clock.advance(to: 0.3, from: start)
        #expect(!ViewAnimator.isAnimating)
    }

    @Test func theRenderedFrameIsThePresentedOne() {
        let (window, view, clock, start) = setUp()
        defer { clock.restore(); withExtendedLifetime(window) {} }
        view.backgroundColor = .red
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.frame.origin.x = 200 })
        clock.advance(to: 0.5, from: start)
        let recorder = RecordingRenderer()
        window.render(in: recorder)
        #expect(recorder.transcript.contains("translate 100 0"), "\(recorder.transcript)")
    }

    @Test func aHidingArrangedViewFadesWhileTheStackCollapses() {
        let (window, _, clock, start) = setUp()
        defer { clock.restore(); withExtendedLifetime(window) {} }
        let a = UIView(), b = UIView()
        for v in [a, b] { v.heightAnchor.constraint(equalToConstant: 50).isActive = true }
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.axis = .vertical
        let root = window.rootViewController!.view!
        root.addSubview(stack)
        stack.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([stack.topAnchor.constraint(equalTo: root.topAnchor),
                                     stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     stack.widthAnchor.constraint(equalToConstant: 100)])
        window.layoutIfNeeded()
        #expect(b.frame.minY == 50)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            a.isHidden = true
            root.layoutIfNeeded()
        })
        #expect(a.isHidden)
        #expect(b.frame.minY == 0)
        clock.advance(to: 0.5, from: start)
        #expect(abs((b.layer.presentation()?.frame.minY ?? 0) - 25) < 1e-9)
        #expect(abs((a.layer.presentation()?.opacity ?? 0) - 0.5) < 1e-6, "still drawn, half faded")
        clock.advance(to: 1.1, from: start)
        #expect(a.layer.presentation()?.isHidden == true)
    }
}

/// UIViewPropertyAnimator and CADisplayLink, on the same hand-driven clock.
@MainActor
@Suite("Property animator", .serialized)
struct PropertyAnimatorTests {
    private func setUp() -> (UIWindow, UIView, ManualClock, Double) { makeAnimationStage() }

    @Test func startPauseScrubAndFinish() {
        let (window, view, clock, start) = setUp()
        defer { clock.restore(); withExtendedLifetime(window) {} }
        var ended: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.frame.origin.x = 100 }
        animator.addCompletion { ended.append($0) }
        #expect(animator.state == .inactive)
        #expect(view.frame.minX == 0, "the block waits for the start")
        animator.startAnimation()
        #expect(animator.state == .active && animator.isRunning)
        #expect(view.frame.minX == 100)
        clock.advance(to: 0.25, from: start)
        #expect(abs((view.layer.presentation()?.frame.minX ?? 0) - 25) < 1e-9)
        animator.pauseAnimation()
        clock.advance(to: 0.75, from: start)
        #expect(abs((view.layer.presentation()?.frame.minX ?? 0) - 25) < 1e-9, "paused")
        animator.fractionComplete = 0.6
        clock.advance(to: 0.8, from: start)
        #expect(abs((view.layer.presentation()?.frame.minX ?? 0) - 60) < 1e-9, "scrubbed")
        animator.startAnimation()
        clock.advance(to: 1.0, from: start)
        #expect(abs((view.layer.presentation()?.frame.minX ?? 0) - 80) < 1e-9, "resumed from 0.6")
        clock.advance(to: 1.3, from: start)
        #expect(ended == [.end])
        #expect(animator.state == .inactive)
    }

    @Test func reversedRunsBackAndPutsTheStartValuesBack() {
        let (window, view, clock, start) = setUp()
        defer { clock.restore(); withExtendedLifetime(window) {} }
        var ended: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        animator.addCompletion { ended.append($0) }
        animator.startAnimation()
        clock.advance(to: 0.5, from: start)
        animator.isReversed = true
        clock.advance(to: 0.75, from: start)
        #expect(abs((view.layer.presentation()?.opacity ?? 0) - 0.75) < 1e-6)
        clock.advance(to: 1.1, from: start)
        #expect(ended == [.start])
        #expect(view.alpha == 1)
    }

    @Test func stoppingWithoutFinishingKeepsWhatIsOnScreen() {
        let (window, view, clock, start) = setUp()
        defer { clock.restore(); withExtendedLifetime(window) {} }
        var ended: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.frame.origin.y = 200 }
        animator.addCompletion { ended.append($0) }
        animator.startAnimation()
        clock.advance(to: 0.5, from: start)
        animator.stopAnimation(true)
        #expect(view.frame.minY == 100)
        #expect(animator.state == .inactive)
        clock.advance(to: 2, from: start)
        #expect(ended.isEmpty)

        let second = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.frame.origin.y = 0 }
        second.addCompletion { ended.append($0) }
        second.startAnimation()
        clock.advance(to: 2.25, from: start)
        second.stopAnimation(false)
        #expect(second.state == .stopped)
        second.finishAnimation(at: .end)
        #expect(view.frame.minY == 0)
        #expect(ended == [.end])
    }

    @Test func aPausedAnimatorContinuesWithNewTimingAndDuration() {
        let (window, view, clock, start) = setUp()
        defer { clock.restore(); withExtendedLifetime(window) {} }
        let animator = UIViewPropertyAnimator(duration: 1, timingParameters: UICubicTimingParameters(animationCurve: .linear))
        animator.addAnimations { view.frame.origin.y = 100 }
        var ended: [UIViewAnimatingPosition] = []
        animator.addCompletion { ended.append($0) }
        animator.fractionComplete = 0.5
        clock.advance(to: 0.1, from: start)
        #expect(view.layer.presentation()!.frame.minY == 50, "scrubbed half-way")
        animator.continueAnimation(withTimingParameters: UISpringTimingParameters(dampingRatio: 1), durationFactor: 2)
        clock.advance(to: 0.1 + 0.999, from: start)
        let y = view.layer.presentation()!.frame.minY
        #expect(y > 50 && y < 100, "the spring carries the rest of the way: \(y)")
        #expect(ended.isEmpty, "the rest takes twice its share: 1 s")
        // Two frames past the end: the frame timer fires on its own grid, whatever its phase.
        clock.advance(to: 0.1 + 1.0 + 2 * ViewAnimator.frameInterval, from: start)
        #expect(ended == [.end] && view.frame.minY == 100)
        #expect(animator.timingParameters is UICubicTimingParameters)
    }

    @Test func aDisplayLinkTicksAtItsRateUntilInvalidated() {
        let (window, _, clock, start) = setUp()
        defer { clock.restore(); withExtendedLifetime(window) {} }
        var frames = 0
        let link = CADisplayLink { _ in frames += 1 }
        link.preferredFramesPerSecond = 30
        link.add(to: .main, forMode: .common)
        // A hair past each 60 Hz instant: the 30 Hz fire times are sums of 1/30 and may
        // round just above the instant they are due at.
        for step in 1...30 { clock.advance(to: Double(step) / 60 + 1e-9, from: start) }
        #expect(frames == 15)
        link.isPaused = true
        for step in 31...40 { clock.advance(to: Double(step) / 60 + 1e-9, from: start) }
        #expect(frames == 15)
        link.invalidate()
    }

    @Test func animatingViewsTakeNoTouchesUnlessAllowed() {
        let (window, view, clock, start) = setUp()
        defer { clock.restore(); withExtendedLifetime(window) {} }
        UIView.animate(withDuration: 1, animations: { view.alpha = 0.9 })
        #expect(window.hitTest(CGPoint(x: 50, y: 50), with: nil) !== view)
        clock.advance(to: 1.1, from: start)
        #expect(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === view)
        UIView.animate(withDuration: 1, delay: 0, options: .allowUserInteraction, animations: { view.alpha = 1 })
        #expect(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === view)
    }
}

/// The layer's border is drawn inside the bounds, over the subviews.
@MainActor
@Suite("Layer border")
struct LayerBorderTests {
    @Test func theBorderIsStrokedInsideTheBoundsAfterTheSubviews() {
        let window = makeWindow(width: 200, height: 200)
        let card = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 60))
        let inner = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        inner.backgroundColor = .red
        card.addSubview(inner)
        card.layer.borderWidth = 4
        card.layer.borderColor = UIColor.blue.cgColor
        window.rootViewController!.view.addSubview(card)
        turn()
        let recorder = RecordingRenderer()
        window.render(in: recorder)
        let lines = recorder.transcript.split(separator: "\n").map(String.init)
        let stroke = lines.lastIndex { $0.hasPrefix("stroke") }
        let innerFill = lines.lastIndex { $0.hasPrefix("fill (0,0,50,50)") }
        #expect(stroke != nil && innerFill != nil && stroke! > innerFill!, "\(recorder.transcript)")
        #expect(lines.contains { $0.hasPrefix("stroke (2,2,96,56)") && $0.contains("w=4") }, "\(recorder.transcript)")
    }
}

/// A CALayer subclass as iOS code writes it: it must compile as it is.
final class BadgeLayer: CALayer {
    var badge = 0
    override init() { super.init() }
    override init(layer: Any) {
        super.init(layer: layer)
        badge = (layer as? BadgeLayer)?.badge ?? 0
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// The call shapes iOS code uses compile and run.
@MainActor
@Suite("Animation spellings")
struct AnimationSpellingTests {
    @Test func trailingClosureFormsCompile() {
        let (window, view, clock, start) = makeAnimationStage()
        defer { clock.restore(); withExtendedLifetime(window) {} }
        var finished: [Bool] = []
        UIView.animate(withDuration: 0.3) { view.alpha = 0.5 }
        UIView.animate(withDuration: 0.3, animations: { view.frame.origin.x = 10 }) { finished.append($0) }
        UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseOut, .beginFromCurrentState]) {
            view.backgroundColor = .red
        } completion: { finished.append($0) }
        UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.3, delay: 0, options: []) { view.alpha = 1 }
        clock.advance(to: 0.5, from: start)
        #expect(finished == [true, true])
        let layer = BadgeLayer()
        layer.badge = 3
        #expect(BadgeLayer(layer: layer).badge == 3)
    }
}
