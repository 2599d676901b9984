import Foundation
import Testing
@testable import UIKit
import UIKitTestSupport

/// Records what an animation's delegate is told.
@MainActor
final class AnimationDelegateLog: CAAnimationDelegate {
    var events: [String] = []
    func animationDidStart(_ anim: CAAnimation) { events.append("start") }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { events.append("stop \(flag)") }
}

/// Core Animation's explicit animations as Apple documents them: the model keeps its
/// value, the presentation follows the animation by the run loop's clock (driven by hand
/// here), timing, fill modes, repeats, keyframes, springs, groups, key paths and
/// transactions.
@MainActor
@Suite("Core Animation: explicit animations", .serialized)
struct CoreAnimationTests {
    /// A 100 × 100 host view in a window, a shape layer in it, on a hand-driven clock.
    private func stage() -> (UIWindow, UIView, CAShapeLayer, ManualClock, Double) {
        let (window, view, clock, start) = makeAnimationStage()
        let ring = CAShapeLayer()
        ring.frame = view.bounds
        ring.path = CGPath(ellipseIn: CGRect(x: 10, y: 10, width: 80, height: 80), transform: nil)
        view.layer.addSublayer(ring)
        return (window, view, ring, clock, start)
    }

    @Test func aBasicAnimationMovesThePresentationNotTheModel() {
        let (window, _, ring, clock, start) = stage()
        defer { clock.restore(); withExtendedLifetime(window) {} }
        let log = AnimationDelegateLog()
        let animation = CABasicAnimation(keyPath: "strokeEnd")
        animation.fromValue = 0
        animation.toValue = 1
        animation.duration = 2
        animation.delegate = log
        ring.add(animation, forKey: "progress")
        animation.duration = 100 // the layer keeps a copy
        #expect(ring.strokeEnd == 1 && ring.animationKeys() == ["progress"])
        #expect(ring.presentation()?.strokeEnd == 0)
        clock.advance(to: 0.5, from: start)
        #expect(abs((ring.presentation()?.strokeEnd ?? -1) - 0.25) < 1e-9)
        #expect(log.events == ["start"])
        clock.advance(to: 1.5, from: start)
        #expect(abs((ring.presentation()?.strokeEnd ?? -1) - 0.75) < 1e-9)
        clock.advance(to: 2.1, from: start)
        #expect(ring.animationKeys() == nil && ring.presentation()?.strokeEnd == 1)
        #expect(log.events == ["start", "stop true"])
    }

    @Test func fillModeForwardsKeepsTheEndValueWhileTheAnimationStays() {
        let (window, _, ring, clock, start) = stage()
        defer { clock.restore(); withExtendedLifetime(window) {} }
        let animation = CABasicAnimation(keyPath: "lineWidth")
        animation.toValue = 9.0
        animation.duration = 1
        animation.fillMode = .forwards
        animation.isRemovedOnCompletion = false
        ring.add(animation, forKey: "width")
        clock.advance(to: 0.5, from: start)
        #expect(ring.presentation()?.lineWidth == 5, "from the model's 1 to 9")
        clock.advance(to: 3, from: start)
        #expect(ring.presentation()?.lineWidth == 9 && ring.lineWidth == 1 && ring.animationKeys() == ["width"])
        ring.removeAnimation(forKey: "width")
        #expect(ring.presentation()?.lineWidth == 1)
    }

    @Test func timingFunctionsBendTheProgress() {
        let (window, _, ring, clock, start) = stage()
        defer { clock.restore(); withExtendedLifetime(window) {} }
        let animation = CABasicAnimation(keyPath: "strokeStart")
        animation.fromValue = 0.0
        animation.toValue = 1.0
        animation.duration = 1
        animation.timingFunction = CAMediaTimingFunction(name: .easeIn)
        ring.add(animation, forKey: nil)
        clock.advance(to: 0.5, from: start)
        let eased = ring.presentation()?.strokeStart ?? 0
        #expect(eased > 0.25 && eased < 0.35, "easeIn (0.42, 0, 1, 1) is at 0.315 half way; got \(eased)")
        var point: [Float] = [0, 0]
        CAMediaTimingFunction(name: .easeInEaseOut).getControlPoint(at: 2, values: &point)
        #expect(point == [0.58, 1])
    }

