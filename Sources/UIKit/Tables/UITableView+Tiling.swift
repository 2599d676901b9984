import Foundation

/// Loading the table's shape from the data source and placing the visible rows.
extension UITableView {
    /// Reads the sections, row counts and heights from the data source if a reload is
    /// pending (outside a layout pass of the table; within one it waits for the next).
    func loadIfNeeded() {
        guard needsReload, !isTiling else { return }
        needsReload = false
        for (path, cell) in visibleCellsByPath { recycle(cell, at: path) }
        visibleCellsByPath.removeAll()
        for view in visibleHeaders.values { recycleHeaderFooter(view) }
        for view in visibleFooters.values { recycleHeaderFooter(view) }
        visibleHeaders.removeAll()
        visibleFooters.removeAll()
        measuredWidth = bounds.width
        var sections: [TableGeometry.Section] = []
        let count = sectionCountFromDataSource()
        sections.reserveCapacity(count)
        for section in 0..<count { sections.append(loadSection(section)) }
        geometry.setSections(sections)
        geometry.tableHeader = tableHeaderView?.frame.height ?? 0
        geometry.tableFooter = tableFooterView?.frame.height ?? 0
    }

    func sectionCountFromDataSource() -> Int {
        guard let dataSource else { return 0 }
        let count = dataSource.numberOfSections(in: self)
        if count < 0 {
            LayoutDiagnostics.error("UITableView: numberOfSections(in:) returned \(count); showing no sections.")
            return 0
        }
        return count
    }

    func rowCountFromDataSource(inSection section: Int) -> Int {
        guard let dataSource else { return 0 }
        let count = dataSource.tableView(self, numberOfRowsInSection: section)
        if count < 0 {
            LayoutDiagnostics.error("UITableView: tableView(_:numberOfRowsInSection: \(section)) returned \(count); showing no rows.")
            return 0
        }
        return count
    }

    /// A section's geometry from the data source and delegate: each row's height (or its
    /// estimate, to be measured), and the header's and footer's.
    func loadSection(_ section: Int) -> TableGeometry.Section {
        var result = TableGeometry.Section()
        let rows = rowCountFromDataSource(inSection: section)
        result.rows.reserveCapacity(rows)
        result.needsMeasuring.reserveCapacity(rows)
        result.selfSized.reserveCapacity(rows)
        for row in 0..<rows {
            let (height, selfSized) = initialHeight(forRow: IndexPath(row: row, section: section))
            result.rows.append(height)
            result.needsMeasuring.append(selfSized)
            result.selfSized.append(selfSized)
        }
        result.header = headerFooterHeight(inSection: section, footer: false)
        result.footer = headerFooterHeight(inSection: section, footer: true)
        return result
    }

    /// A row's height before its cell exists: the delegate's (or ``rowHeight``), or for a
    /// self-sizing row the estimate; and whether the row is self-sizing.
    func initialHeight(forRow indexPath: IndexPath) -> (CGFloat, Bool) {
        let height = tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
        if height == UITableView.automaticDimension { return (estimatedHeight(forRow: indexPath), true) }
        guard height.isFinite, height >= 0 else {
            LayoutDiagnostics.error("UITableView: row \(indexPath.row) of section \(indexPath.section) has height \(height); using 0.")
            return (0, false)
        }
        return (height, false)
    }

    func estimatedHeight(forRow indexPath: IndexPath) -> CGFloat {
        let estimate = tableDelegate?.tableView(self, estimatedHeightForRowAt: indexPath) ?? estimatedRowHeight
        return estimate.isFinite && estimate > 0 ? estimate : 44
    }

    /// A header's or footer's height: the delegate's or the table's setting; automatic
    /// means the view's or title's own height, or nothing for a section without either
    /// (grouped tables keep 18 above and 10 below each section).
    func headerFooterHeight(inSection section: Int, footer: Bool) -> CGFloat {
        let asked = footer
            ? (tableDelegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight)
            : (tableDelegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight)
        if asked.isFinite, asked >= 0 {
            // A plain table's own header height (Interface Builder writes 28) makes no
            // header where the section has neither a title nor a view, as in UIKit.
            let tableSetting = footer ? sectionFooterHeight : sectionHeaderHeight
            if style == .plain, asked == tableSetting, asked > 0 {
                guard let view = makeHeaderFooter(inSection: section, footer: footer) else { return 0 }
                if let view = view as? UITableViewHeaderFooterView { recycleHeaderFooter(view) }
            }
            return asked
        }
        if asked != UITableView.automaticDimension {
            LayoutDiagnostics.error("UITableView: section \(section) has \(footer ? "footer" : "header") height \(asked); using automatic.")
        }
        let spacing: CGFloat = style == .plain ? 0 : (footer ? 10 : 18)
        guard let view = makeHeaderFooter(inSection: section, footer: footer) else { return spacing }
        defer { if let view = view as? UITableViewHeaderFooterView { recycleHeaderFooter(view) } }
        if let view = view as? UITableViewHeaderFooterView { return max(spacing, view.fittingHeight(forWidth: bounds.width)) }
        if view.hasConstraintsForFitting {
            return view.systemLayoutSizeFitting(CGSize(width: bounds.width, height: 0), withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel).height
        }
        return view.frame.height
    }

