import Foundation
import Testing
import UIKit
import UIKitTestSupport

/// Every distribution along both axes, with views of given intrinsic sizes, in exactly
/// enough, too much and too little space (hugging and compression resistance decide).
@MainActor
@Suite struct StackViewDistributionTests {
    /// Views of the given sizes along `axis` (20 across it).
    private func views(_ lengths: [CGFloat], _ axis: NSLayoutConstraint.Axis, across: CGFloat = 20) -> [IntrinsicView] {
        lengths.map { axis == .horizontal ? IntrinsicView($0, across) : IntrinsicView(across, $0) }
    }

    /// `(x, y, w, h)` texts for rectangles given along the axis as (position, length).
    private func frames(_ spans: [(CGFloat, CGFloat)], _ axis: NSLayoutConstraint.Axis, across: CGFloat = 20) -> [String] {
        spans.map {
            axis == .horizontal ? Frames.text(CGRect(x: $0.0, y: 0, width: $0.1, height: across))
                                : Frames.text(CGRect(x: 0, y: $0.0, width: across, height: $0.1))
        }
    }

    private func stage(_ views: [UIView], _ axis: NSLayoutConstraint.Axis, length: CGFloat?, spacing: CGFloat = 10,
                       _ distribution: UIStackView.Distribution) -> StackStage {
        StackStage(views, axis: axis, spacing: spacing,
                   width: axis == .horizontal ? length : nil, height: axis == .vertical ? length : nil) {
            $0.distribution = distribution
        }
    }

    // MARK: fill

    @Test(arguments: [NSLayoutConstraint.Axis.horizontal, .vertical])
    func fillSizesAnUnconstrainedStackFromItsViews(axis: NSLayoutConstraint.Axis) {
        let stage = stage(views([50, 60, 70], axis, across: 20), axis, length: nil, .fill)
        #expect(stage.layout() == frames([(0, 50), (60, 60), (130, 70)], axis))
        let expected = axis == .horizontal ? CGRect(x: 0, y: 0, width: 200, height: 20) : CGRect(x: 0, y: 0, width: 20, height: 200)
        #expect(stage.stack.frame == expected)
        #expect(!stage.stack.hasAmbiguousLayout)
    }

    @Test(arguments: [NSLayoutConstraint.Axis.horizontal, .vertical])
    func fillStretchesTheFirstViewWhenHuggingTies(axis: NSLayoutConstraint.Axis) {
        let stage = stage(views([50, 60, 70], axis), axis, length: 300, .fill)
        #expect(stage.layout() == frames([(0, 150), (160, 60), (230, 70)], axis))
    }

    @Test(arguments: [NSLayoutConstraint.Axis.horizontal, .vertical])
    func fillStretchesTheViewThatHugsLeast(axis: NSLayoutConstraint.Axis) {
        let arranged = views([50, 60, 70], axis)
        arranged[1].setContentHuggingPriority(UILayoutPriority(249), for: axis)
        let stage = stage(arranged, axis, length: 300, .fill)
        #expect(stage.layout() == frames([(0, 50), (60, 160), (230, 70)], axis))
    }

    @Test(arguments: [NSLayoutConstraint.Axis.horizontal, .vertical])
    func fillCompressesTheFirstViewWhenCompressionResistanceTies(axis: NSLayoutConstraint.Axis) {
        let stage = stage(views([50, 60, 70], axis), axis, length: 170, .fill)
        #expect(stage.layout() == frames([(0, 20), (30, 60), (100, 70)], axis))
    }

    @Test(arguments: [NSLayoutConstraint.Axis.horizontal, .vertical])
    func fillCompressesTheViewThatResistsLeast(axis: NSLayoutConstraint.Axis) {
        let arranged = views([50, 60, 70], axis)
        arranged[2].setContentCompressionResistancePriority(UILayoutPriority(749), for: axis)
        let stage = stage(arranged, axis, length: 170, .fill)
        #expect(stage.layout() == frames([(0, 50), (60, 60), (130, 40)], axis))
    }

    @Test func fillGivesTheSlackToTheLastViewWithoutAnIntrinsicSize() {
        let first = IntrinsicView(50, 20), last = IntrinsicView(70, 20)
        let plain1 = plainView(), plain2 = plainView()
        let stage = StackStage([first, plain1, plain2, last], spacing: 10, width: 300)
        #expect(stage.layout() == ["(0, 0, 50, 20)", "(60, 0, 0, 20)", "(70, 0, 150, 20)", "(230, 0, 70, 20)"])
        #expect(!plain2.hasAmbiguousLayout)
    }

    // MARK: fillEqually

    @Test(arguments: [NSLayoutConstraint.Axis.horizontal, .vertical])
    func fillEquallyMakesEveryViewTheSameSize(axis: NSLayoutConstraint.Axis) {
        let stage = stage(views([50, 60, 70], axis), axis, length: 320, .fillEqually)
        #expect(stage.layout() == frames([(0, 100), (110, 100), (220, 100)], axis))
        // Too little space: still equal, the compression resistance of all gives way.
        stage.width?.constant = 200
        stage.height?.constant = 200
        #expect(stage.layout() == frames([(0, 60), (70, 60), (140, 60)], axis))
    }

