import Foundation

/// Where a flow layout puts every header, item and footer, from their sizes: items fill
/// lines across the collection view (rows, when scrolling vertically; columns, when
/// scrolling horizontally), lines stack along the scrolling axis, sections one after
/// another.
///
/// UIKit's rules, as its flow layout shows them (and PSTCollectionView documents): the
/// interitem spacing is a minimum; a full line is justified (its first item at the
/// leading inset, its last at the trailing inset); a line holding one item is centred; the
/// last, incomplete line of equally sized items keeps the columns of the lines above
/// (spaced as if padded with copies of its last item), and one of items of different
/// sizes is packed at the minimum spacing. Items are centred across their line. Line
/// spacing is not added between the header and the first line or the last line and the
/// footer.
///
/// Positions are computed in "inline" (along a line) and "block" (across lines)
/// coordinates, so one algorithm serves both scroll directions.
struct FlowLayoutGeometry {
    /// One section's sizes and spacings, in points.
    struct SectionMetrics {
        var inset: UIEdgeInsets = .zero
        var lineSpacing: CGFloat = 10
        var interitemSpacing: CGFloat = 10
        var headerSize: CGSize = .zero
        var footerSize: CGSize = .zero
        var itemSizes: [CGSize] = []
    }

    /// A line of items: which items, and where it starts and ends along the block axis.
    struct Line {
        var items: Range<Int>
        var start: CGFloat
        var end: CGFloat
    }

    /// One section's frames.
    struct Section {
        var header: CGRect = .zero
        var footer: CGRect = .zero
        var items: [CGRect] = []
        var lines: [Line] = []
        var start: CGFloat = 0
        var end: CGFloat = 0
    }

    /// Whether lines run down (items stacked vertically, scrolling horizontally).
    var horizontal = false
    private(set) var sections: [Section] = []
    private(set) var contentSize: CGSize = .zero
    /// Items wider (taller, scrolling horizontally) than a line can hold, by section.
    private(set) var oversizedItems: [IndexPath] = []

    // MARK: Building

    /// Lays every section out for a collection whose lines may be `crossExtent` long.
    mutating func build(_ metrics: [SectionMetrics], crossExtent: CGFloat) {
        sections.removeAll(keepingCapacity: true)
        oversizedItems.removeAll()
        var block: CGFloat = 0
        for (index, section) in metrics.enumerated() {
            let built = layOut(section, index: index, startingAt: block, crossExtent: crossExtent)
            sections.append(built)
            block = built.end
        }
        contentSize = rect(inline: 0, block: 0, inlineLength: crossExtent, blockLength: block).size
    }

    private mutating func layOut(_ metrics: SectionMetrics, index: Int, startingAt start: CGFloat,
                                 crossExtent: CGFloat) -> Section {
        var section = Section()
        section.start = start
        var block = start
        let headerLength = blockLength(of: metrics.headerSize)
        if headerLength > 0 {
            section.header = rect(inline: 0, block: block, inlineLength: crossExtent, blockLength: headerLength)
            block += headerLength
        }
        let (leading, trailing, before, after) = horizontal
            ? (metrics.inset.top, metrics.inset.bottom, metrics.inset.left, metrics.inset.right)
            : (metrics.inset.left, metrics.inset.right, metrics.inset.top, metrics.inset.bottom)
        let available = crossExtent - leading - trailing
        block += before
        let sizes = metrics.itemSizes
        section.items = Array(repeating: .zero, count: sizes.count)
        let uniform = sizes.allSatisfy { $0 == sizes.first }
        var first = 0
        while first < sizes.count {
            // Fill the line greedily: an item joins if it fits after the minimum spacing.
            var used = inlineLength(of: sizes[first])
            if used > available + 1e-9 { oversizedItems.append(IndexPath(item: first, section: index)) }
            var end = first + 1
            while end < sizes.count {
                let next = used + metrics.interitemSpacing + inlineLength(of: sizes[end])
                guard next <= available + 1e-9 else { break }
                used = next
                end += 1
            }
            if !section.lines.isEmpty { block += metrics.lineSpacing }
            let isLast = end == sizes.count
            let line = place(first..<end, sizes: sizes, metrics: metrics, isLast: isLast, uniform: uniform,
                             leading: leading, available: available, used: used, block: block,
                             into: &section.items)
            section.lines.append(line)
            block = line.end
            first = end
        }
        block += after
        let footerLength = blockLength(of: metrics.footerSize)
        if footerLength > 0 {
            section.footer = rect(inline: 0, block: block, inlineLength: crossExtent, blockLength: footerLength)
            block += footerLength
        }
        section.end = block
        return section
    }

