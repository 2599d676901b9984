import Foundation

/// The attributes a compositional layout hands out: cells, boundary and item
/// supplementary views and decoration views, with pinned headers and footers placed
/// against the visible bounds and orthogonal sections moved by their scroll offset.
extension UICollectionViewCompositionalLayout {
    func attributesOfElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let axes = self.axes
        var result: [UICollectionViewLayoutAttributes] = []
        let range = axes.minMain(rect)...max(axes.minMain(rect), axes.maxMain(rect))
        let first = firstSection(endingAtOrAfter: range.lowerBound, axes: axes)
        var index = first
        while index < sections.count {
            let geometry = sections[index]
            if axes.minMain(geometry.frame) > range.upperBound && index > first { break }
            let start = result.count
            appendAttributes(ofSection: index, in: rect, range: range, axes: axes, to: &result)
            if let handler = geometry.section.visibleItemsInvalidationHandler, let environment, result.count > start {
                let visible = Array(result[start...])
                let offset = axes.vertical ? CGPoint(x: orthogonalOffsets[index] ?? 0, y: collectionView?.contentOffset.y ?? 0)
                                           : CGPoint(x: collectionView?.contentOffset.x ?? 0, y: orthogonalOffsets[index] ?? 0)
                handler(visible, offset, environment)
            }
            index += 1
        }
        for (position, placed) in layoutBoundaryItems.enumerated() {
            let frame = pinned(placed, within: CGRect(origin: .zero, size: collectionViewContentSize), axes: axes)
            guard frame.intersects(rect) else { continue }
            result.append(boundaryAttributes(placed, frame: frame, section: 0, global: true))
            _ = position
        }
        return result
    }

    /// The index of the first section that ends at or after `main` (binary search).
    private func firstSection(endingAtOrAfter main: CGFloat, axes: LayoutAxes) -> Int {
        var low = 0, high = sections.count
        while low < high {
            let mid = (low + high) / 2
            if axes.maxMain(sections[mid].frame) < main { low = mid + 1 } else { high = mid }
        }
        return low
    }

    private func appendAttributes(ofSection index: Int, in rect: CGRect, range: ClosedRange<CGFloat>, axes: LayoutAxes,
                                  to result: inout [UICollectionViewLayoutAttributes]) {
        let geometry = sections[index]
        for (position, frame) in geometry.decorationFrames.enumerated() where frame.intersects(rect) {
            let decoration = geometry.section.decorationItems[position]
            let attributes = attributesClass.init(category: .decorationView, kind: decoration.elementKind,
                                                  indexPath: IndexPath(item: position, section: index))
            attributes.frame = frame
            attributes.zIndex = decoration.zIndex - 1
            result.append(attributes)
        }
        let shift = -(orthogonalOffsets[index] ?? 0)
        for group in geometry.groups(meetingMain: range, axes: axes) {
            let first = geometry.groupFirstItem[group]
            let placement = geometry.placements[group]
            for offset in 0..<placement.count {
                let item = first + offset
                var frame = geometry.itemFrames[item]
                if geometry.isOrthogonal { frame = axes.movedAcross(frame, by: shift) }
                guard frame.intersects(rect) else { continue }
                let attributes = cellAttributes(frame: frame, path: IndexPath(item: item, section: index),
                                                zIndex: placement.itemZIndexes[offset], estimatedAxes: placement.estimatedAxes[offset])
                attributes.listContext = listContext(of: geometry, item: item)
                result.append(attributes)
            }
            for placed in geometry.supplementaries(ofGroup: group) {
                var frame = placed.frame
                if geometry.isOrthogonal { frame = axes.movedAcross(frame, by: shift) }
                guard frame.intersects(rect) else { continue }
                let attributes = attributesClass.init(category: .supplementaryView, kind: placed.item.elementKind,
                                                      indexPath: IndexPath(item: placed.itemOffset, section: index))
                attributes.frame = frame
                attributes.zIndex = placed.item.zIndex
                result.append(attributes)
            }
        }
        for placed in geometry.boundaryItems {
            let frame = pinned(placed, within: geometry.frame, axes: axes)
            guard frame.intersects(rect) else { continue }
            result.append(boundaryAttributes(placed, frame: frame, section: index, global: false))
        }
    }

    private func listContext(of geometry: SectionGeometry, item: Int) -> ListCellContext? {
        guard let list = geometry.section.listConfiguration else { return nil }
        return ListCellContext(configuration: list, isFirst: item == 0, isLast: item == geometry.itemCount - 1)
    }

    private func cellAttributes(frame: CGRect, path: IndexPath, zIndex: Int, estimatedAxes: UInt8) -> UICollectionViewLayoutAttributes {
        let attributes = attributesClass.init(category: .cell, kind: nil, indexPath: path)
        attributes.frame = frame
        attributes.zIndex = zIndex
        if estimatedAxes != 0 {
            attributes.selfSizingAxes = (width: estimatedAxes & 1 != 0, height: estimatedAxes & 2 != 0)
        }
        return attributes
    }

    private func boundaryAttributes(_ placed: PlacedBoundaryItem, frame: CGRect, section: Int, global: Bool) -> UICollectionViewLayoutAttributes {
        let attributes = attributesClass.init(category: .supplementaryView, kind: placed.item.elementKind,
                                              indexPath: IndexPath(item: placed.indexInKind, section: section))
        attributes.frame = frame
        let size = placed.item.layoutSize
        if !global, size.widthDimension.isEstimated || size.heightDimension.isEstimated {
            attributes.selfSizingAxes = (width: size.widthDimension.isEstimated, height: size.heightDimension.isEstimated)
        }
        // Pinned items float above the content that scrolls under them.
        attributes.zIndex = placed.item.pinToVisibleBounds ? max(placed.item.zIndex, 2) : placed.item.zIndex
        return attributes
    }

    /// A pinned header stays at the visible start while its section (`bounds`) is in view,
    /// pushed out by the section's end; a pinned footer stays at the visible end.
    private func pinned(_ placed: PlacedBoundaryItem, within bounds: CGRect, axes: LayoutAxes) -> CGRect {
        guard placed.item.pinToVisibleBounds, let collectionView else { return placed.frame }
        let inset = collectionView.adjustedContentInset
        let visibleStart = axes.vertical ? collectionView.contentOffset.y + inset.top : collectionView.contentOffset.x + inset.left
        let visibleEnd = axes.vertical ? collectionView.contentOffset.y + collectionView.bounds.height - inset.bottom
                                       : collectionView.contentOffset.x + collectionView.bounds.width - inset.right
        let length = axes.main(placed.frame.size)
        let current = axes.minMain(placed.frame)
        var target = current
        switch placed.side {
        case .before:
            target = max(current, min(visibleStart, axes.maxMain(bounds) - length))
        case .after:
            target = min(current, max(visibleEnd - length, axes.minMain(bounds)))
        case .side:
            return placed.frame
        }
        return axes.movedAlong(placed.frame, by: target - current)
    }

    func attributesOfItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard sections.indices.contains(indexPath.section) else { return nil }
        let geometry = sections[indexPath.section]
        guard geometry.itemFrames.indices.contains(indexPath.item),
              let group = geometry.groupIndex(ofItem: indexPath.item) else { return nil }
        let offset = indexPath.item - geometry.groupFirstItem[group]
        var frame = geometry.itemFrames[indexPath.item]
        if geometry.isOrthogonal { frame = axes.movedAcross(frame, by: -(orthogonalOffsets[indexPath.section] ?? 0)) }
        let placement = geometry.placements[group]
        let attributes = cellAttributes(frame: frame, path: indexPath, zIndex: placement.itemZIndexes[offset],
                                        estimatedAxes: placement.estimatedAxes[offset])
        attributes.listContext = listContext(of: geometry, item: indexPath.item)
        return attributes
    }

    func attributesOfSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let axes = self.axes
        if let placed = layoutBoundaryItems.first(where: { $0.item.elementKind == elementKind && $0.indexInKind == indexPath.item }),
           indexPath.section == 0 {
            return boundaryAttributes(placed, frame: pinned(placed, within: CGRect(origin: .zero, size: collectionViewContentSize), axes: axes),
                                      section: 0, global: true)
        }
        guard sections.indices.contains(indexPath.section) else { return nil }
        let geometry = sections[indexPath.section]
        if let placed = geometry.boundaryItems.first(where: { $0.item.elementKind == elementKind && $0.indexInKind == indexPath.item }) {
            return boundaryAttributes(placed, frame: pinned(placed, within: geometry.frame, axes: axes), section: indexPath.section, global: false)
        }
        guard let group = geometry.groupIndex(ofItem: indexPath.item) else { return nil }
        for placed in geometry.supplementaries(ofGroup: group) where placed.item.elementKind == elementKind && placed.itemOffset == indexPath.item {
            var frame = placed.frame
            if geometry.isOrthogonal { frame = axes.movedAcross(frame, by: -(orthogonalOffsets[indexPath.section] ?? 0)) }
            let attributes = attributesClass.init(category: .supplementaryView, kind: elementKind, indexPath: indexPath)
            attributes.frame = frame
            attributes.zIndex = placed.item.zIndex
            return attributes
        }
        return nil
    }

    func attributesOfDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard sections.indices.contains(indexPath.section) else { return nil }
        let geometry = sections[indexPath.section]
        guard geometry.decorationFrames.indices.contains(indexPath.item),
              geometry.section.decorationItems[indexPath.item].elementKind == elementKind else { return nil }
        let attributes = attributesClass.init(category: .decorationView, kind: elementKind, indexPath: indexPath)
        attributes.frame = geometry.decorationFrames[indexPath.item]
        attributes.zIndex = geometry.section.decorationItems[indexPath.item].zIndex - 1
        return attributes
    }

    // MARK: Orthogonal sections

    /// The orthogonal sections' bands (content coordinates) and content lengths, by section.
    var orthogonalBands: [(section: Int, band: CGRect, contentLength: CGFloat)] {
        sections.enumerated().compactMap { index, geometry in
            geometry.isOrthogonal ? (index, geometry.band, geometry.orthogonalContentLength) : nil
        }
    }

    /// Where an orthogonal section comes to rest after a drag that would leave it at `offset`.
    func restingOrthogonalOffset(section: Int, near offset: CGFloat) -> CGFloat {
        guard sections.indices.contains(section) else { return offset }
        return sections[section].restingOffset(near: offset, axes: axes)
    }

    /// Scrolls an orthogonal section (the nested scroll view calls this).
    func setOrthogonalOffset(_ offset: CGFloat, forSection section: Int) {
        guard orthogonalOffsets[section] != offset else { return }
        orthogonalOffsets[section] = offset
        collectionView?.setNeedsLayout()
    }
}
