import Foundation
import GallerySamples
import LayoutInspector
import Testing
import UIKit

/// The inspector's model headless: the outline, its filter and collapse, live edits with
/// undo, and the Swift code they copy as.
@MainActor
@Suite(.serialized) struct InspectorModelTests {
    @Test func theOutlineListsViewsAndGuidesWithBadgesAndFilters() throws {
        let (window, _) = show(.conflicts)
        defer { close(window) }
        click(window.rootViewController as! SampleViewController, "addAmbiguous")
        let model = LayoutInspectorModel(root: window)
        model.refreshMarks()
        var rows = model.outlineRows()
        #expect(rows.first?.text.hasPrefix("UIWindow (0 0; 428 600)") == true)
        let ambiguous = try #require(rows.first { $0.text.hasPrefix("UIView 'ambiguous'") })
        #expect(ambiguous.badges.contains("AMBIGUOUS") && ambiguous.depth == 2)
        #expect(rows.contains { $0.text.hasPrefix("UIView 'root'") && $0.badges.contains("autoresizing") })
        model.filter = "view 'ambiguous'"
        rows = model.outlineRows()
        #expect(rows.map(\.depth) == [0, 1, 2], "the match and its ancestors: \(rows.map(\.text))")
        model.filter = ""
        let root = try #require(model.outlineRows().first { $0.text.hasPrefix("UIView 'root'") })
        model.toggleCollapsed(root.item)
        #expect(!model.outlineRows().contains { $0.text.hasPrefix("UIView 'box'") })
        model.select(.view(try #require(window.viewsWithAmbiguousLayout().first)))
        #expect(model.outlineRows().contains { $0.text.hasPrefix("UIView 'ambiguous'") }, "selecting expands the ancestors")
    }

    @Test func editsChangeTheLayoutAndUndoPutsItBack() throws {
        let (window, controller) = show(.anchors, as: AnchorsViewController.self)
        defer { close(window) }
        let model = LayoutInspectorModel(root: window)
        model.select(.view(controller.red))
        let ratio = try #require(controller.red.constraintsAffectingLayout(for: .vertical).first { $0.multiplier == 2 })
        model.selectedConstraint = ratio
        model.setConstant(-40)
        UIRunLoop.main.runOnce()
        #expect(abs(controller.red.frame.height - (2 * controller.green.frame.height - 40)) <= 1, "frames snap to pixels")
        // Crossing "required" on an active constraint goes through deactivation.
        model.setPriority(750)
        #expect(ratio.priority.rawValue == 750 && ratio.isActive)
        model.setHidden(true)
        #expect(controller.red.isHidden)
        model.setHugging(300, for: .vertical)
        #expect(controller.red.contentHuggingPriority(for: .vertical).rawValue == 300)
        #expect(model.history.count == 4)
        #expect(model.history[0].summary == "constant 0 → -40 on red.height == green.height")

        let anchors = model.swiftCode(style: .anchors)
        #expect(anchors == """
            let constraint = red.heightAnchor.constraint(equalTo: green.heightAnchor, multiplier: 2, constant: -40)
            constraint.priority = UILayoutPriority(750)
            constraint.isActive = true
            red.isHidden = true
            red.setContentHuggingPriority(UILayoutPriority(300), for: .vertical)
            """, "\(anchors)")
        let snapKit = model.swiftCode(style: .snapKit)
        #expect(snapKit.hasPrefix("""
            red.snp.makeConstraints { make in
                make.height.equalTo(green.snp.height).multipliedBy(2).offset(-40).priority(750)
            }
            """), "\(snapKit)")

        for _ in 0..<4 { model.undo() }
        UIRunLoop.main.runOnce()
        #expect(ratio.constant == 0 && ratio.priority == .required && ratio.isActive)
        #expect(!controller.red.isHidden && controller.red.contentHuggingPriority(for: .vertical) == .defaultLow)
        #expect(abs(controller.red.frame.height - 2 * controller.green.frame.height) <= 1)
        #expect(model.history.isEmpty)
    }

    @Test func invalidEditsAreIgnored() throws {
        let (window, controller) = show(.anchors, as: AnchorsViewController.self)
        defer { close(window) }
        let model = LayoutInspectorModel(root: window)
        model.setConstant(10)   // no constraint selected
        model.select(.view(controller.red))
        model.selectedConstraint = controller.red.constraintsAffectingLayout(for: .vertical).first
        model.setConstant(.nan)
        model.setPriority(0)
        model.setPriority(1200)
        #expect(model.history.isEmpty)
    }
}
