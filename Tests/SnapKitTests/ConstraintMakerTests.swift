import Foundation
import SnapKit
import Testing
import UIKit
import UIKitTestSupport

/// Relations, operands and modifiers: what each statement makes.
@MainActor
@Suite struct ConstraintMakerTests {
    /// A 200 × 100 container at the window's origin and a child in it.
    private func container() -> (window: UIWindow, container: UIView, child: UIView) {
        let window = makeWindow(width: 320, height: 480)
        let container = UIView()
        rootView(of: window).addSubview(container)
        container.snp.makeConstraints { make in
            make.top.left.equalToSuperview()
            make.size.equalTo(CGSize(width: 200, height: 100))
        }
        let child = UIView()
        container.addSubview(child)
        return (window, container, child)
    }

    @Test func edgesInsetByANumber() {
        let (window, _, child) = container()
        child.snp.makeConstraints { make in make.edges.equalToSuperview().inset(10) }
        turn()
        #expect(child.frame == CGRect(x: 10, y: 10, width: 180, height: 80))
        _ = window
    }

    @Test func edgesInsetByEdgeInsets() {
        let (window, _, child) = container()
        child.snp.makeConstraints { make in
            make.edges.equalToSuperview().inset(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        }
        turn()
        #expect(child.frame == CGRect(x: 2, y: 1, width: 194, height: 96))
        _ = window
    }

    @Test func edgesEqualToEdgeInsetsRelatesToTheSuperview() {
        let (window, _, child) = container()
        child.snp.makeConstraints { make in
            make.edges.equalTo(UIEdgeInsets(top: 5, left: 6, bottom: 7, right: 8))
        }
        turn()
        #expect(child.frame == CGRect(x: 6, y: 5, width: 186, height: 88))
        _ = window
    }

    @Test func directionalEdgesWithDirectionalInsets() {
        let (window, _, child) = container()
        child.snp.makeConstraints { make in
            make.directionalEdges.equalToSuperview().inset(NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        }
        turn()
        #expect(child.frame == CGRect(x: 2, y: 1, width: 194, height: 96))
        _ = window
    }

    @Test func horizontalAndVerticalEdges() {
        let (window, _, child) = container()
        child.snp.makeConstraints { make in
            make.horizontalEdges.equalToSuperview().inset(20)
            make.verticalEdges.equalTo(UIEdgeInsets(top: 30, left: 0, bottom: 10, right: 0))
        }
        turn()
        #expect(child.frame == CGRect(x: 20, y: 30, width: 160, height: 60))
        _ = window
    }

    @Test func directionalHorizontalAndVerticalEdges() {
        let (window, _, child) = container()
        child.snp.makeConstraints { make in
            make.directionalHorizontalEdges.equalToSuperview().inset(NSDirectionalEdgeInsets(top: 0, leading: 5, bottom: 0, trailing: 15))
            make.directionalVerticalEdges.equalToSuperview()
        }
        turn()
        #expect(child.frame == CGRect(x: 5, y: 0, width: 180, height: 100))
        _ = window
    }

    @Test func positionRelatedToANumberUsesTheSuperviewsSameAttribute() {
        let (window, _, child) = container()
        child.snp.makeConstraints { make in
            make.left.equalTo(10)
            make.top.equalTo(15)
            make.width.equalTo(50)
            make.height.equalTo(20)
        }
        turn()
        #expect(child.frame == CGRect(x: 10, y: 15, width: 50, height: 20))
        _ = window
    }

    @Test func centreRelatedToAPointOffsetsFromTheSuperviewsCentre() {
        let (window, _, child) = container()
        child.snp.makeConstraints { make in
            make.center.equalTo(CGPoint(x: 10, y: -5))
            make.size.equalTo(20)
        }
        turn()
        #expect(child.frame == CGRect(x: 100, y: 35, width: 20, height: 20))
        _ = window
    }

    @Test func chainedAttributesShareOneRelation() {
        let (window, _, child) = container()
        child.snp.makeConstraints { make in
            make.top.left.equalToSuperview().offset(7)
            make.width.height.equalTo(30)
        }
        turn()
        #expect(child.frame == CGRect(x: 7, y: 7, width: 30, height: 30))
        _ = window
    }

    @Test func multipliedByAndDividedBy() {
        let (window, _, child) = container()
        child.snp.makeConstraints { make in
            make.top.leading.equalToSuperview()
            make.width.equalToSuperview().multipliedBy(0.5)
            make.height.equalToSuperview().dividedBy(4)
        }
        turn()
        #expect(child.frame == CGRect(x: 0, y: 0, width: 100, height: 25))
        _ = window
    }

    @Test func sizeRelatedToAnotherViewsSizeWithMultiplier() {
        let (window, container, child) = container()
        let other = UIView()
        container.addSubview(other)
        other.snp.makeConstraints { make in
            make.top.left.equalToSuperview()
            make.size.equalTo(CGSize(width: 40, height: 10))
        }
        child.snp.makeConstraints { make in
            make.top.equalTo(other.snp.bottom).offset(5)
            make.left.equalTo(other.snp.right)
            make.size.equalTo(other.snp.size).multipliedBy(2)
        }
        turn()
        #expect(child.frame == CGRect(x: 40, y: 15, width: 80, height: 20))
        _ = window
    }

    @Test func inequalitiesAndPriorities() {
        let (window, _, child) = container()
        child.snp.makeConstraints { make in
            make.top.left.equalToSuperview()
            make.height.equalTo(10)
            make.width.lessThanOrEqualTo(150)
            make.width.greaterThanOrEqualTo(60)
            make.width.equalTo(500).priority(.high)
        }
        turn()
        #expect(child.frame == CGRect(x: 0, y: 0, width: 150, height: 10))
        child.snp.remakeConstraints { make in
            make.top.left.equalToSuperview()
            make.height.equalTo(10)
            make.width.greaterThanOrEqualTo(60)
            make.width.equalTo(0).priority(250)
            make.width.equalTo(80).priority(ConstraintPriority.medium)
        }
        turn()
        #expect(child.frame.width == 80)
        _ = window
    }

    @Test func prioritiesFromEveryKindOfValue() {
        let (window, _, child) = container()
        var handles: [Constraint] = []
        let level: Float = 600
        child.snp.makeConstraints { make in
            handles.append(make.width.equalTo(1).priority(.required).constraint)
            handles.append(make.width.equalTo(2).priority(.high).constraint)
            handles.append(make.width.equalTo(3).priority(.medium).constraint)
            handles.append(make.width.equalTo(4).priority(.low).constraint)
            handles.append(make.width.equalTo(5).priority(600).constraint)
            handles.append(make.width.equalTo(6).priority(level).constraint)
            handles.append(make.width.equalTo(7).priority(UILayoutPriority.defaultLow).constraint)
            handles.append(make.width.equalTo(8).priority(ConstraintPriority.high - 1).constraint)
        }
        let priorities = handles.map { $0.layoutConstraints.first?.priority.rawValue }
        #expect(priorities == [1000, 750, 500, 250, 600, 600, 250, 749])
        _ = window
    }

    @Test func offsetReplacesTheRelationsConstant() {
        let (window, _, child) = container()
        child.snp.makeConstraints { make in
            make.left.equalTo(50).offset(5)
            make.top.equalToSuperview()
            make.size.equalTo(10)
        }
        turn()
        #expect(child.frame.minX == 5)
        _ = window
    }

    @Test func baselinesOfPlainViewsAreTheirBottoms() {
        let (window, container, child) = container()
        let other = UIView()
        container.addSubview(other)
        other.snp.makeConstraints { make in
            make.top.left.equalToSuperview()
            make.size.equalTo(CGSize(width: 10, height: 40))
        }
        child.snp.makeConstraints { make in
            make.lastBaseline.equalTo(other.snp.lastBaseline)
            make.left.equalTo(other.snp.right)
            make.size.equalTo(CGSize(width: 10, height: 15))
        }
        turn()
        #expect(child.frame == CGRect(x: 10, y: 25, width: 10, height: 15))
        child.snp.remakeConstraints { make in
            make.firstBaseline.equalTo(other.snp.firstBaseline).offset(-5)
            make.left.equalTo(other.snp.right)
            make.size.equalTo(CGSize(width: 10, height: 15))
        }
        turn()
        #expect(child.frame.minY == 20)
        _ = window
    }

    @Test func centreXToALeadingEdgeAndMixedHorizontalTargets() {
        let (window, container, child) = container()
        let other = UIView()
        container.addSubview(other)
        other.snp.makeConstraints { make in
            make.top.leading.equalToSuperview()
            make.size.equalTo(CGSize(width: 60, height: 10))
        }
        child.snp.makeConstraints { make in
            make.centerX.equalTo(other.snp.trailing)
            make.centerY.equalTo(other)
            make.size.equalTo(20)
        }
        turn()
        #expect(child.frame == CGRect(x: 50, y: -5, width: 20, height: 20))
        _ = window
    }

    @Test func labelIsTheIdentifier() {
        let (window, _, child) = container()
        var handle: Constraint?
        child.snp.makeConstraints { make in
            handle = make.width.equalTo(10).labeled("child.width").constraint
        }
        #expect(handle?.label == "child.width")
        #expect(handle?.layoutConstraints.first?.identifier == "child.width")
        #expect(handle?.layoutConstraints.first?.label == "child.width")
        _ = window
    }

    @Test func numbersOfEveryType() {
        let (window, _, child) = container()
        let cg: CGFloat = 3, d: Double = 4, f: Float = 5, u: UInt = 6
        child.snp.makeConstraints { make in
            make.left.equalTo(cg)
            make.top.equalTo(d)
            make.width.equalTo(f)
            make.height.equalTo(u)
        }
        turn()
        #expect(child.frame == CGRect(x: 3, y: 4, width: 5, height: 6))
        _ = window
    }

    @Test func superviewInequalities() {
        let (window, _, child) = container()
        child.snp.makeConstraints { make in
            make.top.equalToSuperview()
            make.height.equalTo(10)
            make.left.greaterThanOrEqualToSuperview().offset(30)
            make.left.equalTo(0).priority(.high)
            make.width.lessThanOrEqualToSuperview().inset(10)
            make.width.equalTo(500).priority(.medium)
        }
        turn()
        #expect(child.frame == CGRect(x: 30, y: 0, width: 180, height: 10))
        _ = window
    }
}
