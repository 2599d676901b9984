import Foundation
import Testing
import UIKit
import UIKitTestSupport

@MainActor
@Suite struct RightToLeftTests {
    private func scene() -> (UIWindow, UIView, UIView, UIView) {
        let window = makeWindow(width: 320, height: 480)
        let root: UIView = window.rootViewController!.view
        let a = UIView(), b = UIView(), c = UIView()
        for view in [a, b, c] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        root.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 40, bottom: 0, trailing: 4)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            a.widthAnchor.constraint(equalToConstant: 50),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 10),
            b.widthAnchor.constraint(equalToConstant: 30),
            c.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            c.widthAnchor.constraint(equalToConstant: 5),
        ] + [a, b, c].flatMap { [$0.topAnchor.constraint(equalTo: root.topAnchor), $0.heightAnchor.constraint(equalToConstant: 10)] })
        turn()
        return (window, a, b, c)
    }

    @Test func theSameLayoutIsMirroredInRightToLeft() {
        let (window, a, b, c) = scene()
        #expect(Frames.texts([a, b, c]) == ["(10, 0, 50, 10)", "(70, 0, 30, 10)", "(40, 0, 5, 10)"])
        window.userInterfaceLayoutDirection = .rightToLeft
        let root: UIView = window.rootViewController!.view
        #expect(root.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        // Directional margins flip (the trailing 4 is raised to the root view's minimum 16).
        #expect(root.layoutMargins.right == 40 && root.layoutMargins.left == 16)
        turn()
        #expect(Frames.texts([a, b, c]) == ["(260, 0, 50, 10)", "(220, 0, 30, 10)", "(275, 0, 5, 10)"])
        window.userInterfaceLayoutDirection = .leftToRight
        turn()
        #expect(Frames.texts([a, b, c]) == ["(10, 0, 50, 10)", "(70, 0, 30, 10)", "(40, 0, 5, 10)"])
    }

    @Test func semanticContentAttributeForcesADirectionPerView() {
        let (window, a, b, _) = scene()
        defer { withExtendedLifetime(window) {} }
        a.semanticContentAttribute = .forceRightToLeft
        #expect(a.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        turn()
        // a's own leading constraint mirrors; b's (first item b) stays left-to-right.
        #expect(a.frame == CGRect(x: 260, y: 0, width: 50, height: 10))
        #expect(b.frame.minX == 320)
    }

    /// An unspecified attribute takes the superview's direction (UIKit carries it down in
    /// `traitCollection.layoutDirection`): the root view forced right-to-left mirrors its
    /// subviews' leading constraints; a subview forced left-to-right keeps its own.
    @Test func subviewsFollowASuperviewForcedRightToLeft() {
        let (window, a, b, c) = scene()
        defer { withExtendedLifetime(window) {} }
        let root: UIView = window.rootViewController!.view
        root.semanticContentAttribute = .forceRightToLeft
        #expect([a, b, c].allSatisfy { $0.effectiveUserInterfaceLayoutDirection == .rightToLeft })
        #expect(a.traitCollection.layoutDirection == .rightToLeft)
        turn()
        #expect(Frames.texts([a, b, c]) == ["(260, 0, 50, 10)", "(220, 0, 30, 10)", "(275, 0, 5, 10)"])
        b.semanticContentAttribute = .forceLeftToRight
        turn()
        // The constraint takes its first item's direction: b's leading and a's trailing
        // read left to right, a's right edge (310) plus 10.
        #expect(b.frame.minX == 320)
        root.semanticContentAttribute = .unspecified
        turn()
        #expect(Frames.texts([a, b, c]) == ["(10, 0, 50, 10)", "(70, 0, 30, 10)", "(40, 0, 5, 10)"])
    }

    /// A view moved under a right-to-left container takes its direction, with its
    /// subtree's constraints and directional margins.
    @Test func aMovedViewTakesItsNewSuperviewsDirection() {
        let window = makeWindow(width: 320, height: 480)
        let root: UIView = window.rootViewController!.view
        let rightToLeft = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        rightToLeft.semanticContentAttribute = .forceRightToLeft
        let box = UIView(frame: CGRect(x: 0, y: 100, width: 200, height: 100))
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        box.addSubview(child)
        box.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 3, bottom: 0, trailing: 7)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 10),
            child.widthAnchor.constraint(equalToConstant: 50),
            child.topAnchor.constraint(equalTo: box.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.addSubview(rightToLeft)
        root.addSubview(box)
        turn()
        #expect(child.frame.minX == 10)
        #expect(box.layoutMargins.left == 3)
        rightToLeft.addSubview(box)
        #expect(box.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(box.layoutMargins.left == 7 && box.layoutMargins.right == 3)
        turn()
        #expect(child.frame.minX == 140)
    }

    @Test func absoluteMarginsStayPutWhenTheDirectionFlips() {
        let window = makeWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.rootViewController!.view.addSubview(view)
        view.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        window.userInterfaceLayoutDirection = .rightToLeft
        #expect(view.layoutMargins == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(view.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 1, leading: 4, bottom: 3, trailing: 2))
    }
}