    /// Places one line's items; returns the line.
    private func place(_ items: Range<Int>, sizes: [CGSize], metrics: SectionMetrics, isLast: Bool, uniform: Bool,
                       leading: CGFloat, available: CGFloat, used: CGFloat, block: CGFloat,
                       into frames: inout [CGRect]) -> Line {
        let spacing = metrics.interitemSpacing
        let count = items.count
        let lineLength = items.map { blockLength(of: sizes[$0]) }.max() ?? 0
        let lastLength = inlineLength(of: sizes[items.upperBound - 1])
        let incomplete = isLast && used + spacing + lastLength <= available + 1e-9

        var position = leading
        var gap = spacing
        if incomplete && !uniform {
            // Items of different sizes on the last line: packed at the minimum spacing.
        } else {
            // As many items as the line would hold: for an incomplete last line of equal
            // items, padded with copies of its last item, so it keeps the columns above.
            var slots = count
            var slotsUsed = used
            if incomplete {
                while slotsUsed + spacing + lastLength <= available + 1e-9 {
                    slotsUsed += spacing + lastLength
                    slots += 1
                }
            }
            let leftOver = available - slotsUsed
            if slots == 1 {
                position += leftOver / 2
            } else {
                gap = spacing + leftOver / CGFloat(slots - 1)
            }
        }
        for item in items {
            let size = sizes[item]
            let across = blockLength(of: size)
            frames[item] = rect(inline: position, block: block + (lineLength - across) / 2,
                                inlineLength: inlineLength(of: size), blockLength: across)
            position += inlineLength(of: size) + gap
        }
        return Line(items: items, start: block, end: block + lineLength)
    }

    // MARK: Queries

    /// The items, headers and footers whose frames meet `rect`.
    func elements(in rect: CGRect) -> (items: [IndexPath], headers: [Int], footers: [Int]) {
        let low = horizontal ? rect.minX : rect.minY
        let high = horizontal ? rect.maxX : rect.maxY
        var items: [IndexPath] = []
        var headers: [Int] = []
        var footers: [Int] = []
        var s = firstSection(endingAfter: low)
        while s < sections.count, sections[s].start <= high {
            let section = sections[s]
            if !section.header.isEmpty, section.header.intersects(rect) { headers.append(s) }
            var l = firstLine(in: section, endingAfter: low)
            while l < section.lines.count, section.lines[l].start <= high {
                for item in section.lines[l].items where section.items[item].intersects(rect) || section.items[item].isEmpty {
                    items.append(IndexPath(item: item, section: s))
                }
                l += 1
            }
            if !section.footer.isEmpty, section.footer.intersects(rect) { footers.append(s) }
            s += 1
        }
        return (items, headers, footers)
    }

    /// The item's frame, or nil for an item that does not exist.
    func frame(ofItem indexPath: IndexPath) -> CGRect? {
        guard sections.indices.contains(indexPath.section),
              sections[indexPath.section].items.indices.contains(indexPath.item) else { return nil }
        return sections[indexPath.section].items[indexPath.item]
    }

    private func firstSection(endingAfter low: CGFloat) -> Int {
        var lower = 0, upper = sections.count
        while lower < upper {
            let middle = (lower + upper) / 2
            if sections[middle].end < low { lower = middle + 1 } else { upper = middle }
        }
        return lower
    }

    private func firstLine(in section: Section, endingAfter low: CGFloat) -> Int {
        var lower = 0, upper = section.lines.count
        while lower < upper {
            let middle = (lower + upper) / 2
            if section.lines[middle].end < low { lower = middle + 1 } else { upper = middle }
        }
        return lower
    }

    // MARK: Axes

    private func inlineLength(of size: CGSize) -> CGFloat { horizontal ? size.height : size.width }
    private func blockLength(of size: CGSize) -> CGFloat { horizontal ? size.width : size.height }

    private func rect(inline: CGFloat, block: CGFloat, inlineLength: CGFloat, blockLength: CGFloat) -> CGRect {
        horizontal
            ? CGRect(x: block, y: inline, width: blockLength, height: inlineLength)
            : CGRect(x: inline, y: block, width: inlineLength, height: blockLength)
    }
}
