import Foundation
import UIKit
import UIKitTestSupport

/// A window whose root view holds `stack`, pinned at the top left, with an optional
/// fixed width and height (without them the stack sizes itself from its views).
@MainActor
struct StackStage {
    let window: UIWindow
    let root: UIView
    let stack: UIStackView
    let width: NSLayoutConstraint?
    let height: NSLayoutConstraint?

    init(_ views: [UIView], axis: NSLayoutConstraint.Axis = .horizontal, spacing: CGFloat = 0,
         width w: CGFloat? = nil, height h: CGFloat? = nil, x: CGFloat = 0, y: CGFloat = 0,
         configure: (UIStackView) -> Void = { _ in }) {
        TextSystem.measurer = makeTestTextMeasurer()
        window = makeWindow(width: 800, height: 600)
        root = window.rootViewController!.view
        let stack = UIStackView(arrangedSubviews: views)
        self.stack = stack
        stack.axis = axis
        stack.spacing = spacing
        configure(stack)
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        var constraints = [
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: x),
            stack.topAnchor.constraint(equalTo: root.topAnchor, constant: y),
        ]
        width = w.map { stack.widthAnchor.constraint(equalToConstant: $0) }
        height = h.map { stack.heightAnchor.constraint(equalToConstant: $0) }
        constraints += [width, height].compactMap { $0 }
        NSLayoutConstraint.activate(constraints)
    }

    /// Runs the layout pass and returns the arranged views' frames as text.
    @discardableResult
    func layout() -> [String] {
        window.layoutIfNeeded()
        return Frames.texts(stack.arrangedSubviews)
    }

    /// The generated constraints with `identifier`: those held by the stack, then the
    /// size constraints held by the arranged views themselves (a constraint on one item
    /// is installed on that item).
    func generated(_ identifier: String) -> [NSLayoutConstraint] {
        (stack.constraints + stack.arrangedSubviews.flatMap(\.constraints)).filter { $0.identifier == identifier }
    }
}

/// `IntrinsicView`s of the given widths along x (height `h`), or heights along y.
@MainActor
func boxes(_ sizes: [(CGFloat, CGFloat)]) -> [IntrinsicView] {
    sizes.map { IntrinsicView($0.0, $0.1) }
}

/// A plain view with no intrinsic size.
@MainActor
func plainView() -> UIView {
    let view = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    return view
}

/// Whether two view lists hold the same views, in order (views compare by identity).
@MainActor
func same(_ lhs: [UIView], _ rhs: [UIView]) -> Bool {
    lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0 === $1 }
}
