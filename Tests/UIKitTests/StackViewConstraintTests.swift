import Foundation
import Testing
import UIKit
import UIKitTestSupport

/// The generated constraints: UIKit's identifiers and priorities, and incremental updates.
@MainActor
@Suite struct StackViewConstraintTests {
    private func priorities(_ constraints: [NSLayoutConstraint]) -> [Float] { constraints.map(\.priority.rawValue) }

    @Test func aFillRowIsCanvasConnectionsSpacingAndAlignment() {
        let views = boxes([(50, 20), (60, 20), (70, 20)])
        let stage = StackStage(views, spacing: 10)
        stage.layout()
        let canvas = stage.generated("UISV-canvas-connection")
        #expect(canvas.count == 4)
        #expect(Set(canvas.map { "\($0.firstAttribute.name)-\($0.secondAttribute.name)" })
                == ["leading-leading", "trailing-trailing", "top-top", "bottom-bottom"])
        let spacing = stage.generated("UISV-spacing")
        #expect(spacing.map(\.constant) == [10, 10])
        #expect(spacing.allSatisfy { $0.relation == .equal })
        #expect(spacing[0].description.contains("'UISV-spacing' H:[\(views[0].layoutDescriptionName)]-(10)-[\(views[1].layoutDescriptionName)](LTR)"))
        let alignment = stage.generated("UISV-alignment")
        #expect(alignment.count == 4)
        #expect(alignment.allSatisfy { $0.secondItem === views[0] })
        for constraint in canvas + spacing + alignment { #expect(constraint.priority == .required) }
        #expect(stage.stack.constraints.allSatisfy { $0.identifier?.hasPrefix("UISV-") == true })
        // Everything the stack made is an ordinary, active constraint held by the stack.
        #expect(stage.stack.constraints.allSatisfy { $0.isActive && type(of: $0) == NSLayoutConstraint.self })
    }

    @Test func fillEquallyAndFillProportionallyUseUIKitsPriorities() {
        let stage = StackStage(boxes([(50, 20), (100, 20), (150, 20)]), spacing: 10, width: 620) {
            $0.distribution = .fillEqually
        }
        stage.layout()
        let equal = stage.generated("UISV-fill-equally")
        #expect(equal.count == 2 && priorities(equal) == [1000, 1000])
        #expect(equal.allSatisfy { $0.firstAttribute == .width && $0.secondItem === stage.stack.arrangedSubviews[0] })

        stage.stack.distribution = .fillProportionally
        stage.layout()
        #expect(stage.generated("UISV-fill-equally").isEmpty)
        let proportional = stage.generated("UISV-fill-proportionally")
        #expect(priorities(proportional) == [999, 998, 997])
        #expect(proportional.map(\.secondItem).allSatisfy { $0 === stage.stack })
        let shares: [CGFloat] = [50.0 / 300, 100.0 / 300, 150.0 / 300]
        #expect(zip(proportional.map(\.multiplier), shares).allSatisfy { abs($0 - $1) < 1e-12 })
        let expected: [CGFloat] = [-20.0 * 50 / 300, -20.0 * 100 / 300, -20.0 * 150 / 300]
        #expect(zip(proportional.map(\.constant), expected).allSatisfy { abs($0 - $1) < 1e-9 })
    }

    @Test func equalSpacingUsesGapGuides() {
        let stage = StackStage(boxes([(50, 20), (60, 20), (70, 20)]), spacing: 10, width: 300) {
            $0.distribution = .equalSpacing
        }
        stage.layout()
        let guides = stage.stack.layoutGuides.filter { $0.layoutDescriptionName.hasPrefix("_UIOLAGapGuide:") }
        #expect(guides.count == 2 && guides.allSatisfy { $0.identifier == "UISV-distributing" })
        let edges = stage.generated("UISV-distributing-edge")
        #expect(edges.count == 4 && priorities(edges) == [1000, 1000, 1000, 1000])
        let equal = stage.generated("UISV-fill-equally")
        #expect(equal.count == 1 && equal[0].priority == .required)
        #expect(equal[0].firstItem === guides[1] && equal[0].secondItem === guides[0])
        #expect(stage.generated("UISV-spacing").allSatisfy { $0.relation == .greaterThanOrEqual && $0.constant == 10 })

        stage.stack.distribution = .equalCentering
        stage.layout()
        let centering = stage.generated("UISV-fill-equally")
        #expect(priorities(centering) == [149])
        #expect(stage.generated("UISV-distributing-edge").allSatisfy { $0.secondAttribute == .centerX })
    }

