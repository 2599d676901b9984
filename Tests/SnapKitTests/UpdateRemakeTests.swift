import Foundation
import SnapKit
import Testing
import UIKit
import UIKitTestSupport

/// `updateConstraints`, `remakeConstraints`, `removeConstraints` and the handles.
@MainActor
@Suite struct UpdateRemakeTests {
    private func placed() -> (window: UIWindow, root: UIView, box: UIView) {
        let window = makeWindow()
        let root = rootView(of: window)
        let box = UIView()
        root.addSubview(box)
        box.snp.makeConstraints { make in
            make.top.equalToSuperview().offset(10)
            make.left.equalToSuperview().offset(20)
            make.width.equalTo(100)
            make.height.equalTo(50)
        }
        turn()
        return (window, root, box)
    }

    @Test func updateChangesAConstantWithoutAddingAConstraint() {
        let (window, root, box) = placed()
        #expect(box.frame == CGRect(x: 20, y: 10, width: 100, height: 50))
        let before = (root: root.constraints.map(ObjectIdentifier.init), box: box.constraints.map(ObjectIdentifier.init))
        box.snp.updateConstraints { make in
            make.top.equalToSuperview().offset(30)
            make.width.equalTo(140)
        }
        #expect(root.constraints.map(ObjectIdentifier.init) == before.root)
        #expect(box.constraints.map(ObjectIdentifier.init) == before.box)
        #expect(box.snp.constraints.count == 4)
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 20, y: 30, width: 140, height: 50))
        _ = window
    }

    @Test func updateAddsAConstraintWithoutAMatch() {
        let (window, root, box) = placed()
        let count = box.constraints.count
        box.snp.updateConstraints { make in
            make.width.equalTo(80).priority(.high)   // a different priority: no match
        }
        #expect(box.constraints.count == count + 1)
        #expect(box.snp.constraints.count == 5)
        root.layoutIfNeeded()
        #expect(box.frame.width == 100)
        _ = window
    }

    @Test func updateReturnsHandlesToTheInstalledConstraints() {
        let (window, root, box) = placed()
        var handle: Constraint?
        box.snp.updateConstraints { make in handle = make.height.equalTo(60).constraint }
        #expect(handle?.layoutConstraints.count == 1)
        #expect(handle?.layoutConstraints.first.map { made in box.constraints.contains { $0 === made } } == true)
        handle?.update(offset: 70)
        root.layoutIfNeeded()
        #expect(box.frame.height == 70)
        _ = window
    }

    @Test func remakeReplacesEverythingTheDSLMade() {
        let (window, root, box) = placed()
        let old = box.snp.constraints.flatMap(\.layoutConstraints)
        box.snp.remakeConstraints { make in
            make.edges.equalToSuperview().inset(5)
        }
        #expect(old.allSatisfy { !$0.isActive })
        #expect(box.constraints.isEmpty)
        #expect(box.snp.constraints.count == 1)
        #expect(root.constraints.filter { $0 is LayoutConstraint }.count == 4)
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 5, y: 5, width: 310, height: 470))
        _ = window
    }

    @Test func remakeLeavesOtherConstraintsAlone() {
        let (window, root, box) = placed()
        let anchor = box.widthAnchor.constraint(lessThanOrEqualToConstant: 500)
        anchor.isActive = true
        box.snp.remakeConstraints { make in make.edges.equalToSuperview() }
        #expect(anchor.isActive)
        _ = (window, root)
    }

    @Test func removeDeactivatesEverythingTheDSLMade() {
        let (window, root, box) = placed()
        let made = box.snp.constraints.flatMap(\.layoutConstraints)
        #expect(made.count == 4)
        box.snp.removeConstraints()
        #expect(made.allSatisfy { !$0.isActive })
        #expect(box.snp.constraints.isEmpty)
        #expect(!root.constraints.contains { $0 is LayoutConstraint })
        _ = window
    }

    @Test func handlesUpdateOffsetInsetAndPriority() {
        let window = makeWindow()
        let root = rootView(of: window)
        let box = UIView()
        root.addSubview(box)
        var edges: Constraint?, width: Constraint?
        box.snp.makeConstraints { make in
            edges = make.verticalEdges.equalToSuperview().constraint
            make.left.equalToSuperview()
            width = make.width.equalTo(100).priority(.high).constraint
        }
        edges?.update(inset: 10)
        width?.update(offset: 120).update(priority: .low)
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 0, y: 10, width: 120, height: 460))
        #expect(width?.layoutConstraints.first?.priority == .defaultLow)
        edges?.update(inset: UIEdgeInsets(top: 1, left: 0, bottom: 2, right: 0))
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 0, y: 1, width: 120, height: 477))
        edges?.deactivate()
        #expect(edges?.isActive == false)
        edges?.activate()
        #expect(edges?.isActive == true)
    }
}
