import Foundation

/// The space a compositional layout (or a section) lays out in.
@preconcurrency @MainActor
public protocol NSCollectionLayoutContainer: AnyObject {
    /// The container's full size.
    var contentSize: CGSize { get }
    /// The size less ``effectiveContentInsets``.
    var effectiveContentSize: CGSize { get }
    /// The insets asked for.
    var contentInsets: NSDirectionalEdgeInsets { get }
    /// The insets in effect (the ones asked for, plus those of the insets reference).
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// What a section provider knows when it makes a section: the container and the traits.
@preconcurrency @MainActor
public protocol NSCollectionLayoutEnvironment: AnyObject {
    /// The space the layout lays out in.
    var container: NSCollectionLayoutContainer { get }
    /// The collection view's traits.
    var traitCollection: UITraitCollection { get }
}

/// A container of a given size and insets.
@MainActor
final class LayoutContainer: NSCollectionLayoutContainer {
    let contentSize: CGSize
    let contentInsets: NSDirectionalEdgeInsets
    let effectiveContentInsets: NSDirectionalEdgeInsets

    init(contentSize: CGSize, contentInsets: NSDirectionalEdgeInsets, effectiveContentInsets: NSDirectionalEdgeInsets) {
        self.contentSize = contentSize
        self.contentInsets = contentInsets
        self.effectiveContentInsets = effectiveContentInsets
    }

    var effectiveContentSize: CGSize {
        CGSize(width: max(0, contentSize.width - effectiveContentInsets.leading - effectiveContentInsets.trailing),
               height: max(0, contentSize.height - effectiveContentInsets.top - effectiveContentInsets.bottom))
    }
}

/// The environment of a layout pass.
@MainActor
final class LayoutEnvironment: NSCollectionLayoutEnvironment {
    let container: NSCollectionLayoutContainer
    let traitCollection: UITraitCollection

    init(container: NSCollectionLayoutContainer, traitCollection: UITraitCollection) {
        self.container = container
        self.traitCollection = traitCollection
    }
}
