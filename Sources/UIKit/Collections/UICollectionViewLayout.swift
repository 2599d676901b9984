import Foundation

/// What a layout's invalidation covers, as UIKit's context: everything, the data
/// source's counts, or particular items and supplementary views.
@preconcurrency @MainActor
open class UICollectionViewLayoutInvalidationContext: NSObject {
    /// Whether the whole layout must be recomputed (set by ``UICollectionViewLayout/invalidateLayout()``).
    public internal(set) var invalidateEverything = false
    /// Whether the numbers of sections and items must be read again (set by `reloadData`).
    public internal(set) var invalidateDataSourceCounts = false
    /// The items whose attributes changed.
    public private(set) var invalidatedItemIndexPaths: [IndexPath]?
    /// The supplementary views whose attributes changed, by kind.
    public private(set) var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]?
    /// How much the content size grows (or shrinks) with the change.
    open var contentSizeAdjustment: CGSize = .zero
    /// How much the content offset moves with the change.
    open var contentOffsetAdjustment: CGPoint = .zero

    public required override init() { super.init() }

    /// Marks the items at `indexPaths` as changed.
    open func invalidateItems(at indexPaths: [IndexPath]) {
        invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
    }

    /// Marks the supplementary views of `elementKind` at `indexPaths` as changed.
    open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        var all = invalidatedSupplementaryIndexPaths ?? [:]
        all[elementKind, default: []] += indexPaths
        invalidatedSupplementaryIndexPaths = all
    }
}

/// Where the cells and supplementary views of a ``UICollectionView`` go: the abstract
/// base of ``UICollectionViewFlowLayout`` and of custom layouts.
///
/// As in UIKit, a layout is asked to ``prepare()`` when it was invalidated, then for its
/// ``collectionViewContentSize`` and the attributes of the elements in the visible
/// rectangle. Subclasses override those; the base lays nothing out.
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
    /// The collection view using the layout (set when the layout is assigned to one).
    public internal(set) weak var collectionView: UICollectionView?
    /// Whether ``prepare()`` must run before the layout is asked anything.
    var needsPrepare = true
    /// What the pending invalidation covers (for subclasses reading it in `prepare`).
    var pendingInvalidation: UICollectionViewLayoutInvalidationContext?
    /// Decoration view classes and nibs registered, by kind.
    var decorationClasses: [String: UICollectionReusableView.Type] = [:]
    var decorationNibs: [String: UINib] = [:]

    public override init() { super.init() }

    /// Creates a layout from an archive.
    public required init?(coder: NSCoder) {}

    /// The class of invalidation contexts ``invalidateLayout()`` makes: a
    /// ``UICollectionViewLayoutInvalidationContext`` subclass (typed `AnyClass`, as in UIKit).
    open class var invalidationContextClass: AnyClass {
        UICollectionViewLayoutInvalidationContext.self
    }

    /// The class of the attributes the layout makes: a
    /// ``UICollectionViewLayoutAttributes`` subclass (typed `AnyClass`, as in UIKit).
    open class var layoutAttributesClass: AnyClass {
        UICollectionViewLayoutAttributes.self
    }

    /// A new, empty context of ``invalidationContextClass`` (the base class if that is
    /// not a context class).
    func makeInvalidationContext() -> UICollectionViewLayoutInvalidationContext {
        let contextClass = type(of: self).invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type
        return (contextClass ?? UICollectionViewLayoutInvalidationContext.self).init()
    }

    /// ``layoutAttributesClass`` as a metatype (the base class if it is not one).
    var attributesClass: UICollectionViewLayoutAttributes.Type {
        type(of: self).layoutAttributesClass as? UICollectionViewLayoutAttributes.Type ?? UICollectionViewLayoutAttributes.self
    }

    /// Computes the layout; called before the layout is asked anything after an
    /// invalidation. Overrides call super.
    open func prepare() {}

    /// The size of the whole content (zero in the base class).
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every element that meets `rect`.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// The attributes of the item at `indexPath`.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of the supplementary view of `elementKind` at `indexPath`.
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of the decoration view of `elementKind` at `indexPath`.
    open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Marks the whole layout for recomputing on the next layout pass.
    open func invalidateLayout() {
        let context = makeInvalidationContext()
        context.invalidateEverything = true
        invalidateLayout(with: context)
    }

    /// Marks the part of the layout `context` names for recomputing (the base class
    /// recomputes all of it on the next pass). Overrides call super.
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        needsPrepare = true
        pendingInvalidation = context
        // Within the collection view's own layout pass, the pass prepares the layout again.
        if let collectionView, !collectionView.isTiling { collectionView.setNeedsLayout() }
    }

    /// Whether scrolling or resizing to `newBounds` changes the layout (false: the base
    /// class depends on neither).
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// The context ``invalidateLayout(with:)`` gets for a bounds change.
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        makeInvalidationContext()
    }

    /// Whether a self-sizing cell's preferred attributes change the layout (false in the
    /// base class).
    open func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                     withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool { false }

    /// The context ``invalidateLayout(with:)`` gets for a self-sizing cell's preferred
    /// attributes.
    open func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                  withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutInvalidationContext {
        let context = makeInvalidationContext()
        context.invalidateItems(at: [originalAttributes.indexPath])
        return context
    }

    /// Where scrolling should stop, given where it would (unchanged in the base class).
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// Whether the layout mirrors itself in a right-to-left layout direction (false in the
    /// base class; ``UICollectionViewFlowLayout`` does).
    open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

    /// The direction the layout's coordinates are written for.
    open var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

    // MARK: Decoration views

    /// Registers the class of the decoration views of `elementKind` (nil unregisters); the
    /// collection view makes and reuses them itself, without the data source.
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        decorationClasses[elementKind] = registrableClass(viewClass, as: UICollectionReusableView.Type.self, identifier: elementKind,
                                                          registeredBy: "UICollectionViewLayout")
        decorationNibs[elementKind] = nil
        invalidateLayout()
    }

    /// Registers a nib whose top-level object is the decoration view of `elementKind`.
    open func register(_ nib: UINib?, forDecorationViewOfKind elementKind: String) {
        decorationNibs[elementKind] = nib
        decorationClasses[elementKind] = nil
        invalidateLayout()
    }

    // MARK: Animated updates

    /// Where an item that appears in an animated batch update starts (in the layout's
    /// coordinates). nil, the default, starts it at its final frame, transparent, so it fades in.
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Where an item that disappears in an animated batch update ends. nil, the default,
    /// leaves it where it was, fading out.
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    // MARK: Hooks for the collection view (overridden by the flow layout)

    /// Whether the collection view should ask a cell for its preferred attributes when it
    /// shows the item (custom layouts: every time a cell is shown, as UIKit does).
    func wantsPreferredAttributes(forItemAt indexPath: IndexPath, newlyShown: Bool) -> Bool { newlyShown }

    /// Whether the collection view should ask a supplementary view for its preferred
    /// attributes (a compositional layout's estimated header, not measured yet).
    func wantsPreferredAttributes(forSupplementaryOfKind kind: String, at indexPath: IndexPath) -> Bool { false }

    /// The item's cell was configured again and should measure itself when next shown.
    func itemNeedsMeasuring(at indexPath: IndexPath) {}

    /// Index paths changed by a batch update: measured sizes follow their items.
    func itemsMoved(_ mapping: IndexPathBatch) {}
}
