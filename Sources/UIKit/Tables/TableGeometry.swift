import Foundation

/// Where every row, header and footer of a table sits, from their heights: the table
/// header, then per section its header, rows and footer, then the table footer.
///
/// Heights are either known (fixed, or measured from a cell) or estimated until a cell
/// measures them. Offsets are prefix sums, recomputed once after heights change, and
/// rows are found by binary search, so a table of 10,000 rows costs O(log n) per lookup.
struct TableGeometry {
    struct Section {
        var header: CGFloat = 0
        var footer: CGFloat = 0
        var rows: [CGFloat] = []
        /// Whether each row's height still has to come from its cell.
        var needsMeasuring: [Bool] = []
        /// Whether each row is sized from its cell (``UITableView/automaticDimension``).
        var selfSized: [Bool] = []
        /// Offsets (from the section's first row) of each row's top, and the sum: filled
        /// by ``TableGeometry/recompute()``.
        var rowTops: [CGFloat] = []
        var top: CGFloat = 0
        var rowsHeight: CGFloat = 0
    }

    var tableHeader: CGFloat = 0 { didSet { stale = true } }
    var tableFooter: CGFloat = 0 { didSet { stale = true } }
    private(set) var sections: [Section] = []
    private var stale = true
    private(set) var totalHeight: CGFloat = 0

    init() {}

    // MARK: Building

    mutating func setSections(_ newSections: [Section]) {
        sections = newSections
        stale = true
    }

    mutating func setHeight(_ height: CGFloat, forRow row: Int, inSection section: Int, measured: Bool) {
        guard contains(row: row, section: section) else { return }
        if sections[section].rows[row] != height { stale = true }
        sections[section].rows[row] = height
        if measured { sections[section].needsMeasuring[row] = false }
    }

    mutating func setHeader(_ height: CGFloat, footer: CGFloat, inSection section: Int) {
        guard sections.indices.contains(section) else { return }
        sections[section].header = height
        sections[section].footer = footer
        stale = true
    }

    /// Marks every self-sized row for measuring again (the width changed), keeping the
    /// old heights as estimates.
    mutating func remeasureAll() {
        for s in sections.indices { sections[s].needsMeasuring = sections[s].selfSized }
    }

    /// Marks one row for measuring again if it is self-sized.
    mutating func remeasure(row: Int, section: Int) {
        guard contains(row: row, section: section) else { return }
        sections[section].needsMeasuring[row] = sections[section].selfSized[row]
    }

    /// Sets a row's height and whether its cell sizes it (a reloaded row).
    mutating func reset(row: Int, section: Int, height: CGFloat, selfSized: Bool) {
        guard contains(row: row, section: section) else { return }
        setHeight(height, forRow: row, inSection: section, measured: false)
        sections[section].selfSized[row] = selfSized
        sections[section].needsMeasuring[row] = selfSized
    }

    mutating func insertRow(_ row: Int, inSection section: Int, height: CGFloat, selfSized: Bool) {
        sections[section].rows.insert(height, at: row)
        sections[section].needsMeasuring.insert(selfSized, at: row)
        sections[section].selfSized.insert(selfSized, at: row)
        stale = true
    }

    mutating func removeRow(_ row: Int, inSection section: Int) {
        sections[section].rows.remove(at: row)
        sections[section].needsMeasuring.remove(at: row)
        sections[section].selfSized.remove(at: row)
        stale = true
    }

    mutating func insertSection(_ section: Section, at index: Int) {
        sections.insert(section, at: index)
        stale = true
    }

    mutating func removeSection(at index: Int) {
        sections.remove(at: index)
        stale = true
    }

    // MARK: Reading

    func contains(row: Int, section: Int) -> Bool {
        sections.indices.contains(section) && sections[section].rows.indices.contains(row)
    }

    func needsMeasuring(row: Int, section: Int) -> Bool {
        contains(row: row, section: section) && sections[section].needsMeasuring[row]
    }

    /// Recomputes the offsets if a height changed.
    mutating func recompute() {
        guard stale else { return }
        stale = false
        var y = tableHeader
        for s in sections.indices {
            sections[s].top = y
            var rowY: CGFloat = 0
            var tops = sections[s].rowTops
            tops.removeAll(keepingCapacity: true)
            for height in sections[s].rows {
                tops.append(rowY)
                rowY += height
            }
            sections[s].rowTops = tops
            sections[s].rowsHeight = rowY
            y += sections[s].header + rowY + sections[s].footer
        }
        totalHeight = y + tableFooter
    }

