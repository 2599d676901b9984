import Foundation
import SnapKit
import Testing
import UIKit
import UIKitTestSupport

/// The margin attributes. They use UIKit's margin attributes (`leftMargin`, …,
/// `centerXWithinMargins`), so they follow whatever `layoutMargins` resolves to.
@MainActor
@Suite struct MarginTests {
    private func container() -> (window: UIWindow, container: UIView) {
        let window = makeWindow()
        let container = UIView()
        rootView(of: window).addSubview(container)
        container.layoutMargins = UIEdgeInsets(top: 10, left: 12, bottom: 14, right: 16)
        container.snp.makeConstraints { make in
            make.top.left.equalToSuperview()
            make.size.equalTo(CGSize(width: 200, height: 100))
        }
        return (window, container)
    }

    @Test func edgesToTheSuperviewsMargins() {
        let (window, container) = container()
        let child = UIView()
        container.addSubview(child)
        child.snp.makeConstraints { make in make.edges.equalTo(container.snp.margins) }
        turn()
        #expect(child.frame == CGRect(x: 12, y: 10, width: 172, height: 76))
        _ = window
    }

    @Test func directionalEdgesToDirectionalMargins() {
        let (window, container) = container()
        let child = UIView()
        container.addSubview(child)
        child.snp.makeConstraints { make in make.directionalEdges.equalTo(container.snp.directionalMargins) }
        turn()
        #expect(child.frame == CGRect(x: 12, y: 10, width: 172, height: 76))
        _ = window
    }

    @Test func singleMarginAttributes() {
        let (window, container) = container()
        let child = UIView()
        container.addSubview(child)
        child.snp.makeConstraints { make in
            make.leading.equalTo(container.snp.leadingMargin)
            make.trailing.equalTo(container.snp.trailingMargin)
            make.top.equalTo(container.snp.topMargin)
            make.bottom.equalTo(container.snp.bottomMargin)
        }
        turn()
        #expect(child.frame == CGRect(x: 12, y: 10, width: 172, height: 76))
        _ = window
    }

    @Test func centreWithinMargins() {
        let (window, container) = container()
        let child = UIView()
        container.addSubview(child)
        child.snp.makeConstraints { make in
            make.center.equalTo(container.snp.centerWithinMargins)
            make.size.equalTo(20)
        }
        turn()
        // Margin box: x 12…184 (centre 98), y 10…86 (centre 48).
        #expect(child.frame == CGRect(x: 88, y: 38, width: 20, height: 20))
        _ = window
    }

    @Test func theViewsOwnMarginsAsFirstAttributes() {
        let (window, container) = container()
        let child = UIView()
        container.addSubview(child)
        child.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        child.snp.makeConstraints { make in
            make.margins.equalToSuperview()
        }
        turn()
        // child.minX + 2 == 12 and child.maxX - 4 == 200 - 16; likewise vertically.
        #expect(child.frame == CGRect(x: 10, y: 9, width: 178, height: 80))
        _ = window
    }
}
