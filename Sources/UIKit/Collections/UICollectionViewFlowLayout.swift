import Foundation

/// The layout of lines of items that wrap, as UIKit's: items fill a row across the
/// collection view and the next one starts below (columns and scrolling to the right,
/// with ``scrollDirection`` `.horizontal`), in sections with optional headers and footers.
///
/// Sizes and spacings come from the properties, or per section and item from a delegate
/// that adopts ``UICollectionViewDelegateFlowLayout``. With an ``estimatedItemSize`` (or
/// ``automaticSize``) each item is sized by its cell
/// (``UICollectionReusableView/preferredLayoutAttributesFitting(_:)``) when it is first
/// shown; until then it counts at the estimate. See `FlowLayoutGeometry` for where the
/// items of a line go.
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// What ``sectionInset`` is measured from.
    public enum SectionInsetReference: Int, Sendable {
        case fromContentInset, fromSafeArea, fromLayoutMargins
    }

    /// The ``estimatedItemSize`` that turns self-sizing on with UIKit's own estimate
    /// (50 × 50 here). Its value is this project's: only its identity matters.
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    /// The size of every item (50 × 50 by default).
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateIfChanged(itemSize != oldValue) } }
    /// An estimate of the items' sizes that makes each cell size itself (`.zero`, the
    /// default, sizes items by ``itemSize``).
    open var estimatedItemSize: CGSize = .zero {
        didSet {
            guard estimatedItemSize != oldValue else { return }
            measuredSizes.removeAll()
            invalidateLayout()
        }
    }
    /// The least space between lines (10 by default).
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateIfChanged(minimumLineSpacing != oldValue) } }
    /// The least space between items in a line (10 by default); full lines spread wider.
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateIfChanged(minimumInteritemSpacing != oldValue) } }
    /// Which way the content scrolls (`.vertical` by default).
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical { didSet { invalidateIfChanged(scrollDirection != oldValue) } }
    /// The size of each section's header; only its height counts when scrolling
    /// vertically, its width when scrolling horizontally (`.zero`: no header).
    open var headerReferenceSize: CGSize = .zero { didSet { invalidateIfChanged(headerReferenceSize != oldValue) } }
    /// The size of each section's footer, as ``headerReferenceSize``.
    open var footerReferenceSize: CGSize = .zero { didSet { invalidateIfChanged(footerReferenceSize != oldValue) } }
    /// Space around each section's items (`.zero` by default).
    open var sectionInset: UIEdgeInsets = .zero { didSet { invalidateIfChanged(sectionInset != oldValue) } }
    /// What ``sectionInset`` is measured from (`.fromContentInset` by default).
    open var sectionInsetReference: SectionInsetReference = .fromContentInset { didSet { invalidateIfChanged(sectionInsetReference != oldValue) } }
    /// Whether headers stay at the top while their section scrolls (kept, not honoured yet).
    open var sectionHeadersPinToVisibleBounds = false
    /// Whether footers stay at the bottom while their section scrolls (kept, not honoured yet).
    open var sectionFootersPinToVisibleBounds = false

    // MARK: State

    var geometry = FlowLayoutGeometry()
    /// Sizes cells gave for their items, and whether each must be asked again (the lines
    /// changed length since).
    var measuredSizes: [IndexPath: (size: CGSize, stale: Bool)] = [:]
    /// The line length the layout was computed for.
    private(set) var preparedCrossExtent: CGFloat = -1
    private var reportedOversized: Set<IndexPath> = []

    public override init() { super.init() }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    private func invalidateIfChanged(_ changed: Bool) {
        if changed { invalidateLayout() }
    }

    /// Whether items size themselves from their cells.
    var isSelfSizing: Bool { estimatedItemSize != .zero }

    /// The estimate self-sizing items start from.
    var effectiveEstimatedItemSize: CGSize {
        estimatedItemSize == UICollectionViewFlowLayout.automaticSize ? CGSize(width: 50, height: 50) : estimatedItemSize
    }

    // MARK: Layout

    /// Lays out every section from the data source's counts and the delegate's (or the
    /// properties') sizes.
    open override func prepare() {
        super.prepare()
        guard let collectionView else {
            geometry.build([], crossExtent: 0)
            return
        }
        let horizontal = scrollDirection == .horizontal
        let crossExtent = max(0, self.crossExtent(in: collectionView))
        if crossExtent != preparedCrossExtent {
            // Cells sized at another line length may size themselves differently now.
            for key in measuredSizes.keys { measuredSizes[key]?.stale = true }
            preparedCrossExtent = crossExtent
        }
        let delegate = collectionView.delegate as? UICollectionViewDelegateFlowLayout
        var metrics: [FlowLayoutGeometry.SectionMetrics] = []
        let sections = collectionView.numberOfSections
        metrics.reserveCapacity(sections)
        for section in 0..<sections {
            var m = FlowLayoutGeometry.SectionMetrics()
            m.inset = delegate?.collectionView(collectionView, layout: self, insetForSectionAt: section) ?? sectionInset
            m.inset = m.inset + referenceInset(in: collectionView)
            m.lineSpacing = delegate?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section) ?? minimumLineSpacing
            m.interitemSpacing = delegate?.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: section) ?? minimumInteritemSpacing
            m.headerSize = delegate?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section) ?? headerReferenceSize
            m.footerSize = delegate?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section) ?? footerReferenceSize
            let count = collectionView.numberOfItems(inSection: section)
            m.itemSizes.reserveCapacity(count)
            for item in 0..<count {
                let path = IndexPath(item: item, section: section)
                let size = measuredSizes[path]?.size
                    ?? delegate?.collectionView(collectionView, layout: self, sizeForItemAt: path)
                    ?? defaultItemSize
                m.itemSizes.append(checked(size, at: path))
            }
            metrics.append(m)
        }
        geometry.horizontal = horizontal
        geometry.build(metrics, crossExtent: crossExtent)
        reportOversizedItems(crossExtent: crossExtent, in: collectionView)
    }

    /// The size an item has before anything else says: the estimate when self-sizing,
    /// else ``itemSize``.
    var defaultItemSize: CGSize { isSelfSizing ? effectiveEstimatedItemSize : itemSize }

    /// How long a line may be: the collection view's width (height, scrolling
    /// horizontally) less its adjusted content insets.
    private func crossExtent(in collectionView: UICollectionView) -> CGFloat {
        let insets = collectionView.adjustedContentInset
        return scrollDirection == .horizontal
            ? collectionView.bounds.height - insets.top - insets.bottom
            : collectionView.bounds.width - insets.left - insets.right
    }

    /// The insets ``sectionInsetReference`` adds to the section insets.
    private func referenceInset(in collectionView: UICollectionView) -> UIEdgeInsets {
        switch sectionInsetReference {
        case .fromContentInset: return .zero
        case .fromSafeArea:
            let safe = collectionView.safeAreaInsets, adjusted = collectionView.adjustedContentInset
            return UIEdgeInsets(top: max(0, safe.top - adjusted.top), left: max(0, safe.left - adjusted.left),
                                bottom: max(0, safe.bottom - adjusted.bottom), right: max(0, safe.right - adjusted.right))
        case .fromLayoutMargins:
            return collectionView.layoutMargins
        }
    }

    private func checked(_ size: CGSize, at path: IndexPath) -> CGSize {
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
            LayoutDiagnostics.error("UICollectionViewFlowLayout: the item at \(path.item) in section \(path.section) has size \(size); using zero.")
            return .zero
        }
        return size
    }

    /// UIKit's warning for an item longer than a line, once per item.
    private func reportOversizedItems(crossExtent: CGFloat, in collectionView: UICollectionView) {
        for path in geometry.oversizedItems where reportedOversized.insert(path).inserted {
            let which = scrollDirection == .horizontal ? "height" : "width"
            let sides = scrollDirection == .horizontal ? "top and bottom" : "left and right"
            LayoutDiagnostics.error("The behavior of the UICollectionViewFlowLayout is not defined because: the item \(which) must be less than the \(which) of the UICollectionView minus the section insets \(sides) values, minus the content insets \(sides) values (item \(path.item) of section \(path.section), line length \(crossExtent)).")
        }
    }

    open override var collectionViewContentSize: CGSize { geometry.contentSize }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let found = geometry.elements(in: rect)
        var result: [UICollectionViewLayoutAttributes] = []
        result.reserveCapacity(found.items.count + found.headers.count + found.footers.count)
        for section in found.headers {
            if let header = layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section)) {
                result.append(header)
            }
        }
        for path in found.items {
            if let item = layoutAttributesForItem(at: path) { result.append(item) }
        }
        for section in found.footers {
            if let footer = layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: section)) {
                result.append(footer)
            }
        }
        return result
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let frame = geometry.frame(ofItem: indexPath) else { return nil }
        let attributes = attributesClass.init(category: .cell, kind: nil, indexPath: indexPath)
        attributes.frame = frame
        return attributes
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard geometry.sections.indices.contains(indexPath.section) else { return nil }
        let section = geometry.sections[indexPath.section]
        let frame: CGRect
        switch elementKind {
        case UICollectionView.elementKindSectionHeader: frame = section.header
        case UICollectionView.elementKindSectionFooter: frame = section.footer
        default: return nil
        }
        guard !frame.isEmpty else { return nil }
        let attributes = attributesClass.init(category: .supplementaryView, kind: elementKind, indexPath: indexPath)
        attributes.frame = frame
        attributes.zIndex = 10
        return attributes
    }

    /// A change of the collection view's size along the lines (width, scrolling
    /// vertically) re-flows the items; scrolling does not.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        let insets = collectionView.adjustedContentInset
        let extent = scrollDirection == .horizontal
            ? newBounds.height - insets.top - insets.bottom
            : newBounds.width - insets.left - insets.right
        return max(0, extent) != preparedCrossExtent
    }

    /// A cell's preferred size changes the layout when it differs from the item's; it is
    /// remembered either way, so the cell is not asked again until something changes.
    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        guard isSelfSizing, originalAttributes.representedElementCategory == .cell else { return false }
        let size = checked(preferredAttributes.size, at: originalAttributes.indexPath)
        measuredSizes[originalAttributes.indexPath] = (size, false)
        return size != originalAttributes.size
    }

    open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        if context.invalidateDataSourceCounts && context.invalidateEverything { measuredSizes.removeAll() }
        super.invalidateLayout(with: context)
    }

    // MARK: Hooks

    override func wantsPreferredAttributes(forItemAt indexPath: IndexPath, newlyShown: Bool) -> Bool {
        guard isSelfSizing else { return false }
        guard let measured = measuredSizes[indexPath] else { return true }
        return measured.stale
    }

    override func itemsMoved(_ mapping: IndexPathBatch) {
        var moved: [IndexPath: (size: CGSize, stale: Bool)] = [:]
        for (path, value) in measuredSizes {
            if let target = mapping.newIndexPath(for: path) { moved[target] = value }
        }
        measuredSizes = moved
    }
}

