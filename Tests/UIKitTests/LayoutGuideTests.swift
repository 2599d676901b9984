import Foundation
import Testing
import UIKit
import UIKitTestSupport

@MainActor
@Suite struct LayoutGuideTests {
    @Test func aGuideIsSolvedLikeAViewWithoutOne() {
        let stage = Stage(width: 320, height: 100)
        let a = IntrinsicView(50, 10), b = IntrinsicView(50, 10)
        let gap = UILayoutGuide()
        let unused = UILayoutGuide()
        stage.container.addLayoutGuide(gap)
        stage.container.addLayoutGuide(unused)
        stage.container.addSubview(a)
        stage.container.addSubview(b)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: stage.container.leadingAnchor),
            gap.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            NSLayoutConstraint(item: b, attribute: .leading, relatedBy: .equal, toItem: gap, attribute: .trailing, multiplier: 1, constant: 0),
            b.trailingAnchor.constraint(equalTo: stage.container.trailingAnchor),
            gap.topAnchor.constraint(equalTo: stage.container.topAnchor, constant: 5),
            gap.heightAnchor.constraint(equalToConstant: 10),
            a.centerYAnchor.constraint(equalTo: gap.centerYAnchor),
            b.centerYAnchor.constraint(equalTo: gap.centerYAnchor),
        ])
        turn()
        #expect(gap.layoutFrame == CGRect(x: 50, y: 5, width: 220, height: 10))
        #expect(a.frame == CGRect(x: 0, y: 5, width: 50, height: 10))
        #expect(b.frame == CGRect(x: 270, y: 5, width: 50, height: 10))
        #expect(unused.layoutFrame == .zero)
        #expect(stage.container.layoutGuides.count == 2)
        #expect(gap.owningView === stage.container)
    }

    @Test func aGuideNotAddedToAViewIsRefusedWithAClearError() {
        let capture = LogCapture()
        let stage = Stage(width: 100)
        let guide = UILayoutGuide()
        guide.identifier = "loose"
        let constraint = guide.leadingAnchor.constraint(equalTo: stage.container.leadingAnchor)
        capture.capture { constraint.isActive = true }
        #expect(!constraint.isActive)
        #expect(capture.messages.contains { $0.contains("has no owning view") && $0.contains("'loose'") })
    }

    @Test func removingAGuideDeactivatesItsConstraints() {
        let stage = Stage(width: 100)
        let guide = UILayoutGuide()
        stage.container.addLayoutGuide(guide)
        let constraints = [
            guide.leadingAnchor.constraint(equalTo: stage.container.leadingAnchor, constant: 10),
            guide.widthAnchor.constraint(equalToConstant: 20),
        ]
        NSLayoutConstraint.activate(constraints)
        turn()
        #expect(guide.layoutFrame.minX == 10 && guide.layoutFrame.width == 20)
        stage.container.removeLayoutGuide(guide)
        #expect(constraints.allSatisfy { !$0.isActive })
        #expect(guide.owningView == nil && stage.container.layoutGuides.isEmpty)
        #expect(guide.layoutFrame == .zero)
    }

    @Test func guideOfAViewRemovedFromItsSuperviewLosesOutsideConstraints() {
        let stage = Stage(width: 100)
        let inner = UIView()
        inner.translatesAutoresizingMaskIntoConstraints = false
        stage.container.addSubview(inner)
        let guide = UILayoutGuide()
        inner.addLayoutGuide(guide)
        let outside = guide.leadingAnchor.constraint(equalTo: stage.container.leadingAnchor)
        let own = guide.widthAnchor.constraint(equalTo: inner.widthAnchor)
        NSLayoutConstraint.activate([outside, own])
        inner.removeFromSuperview()
        #expect(!outside.isActive && own.isActive)
    }
}
