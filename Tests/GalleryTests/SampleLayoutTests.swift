import Foundation
import GallerySamples
import LayoutInspector
import Testing
import UIKit

/// Every sample builds headless and lays out to the frames its article describes.
@MainActor
@Suite(.serialized) struct SampleLayoutTests {
    @Test(arguments: GallerySampleNames.all)
    func everySampleBuildsAndLaysOutHeadless(name: String) throws {
        let sample = try #require(checkedSample(named: name))
        let (window, controller) = show(sample)
        defer { close(window) }
        let root: UIView = controller.view
        #expect(root.frame.size == sample.defaultSize)
        #expect(!root.subviews.isEmpty)
        // Nothing the sample builds is ambiguous.
        var ambiguous: [String] = []
        func visit(_ view: UIView) {
            if view.hasAmbiguousLayout { ambiguous.append(view.sampleName ?? view.layoutDescriptionName) }
            view.subviews.forEach(visit)
        }
        visit(root)
        #expect(ambiguous.isEmpty, "ambiguous in \(name): \(ambiguous)")
        #expect(!sample.title.isEmpty && !sample.explanation.isEmpty && !sample.actions.isEmpty)
    }

    @Test func controllerLogsItsLifecycleInOrder() {
        let (window, controller) = show(.controller, as: ControllerViewController.self)
        defer { close(window) }
        UIRunLoop.main.runOnce()
        let callbacks = controller.log.lines.filter { $0.hasPrefix("controller, ") }
        let firstOf = { (name: String) in callbacks.firstIndex(of: "controller, \(name)") ?? Int.max }
        #expect(firstOf("loadView") < firstOf("viewDidLoad"))
        #expect(firstOf("viewDidLoad") < firstOf("viewWillAppear"))
        #expect(firstOf("viewDidLoad") < firstOf("updateViewConstraints"))
        #expect(firstOf("updateViewConstraints") < firstOf("viewWillLayoutSubviews"))
        #expect(firstOf("viewWillLayoutSubviews") < firstOf("viewDidLayoutSubviews"))
        #expect(firstOf("viewDidLayoutSubviews") < firstOf("viewDidAppear"))
        // The article's button: zero in viewDidLoad, centred 100 × 50 after layoutIfNeeded.
        #expect(controller.log.lines.contains("btn, frame in viewDidLoad, (0 0; 0 0)"))
        #expect(controller.log.lines.contains("btn, frame after layoutIfNeeded, (164 275; 100 50)"))
        #expect(controller.button.frame == CGRect(x: 164, y: 275, width: 100, height: 50))
    }

    @Test func addTestViewUpdatesThenLaysOutThenDraws() {
        let (window, controller) = show(.controller, as: ControllerViewController.self)
        defer { close(window) }
        _ = controller.log.take()
        click(controller, "addTestView")
        let lines = controller.log.take().filter { $0.hasPrefix("testView, ") }
        #expect(lines.map { $0.split(separator: ",")[1].trimmingCharacters(in: .whitespaces) }
                == ["setNeedsDisplay", "updateConstraints", "layoutSubviews", "draw"])
        #expect(controller.added.first?.frame == CGRect(x: 164, y: 345, width: 100, height: 50))
    }

    @Test func addContentViewUpdatesChildFirstAndLaysOutParentFirst() {
        let (window, controller) = show(.controller, as: ControllerViewController.self)
        defer { close(window) }
        _ = controller.log.take()
        click(controller, "addContentView")
        let lines = controller.log.take()
        func order(_ suffix: String) -> [String] {
            lines.filter { $0.hasSuffix(suffix) || $0.contains(suffix + ",") }.map { String($0.split(separator: ",")[0]) }
        }
        #expect(order(", updateConstraints") == ["testView", "contentView"])
        #expect(order(", layoutSubviews") == ["contentView", "testView"])
        #expect(order(", draw") == ["contentView", "testView"])
        #expect(controller.added.last?.frame == CGRect(x: 0, y: 0, width: 100, height: 50))
    }

    @Test func anchorsMatchTheArticle() {
        let (window, controller) = show(.anchors, as: AnchorsViewController.self)
        defer { close(window) }
        // 428 × 600: yellow inset 20 with its top at 100; green and red share the rest 1 : 2.
        #expect(controller.yellow.frame == CGRect(x: 20, y: 100, width: 388, height: 480))
        #expect(controller.green.frame == CGRect(x: 20, y: 20, width: 348, height: 140))
        #expect(controller.red.frame == CGRect(x: 20, y: 180, width: 348, height: 280))
        click(controller, "moveYellowDown")
        #expect(controller.yellow.frame.minY == 160)
        #expect(controller.red.frame.height == 2 * controller.green.frame.height)
    }

    @Test func visualFormatMatchesTheArticleAndReportsErrorsWithACaret() {
        let (window, controller) = show(.visualFormat, as: VisualFormatViewController.self)
        defer { close(window) }
        #expect(controller.view1.frame == CGRect(x: 50, y: 100, width: 100, height: 100))
        #expect(controller.view2.frame == CGRect(x: 200, y: 100, width: 178, height: 100))
        click(controller, "typeError")
        #expect(controller.result.text.contains("^"))
        #expect(controller.view1.frame == CGRect(x: 50, y: 100, width: 100, height: 100))
        click(controller, "format:H:|-10-[view1(80)]-10-[view2]-10-|")
        #expect(controller.view1.frame.minX == 10 && controller.view1.frame.width == 80)
        #expect(controller.view2.frame.minX == 100 && controller.view2.frame.width == 318)
    }

    @Test func conflictsLogTheReportAndMarkAmbiguity() {
        let (window, controller) = show(.conflicts, as: ConflictsViewController.self)
        defer { close(window) }
        #expect(controller.box.frame == CGRect(x: 20, y: 80, width: 100, height: 60))
        click(controller, "addConflict")
        #expect(controller.reports.contains { $0.contains("Unable to simultaneously satisfy constraints") })
        #expect(controller.report.text.contains("Will attempt to recover by breaking constraint"))
        click(controller, "addAmbiguous")
        #expect(controller.ambiguous?.hasAmbiguousLayout == true)
        #expect(controller.report.text.contains("AMBIGUOUS LAYOUT"))
        click(controller, "reset")
        #expect(controller.box.frame.width == 100)
        controller.viewDidDisappear(false)
    }

    @Test func theDumpCarriesFramesAndNames() {
        let (window, _) = show(.lifecycle, as: LifecycleViewController.self)
        defer { close(window) }
        let dump = HierarchyDump.text(of: window)
        #expect(dump.contains("; frame = (189 0; 50 60); name = middle"))
        #expect(dump.contains("|   |   *LifecycleView:"))
    }

    @Test func theInspectorFindsTheViewUnderAClick() throws {
        let (window, controller) = show(.anchors, as: AnchorsViewController.self)
        defer { close(window) }
        let model = LayoutInspectorModel(root: window)
        let hit = try #require(model.view(at: CGPoint(x: 60, y: 140)))
        #expect(hit === controller.green)
    }
}

