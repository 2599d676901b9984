import Foundation
import GallerySamples
import Testing
import UIKit

/// The samples of the articles' remaining examples: the first article's trigger table
/// and the fourth article's item/attribute constraints, removal cascade, VFL metrics and
/// content-size constraints.
@MainActor
@Suite(.serialized) struct ArticleSampleTests {
    /// The lines logged by one action, from the action's own line on.
    private func lines(after action: String, in controller: SampleViewController) -> [String] {
        _ = controller.log.take()
        click(controller, action)
        return controller.log.take().filter { !$0.hasSuffix("setNeedsDisplay") && !$0.hasSuffix(", draw") }
    }

    @Test func setNeedsLayoutWaitsForTheTurnsEndAndLayoutIfNeededDoesNot() {
        let (window, controller) = show(.triggers, as: TriggersViewController.self)
        defer { close(window) }
        #expect(lines(after: "setNeedsLayout", in: controller) == [
            "action, setNeedsLayout", "container, setNeedsLayout",
            "runloop, beforeWaiting", "container, layoutSubviews, 428.000000, 0.000000",
        ])
        // Nothing is marked: layoutIfNeeded does nothing.
        #expect(lines(after: "layoutIfNeeded", in: controller) == [
            "action, layoutIfNeeded", "container, layoutIfNeeded", "runloop, beforeWaiting",
        ])
        // Marked, then forced: the layout runs inside the action, before the turn's end.
        #expect(lines(after: "setNeedsLayoutThenLayoutIfNeeded", in: controller) == [
            "action, setNeedsLayoutThenLayoutIfNeeded", "container, setNeedsLayout", "container, layoutIfNeeded",
            "container, layoutSubviews, 428.000000, 0.000000", "runloop, beforeWaiting",
        ])
        #expect(lines(after: "setNeedsUpdateConstraintsThenUpdateConstraintsIfNeeded", in: controller).prefix(4) == [
            "action, setNeedsUpdateConstraintsThenUpdateConstraintsIfNeeded", "container, setNeedsUpdateConstraints",
            "container, updateConstraintsIfNeeded", "container, updateConstraints",
        ])
        let changed = lines(after: "changeConstantThenLayoutIfNeeded", in: controller)
        #expect(changed.firstIndex(of: "child, layoutSubviews, 80.000000, 0.000000")! < changed.firstIndex(of: "runloop, beforeWaiting")!)
        #expect(controller.child.frame.width == 80)
    }

    @Test func grayViewFromItemAttributeConstraintsAndItsRemoval() {
        let (window, controller) = show(.itemAttribute, as: ItemAttributeViewController.self)
        defer { close(window) }
        let gray = controller.grayView!
        #expect(gray.frame == CGRect(x: 50, y: 100, width: 100, height: 100))
        #expect(gray.constraints.count == 2)
        let root: UIView = controller.view
        let held = root.constraints.count
        click(controller, "removeGrayView")
        // Removing the view removes the superview's constraints that mention it; its own
        // size constraints stay with it.
        #expect(root.constraints.count == held - 2)
        #expect(gray.constraints.count == 2)
        #expect(controller.log.lines.contains("after removeFromSuperview: superview holds \(held - 2), grayView holds 2"))
        click(controller, "addGrayView")
        #expect(controller.grayView.frame == CGRect(x: 50, y: 100, width: 100, height: 100))
    }

    @Test func metricsGiveTheArticlesFrame() {
        let (window, controller) = show(.metrics, as: MetricsViewController.self)
        defer { close(window) }
        #expect(controller.view1.frame == CGRect(x: 50, y: 50, width: 100, height: 100))
        #expect(controller.view2.frame == CGRect(x: 158, y: 50, width: 100, height: 100))
        click(controller, "wider")
        #expect(controller.view2.frame.width == 140)
    }

    @Test func theButtonListsTwoContentSizeConstraints() {
        let (window, controller) = show(.contentSize, as: ContentSizeViewController.self)
        defer { close(window) }
        let button = controller.button!
        #expect(button.frame.minX == 10 && button.frame.maxY == 590)
        click(controller, "logConstraints")
        let logged = controller.log.lines.filter { $0.hasPrefix("<NSContentSizeLayoutConstraint:0x") }
        #expect(logged.count == 2)
        #expect(logged.allSatisfy { $0.hasSuffix(";  750.000000  250.000000") })
        #expect(logged.first?.contains(".width == \(Int(button.intrinsicContentSize.width))>") == true)
    }
}

