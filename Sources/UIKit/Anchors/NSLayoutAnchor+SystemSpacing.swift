import Foundation

/// The system spacing of anchors: `constraint(equalToSystemSpacingAfter:multiplier:)` and
/// its relatives (iOS 11). The spacing is UIKit's standard space between sibling views,
/// 8 points (the `-` of the visual format language); the constant is `multiplier × 8`.
/// (UIKit derives the spacing between text baselines from their fonts; here baselines
/// use the same 8 points.)
extension NSLayoutConstraint {
    /// UIKit's standard space between siblings, which system spacing multiplies.
    static let systemSpacing: CGFloat = 8
}

extension NSLayoutAnchor {
    /// `self <relation> anchor + multiplier × system spacing`.
    func spaced(_ relation: NSLayoutConstraint.Relation, from anchor: NSLayoutAnchor<AnchorType>,
                _ multiplier: CGFloat) -> NSLayoutConstraint {
        make(relation, anchor, multiplier: 1, constant: multiplier * NSLayoutConstraint.systemSpacing)
    }
}

extension NSLayoutXAxisAnchor {
    /// `self == anchor + multiplier × system spacing`: this anchor follows `anchor` by the
    /// standard space (for leading/trailing, "after" follows the layout direction).
    public func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        spaced(.equal, from: anchor, multiplier)
    }
    /// `self >= anchor + multiplier × system spacing`.
    public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        spaced(.greaterThanOrEqual, from: anchor, multiplier)
    }
    /// `self <= anchor + multiplier × system spacing`.
    public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        spaced(.lessThanOrEqual, from: anchor, multiplier)
    }
}

extension NSLayoutYAxisAnchor {
    /// `self == anchor + multiplier × system spacing`: this anchor sits the standard space
    /// below `anchor`.
    public func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        spaced(.equal, from: anchor, multiplier)
    }
    /// `self >= anchor + multiplier × system spacing`.
    public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        spaced(.greaterThanOrEqual, from: anchor, multiplier)
    }
    /// `self <= anchor + multiplier × system spacing`.
    public func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        spaced(.lessThanOrEqual, from: anchor, multiplier)
    }
}

extension NSLayoutConstraint {
    /// The first item's anchor for ``firstAttribute`` (iOS 10).
    ///
    /// Typed `NSLayoutAnchor<AnyObject>` as in UIKit's Swift interface; a new anchor object
    /// each time (compare its ``NSLayoutAnchor/item`` and ``NSLayoutAnchor/attribute``).
    public var firstAnchor: NSLayoutAnchor<AnyObject> {
        NSLayoutAnchor<AnyObject>(item: firstItem ?? DetachedItem.shared, attribute: firstAttribute)
    }

    /// The second item's anchor for ``secondAttribute``, or `nil` for a constant constraint.
    public var secondAnchor: NSLayoutAnchor<AnyObject>? {
        guard let secondItem, secondAttribute != .notAnAttribute else { return nil }
        return NSLayoutAnchor<AnyObject>(item: secondItem, attribute: secondAttribute)
    }
}
