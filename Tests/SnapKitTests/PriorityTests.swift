import Foundation
import SnapKit
import Testing
import UIKit
import UIKitTestSupport

/// `ConstraintPriority` as a `Strideable` value.
@Suite struct PriorityTests {
    @Test func advancingMovesByTheGivenAmount() {
        #expect(ConstraintPriority.high.advanced(by: 1).value == 751)
        #expect(ConstraintPriority.required.advanced(by: -1) == ConstraintPriority(999))
        #expect(ConstraintPriority.low.advanced(by: 0) == .low)
    }

    @Test func distanceIsTheDifferenceInValue() {
        #expect(ConstraintPriority.low.distance(to: .high) == 500)
        #expect(ConstraintPriority.required.distance(to: .medium) == -500)
    }

    @Test func stridingWalksTheLevels() {
        let levels = stride(from: ConstraintPriority.low, through: .required, by: 250).map(\.value)
        #expect(levels == [250, 500, 750, 1000])
    }

    @MainActor
    @Test func anAdvancedPriorityReachesTheLayoutConstraint() {
        let (window, _, box) = windowWithView()
        var handle: Constraint?
        box.snp.makeConstraints { make in handle = make.width.equalTo(10).priority(ConstraintPriority.high.advanced(by: 1)).constraint }
        #expect(handle?.layoutConstraints.first?.priority.rawValue == 751)
        _ = window
    }
}

/// The view DSL's hugging and compression-resistance numbers, and priority updates from
/// any priority value.
@MainActor
@Suite struct ViewPriorityTests {
    @Test func huggingAndCompressionResistanceReadAndWriteTheViews() {
        let view = UIView()
        #expect(view.snp.contentHuggingHorizontalPriority == view.contentHuggingPriority(for: .horizontal).rawValue)
        view.snp.contentHuggingHorizontalPriority = 251
        view.snp.contentHuggingVerticalPriority = 252
        view.snp.contentCompressionResistanceHorizontalPriority = 753
        view.snp.contentCompressionResistanceVerticalPriority = 754
        #expect(view.contentHuggingPriority(for: .horizontal).rawValue == 251)
        #expect(view.contentHuggingPriority(for: .vertical).rawValue == 252)
        #expect(view.contentCompressionResistancePriority(for: .horizontal).rawValue == 753)
        #expect(view.contentCompressionResistancePriority(for: .vertical).rawValue == 754)
        #expect(view.snp.contentCompressionResistanceVerticalPriority == 754)
    }

    @Test func aHandlesPriorityUpdatesFromNumbersAndLayoutPriorities() {
        let (window, _, box) = windowWithView()
        var width: Constraint?
        box.snp.makeConstraints { make in width = make.width.equalTo(10).priority(.high).constraint }
        width?.update(priority: 600)
        #expect(width?.layoutConstraints.first?.priority.rawValue == 600)
        width?.update(priority: UILayoutPriority.defaultLow)
        #expect(width?.layoutConstraints.first?.priority == .defaultLow)
        width?.update(priority: Double(300))
        #expect(width?.layoutConstraints.first?.priority.rawValue == 300)
        _ = window
    }
}