/// The scroll sample: the content guide sets the content size, the wheel scrolls and
/// each scroll lays the scroll view out.
@MainActor
@Suite(.serialized) struct ScrollSampleTests {
    @Test func wheelScrollsTheRowsAndLaysOut() {
        let (window, controller) = show(.scroll, as: ScrollViewController.self)
        defer { close(window) }
        let scrollView = controller.scrollView!
        #expect(scrollView.contentSize.height > scrollView.bounds.height)
        #expect(scrollView.contentSize.width == scrollView.bounds.width)
        let badgeBefore = controller.badge.convert(controller.badge.bounds, to: nil)
        _ = controller.log.take()
        let center = scrollView.convert(CGPoint(x: scrollView.bounds.midX, y: scrollView.bounds.midY), to: nil)
        window.sendEvent(.scroll(location: center, deltaX: 0, deltaY: 32, modifiers: []))
        UIRunLoop.main.runOnce()
        #expect(scrollView.contentOffset.y == 32)
        let lines = controller.log.take()
        #expect(lines.contains("scrollView, didScroll, 32"))
        #expect(lines.contains { $0.hasPrefix("scrollView, layoutSubviews, offset 32") })
        #expect(controller.badge.convert(controller.badge.bounds, to: nil) == badgeBefore)
        click(controller, "toRow30")
        let row = controller.stack.arrangedSubviews[29]
        let rowInScroll = row.convert(row.bounds, to: scrollView)
        #expect(rowInScroll.maxY <= scrollView.bounds.maxY && rowInScroll.minY >= scrollView.bounds.minY)
    }
}

/// The traits sample: the panels go side by side when the window's width becomes regular.
@MainActor
@Suite(.serialized) struct TraitsSampleTests {
    @Test func panelsFollowTheHorizontalSizeClass() {
        let (window, controller) = show(.traits, as: TraitsViewController.self)
        defer { close(window) }
        #expect(controller.stack.axis == .vertical)
        _ = controller.log.take()
        window.sendEvent(.resize(size: CGSize(width: 820, height: 600)))
        UIRunLoop.main.runOnce()
        #expect(controller.stack.axis == .horizontal)
        let panels = controller.stack.arrangedSubviews
        #expect(panels[0].frame.minY == panels[1].frame.minY && panels[0].frame.maxX < panels[1].frame.minX)
        #expect(controller.log.take().filter { $0.hasPrefix("traits, ") }
                == ["traits, viewWillTransition, 820x600", "traits, traitCollectionDidChange, regular"])
        window.sendEvent(.resize(size: CGSize(width: 428, height: 600)))
        UIRunLoop.main.runOnce()
        #expect(controller.stack.axis == .vertical)
    }
}

/// The table sample: self-sizing rows of different heights, cells only for the rows in
/// view, the wheel scrolling and a click selecting.
@MainActor
@Suite(.serialized) struct TableSampleTests {
    @Test func rowsSizeThemselvesAndAClickSelects() {
        let (window, controller) = show(.table, as: TableViewController.self)
        defer { close(window) }
        let table = controller.tableView!
        #expect(table.numberOfSections == 20)
        let heights = Set((0..<5).map { table.rectForRow(at: IndexPath(row: $0, section: 0)).height })
        #expect(heights.count > 1)
        #expect(table.visibleCells.count < 30)
        #expect(table.contentSize.height > table.bounds.height * 10)
        let center = table.convert(CGPoint(x: table.bounds.midX, y: table.bounds.midY), to: nil)
        window.sendEvent(.scroll(location: center, deltaX: 0, deltaY: 300, modifiers: []))
        UIRunLoop.main.runOnce()
        #expect(table.contentOffset.y == 300)
        let first = table.indexPathsForVisibleRows!.first!
        #expect(table.rectForRow(at: first).maxY > 300)
        _ = controller.log.take()
        let target = table.visibleCells[2]
        let path = table.indexPath(for: target)!
        let point = target.convert(CGPoint(x: 20, y: target.bounds.midY), to: nil)
        window.sendEvent(.pointerDown(location: point, button: 1, modifiers: []))
        window.sendEvent(.pointerUp(location: point, button: 1, modifiers: []))
        UIRunLoop.main.runOnce()
        #expect(controller.log.take().contains("table, didSelectRowAt, \(path.section).\(path.row)"))
        #expect(table.indexPathForSelectedRow == path)
        click(controller, "toRow500")
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 10)).minY == table.contentOffset.y)
    }
}

