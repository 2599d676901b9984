import Foundation
import SnapKit
import Testing
import UIKit
import UIKitTestSupport

/// A horizontal position related to a vertical one: accepted (with a deprecation warning
/// at compile time, see ``CompileTimeSafetyTests``, so this file builds with warnings),
/// made and solved like any other. A size with a position is refused (`DiagnosticsTests`).
@MainActor
@Suite struct CrossAxisTests {
    private func placedPair() -> (window: UIWindow, root: UIView, fixed: UIView, box: UIView) {
        let window = makeWindow()
        let root = rootView(of: window)
        let fixed = UIView(), box = UIView()
        root.addSubview(fixed)
        root.addSubview(box)
        fixed.snp.makeConstraints { make in
            make.top.equalToSuperview().offset(40)
            make.left.equalToSuperview().offset(8)
            make.size.equalTo(20)
        }
        return (window, root, fixed, box)
    }

    @Test func aLeftEdgeFollowsATopEdge() {
        let (window, root, fixed, box) = placedPair()
        var handle: Constraint?
        box.snp.makeConstraints { make in
            handle = make.left.equalTo(fixed.snp.top).offset(50).constraint
            make.top.equalToSuperview()
            make.size.equalTo(10)
        }
        let made = handle?.layoutConstraints.first
        #expect(made?.firstAttribute == .left && made?.secondAttribute == .top)
        #expect(made.map { made in root.constraints.contains { $0 === made } } == true)
        root.layoutIfNeeded()
        #expect(box.frame.minX == 90)
        _ = window
    }

    @Test func aTopEdgeFollowsACentreX() {
        let (window, root, fixed, box) = placedPair()
        box.snp.makeConstraints { make in
            make.top.greaterThanOrEqualTo(fixed.snp.centerX)
            make.top.equalToSuperview().priority(.low)
            make.left.equalToSuperview()
            make.size.equalTo(10)
        }
        root.layoutIfNeeded()
        #expect(box.frame.minY == 18)
        _ = window
    }

    @Test func aChainMayPairPositionsOfBothAxesWithOneTarget() {
        let (window, root, fixed, box) = placedPair()
        box.snp.makeConstraints { make in
            make.top.left.equalTo(fixed.snp.bottom)
            make.size.equalTo(10)
        }
        root.layoutIfNeeded()
        #expect(box.frame.origin == CGPoint(x: 60, y: 60))
        _ = window
    }
}
