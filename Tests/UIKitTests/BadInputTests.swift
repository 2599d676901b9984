import Foundation
import Testing
import UIKit
import UIKitTestSupport

@MainActor
@Suite struct BadInputTests {
    @Test func itemsWithoutACommonAncestorAreRefusedWithUIKitsMessage() {
        let a = UIView(), b = UIView()
        let constraint = a.leadingAnchor.constraint(equalTo: b.leadingAnchor)
        let capture = LogCapture()
        capture.capture { constraint.isActive = true }
        #expect(!constraint.isActive)
        #expect(a.constraints.isEmpty && b.constraints.isEmpty)
        #expect(capture.messages.count == 1)
        let message = capture.messages[0]
        #expect(message.contains("Unable to activate constraint with anchors <NSLayoutXAxisAnchor:"))
        #expect(message.contains("\"\(a.layoutDescriptionName).leading\">"))
        #expect(message.contains("\"\(b.layoutDescriptionName).leading\">"))
        #expect(message.contains("because they have no common ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  That's illegal."))
    }

    @Test(arguments: [
        (NSLayoutConstraint.Attribute.leading, NSLayoutConstraint.Attribute.left, "A constraint cannot be made between a leading/trailing attribute and a right/left attribute"),
        (.width, .left, "Invalid pairing of layout attributes"),
        (.top, .height, "Invalid pairing of layout attributes"),
    ])
    func invalidAttributePairsAreRefused(first: NSLayoutConstraint.Attribute, second: NSLayoutConstraint.Attribute, text: String) {
        let window = makeWindow()
        let a = UIView(), b = UIView()
        window.addSubview(a)
        window.addSubview(b)
        let capture = LogCapture()
        let constraint = capture.capture {
            NSLayoutConstraint(item: a, attribute: first, relatedBy: .equal, toItem: b, attribute: second, multiplier: 1, constant: 0)
        }
        #expect(capture.messages.count == 1 && capture.messages[0].contains(text))
        #expect(constraint.validationError != nil)
        capture.capture { constraint.isActive = true }
        #expect(!constraint.isActive)
        turn()
    }

