import Foundation
import SnapKit
import Testing
import UIKit
import UIKitTestSupport

/// Where each constraint goes (Masonry's install rule), and what a block does to the view.
@MainActor
@Suite struct InstallationTests {
    /// root ⊃ a ⊃ (b ⊃ c), d: a small tree with cousins.
    private func tree() -> (window: UIWindow, root: UIView, a: UIView, b: UIView, c: UIView, d: UIView) {
        let window = makeWindow()
        let root = rootView(of: window)
        let a = UIView(), b = UIView(), c = UIView(), d = UIView()
        root.addSubview(a)
        a.addSubview(b)
        b.addSubview(c)
        a.addSubview(d)
        return (window, root, a, b, c, d)
    }

    private func holds(_ holder: UIView, _ constraint: Constraint?) -> Bool {
        guard let constraint, !constraint.layoutConstraints.isEmpty else { return false }
        return constraint.layoutConstraints.allSatisfy { made in holder.constraints.contains { $0 === made } }
    }

    @Test func aSizeAloneGoesOnTheViewItself() {
        let (window, _, a, b, _, _) = tree()
        var width: Constraint?
        b.snp.makeConstraints { make in width = make.width.equalTo(40).constraint }
        #expect(holds(b, width))
        #expect(!holds(a, width))
        #expect(width?.layoutConstraints.first?.secondItem == nil)
        _ = window
    }

    @Test func aPositionWithoutASecondViewGoesOnTheSuperviewAgainstItsSameAttribute() {
        let (window, _, a, b, _, _) = tree()
        var left: Constraint?
        b.snp.makeConstraints { make in left = make.left.equalTo(12).constraint }
        #expect(holds(a, left))
        let made = left?.layoutConstraints.first
        #expect(made?.secondItem === a)
        #expect(made?.secondAttribute == .left)
        #expect(made?.constant == 12)
        _ = window
    }

    @Test func twoViewsGoOnTheirClosestCommonSuperview() {
        let (window, _, a, b, c, d) = tree()
        var cousin: Constraint?, ancestor: Constraint?, sibling: Constraint?
        c.snp.makeConstraints { make in cousin = make.top.equalTo(d.snp.bottom).constraint }
        c.snp.makeConstraints { make in ancestor = make.width.equalTo(a).constraint }
        b.snp.makeConstraints { make in sibling = make.leading.equalTo(d.snp.trailing).constraint }
        #expect(holds(a, cousin))
        #expect(holds(a, ancestor))
        #expect(holds(a, sibling))
        #expect(!holds(b, cousin))
        _ = window
    }

    @Test func equalToSuperviewGoesOnTheSuperview() {
        let (window, _, _, b, c, _) = tree()
        var size: Constraint?
        c.snp.makeConstraints { make in size = make.size.equalToSuperview().constraint }
        #expect(holds(b, size))
        #expect(size?.layoutConstraints.count == 2)
        _ = window
    }

    @Test func everyBlockTurnsOffAutoresizingTranslation() {
        let (window, _, a, b, c, d) = tree()
        a.snp.makeConstraints { _ in }
        b.snp.remakeConstraints { _ in }
        c.snp.updateConstraints { _ in }
        d.snp.prepareConstraints { _ in }
        #expect([a, b, c, d].allSatisfy { !$0.translatesAutoresizingMaskIntoConstraints })
        _ = window
    }

    @Test func preparedConstraintsAreNotInstalledUntilActivated() {
        let (window, _, a, b, _, _) = tree()
        let prepared = b.snp.prepareConstraints { make in
            make.edges.equalToSuperview()
        }
        #expect(prepared.count == 1)
        #expect(prepared[0].layoutConstraints.count == 4)
        #expect(!prepared[0].isActive)
        #expect(a.constraints.isEmpty)
        prepared[0].activate()
        #expect(prepared[0].isActive)
        #expect(holds(a, prepared[0]))
        prepared[0].deactivate()
        #expect(a.constraints.isEmpty)
        _ = window
    }

    @Test func oneLayoutConstraintPerAttributeInCompoundOrder() {
        let (window, _, _, b, _, _) = tree()
        var edges: Constraint?
        b.snp.makeConstraints { make in edges = make.edges.equalToSuperview().constraint }
        #expect(edges?.layoutConstraints.map(\.firstAttribute) == [.top, .left, .bottom, .right])
        #expect(edges?.layoutConstraints.map(\.secondAttribute) == [.top, .left, .bottom, .right])
        _ = window
    }

    @Test func edgesPairWithMarginsAttributeByAttribute() {
        let (window, _, a, b, _, _) = tree()
        var edges: Constraint?
        b.snp.makeConstraints { make in edges = make.edges.equalTo(a.snp.margins).constraint }
        #expect(edges?.layoutConstraints.map(\.secondAttribute) == [.topMargin, .leftMargin, .bottomMargin, .rightMargin])
        _ = window
    }
}
