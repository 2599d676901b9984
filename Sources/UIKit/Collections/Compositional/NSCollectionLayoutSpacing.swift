import Foundation

/// Space between the items of a group, or around an item: a fixed number of points, or a
/// flexible amount (at least the given points) that shares out the room the group has left.
@preconcurrency @MainActor
open class NSCollectionLayoutSpacing: NSObject {
    /// The fixed spacing, or the least a flexible spacing is.
    public let spacing: CGFloat
    /// Whether the spacing grows to share out the room left.
    public let isFlexibleSpacing: Bool
    /// Whether the spacing is exactly ``spacing``.
    public var isFixedSpacing: Bool { !isFlexibleSpacing }

    init(spacing: CGFloat, flexible: Bool) {
        self.spacing = spacing.isFinite ? spacing : 0
        isFlexibleSpacing = flexible
        super.init()
    }

    /// Exactly `fixedSpacing` points.
    public class func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing {
        NSCollectionLayoutSpacing(spacing: fixedSpacing, flexible: false)
    }

    /// At least `flexibleSpacing` points, plus a share of the room left in the group.
    public class func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing {
        NSCollectionLayoutSpacing(spacing: flexibleSpacing, flexible: true)
    }


    open override var description: String {
        isFlexibleSpacing ? "NSCollectionLayoutSpacing(flexible: \(spacing))" : "NSCollectionLayoutSpacing(fixed: \(spacing))"
    }
}

/// Space outside an item's edges within its group, on each edge (nil: none). Unlike content
/// insets, edge spacing moves the item and its neighbours instead of shrinking the item.
@preconcurrency @MainActor
open class NSCollectionLayoutEdgeSpacing: NSObject {
    /// Space before the leading edge.
    public let leading: NSCollectionLayoutSpacing?
    /// Space above the top edge.
    public let top: NSCollectionLayoutSpacing?
    /// Space after the trailing edge.
    public let trailing: NSCollectionLayoutSpacing?
    /// Space below the bottom edge.
    public let bottom: NSCollectionLayoutSpacing?

    /// Creates edge spacing.
    public init(leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?,
                trailing: NSCollectionLayoutSpacing?, bottom: NSCollectionLayoutSpacing?) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
        super.init()
    }

}