    /// The row's rectangle in content coordinates (call ``recompute()`` first).
    func rectForRow(_ row: Int, inSection section: Int, width: CGFloat) -> CGRect {
        guard contains(row: row, section: section) else { return .zero }
        let s = sections[section]
        return CGRect(x: 0, y: s.top + s.header + s.rowTops[row], width: width, height: s.rows[row])
    }

    func rectForHeader(inSection section: Int, width: CGFloat) -> CGRect {
        guard sections.indices.contains(section) else { return .zero }
        return CGRect(x: 0, y: sections[section].top, width: width, height: sections[section].header)
    }

    func rectForFooter(inSection section: Int, width: CGFloat) -> CGRect {
        guard sections.indices.contains(section) else { return .zero }
        let s = sections[section]
        return CGRect(x: 0, y: s.top + s.header + s.rowsHeight, width: width, height: s.footer)
    }

    func rect(forSection section: Int, width: CGFloat) -> CGRect {
        guard sections.indices.contains(section) else { return .zero }
        let s = sections[section]
        return CGRect(x: 0, y: s.top, width: width, height: s.header + s.rowsHeight + s.footer)
    }

    /// The last section whose top is at or above `y` (0 if none).
    private func section(atOrAbove y: CGFloat) -> Int {
        var low = 0, high = sections.count - 1, found = 0
        while low <= high {
            let mid = (low + high) / 2
            if sections[mid].top <= y { found = mid; low = mid + 1 } else { high = mid - 1 }
        }
        return found
    }

    /// The last row of `section` whose top is at or above `y` (section coordinates).
    private func row(atOrAbove y: CGFloat, in section: Int) -> Int {
        let tops = sections[section].rowTops
        var low = 0, high = tops.count - 1, found = 0
        while low <= high {
            let mid = (low + high) / 2
            if tops[mid] <= y { found = mid; low = mid + 1 } else { high = mid - 1 }
        }
        return found
    }

    /// The row whose rectangle holds `y`, if any.
    func indexPathForRow(atY y: CGFloat) -> IndexPath? {
        guard !sections.isEmpty, y >= 0 else { return nil }
        let s = section(atOrAbove: y)
        let local = y - sections[s].top - sections[s].header
        guard local >= 0, local < sections[s].rowsHeight, !sections[s].rows.isEmpty else { return nil }
        return IndexPath(row: row(atOrAbove: local, in: s), section: s)
    }

    /// The rows whose rectangles meet `minY..<maxY` (a row of height 0 counts when its
    /// top is inside), in order.
    func rows(from minY: CGFloat, to maxY: CGFloat) -> [IndexPath] {
        guard !sections.isEmpty, maxY > minY else { return [] }
        var result: [IndexPath] = []
        var s = section(atOrAbove: minY)
        while s < sections.count, sections[s].top < maxY {
            let section = sections[s]
            let first = section.top + section.header
            if !section.rows.isEmpty, first + section.rowsHeight > minY || section.rowsHeight == 0 {
                var r = minY > first ? row(atOrAbove: minY - first, in: s) : 0
                while r < section.rows.count {
                    let top = first + section.rowTops[r]
                    if top >= maxY { break }
                    if top + section.rows[r] > minY || (section.rows[r] == 0 && top >= minY) {
                        result.append(IndexPath(row: r, section: s))
                    }
                    r += 1
                }
            }
            s += 1
        }
        return result
    }

    /// The sections whose header (or footer) rectangle meets `minY..<maxY`.
    func sections(from minY: CGFloat, to maxY: CGFloat, footer: Bool) -> [Int] {
        guard !sections.isEmpty else { return [] }
        var result: [Int] = []
        var s = section(atOrAbove: minY)
        while s < sections.count, sections[s].top < maxY {
            let section = sections[s]
            let top = footer ? section.top + section.header + section.rowsHeight : section.top
            let height = footer ? section.footer : section.header
            if height > 0, top < maxY, top + height > minY { result.append(s) }
            s += 1
        }
        return result
    }
}
