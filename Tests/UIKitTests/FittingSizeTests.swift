import Foundation
import Testing
import UIKit
import UIKitTestSupport

@MainActor
@Suite struct FittingSizeTests {
    @Test func compressedSizeOfAContainerComesFromItsContent() {
        let container = padded(makeLabel("abcde"))
        #expect(container.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 70, height: 30))
        // Hugging (250) beats the fitting level (50): the expanded size is the same.
        #expect(container.systemLayoutSizeFitting(UIView.layoutFittingExpandedSize) == CGSize(width: 70, height: 30))
        #expect(container.frame == .zero)
        #expect(UIView.layoutFittingCompressedSize == .zero)
    }

    @Test func requiredWidthGivesTheHeightForThatWidth() {
        let label = makeLabel("aaa bbb ccc ddd", lines: 0)
        let container = padded(label)
        let size = container.systemLayoutSizeFitting(CGSize(width: 90, height: 0), withHorizontalFittingPriority: .required,
                                                     verticalFittingPriority: .fittingSizeLevel)
        #expect(size == CGSize(width: 90, height: 40))
        #expect(label.frame == .zero)
    }

    @Test func fittingAViewInAWindowLeavesItsFramesAndEngineAlone() {
        let stage = Stage(width: 300, height: 100)
        let label = makeLabel("abcde")
        let card = padded(label)
        stage.container.addSubview(card)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: stage.container.leadingAnchor),
            card.trailingAnchor.constraint(equalTo: stage.container.trailingAnchor),
            card.topAnchor.constraint(equalTo: stage.container.topAnchor),
        ])
        turn()
        #expect(card.frame == CGRect(x: 0, y: 0, width: 300, height: 30))
        // Constraints to views outside the card are not part of its fitting size.
        #expect(card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 70, height: 30))
        #expect(card.frame == CGRect(x: 0, y: 0, width: 300, height: 30))
        #expect(label.frame == CGRect(x: 10, y: 10, width: 280, height: 10))
        stage.width.constant = 200
        turn()
        #expect(card.frame == CGRect(x: 0, y: 0, width: 200, height: 30))
    }

    @Test func aViewWithoutConstraintsFitsToTheTarget() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 40))
        #expect(view.systemLayoutSizeFitting(CGSize(width: 12, height: 34)) == CGSize(width: 12, height: 34))
        #expect(view.frame.size == CGSize(width: 30, height: 40))
    }
}