    @Test func nonFillAlignmentsUseASpanner() {
        let stage = StackStage(boxes([(50, 20), (60, 40), (30, 10)])) { $0.alignment = .top }
        stage.layout()
        let spanner = stage.stack.layoutGuides.first { $0.identifier == "UISV-alignment-spanner" }
        #expect(spanner?.layoutDescriptionName.hasPrefix("_UILayoutSpacer:") == true)
        #expect(spanner?.layoutFrame.minY == 0 && spanner?.layoutFrame.height == 40)
        let boundary = stage.generated("UISV-spanning-boundary")
        #expect(priorities(boundary).sorted() == [999.5, 999.5, 999.5, 1000, 1000, 1000])
        #expect(boundary.filter { $0.relation == .greaterThanOrEqual }.allSatisfy { $0.firstAttribute == .bottom })
        #expect(priorities(stage.generated("UISV-spanning-fit")) == [51])
        #expect(priorities(stage.generated("UISV-ambiguity-suppression")) == [25, 25, 25])
        #expect(stage.generated("UISV-canvas-connection").filter { $0.secondItem === spanner || $0.firstItem === spanner }.count == 2)
        #expect(stage.generated("UISV-alignment").allSatisfy { $0.firstAttribute == .top })

        stage.stack.alignment = .center
        stage.layout()
        #expect(stage.generated("UISV-spanning-boundary").allSatisfy { $0.priority == .required })
        #expect(stage.generated("UISV-canvas-connection").contains { $0.firstAttribute == .centerY })
        #expect(stage.generated("UISV-canvas-fit").isEmpty)

        stage.stack.alignment = .fill
        stage.layout()
        #expect(!stage.stack.layoutGuides.contains { $0.identifier == "UISV-alignment-spanner" })
        #expect(stage.generated("UISV-ambiguity-suppression").isEmpty)
    }

    @Test func aSingleCentredViewAndBaselinesAddCanvasFit() {
        let single = StackStage([IntrinsicView(10, 10)]) { $0.alignment = .center }
        single.layout()
        #expect(priorities(single.generated("UISV-canvas-fit")) == [49])

        let wrapping = makeLabel("ab cd", lines: 0)
        let stage = StackStage([makeLabel("x"), wrapping]) { $0.alignment = .firstBaseline }
        stage.layout()
        #expect(priorities(stage.generated("UISV-canvas-fit")) == [49])
        let text = stage.generated("UISV-text-width-disambiguation")
        #expect(text.count == 1 && text[0].firstItem === wrapping && text[0].priority.rawValue == 760)
        #expect(text[0].multiplier == 0.5 && text[0].secondItem === stage.stack)
        #expect(stage.generated("UISV-alignment").allSatisfy { $0.firstAttribute == .firstBaseline })
    }

    @Test func hidingAddsARequiredZeroSize() {
        let views = boxes([(50, 20), (60, 20), (70, 20)])
        let stage = StackStage(views, axis: .vertical, spacing: 10)
        views[1].isHidden = true
        stage.layout()
        let hiding = stage.generated("UISV-hiding")
        #expect(hiding.count == 1)
        #expect(hiding[0].priority == .required && hiding[0].firstAttribute == .height && hiding[0].constant == 0)
        #expect(hiding[0].description.contains("'UISV-hiding' \(views[1].layoutDescriptionName).height == 0"))
    }

    @Test func marginsRelativeArrangementConnectsToTheMarginsGuide() {
        let stage = StackStage(boxes([(50, 20)])) { $0.isLayoutMarginsRelativeArrangement = true }
        stage.layout()
        let canvas = stage.generated("UISV-canvas-connection")
        #expect(canvas.count == 4)
        let guide = stage.stack.layoutMarginsGuide
        #expect(canvas.allSatisfy { $0.firstItem === guide || $0.secondItem === guide })
    }

    @Test func hidingAViewChangesOnlyTheConstraintsAroundIt() {
        let views = boxes([(10, 10), (20, 10), (30, 10), (40, 10), (50, 10)])
        let stage = StackStage(views, spacing: 5)
        stage.layout()
        let before = Set((stage.stack.constraints + views.flatMap(\.constraints)).map(ObjectIdentifier.init))
        views[2].isHidden = true
        stage.layout()
        let after = Set((stage.stack.constraints + views.flatMap(\.constraints)).map(ObjectIdentifier.init))
        // Out: the spacing after it and its tie-break. In: the spacing that joins its
        // neighbours and its hiding constraint. The spacing before it now places it (a new
        // constant on the same constraint); everything else is untouched.
        #expect(before.subtracting(after).count == 2)
        #expect(after.subtracting(before).count == 2)
        #expect(Frames.texts(views) == ["(0, 0, 10, 10)", "(15, 0, 20, 10)", "(38, 0, 0, 10)",
                                        "(40, 0, 40, 10)", "(85, 0, 50, 10)"])
        views[2].isHidden = false
        stage.layout()
        #expect(Frames.texts(views) == ["(0, 0, 10, 10)", "(15, 0, 20, 10)", "(40, 0, 30, 10)", "(75, 0, 40, 10)", "(120, 0, 50, 10)"])
    }

    @Test func aRequiredSizeOnAHiddenViewConflictsLikeUIKit() {
        let views = boxes([(50, 20), (60, 20)])
        let stage = StackStage(views)
        views[1].widthAnchor.constraint(equalToConstant: 60).isActive = true
        stage.layout()
        let capture = LogCapture()
        capture.capture {
            views[1].isHidden = true
            stage.layout()
        }
        let log = capture.messages.joined(separator: "\n")
        #expect(log.contains("Unable to simultaneously satisfy constraints"))
        #expect(log.contains("'UISV-hiding'"))
    }
}
