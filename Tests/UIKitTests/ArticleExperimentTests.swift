import Foundation
import Testing
import UIKit
import UIKitTestSupport

/// The first article's experiment: a 428-wide container holding left/middle/right views,
/// each 50 wide, with the subviews in the order the article's nib had them
/// (left, right, middle). Its logs show the container laid out first, then each child
/// whose size changed, front-most first.
@MainActor
@Suite struct ArticleExperimentTests {
    @MainActor final class Fixture {
        let log = EventLog()
        let window: UIWindow
        let container: LoggingView
        let left: LoggingView, middle: LoggingView, right: LoggingView
        var widths: [String: NSLayoutConstraint] = [:]
        var containerHeight: NSLayoutConstraint!
        var phases: [String] = []

        init() {
            window = makeWindow(width: 428, height: 600)
            let root: UIView = window.rootViewController!.view
            container = LoggingView("container", log: log)
            left = LoggingView("left", log: log)
            middle = LoggingView("middle", log: log)
            right = LoggingView("right", log: log)
            container.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(container)
            for view in [left, right, middle] {
                view.translatesAutoresizingMaskIntoConstraints = false
                container.addSubview(view)
            }
            containerHeight = container.heightAnchor.constraint(equalToConstant: 80)
            var constraints = [
                container.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                container.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                container.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
                containerHeight!,
                left.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                middle.centerXAnchor.constraint(equalTo: container.centerXAnchor),
                right.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            ]
            for (name, view) in [("left", left), ("middle", middle), ("right", right)] {
                let width = view.widthAnchor.constraint(equalToConstant: 50)
                widths[name] = width
                constraints += [width, view.topAnchor.constraint(equalTo: container.topAnchor),
                                view.bottomAnchor.constraint(equalTo: container.bottomAnchor)]
            }
            NSLayoutConstraint.activate(constraints)
            UIRunLoop.main.addObserver(activities: [.beforeWaiting, .afterWaiting]) { [log] activity in
                log.add("runloop \(activity)")
            }.invalidateAfterTest(in: self)
        }

        var observers: [RunLoopObserver] = []
        deinit {}
    }

    @Test func initialPassLaysOutContainerThenChildrenFrontMostFirst() {
        let f = Fixture()
        turn()
        let layouts = f.log.take().filter { $0.contains("layoutSubviews") }
        #expect(layouts == [
            "container layoutSubviews 428 0",
            "middle layoutSubviews 50 189",
            "right layoutSubviews 50 378",
            "left layoutSubviews 50 0",
        ])
        f.cleanUp()
    }

    @Test func changingTheMiddleWidth() {
        let f = Fixture()
        turn()
        _ = f.log.take()
        turn { f.widths["middle"]!.constant = 70 }
        #expect(f.log.take() == [
            "runloop beforeWaiting",
            "container setNeedsLayout",
            "container setNeedsLayout",
            "container layoutSubviews 428 0",
            "middle layoutSubviews 70 179",
            "runloop afterWaiting",
        ])
        f.cleanUp()
    }

    @Test func changingTwoConstraintsInOneEvent() {
        let f = Fixture()
        turn()
        _ = f.log.take()
        turn {
            f.log.add("first")
            f.widths["middle"]!.constant = 70
            f.log.add("second")
            f.widths["left"]!.constant = 70
        }
        #expect(f.log.take() == [
            "first", "second",
            "runloop beforeWaiting",
            "container setNeedsLayout", "container setNeedsLayout", "container setNeedsLayout",
            "container layoutSubviews 428 0",
            "middle layoutSubviews 70 179",
            "left layoutSubviews 70 0",
            "runloop afterWaiting",
        ])
        f.cleanUp()
    }

    @Test func twoUpdateConstraintsRunInHierarchyOrderBeforeLayout() {
        let f = Fixture()
        turn()
        _ = f.log.take()
        f.left.onUpdateConstraints = { f.widths["left"]!.constant = 49 }
        f.right.onUpdateConstraints = { f.widths["right"]!.constant = 49 }
        turn {
            f.log.add("second")
            f.right.setNeedsUpdateConstraints()
            f.log.add("first")
            f.left.setNeedsUpdateConstraints()
        }
        #expect(f.log.take() == [
            "second", "right setNeedsUpdateConstraints",
            "first", "left setNeedsUpdateConstraints",
            "runloop beforeWaiting",
            "left updateConstraints", "right updateConstraints",
            "container setNeedsLayout", "container setNeedsLayout", "container setNeedsLayout",
            "container layoutSubviews 428 0",
            "right layoutSubviews 49 379",
            "left layoutSubviews 49 0",
            "runloop afterWaiting",
        ])
        f.cleanUp()
    }

    @Test func changingTheContainer() {
        let f = Fixture()
        turn()
        _ = f.log.take()
        turn { f.containerHeight.constant = 100 }
        let lines = f.log.take()
        #expect(lines.filter { $0.contains("layoutSubviews") } == [
            "container layoutSubviews 428 0",
            "middle layoutSubviews 50 189",
            "right layoutSubviews 50 378",
            "left layoutSubviews 50 0",
        ])
        #expect(f.left.frame.height == 100 && f.container.frame.height == 100)
        f.cleanUp()
    }
}

extension ArticleExperimentTests.Fixture {
    func cleanUp() {
        for observer in observers { UIRunLoop.main.removeObserver(observer) }
    }
}

extension RunLoopObserver {
    @MainActor
    func invalidateAfterTest(in fixture: ArticleExperimentTests.Fixture) {
        fixture.observers.append(self)
    }
}
