import Foundation

/// Moving a positioned section instead of positioning it again: after a self-sizing cell
/// changed its group's size, only that group's frames change and everything after it moves
/// along the main axis, which costs a few additions per item instead of a full pass.
extension SectionGeometry {
    /// Whether ``repositionGroup(_:axes:)`` can update this section: its groups follow one
    /// another (not orthogonal) and its boundary items all extend it before or after the
    /// content (no overlapping or side items, which are placed in the content's rectangle).
    var movesGroupsInPlace: Bool {
        !isOrthogonal && boundaryItems.allSatisfy { $0.item.extendsBoundary && $0.side != .side }
    }

    /// After group `index` was laid out again with as many items as before: its frames from
    /// its new placement at the same origin, everything after it moved by the change of its
    /// length. Returns that change (the section grew by it).
    func repositionGroup(_ index: Int, axes: LayoutAxes) -> CGFloat {
        let placement = placements[index]
        let origin = groupFrames[index].origin
        let delta = axes.main(placement.size) - axes.main(groupFrames[index].size)
        groupFrames[index] = CGRect(origin: origin, size: placement.size)
        let first = groupFirstItem[index]
        var frames = itemFrames
        itemFrames = []
        for (offset, frame) in placement.itemFrames.enumerated() { frames[first + offset] = frame.offsetBy(dx: origin.x, dy: origin.y) }
        if delta != 0 {
            let nextItem = first + placement.count
            Self.move(&frames, from: nextItem, by: delta, axes: axes)
            var groups = groupFrames
            groupFrames = []
            Self.move(&groups, from: index + 1, by: delta, axes: axes)
            groupFrames = groups
            let contentEnd = axes.maxMain(groups[groups.count - 1])
            for position in boundaryItems.indices where boundaryItems[position].side == .after
                && axes.minMain(boundaryItems[position].frame) >= contentEnd - delta - 0.001 {
                boundaryItems[position].frame = axes.movedAlong(boundaryItems[position].frame, by: delta)
            }
            frame = axes.vertical ? CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: frame.height + delta)
                                  : CGRect(x: frame.minX, y: frame.minY, width: frame.width + delta, height: frame.height)
            decorationFrames = section.decorationItems.map { decorationFrame($0) }
        }
        itemFrames = frames
        return delta
    }

    /// Moves the whole section by `delta` along the main axis.
    func move(by delta: CGFloat, axes: LayoutAxes) {
        guard delta != 0 else { return }
        var frames = itemFrames
        itemFrames = []
        Self.move(&frames, from: 0, by: delta, axes: axes)
        itemFrames = frames
        var groups = groupFrames
        groupFrames = []
        Self.move(&groups, from: 0, by: delta, axes: axes)
        groupFrames = groups
        for position in boundaryItems.indices { boundaryItems[position].frame = axes.movedAlong(boundaryItems[position].frame, by: delta) }
        decorationFrames = decorationFrames.map { axes.movedAlong($0, by: delta) }
        frame = axes.movedAlong(frame, by: delta)
        if band != .zero { band = axes.movedAlong(band, by: delta) }
    }

    /// The frame of a decoration item: the section inset by its content insets.
    func decorationFrame(_ decoration: NSCollectionLayoutDecorationItem) -> CGRect {
        let insets = decoration.contentInsets
        return CGRect(x: frame.minX + insets.leading, y: frame.minY + insets.top,
                      width: max(0, frame.width - insets.leading - insets.trailing),
                      height: max(0, frame.height - insets.top - insets.bottom))
    }

    private static func move(_ frames: inout [CGRect], from start: Int, by delta: CGFloat, axes: LayoutAxes) {
        guard start < frames.count else { return }
        frames.withUnsafeMutableBufferPointer { buffer in
            if axes.vertical {
                for index in start..<buffer.count { buffer[index].origin.y += delta }
            } else {
                for index in start..<buffer.count { buffer[index].origin.x += delta }
            }
        }
    }
}