/// The collection sample: self-sizing tags in a justified flow that wraps when the window
/// narrows, a click selecting, and a batch insert moving the tags along.
@MainActor
@Suite(.serialized) struct CollectionSampleTests {
    @Test func tagsSizeThemselvesWrapAndSelect() {
        let (window, controller) = show(.collection, as: CollectionViewController.self)
        defer { close(window) }
        let collection = controller.collectionView!
        #expect(collection.numberOfSections == 5)
        let first = collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))!.frame
        let widths = Set((0..<10).map { collection.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))!.frame.width })
        #expect(widths.count > 3)
        #expect(first.minX == 8)
        let lines = Set((0..<24).map { collection.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))!.frame.minY })
        window.sendEvent(.resize(size: CGSize(width: 260, height: 600)))
        UIRunLoop.main.runOnce()
        let narrowLines = Set((0..<24).map { collection.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))!.frame.minY })
        #expect(narrowLines.count > lines.count)
        _ = controller.log.take()
        let target = collection.visibleCells[3]
        let path = collection.indexPath(for: target)!
        let point = target.convert(CGPoint(x: target.bounds.midX, y: target.bounds.midY), to: nil)
        window.sendEvent(.pointerDown(location: point, button: 1, modifiers: []))
        window.sendEvent(.pointerUp(location: point, button: 1, modifiers: []))
        UIRunLoop.main.runOnce()
        #expect(controller.log.take().contains("collection, didSelectItemAt, \(path.section).\(path.item)"))
        #expect(collection.indexPathsForSelectedItems == [path])
        let count = collection.numberOfItems(inSection: 0)
        click(controller, "addTag")
        #expect(collection.numberOfItems(inSection: 0) == count + 1)
        let moved = IndexPath(item: path.section == 0 ? path.item + 1 : path.item, section: path.section)
        #expect(collection.indexPathsForSelectedItems == [moved])
        let newCell = collection.cellForItem(at: IndexPath(item: 0, section: 0))
        #expect((newCell?.contentView.subviews.first as? UILabel)?.text == "new tag 1")
    }
}

/// The storyboard sample: the initial scene and the one with Storyboard ID `Second`, each
/// made from `Scenes.storyboard` with its views and constraints.
@MainActor
@Suite(.serialized) struct StoryboardSampleTests {
    @Test func bothScenesLoadAndLayOut() throws {
        let (window, controller) = show(.storyboard, as: StoryboardViewController.self)
        defer { close(window) }
        let first = try #require(controller.scene)
        let stack = try #require(first.view.subviews.compactMap { $0 as? UIStackView }.first)
        #expect(stack.arrangedSubviews.count == 3 && stack.distribution == .fillEqually)
        // Equal within the pixel rounding of a third of the width.
        let widths = stack.arrangedSubviews.map(\.frame.width)
        #expect(widths.max()! - widths.min()! <= 1 && stack.frame.height == 120)
        #expect(stack.frame.width == first.view.bounds.width - 32)
        click(controller, "second")
        let second = try #require(controller.scene)
        #expect(second !== first && first.parent == nil)
        let label = try #require(second.view.subviews.first as? UILabel)
        #expect(label.text == "Second scene: centred, half the width")
        #expect(label.frame.width == second.view.bounds.width / 2)
        // Centred within the pixel rounding of its height.
        #expect(abs(label.frame.midX - second.view.bounds.midX) <= 1 && abs(label.frame.midY - second.view.bounds.midY) <= 1)
    }
}