    @Test(arguments: [NSLayoutConstraint.Axis.horizontal, .vertical])
    func fillEquallyUnconstrainedUsesTheLargestIntrinsicSize(axis: NSLayoutConstraint.Axis) {
        let stage = stage(views([50, 60, 70], axis), axis, length: nil, .fillEqually)
        #expect(stage.layout() == frames([(0, 70), (80, 70), (160, 70)], axis))
    }

    // MARK: fillProportionally

    @Test(arguments: [NSLayoutConstraint.Axis.horizontal, .vertical])
    func fillProportionallySharesTheSpaceLeftAfterTheGaps(axis: NSLayoutConstraint.Axis) {
        let stage = stage(views([50, 100, 150], axis), axis, length: 620, .fillProportionally)
        #expect(stage.layout() == frames([(0, 100), (110, 200), (320, 300)], axis))
        // Too little space: the proportions (999, 998, 997) beat compression resistance.
        stage.width?.constant = 170
        stage.height?.constant = 170
        #expect(stage.layout() == frames([(0, 25), (35, 50), (95, 75)], axis))
    }

    @Test func fillProportionallyUnconstrainedKeepsIntrinsicSizes() {
        let stage = stage(views([50, 100, 150], .horizontal), .horizontal, length: nil, .fillProportionally)
        #expect(stage.layout() == frames([(0, 50), (60, 100), (170, 150)], .horizontal))
    }

    @Test func fillProportionallyFollowsAnIntrinsicSizeChange() {
        let arranged = views([50, 100, 150], .horizontal)
        let stage = stage(arranged, .horizontal, length: 620, .fillProportionally)
        stage.layout()
        arranged[1].size.width = 400
        arranged[1].invalidateIntrinsicContentSize()
        #expect(stage.layout() == frames([(0, 50), (60, 400), (470, 150)], .horizontal))
        let multipliers = stage.generated("UISV-fill-proportionally").map(\.multiplier)
        let shares: [CGFloat] = [50.0 / 600, 400.0 / 600, 150.0 / 600]
        #expect(zip(multipliers, shares).allSatisfy { abs($0 - $1) < 1e-12 })
    }

    // MARK: equalSpacing

    @Test(arguments: [NSLayoutConstraint.Axis.horizontal, .vertical])
    func equalSpacingPadsTheGapsEvenly(axis: NSLayoutConstraint.Axis) {
        let stage = stage(views([50, 60, 70], axis), axis, length: 300, .equalSpacing)
        #expect(stage.layout() == frames([(0, 50), (110, 60), (230, 70)], axis))
        let gaps = stage.stack.layoutGuides.filter { $0.layoutDescriptionName.hasPrefix("_UIOLAGapGuide:") }
        #expect(gaps.count == 2)
        #expect(gaps.map { axis == .horizontal ? $0.layoutFrame.width : $0.layoutFrame.height } == [60, 60])
    }

    @Test(arguments: [NSLayoutConstraint.Axis.horizontal, .vertical])
    func equalSpacingCompressesByIndexWhenTheViewsDoNotFit(axis: NSLayoutConstraint.Axis) {
        let stage = stage(views([50, 60, 70], axis), axis, length: 170, .equalSpacing)
        #expect(stage.layout() == frames([(0, 20), (30, 60), (100, 70)], axis))
    }

    // MARK: equalCentering

    @Test(arguments: [NSLayoutConstraint.Axis.horizontal, .vertical])
    func equalCenteringSpacesTheCentresEvenly(axis: NSLayoutConstraint.Axis) {
        let stage = stage(views([20, 40, 60], axis), axis, length: 300, .equalCentering)
        // Centres at 10, 140, 270.
        #expect(stage.layout() == frames([(0, 20), (120, 40), (240, 60)], axis))
    }

    @Test(arguments: [NSLayoutConstraint.Axis.horizontal, .vertical])
    func equalCenteringShrinksTheSpacingFirstThenTheViews(axis: NSLayoutConstraint.Axis) {
        // 130 points for 120 of views and two 10-point minimum gaps: the spaces are at their
        // minimum, and the view whose shrinking keeps the centres most even gives way.
        let stage = stage(views([20, 40, 60], axis), axis, length: 130, .equalCentering)
        #expect(stage.layout() == frames([(0, 20), (30, 40), (80, 50)], axis))
    }

    // MARK: Changing the distribution

    @Test func changingTheDistributionRebuildsOnlyTheAxisConstraints() {
        let stage = stage(views([50, 60, 70], .horizontal), .horizontal, length: 320, .fill)
        stage.layout()
        let alignment = stage.generated("UISV-alignment").map(ObjectIdentifier.init)
        stage.stack.distribution = .fillEqually
        #expect(stage.layout() == frames([(0, 100), (110, 100), (220, 100)], .horizontal))
        #expect(stage.generated("UISV-alignment").map(ObjectIdentifier.init) == alignment)
        stage.stack.distribution = .equalSpacing
        #expect(stage.layout() == frames([(0, 50), (120, 60), (250, 70)], .horizontal))
        stage.stack.distribution = .fill
        #expect(stage.layout() == frames([(0, 170), (180, 60), (250, 70)], .horizontal))
        #expect(stage.stack.layoutGuides.allSatisfy { !$0.layoutDescriptionName.hasPrefix("_UIOLAGapGuide:") })
    }
}
