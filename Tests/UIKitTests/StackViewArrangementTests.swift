import Foundation
import Testing
import UIKit
import UIKitTestSupport

/// Managing arranged views, hiding, spacing, margins, nesting, and the fourth article's stack.
@MainActor
@Suite struct StackViewArrangementTests {
    private func threeBoxes() -> [IntrinsicView] { boxes([(50, 20), (60, 20), (70, 20)]) }

    // MARK: Arranged subviews

    @Test func arrangedViewsBecomeAutoLayoutSubviews() {
        let views = threeBoxes()
        for view in views { view.translatesAutoresizingMaskIntoConstraints = true }
        let stack = UIStackView(arrangedSubviews: views)
        #expect(same(stack.arrangedSubviews, views))
        #expect(same(stack.subviews, views))
        #expect(views.allSatisfy { !$0.translatesAutoresizingMaskIntoConstraints })
        #expect(stack.axis == .horizontal && stack.distribution == .fill && stack.alignment == .fill && stack.spacing == 0)
        #expect(stack.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
    }

    @Test func insertingAndRemovingArrangedViewsRelaysOut() {
        let views = threeBoxes()
        let stage = StackStage([views[0], views[2]], spacing: 10)
        #expect(stage.layout() == ["(0, 0, 50, 20)", "(60, 0, 70, 20)"])

        stage.stack.insertArrangedSubview(views[1], at: 1)
        #expect(same(stage.stack.arrangedSubviews, [views[0], views[1], views[2]]))
        #expect(stage.layout() == ["(0, 0, 50, 20)", "(60, 0, 60, 20)", "(130, 0, 70, 20)"])

        // Removing from the arrangement keeps the subview and drops the stack's constraints on it.
        stage.stack.removeArrangedSubview(views[1])
        #expect(same(stage.stack.arrangedSubviews, [views[0], views[2]]))
        #expect(views[1].superview === stage.stack)
        #expect(!stage.stack.constraints.contains { $0.firstItem === views[1] || $0.secondItem === views[1] })
        // (Its own content-size constraints stay listed: it is still in the engine.)
        #expect(views[1].constraints.allSatisfy { $0 is NSContentSizeLayoutConstraint })
        #expect(stage.layout() == ["(0, 0, 50, 20)", "(60, 0, 70, 20)"])

        // Adding an arranged view again moves it to the end.
        stage.stack.addArrangedSubview(views[1])
        stage.stack.addArrangedSubview(views[0])
        #expect(same(stage.stack.arrangedSubviews, [views[2], views[1], views[0]]))
        #expect(stage.layout() == ["(0, 0, 70, 20)", "(80, 0, 60, 20)", "(150, 0, 50, 20)"])
    }

    @Test func removeFromSuperviewAlsoLeavesTheArrangement() {
        let views = threeBoxes()
        let stage = StackStage(views, spacing: 10)
        stage.layout()
        stage.stack.setCustomSpacing(30, after: views[1])
        views[1].removeFromSuperview()
        #expect(same(stage.stack.arrangedSubviews, [views[0], views[2]]))
        #expect(stage.stack.customSpacing(after: views[1]) == UIStackView.spacingUseDefault)
        #expect(stage.layout() == ["(0, 0, 50, 20)", "(60, 0, 70, 20)"])
        #expect(stage.stack.frame.width == 130)

        // Moving an arranged view into another stack takes it out of the first.
        let other = UIStackView()
        stage.root.addSubview(other)
        other.addArrangedSubview(views[0])
        #expect(same(stage.stack.arrangedSubviews, [views[2]]))
        #expect(same(other.arrangedSubviews, [views[0]]))
    }

    // MARK: Hiding

    @Test func aHiddenViewCollapsesAndComesBack() {
        let views = threeBoxes()
        let stage = StackStage(views, spacing: 10)
        #expect(stage.layout() == ["(0, 0, 50, 20)", "(60, 0, 60, 20)", "(130, 0, 70, 20)"])

        views[1].isHidden = true
        // Its place is kept, it takes no space, and it sits in the middle of the collapsed gap.
        #expect(stage.stack.arrangedSubviews.count == 3)
        #expect(stage.layout() == ["(0, 0, 50, 20)", "(55, 0, 0, 20)", "(60, 0, 70, 20)"])
        #expect(stage.stack.frame.width == 130)
        #expect(stage.generated("UISV-hiding").count == 1)

        views[1].isHidden = false
        #expect(stage.layout() == ["(0, 0, 50, 20)", "(60, 0, 60, 20)", "(130, 0, 70, 20)"])
        #expect(stage.stack.frame.width == 200)
        #expect(stage.generated("UISV-hiding").isEmpty)
    }

    @Test func aHiddenViewsSpaceGoesToTheOthersInAFixedStack() {
        let views = threeBoxes()
        let stage = StackStage(views, spacing: 10, width: 300)
        views[1].isHidden = true
        #expect(stage.layout() == ["(0, 0, 220, 20)", "(225, 0, 0, 20)", "(230, 0, 70, 20)"])
    }