/// Sizes and spacings a flow layout asks its collection view's delegate for, per section
/// and item. Every method defaults to the layout's own property, as UIKit uses the
/// property when the delegate does not implement the method.
@preconcurrency @MainActor
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
    /// The item's size.
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize
    /// The section's insets.
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        insetForSectionAt section: Int) -> UIEdgeInsets
    /// The least space between the section's lines.
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        minimumLineSpacingForSectionAt section: Int) -> CGFloat
    /// The least space between items of the section's lines.
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        minimumInteritemSpacingForSectionAt section: Int) -> CGFloat
    /// The size of the section's header.
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForHeaderInSection section: Int) -> CGSize
    /// The size of the section's footer.
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForFooterInSection section: Int) -> CGSize
}

extension UICollectionViewDelegateFlowLayout {
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               sizeForItemAt indexPath: IndexPath) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.defaultItemSize ?? .zero
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               insetForSectionAt section: Int) -> UIEdgeInsets {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset ?? .zero
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               minimumLineSpacingForSectionAt section: Int) -> CGFloat {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumLineSpacing ?? 10
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               minimumInteritemSpacingForSectionAt section: Int) -> CGFloat {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumInteritemSpacing ?? 10
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               referenceSizeForHeaderInSection section: Int) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.headerReferenceSize ?? .zero
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               referenceSizeForFooterInSection section: Int) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.footerReferenceSize ?? .zero
    }
}
