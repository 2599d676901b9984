import Foundation

/// A layout built from sections of groups of items, as UIKit's (iOS 13): every section
/// repeats a group (rows, columns, nested groups or custom frames) until its items are
/// used up, with insets, spacing, headers and footers (which can stay pinned in view),
/// backgrounds, badges, and sections that scroll across the layout's direction.
///
/// Sizes are fractions of the container, points, or estimates that self-sizing cells
/// refine (``UICollectionReusableView/preferredLayoutAttributesFitting(_:)``). A cell that
/// measures itself re-lays out only its group; the groups after it move.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    private let fixedSection: NSCollectionLayoutSection?
    private let sectionProvider: UICollectionViewCompositionalLayoutSectionProvider?

    /// The layout's settings (a copy is stored; setting it lays out again).
    open var configuration: UICollectionViewCompositionalLayoutConfiguration {
        didSet { invalidateLayout() }
    }

    // MARK: State

    private(set) var sections: [SectionGeometry] = []
    private(set) var layoutBoundaryItems: [PlacedBoundaryItem] = []
    private var contentSize: CGSize = .zero
    /// Cells' measured sizes, by index path.
    var measuredSizes: [IndexPath: CGSize] = [:]
    /// Boundary supplementary views' measured sizes, by kind and index path.
    var measuredSupplementarySizes: [SupplementaryKey: CGSize] = [:]

    struct SupplementaryKey: Hashable {
        var kind: String
        var indexPath: IndexPath
    }
    /// Whether the next `prepare()` resolves every section again (else only dirty groups).
    private var needsRebuild = true
    /// Whether the positions from the last pass hold but for the groups of invalidated
    /// items (then only those move, see ``moveAfterReplacing(_:axes:)``).
    private var positionsCurrent = false
    /// After a batch update, the sections before it (by their new index) with where their
    /// items went, so the rebuild keeps the groups whose items did not change.
    private var carryOver: [Int: SectionCarryOver] = [:]
    private var dirtyItems: Set<IndexPath> = []
    /// Items whose cells were configured again (``UICollectionView/reconfigureItems(at:)``):
    /// they measure themselves once more, keeping their size until they do.
    private var itemsToMeasureAgain: Set<IndexPath> = []
    /// The container size the layout was built for.
    private var preparedContainer: CGSize = CGSize(width: -1, height: -1)
    /// How far each orthogonal section is scrolled, by section.
    var orthogonalOffsets: [Int: CGFloat] = [:]
    /// The environment of the last pass.
    private(set) var environment: NSCollectionLayoutEnvironment?
    private var reportedInsets = false

    var axes: LayoutAxes { LayoutAxes(vertical: configuration.scrollDirection == .vertical) }

    // MARK: Initialisers

    /// A layout whose every section is `section`.
    public convenience init(section: NSCollectionLayoutSection) {
        self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout whose every section is `section`, with `configuration`.
    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        fixedSection = section
        sectionProvider = nil
        self.configuration = configuration.copied()
        super.init()
    }

    /// A layout whose sections `sectionProvider` makes, per section index and environment.
    public convenience init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
        self.init(sectionProvider: sectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout whose sections `sectionProvider` makes, with `configuration`.
    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
                configuration: UICollectionViewCompositionalLayoutConfiguration) {
        fixedSection = nil
        self.sectionProvider = sectionProvider
        self.configuration = configuration.copied()
        super.init()
    }

    /// Creates a layout from an archive (one full-width list-like section of 44-point rows).
    public required init?(coder: NSCoder) {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
        fixedSection = NSCollectionLayoutSection(group: .vertical(layoutSize: item.layoutSize, subitems: [item]))
        sectionProvider = nil
        configuration = UICollectionViewCompositionalLayoutConfiguration()
        super.init(coder: coder)
    }

    // MARK: Preparing

    open override func prepare() {
        super.prepare()
        guard let collectionView else {
            sections = []
            contentSize = .zero
            return
        }
        let axes = self.axes
        let environment = makeEnvironment(for: collectionView)
        self.environment = environment
        let container = environment.container
        if container.contentSize != preparedContainer {
            needsRebuild = true
            carryOver.removeAll()
        }
        let solverFor: (Int) -> GroupSolver = { section in
            GroupSolver(measuredSize: { [unowned self] item in self.measuredSizes[IndexPath(item: item, section: section)] },
                        traitCollection: environment.traitCollection)
        }
        if needsRebuild {
            needsRebuild = false
            dirtyItems.removeAll()
            preparedContainer = container.contentSize
            let count = collectionView.numberOfSections
            let carried = carryOver
            carryOver.removeAll()
            sections = (0..<count).map { index in
                let section = resolveSection(index, environment: environment)
                let geometry = SectionGeometry(section: section, itemCount: collectionView.numberOfItems(inSection: index))
                geometry.groupContainer = sectionContainer(for: section, in: container, collectionView: collectionView).effectiveContentSize
                if let carry = carried[index], carry.old.groupContainer == geometry.groupContainer,
                   carry.old.section.group.laysOutLike(section.group) {
                    geometry.placeGroups(carryingOver: carry, solver: solverFor(index))
                } else {
                    geometry.placeGroups(from: 0, solver: solverFor(index))
                }
                return geometry
            }
        } else if !dirtyItems.isEmpty {
            var groupsBySection: [Int: Set<Int>] = [:]
            for path in dirtyItems where sections.indices.contains(path.section) {
                if let group = sections[path.section].groupIndex(ofItem: path.item) { groupsBySection[path.section, default: []].insert(group) }
            }
            dirtyItems.removeAll()
            var replaced: [Int: [Int]] = [:]
            var inPlace = true
            for (section, groups) in groupsBySection {
                for group in groups.sorted() where group < sections[section].placements.count {
                    if sections[section].replaceGroup(group, solver: solverFor(section)) {
                        replaced[section, default: []].append(group)
                    } else {
                        inPlace = false
                    }
                }
            }
            if inPlace, positionsCurrent, moveAfterReplacing(replaced, axes: axes) { return }
        }
        positionEverything(in: container, collectionView: collectionView, axes: axes)
    }

    /// After groups were laid out again in place: their frames anew and everything after
    /// them moved (see ``SectionGeometry/repositionGroup(_:axes:)``). False when a section
    /// needs a full pass (its boundary items overlap its content, or it scrolls sideways).
    private func moveAfterReplacing(_ replaced: [Int: [Int]], axes: LayoutAxes) -> Bool {
        guard replaced.keys.allSatisfy({ sections[$0].movesGroupsInPlace }) else { return false }
        var moved: CGFloat = 0
        for (index, geometry) in sections.enumerated() {
            geometry.move(by: moved, axes: axes)
            for group in replaced[index] ?? [] { moved += geometry.repositionGroup(group, axes: axes) }
        }
        guard moved != 0 else { return true }
        for position in layoutBoundaryItems.indices where layoutBoundaryItems[position].side == .after {
            layoutBoundaryItems[position].frame = axes.movedAlong(layoutBoundaryItems[position].frame, by: moved)
        }
        if axes.vertical { contentSize.height += moved } else { contentSize.width += moved }
        return true
    }

    /// The section at `index`, from the fixed section or the provider.
    private func resolveSection(_ index: Int, environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        if let fixedSection { return fixedSection }
        if let section = sectionProvider?(index, environment) { return section }
        LayoutDiagnostics.error("UICollectionViewCompositionalLayout: the section provider returned nil for section \(index); the section lays out nothing (UIKit raises here).")
        let empty = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(0), heightDimension: .absolute(0)))
        return NSCollectionLayoutSection(group: .horizontal(layoutSize: empty.layoutSize, subitems: [empty]))
    }

    /// The layout's container: the collection view's size less its adjusted content insets,
    /// inset by what ``UICollectionViewCompositionalLayoutConfiguration/contentInsetsReference`` names.
    private func makeEnvironment(for collectionView: UICollectionView) -> NSCollectionLayoutEnvironment {
        let adjusted = collectionView.adjustedContentInset
        let size = CGSize(width: max(0, collectionView.bounds.width - adjusted.left - adjusted.right),
                          height: max(0, collectionView.bounds.height - adjusted.top - adjusted.bottom))
        let reference = referenceInsets(configuration.contentInsetsReference, collectionView: collectionView)
        let container = LayoutContainer(contentSize: size, contentInsets: .zero, effectiveContentInsets: reference)
        return LayoutEnvironment(container: container, traitCollection: collectionView.traitCollection)
    }

    /// The insets an insets reference adds (across the layout's axis only).
    func referenceInsets(_ reference: UIContentInsetsReference, collectionView: UICollectionView) -> NSDirectionalEdgeInsets {
        let insets: UIEdgeInsets
        switch reference {
        case .automatic, .none:
            return .zero
        case .safeArea:
            let safe = collectionView.safeAreaInsets, adjusted = collectionView.adjustedContentInset
            insets = UIEdgeInsets(top: max(0, safe.top - adjusted.top), left: max(0, safe.left - adjusted.left),
                                  bottom: max(0, safe.bottom - adjusted.bottom), right: max(0, safe.right - adjusted.right))
        case .layoutMargins:
            insets = collectionView.layoutMargins
        case .readableContent:
            let guide = collectionView.readableContentGuide.layoutFrame
            insets = UIEdgeInsets(top: 0, left: max(0, guide.minX - collectionView.bounds.minX), bottom: 0,
                                  right: max(0, collectionView.bounds.maxX - guide.maxX))
        }
        let directional = NSDirectionalEdgeInsets(top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right)
        return axes.vertical ? NSDirectionalEdgeInsets(top: 0, leading: directional.leading, bottom: 0, trailing: directional.trailing)
                             : NSDirectionalEdgeInsets(top: directional.top, leading: 0, bottom: directional.bottom, trailing: 0)
    }

    /// A section's container: the layout's effective size, with the section's insets.
    private func sectionContainer(for section: NSCollectionLayoutSection, in container: NSCollectionLayoutContainer,
                                  collectionView: UICollectionView) -> LayoutContainer {
        let reference = referenceInsets(effectiveReference(of: section), collectionView: collectionView)
        let insets = section.contentInsets
        let effective = NSDirectionalEdgeInsets(top: insets.top + reference.top, leading: insets.leading + reference.leading,
                                                bottom: insets.bottom + reference.bottom, trailing: insets.trailing + reference.trailing)
        return LayoutContainer(contentSize: container.effectiveContentSize, contentInsets: insets, effectiveContentInsets: effective)
    }

    private func effectiveReference(of section: NSCollectionLayoutSection) -> UIContentInsetsReference {
        if section.contentInsetsReference == .automatic, let list = section.listConfiguration, list.appearance == .insetGrouped {
            return .layoutMargins
        }
        return section.contentInsetsReference
    }

    /// Places the sections one after another (and the layout's headers and footers).
    private func positionEverything(in container: NSCollectionLayoutContainer, collectionView: UICollectionView, axes: LayoutAxes) {
        let effective = container.effectiveContentInsets
        let crossStart = axes.crossBefore(effective)
        let crossLength = axes.cross(container.effectiveContentSize)
        let mainVisible = axes.main(container.effectiveContentSize)
        var main: CGFloat = 0
        layoutBoundaryItems.removeAll()
        var kindCounts: [String: Int] = [:]
        let boundaryContainer = axes.size(main: mainVisible, cross: crossLength)
        func placeLayoutBoundary(_ side: NSCollectionLayoutBoundarySupplementaryItem.BoundarySide) {
            for item in configuration.boundarySupplementaryItems where item.boundarySide(vertical: axes.vertical) == side {
                let size = item.layoutSize.resolved(in: boundaryContainer)
                let lane = axes.rect(main: main, cross: crossStart, mainLength: axes.main(size), crossLength: crossLength)
                let edges = item.alignment.edges.intersection(axes.vertical ? [.leading, .trailing] : [.top, .bottom])
                let frame = NSCollectionLayoutAnchor(edges: edges).frame(of: size, in: lane).offsetBy(dx: item.offset.x, dy: item.offset.y)
                let index = kindCounts[item.elementKind, default: 0]
                kindCounts[item.elementKind] = index + 1
                layoutBoundaryItems.append(PlacedBoundaryItem(item: item, indexInKind: index, frame: frame, side: side))
                if item.extendsBoundary { main += axes.main(size) }
            }
        }
        placeLayoutBoundary(.before)
        for (index, geometry) in sections.enumerated() {
            if index > 0 { main += configuration.interSectionSpacing }
            let sectionContainer = self.sectionContainer(for: geometry.section, in: container, collectionView: collectionView)
            if sectionContainer.effectiveContentSize != geometry.groupContainer {
                geometry.groupContainer = sectionContainer.effectiveContentSize
            }
            let measured = measuredSupplementarySizes.isEmpty ? nil : { [unowned self] (kind: String, position: Int) -> CGSize? in
                self.measuredSupplementarySizes[SupplementaryKey(kind: kind, indexPath: IndexPath(item: position, section: index))]
            }
            main = geometry.position(mainStart: main, crossStart: crossStart, crossLength: crossLength,
                                     insets: sectionContainer.effectiveContentInsets, boundaryContainerMain: mainVisible, axes: axes,
                                     measuredBoundarySize: measured)
        }
        placeLayoutBoundary(.after)
        positionsCurrent = true
        contentSize = axes.size(main: main, cross: crossStart + crossLength + axes.crossAfter(effective))
        if axes.vertical { contentSize.width = min(contentSize.width, container.contentSize.width) }
        else { contentSize.height = min(contentSize.height, container.contentSize.height) }
    }

    open override var collectionViewContentSize: CGSize { contentSize }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        attributesOfElements(in: rect)
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributesOfItem(at: indexPath)
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributesOfSupplementaryView(ofKind: elementKind, at: indexPath)
    }

    open override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributesOfDecorationView(ofKind: elementKind, at: indexPath)
    }

    // MARK: Invalidation

    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        if context.invalidateEverything || context.invalidateDataSourceCounts { needsRebuild = true }
        if context.invalidateEverything { carryOver.removeAll() }
        if context.invalidateEverything || context.invalidateDataSourceCounts || context.invalidatedItemIndexPaths == nil
            || context.invalidatedSupplementaryIndexPaths != nil {
            positionsCurrent = false
        }
        if context.invalidateEverything && context.invalidateDataSourceCounts {
            measuredSizes.removeAll()
            itemsToMeasureAgain.removeAll()
            measuredSupplementarySizes.removeAll()
        }
        if let items = context.invalidatedItemIndexPaths { dirtyItems.formUnion(items) }
        super.invalidateLayout(with: context)
    }

    /// A change of the collection view's size lays the sections out again; scrolling does
    /// not (pinned headers and orthogonal sections move when they are asked for).
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        let adjusted = collectionView.adjustedContentInset
        let size = CGSize(width: max(0, newBounds.width - adjusted.left - adjusted.right),
                          height: max(0, newBounds.height - adjusted.top - adjusted.bottom))
        return size != preparedContainer
    }

    open override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let context = makeInvalidationContext()
        context.invalidateEverything = true
        return context
    }

    /// A cell's measured size changes the layout when it differs along an estimated axis; it
    /// is remembered either way, so the cell is not asked again until something changes.
    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        if originalAttributes.representedElementCategory == .supplementaryView, let kind = originalAttributes.representedElementKind {
            return recordSupplementarySize(preferredAttributes.size, original: originalAttributes, kind: kind)
        }
        guard originalAttributes.representedElementCategory == .cell else { return false }
        let path = originalAttributes.indexPath
        guard let axes = estimatedAxes(of: path), axes != 0 else { return false }
        var size = originalAttributes.size
        let preferred = preferredAttributes.size
        if axes & 1 != 0, preferred.width.isFinite, preferred.width >= 0 { size.width = preferred.width }
        if axes & 2 != 0, preferred.height.isFinite, preferred.height >= 0 { size.height = preferred.height }
        let previous = measuredSizes[path]
        measuredSizes[path] = size
        return size != originalAttributes.size || (previous != nil && previous != size)
    }

    /// Remembers a boundary supplementary view's size along its estimated axes; whether it changed.
    private func recordSupplementarySize(_ preferred: CGSize, original: UICollectionViewLayoutAttributes, kind: String) -> Bool {
        guard let item = boundaryItem(ofKind: kind, at: original.indexPath) else { return false }
        var size = original.size
        if item.layoutSize.widthDimension.isEstimated, preferred.width.isFinite, preferred.width >= 0 { size.width = preferred.width }
        if item.layoutSize.heightDimension.isEstimated, preferred.height.isFinite, preferred.height >= 0 { size.height = preferred.height }
        let key = SupplementaryKey(kind: kind, indexPath: original.indexPath)
        let previous = measuredSupplementarySizes[key]
        measuredSupplementarySizes[key] = size
        return size != original.size || (previous != nil && previous != size)
    }

    /// The section's boundary item of `kind` at `indexPath` (its index among that kind).
    private func boundaryItem(ofKind kind: String, at indexPath: IndexPath) -> NSCollectionLayoutBoundarySupplementaryItem? {
        guard sections.indices.contains(indexPath.section) else { return nil }
        return sections[indexPath.section].boundaryItems.first { $0.item.elementKind == kind && $0.indexInKind == indexPath.item }?.item
    }

    open override func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                           withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutInvalidationContext {
        guard originalAttributes.representedElementCategory == .supplementaryView, let kind = originalAttributes.representedElementKind else {
            return super.invalidationContext(forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
        }
        let context = makeInvalidationContext()
        context.invalidateSupplementaryElements(ofKind: kind, at: [originalAttributes.indexPath])
        return context
    }

    override func wantsPreferredAttributes(forSupplementaryOfKind kind: String, at indexPath: IndexPath) -> Bool {
        guard let item = boundaryItem(ofKind: kind, at: indexPath),
              item.layoutSize.widthDimension.isEstimated || item.layoutSize.heightDimension.isEstimated else { return false }
        return measuredSupplementarySizes[SupplementaryKey(kind: kind, indexPath: indexPath)] == nil
    }

    /// Which axes of an item are estimated (bit 0 width, bit 1 height).
    func estimatedAxes(of path: IndexPath) -> UInt8? {
        guard sections.indices.contains(path.section) else { return nil }
        let geometry = sections[path.section]
        guard let group = geometry.groupIndex(ofItem: path.item) else { return nil }
        let offset = path.item - geometry.groupFirstItem[group]
        let axes = geometry.placements[group].estimatedAxes
        return axes.indices.contains(offset) ? axes[offset] : nil
    }

    open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

    override func wantsPreferredAttributes(forItemAt indexPath: IndexPath, newlyShown: Bool) -> Bool {
        guard let axes = estimatedAxes(of: indexPath), axes != 0 else { return false }
        let again = itemsToMeasureAgain.remove(indexPath) != nil
        return again || measuredSizes[indexPath] == nil
    }

    override func itemNeedsMeasuring(at indexPath: IndexPath) {
        itemsToMeasureAgain.insert(indexPath)
    }

    override func itemsMoved(_ mapping: IndexPathBatch) {
        let mapper = IndexPathBatch.Mapping(mapping)
        var moved: [IndexPath: CGSize] = [:]
        moved.reserveCapacity(measuredSizes.count)
        for (path, size) in measuredSizes {
            if let target = mapper.newIndexPath(for: path) { moved[target] = size }
        }
        for move in mapping.moves {
            if let size = measuredSizes[move.from] { moved[move.to] = size }
        }
        measuredSizes = moved
        itemsToMeasureAgain = Set(itemsToMeasureAgain.compactMap { mapper.newIndexPath(for: $0) })
        if !needsRebuild, dirtyItems.isEmpty {
            // The layout is current: its groups can be kept where their items are unchanged.
            carryOver.removeAll()
            for (index, geometry) in sections.enumerated() {
                guard let target = mapping.newSection(for: index),
                      let newItems = mapper.newItems(ofSection: index, count: geometry.itemCount) else { continue }
                carryOver[target] = SectionCarryOver(old: geometry, newItemOfOld: newItems)
            }
        }
        var supplementaries: [SupplementaryKey: CGSize] = [:]
        for (key, size) in measuredSupplementarySizes where !mapping.reloadedSections.contains(key.indexPath.section) {
            guard let section = mapping.newSection(for: key.indexPath.section) else { continue }
            supplementaries[SupplementaryKey(kind: key.kind, indexPath: IndexPath(item: key.indexPath.item, section: section))] = size
        }
        measuredSupplementarySizes = supplementaries
        var offsets: [Int: CGFloat] = [:]
        for (section, offset) in orthogonalOffsets {
            if let target = mapping.newSection(for: section) { offsets[target] = offset }
        }
        orthogonalOffsets = offsets
    }
}
