import Foundation
@testable import SnapKit
import Testing
import UIKit
import UIKitTestSupport

/// SnapKit's names for UIKit types (`ConstraintInsets`, `ConstraintDirectionalInsets`,
/// `ConstraintLayoutGuide`, …), so SnapKit code compiles unchanged, and the constants
/// they give each attribute.
@MainActor
@Suite struct SpellingsTests {
    @Test func theNamesAreTheUIKitTypes() {
        #expect(ConstraintInsets.self == UIEdgeInsets.self)
        #expect(ConstraintDirectionalInsets.self == NSDirectionalEdgeInsets.self)
        #expect(ConstraintView.self == UIView.self)
        #expect(ConstraintLayoutGuide.self == UILayoutGuide.self)
        #expect(LayoutAttribute.self == NSLayoutConstraint.Attribute.self)
        #expect(LayoutRelation.self == NSLayoutConstraint.Relation.self)
        #expect(LayoutPriority.self == UILayoutPriority.self)
    }

    /// The constants of the statement's layout constraints, by first attribute.
    private func constants(_ build: (ConstraintMaker) -> Void) -> [NSLayoutConstraint.Attribute: CGFloat] {
        let (window, _, box) = windowWithView()
        box.snp.makeConstraints(build)
        let made = box.snp.constraints.flatMap(\.layoutConstraints)
        _ = window
        return Dictionary(uniqueKeysWithValues: made.map { ($0.firstAttribute, $0.constant) })
    }

    @Test func directionalInsetsOnLeadingAndTrailing() {
        let insets = ConstraintDirectionalInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        let made = constants { make in make.top.leading.bottom.trailing.equalToSuperview().inset(insets) }
        #expect(made == [.top: 1, .leading: 2, .bottom: -3, .trailing: -4])
    }

    @Test func directionalInsetsFallBackToLeftAndRight() {
        let insets = ConstraintDirectionalInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        let made = constants { make in make.edges.equalToSuperview().inset(insets) }
        #expect(made == [.top: 1, .left: 2, .bottom: -3, .right: -4])
    }

    @Test func directionalInsetsAsTheRelationsValue() {
        let made = constants { make in
            make.directionalEdges.equalTo(ConstraintDirectionalInsets(top: 5, leading: 6, bottom: 7, trailing: 8))
        }
        #expect(made == [.top: 5, .leading: 6, .bottom: -7, .trailing: -8])
    }

    @Test func edgeInsetsByTheirSnapKitName() {
        let made = constants { make in make.edges.equalTo(ConstraintInsets(top: 9, left: 10, bottom: 11, right: 12)) }
        #expect(made == [.top: 9, .left: 10, .bottom: -11, .right: -12])
    }

    @Test func aHandleUpdatesWithDirectionalInsets() {
        let (window, _, box) = windowWithView()
        var handle: Constraint?
        box.snp.makeConstraints { make in handle = make.directionalHorizontalEdges.equalToSuperview().constraint }
        handle?.update(inset: ConstraintDirectionalInsets(top: 0, leading: 3, bottom: 0, trailing: 7))
        #expect(handle?.layoutConstraints.map(\.constant) == [3, -7])
        _ = window
    }

    @Test func attributesKeepUIKitsRawValues() {
        let order: [LayoutAttribute] = [.left, .right, .top, .bottom, .leading, .trailing, .width, .height]
        #expect(order.map(\.rawValue) == Array(1...8))
        #expect(LayoutAttribute.topMargin.rawValue < LayoutAttribute.leadingMargin.rawValue)
    }
}
