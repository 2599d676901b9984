import Foundation
import Testing
import UIKit
import UIKitTestSupport

/// The second article's list of what makes `layoutSubviews` run, item by item. (Its
/// scroll-view item is a bounds-origin change here; `ScrollViewTests` scroll a real
/// `UIScrollView`.)
@MainActor
@Suite("When layoutSubviews runs (second article)")
struct LayoutTriggerTests {
    private func layouts(_ log: EventLog) -> [String] {
        log.take().filter { $0.contains("layoutSubviews") }.map { String($0.split(separator: " ")[0]) }
    }

    // "init does not trigger layoutSubviews."
    @Test func initDoesNotLayOut() {
        let log = EventLog()
        let view = LoggingView("v", log: log)
        view.layoutIfNeeded()
        #expect(layouts(log).isEmpty)
    }

    // "initWithFrame: triggers it when the rect is not zero."
    @Test func initWithANonZeroFrameLaysOut() {
        let log = EventLog()
        let zero = LoggingView("zero", log: log, frame: .zero)
        zero.layoutIfNeeded()
        #expect(layouts(log).isEmpty)
        let sized = LoggingView("sized", log: log, frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        sized.layoutIfNeeded()
        #expect(layouts(log) == ["sized"])
    }

    // "addSubview: triggers layoutSubviews on the view added and on the receiver", parent
    // first; a child of zero size lays out the parent only.
    @Test func addSubviewLaysOutBoth() {
        let log = EventLog()
        let parent = LoggingView("parent", log: log, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = LoggingView("child", log: log, frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        parent.layoutIfNeeded()
        _ = log.take()
        parent.addSubview(child)
        parent.layoutIfNeeded()
        #expect(layouts(log) == ["parent", "child"])
        let empty = LoggingView("empty", log: log)
        parent.addSubview(empty)
        parent.layoutIfNeeded()
        #expect(layouts(log) == ["parent"])
    }

    // Scrolling (a bounds-origin change) lays the view out.
    @Test func aBoundsOriginChangeLaysOut() {
        let log = EventLog()
        let view = LoggingView("scroller", log: log, frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.layoutIfNeeded()
        _ = log.take()
        view.bounds.origin.y = 40
        view.layoutIfNeeded()
        #expect(layouts(log) == ["scroller"])
    }

    // "Setting a frame triggers it when the size changed" (an origin change alone does
    // not), "and a size change also lays out the superview."
    @Test func aSizeChangeLaysOutTheViewAndItsSuperview() {
        let log = EventLog()
        let parent = LoggingView("parent", log: log, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = LoggingView("child", log: log, frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        parent.addSubview(child)
        parent.layoutIfNeeded()
        _ = log.take()
        child.frame.origin = CGPoint(x: 5, y: 5)
        parent.layoutIfNeeded()
        #expect(layouts(log).isEmpty)
        child.frame.size = CGSize(width: 20, height: 10)
        parent.layoutIfNeeded()
        #expect(layouts(log) == ["parent", "child"])
    }

    // "setNeedsLayout triggers it" (at the next pass, once however often it is called).
    @Test func setNeedsLayoutLaysOutOnce() {
        let log = EventLog()
        let view = LoggingView("v", log: log, frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.layoutIfNeeded()
        _ = log.take()
        view.setNeedsLayout()
        view.setNeedsLayout()
        view.layoutIfNeeded()
        #expect(layouts(log) == ["v"])
    }
}

/// "A view controller's view has its window's size already in viewDidLoad", as in
/// UIKit: the window sizes the root view it loads before viewDidLoad.
@MainActor
@Suite("Root view size at viewDidLoad")
struct RootViewSizeAtLoadTests {
    class SizeRecordingController: UIViewController {
        var sizeAtLoad: CGSize?
        override func viewDidLoad() {
            super.viewDidLoad()
            sizeAtLoad = view.bounds.size
        }
    }

    final class CustomViewController: SizeRecordingController {
        override func loadView() { view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 20)) }
    }

    @Test func theWindowsSizeIsThereInViewDidLoad() {
        let controller = SizeRecordingController()
        let window = makeWindow(width: 428, height: 300, root: controller)
        #expect(controller.sizeAtLoad == CGSize(width: 428, height: 300))
        #expect(controller.view.frame == window.bounds)
    }

    @Test func aSizeGivenByLoadViewIsKeptUntilLayout() {
        let controller = CustomViewController()
        let window = makeWindow(width: 428, height: 300, root: controller)
        #expect(controller.sizeAtLoad == CGSize(width: 10, height: 20))
        #expect(controller.view.frame == window.bounds)
    }
}
