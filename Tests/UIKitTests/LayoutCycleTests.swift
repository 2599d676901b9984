import Foundation
import Testing
import UIKit
import UIKitTestSupport

@MainActor
@Suite struct LayoutCycleTests {
    /// parent > child > grandchild, all logging.
    func makeTree(_ log: EventLog) -> (UIWindow, LoggingView, LoggingView, LoggingView) {
        let window = makeWindow(width: 200, height: 200)
        let parent = LoggingView("parent", log: log, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = LoggingView("child", log: log, frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let grandchild = LoggingView("grandchild", log: log, frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.rootViewController!.view.addSubview(parent)
        parent.addSubview(child)
        child.addSubview(grandchild)
        return (window, parent, child, grandchild)
    }

    @Test func updateConstraintsRunsChildrenFirstAndLayoutAndDrawParentsFirst() {
        let log = EventLog()
        let (window, _, _, _) = makeTree(log)
        defer { withExtendedLifetime(window) {} }
        turn()
        let lines = log.take()
        let updates = lines.filter { $0.hasSuffix("updateConstraints") }
        #expect(updates == ["grandchild updateConstraints", "child updateConstraints", "parent updateConstraints"])
        let layouts = lines.filter { $0.contains("layoutSubviews") }.map { $0.components(separatedBy: " ")[0] }
        #expect(layouts == ["parent", "child", "grandchild"])
        let draws = lines.filter { $0.hasSuffix("draw") }
        #expect(draws == ["parent draw", "child draw", "grandchild draw"])
        // Update constraints all finish before layout begins.
        let lastUpdate = lines.lastIndex { $0.hasSuffix("updateConstraints") }!
        let firstLayout = lines.firstIndex { $0.contains("layoutSubviews") }!
        #expect(lastUpdate < firstLayout)
    }

    /// Layout skips the views the engine did not move, but a frame set by hand on a
    /// constrained view is put back at the next layout of its superview, and a view
    /// whose variables moved gets its new frame.
    @Test func layoutPutsBackAFrameSetByHandAndAppliesOnlyWhatMoved() {
        let window = makeWindow(width: 200, height: 200)
        let root = window.rootViewController!.view!
        let fixed = UIView()
        let moving = UIView()
        for view in [fixed, moving] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        let width = moving.widthAnchor.constraint(equalToConstant: 30)
        NSLayoutConstraint.activate([
            fixed.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
            fixed.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            fixed.widthAnchor.constraint(equalToConstant: 20), fixed.heightAnchor.constraint(equalToConstant: 20),
            moving.leftAnchor.constraint(equalTo: fixed.rightAnchor), moving.topAnchor.constraint(equalTo: fixed.topAnchor),
            width, moving.heightAnchor.constraint(equalToConstant: 20),
        ])
        window.layoutIfNeeded()
        #expect(fixed.frame == CGRect(x: 10, y: 10, width: 20, height: 20))
        fixed.frame = CGRect(x: 50, y: 50, width: 5, height: 5)
        width.constant = 40
        window.layoutIfNeeded()
        #expect(fixed.frame == CGRect(x: 10, y: 10, width: 20, height: 20))
        #expect(moving.frame == CGRect(x: 30, y: 10, width: 40, height: 20))
        fixed.center = CGPoint(x: 100, y: 100)
        root.setNeedsLayout()
        window.layoutIfNeeded()
        #expect(fixed.frame == CGRect(x: 10, y: 10, width: 20, height: 20))
    }

    /// A view that moves to another window gets new engine variables; its frame is
    /// applied there even when every new value is zero, the value a new variable reports
    /// no change from.
    @Test func aViewMovedToAnotherWindowTakesThatEnginesFrame() {
        let first = makeWindow(width: 200, height: 200)
        let second = makeWindow(width: 200, height: 200)
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        let firstRoot = first.rootViewController!.view!
        firstRoot.addSubview(view)
        NSLayoutConstraint.activate([
            view.leftAnchor.constraint(equalTo: firstRoot.leftAnchor, constant: 10),
            view.topAnchor.constraint(equalTo: firstRoot.topAnchor, constant: 10),
            view.widthAnchor.constraint(equalToConstant: 10), view.heightAnchor.constraint(equalToConstant: 10),
        ])
        first.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 10, y: 10, width: 10, height: 10))
        let secondRoot = second.rootViewController!.view!
        view.removeFromSuperview()
        view.constraints.forEach { $0.isActive = false }
        secondRoot.addSubview(view)
        NSLayoutConstraint.activate([
            view.leftAnchor.constraint(equalTo: secondRoot.leftAnchor),
            view.topAnchor.constraint(equalTo: secondRoot.topAnchor),
            view.widthAnchor.constraint(equalToConstant: 0), view.heightAnchor.constraint(equalToConstant: 0),
        ])
        second.layoutIfNeeded()
        #expect(view.frame == .zero)
    }

    @Test func nothingRunsWhenNothingIsDirty() {
        let log = EventLog()
        let (window, parent, _, _) = makeTree(log)
        turn()
        _ = log.take()
        turn()
        parent.layoutIfNeeded()
        window.layoutIfNeeded()
        #expect(log.take().isEmpty)
    }

    @Test func setNeedsLayoutCoalescesToOneLayoutPerView() {
        let log = EventLog()
        let (window, parent, child, _) = makeTree(log)
        defer { withExtendedLifetime(window) {} }
        turn()
        _ = log.take()
        turn {
            parent.setNeedsLayout()
            child.setNeedsLayout()
            parent.setNeedsLayout()
        }
        let layouts = log.take().filter { $0.contains("layoutSubviews") }.map { $0.components(separatedBy: " ")[0] }
        #expect(layouts == ["parent", "child"])
    }

    @Test func aSizeChangeLaysOutTheViewButAnOriginChangeDoesNot() {
        let log = EventLog()
        let (window, _, child, grandchild) = makeTree(log)
        defer { withExtendedLifetime(window) {} }
        turn()
        _ = log.take()
        turn { grandchild.frame.origin = CGPoint(x: 3, y: 3) }
        #expect(log.take().filter { $0.contains("layoutSubviews") }.isEmpty)
        // A size change lays out the view and its superview, parent first (the second
        // article's list: "resizing a view lays out its superview").
        turn { child.frame.size = CGSize(width: 60, height: 60) }
        #expect(log.take().filter { $0.contains("layoutSubviews") } == ["parent layoutSubviews 100 0", "child layoutSubviews 60 0"])
    }

    @Test func twoConstraintChangesInOneEventGiveOneLayoutPass() {
        let log = EventLog()
        let window = makeWindow(width: 300, height: 300)
        let container = LoggingView("container", log: log)
        let a = UIView(), b = UIView()
        container.translatesAutoresizingMaskIntoConstraints = false
        window.rootViewController!.view.addSubview(container)
        for view in [a, b] { view.translatesAutoresizingMaskIntoConstraints = false; container.addSubview(view) }
        let wa = a.widthAnchor.constraint(equalToConstant: 10)
        let wb = b.widthAnchor.constraint(equalToConstant: 10)
        NSLayoutConstraint.activate([
            container.leftAnchor.constraint(equalTo: window.rootViewController!.view.leftAnchor),
            container.topAnchor.constraint(equalTo: window.rootViewController!.view.topAnchor),
            container.widthAnchor.constraint(equalToConstant: 100), container.heightAnchor.constraint(equalToConstant: 100),
            a.leftAnchor.constraint(equalTo: container.leftAnchor), a.topAnchor.constraint(equalTo: container.topAnchor),
            b.leftAnchor.constraint(equalTo: a.rightAnchor), b.topAnchor.constraint(equalTo: container.topAnchor),
            wa, wb, a.heightAnchor.constraint(equalToConstant: 10), b.heightAnchor.constraint(equalToConstant: 10),
        ])
        turn()
        _ = log.take()
        turn {
            wa.constant = 20
            #expect(log.lines.isEmpty)  // nothing happens inside the event
            wb.constant = 30
        }
        let lines = log.take()
        #expect(lines.filter { $0.contains("layoutSubviews") }.count == 1)
        // a.width, b.minX, b.width changed: one setNeedsLayout on the container each.
        #expect(lines.filter { $0 == "container setNeedsLayout" }.count == 3)
        #expect(a.frame.width == 20 && b.frame == CGRect(x: 20, y: 0, width: 30, height: 10))
    }

    @Test func setNeedsDisplayUnitesRectsAndDrawsOnce() {
        final class RectView: UIView {
            var rects: [CGRect] = []
            override func draw(_ rect: CGRect) {
                rects.append(rect)
                UIGraphicsGetCurrentDrawingContext()?.fill(rect, color: .red, alpha: 1)
            }
        }
        let window = makeWindow(width: 100, height: 100)
        let presenter = RecordingPresenter()
        window.presenter = presenter
        let view = RectView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        view.backgroundColor = .blue
        window.addSubview(view)
        turn()
        view.rects.removeAll()
        turn {
            view.setNeedsDisplay(CGRect(x: 0, y: 0, width: 10, height: 10))
            view.setNeedsDisplay(CGRect(x: 20, y: 20, width: 10, height: 10))
        }
        #expect(view.rects == [CGRect(x: 0, y: 0, width: 30, height: 30)])
        #expect(presenter.presented.last == CGRect(x: 10, y: 10, width: 50, height: 50))
        let renderer = RecordingRenderer()
        view.render(in: renderer)
        #expect(renderer.transcript.contains("fill (0,0,50,50)"))
        #expect(renderer.transcript.contains("fill (0,0,30,30)"))
    }

    @Test func setNeedsUpdateConstraintsFromOwnLayoutSubviewsIsReported() {
        let log = EventLog()
        let window = makeWindow()
        let view = LoggingView("v", log: log, frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        var once = true
        view.onLayoutSubviews = {
            if once { once = false; view.setNeedsUpdateConstraints() }
        }
        let capture = LogCapture()
        capture.capture { turn() }
        #expect(capture.messages.contains { $0.contains("setNeedsUpdateConstraints was called on LoggingView:0x") && $0.contains("from inside its own layoutSubviews") })
        #expect(!view.needsUpdateConstraints())
    }

    @Test func layoutFeedbackLoopIsStoppedAndNamesTheViews() {
        let log = EventLog()
        let window = makeWindow()
        let a = LoggingView("a", log: log, frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let b = LoggingView("b", log: log, frame: CGRect(x: 0, y: 20, width: 10, height: 10))
        window.addSubview(a)
        window.addSubview(b)
        a.onLayoutSubviews = { b.setNeedsLayout() }
        b.onLayoutSubviews = { a.setNeedsLayout() }
        let capture = LogCapture()
        capture.capture { turn() }
        #expect(capture.messages.contains { $0.contains("Layout feedback loop detected") && $0.contains(a.layoutDescriptionName) && $0.contains(b.layoutDescriptionName) })
        _ = log.take()
        a.onLayoutSubviews = nil
        b.onLayoutSubviews = nil
        turn()
        #expect(log.take().isEmpty)
    }
}
