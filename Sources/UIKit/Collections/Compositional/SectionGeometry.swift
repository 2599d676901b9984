import Foundation

/// The two axes of a compositional layout: the scrolling (main) axis and the other (cross)
/// axis, so one piece of code lays out both scroll directions.
struct LayoutAxes {
    /// Whether the layout scrolls vertically (main axis y).
    let vertical: Bool

    func main(_ point: CGPoint) -> CGFloat { vertical ? point.y : point.x }
    func cross(_ point: CGPoint) -> CGFloat { vertical ? point.x : point.y }
    func main(_ size: CGSize) -> CGFloat { vertical ? size.height : size.width }
    func cross(_ size: CGSize) -> CGFloat { vertical ? size.width : size.height }
    func minMain(_ rect: CGRect) -> CGFloat { vertical ? rect.minY : rect.minX }
    func maxMain(_ rect: CGRect) -> CGFloat { vertical ? rect.maxY : rect.maxX }
    func point(main: CGFloat, cross: CGFloat) -> CGPoint { vertical ? CGPoint(x: cross, y: main) : CGPoint(x: main, y: cross) }
    func size(main: CGFloat, cross: CGFloat) -> CGSize { vertical ? CGSize(width: cross, height: main) : CGSize(width: main, height: cross) }
    func rect(main: CGFloat, cross: CGFloat, mainLength: CGFloat, crossLength: CGFloat) -> CGRect {
        CGRect(origin: point(main: main, cross: cross), size: size(main: mainLength, cross: crossLength))
    }
    /// Insets before and after along each axis (leading is left: mirroring is the collection view's).
    func mainBefore(_ insets: NSDirectionalEdgeInsets) -> CGFloat { vertical ? insets.top : insets.leading }
    func mainAfter(_ insets: NSDirectionalEdgeInsets) -> CGFloat { vertical ? insets.bottom : insets.trailing }
    func crossBefore(_ insets: NSDirectionalEdgeInsets) -> CGFloat { vertical ? insets.leading : insets.top }
    func crossAfter(_ insets: NSDirectionalEdgeInsets) -> CGFloat { vertical ? insets.trailing : insets.bottom }
    /// `rect` moved by `amount` along the cross axis.
    func movedAcross(_ rect: CGRect, by amount: CGFloat) -> CGRect {
        vertical ? rect.offsetBy(dx: amount, dy: 0) : rect.offsetBy(dx: 0, dy: amount)
    }
    /// `rect` moved by `amount` along the main axis.
    func movedAlong(_ rect: CGRect, by amount: CGFloat) -> CGRect {
        vertical ? rect.offsetBy(dx: 0, dy: amount) : rect.offsetBy(dx: amount, dy: 0)
    }
}

/// A boundary supplementary item placed in a section or the layout.
struct PlacedBoundaryItem {
    var item: NSCollectionLayoutBoundarySupplementaryItem
    /// Its index among the section's boundary items of the same kind (the index path's item).
    var indexInKind: Int
    var frame: CGRect
    var side: NSCollectionLayoutBoundarySupplementaryItem.BoundarySide
}

/// One section of a compositional layout, laid out: the groups' placements (relative,
/// cached so a self-sizing cell re-lays out only its group) and every frame in the
/// collection view's content coordinates.
@MainActor
final class SectionGeometry {
    let section: NSCollectionLayoutSection
    let itemCount: Int
    /// Each group's placement (relative to the group's origin) and its first item.
    var placements: [GroupPlacement] = []
    var groupFirstItem: [Int] = []
    /// The size the groups are laid out in (the section's effective content size).
    var groupContainer: CGSize = .zero

    // Positioned (content coordinates; orthogonal sections unscrolled).
    var frame: CGRect = .zero
    var groupFrames: [CGRect] = []
    var itemFrames: [CGRect] = []
    var boundaryItems: [PlacedBoundaryItem] = []
    var decorationFrames: [CGRect] = []
    /// For an orthogonal section: the band its groups scroll in, and their total length.
    var band: CGRect = .zero
    var orthogonalContentLength: CGFloat = 0
    /// The section's cross-axis content start (where orthogonal groups start).
    var crossContentStart: CGFloat = 0

    var isOrthogonal: Bool { section.orthogonalScrollingBehavior != .none }

    init(section: NSCollectionLayoutSection, itemCount: Int) {
        self.section = section
        self.itemCount = itemCount
    }

    /// Lays out the groups from group `start` on (all when 0), each taking the next items.
    func placeGroups(from start: Int, solver: GroupSolver) {
        placements.removeSubrange(min(start, placements.count)...)
        groupFirstItem.removeSubrange(min(start, groupFirstItem.count)...)
        var next = start == 0 ? 0 : (groupFirstItem.last.map { $0 + placements[placements.count - 1].count } ?? 0)
        while next < itemCount, let taken = placeGroup(at: next, solver: solver) { next += taken }
    }

