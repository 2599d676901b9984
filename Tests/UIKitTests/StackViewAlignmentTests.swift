import Foundation
import Testing
import UIKit
import UIKitTestSupport

/// Every alignment, across both axes.
@MainActor
@Suite struct StackViewAlignmentTests {
    /// 50×20, 60×40 and 30×10 side by side.
    private func row(_ alignment: UIStackView.Alignment, height: CGFloat? = nil) -> StackStage {
        StackStage(boxes([(50, 20), (60, 40), (30, 10)]), height: height) { $0.alignment = alignment }
    }

    /// 50, 60 and 30 wide, 20 high, one above the other in a 100-wide column.
    private func column(_ alignment: UIStackView.Alignment) -> StackStage {
        StackStage(boxes([(50, 20), (60, 20), (30, 20)]), axis: .vertical, width: 100) { $0.alignment = alignment }
    }

    @Test func fillMakesEveryViewAsTallAsTheStack() {
        let stage = row(.fill)
        #expect(stage.layout() == ["(0, 0, 50, 40)", "(50, 0, 60, 40)", "(110, 0, 30, 40)"])
        #expect(stage.stack.frame.height == 40)
        let column = column(.fill)
        #expect(column.layout() == ["(0, 0, 100, 20)", "(0, 20, 100, 20)", "(0, 40, 100, 20)"])
    }

    @Test func topAlignsTopEdgesAndTheStackHugsTheTallestView() {
        let free = row(.top)
        #expect(free.layout() == ["(0, 0, 50, 20)", "(50, 0, 60, 40)", "(110, 0, 30, 10)"])
        #expect(free.stack.frame == CGRect(x: 0, y: 0, width: 140, height: 40))
        let tall = row(.top, height: 100)
        #expect(tall.layout() == ["(0, 0, 50, 20)", "(50, 0, 60, 40)", "(110, 0, 30, 10)"])
        #expect(UIStackView.Alignment.top == .leading)
    }

    @Test func centerAlignsCentres() {
        let tall = row(.center, height: 100)
        #expect(tall.layout() == ["(0, 40, 50, 20)", "(50, 30, 60, 40)", "(110, 45, 30, 10)"])
        let free = row(.center)
        #expect(free.layout() == ["(0, 10, 50, 20)", "(50, 0, 60, 40)", "(110, 15, 30, 10)"])
        #expect(free.stack.frame.height == 40)
        #expect(column(.center).layout() == ["(25, 0, 50, 20)", "(20, 20, 60, 20)", "(35, 40, 30, 20)"])
    }

    @Test func bottomAlignsBottomEdges() {
        let tall = row(.bottom, height: 100)
        #expect(tall.layout() == ["(0, 80, 50, 20)", "(50, 60, 60, 40)", "(110, 90, 30, 10)"])
        #expect(UIStackView.Alignment.bottom == .trailing)
    }

    @Test func leadingAndTrailingAlignAColumn() {
        #expect(column(.leading).layout() == ["(0, 0, 50, 20)", "(0, 20, 60, 20)", "(0, 40, 30, 20)"])
        #expect(column(.trailing).layout() == ["(50, 0, 50, 20)", "(40, 20, 60, 20)", "(70, 40, 30, 20)"])
    }

    @Test func aRowRunsFromTheTrailingEdgeInRightToLeft() {
        let stage = row(.top)
        stage.window.userInterfaceLayoutDirection = .rightToLeft
        #expect(stage.layout() == ["(90, 0, 50, 20)", "(30, 0, 60, 40)", "(0, 0, 30, 10)"])
        #expect(stage.stack.frame == CGRect(x: 660, y: 0, width: 140, height: 40))
    }

    @Test func firstBaselineAlignsTheFirstLinesOfText() {
        let small = makeLabel("ab", size: 10)   // 20×10, ascent 8
        let big = makeLabel("xy", size: 20)     // 40×20, ascent 16
        let stage = StackStage([small, big]) { $0.alignment = .firstBaseline }
        #expect(stage.layout() == ["(0, 8, 20, 10)", "(20, 0, 40, 20)"])
        #expect(stage.stack.frame.height == 20)
    }

    @Test func lastBaselineAlignsTheLastLinesOfText() {
        let twoLines = makeLabel("ab\ncd", size: 10, lines: 0)   // 20×20, last baseline 2 above the bottom
        twoLines.preferredMaxLayoutWidth = 100
        let big = makeLabel("xy", size: 20)                      // 40×20, last baseline 4 above the bottom
        let stage = StackStage([twoLines, big]) { $0.alignment = .lastBaseline }
        #expect(stage.layout() == ["(0, 0, 20, 20)", "(20, 2, 40, 20)"])
        #expect(stage.stack.frame.height == 22)
        // The same two by first baseline: 8 and 16 below their tops.
        stage.stack.alignment = .firstBaseline
        #expect(stage.layout() == ["(0, 8, 20, 20)", "(20, 0, 40, 20)"])
    }

    @Test func aVerticalStackTreatsBaselinesAsEdges() {
        #expect(column(.firstBaseline).layout() == ["(0, 0, 50, 20)", "(0, 20, 60, 20)", "(0, 40, 30, 20)"])
        #expect(column(.lastBaseline).layout() == ["(50, 0, 50, 20)", "(40, 20, 60, 20)", "(70, 40, 30, 20)"])
    }

    @Test func aViewWithoutIntrinsicHeightIsNotAmbiguousWhenAligned() {
        let plain = plainView()
        let stage = StackStage([IntrinsicView(50, 20), plain], width: 100, height: 100) { $0.alignment = .center }
        #expect(stage.layout() == ["(0, 40, 50, 20)", "(50, 50, 50, 0)"])
        #expect(!plain.hasAmbiguousLayout)
    }

    @Test func changingTheAlignmentKeepsTheAxisConstraints() {
        let stage = row(.fill, height: 100)
        stage.layout()
        let spacing = stage.generated("UISV-spacing").map(ObjectIdentifier.init)
        for alignment in UIStackView.Alignment.allCases { stage.stack.alignment = alignment; stage.layout() }
        stage.stack.alignment = .bottom
        #expect(stage.layout() == ["(0, 80, 50, 20)", "(50, 60, 60, 40)", "(110, 90, 30, 10)"])
        #expect(stage.generated("UISV-spacing").map(ObjectIdentifier.init) == spacing)
    }
}
