import Foundation

/// One dimension (a width or a height) of an element of a compositional layout: a fraction
/// of its container's width or height, a fixed number of points, or an estimate that the
/// element's cell refines by sizing itself (Auto Layout self-sizing).
///
/// The container is what holds the element: the section's content area for a group, the
/// group's content area (its size less its content insets) for an item, the section (or
/// the layout, for the layout's own) for a boundary supplementary item, the item for an
/// item's supplementary item.
@preconcurrency @MainActor
open class NSCollectionLayoutDimension: NSObject {
    enum Kind: Equatable { case fractionalWidth, fractionalHeight, absolute, estimated }

    let kind: Kind
    /// The fraction, the number of points, or the estimate.
    public let dimension: CGFloat

    init(kind: Kind, dimension: CGFloat) {
        self.kind = kind
        self.dimension = dimension
        super.init()
    }

    /// A dimension that is `fractionalWidth` of the container's width.
    public class func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(kind: .fractionalWidth, dimension: fractionalWidth)
    }

    /// A dimension that is `fractionalHeight` of the container's height.
    public class func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(kind: .fractionalHeight, dimension: fractionalHeight)
    }

    /// A dimension of `absoluteDimension` points.
    public class func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(kind: .absolute, dimension: absoluteDimension)
    }

    /// A dimension estimated at `estimatedDimension` points, which the element's view
    /// refines when it is shown (``UICollectionReusableView/preferredLayoutAttributesFitting(_:)``).
    public class func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(kind: .estimated, dimension: estimatedDimension)
    }

    /// Whether the dimension is a fraction of the container's width.
    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    /// Whether the dimension is a fraction of the container's height.
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    /// Whether the dimension is a fixed number of points.
    public var isAbsolute: Bool { kind == .absolute }
    /// Whether the dimension is an estimate refined by self-sizing.
    public var isEstimated: Bool { kind == .estimated }


    /// The dimension in points inside a container of `container` size (an estimate: the estimate).
    func resolved(in container: CGSize) -> CGFloat {
        let value: CGFloat
        switch kind {
        case .fractionalWidth: value = container.width * dimension
        case .fractionalHeight: value = container.height * dimension
        case .absolute, .estimated: value = dimension
        }
        return value.isFinite ? max(0, value) : 0
    }

    open override var description: String {
        switch kind {
        case .fractionalWidth: return "NSCollectionLayoutDimension(fractionalWidth: \(dimension))"
        case .fractionalHeight: return "NSCollectionLayoutDimension(fractionalHeight: \(dimension))"
        case .absolute: return "NSCollectionLayoutDimension(absolute: \(dimension))"
        case .estimated: return "NSCollectionLayoutDimension(estimated: \(dimension))"
        }
    }
}

/// The width and height of an element of a compositional layout.
@preconcurrency @MainActor
open class NSCollectionLayoutSize: NSObject {
    /// The width.
    public let widthDimension: NSCollectionLayoutDimension
    /// The height.
    public let heightDimension: NSCollectionLayoutDimension

    /// Creates a size from a width and a height.
    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
        widthDimension = width
        heightDimension = height
        super.init()
    }


    /// The size in points inside a container of `container` size.
    func resolved(in container: CGSize) -> CGSize {
        CGSize(width: widthDimension.resolved(in: container), height: heightDimension.resolved(in: container))
    }

    open override var description: String {
        "NSCollectionLayoutSize(width: \(widthDimension), height: \(heightDimension))"
    }
}
