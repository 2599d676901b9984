import Foundation
import SnapKit
import Testing
import UIKit
import UIKitTestSupport

/// `Constraint.isActive`, `activate()` and `deactivate()`: what they do to the layout
/// constraints, and to the statements the item's `snp` blocks see.
@MainActor
@Suite struct ActivationTests {
    private func preparedPair() -> (window: UIWindow, root: UIView, box: UIView, top: Constraint, width: Constraint) {
        let (window, root, box) = windowWithView()
        var top: Constraint?, width: Constraint?
        box.snp.prepareConstraints { make in
            top = make.top.equalToSuperview().offset(12).constraint
            width = make.width.equalTo(40).constraint
        }
        return (window, root, box, top!, width!)
    }

    @Test func settingIsActiveActivatesAndDeactivates() {
        let (window, root, box, top, width) = preparedPair()
        #expect(!top.isActive && !width.isActive)
        top.isActive = true
        #expect(top.isActive)
        #expect(top.layoutConstraints.allSatisfy { made in root.constraints.contains { $0 === made } })
        width.isActive = true
        #expect(box.constraints.contains { $0 === width.layoutConstraints.first })
        top.isActive = false
        #expect(!top.isActive)
        #expect(!root.constraints.contains { $0 is LayoutConstraint })
        #expect(width.isActive)
        _ = window
    }

    @Test func isActiveIsTrueWhileAnyLayoutConstraintIsActive() {
        let (window, _, box) = windowWithView()
        var edges: Constraint?
        box.snp.makeConstraints { make in edges = make.edges.equalToSuperview().constraint }
        let made = edges?.layoutConstraints ?? []
        #expect(made.count == 4)
        made[0].isActive = false
        #expect(edges?.isActive == true)
        NSLayoutConstraint.deactivate(made)
        #expect(edges?.isActive == false)
        _ = window
    }

    @Test func anActivatedStatementCountsAmongTheItemsConstraints() {
        let (window, root, box, top, width) = preparedPair()
        #expect(box.snp.constraints.isEmpty)
        top.activate()
        width.activate()
        #expect(box.snp.constraints.map(ObjectIdentifier.init) == [top, width].map(ObjectIdentifier.init))
        // updateConstraints finds the activated statement and changes its constant.
        box.snp.updateConstraints { make in make.top.equalToSuperview().offset(30) }
        #expect(top.layoutConstraints.first?.constant == 30)
        #expect(box.snp.constraints.count == 2)
        root.layoutIfNeeded()
        #expect(box.frame.minY == 30)
        // removeConstraints deactivates it.
        box.snp.removeConstraints()
        #expect(!top.isActive && !width.isActive)
        #expect(box.snp.constraints.isEmpty)
        _ = window
    }

    @Test func aDeactivatedStatementLeavesTheItemsConstraints() {
        let (window, _, box) = windowWithView()
        var top: Constraint?
        box.snp.makeConstraints { make in
            top = make.top.equalToSuperview().constraint
            make.height.equalTo(10)
        }
        #expect(box.snp.constraints.count == 2)
        top?.deactivate()
        #expect(box.snp.constraints.count == 1)
        // remakeConstraints no longer touches it: it stays off, and activating brings it back.
        box.snp.remakeConstraints { make in make.height.equalTo(20) }
        #expect(top?.isActive == false)
        top?.activate()
        #expect(box.snp.constraints.count == 2)
        top?.activate()
        #expect(box.snp.constraints.count == 2)
        _ = window
    }

    @Test func aRefusedStatementNeverBecomesActive() {
        let orphan = UIView()
        var left: Constraint?
        let capture = LogCapture()
        capture.capture {
            orphan.snp.prepareConstraints { make in left = make.left.equalToSuperview().constraint }
            left?.isActive = true
        }
        #expect(left?.layoutConstraints.isEmpty == true)
        #expect(left?.isActive == false)
        #expect(orphan.snp.constraints.isEmpty)
    }
}
