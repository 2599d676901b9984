import Foundation

/// A guide to the part of a controller's view that bars cover: what
/// ``UIViewController/topLayoutGuide`` and ``UIViewController/bottomLayoutGuide`` give.
@preconcurrency @MainActor
public protocol UILayoutSupport: AnyObject {
    /// The covered extent, in points (the safe area's inset on that edge).
    var length: CGFloat { get }
    /// The guide's top edge.
    var topAnchor: NSLayoutYAxisAnchor { get }
    /// The guide's bottom edge.
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    /// The guide's height (``length``).
    var heightAnchor: NSLayoutDimension { get }
}

/// The layout guide behind `topLayoutGuide` and `bottomLayoutGuide`: a band of the
/// controller's view from its top (or bottom) edge, as tall as the safe area's inset there.
/// As UIKit's `_UILayoutGuide`, it is held by two constraints: its edge pinned to the
/// view's (`V:|-(0)-[guide]`, or `guide.bottom == view.bottom`) and its height
/// (`V:[guide(44)]`), whose constant follows the safe area. Horizontally it is
/// unconstrained, so its frame is zero wide at the view's left, as UIKit's is.
@preconcurrency @MainActor
final class UIViewControllerLayoutSupportGuide: UILayoutGuide, UILayoutSupport {
    /// The height constraint, kept equal to the safe area's inset on the guide's edge.
    fileprivate var lengthConstraint: NSLayoutConstraint?

    var length: CGFloat { lengthConstraint?.constant ?? 0 }
}

extension UIViewController {
    /// The band from the top of the view down to the safe area (the status and navigation
    /// bars of iOS 7–10), usable in constraints and in a visual format's `views:`
    /// (`V:[topLayoutGuide]-[view1]` puts `view1` 8 points below it). Deprecated in UIKit
    /// since iOS 11 in favour of `view.safeAreaLayoutGuide`, which it follows here.
    @available(*, deprecated, message: "Use view.safeAreaLayoutGuide.topAnchor instead of topLayoutGuide.bottomAnchor")
    public var topLayoutGuide: any UILayoutSupport { layoutSupportGuide(top: true) }

    /// The band from the safe area's bottom to the bottom of the view (the tab bar and
    /// toolbar of iOS 7–10). Deprecated in UIKit since iOS 11.
    @available(*, deprecated, message: "Use view.safeAreaLayoutGuide.bottomAnchor instead of bottomLayoutGuide.topAnchor")
    public var bottomLayoutGuide: any UILayoutSupport { layoutSupportGuide(top: false) }

    /// Makes the guide on first use: added to the view and held by two required
    /// constraints on the view identified `_UILayoutSupportConstraint`, as UIKit's logs name
    /// them (the edge and the height).
    func layoutSupportGuide(top: Bool) -> UIViewControllerLayoutSupportGuide {
        if let existing = top ? topLayoutSupport : bottomLayoutSupport { return existing }
        let guide = UIViewControllerLayoutSupportGuide()
        guide.identifier = top ? "_UIViewControllerTopLayoutGuide" : "_UIViewControllerBottomLayoutGuide"
        let root = view!
        root.addLayoutGuide(guide)
        let length = guide.heightAnchor.constraint(equalToConstant: layoutSupportLength(top: top))
        guide.lengthConstraint = length
        let constraints = [
            top ? guide.topAnchor.constraint(equalTo: root.topAnchor) : guide.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            length,
        ]
        for constraint in constraints { constraint.identifier = "_UILayoutSupportConstraint" }
        NSLayoutConstraint.activate(constraints)
        if top { topLayoutSupport = guide } else { bottomLayoutSupport = guide }
        return guide
    }

    /// After the view's safe area changed: the guides' heights follow it.
    func updateLayoutSupportLengths() {
        for (guide, top) in [(topLayoutSupport, true), (bottomLayoutSupport, false)] {
            guard let constraint = guide?.lengthConstraint else { continue }
            let length = layoutSupportLength(top: top)
            if constraint.constant != length { constraint.constant = length }
        }
    }

    /// The safe area's inset on the top or bottom edge of the view.
    private func layoutSupportLength(top: Bool) -> CGFloat {
        guard let root = viewIfLoaded else { return 0 }
        return top ? root.safeAreaInsets.top : root.safeAreaInsets.bottom
    }
}
