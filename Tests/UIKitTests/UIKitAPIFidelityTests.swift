import Foundation
import Testing
import UIKit
import UIKitTestSupport

/// A view subclass from outside UIKit, for `baseClass` in descriptions.
private final class StatusLight: UILabel {}

/// UIKit API that app code uses as written, each checked against the behaviour UIKit's
/// documentation gives.
@MainActor
@Suite("UIKit API fidelity")
struct UIKitAPIFidelityTests {
    // UIView's description: `<UIButton: 0x…; frame = (0 0; 0 0); opaque = NO; …>`; the
    // second article reads frames from it (`NSLog(@"%@", self.btn)` prints
    // `frame = (0 0; 0 0)`). Fields appear only when not default.
    @Test func descriptionIsUIKits() {
        let button = UIButton(type: .system)
        let text = String(describing: button)
        #expect(text.hasPrefix("<UIButton: 0x"))
        #expect(text.hasSuffix("; frame = (0 0; 0 0); opaque = NO>"))

        let view = UIView(frame: CGRect(x: 124.6666667, y: 0, width: 116.6666667, height: 44))
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.alpha = 0.85
        view.tag = 7
        view.backgroundColor = .red
        #expect(view.description.hasSuffix(
            "; frame = (124.667 0; 116.667 44); alpha = 0.85; autoresize = W+H; tag = 7; backgroundColor = UIExtendedSRGBColorSpace 1 0 0 1>"))

        let label = UILabel()
        label.text = "A Secret Is Found In The Attic"
        label.isHidden = true
        label.clipsToBounds = true
        #expect(label.description.hasSuffix(
            "; frame = (0 0; 0 0); text = 'A Secret Is Found In The ...'; clipsToBounds = YES; hidden = YES; opaque = NO; userInteractionEnabled = NO>"))

        let light = StatusLight()
        light.backgroundColor = UIColor(white: 1, alpha: 1)
        #expect(light.description.hasPrefix("<UIKitTests.StatusLight: 0x"))
        #expect(light.description.contains("; baseClass = UILabel; frame = (0 0; 0 0);"))
        #expect(light.description.hasSuffix("backgroundColor = UIExtendedGrayColorSpace 1 1>"))
    }

    // UIKit's system spacing (iOS 11): the standard 8 points between siblings, times the
    // multiplier.
    @Test func systemSpacingAnchorsUseTheStandardSpace() {
        let window = makeWindow(width: 320, height: 200)
        let root = window.rootViewController!.view!
        let a = UIView(), b = UIView()
        for view in [a, b] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor),
            a.widthAnchor.constraint(equalToConstant: 50), a.heightAnchor.constraint(equalToConstant: 20),
            b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 2),
            b.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor, multiplier: 1),
            b.widthAnchor.constraint(equalToConstant: 10), b.heightAnchor.constraint(equalToConstant: 10),
        ])
        let atLeast = b.trailingAnchor.constraint(lessThanOrEqualToSystemSpacingAfter: a.trailingAnchor, multiplier: 3)
        #expect(atLeast.relation == .lessThanOrEqual && atLeast.constant == 24)
        #expect(a.bottomAnchor.constraint(greaterThanOrEqualToSystemSpacingBelow: b.topAnchor, multiplier: 0.5).constant == 4)
        root.layoutIfNeeded()
        #expect(b.frame == CGRect(x: 66, y: 28, width: 10, height: 10))
    }

    // NSLayoutConstraint.firstAnchor / secondAnchor (iOS 10).
    @Test func constraintsExposeTheirAnchors() {
        let a = UIView(), b = UIView()
        let c = a.topAnchor.constraint(equalTo: b.bottomAnchor, constant: 8)
        #expect(c.firstAnchor.item === a && c.firstAnchor.attribute == .top)
        #expect(c.secondAnchor?.item === b && c.secondAnchor?.attribute == .bottom)
        #expect(a.widthAnchor.constraint(equalToConstant: 3).secondAnchor == nil)
    }

    final class InsetsController: UIViewController {
        var calls: [String] = []
        override func viewSafeAreaInsetsDidChange() { calls.append("safe area \(view.safeAreaInsets.top)") }
        override func viewLayoutMarginsDidChange() { calls.append("margins \(view.layoutMargins.top)") }
    }

    // viewSafeAreaInsetsDidChange / viewLayoutMarginsDidChange follow the root view's
    // own callbacks.
    @Test func controllersHearOfSafeAreaAndMarginChanges() {
        let controller = InsetsController()
        let window = makeWindow(width: 320, height: 480, root: controller)
        turn()
        controller.calls.removeAll()
        window.hostSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        #expect(controller.calls.contains("safe area 44.0"))
        #expect(controller.calls.contains { $0.hasPrefix("margins ") })
        controller.calls.removeAll()
        controller.view.layoutMargins = UIEdgeInsets(top: 3, left: 3, bottom: 3, right: 3)
        #expect(controller.calls.contains { $0.hasPrefix("margins ") })
    }

    final class WideTarget: UIView {
        var lastEventType: UIEvent.EventType?
        // hitTest(_:with:) and point(inside:with:) take a UIEvent?, as in UIKit.
        override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
            lastEventType = event?.type
            return point.x >= -20 && point.x < bounds.width + 20 && point.y >= 0 && point.y < bounds.height
        }
    }

    @Test func hitTestingTakesAUIEvent() {
        let window = makeWindow(width: 200, height: 200)
        let target = WideTarget(frame: CGRect(x: 50, y: 50, width: 40, height: 40))
        window.rootViewController!.view.addSubview(target)
        #expect(window.hitTest(CGPoint(x: 40, y: 60), with: nil) === target)
        window.sendEvent(.pointerDown(location: CGPoint(x: 35, y: 60), button: 1, modifiers: []))
        #expect(target.lastEventType == .touches)
        window.sendEvent(.pointerUp(location: CGPoint(x: 35, y: 60), button: 1, modifiers: []))
    }
}

