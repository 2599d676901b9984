import Foundation

/// The frames of one instance of a group, relative to the group's origin.
struct GroupPlacement {
    /// The group's size (its slot, before edge spacing).
    var size: CGSize = .zero
    /// The cells' frames, one per item the group took, in item order.
    var itemFrames: [CGRect] = []
    /// The z-index of each item (custom groups set it).
    var itemZIndexes: [Int] = []
    /// Which axes of each item are estimated (self-sizing): bit 0 width, bit 1 height.
    var estimatedAxes: [UInt8] = []
    /// Supplementary items anchored to items: the item's offset in the group, its frame.
    var supplementaries: [PlacedSupplementary] = []

    struct PlacedSupplementary {
        var item: NSCollectionLayoutSupplementaryItem
        var itemOffset: Int
        var frame: CGRect
    }

    var count: Int { itemFrames.count }

    /// Appends `other`'s frames moved by `offset`.
    mutating func append(_ other: GroupPlacement, offset: CGPoint) {
        let base = itemFrames.count
        itemFrames.append(contentsOf: other.itemFrames.lazy.map { $0.offsetBy(dx: offset.x, dy: offset.y) })
        itemZIndexes.append(contentsOf: other.itemZIndexes)
        estimatedAxes.append(contentsOf: other.estimatedAxes)
        for var supplementary in other.supplementaries {
            supplementary.itemOffset += base
            supplementary.frame = supplementary.frame.offsetBy(dx: offset.x, dy: offset.y)
            supplementaries.append(supplementary)
        }
    }

    /// Moves the frames from `index` on by `offset`.
    mutating func shift(from index: Int, by offset: CGPoint) {
        guard offset != .zero else { return }
        for i in index..<itemFrames.count { itemFrames[i] = itemFrames[i].offsetBy(dx: offset.x, dy: offset.y) }
        for i in supplementaries.indices where supplementaries[i].itemOffset >= index {
            supplementaries[i].frame = supplementaries[i].frame.offsetBy(dx: offset.x, dy: offset.y)
        }
    }
}

/// Lays out a group (or a single item) of a compositional layout, as UIKit defines the
/// rules:
/// - a dimension is resolved against the container: fractional widths and heights are
///   fractions of the container's width and height (for an item, its group's size less
///   the group's content insets); absolute ones are points; estimated ones start at the
///   estimate and take the size the cell measured once it did;
/// - an item's cell is its slot shrunk by its content insets (not along estimated axes);
/// - edge spacing adds fixed or flexible room outside a slot; inter-item spacing goes
///   between the subitems of a group; flexible spacing shares out what the group has left;
/// - `subitems:` groups repeat their subitems in order while the next one fits;
///   `subitem:count:` groups make `count` equal slots; `repeatingSubitem:count:` repeats
///   the subitem `count` times at its own size; custom groups take the item provider's frames;
/// - a group with an estimated dimension is as long as its content along it.
@MainActor
struct GroupSolver {
    /// The size a cell measured for the item at a section index, if it did.
    var measuredSize: (Int) -> CGSize?
    /// The traits custom groups see.
    var traitCollection: UITraitCollection

    /// Lays out `item` with its slot at the origin, inside a container of `container` size,
    /// taking items `first`, `first + 1`, … (at most `available`). `forcedLength` fixes the
    /// slot's length along an axis (equal-count groups). Returns nil when no item is left.
    func place(_ item: NSCollectionLayoutItem, container: CGSize, first: Int, available: Int,
               forcedLength: (horizontal: Bool, length: CGFloat)? = nil) -> GroupPlacement? {
        guard available > 0 else { return nil }
        var size = item.layoutSize.resolved(in: container)
        if let forcedLength {
            if forcedLength.horizontal { size.width = forcedLength.length } else { size.height = forcedLength.length }
        }
        guard let group = item as? NSCollectionLayoutGroup else {
            return placeLeaf(item, size: size, index: first)
        }
        return placeGroup(group, size: size, first: first, available: available)
    }

