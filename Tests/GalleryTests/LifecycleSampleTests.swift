import Foundation
import GallerySamples
import Testing
import UIKit

/// The lifecycle sample against the first article's logs: layout parents before children,
/// update constraints children before parents, one `layoutSubviews` per changed view, all
/// between the turn's `beforeWaiting` and the loop's sleep (`afterWaiting`).
@MainActor
@Suite(.serialized) struct LifecycleSampleTests {
    /// One action's log, without the run-loop lines before the action started.
    func logOf(_ action: String, after setup: [String] = [], sample: GallerySample = .lifecycle) -> [String] {
        let (window, controller) = show(sample, as: LifecycleViewController.self)
        defer { close(window) }
        for step in setup { click(controller, step) }
        _ = controller.log.take()
        click(controller, action)
        return controller.log.take()
    }

    @Test func firstPassPlacesTheViewsAtTheArticlesPositions() {
        let (window, controller) = show(.lifecycle, as: LifecycleViewController.self)
        defer { close(window) }
        #expect(controller.container.frame == CGRect(x: 0, y: 0, width: 428, height: 60))
        #expect(controller.left.frame == CGRect(x: 0, y: 0, width: 50, height: 60))
        #expect(controller.middle.frame == CGRect(x: 189, y: 0, width: 50, height: 60))
        #expect(controller.right.frame == CGRect(x: 378, y: 0, width: 50, height: 60))
        let lines = controller.log.lines
        let updates = lines.filter { $0.hasSuffix(", updateConstraints") }
        #expect(updates == ["left, updateConstraints", "right, updateConstraints", "middle, updateConstraints",
                            "container, updateConstraints"])
        #expect(lines.filter { $0.contains("layoutSubviews") } == [
            "container, layoutSubviews, 428.000000, 0.000000", "middle, layoutSubviews, 50.000000, 189.000000",
            "right, layoutSubviews, 50.000000, 378.000000", "left, layoutSubviews, 50.000000, 0.000000",
        ])
        #expect(lines.filter { $0.hasSuffix(", draw") } == ["container, draw", "left, draw", "right, draw", "middle, draw"])
        // The article's log opens with a setNeedsDisplay per view, subviews before the
        // container, ahead of the first updateConstraints.
        let displays = lines.filter { $0.hasSuffix(", setNeedsDisplay") }
        #expect(displays == ["left, setNeedsDisplay", "right, setNeedsDisplay", "middle, setNeedsDisplay",
                             "container, setNeedsDisplay"])
        let firstUpdate = lines.firstIndex { $0.hasSuffix(", updateConstraints") } ?? 0
        #expect((lines.lastIndex { $0.hasSuffix(", setNeedsDisplay") } ?? .max) < firstUpdate)
    }

    @Test func theLogPaneNeverMovesTheContainer() {
        let (window, controller) = show(.lifecycle, as: LifecycleViewController.self, size: CGSize(width: 428, height: 700))
        defer { close(window) }
        for _ in 0..<40 { controller.log.add("filler, a line for the pane") }
        UIRunLoop.main.runOnce()
        #expect(controller.container.frame == CGRect(x: 0, y: 0, width: 428, height: 60))
        #expect(controller.pane.frame.minY >= 160)
    }

    @Test func changeMiddleWidth() {
        #expect(logOf("changeMiddleWidth") == [
            "runloop, entry", "runloop, beforeTimers", "runloop, beforeSources",
            "action, changeMiddleWidth",
            "runloop, beforeWaiting",
            "container, setNeedsLayout", "container, setNeedsLayout",
            "container, layoutSubviews, 428.000000, 0.000000",
            "middle, layoutSubviews, 70.000000, 179.000000",
            "runloop, afterWaiting", "runloop, exit",
        ])
    }

    @Test func updateConstraint() {
        #expect(logOf("updateConstraint") == [
            "runloop, entry", "runloop, beforeTimers", "runloop, beforeSources",
            "action, updateConstraint",
            "middle, setNeedsUpdateConstraints",
            "runloop, beforeWaiting",
            "middle, updateConstraints",
            "container, setNeedsLayout", "container, setNeedsLayout",
            "container, layoutSubviews, 428.000000, 0.000000",
            "middle, layoutSubviews, 70.000000, 179.000000",
            "runloop, afterWaiting", "runloop, exit",
        ])
    }

    @Test func changeTwoConstraintsIsOneBatchAfterTheHandler() {
        #expect(logOf("changeTwoConstraints") == [
            "runloop, entry", "runloop, beforeTimers", "runloop, beforeSources",
            "action, changeTwoConstraints",
            "runloop, beforeWaiting",
            "container, setNeedsLayout", "container, setNeedsLayout", "container, setNeedsLayout",
            "container, layoutSubviews, 428.000000, 0.000000",
            "middle, layoutSubviews, 70.000000, 179.000000",
            "left, layoutSubviews, 70.000000, 0.000000",
            "runloop, afterWaiting", "runloop, exit",
        ])
    }

    @Test func twoUpdateConstraintsRunChildrenInHierarchyOrderBeforeLayout() {
        #expect(logOf("twoUpdateConstraints") == [
            "runloop, entry", "runloop, beforeTimers", "runloop, beforeSources",
            "action, twoUpdateConstraints",
            "right, setNeedsUpdateConstraints", "left, setNeedsUpdateConstraints",
            "runloop, beforeWaiting",
            "left, updateConstraints", "right, updateConstraints",
            "container, setNeedsLayout", "container, setNeedsLayout", "container, setNeedsLayout",
            "container, layoutSubviews, 428.000000, 0.000000",
            "right, layoutSubviews, 49.000000, 379.000000",
            "left, layoutSubviews, 49.000000, 0.000000",
            "runloop, afterWaiting", "runloop, exit",
        ])
    }

    @Test func changeContainerLaysOutTheContainerThenEveryChild() {
        let lines = logOf("changeContainer")
        let sleep = lines.firstIndex(of: "runloop, afterWaiting") ?? lines.count
        let wake = lines.firstIndex(of: "runloop, beforeWaiting") ?? 0
        let layouts = lines.enumerated().filter { $0.element.contains("layoutSubviews") }
        #expect(layouts.map(\.element) == [
            "container, layoutSubviews, 428.000000, 0.000000", "middle, layoutSubviews, 50.000000, 189.000000",
            "right, layoutSubviews, 50.000000, 378.000000", "left, layoutSubviews, 50.000000, 0.000000",
        ])
        #expect(layouts.allSatisfy { $0.offset > wake && $0.offset < sleep })
    }

    @Test func resetPutsEverythingBack() {
        let (window, controller) = show(.lifecycle, as: LifecycleViewController.self)
        defer { close(window) }
        for action in ["changeTwoConstraints", "changeContainer", "reset"] { click(controller, action) }
        #expect(controller.container.frame == CGRect(x: 0, y: 0, width: 428, height: 60))
        #expect(controller.left.frame.width == 50 && controller.middle.frame.minX == 189)
    }

    /// As in the article, the actions come from a table view: its rows carry the
    /// article's titles, and a click on a row deselects it and runs its action.
    @Test func aClickOnATableRowRunsItsAction() {
        let (window, controller) = show(.lifecycle, as: LifecycleViewController.self)
        defer { close(window) }
        let table = controller.tableView!
        #expect(table.numberOfRows(inSection: 0) == 6)
        let titles = table.visibleCells.map { $0.textLabel?.text ?? "" }
        #expect(titles == ["改动中间的宽度", "update constraint", "修改两个限制", "两个update constraint", "修改父视图限制", "reset"])
        _ = controller.log.take()
        let row = table.visibleCells[4]
        let point = row.convert(CGPoint(x: 40, y: row.bounds.midY), to: nil)
        window.sendEvent(.pointerDown(location: point, button: 1, modifiers: []))
        window.sendEvent(.pointerUp(location: point, button: 1, modifiers: []))
        UIRunLoop.main.runOnce()
        #expect(controller.log.take().contains("action, changeContainer"))
        #expect(controller.container.frame.height == 100)
        #expect(table.indexPathForSelectedRow == nil)
    }

    /// The `interfacebuilder` sample loads the same screen from `Lifecycle.xib`: the same
    /// frames, outlets, constraints found as the article finds them, and the same logs.
    @Test func theScreenFromTheNibBehavesAsTheOneFromCode() {
        let (window, controller) = show(.interfaceBuilder, as: LifecycleViewController.self)
        defer { close(window) }
        #expect(controller.loadsNib)
        #expect(controller.container.frame == CGRect(x: 0, y: 0, width: 428, height: 60))
        #expect(controller.left.frame == CGRect(x: 0, y: 0, width: 50, height: 60))
        #expect(controller.middle.frame == CGRect(x: 189, y: 0, width: 50, height: 60))
        #expect(controller.right.frame == CGRect(x: 378, y: 0, width: 50, height: 60))
        #expect(controller.container.subviews.map { ($0 as? LifecycleView)?.name } == ["left", "right", "middle"])
        #expect(controller.tableView.frame == CGRect(x: 8, y: 108, width: 412, height: 216))
        #expect(controller.widths.count == 3 && controller.containerHeight?.constant == 60)
        for action in ["changeMiddleWidth", "updateConstraint", "changeTwoConstraints", "twoUpdateConstraints", "changeContainer"] {
            #expect(logOf(action, sample: .interfaceBuilder) == logOf(action), "\(action)")
        }
    }

    @Test func everyListedActionExists() {
        for sample in GallerySample.all {
            let controller = (checkedSample(named: sample.name) ?? sample).makeController()
            controller.loadViewIfNeeded()
            let names = controller.actions.map(\.name)
            #expect(sample.actions.map { String($0.split(separator: ":").first ?? "") } == names, "\(sample.name)")
            (controller as? LifecycleViewController)?.stopObservingRunLoop()
        }
    }
}
