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
