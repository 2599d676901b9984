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

/// The layout guide behind `topLayoutGuide` and `bottomLayoutGuide`: a band across the
/// controller's view from its edge to the safe area's.
@preconcurrency @MainActor
final class UIViewControllerLayoutSupportGuide: UILayoutGuide, UILayoutSupport {
    var length: CGFloat { layoutFrame.height }
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

    /// Makes the guide on first use: added to the view and held by four required
    /// constraints identified `_UILayoutSupportConstraint`, as UIKit's logs name them.
    func layoutSupportGuide(top: Bool) -> UIViewControllerLayoutSupportGuide {
        if let existing = top ? topLayoutSupport : bottomLayoutSupport { return existing }
        let guide = UIViewControllerLayoutSupportGuide()
        guide.identifier = top ? "_UIViewControllerTopLayoutGuide" : "_UIViewControllerBottomLayoutGuide"
        let root = view!
        root.addLayoutGuide(guide)
        let safeArea = root.safeAreaLayoutGuide
        let constraints = [
            guide.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            guide.widthAnchor.constraint(equalTo: root.widthAnchor),
            top ? guide.topAnchor.constraint(equalTo: root.topAnchor)
                : guide.topAnchor.constraint(equalTo: safeArea.bottomAnchor),
            top ? guide.bottomAnchor.constraint(equalTo: safeArea.topAnchor)
                : guide.bottomAnchor.constraint(equalTo: root.bottomAnchor),
        ]
        for constraint in constraints { constraint.identifier = "_UILayoutSupportConstraint" }
        NSLayoutConstraint.activate(constraints)
        if top { topLayoutSupport = guide } else { bottomLayoutSupport = guide }
        return guide
    }
}