    @Test func hiddenViewsAtTheEndsSitAtTheEdges() {
        let views = threeBoxes()
        let stage = StackStage(views, spacing: 10)
        views[0].isHidden = true
        views[2].isHidden = true
        #expect(stage.layout() == ["(0, 0, 0, 20)", "(0, 0, 60, 20)", "(60, 0, 0, 20)"])
        #expect(stage.stack.frame.width == 60)
        views[1].isHidden = true
        stage.layout()
        #expect(stage.stack.frame.width == 0)
        views[0].isHidden = false
        #expect(stage.layout() == ["(0, 0, 50, 20)", "(50, 0, 0, 20)", "(50, 0, 0, 20)"])
    }

    @Test func hiddenViewsDoNotWidenTheCrossAxis() {
        let small = IntrinsicView(50, 20), tall = IntrinsicView(50, 80)
        let stage = StackStage([small, tall]) { $0.alignment = .top }
        stage.layout()
        #expect(stage.stack.frame.height == 80)
        tall.isHidden = true
        stage.layout()
        #expect(stage.stack.frame.height == 20)
    }

    // MARK: Spacing

    @Test func customSpacingOverridesTheSpacingAfterOneView() {
        let views = threeBoxes()
        let stage = StackStage(views, spacing: 10)
        #expect(stage.stack.customSpacing(after: views[0]) == UIStackView.spacingUseDefault)
        stage.stack.setCustomSpacing(30, after: views[0])
        #expect(stage.stack.customSpacing(after: views[0]) == 30)
        #expect(stage.layout() == ["(0, 0, 50, 20)", "(80, 0, 60, 20)", "(150, 0, 70, 20)"])

        // Hiding the next view keeps the custom gap between the visible neighbours.
        views[1].isHidden = true
        #expect(stage.layout() == ["(0, 0, 50, 20)", "(65, 0, 0, 20)", "(80, 0, 70, 20)"])
        views[1].isHidden = false

        stage.stack.setCustomSpacing(UIStackView.spacingUseSystem, after: views[0])
        #expect(stage.layout() == ["(0, 0, 50, 20)", "(58, 0, 60, 20)", "(128, 0, 70, 20)"])
        stage.stack.setCustomSpacing(UIStackView.spacingUseDefault, after: views[0])
        #expect(stage.stack.customSpacing(after: views[0]) == UIStackView.spacingUseDefault)
        #expect(stage.layout() == ["(0, 0, 50, 20)", "(60, 0, 60, 20)", "(130, 0, 70, 20)"])

        stage.stack.spacing = -10
        #expect(stage.layout() == ["(0, 0, 50, 20)", "(40, 0, 60, 20)", "(90, 0, 70, 20)"])
    }

    @Test func baselineRelativeSpacingRunsBetweenBaselines() {
        let first = makeLabel("ab", size: 10)    // baselines 8 below the top, 2 above the bottom
        let second = makeLabel("cd", size: 20)   // first baseline 16 below its top
        let stage = StackStage([first, second], axis: .vertical, spacing: 20) { $0.isBaselineRelativeArrangement = true }
        // second.firstBaseline == first.lastBaseline + 20 → 8 + 20 = 28 → top 12.
        #expect(stage.layout() == ["(0, 0, 40, 10)", "(0, 12, 40, 20)"])
    }

    // MARK: Margins

    @Test func marginsRelativeArrangementInsetsTheViews() {
        let views = threeBoxes()
        let stage = StackStage(views, spacing: 10) {
            $0.layoutMargins = UIEdgeInsets(top: 5, left: 20, bottom: 15, right: 30)
            $0.isLayoutMarginsRelativeArrangement = true
        }
        #expect(stage.layout() == ["(20, 5, 50, 20)", "(80, 5, 60, 20)", "(150, 5, 70, 20)"])
        #expect(stage.stack.frame == CGRect(x: 0, y: 0, width: 250, height: 40))
        stage.stack.isLayoutMarginsRelativeArrangement = false
        #expect(stage.layout() == ["(0, 0, 50, 20)", "(60, 0, 60, 20)", "(130, 0, 70, 20)"])
        #expect(stage.stack.frame == CGRect(x: 0, y: 0, width: 200, height: 20))
    }

    // MARK: Axis and intrinsic sizes

    @Test func changingTheAxisTurnsARowIntoAColumn() {
        let stage = StackStage(threeBoxes(), spacing: 10)
        stage.layout()
        stage.stack.axis = .vertical
        #expect(stage.layout() == ["(0, 0, 70, 20)", "(0, 30, 70, 20)", "(0, 60, 70, 20)"])
        #expect(stage.stack.frame == CGRect(x: 0, y: 0, width: 70, height: 80))
    }