@MainActor
@Suite struct CatalogTests {
    @Test func namesMatchTheCatalog() {
        #expect(GallerySample.all.map(\.name) == GallerySampleNames.all)
    }

    @Test func stackMatchesTheArticleAndCollapsesAHiddenView() {
        let (window, controller) = show(.stack, as: StackViewController.self)
        defer { close(window) }
        // Inset 84/10/200/10 in 428 × 600; label, picture and button 8 apart; the
        // picture (hugging 249) takes the slack.
        #expect(controller.stack.frame == CGRect(x: 10, y: 84, width: 408, height: 316))
        let label = controller.label.frame, picture = controller.picture.frame, button = controller.button.frame
        #expect(label.minY == 0 && label.width == 408)
        #expect(picture.minY == label.maxY + 8)
        #expect(button.minY == picture.maxY + 8 && button.maxY == 316)
        #expect(picture.height > label.height && picture.height > button.height)
        #expect(controller.stack.arrangedSubviews.count == 3)

        #expect(controller.perform("togglePicture"))
        window.layoutIfNeeded()
        #expect(controller.picture.frame.height == 0)
        #expect(controller.button.frame.minY == controller.label.frame.maxY + 8)
        #expect(controller.perform("reset"))
        window.layoutIfNeeded()
        #expect(controller.picture.frame.minY == controller.label.frame.maxY + 8)
    }

    @Test func masonryMatchesTheAnchorsExample() {
        let (window, controller) = show(.masonry, as: MasonryViewController.self)
        defer { close(window) }
        #expect(controller.yellow.frame == CGRect(x: 20, y: 100, width: 388, height: 480))
        #expect(controller.green.frame == CGRect(x: 20, y: 20, width: 348, height: 140))
        #expect(controller.red.frame == CGRect(x: 20, y: 180, width: 348, height: 280))
    }

    @Test func prioritiesGiveWayByResistance() {
        let (window, controller) = show(.priorities, as: PrioritiesViewController.self)
        defer { close(window) }
        let labelWidth = controller.label.intrinsicContentSize.width
        #expect(controller.label.frame.width == labelWidth)
        #expect(controller.field.frame.maxX == 388)
        click(controller, "narrow")
        #expect(controller.label.frame.width == labelWidth)
        #expect(controller.field.frame.maxX == 150)
        click(controller, "fieldResistsMore")
        #expect(controller.field.frame.width == controller.field.intrinsicContentSize.width)
        #expect(controller.label.frame.width < labelWidth)
    }

    @Test func checkboxesAskForASmallerWindowWhenCollapsed() throws {
        let (window, controller) = show(.checkboxes, as: CheckboxesViewController.self)
        defer { close(window) }
        let expanded = controller.content.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        click(controller, "toggleMore")
        let collapsed = try #require(controller.requestedSize)
        #expect(collapsed.height < expanded.height)
        #expect(controller.options.isHidden)
    }

    @Test func rightToLeftMirrorsTheForm() {
        let (window, controller) = show(.rightToLeft, as: RightToLeftViewController.self)
        defer { close(window) }
        #expect(controller.labels[0].frame.minX == 20)
        click(controller, "toggleDirection")
        #expect(controller.labels[0].frame.maxX == 408)
        #expect(controller.fields[0].frame.minX == 20)
    }

    @Test func marginsAndAlignmentRects() {
        let (window, controller) = show(.margins, as: MarginsViewController.self)
        defer { close(window) }
        #expect(controller.content.frame == CGRect(x: 20, y: 20, width: 348, height: 120))
        #expect(controller.shadowed.frame == CGRect(x: 20, y: 240, width: 166, height: 46))
        #expect(controller.greenView.frame == CGRect(x: 20, y: 310, width: 100, height: 100), "the shadow plays no part")
        #expect(controller.card.image != nil, "the picture is found among the samples' resources")
        #expect(controller.card.image?.scale == 2, "as its @2x file")
        #expect(controller.card.frame == CGRect(x: 168, y: 298, width: 84, height: 132),
                "the 60 × 120 core sits 60 right of the green view, level with it; the drawn shadow hangs outside")
        #expect(controller.alignmentOutline.frame == CGRect(x: 180, y: 310, width: 60, height: 120), "the outline shows the alignment rect")
        click(controller, "growMargins")
        #expect(controller.content.frame == CGRect(x: 40, y: 40, width: 308, height: 80))
    }
}
