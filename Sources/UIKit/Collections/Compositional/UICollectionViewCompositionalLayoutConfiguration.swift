import Foundation

/// Settings of a whole compositional layout: its scroll direction, the space between
/// sections and headers or footers of the whole layout.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayoutConfiguration: NSObject {
    /// Which way the layout scrolls (`.vertical` by default).
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical
    /// Space between consecutive sections (0 by default).
    open var interSectionSpacing: CGFloat = 0
    /// Headers and footers of the whole layout (before the first and after the last section).
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// What the layout's content insets are measured from (`.automatic` by default).
    open var contentInsetsReference: UIContentInsetsReference = .automatic

    public override init() { super.init() }

    func copied() -> UICollectionViewCompositionalLayoutConfiguration {
        let copy = UICollectionViewCompositionalLayoutConfiguration()
        copy.scrollDirection = scrollDirection
        copy.interSectionSpacing = interSectionSpacing
        copy.boundarySupplementaryItems = boundarySupplementaryItems
        copy.contentInsetsReference = contentInsetsReference
        return copy
    }
}

/// Makes the section at an index for an environment (nil: UIKit raises; logged here and
/// the section lays out nothing).
public typealias UICollectionViewCompositionalLayoutSectionProvider =
    @MainActor (Int, NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?