/// The fourth article's content-size log: a button constrained only in position lists
/// one `NSContentSizeLayoutConstraint` per axis in its `constraints` once laid out,
/// printed `<NSContentSizeLayoutConstraint:0x… UIButton:0x….width == 111>`, with its
/// compression resistance (750) and hugging (250) readable by key.
@MainActor
@Suite("Content-size constraints")
struct ContentSizeConstraintListingTests {
    @Test func aButtonListsItsContentSizeConstraintsAfterLayout() throws {
        let window = makeWindow(width: 320, height: 480)
        let root = window.rootViewController!.view!
        let button = UIButton()
        root.addSubview(button)
        button.setTitle("Button", for: .normal)
        button.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            button.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -10),
            button.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
        ])
        root.layoutIfNeeded()
        let listed = button.constraints
        #expect(listed.count == 2)
        let width = try #require(listed.first as? NSContentSizeLayoutConstraint)
        let height = try #require(listed.last as? NSContentSizeLayoutConstraint)
        let size = button.intrinsicContentSize
        #expect(width.description.hasPrefix("<NSContentSizeLayoutConstraint:0x"))
        #expect(width.description.hasSuffix(" \(button.layoutDescriptionName).width == \(size.width.formattedForTest)>"))
        #expect(height.description.hasSuffix(".height == \(size.height.formattedForTest)>"))
        for constraint in listed {
            #expect(constraint.value(forKey: "compressionResistancePriority") as? Float == 750)
            #expect(constraint.value(forKey: "huggingPriority") as? Float == 250)
        }
        #expect(width.huggingPriority == .defaultLow && width.compressionResistancePriority == .defaultHigh)
        #expect(width.value(forKey: "constant") as? CGFloat == size.width)
        button.setContentHuggingPriority(.required, for: .horizontal)
        root.layoutIfNeeded()
        #expect((button.constraints.first as? NSContentSizeLayoutConstraint)?.huggingPriority == .required)
        button.removeFromSuperview()
        #expect(button.constraints.isEmpty)
    }
}

extension CGFloat {
    /// `%g`, as constraint descriptions print numbers.
    fileprivate var formattedForTest: String { String(format: "%g", Double(self)) }
}

/// `anchorWithOffset(to:)` (iOS 10): the distance between two anchors as a dimension.
@MainActor
@Suite("Anchor offsets")
struct AnchorOffsetTests {
    @Test func equalGapsAndAConstantGap() {
        let window = makeWindow(width: 320, height: 200)
        let root = window.rootViewController!.view!
        let (a, b, c) = (UIView(), UIView(), UIView())
        for view in [a, b, c] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
            NSLayoutConstraint.activate([
                view.widthAnchor.constraint(equalToConstant: 40),
                view.heightAnchor.constraint(equalToConstant: 10),
                view.topAnchor.constraint(equalTo: root.topAnchor),
            ])
        }
        let gap1 = a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor)
        let gap2 = b.trailingAnchor.anchorWithOffset(to: c.leadingAnchor)
        let equalGaps = gap1.constraint(equalTo: gap2)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            c.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            equalGaps,
        ])
        root.layoutIfNeeded()
        // 320 - 3 × 40 = 200 of gaps, split evenly.
        #expect(b.frame.minX == 140 && c.frame.minX == 280)
        #expect(equalGaps.description.hasSuffix(".leading - \(a.layoutDescriptionName).trailing == (\(c.layoutDescriptionName).leading - \(b.layoutDescriptionName).trailing)   (active)>"))

        // Twice the first gap, then a constant gap.
        equalGaps.isActive = false
        let twice = gap2.constraint(equalTo: gap1, multiplier: 2)
        twice.isActive = true
        root.layoutIfNeeded()
        // gap2 = 2 × gap1 with gap1 + gap2 = 200: b at 40 + 66.7 (snapped to a pixel).
        #expect(abs(b.frame.minX - (40 + 200.0 / 3)) <= 0.5 && c.frame.minX == 280)
        twice.isActive = false
        let fixed = a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor).constraint(equalToConstant: 20)
        fixed.isActive = true
        NSLayoutConstraint.activate([gap2.constraint(greaterThanOrEqualToConstant: 0)])
        root.layoutIfNeeded()
        #expect(b.frame.minX == 60)
        #expect(!b.hasAmbiguousLayout)

        // Removing a view that only an offset's origin mentions deactivates the constraint.
        a.removeFromSuperview()
        #expect(!fixed.isActive)
    }
}

/// `UIScreen.main` headless, and its description as UIKit prints it.
@MainActor
@Suite("UIScreen")
struct ScreenTests {
    @Test func theMainScreenHasABoundsAScaleAndADescription() {
        let screen = UIScreen.main
        #expect(screen.bounds.width > 0 && screen.bounds.height > 0)
        #expect(screen.nativeBounds.size == CGSize(width: screen.bounds.width * screen.scale,
                                                   height: screen.bounds.height * screen.scale))
        #expect(screen.description.hasPrefix("<UIScreen: 0x"))
        #expect(screen.description.contains("; bounds = {{0, 0}, {\(Int(screen.bounds.width)), \(Int(screen.bounds.height))}}; mode = <UIScreenMode: 0x"))
        #expect(screen.currentMode?.description.hasSuffix(String(format: "size = %f x %f>", screen.nativeBounds.width, screen.nativeBounds.height)) == true)
        #expect(makeWindow().screen === UIScreen.main)
    }
}
