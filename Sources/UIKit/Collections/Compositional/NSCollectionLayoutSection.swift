import Foundation

/// How a section scrolls across the layout's scrolling axis (its groups side by side in a
/// nested scroll view), or `.none` (its groups follow one another along the layout's axis).
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    /// The section does not scroll on its own.
    case none
    /// The section scrolls freely.
    case continuous
    /// The section scrolls freely and comes to rest with a group's leading edge at the start.
    case continuousGroupLeadingBoundary
    /// The section scrolls a page (its visible width) at a time.
    case paging
    /// The section scrolls a group at a time, a group's leading edge at the start.
    case groupPaging
    /// The section scrolls a group at a time, a group centred.
    case groupPagingCentered
}

/// What a section's (or the layout's) content insets are measured from.
public enum UIContentInsetsReference: Int, Sendable {
    /// The system's choice (here the same as `.none`, except for inset-grouped lists: layout margins).
    case automatic
    /// The container's edges.
    case none
    /// The safe area.
    case safeArea
    /// The layout margins.
    case layoutMargins
    /// The readable content guide.
    case readableContent
}

/// An element a section's ``NSCollectionLayoutSection/visibleItemsInvalidationHandler``
/// may change while the section scrolls.
@preconcurrency @MainActor
public protocol NSCollectionLayoutVisibleItem: AnyObject {
    /// The element's opacity.
    var alpha: CGFloat { get set }
    /// Which element draws above which.
    var zIndex: Int { get set }
    /// Whether the element is hidden.
    var isHidden: Bool { get set }
    /// The element's centre.
    var center: CGPoint { get set }
    /// The element's frame.
    var frame: CGRect { get }
    /// The element's bounds.
    var bounds: CGRect { get }
    /// The element's index path.
    var indexPath: IndexPath { get }
    /// Cell, supplementary or decoration view.
    var representedElementCategory: UICollectionView.ElementCategory { get }
    /// The kind of a supplementary or decoration view.
    var representedElementKind: String? { get }
}

extension UICollectionViewLayoutAttributes: NSCollectionLayoutVisibleItem {}

/// Called on every layout pass with a section's visible elements, the section's scroll
/// offset and the environment, to change the elements' alpha, z-order, visibility or centre.
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler =
    @MainActor ([NSCollectionLayoutVisibleItem], CGPoint, NSCollectionLayoutEnvironment) -> Void

/// One section of a compositional layout: a group repeated until the section's items are
/// used up, with insets, spacing between the groups, headers, footers and backgrounds.
@preconcurrency @MainActor
open class NSCollectionLayoutSection: NSObject {
    /// The group the section repeats.
    public let group: NSCollectionLayoutGroup
    /// Insets of the groups inside the section (zero by default).
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    /// What ``contentInsets`` are measured from (`.automatic` by default).
    open var contentInsetsReference: UIContentInsetsReference = .automatic
    /// What the boundary supplementary items are measured from (`.automatic` by default).
    open var supplementaryContentInsetsReference: UIContentInsetsReference = .automatic
    /// Space between consecutive groups (0 by default).
    open var interGroupSpacing: CGFloat = 0
    /// Whether and how the section scrolls across the layout's axis (`.none` by default).
    open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    /// Headers, footers and side views of the section.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Whether boundary supplementary items are inset by ``contentInsets`` across the
    /// scrolling axis (true by default).
    open var supplementariesFollowContentInsets = true
    /// Backgrounds (decoration views) of the section.
    open var decorationItems: [NSCollectionLayoutDecorationItem] = []
    /// Called with the section's visible elements on every layout pass (nil by default).
    open var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?
    /// Set by list sections: the list configuration whose chrome the section's cells show.
    var listConfiguration: UICollectionLayoutListConfiguration?
    /// Space above a list section's header (the list configuration's `headerTopPadding`).
    var listHeaderTopPadding: CGFloat = 0

    /// A section repeating `group`.
    public init(group: NSCollectionLayoutGroup) {
        self.group = group
        super.init()
    }
}
