import Foundation
import Testing
import UIKit
import UIKitTestSupport

@MainActor
@Suite struct ResponderHitTestingTests {
    private func stage() -> (UIWindow, UIView, UIView, UIView) {
        let (window, root, _) = makeEventStage()
        let parent = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        parent.addSubview(child)
        root.addSubview(parent)
        return (window, root, parent, child)
    }

    @Test func theDeepestViewUnderThePointIsHit() {
        let (window, root, parent, child) = stage()
        #expect(window.hitTest(CGPoint(x: 25, y: 25), with: nil) === child)
        #expect(window.hitTest(CGPoint(x: 100, y: 100), with: nil) === parent)
        #expect(window.hitTest(CGPoint(x: 200, y: 200), with: nil) === root)
    }

    @Test func hiddenTransparentAndNonInteractiveViewsAreSkippedWithTheirSubtrees() {
        let (window, root, parent, child) = stage()
        let point = CGPoint(x: 25, y: 25)
        child.isHidden = true
        #expect(window.hitTest(point, with: nil) === parent)
        child.isHidden = false
        child.alpha = 0.009
        #expect(window.hitTest(point, with: nil) === parent)
        child.alpha = 0.01
        #expect(window.hitTest(point, with: nil) === child)
        parent.isUserInteractionEnabled = false
        #expect(window.hitTest(point, with: nil) === root)
        parent.isUserInteractionEnabled = true
        parent.isHidden = true
        #expect(window.hitTest(point, with: nil) === root)
    }

    @Test func labelsAreNotInteractiveByDefault() {
        let (window, root, _) = makeEventStage()
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 50, height: 20))
        #expect(!label.isUserInteractionEnabled)
        #expect(UIView().isUserInteractionEnabled)
        root.addSubview(label)
        #expect(window.hitTest(CGPoint(x: 5, y: 5), with: nil) === root)
    }

    @Test func pointInsideIncludesTheMinEdgeAndExcludesTheMaxEdge() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(view.point(inside: CGPoint(x: 0, y: 0), with: nil))
        #expect(view.point(inside: CGPoint(x: 9.999, y: 9.999), with: nil))
        #expect(!view.point(inside: CGPoint(x: 10, y: 5), with: nil))
        #expect(!view.point(inside: CGPoint(x: 5, y: 10), with: nil))
        #expect(!view.point(inside: CGPoint(x: -0.001, y: 5), with: nil))
    }

    @Test func theLastSubviewIsTestedFirst() {
        let (window, root, _) = makeEventStage()
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let front = UIView(frame: CGRect(x: 25, y: 25, width: 50, height: 50))
        root.addSubview(back)
        root.addSubview(front)
        #expect(window.hitTest(CGPoint(x: 30, y: 30), with: nil) === front)
        #expect(window.hitTest(CGPoint(x: 10, y: 10), with: nil) === back)
    }

    @Test func aSubviewOutsideItsParentIsUnreachable() {
        let (window, root, parent, _) = stage()
        let outside = UIView(frame: CGRect(x: 120, y: 0, width: 30, height: 30))
        parent.addSubview(outside)
        #expect(!parent.clipsToBounds)
        #expect(window.hitTest(CGPoint(x: 140, y: 20), with: nil) === root)
    }

    @Test func sendEventReturnsTheHitViewForPointerEvents() {
        let (window, _, _, child) = stage()
        let events = EventDriver(window: window)
        #expect(events.move(25, 25, buttons: []) === child)
        #expect(window.sendEvent(.pointerEntered(location: CGPoint(x: 25, y: 25), modifiers: [])) === child)
        #expect(window.sendEvent(.pointerExited(location: CGPoint(x: 25, y: 25), modifiers: [])) == nil)
        #expect(window.sendEvent(.scroll(location: CGPoint(x: 25, y: 25), deltaX: 0, deltaY: 16, modifiers: [])) === child)
        #expect(window.sendEvent(.keyDown(keyCode: 0x61, characters: "a", modifiers: [])) == nil)
    }
}