    /// Lays out a group taking items from `first` on and appends it; how many items it
    /// took, or nil (logged) when it takes none.
    func placeGroup(at first: Int, solver: GroupSolver) -> Int? {
        guard let placement = solver.place(section.group, container: groupContainer, first: first, available: itemCount - first),
              placement.count > 0 else {
            LayoutDiagnostics.error("UICollectionViewCompositionalLayout: the group of section takes no items (it has no leaf item); \(itemCount - first) items are not laid out.")
            return nil
        }
        placements.append(placement)
        groupFirstItem.append(first)
        return placement.count
    }

    /// Lays out group `index` again (its cells measured themselves); the groups after it
    /// too if it now takes a different number of items. Whether only group `index` changed.
    @discardableResult
    func replaceGroup(_ index: Int, solver: GroupSolver) -> Bool {
        let first = groupFirstItem[index]
        guard let placement = solver.place(section.group, container: groupContainer, first: first, available: itemCount - first) else { return false }
        if placement.count == placements[index].count {
            placements[index] = placement
            return true
        }
        placeGroups(from: index, solver: solver)
        return false
    }

    /// The group that holds `item`.
    func groupIndex(ofItem item: Int) -> Int? {
        guard item >= 0, item < itemCount, !groupFirstItem.isEmpty else { return nil }
        var low = 0, high = groupFirstItem.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if groupFirstItem[mid] <= item { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// Positions everything with the section starting at `mainStart` along the main axis,
    /// across `crossStart ..< crossStart + crossLength`; returns where the section ends.
    func position(mainStart: CGFloat, crossStart: CGFloat, crossLength: CGFloat, insets: NSDirectionalEdgeInsets,
                  boundaryContainerMain: CGFloat, axes: LayoutAxes,
                  measuredBoundarySize: ((String, Int) -> CGSize?)? = nil) -> CGFloat {
        var main = mainStart
        boundaryItems.removeAll(keepingCapacity: true)
        var kindCounts: [String: Int] = [:]
        let follows = section.supplementariesFollowContentInsets
        let boundaryCrossStart = follows ? crossStart + axes.crossBefore(insets) : crossStart
        let boundaryCrossLength = follows ? max(0, crossLength - axes.crossBefore(insets) - axes.crossAfter(insets)) : crossLength
        let boundaryContainer = axes.size(main: boundaryContainerMain, cross: boundaryCrossLength)

        func boundarySize(_ item: NSCollectionLayoutBoundarySupplementaryItem) -> CGSize {
            var size = item.layoutSize.resolved(in: boundaryContainer)
            if let measuredBoundarySize, item.layoutSize.widthDimension.isEstimated || item.layoutSize.heightDimension.isEstimated,
               let measured = measuredBoundarySize(item.elementKind, kindCounts[item.elementKind, default: 0]) {
                if item.layoutSize.widthDimension.isEstimated { size.width = measured.width }
                if item.layoutSize.heightDimension.isEstimated { size.height = measured.height }
            }
            return size
        }
        func placeBoundary(_ item: NSCollectionLayoutBoundarySupplementaryItem, at mainPosition: CGFloat) -> CGRect {
            let size = boundarySize(item)
            let lane = axes.rect(main: mainPosition, cross: boundaryCrossStart, mainLength: axes.main(size), crossLength: boundaryCrossLength)
            var frame = NSCollectionLayoutAnchor(edges: crossEdges(of: item.alignment, axes: axes)).frame(of: size, in: lane)
            frame = frame.offsetBy(dx: item.offset.x, dy: item.offset.y)
            return frame
        }
        func record(_ item: NSCollectionLayoutBoundarySupplementaryItem, _ frame: CGRect, _ side: NSCollectionLayoutBoundarySupplementaryItem.BoundarySide) {
            let index = kindCounts[item.elementKind, default: 0]
            kindCounts[item.elementKind] = index + 1
            boundaryItems.append(PlacedBoundaryItem(item: item, indexInKind: index, frame: frame, side: side))
        }

        main += section.listHeaderTopPadding
        // Headers (items before the content) that extend the section.
        for item in section.boundarySupplementaryItems where item.extendsBoundary && item.boundarySide(vertical: axes.vertical) == .before {
            let frame = placeBoundary(item, at: main)
            record(item, frame, .before)
            main += axes.main(frame.size)
        }
        let contentStart = main
        main += axes.mainBefore(insets)
        let groupCrossStart = crossStart + axes.crossBefore(insets)
        crossContentStart = groupCrossStart
        // Built in local arrays and stored once (this runs over every item of the section).
        var groups: [CGRect] = []
        groups.reserveCapacity(placements.count)
        var items: [CGRect] = []
        items.reserveCapacity(itemCount)
        func add(_ placement: GroupPlacement, at origin: CGPoint) {
            groups.append(CGRect(origin: origin, size: placement.size))
            for frame in placement.itemFrames { items.append(frame.offsetBy(dx: origin.x, dy: origin.y)) }
        }
        let spacing = section.interGroupSpacing
        if isOrthogonal {
            var cross = groupCrossStart
            var bandLength: CGFloat = 0
            for (index, placement) in placements.enumerated() {
                if index > 0 { cross += spacing }
                let origin = axes.point(main: main, cross: cross)
                add(placement, at: origin)
                cross += axes.cross(placement.size)
                bandLength = max(bandLength, axes.main(placement.size))
            }
            orthogonalContentLength = cross + axes.crossAfter(insets) - crossStart
            band = axes.rect(main: main, cross: crossStart, mainLength: bandLength, crossLength: crossLength)
            main += bandLength
        } else {
            for (index, placement) in placements.enumerated() {
                if index > 0 { main += spacing }
                add(placement, at: axes.point(main: main, cross: groupCrossStart))
                main += axes.main(placement.size)
            }
            band = .zero
            orthogonalContentLength = 0
        }
        groupFrames = groups
        itemFrames = items
        main += axes.mainAfter(insets)
        let contentEnd = main
        for item in section.boundarySupplementaryItems where item.extendsBoundary && item.boundarySide(vertical: axes.vertical) == .after {
            let frame = placeBoundary(item, at: main)
            record(item, frame, .after)
            main += axes.main(frame.size)
        }
        frame = axes.rect(main: mainStart, cross: crossStart, mainLength: main - mainStart, crossLength: crossLength)
        // Items that do not extend the section (and side items) overlap it at their alignment.
        let contentRect = axes.rect(main: contentStart, cross: boundaryCrossStart, mainLength: contentEnd - contentStart,
                                    crossLength: boundaryCrossLength)
        for item in section.boundarySupplementaryItems {
            let side = item.boundarySide(vertical: axes.vertical)
            guard !item.extendsBoundary || side == .side else { continue }
            let size = boundarySize(item)
            let placed = NSCollectionLayoutAnchor(edges: item.alignment.edges).frame(of: size, in: contentRect)
            record(item, placed.offsetBy(dx: item.offset.x, dy: item.offset.y), side)
        }
        decorationFrames = section.decorationItems.map { decorationFrame($0) }
        return main
    }

    /// The alignment's edges across the main axis only (along it, the lane decides).
    private func crossEdges(of alignment: NSRectAlignment, axes: LayoutAxes) -> NSDirectionalRectEdge {
        alignment.edges.intersection(axes.vertical ? [.leading, .trailing] : [.top, .bottom])
    }

    /// The item supplementaries of group `index`, positioned.
    func supplementaries(ofGroup index: Int) -> [GroupPlacement.PlacedSupplementary] {
        let origin = groupFrames[index].origin
        return placements[index].supplementaries.map { placed in
            var moved = placed
            moved.itemOffset += groupFirstItem[index]
            moved.frame = placed.frame.offsetBy(dx: origin.x, dy: origin.y)
            return moved
        }
    }

    /// The groups meeting the main-axis range (binary search: groups follow one another).
    func groups(meetingMain range: ClosedRange<CGFloat>, axes: LayoutAxes) -> Range<Int> {
        guard !groupFrames.isEmpty else { return 0..<0 }
        if isOrthogonal { return 0..<groupFrames.count }
        var low = 0, high = groupFrames.count
        while low < high {
            let mid = (low + high) / 2
            if axes.maxMain(groupFrames[mid]) < range.lowerBound { low = mid + 1 } else { high = mid }
        }
        var end = low
        while end < groupFrames.count, axes.minMain(groupFrames[end]) <= range.upperBound { end += 1 }
        return low..<end
    }

    /// Where an orthogonal section comes to rest near `proposed` (its scroll offset), per
    /// its behaviour, within its content.
    func restingOffset(near proposed: CGFloat, axes: LayoutAxes) -> CGFloat {
        let visible = axes.cross(band.size)
        let maxOffset = max(0, orthogonalContentLength - visible)
        func clamp(_ value: CGFloat) -> CGFloat { min(max(0, value), maxOffset) }
        switch section.orthogonalScrollingBehavior {
        case .none, .continuous:
            return clamp(proposed)
        case .paging:
            guard visible > 0 else { return clamp(proposed) }
            return clamp((proposed / visible).rounded() * visible)
        case .continuousGroupLeadingBoundary, .groupPaging:
            let leading = groupFrames.map { axes.cross($0.origin) - crossContentStart }
            return clamp(leading.min { abs($0 - proposed) < abs($1 - proposed) } ?? proposed)
        case .groupPagingCentered:
            let centred = groupFrames.map { axes.cross(CGPoint(x: $0.midX, y: $0.midY)) - axes.cross(band.origin) - visible / 2 }
            return clamp(centred.min { abs($0 - proposed) < abs($1 - proposed) } ?? proposed)
        }
    }
}
