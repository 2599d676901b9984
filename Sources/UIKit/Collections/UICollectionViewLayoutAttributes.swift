import Foundation

/// Where a layout puts one element of a ``UICollectionView``: a cell, a supplementary
/// view (a section header or footer) or a decoration view.
///
/// A layout makes these in `prepare()` and hands them out from
/// ``UICollectionViewLayout/layoutAttributesForElements(in:)``; the collection view applies
/// them to its views. They are copied with `copy()`, as UIKit's are (`NSCopying`).
open class UICollectionViewLayoutAttributes: NSObject, NSCopying {
    /// The element's rectangle in the collection view's content coordinates.
    open var frame: CGRect = .zero
    /// The centre of ``frame``.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    /// The size of ``frame`` (kept centred, as UIKit's `size` keeps `center`).
    open var size: CGSize {
        get { frame.size }
        set {
            let center = self.center
            frame = CGRect(x: center.x - newValue.width / 2, y: center.y - newValue.height / 2,
                           width: newValue.width, height: newValue.height)
        }
    }
    /// The element's bounds: its size at the origin.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { size = newValue.size }
    }
    /// The element's opacity (1 by default).
    open var alpha: CGFloat = 1
    /// Which elements draw above which: higher above (0 by default).
    open var zIndex = 0
    /// Whether the element is hidden (false by default).
    open var isHidden = false
    /// The element's index path.
    open var indexPath: IndexPath
    /// Which axes a self-sizing cell may size itself along (set by the compositional layout
    /// for estimated dimensions; nil: both, as the flow layout lets cells grow either way).
    var selfSizingAxes: (width: Bool, height: Bool)?
    /// Set by list sections: how the cell's list looks and where the cell is in its section.
    var listContext: ListCellContext?
    /// Whether the attributes are for a cell, a supplementary view or a decoration view.
    public let representedElementCategory: UICollectionView.ElementCategory
    /// The kind of a supplementary or decoration view (nil for a cell).
    public let representedElementKind: String?

    /// Attributes for the cell at `indexPath`.
    public convenience init(forCellWith indexPath: IndexPath) {
        self.init(category: .cell, kind: nil, indexPath: indexPath)
    }

    /// Attributes for the supplementary view of `elementKind` at `indexPath`.
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init(category: .supplementaryView, kind: elementKind, indexPath: indexPath)
    }

    /// Attributes for the decoration view of `decorationViewKind` at `indexPath`.
    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init(category: .decorationView, kind: decorationViewKind, indexPath: indexPath)
    }

    /// Attributes for an empty cell index path (UIKit's plain `init()`).
    public override convenience init() {
        self.init(category: .cell, kind: nil, indexPath: IndexPath(item: 0, section: 0))
    }

    /// The designated initialiser: subclasses override it to copy their own properties
    /// in ``copy(with:)``.
    public required init(category: UICollectionView.ElementCategory, kind: String?, indexPath: IndexPath) {
        representedElementCategory = category
        representedElementKind = kind
        self.indexPath = indexPath
        super.init()
    }

    /// A copy of the attributes, of the same class. Subclasses with properties of their
    /// own override this, call super and copy them, as in UIKit.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init(category: representedElementCategory, kind: representedElementKind, indexPath: indexPath)
        copy.frame = frame
        copy.alpha = alpha
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        copy.selfSizingAxes = selfSizingAxes
        copy.listContext = listContext
        return copy
    }

    /// Equal when every property is.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UICollectionViewLayoutAttributes else { return false }
        return frame == other.frame && alpha == other.alpha && zIndex == other.zIndex && isHidden == other.isHidden
            && indexPath == other.indexPath && representedElementCategory == other.representedElementCategory
            && representedElementKind == other.representedElementKind
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(indexPath)
        hasher.combine(representedElementCategory)
        hasher.combine(representedElementKind)
        return hasher.finalize()
    }

    open override var description: String {
        let kind = representedElementKind.map { "; kind = \($0)" } ?? ""
        return "<UICollectionViewLayoutAttributes: index path: (\(indexPath)); frame = (\(frame.origin.x) \(frame.origin.y); \(frame.width) \(frame.height))\(kind)>"
    }
}
