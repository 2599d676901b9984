// Client code in the styles third-party Auto Layout libraries written for iOS use, compiled
// in Swift 5 language mode: free functions, custom operators, protocol extensions and
// plain (nonisolated) types that create and activate constraints. On iOS UIKit's main-actor
// isolation comes from Objective-C headers and is `@preconcurrency`, so this compiles
// there with warnings at most; it must compile here too.
import UIKit

// MARK: A protocol over views and layout guides, extended with helpers

public protocol Anchorable {
    var leadingAnchor: NSLayoutXAxisAnchor { get }
    var trailingAnchor: NSLayoutXAxisAnchor { get }
    var topAnchor: NSLayoutYAxisAnchor { get }
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    var widthAnchor: NSLayoutDimension { get }
    var heightAnchor: NSLayoutDimension { get }
}

extension UIView: Anchorable {}
extension UILayoutGuide: Anchorable {}

public extension Anchorable {
    /// Pins all four edges to `other`, inset by `insets`, and activates them.
    @discardableResult
    func pinEdges(to other: Anchorable, insets: UIEdgeInsets = .zero) -> [NSLayoutConstraint] {
        let constraints = [
            leadingAnchor.constraint(equalTo: other.leadingAnchor, constant: insets.left),
            trailingAnchor.constraint(equalTo: other.trailingAnchor, constant: -insets.right),
            topAnchor.constraint(equalTo: other.topAnchor, constant: insets.top),
            bottomAnchor.constraint(equalTo: other.bottomAnchor, constant: -insets.bottom),
        ]
        NSLayoutConstraint.activate(constraints)
        return constraints
    }

    @discardableResult
    func size(_ size: CGSize, priority: UILayoutPriority = .required) -> [NSLayoutConstraint] {
        let constraints = [widthAnchor.constraint(equalToConstant: size.width),
                           heightAnchor.constraint(equalToConstant: size.height)]
        constraints.forEach { $0.priority = priority }
        NSLayoutConstraint.activate(constraints)
        return constraints
    }
}

// MARK: Free functions and a static helper

/// Centres `view` in its superview (a free, nonisolated function).
@discardableResult
public func centre(_ view: UIView) -> [NSLayoutConstraint] {
    guard let superview = view.superview else { return [] }
    view.translatesAutoresizingMaskIntoConstraints = false
    let constraints = [view.centerXAnchor.constraint(equalTo: superview.centerXAnchor),
                       view.centerYAnchor.constraint(equalTo: superview.centerYAnchor)]
    NSLayoutConstraint.activate(constraints)
    return constraints
}

public enum Layout {
    public static func stack(_ views: [UIView], in container: UIView, spacing: CGFloat) {
        var previous: UIView?
        for view in views {
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
            view.leadingAnchor.constraint(equalTo: container.leadingAnchor).isActive = true
            view.trailingAnchor.constraint(equalTo: container.trailingAnchor).isActive = true
            if let previous {
                view.topAnchor.constraint(equalTo: previous.bottomAnchor, constant: spacing).isActive = true
            } else {
                view.topAnchor.constraint(equalTo: container.topAnchor).isActive = true
            }
            previous = view
        }
    }
}

// MARK: Custom operators on anchors

public struct AnchorOffset<Anchor: AnyObject> {
    public let anchor: NSLayoutAnchor<Anchor>
    public let constant: CGFloat
}

public func + <Anchor>(lhs: NSLayoutAnchor<Anchor>, rhs: CGFloat) -> AnchorOffset<Anchor> {
    AnchorOffset(anchor: lhs, constant: rhs)
}

infix operator ~~: ComparisonPrecedence

@discardableResult
public func ~~ <Anchor>(lhs: NSLayoutAnchor<Anchor>, rhs: AnchorOffset<Anchor>) -> NSLayoutConstraint {
    let constraint = lhs.constraint(equalTo: rhs.anchor, constant: rhs.constant)
    constraint.isActive = true
    return constraint
}

@discardableResult
public func ~~ (lhs: NSLayoutDimension, rhs: CGFloat) -> NSLayoutConstraint {
    let constraint = lhs.constraint(equalToConstant: rhs)
    constraint.isActive = true
    return constraint
}

// MARK: A plain class holding views (not main-actor isolated)

public final class LayoutProxy {
    public let view: UIView
    public var constraints: [NSLayoutConstraint] = []

    public init(_ view: UIView) {
        self.view = view
        view.translatesAutoresizingMaskIntoConstraints = false
    }

    public func width(_ value: CGFloat) -> LayoutProxy {
        constraints.append(view.widthAnchor.constraint(equalToConstant: value))
        return self
    }

    public func activate() { NSLayoutConstraint.activate(constraints) }
}

// MARK: The item-based initializer with protocol existentials (TinyConstraints' style)

public extension Anchorable {
    /// Centres this item on `other` through `NSLayoutConstraint(item:…)`, whose items are `Any`.
    @discardableResult
    func centreX(on other: Anchorable) -> NSLayoutConstraint {
        let constraint = NSLayoutConstraint(item: self, attribute: .centerX, relatedBy: .equal,
                                            toItem: other, attribute: .centerX, multiplier: 1, constant: 0)
        constraint.isActive = true
        return constraint
    }
}
