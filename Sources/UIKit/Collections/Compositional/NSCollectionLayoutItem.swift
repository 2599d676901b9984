import Foundation

/// The smallest element of a compositional layout: one cell (or, in the subclasses, a
/// group of items, a supplementary view or a decoration view).
///
/// The item's ``layoutSize`` is resolved against its container (its group's content
/// area); the cell's frame is that slot shrunk by ``contentInsets``. ``edgeSpacing`` adds
/// space outside the slot, moving the neighbours instead.
@preconcurrency @MainActor
open class NSCollectionLayoutItem: NSObject {
    /// The item's size, resolved against its container.
    public let layoutSize: NSCollectionLayoutSize
    /// Supplementary views anchored to the item (badges and the like).
    public let supplementaryItems: [NSCollectionLayoutSupplementaryItem]
    /// Insets of the cell inside the item's slot (zero by default). UIKit ignores them along
    /// an axis whose dimension is estimated, and so does this layout.
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    /// Space outside the item's edges (nil by default).
    open var edgeSpacing: NSCollectionLayoutEdgeSpacing?

    /// An item of `layoutSize`.
    public convenience init(layoutSize: NSCollectionLayoutSize) {
        self.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// An item of `layoutSize` with supplementary views anchored to it.
    public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        self.layoutSize = layoutSize
        self.supplementaryItems = supplementaryItems
        super.init()
    }

}

/// A supplementary view anchored to an item (or, in the subclass, to a section's or the
/// layout's boundary), of an element kind the data source makes views of.
@preconcurrency @MainActor
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    /// The kind of supplementary view (the data source's `viewForSupplementaryElementOfKind`).
    public let elementKind: String
    /// Where the item attaches to its container.
    public let containerAnchor: NSCollectionLayoutAnchor
    /// Which point of the supplementary view sits at ``containerAnchor`` (nil: the
    /// corresponding corner of its own frame).
    public let itemAnchor: NSCollectionLayoutAnchor?
    /// Which views draw above which (higher above); 1 by default, above the cells.
    open var zIndex = 1

    /// A supplementary item of `layoutSize` attached to its container at `containerAnchor`.
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor, itemAnchor: nil)
    }

    /// A supplementary item of `layoutSize` whose `itemAnchor` point sits at `containerAnchor`.
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
                itemAnchor: NSCollectionLayoutAnchor?) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// The frame for a container frame (`container`), the size resolved against it.
    func frame(in container: CGRect) -> CGRect {
        let size = layoutSize.resolved(in: container.size)
        var frame = containerAnchor.frame(of: size, in: container)
        if let itemAnchor {
            // The item anchor's point of the supplementary's own frame goes to the container
            // anchor's point: shift by the difference of the two anchors inside the item.
            let own = itemAnchor.frame(of: .zero, in: CGRect(origin: .zero, size: size))
            let corner = containerAnchor.frame(of: .zero, in: CGRect(origin: .zero, size: size))
            frame.origin.x += corner.minX - own.minX
            frame.origin.y += corner.minY - own.minY
        }
        return frame
    }
}

/// A header, footer or side view of a section or of the whole layout, placed along its
/// boundary by an alignment; it can stay in view while its section scrolls
/// (``pinToVisibleBounds``).
@preconcurrency @MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    /// Where the item sits against its section.
    public let alignment: NSRectAlignment
    /// How far the item is moved from where ``alignment`` puts it.
    public let offset: CGPoint
    /// Whether the section grows to hold the item (true by default); when false the item
    /// overlaps the section's content.
    open var extendsBoundary = true
    /// Whether the item stays at the visible edge while its section scrolls under it
    /// (false by default): sticky headers and footers.
    open var pinToVisibleBounds = false

    /// A boundary item of `layoutSize` at `alignment`.
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
    }

    /// A boundary item of `layoutSize` at `alignment`, moved by `absoluteOffset` points.
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint) {
        self.alignment = alignment
        offset = absoluteOffset
        super.init(layoutSize: layoutSize, elementKind: elementKind,
                   containerAnchor: NSCollectionLayoutAnchor(edges: alignment.edges), itemAnchor: nil)
    }

    /// Whether the item goes before the content along `vertical` scrolling (a header), after
    /// it (a footer), or neither (a side item).
    func boundarySide(vertical: Bool) -> BoundarySide {
        let edges = alignment.edges
        if vertical {
            if edges.contains(.top) { return .before }
            if edges.contains(.bottom) { return .after }
        } else {
            if edges.contains(.leading) { return .before }
            if edges.contains(.trailing) { return .after }
        }
        return .side
    }

    enum BoundarySide { case before, after, side }
}

extension NSRectAlignment {
    /// The edges the alignment touches.
    var edges: NSDirectionalRectEdge {
        switch self {
        case .none: return []
        case .top: return .top
        case .topLeading: return [.top, .leading]
        case .leading: return .leading
        case .bottomLeading: return [.bottom, .leading]
        case .bottom: return .bottom
        case .bottomTrailing: return [.bottom, .trailing]
        case .trailing: return .trailing
        case .topTrailing: return [.top, .trailing]
        }
    }
}

/// A view behind a section (its background), of a kind registered on the layout with
/// `UICollectionViewLayout/register(_:forDecorationViewOfKind:)`; it needs no data source.
@preconcurrency @MainActor
open class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    /// The kind of decoration view.
    public let elementKind: String
    /// Which views draw above which; 0 by default, and backgrounds go behind the cells.
    open var zIndex = 0

    init(elementKind: String) {
        self.elementKind = elementKind
        super.init(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
                   supplementaryItems: [])
    }

    /// A background filling its section, inset by the item's ``NSCollectionLayoutItem/contentInsets``.
    public class func background(elementKind: String) -> NSCollectionLayoutDecorationItem {
        NSCollectionLayoutDecorationItem(elementKind: elementKind)
    }
}
