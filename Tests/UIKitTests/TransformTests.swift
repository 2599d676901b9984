import Foundation
import Testing
@testable import UIKit
import UIKitTestSupport

private func close(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-6) -> Bool { abs(a - b) <= tolerance }
private func close(_ a: CGRect, _ b: CGRect) -> Bool {
    close(a.minX, b.minX) && close(a.minY, b.minY) && close(a.width, b.width) && close(a.height, b.height)
}
private func close(_ a: CGPoint, _ b: CGPoint) -> Bool { close(a.x, b.x) && close(a.y, b.y) }

@Suite("CGAffineTransform and UIView.transform", .serialized)
@MainActor
struct TransformTests {
    @Test func transformsComposeAsCoreGraphicsDoes() {
        let t = CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 2)
        #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 12, y: 2), "scale first, then the translation")
        let turn = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(close(CGPoint(x: 1, y: 0).applying(turn), CGPoint(x: 0, y: 1)), "clockwise on a y-down screen")
        let round = t.concatenating(turn).concatenating(turn.inverted()).concatenating(t.inverted())
        #expect(close(CGPoint(x: 3, y: 4).applying(round), CGPoint(x: 3, y: 4)))
        #expect(CGAffineTransform.identity.isIdentity && CGAffineTransform().isIdentity)
        #expect(CGRect(x: 0, y: 0, width: 10, height: 20).applying(CGAffineTransform(scaleX: -1, y: 1)) == CGRect(x: -10, y: 0, width: 10, height: 20))
        #expect(CGAffineTransform(scaleX: 0, y: 0).inverted() == CGAffineTransform(scaleX: 0, y: 0), "not invertible: unchanged")
    }

    @Test func frameIsTheBoundingBoxAndLayoutIgnoresTheTransform() {
        let window = makeWindow(width: 300, height: 300)
        let root = window.rootViewController!.view!
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 50),
            view.topAnchor.constraint(equalTo: root.topAnchor, constant: 50),
            view.widthAnchor.constraint(equalToConstant: 100),
            view.heightAnchor.constraint(equalToConstant: 40),
        ])
        turn()
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        turn()
        #expect(view.frame == CGRect(x: 0, y: 30, width: 200, height: 80), "the scaled rectangle about the centre")
        #expect(view.center == CGPoint(x: 100, y: 70) && view.bounds.size == CGSize(width: 100, height: 40))
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        root.setNeedsLayout()
        turn()
        #expect(close(view.frame, CGRect(x: 80, y: 20, width: 40, height: 100)), "\(view.frame)")
        #expect(view.center == CGPoint(x: 100, y: 70), "layout still places the untransformed rectangle")
        view.transform = .identity
        #expect(view.frame == CGRect(x: 50, y: 50, width: 100, height: 40))
    }

    @Test func convertingAndHitTestingGoThroughTheTransform() {
        let window = makeWindow(width: 300, height: 300)
        let root = window.rootViewController!.view!
        let view = UIView(frame: CGRect(x: 100, y: 100, width: 40, height: 40))
        root.addSubview(view)
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        turn()
        #expect(view.convert(CGPoint(x: 0, y: 0), to: root) == CGPoint(x: 80, y: 80))
        #expect(view.convert(CGPoint(x: 80, y: 80), from: root) == CGPoint(x: 0, y: 0))
        #expect(root.convert(CGRect(x: 0, y: 0, width: 40, height: 40), from: view) == CGRect(x: 80, y: 80, width: 80, height: 80))
        #expect(root.hitTest(CGPoint(x: 85, y: 85), with: nil) === view, "inside the scaled view, outside the unscaled one")
        view.transform = CGAffineTransform(rotationAngle: .pi / 4)
        #expect(root.hitTest(CGPoint(x: 101, y: 101), with: nil) === root, "the rotated square's corner is elsewhere")
        #expect(root.hitTest(CGPoint(x: 120, y: 94), with: nil) === view, "its top corner reaches above the frame")
    }

    @Test func theTransformIsDrawnAboutTheCentreAndRepaintsItsArea() {
        let window = makeWindow(width: 300, height: 300)
        let presenter = RecordingPresenter()
        window.presenter = presenter
        let view = UIView(frame: CGRect(x: 100, y: 100, width: 40, height: 20))
        view.backgroundColor = .red
        window.rootViewController!.view.addSubview(view)
        turn()
        view.transform = CGAffineTransform(scaleX: 3, y: 1)
        turn()
        #expect((presenter.presented.last ?? .null).contains(CGRect(x: 60, y: 100, width: 120, height: 20)))
        let recorder = RecordingRenderer()
        window.render(in: recorder)
        #expect(recorder.transcript.contains("transform [3 0 0 1 -40 0]"), "\(recorder.transcript)")
        let log = LogCapture()
        log.capture { view.transform = CGAffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0) }
        #expect(view.transform == CGAffineTransform(scaleX: 3, y: 1) && log.messages.count == 1, "NaN refused with a log line")
    }

    @Test func aRotationAnimatesByItsAngle() {
        let (window, view, clock, start) = makeAnimationStage()
        defer { clock.restore(); withExtendedLifetime(window) {} }
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            view.transform = CGAffineTransform(rotationAngle: .pi / 2).scaledBy(x: 2, y: 2)
        })
        #expect(view.transform == CGAffineTransform(rotationAngle: .pi / 2).scaledBy(x: 2, y: 2), "the model is final at once")
        clock.advance(to: 0.5, from: start)
        let halfway = view.presentedTransform
        let expected = CGAffineTransform(rotationAngle: .pi / 4).scaledBy(x: 1.5, y: 1.5)
        #expect(close(halfway.a, expected.a) && close(halfway.b, expected.b) && close(halfway.c, expected.c) && close(halfway.d, expected.d),
                "a quarter turn is half a quarter turn half-way, not a shrunken matrix: \(halfway)")
        clock.advance(to: 1.1, from: start)
        #expect(view.animationState == nil)
    }
}
