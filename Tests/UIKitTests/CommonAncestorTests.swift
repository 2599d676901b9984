import Testing
@testable import UIKit

/// The view a constraint between two views is installed on: their closest common
/// ancestor, found by climbing from the same depth.
@MainActor
@Suite struct CommonAncestorTests {
    /// root ─┬─ a ─┬─ a1 ── a11
    ///       │     └─ a2
    ///       └─ b ── b1
    private func tree() -> (root: UIView, a: UIView, a1: UIView, a11: UIView, a2: UIView, b: UIView, b1: UIView) {
        let root = UIView(), a = UIView(), a1 = UIView(), a11 = UIView(), a2 = UIView(), b = UIView(), b1 = UIView()
        root.addSubview(a)
        root.addSubview(b)
        a.addSubview(a1)
        a.addSubview(a2)
        a1.addSubview(a11)
        b.addSubview(b1)
        return (root, a, a1, a11, a2, b, b1)
    }

    @Test func aViewWithItself() {
        let t = tree()
        #expect(t.a1.closestCommonAncestor(with: t.a1) === t.a1)
    }

    @Test func siblingsAndParents() {
        let t = tree()
        #expect(t.a1.closestCommonAncestor(with: t.a2) === t.a)
        #expect(t.a1.closestCommonAncestor(with: t.a) === t.a)
        #expect(t.a.closestCommonAncestor(with: t.a1) === t.a)
    }

    @Test func anAncestorSeveralLevelsUpEitherWay() {
        let t = tree()
        #expect(t.a11.closestCommonAncestor(with: t.root) === t.root)
        #expect(t.root.closestCommonAncestor(with: t.a11) === t.root)
        #expect(t.a11.closestCommonAncestor(with: t.a) === t.a)
    }

    @Test func cousinsAtDifferentDepths() {
        let t = tree()
        #expect(t.a11.closestCommonAncestor(with: t.a2) === t.a)
        #expect(t.a2.closestCommonAncestor(with: t.a11) === t.a)
        #expect(t.a11.closestCommonAncestor(with: t.b1) === t.root)
        #expect(t.b.closestCommonAncestor(with: t.a11) === t.root)
    }

    @Test func unrelatedViewsHaveNone() {
        let t = tree()
        let stranger = UIView()
        let strangerChild = UIView()
        stranger.addSubview(strangerChild)
        #expect(t.a11.closestCommonAncestor(with: strangerChild) == nil)
        #expect(stranger.closestCommonAncestor(with: t.root) == nil)
        #expect(UIView().closestCommonAncestor(with: UIView()) == nil)
    }
}