    @Test func anXPositionMayBeRelatedToAYPosition() {
        let window = makeWindow()
        let root: UIView = window.rootViewController!.view
        let a = UIView(), b = UIView()
        for view in [a, b] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        let capture = LogCapture()
        capture.capture {
            NSLayoutConstraint.activate([
                a.topAnchor.constraint(equalTo: root.topAnchor, constant: 30),
                a.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 5),
                b.topAnchor.constraint(equalTo: root.topAnchor),
                NSLayoutConstraint(item: b, attribute: .left, relatedBy: .equal, toItem: a, attribute: .top, multiplier: 1, constant: 12),
            ])
            for view in [a, b] {
                view.widthAnchor.constraint(equalToConstant: 10).isActive = true
                view.heightAnchor.constraint(equalToConstant: 10).isActive = true
            }
        }
        #expect(capture.messages.isEmpty)
        turn()
        #expect(b.frame.minX == a.frame.minY + 12)
        #expect(b.frame.minX == 42)
    }

    @Test func locationEqualToAConstantIsIllegal() {
        let a = UIView()
        let capture = LogCapture()
        let constraint = capture.capture {
            NSLayoutConstraint(item: a, attribute: .left, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 10)
        }
        #expect(capture.messages.first?.contains("A multiplier of 0 or a nil second item together with a location for the first attribute creates an illegal constraint of a location equal to a constant. Location attributes must be specified in pairs.") == true)
        #expect(constraint.validationError != nil)
    }

    @Test func nonFiniteNumbersAreRefused() {
        let window = makeWindow()
        let a = UIView()
        a.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(a)
        let capture = LogCapture()
        capture.capture {
            let bad = a.widthAnchor.constraint(equalTo: a.heightAnchor, multiplier: .nan)
            bad.isActive = true
            #expect(!bad.isActive)
            let width = a.widthAnchor.constraint(equalToConstant: 10)
            width.isActive = true
            width.constant = .infinity
            #expect(width.constant == 10)
            a.frame = CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)
        }
        #expect(capture.messages.contains { $0.contains("Multiplier is not finite!  That's illegal.  multiplier:nan") })
        #expect(capture.messages.contains { $0.contains("Constant is not finite!  That's illegal.  constant:inf") })
        #expect(capture.messages.contains { $0.contains("Invalid frame") })
        turn()
    }

    @Test func priorityCannotCrossRequiredWhileActive() {
        let window = makeWindow()
        let a = UIView()
        a.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(a)
        let width = a.widthAnchor.constraint(equalToConstant: 10)
        width.isActive = true
        let capture = LogCapture()
        capture.capture { width.priority = UILayoutPriority(999) }
        #expect(width.priority == .required)
        #expect(capture.messages.first?.contains("Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported. You passed priority 999 and the existing priority was 1000.") == true)
        width.isActive = false
        width.priority = .defaultHigh
        width.isActive = true
        width.priority = UILayoutPriority(700)
        #expect(width.priority.rawValue == 700)
        capture.capture { width.priority = UILayoutPriority(0) }
        #expect(width.priority.rawValue == 700)
    }

    @Test func removingAViewRemovesEveryConstraintMentioningItOrItsSubviews() {
        let window = makeWindow()
        let root: UIView = window.rootViewController!.view
        let container = UIView(), inner = UIView(), sibling = UIView()
        for view in [container, inner, sibling] { view.translatesAutoresizingMaskIntoConstraints = false }
        root.addSubview(container)
        container.addSubview(inner)
        root.addSubview(sibling)
        let toRoot = container.topAnchor.constraint(equalTo: root.topAnchor)
        let innerToSibling = inner.leadingAnchor.constraint(equalTo: sibling.trailingAnchor)
        let inside = inner.widthAnchor.constraint(equalTo: container.widthAnchor)
        let own = container.widthAnchor.constraint(equalToConstant: 10)
        NSLayoutConstraint.activate([toRoot, innerToSibling, inside, own])
        turn()
        container.removeFromSuperview()
        #expect(!toRoot.isActive && !innerToSibling.isActive)
        #expect(inside.isActive && own.isActive)
        #expect(root.constraints.isEmpty)
        #expect(container.constraints.count == 2)
        turn()
        // Re-adding brings the inner constraints back into the window's engine.
        root.addSubview(container)
        NSLayoutConstraint.activate([
            container.leftAnchor.constraint(equalTo: root.leftAnchor), container.topAnchor.constraint(equalTo: root.topAnchor),
            container.heightAnchor.constraint(equalToConstant: 5),
            inner.leftAnchor.constraint(equalTo: container.leftAnchor), inner.topAnchor.constraint(equalTo: container.topAnchor),
            inner.heightAnchor.constraint(equalToConstant: 5),
        ])
        turn()
        #expect(inner.frame == CGRect(x: 0, y: 0, width: 10, height: 5))
    }

    @Test func addingAViewToItsOwnDescendantIsRefused() {
        let a = UIView(), b = UIView()
        a.addSubview(b)
        let capture = LogCapture()
        capture.capture { b.addSubview(a) }
        #expect(a.superview == nil && b.superview === a)
        #expect(capture.messages.count == 1)
    }

    @Test func addConstraintOnAViewThatIsNotAnAncestorIsRefused() {
        let a = UIView(), b = UIView()
        let constraint = b.widthAnchor.constraint(equalToConstant: 3)
        let capture = LogCapture()
        capture.capture { a.addConstraint(constraint) }
        #expect(!constraint.isActive)
        #expect(capture.messages.first?.contains("The view hierarchy is not prepared for the constraint") == true)
    }
}

@MainActor
@Suite struct MemoryTests {
    @Test func aDroppedWindowFreesItsViewsControllersAndConstraints() {
        weak var weakWindow: UIWindow?
        weak var weakView: UIView?
        weak var weakController: UIViewController?
        weak var weakConstraint: NSLayoutConstraint?
        do {
            let controller = UIViewController()
            let window = makeWindow(root: controller)
            let view = UIView()
            view.translatesAutoresizingMaskIntoConstraints = false
            controller.view.addSubview(view)
            let constraint = view.widthAnchor.constraint(equalTo: controller.view.widthAnchor, multiplier: 0.5)
            NSLayoutConstraint.activate([
                constraint, view.heightAnchor.constraint(equalToConstant: 5),
                view.topAnchor.constraint(equalTo: controller.view.topAnchor),
                view.leftAnchor.constraint(equalTo: controller.view.leftAnchor),
            ])
            turn()
            #expect(view.frame.width == 160)
            weakWindow = window
            weakView = view
            weakController = controller
            weakConstraint = constraint
        }
        turn()
        #expect(weakWindow == nil)
        #expect(weakView == nil)
        #expect(weakController == nil)
        #expect(weakConstraint == nil)
    }
}