    /// The delegate's header (or footer) view, else a title view when the data source has
    /// a title, else nil.
    func makeHeaderFooter(inSection section: Int, footer: Bool) -> UIView? {
        if let view = footer ? tableDelegate?.tableView(self, viewForFooterInSection: section)
                             : tableDelegate?.tableView(self, viewForHeaderInSection: section) {
            return view
        }
        let title = footer ? dataSource?.tableView(self, titleForFooterInSection: section)
                           : dataSource?.tableView(self, titleForHeaderInSection: section)
        guard let title else { return nil }
        let identifier = footer ? "_UITableViewFooterTitle" : "_UITableViewHeaderTitle"
        let view = reusableHeaderFooters.dequeue(identifier) ?? UITableViewHeaderFooterView(reuseIdentifier: identifier)
        view.textLabel?.text = title
        return view
    }

    // MARK: Placing the visible rows

    /// Gives every row in view a cell, measuring self-sizing rows (which moves the rows
    /// below, so the visible set is computed again until it settles), recycles the cells
    /// that left the view, and places cells, headers, footers and the table's own header
    /// and footer views.
    func tileVisibleContent() {
        isTiling = true
        defer { isTiling = false }
        let width = bounds.width
        if width != measuredWidth {
            // Heights measured at another width are estimates now.
            measuredWidth = width
            geometry.remeasureAll()
        }
        let separator = separatorStyle == .none ? nil : (separatorColor ?? .separator)
        var pass = 0
        var visible: [IndexPath] = []
        while true {
            geometry.recompute()
            visible = geometry.rows(from: bounds.minY, to: bounds.maxY)
            let keep = Set(visible)
            for (path, cell) in visibleCellsByPath where !keep.contains(path) {
                visibleCellsByPath[path] = nil
                recycle(cell, at: path)
            }
            var measured = false
            for path in visible {
                let cell = visibleCellsByPath[path] ?? showCell(at: path)
                if geometry.needsMeasuring(row: path.row, section: path.section) {
                    cell.separatorColor = separator
                    geometry.setHeight(cell.fittingHeight(forWidth: width), forRow: path.row, inSection: path.section, measured: true)
                    measured = true
                }
            }
            pass += 1
            if !measured || pass >= 8 { break }
        }
        for path in visible {
            guard let cell = visibleCellsByPath[path] else { continue }
            cell.separatorColor = separator
            cell.frame = geometry.rectForRow(path.row, inSection: path.section, width: width)
            cell.setSelected(selectedPaths.contains(path), animated: false)
            configureEditing(of: cell, at: path)
        }
        placeReorderedCell()
        placeHeadersAndFooters(width: width)
        placeTableHeaderAndFooter(width: width)
        backgroundView?.frame = CGRect(origin: bounds.origin, size: bounds.size)
        let size = CGSize(width: width, height: geometry.totalHeight)
        if contentSize != size { contentSize = size }
    }

    /// Makes the row's cell through the data source and adds it.
    private func showCell(at path: IndexPath) -> UITableViewCell {
        let cell = dataSource?.tableView(self, cellForRowAt: path)
            ?? UITableViewCell(style: .default, reuseIdentifier: nil)
        if cell.separatorInset == UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) { cell.separatorInset = separatorInset }
        visibleCellsByPath[path] = cell
        cell.frame = geometry.rectForRow(path.row, inSection: path.section, width: bounds.width)
        addCell(cell, backgroundView: backgroundView)
        cell.isHidden = false
        tableDelegate?.tableView(self, willDisplay: cell, forRowAt: path)
        return cell
    }

    /// Queues a cell that left the view for reuse (hidden, see ``SectionedCellView/park(_:identifier:enqueue:)``);
    /// a cell without a reuse identifier leaves the table.
    func recycle(_ cell: UITableViewCell, at path: IndexPath) {
        cell.setHighlighted(false, animated: false)
        tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: path)
        park(cell, identifier: cell.reuseIdentifier) { reusableCells.enqueue(cell, under: $0) }
    }

    /// Queues a header or footer view for reuse (hidden, as cells are), or removes it.
    func recycleHeaderFooter(_ view: UIView) {
        let headerFooter = view as? UITableViewHeaderFooterView
        park(view, identifier: headerFooter?.reuseIdentifier) { identifier in
            if let headerFooter { reusableHeaderFooters.enqueue(headerFooter, under: identifier) }
        }
    }

    private func placeHeadersAndFooters(width: CGFloat) {
        for footer in [false, true] {
            let wanted = geometry.sections(from: bounds.minY, to: bounds.maxY, footer: footer)
            var current = footer ? visibleFooters : visibleHeaders
            for (section, view) in current where !wanted.contains(section) {
                recycleHeaderFooter(view)
                current[section] = nil
            }
            for section in wanted {
                let view: UIView
                if let existing = current[section] {
                    view = existing
                } else if let made = makeHeaderFooter(inSection: section, footer: footer) {
                    view = made
                    current[section] = made
                    if made.superview !== self { addSubview(made) }
                    made.isHidden = false
                } else {
                    continue
                }
                view.frame = footer ? geometry.rectForFooter(inSection: section, width: width)
                                    : geometry.rectForHeader(inSection: section, width: width)
            }
            if footer { visibleFooters = current } else { visibleHeaders = current }
        }
    }

    private func placeTableHeaderAndFooter(width: CGFloat) {
        if let tableHeaderView {
            geometry.tableHeader = tableHeaderView.frame.height
            tableHeaderView.frame = CGRect(x: 0, y: 0, width: width, height: tableHeaderView.frame.height)
        }
        if let tableFooterView {
            geometry.tableFooter = tableFooterView.frame.height
            geometry.recompute()
            tableFooterView.frame = CGRect(x: 0, y: geometry.totalHeight - tableFooterView.frame.height,
                                           width: width, height: tableFooterView.frame.height)
        }
        geometry.recompute()
    }
}