    @Test func anIntrinsicSizeChangeUpdatesWhoGivesWay() {
        let first = makeLabel("abc"), second = makeLabel("de")
        let stage = StackStage([first, second], width: 60)
        #expect(stage.layout() == ["(0, 0, 40, 10)", "(40, 0, 20, 10)"])   // ties go to the first view
        second.text = "defgh"   // 50: now 20 too wide; the first view gives way, the second keeps 50
        #expect(stage.layout() == ["(0, 0, 10, 10)", "(10, 0, 50, 10)"])
    }

    // MARK: Nesting and sizing

    @Test func stacksNest() {
        let a = makeLabel("ab"), b = makeLabel("cde"), c = makeLabel("f"), d = makeLabel("ghi")
        let top = UIStackView(arrangedSubviews: [a, b])
        top.spacing = 5
        let bottom = UIStackView(arrangedSubviews: [c, d])
        bottom.spacing = 5
        let stage = StackStage([top, bottom], axis: .vertical, spacing: 4) { $0.alignment = .leading }
        #expect(stage.layout() == ["(0, 0, 55, 10)", "(0, 14, 45, 10)"])
        #expect(Frames.texts([a, b, c, d]) == ["(0, 0, 20, 10)", "(25, 0, 30, 10)", "(0, 0, 10, 10)", "(15, 0, 30, 10)"])
        #expect(stage.stack.frame == CGRect(x: 0, y: 0, width: 55, height: 24))
        #expect(!a.hasAmbiguousLayout && !d.hasAmbiguousLayout)

        // A change deep inside reaches the outer stack.
        c.isHidden = true
        stage.layout()
        #expect(Frames.texts([c, d]) == ["(0, 0, 0, 10)", "(0, 0, 30, 10)"])
        #expect(bottom.frame.width == 30)
    }

    @Test func aStackOutsideAWindowLaysOutAndMeasures() {
        TextSystem.measurer = makeTestTextMeasurer()
        let views = threeBoxes()
        let stack = UIStackView(arrangedSubviews: views)
        stack.spacing = 10
        #expect(stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 200, height: 20))
        stack.frame = CGRect(x: 0, y: 0, width: 300, height: 50)
        stack.layoutIfNeeded()
        #expect(Frames.texts(views) == ["(0, 0, 150, 50)", "(160, 0, 60, 50)", "(230, 0, 70, 50)"])
    }

    @Test func theBackgroundIsIgnored() {
        let stage = StackStage(threeBoxes())
        stage.stack.backgroundColor = .black
        #expect(stage.stack.backgroundColor == nil)
        stage.layout()
        let renderer = RecordingRenderer()
        stage.stack.render(in: renderer)
        #expect(!renderer.transcript.contains("fill"))
    }

    // MARK: The fourth article

    /// The article's vertical stack: edges inset (84, 10, 200, 10) from the root view, fill
    /// and fill, spacing 8; a centred label, an image view whose vertical hugging (249) and
    /// compression resistance (749) are lowered, and a button. The red background and
    /// rounded corners are ignored.
    @Test(arguments: [568, 360])
    func theArticlesVerticalStack(windowHeight: Int) {
        TextSystem.measurer = makeTestTextMeasurer()
        let window = makeWindow(width: 320, height: CGFloat(windowHeight))
        let root: UIView = window.rootViewController!.view
        let stack = UIStackView()
        stack.backgroundColor = .black
        stack.axis = .vertical
        stack.distribution = .fill
        stack.alignment = .fill
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 84),
            stack.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
            stack.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -200),
            stack.rightAnchor.constraint(equalTo: root.rightAnchor, constant: -10),
        ])
        let label = UILabel()
        label.font = UIFont.systemFont(ofSize: 17)
        label.text = "标题标题"
        label.textAlignment = .center
        stack.addArrangedSubview(label)
        let imageView = IntrinsicView(200, 150)
        imageView.setContentHuggingPriority(UILayoutPriority(249), for: .vertical)
        imageView.setContentCompressionResistancePriority(UILayoutPriority(749), for: .vertical)
        stack.addArrangedSubview(imageView)
        let button = UIButton(type: .custom)
        button.setTitle("按钮按钮", for: .normal)
        button.setTitleColor(.black, for: .normal)
        stack.addArrangedSubview(button)
        window.layoutIfNeeded()

        let height = CGFloat(windowHeight) - 284
        #expect(stack.frame == CGRect(x: 10, y: 84, width: 300, height: height))
        let buttonHeight = button.intrinsicContentSize.height
        // The label and the button keep their heights; the image view takes (or gives) the rest.
        #expect(label.frame == CGRect(x: 0, y: 0, width: 300, height: 17))
        #expect(imageView.frame == CGRect(x: 0, y: 25, width: 300, height: height - 17 - 16 - buttonHeight))
        #expect(button.frame == CGRect(x: 0, y: height - buttonHeight, width: 300, height: buttonHeight))
        #expect(!imageView.hasAmbiguousLayout)
    }
}