    private func placeLeaf(_ item: NSCollectionLayoutItem, size proposed: CGSize, index: Int) -> GroupPlacement {
        var size = proposed
        let estimatedWidth = item.layoutSize.widthDimension.isEstimated
        let estimatedHeight = item.layoutSize.heightDimension.isEstimated
        if let measured = measuredSize(index) {
            if estimatedWidth { size.width = measured.width }
            if estimatedHeight { size.height = measured.height }
        }
        let insets = item.contentInsets
        var frame = CGRect(origin: .zero, size: size)
        if !estimatedWidth {
            frame.origin.x += insets.leading
            frame.size.width = max(0, frame.width - insets.leading - insets.trailing)
        }
        if !estimatedHeight {
            frame.origin.y += insets.top
            frame.size.height = max(0, frame.height - insets.top - insets.bottom)
        }
        var placement = GroupPlacement(size: size, itemFrames: [frame], itemZIndexes: [0],
                                       estimatedAxes: [(estimatedWidth ? 1 : 0) | (estimatedHeight ? 2 : 0)])
        for supplementary in item.supplementaryItems {
            placement.supplementaries.append(.init(item: supplementary, itemOffset: 0, frame: supplementary.frame(in: frame)))
        }
        return placement
    }

    private func placeGroup(_ group: NSCollectionLayoutGroup, size proposed: CGSize, first: Int, available: Int) -> GroupPlacement {
        let insets = group.contentInsets
        var size = proposed
        let content = CGRect(x: insets.leading, y: insets.top,
                             width: max(0, size.width - insets.leading - insets.trailing),
                             height: max(0, size.height - insets.top - insets.bottom))
        var placement = GroupPlacement()
        let horizontal: Bool
        switch group.arrangement {
        case .custom(let provider):
            let container = LayoutContainer(contentSize: size, contentInsets: insets, effectiveContentInsets: insets)
            let frames = provider(LayoutEnvironment(container: container, traitCollection: traitCollection))
            for custom in frames.prefix(available) {
                placement.itemFrames.append(custom.frame)
                placement.itemZIndexes.append(custom.zIndex)
                placement.estimatedAxes.append(0)
            }
            placement.size = size
            return placement
        case .horizontal: horizontal = true
        case .vertical: horizontal = false
        }
        let mainLength = horizontal ? content.width : content.height
        let spacing = group.interItemSpacing
        let gap = spacing?.spacing ?? 0

        // The children, each laid out at the origin, then moved to its place.
        var children: [(placement: GroupPlacement, spacing: NSCollectionLayoutEdgeSpacing?, start: CGFloat)] = []
        var cursor: CGFloat = 0
        var taken = 0
        var subitemIndex = 0
        let limit: Int
        switch group.repetition {
        // A group as long as its content (estimated along its axis) holds each subitem once;
        // otherwise the subitems repeat while they fit.
        case .fill: limit = isEstimatedAlongAxis(group, horizontal: horizontal) ? group.subitems.count : Int.max
        case .equal(let count), .repeating(let count): limit = count
        }
        var equalLength: CGFloat?
        if case .equal(let count) = group.repetition {
            equalLength = max(0, (mainLength - gap * CGFloat(count - 1)) / CGFloat(count))
        }
        while taken < available, children.count < limit, !group.subitems.isEmpty {
            let subitem = group.subitems[subitemIndex % group.subitems.count]
            let forced = equalLength.map { (horizontal: horizontal, length: $0) }
            guard let child = place(subitem, container: content.size, first: first + taken, available: available - taken,
                                    forcedLength: forced) else { break }
            let edge = subitem.edgeSpacing
            let lead = (horizontal ? edge?.leading : edge?.top)?.spacing ?? 0
            let trail = (horizontal ? edge?.trailing : edge?.bottom)?.spacing ?? 0
            let childLength = horizontal ? child.size.width : child.size.height
            let start = cursor + (children.isEmpty ? 0 : gap) + lead
            if case .fill = group.repetition, !children.isEmpty, start + childLength > mainLength + 0.001,
               !isEstimatedAlongAxis(group, horizontal: horizontal) {
                break
            }
            children.append((child, edge, start))
            cursor = start + childLength + trail
            taken += child.count
            subitemIndex += 1
            if childLength <= 0 && subitemIndex > 10_000 { break }
        }

        // Flexible spacing shares out the room left along the axis.
        let leftover = max(0, mainLength - cursor)
        var flexibleSlots = 0
        if spacing?.isFlexibleSpacing == true { flexibleSlots += max(0, children.count - 1) }
        for child in children {
            if (horizontal ? child.spacing?.leading : child.spacing?.top)?.isFlexibleSpacing == true { flexibleSlots += 1 }
            if (horizontal ? child.spacing?.trailing : child.spacing?.bottom)?.isFlexibleSpacing == true { flexibleSlots += 1 }
        }
        let share = flexibleSlots > 0 && !isEstimatedAlongAxis(group, horizontal: horizontal) ? leftover / CGFloat(flexibleSlots) : 0
        var extra: CGFloat = 0
        var crossExtent: CGFloat = 0
        for (index, child) in children.enumerated() {
            if index > 0, spacing?.isFlexibleSpacing == true { extra += share }
            if (horizontal ? child.spacing?.leading : child.spacing?.top)?.isFlexibleSpacing == true { extra += share }
            // Across the axis: fixed edge spacing moves the child; flexible edges centre it
            // (both) or push it to the other edge (one).
            let before = horizontal ? child.spacing?.top : child.spacing?.leading
            let after = horizontal ? child.spacing?.bottom : child.spacing?.trailing
            let crossLength = horizontal ? content.height : content.width
            let childCross = horizontal ? child.placement.size.height : child.placement.size.width
            var crossOffset = before?.spacing ?? 0
            let free = crossLength - childCross - (before?.spacing ?? 0) - (after?.spacing ?? 0)
            if free > 0 {
                if before?.isFlexibleSpacing == true && after?.isFlexibleSpacing == true { crossOffset += free / 2 }
                else if before?.isFlexibleSpacing == true { crossOffset += free }
            }
            crossExtent = max(crossExtent, (before?.spacing ?? 0) + childCross + (after?.spacing ?? 0))
            let main = child.start + extra
            let offset = horizontal ? CGPoint(x: content.minX + main, y: content.minY + crossOffset)
                                    : CGPoint(x: content.minX + crossOffset, y: content.minY + main)
            placement.append(child.placement, offset: offset)
            if (horizontal ? child.spacing?.trailing : child.spacing?.bottom)?.isFlexibleSpacing == true { extra += share }
        }
        // Estimated group dimensions follow the content.
        if horizontal {
            if group.layoutSize.widthDimension.isEstimated, !children.isEmpty { size.width = cursor + insets.leading + insets.trailing }
            if group.layoutSize.heightDimension.isEstimated, !children.isEmpty { size.height = crossExtent + insets.top + insets.bottom }
        } else {
            if group.layoutSize.heightDimension.isEstimated, !children.isEmpty { size.height = cursor + insets.top + insets.bottom }
            if group.layoutSize.widthDimension.isEstimated, !children.isEmpty { size.width = crossExtent + insets.leading + insets.trailing }
        }
        placement.size = size
        for supplementary in group.supplementaryItems {
            placement.supplementaries.append(.init(item: supplementary, itemOffset: 0,
                                                   frame: supplementary.frame(in: CGRect(origin: .zero, size: size))))
        }
        return placement
    }

    private func isEstimatedAlongAxis(_ group: NSCollectionLayoutGroup, horizontal: Bool) -> Bool {
        horizontal ? group.layoutSize.widthDimension.isEstimated : group.layoutSize.heightDimension.isEstimated
    }
}
