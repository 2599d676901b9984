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