    @Test func repeatsAndReversalsRunBackAndForth() {
        let (window, _, ring, clock, start) = stage()
        defer { clock.restore(); withExtendedLifetime(window) {} }
        let log = AnimationDelegateLog()
        let animation = CABasicAnimation(keyPath: "strokeEnd")
        animation.fromValue = 0
        animation.toValue = 1
        animation.duration = 1
        animation.autoreverses = true
        animation.repeatCount = 2
        animation.delegate = log
        ring.add(animation, forKey: "pulse")
        clock.advance(to: 1.25, from: start)
        #expect(abs((ring.presentation()?.strokeEnd ?? -1) - 0.75) < 1e-9, "on the way back")
        clock.advance(to: 2.5, from: start)
        #expect(abs((ring.presentation()?.strokeEnd ?? -1) - 0.5) < 1e-9, "second run, forwards")
        clock.advance(to: 4.1, from: start)
        #expect(ring.animationKeys() == nil && log.events == ["start", "stop true"])
    }

    @Test func aLaterBeginTimeWaitsAndBackwardsFillShowsTheStart() {
        let (window, _, ring, clock, start) = stage()
        defer { clock.restore(); withExtendedLifetime(window) {} }
        let animation = CABasicAnimation(keyPath: "strokeEnd")
        animation.fromValue = 0.2
        animation.toValue = 0.4
        animation.duration = 1
        animation.beginTime = CACurrentMediaTime() + 1
        ring.add(animation, forKey: "late")
        clock.advance(to: 0.5, from: start)
        #expect(ring.presentation()?.strokeEnd == 1, "waiting: the model shows")
        animation.fillMode = .backwards
        ring.add(animation, forKey: "late")
        clock.advance(to: 0.6, from: start)
        #expect(ring.presentation()?.strokeEnd == 0.2, "filled backwards: the start value")
        clock.advance(to: 1.5, from: start)
        #expect(abs((ring.presentation()?.strokeEnd ?? -1) - 0.3) < 1e-9)
    }

    @Test func keyframesFollowTheirKeyTimesAndModes() {
        let (window, _, ring, clock, start) = stage()
        defer { clock.restore(); withExtendedLifetime(window) {} }
        let shake = CAKeyframeAnimation(keyPath: "position.x")
        shake.values = [50, 60, 40, 50]
        shake.keyTimes = [0, 0.25, 0.75, 1]
        shake.duration = 1
        ring.add(shake, forKey: "shake")
        clock.advance(to: 0.125, from: start)
                #expect(ring.presentation()?.position.x == 55)
        clock.advance(to: 0.5, from: start)
        #expect(ring.presentation()?.position.x == 50)
        #expect(ring.position.x == 50 && ring.presentation()?.position.y == 50)
        let steps = CAKeyframeAnimation(keyPath: "lineWidth")
        steps.values = [1, 2, 3, 4]
        steps.calculationMode = .discrete
        steps.duration = 1
        ring.add(steps, forKey: "steps")
        clock.advance(to: 0.5 + 0.6, from: start)
        #expect(ring.presentation()?.lineWidth == 3, "four steps of a quarter each")
    }

