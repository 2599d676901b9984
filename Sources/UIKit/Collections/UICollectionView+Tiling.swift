import Foundation

/// Loading the counts from the data source, preparing the layout and placing the visible
/// cells and supplementary views.
extension UICollectionView {
    /// Reads the sections and item counts from the data source if a reload is pending
    /// (outside a layout pass of the collection view; within one it waits for the next),
    /// and invalidates the layout.
    func loadIfNeeded() {
        guard needsReload, !isTiling else { return }
        needsReload = false
        closeSwipeActions()
        for (path, cell) in visibleCellsByPath { recycle(cell, at: path) }
        visibleCellsByPath.removeAll()
        for (key, view) in visibleSupplementaries { recycleSupplementary(view, key: key) }
        visibleSupplementaries.removeAll()
        sectionCounts = countsFromDataSource()
        let context = collectionViewLayout.makeInvalidationContext()
        context.invalidateEverything = true
        context.invalidateDataSourceCounts = true
        collectionViewLayout.invalidateLayout(with: context)
    }

    /// The item count of every section, as the data source says (negative counts logged
    /// and taken as none).
    func countsFromDataSource() -> [Int] {
        guard let dataSource else { return [] }
        var sections = dataSource.numberOfSections(in: self)
        if sections < 0 {
            LayoutDiagnostics.error("UICollectionView: numberOfSections(in:) returned \(sections); showing no sections.")
            sections = 0
        }
        return (0..<sections).map { section in
            let count = dataSource.collectionView(self, numberOfItemsInSection: section)
            if count < 0 {
                LayoutDiagnostics.error("UICollectionView: collectionView(_:numberOfItemsInSection: \(section)) returned \(count); showing no items.")
                return 0
            }
            return count
        }
    }

    /// Runs the layout's `prepare()` if it was invalidated (after loading).
    func prepareLayoutIfNeeded() {
        loadIfNeeded()
        let layout = collectionViewLayout
        guard layout.needsPrepare else { return }
        layout.needsPrepare = false
        layout.prepare()
        layout.pendingInvalidation = nil
    }

    // MARK: Right-to-left

    /// Whether the layout's frames are mirrored for display.
    var mirrorsLayout: Bool {
        collectionViewLayout.flipsHorizontallyInOppositeLayoutDirection
            && effectiveUserInterfaceLayoutDirection != collectionViewLayout.developmentLayoutDirection
    }

    /// `rect` mirrored across the content's width (its own inverse).
    private func mirrored(_ rect: CGRect) -> CGRect {
        let width = max(collectionViewLayout.collectionViewContentSize.width, bounds.width - adjustedContentInset.left - adjustedContentInset.right)
        return CGRect(x: width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
    }

    /// Attributes as the collection view shows them: a copy, mirrored in a right-to-left
    /// layout when the layout asks for it.
    func displayed(_ attributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        guard mirrorsLayout else { return attributes }
        let copy = attributes.copy() as! UICollectionViewLayoutAttributes
        copy.frame = mirrored(attributes.frame)
        return copy
    }

    /// The displayed attributes of the elements meeting `rect` (in display coordinates).
    func elementAttributes(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        let query = mirrorsLayout ? mirrored(rect) : rect
        return (collectionViewLayout.layoutAttributesForElements(in: query) ?? []).map(displayed)
    }

    // MARK: Placing the visible elements

    /// Asks the layout again if the bounds changed in a way it cares about; prepares it;
    /// gives every element in view a view (letting self-sizing cells resize their items,
    /// which moves the others, so the visible set is computed again until it settles);
    /// recycles the views that left; applies the attributes.
    func tileVisibleContent() {
        isTiling = true
        defer { isTiling = false }
        let layout = collectionViewLayout
        if bounds != layoutBounds {
            if layout.shouldInvalidateLayout(forBoundsChange: bounds) {
                layout.invalidateLayout(with: layout.invalidationContext(forBoundsChange: bounds))
            }
            layoutBounds = bounds
        }
        var elements: [UICollectionViewLayoutAttributes] = []
        var pass = 0
        while true {
            prepareLayoutIfNeeded()
            updateContentSize()
            elements = elementAttributes(in: bounds)
            var keep = Set<IndexPath>()
            for attributes in elements where attributes.representedElementCategory == .cell { keep.insert(attributes.indexPath) }
            for (path, cell) in visibleCellsByPath where !keep.contains(path) {
                visibleCellsByPath[path] = nil
                recycle(cell, at: path)
            }
            var resized = false
            for attributes in elements where attributes.representedElementCategory == .cell {
                let path = attributes.indexPath
                let existing = visibleCellsByPath[path]
                let cell = existing ?? showCell(at: path, attributes: attributes)
                guard layout.wantsPreferredAttributes(forItemAt: path, newlyShown: existing == nil) else { continue }
                cell.apply(attributes)
                let preferred = cell.preferredLayoutAttributesFitting(attributes.copy() as! UICollectionViewLayoutAttributes)
                // Back into the layout's coordinates (mirroring is its own inverse).
                let original = displayed(attributes)
                let preferredInLayout = displayed(preferred)
                if layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferredInLayout, withOriginalAttributes: original) {
                    layout.invalidateLayout(with: layout.invalidationContext(forPreferredLayoutAttributes: preferredInLayout,
                                                                             withOriginalAttributes: original))
                    resized = true
                }
            }
            if measureSupplementaries(elements) { resized = true }
            pass += 1
            if !resized || pass >= 8 { break }
        }
        for attributes in elements where attributes.representedElementCategory == .cell {
            guard let cell = visibleCellsByPath[attributes.indexPath] else { continue }
            cell.apply(attributes)
            cell.isSelected = selectedPaths.contains(attributes.indexPath)
        }
        placeSupplementaryViews(elements)
        placeDecorationViews(elements)
        placeOrthogonalScrollers()
        backgroundView?.frame = CGRect(origin: bounds.origin, size: bounds.size)
    }

