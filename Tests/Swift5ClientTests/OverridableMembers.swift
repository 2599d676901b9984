import Foundation
import Testing
import UIKit

// Subclasses in a module of their own override members that Apple's UIKit declares
// `open`: that this file compiles is half the test (an override of a `public` member
// from another module does not); the suite checks UIKit's own calls reach the overrides.

/// A test window's view, as Cartography's suite writes it: no unsafe area.
private final class ZeroSafeAreaView: UIView {
    override var safeAreaInsets: UIEdgeInsets { .zero }
    override var subviews: [UIView] { super.subviews }
    override var constraints: [NSLayoutConstraint] { super.constraints }
    override var superview: UIView? { super.superview }
}

/// A cell that reports a fixed fitting height, as self-sizing cells often do.
private final class FixedHeightCell: UITableViewCell {
    override func systemLayoutSizeFitting(_ targetSize: CGSize,
                                          withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                          verticalFittingPriority: UILayoutPriority) -> CGSize {
        CGSize(width: targetSize.width, height: 77)
    }
    override var reuseIdentifier: String? { "fixed" }
}

/// A controller that records presentations instead of making them.
private final class RecordingController: UIViewController {
    var presented: [UIViewController] = []
    var dismissals = 0
    override func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        presented.append(viewControllerToPresent)
        completion?()
    }
    override func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        dismissals += 1
    }
    override var isViewLoaded: Bool { super.isViewLoaded }
    override var children: [UIViewController] { super.children }
}

/// Constraints and guides whose read-write members are overridden.
private final class CountingConstraint: NSLayoutConstraint {
    var constantWrites = 0
    override var constant: CGFloat {
        get { super.constant }
        set { constantWrites += 1; super.constant = newValue }
    }
    override var isActive: Bool {
        get { super.isActive }
        set { super.isActive = newValue }
    }
    override var priority: UILayoutPriority {
        get { super.priority }
        set { super.priority = newValue }
    }
}

private final class OffsetGuide: UILayoutGuide {
    override var layoutFrame: CGRect { super.layoutFrame.offsetBy(dx: 1, dy: 1) }
}

private final class ReportingButton: UIButton {
    override var currentTitle: String? { "always" }
    override var isTracking: Bool { false }
}

private final class StillScrollView: UIScrollView {
    override var isDragging: Bool { false }
    override var adjustedContentInset: UIEdgeInsets { .zero }
}

private final class ListingStackView: UIStackView {
    override var arrangedSubviews: [UIView] { super.arrangedSubviews }
}

private final class ResponderWindow: UIWindow {
    override var isKeyWindow: Bool { true }
    override var isFirstResponder: Bool { false }
}

private final class ListNavigationController: UINavigationController {
    override var navigationBar: UINavigationBar { super.navigationBar }
}

private final class TabsController: UITabBarController {
    override var tabBar: UITabBar { super.tabBar }
}

/// A view that counts what is added to it, and a table that records insertions.
private final class CountingView: UIView {
    var added = 0
    override func addSubview(_ view: UIView) {
        added += 1
        super.addSubview(view)
    }
    override var widthAnchor: NSLayoutDimension { super.widthAnchor }
    override var gestureRecognizers: [UIGestureRecognizer]? {
        get { super.gestureRecognizers }
        set { super.gestureRecognizers = newValue }
    }
    override func convert(_ point: CGPoint, to view: UIView?) -> CGPoint { .zero }
}

private final class RecordingTable: UITableView {
    var inserted: [IndexPath] = []
    override func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        inserted += indexPaths
    }
}

private final class ReusableCollectionCell: UICollectionViewCell {
    override var reuseIdentifier: String? { "item" }
}

@MainActor @Suite struct OverridableMembersTests {
    @Test func safeAreaInsetsOverrideIsWhatCallersRead() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let view = ZeroSafeAreaView(frame: window.bounds)
        window.addSubview(view)
        let views: [UIView] = [view]
        #expect(views[0].safeAreaInsets == .zero)
        #expect(view.superview === window)
    }

    @Test func fittingSizeOverrideIsCalledThroughTheBaseClass() {
        let cell: UIView = FixedHeightCell(style: .default, reuseIdentifier: nil)
        #expect(cell.systemLayoutSizeFitting(CGSize(width: 120, height: 0)).height == 77)
        #expect((cell as? UITableViewCell)?.reuseIdentifier == "fixed")
    }

    @Test func hierarchyAndTableOverridesAreWhatUIKitCalls() {
        let counting = CountingView()
        let view: UIView = counting
        view.addSubview(UIView())
        #expect(counting.added == 1 && view.subviews.count == 1)
        #expect(view.convert(CGPoint(x: 5, y: 5), to: nil) == .zero)
        view.widthAnchor.constraint(equalToConstant: 10).isActive = true
        #expect(view.constraints.count == 1)
        let recording = RecordingTable(frame: .zero, style: .plain)
        let table: UITableView = recording
        table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .none)
        #expect(recording.inserted == [IndexPath(row: 0, section: 0)])
    }

    @Test func presentationOverridesReplaceUIKitsOwn() {
        let controller = RecordingController()
        let base: UIViewController = controller
        var completed = false
        base.present(UIViewController(), animated: false) { completed = true }
        base.dismiss(animated: false)
        #expect(controller.presented.count == 1 && completed && controller.dismissals == 1)
    }

    @Test func constraintSettersReachTheOverride() {
        let view = UIView()
        let constraint = CountingConstraint(item: view, attribute: .width, relatedBy: .equal, toItem: nil,
                                            attribute: .notAnAttribute, multiplier: 1, constant: 10)
        let plain: NSLayoutConstraint = constraint
        plain.constant = 20
        plain.priority = .defaultHigh
        #expect(constraint.constantWrites == 1 && plain.constant == 20 && plain.priority == .defaultHigh)
    }

    @Test func readOnlyOverridesAnswer() {
        let guide: UILayoutGuide = OffsetGuide()
        #expect(guide.layoutFrame.origin == CGPoint(x: 1, y: 1))
        let button: UIButton = ReportingButton()
        #expect(button.currentTitle == "always" && !button.isTracking)
        let scroll: UIScrollView = StillScrollView()
        #expect(!scroll.isDragging && scroll.adjustedContentInset == .zero)
        let stack: UIStackView = ListingStackView(arrangedSubviews: [UIView()])
        #expect(stack.arrangedSubviews.count == 1)
        let window: UIWindow = ResponderWindow(frame: .zero)
        #expect(window.isKeyWindow && !window.isFirstResponder)
        let cell: UICollectionReusableView = ReusableCollectionCell(frame: .zero)
        #expect(cell.reuseIdentifier == "item")
        _ = ListNavigationController(rootViewController: UIViewController()).navigationBar
        _ = TabsController().tabBar
    }
}