    @Test func aKeyframePathMovesThePositionAlongIt() {
        let (window, _, ring, clock, start) = stage()
        defer { clock.restore(); withExtendedLifetime(window) {} }
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 100))
        let move = CAKeyframeAnimation(keyPath: "position")
        move.path = path
        move.duration = 2
        ring.add(move, forKey: "move")
        clock.advance(to: 0.5, from: start)
        #expect(ring.presentation()?.position == CGPoint(x: 50, y: 0))
        clock.advance(to: 1.5, from: start)
        #expect(ring.presentation()?.position == CGPoint(x: 100, y: 50))
    }

    @Test func groupsRunTheirAnimationsInTheirOwnTime() {
        let (window, _, ring, clock, start) = stage()
        defer { clock.restore(); withExtendedLifetime(window) {} }
        let grow = CABasicAnimation(keyPath: "lineWidth")
        grow.fromValue = 0
        grow.toValue = 10
        grow.duration = 1
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        fade.beginTime = 1
        fade.duration = 1
        let group = CAAnimationGroup()
        group.animations = [grow, fade]
        group.duration = 2
        ring.add(group, forKey: "both")
        clock.advance(to: 0.5, from: start)
        #expect(ring.presentation()?.lineWidth == 5 && ring.presentation()?.opacity == 1)
        clock.advance(to: 1.5, from: start)
        #expect(ring.presentation()?.lineWidth == 1, "the first one is over: the model")
        #expect(abs((ring.presentation()?.opacity ?? -1) - 0.5) < 1e-6)
    }

    @Test func aSpringOvershootsAndSettles() {
        let (window, _, ring, clock, start) = stage()
        defer { clock.restore(); withExtendedLifetime(window) {} }
        let spring = CASpringAnimation(keyPath: "position.y")
        spring.fromValue = 0
        spring.toValue = 100
        spring.damping = 5
        spring.duration = spring.settlingDuration
        #expect(spring.settlingDuration > 1 && spring.settlingDuration < 5)
        ring.add(spring, forKey: "drop")
        var highest: CGFloat = 0
        for step in 1...120 {
            clock.advance(to: Double(step) / 60, from: start)
            highest = max(highest, ring.presentation()?.position.y ?? 0)
        }
        #expect(highest > 105, "an underdamped spring passes its end; got \(highest)")
        clock.advance(to: spring.duration + 0.1, from: start)
        #expect(ring.presentation()?.position.y == 50 && ring.animationKeys() == nil)
    }

    @Test func aViewsLayerAnimatesItsOpacityAndTransformOnScreen() {
        let (window, view, clock, start) = makeAnimationStage()
        defer { clock.restore(); withExtendedLifetime(window) {} }
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        fade.duration = 1
        view.layer.add(fade, forKey: "fade")
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.toValue = CGFloat.pi
        spin.duration = 1
        view.layer.add(spin, forKey: "spin")
        clock.advance(to: 0.5, from: start)
        #expect(view.alpha == 1 && view.transform.isIdentity, "the model is untouched")
        #expect(abs((view.layer.presentation()?.opacity ?? -1) - 0.5) < 1e-6)
        #expect(abs(view.presentedTransform.b - 1) < 1e-9, "a quarter turn half way")
        clock.advance(to: 1.1, from: start)
        #expect(view.presentedAlpha == 1 && view.presentedTransform.isIdentity)
    }

    @Test func aTurnedFreeLayerIsDrawnTurnedAboutItsAnchor() {
        let (window, view, ring, clock, start) = stage()
        defer { clock.restore(); withExtendedLifetime(window) {} }
        ring.removeFromSuperlayer()
        let bar = CALayer()
        bar.frame = CGRect(x: 20, y: 45, width: 60, height: 10)
        bar.backgroundColor = UIColor.red.cgColor
        view.layer.addSublayer(bar)
        func drawn() -> UIImage {
            let format = UIGraphicsImageRendererFormat()
            format.scale = 1
            return UIGraphicsImageRenderer(bounds: view.bounds, format: format).image { _ in
                _ = view.drawHierarchy(in: view.bounds, afterScreenUpdates: false)
            }
        }
        #expect(rgba(drawn(), 25, 50) == [255, 0, 0, 255] && rgba(drawn(), 50, 25)[3] == 0)
        let turn = CABasicAnimation(keyPath: "transform.rotation.z")
        turn.fromValue = CGFloat.pi / 2
        turn.toValue = CGFloat.pi / 2
        turn.duration = 10
        bar.add(turn, forKey: "turn")
        clock.advance(to: 0.1, from: start)
        let turned = drawn()
        #expect(rgba(turned, 50, 25) == [255, 0, 0, 255], "upright about the centre (50, 50)")
        #expect(rgba(turned, 25, 50)[3] == 0)
        bar.removeAllAnimations()
        bar.setAffineTransform(CGAffineTransform(scaleX: 0.5, y: 1))
        let scaled = drawn()
        #expect(rgba(scaled, 30, 50)[3] == 0 && rgba(scaled, 40, 50) == [255, 0, 0, 255], "half as wide about the centre")
    }

    @Test func transactionCompletionsWaitForTheirAnimations() {
        let (window, _, ring, clock, start) = stage()
        defer { clock.restore(); withExtendedLifetime(window) {} }
        var done: [String] = []
        CATransaction.begin()
        CATransaction.setCompletionBlock { done.append("empty") }
        CATransaction.commit()
        #expect(done == ["empty"], "no animation: at once")
        CATransaction.begin()
        CATransaction.setAnimationDuration(2)
        #expect(CATransaction.animationDuration() == 2)
        CATransaction.setCompletionBlock { done.append("ring") }
        let animation = CABasicAnimation(keyPath: "strokeEnd")
        animation.duration = 1
        ring.add(animation, forKey: "a")
        CATransaction.commit()
        clock.advance(to: 0.5, from: start)
        #expect(done == ["empty"])
        clock.advance(to: 1.1, from: start)
        #expect(done == ["empty", "ring"])
        CATransaction.commit()
        #expect(done.count == 2, "a commit without begin is logged, not a crash")
    }

    @Test func removingEndsUnfinishedAndAddingUnderAKeyReplaces() {
        let (window, _, ring, clock, start) = stage()
        defer { clock.restore(); withExtendedLifetime(window) {} }
        let first = AnimationDelegateLog(), second = AnimationDelegateLog()
        let a = CABasicAnimation(keyPath: "strokeEnd")
        a.delegate = first
        a.duration = 1
        ring.add(a, forKey: "k")
        let b = CABasicAnimation(keyPath: "strokeEnd")
        b.delegate = second
        b.duration = 1
        ring.add(b, forKey: "k")
        #expect(first.events == ["start", "stop false"] && ring.animationKeys() == ["k"])
        clock.advance(to: 0.2, from: start)
        ring.removeAllAnimations()
        #expect(second.events == ["start", "stop false"] && ring.animationKeys() == nil)
    }

    @Test func keyPathsReadAndWriteTheLayersParts() {
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
        layer.setValue(CGFloat.pi / 2, forKeyPath: "transform.rotation.z")
        #expect(abs((layer.value(forKeyPath: "transform.rotation.z") as? CGFloat ?? 0) - .pi / 2) < 1e-9)
        layer.setValue(2, forKeyPath: "transform.scale")
        #expect(abs((layer.value(forKeyPath: "transform.scale.x") as? CGFloat ?? 0) - 2) < 1e-9)
        #expect(abs(layer.affineTransform().b - 2) < 1e-9, "turned a quarter and doubled")
        layer.setValue(70, forKeyPath: "position.x")
        #expect(layer.frame == CGRect(x: 50, y: 0, width: 40, height: 20))
        layer.setValue(0.5, forKey: "opacity")
        #expect(layer.opacity == 0.5)
        #expect(layer.value(forKeyPath: "bounds.size.width") as? CGFloat == 40)
        layer.setValue(1, forKeyPath: "no.such.path")
        #expect(layer.value(forKeyPath: "nothing") == nil)
    }

    @Test func transform3DFunctionsAgreeWithAffineTransforms() {
        let turn = CATransform3DMakeRotation(.pi / 6, 0, 0, 1)
        let affine = CGAffineTransform(rotationAngle: .pi / 6)
        let flat = CATransform3DGetAffineTransform(turn)
        #expect(abs(flat.a - affine.a) < 1e-12 && abs(flat.b - affine.b) < 1e-12 && abs(flat.c - affine.c) < 1e-12)
        let moved = CATransform3DTranslate(CATransform3DMakeScale(2, 2, 1), 5, 0, 0)
        #expect(CATransform3DGetAffineTransform(moved) == CGAffineTransform(translationX: 5, y: 0).concatenating(CGAffineTransform(scaleX: 2, y: 2)))
        let back = CATransform3DConcat(turn, CATransform3DMakeRotation(-.pi / 6, 0, 0, 1))
        #expect(zip(back.values, CATransform3DIdentity.values).allSatisfy { abs($0 - $1) < 1e-12 }, "a turn and its inverse")
        #expect(CATransform3DIsAffine(turn) && !CATransform3DIsAffine(CATransform3DMakeRotation(0.3, 1, 0, 0)))
        #expect(CATransform3DMakeRotation(1, 0, 0, 0) == CATransform3DIdentity, "no axis: identity")
    }
}
