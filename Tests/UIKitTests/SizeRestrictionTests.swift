import Foundation
import Testing
import UIKit
import UIKitTestSupport

/// A size bounded by an inequality never goes negative, as in UIKit's engine: bounded
/// only from above it rests at 0, bounded from below at its bound.
@MainActor
@Suite struct SizeRestrictionTests {
    private func stage() -> (UIWindow, UIView, UIView) {
        let window = makeWindow(width: 390, height: 844)
        let root: UIView = window.rootViewController!.view
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        return (window, root, view)
    }

    @Test func aSizeBoundedOnlyFromAboveRestsAtZero() {
        let (window, root, view) = stage()
        defer { withExtendedLifetime(window) {} }
        NSLayoutConstraint.activate([
            view.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            view.centerYAnchor.constraint(equalTo: root.centerYAnchor),
            view.widthAnchor.constraint(lessThanOrEqualToConstant: 23),
            view.heightAnchor.constraint(lessThanOrEqualTo: root.heightAnchor, constant: -34),
        ])
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 195, y: 422, width: 0, height: 0))
    }

    @Test func aSizeBoundedFromBelowRestsAtItsBound() {
        let (window, root, view) = stage()
        defer { withExtendedLifetime(window) {} }
        NSLayoutConstraint.activate([
            view.topAnchor.constraint(equalTo: root.topAnchor),
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            view.widthAnchor.constraint(greaterThanOrEqualToConstant: 94),
            view.heightAnchor.constraint(greaterThanOrEqualTo: root.heightAnchor, constant: -44),
        ])
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 0, y: 0, width: 94, height: 800))
    }

    /// A position bounded only from above stays at its bound (it is not a size).
    @Test func aPositionBoundedFromAboveRestsAtItsBound() {
        let (window, root, view) = stage()
        defer { withExtendedLifetime(window) {} }
        NSLayoutConstraint.activate([
            view.topAnchor.constraint(lessThanOrEqualTo: root.topAnchor, constant: 10),
            view.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 5),
        ])
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 5, y: 10, width: 0, height: 0))
    }

    /// Once restricted, a size that the other constraints would make negative is held at
    /// 0 by breaking the optional constraint that asks for less.
    @Test func aRestrictedSizeDoesNotGoNegative() {
        let (window, root, view) = stage()
        defer { withExtendedLifetime(window) {} }
        let squeeze = view.widthAnchor.constraint(equalToConstant: -20)
        squeeze.priority = .defaultHigh
        NSLayoutConstraint.activate([
            view.topAnchor.constraint(equalTo: root.topAnchor),
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            view.widthAnchor.constraint(lessThanOrEqualToConstant: 50),
            view.heightAnchor.constraint(equalToConstant: 10),
            squeeze,
        ])
        root.layoutIfNeeded()
        #expect(view.frame.width == 0)
        squeeze.isActive = false
        root.layoutIfNeeded()
        #expect(view.frame.width == 0)
        view.widthAnchor.constraint(greaterThanOrEqualToConstant: 30).isActive = true
        root.layoutIfNeeded()
        #expect(view.frame.width == 30)
    }
}
