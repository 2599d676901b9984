import Foundation

/// A misuse of the constraint API, logged with UIKit's exception text (where UIKit throws
/// an Objective-C exception, this library logs and refuses the operation instead).
public enum LayoutError: Error, Hashable, CustomStringConvertible, Sendable {
    /// An item is not a view (or layout guide).
    case invalidItem(constraint: String)
    /// The first attribute is `notAnAttribute`, or a second item comes without an attribute.
    case missingAttribute(constraint: String)
    /// A location attribute is related to a constant (nil second item or multiplier 0).
    case locationEqualToConstant(constraint: String)
    /// Leading/trailing related to left/right.
    case mixedDirectionalAttributes(constraint: String)
    /// A size attribute related to a location attribute.
    case invalidPairing(constraint: String)
    /// A NaN or infinite multiplier.
    case nonFiniteMultiplier(constraint: String, value: Double)
    /// A NaN or infinite constant.
    case nonFiniteConstant(constraint: String, value: Double)
    /// A priority outside `0 < p <= 1000`.
    case invalidPriority(constraint: String, value: Float)
    /// A priority changed between required and optional while the constraint is installed.
    case requiredPriorityMutation(constraint: String, new: Float, old: Float)
    /// The items share no ancestor.
    case noCommonAncestor(first: String, second: String)
    /// `addConstraint(_:)` on a view that is not an ancestor of the items.
    case hierarchyNotPrepared(constraint: String)
    /// A layout guide item that was not added to a view (``UIView/addLayoutGuide(_:)``).
    case layoutGuideNotInView(constraint: String)

    public var description: String {
        switch self {
        case .invalidItem(let c):
            return "*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]: Constraint items must each be a view or layout guide. Constraint: \(c)"
        case .missingAttribute(let c):
            return "*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]: Unknown layout attribute. Constraint: \(c)"
        case .locationEqualToConstant(let c):
            return "NSLayoutConstraint for \(c): A multiplier of 0 or a nil second item together with a location for the first attribute creates an illegal constraint of a location equal to a constant. Location attributes must be specified in pairs."
        case .mixedDirectionalAttributes(let c):
            return "NSLayoutConstraint for \(c): A constraint cannot be made between a leading/trailing attribute and a right/left attribute. Use leading/trailing for both or neither."
        case .invalidPairing(let c):
            return "*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]: Invalid pairing of layout attributes. Constraint: \(c)"
        case .nonFiniteMultiplier(let c, let v):
            return "Multiplier is not finite!  That's illegal.  multiplier:\(v.formattedG) Constraint: \(c)"
        case .nonFiniteConstant(let c, let v):
            return "Constant is not finite!  That's illegal.  constant:\(v.formattedG) Constraint: \(c)"
        case .invalidPriority(let c, let v):
            return "Priorities must be greater than 0 and less than or equal to required. You passed priority \(Double(v).formattedG). Constraint: \(c)"
        case .requiredPriorityMutation(let c, let new, let old):
            return "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported. You passed priority \(Double(new).formattedG) and the existing priority was \(Double(old).formattedG). Constraint: \(c)"
        case .noCommonAncestor(let first, let second):
            return "Unable to activate constraint with anchors \(first) and \(second) because they have no common ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  That's illegal."
        case .hierarchyNotPrepared(let c):
            return "The view hierarchy is not prepared for the constraint: \(c)\n\tWhen added to a view, the constraint's items must be descendants of that view (or the view itself)."
        case .layoutGuideNotInView(let c):
            return "Unable to activate constraint \(c): a layout guide it uses has no owning view. Add the guide to a view with addLayoutGuide(_:) before activating constraints that use it."
        }
    }
}