    private func updateContentSize() {
        let size = collectionViewLayout.collectionViewContentSize
        if contentSize != size { contentSize = size }
    }

    /// Makes the item's cell through the data source and adds it.
    private func showCell(at path: IndexPath, attributes: UICollectionViewLayoutAttributes) -> UICollectionViewCell {
        let cell = dataSource?.collectionView(self, cellForItemAt: path) ?? UICollectionViewCell(frame: .zero)
        if dataSource != nil, cell.reuseIdentifier == nil {
            // UIKit raises; the cell is shown all the same (it cannot be reused).
            LayoutDiagnostics.error("the cell returned from -collectionView:cellForItemAtIndexPath: does not have a reuseIdentifier - cells must be retrieved by calling -dequeueReusableCellWithReuseIdentifier:forIndexPath:")
        }
        visibleCellsByPath[path] = cell
        cell.apply(attributes)
        addCell(cell, backgroundView: backgroundView)
        cell.isHidden = attributes.isHidden
        collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: path)
        return cell
    }

    /// Queues a cell that left the view for reuse (hidden, see ``SectionedCellView/park(_:identifier:enqueue:)``);
    /// a cell without a reuse identifier leaves.
    func recycle(_ cell: UICollectionViewCell, at path: IndexPath) {
        cell.isHighlighted = false
        (cell as? UICollectionViewListCell)?.hideSwipeActions()
        collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: path)
        park(cell, identifier: cell.reuseIdentifier) { enqueueForReuse(cell, kind: UICollectionView.elementKindCell, identifier: $0) }
    }

    func recycleSupplementary(_ view: UICollectionReusableView, key: ElementKey) {
        collectionDelegate?.collectionView(self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.kind, at: key.indexPath)
        park(view, identifier: view.reuseIdentifier) { enqueueForReuse(view, kind: key.kind, identifier: $0) }
    }

    private func placeSupplementaryViews(_ elements: [UICollectionViewLayoutAttributes]) {
        var wanted: [ElementKey: UICollectionViewLayoutAttributes] = [:]
        for attributes in elements where attributes.representedElementCategory == .supplementaryView {
            guard let kind = attributes.representedElementKind else { continue }
            wanted[ElementKey(kind: kind, indexPath: attributes.indexPath)] = attributes
        }
        for (key, view) in visibleSupplementaries where wanted[key] == nil {
            visibleSupplementaries[key] = nil
            recycleSupplementary(view, key: key)
        }
        for (key, attributes) in wanted.sorted(by: { ($0.key.kind, $0.key.indexPath) < ($1.key.kind, $1.key.indexPath) }) {
            if let view = visibleSupplementaries[key] {
                view.apply(attributes)
                continue
            }
            showSupplementary(key, attributes: attributes)
        }
    }

    /// Makes the supplementary view through the data source and adds it.
    @discardableResult
    func showSupplementary(_ key: ElementKey, attributes: UICollectionViewLayoutAttributes) -> UICollectionReusableView {
        let view = dataSource?.collectionView(self, viewForSupplementaryElementOfKind: key.kind, at: key.indexPath)
            ?? UICollectionReusableView(frame: .zero)
        visibleSupplementaries[key] = view
        view.apply(attributes)
        if view.superview !== self { addSubview(view) } else { bringSubviewToFront(view) }
        collectionDelegate?.collectionView(self, willDisplaySupplementaryView: view, forElementKind: key.kind, at: key.indexPath)
        return view
    }
}
