import Foundation

/// A vertically scrolling list of rows in sections, as UIKit's.
///
/// Only the rows in view have cells: `layoutSubviews` (which runs whenever the content
/// offset or the size changes) asks the data source for the cells that came into view,
/// measures self-sizing rows (``automaticDimension``) from their cells' constraints at the
/// table's width, and sends the cells that left into a reuse queue that
/// ``dequeueReusableCell(withIdentifier:for:)`` draws from. Heights of rows not yet seen are
/// estimates (``estimatedRowHeight``) until their cells measure them.
///
/// Differences from UIKit, all forced or deliberate: ``UIScrollView/delegate`` is the scroll view's
/// (assign a ``UITableViewDelegate``; it is read back as one); a delegate's height methods
/// are asked for every row when the table loads (Swift cannot ask whether an optional
/// method exists); section headers do not float; row changes are not animated.
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    /// The table's look.
    public enum Style: Int, Sendable {
        case plain, grouped, insetGrouped
    }

    /// How inserted, deleted and reloaded rows animate (not animated here).
    public enum RowAnimation: Int, Sendable {
        case fade, right, left, top, bottom, none, middle
        case automatic = 100
    }

    /// Where ``scrollToRow(at:at:animated:)`` puts the row.
    public enum ScrollPosition: Int, Sendable {
        case none, top, middle, bottom
    }

    /// "Size it from its content": a row, header or footer height, or an estimate.
    public static let automaticDimension: CGFloat = -1

    /// The table's look, fixed at creation.
    public let style: Style

    /// Where the rows come from (held weakly). Setting it reloads on the next layout.
    open weak var dataSource: UITableViewDataSource? {
        didSet {
            editingState.dataSourceDidChange()
            setNeedsReload()
        }
    }

    /// The height of every row (``automaticDimension`` by default: each row's cell sizes it).
    open var rowHeight: CGFloat = UITableView.automaticDimension { didSet { if rowHeight != oldValue { setNeedsReload() } } }
    /// The height assumed for rows not yet measured (``automaticDimension``: 44).
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension { didSet { if estimatedRowHeight != oldValue { setNeedsReload() } } }
    /// The height of section headers (``automaticDimension`` by default).
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension { didSet { if sectionHeaderHeight != oldValue { setNeedsReload() } } }
    /// The height of section footers (``automaticDimension`` by default).
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension { didSet { if sectionFooterHeight != oldValue { setNeedsReload() } } }
    /// The line between rows (`.singleLine` by default).
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine { didSet { setNeedsLayout() } }
    /// The separators' colour.
    open var separatorColor: UIColor? = .separator { didSet { setNeedsLayout() } }
    /// Insets of the separators (16 on the leading side by default); cells take it unless
    /// they set their own.
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) { didSet { setNeedsLayout() } }
    /// Whether the user can select rows (true by default).
    open var allowsSelection = true
    /// Whether several rows can be selected at once (false by default).
    open var allowsMultipleSelection = false
    /// A view above the first section (its frame's height is kept).
    open var tableHeaderView: UIView? {
        didSet { replaceAccessoryView(oldValue, with: tableHeaderView) }
    }
    /// A view below the last section (its frame's height is kept).
    open var tableFooterView: UIView? {
        didSet { replaceAccessoryView(oldValue, with: tableFooterView) }
    }
    /// A view behind the rows, sized to the table.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
        }
    }

    /// Whether the rows show their editing controls (false by default); setting it calls
    /// ``setEditing(_:animated:)``. See UITableView+Editing.swift.
    open var isEditing: Bool {
        get { editingState.isEditing }
        set { setEditing(newValue, animated: false) }
    }
    /// Whether rows can be selected while editing (false by default).
    open var allowsSelectionDuringEditing = false
    /// Whether several rows can be selected while editing (false by default).
    open var allowsMultipleSelectionDuringEditing = false

    /// Enters or leaves editing mode: every row shows (or hides) its delete or insert
    /// control and, when its data source moves rows, its reorder control; an open swipe
    /// closes. No animation (`animated` is accepted for UIKit's signature).
    open func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != editingState.isEditing else { return }
        closeSwipeActions()
        cancelReorder()
        editingState.isEditing = editing
        if editing { learnWhetherDataSourceMovesRows() }
        for (path, cell) in visibleCellsByPath { configureEditing(of: cell, at: path) }
        setNeedsLayout()
    }

    /// Editing, swiping and reordering state.
    let editingState = TableEditingState()

    /// The delegate, read as a table view delegate.
    var tableDelegate: UITableViewDelegate? { delegate as? UITableViewDelegate }

    // MARK: State

    var geometry = TableGeometry()
    var needsReload = true
    /// Whether the rows are being placed (a reload then waits for the next pass).
    var isTiling = false
    /// The width the self-sized heights were measured at.
    var measuredWidth: CGFloat = -1
    var visibleCellsByPath: [IndexPath: UITableViewCell] = [:]
    var visibleHeaders: [Int: UIView] = [:]
    var visibleFooters: [Int: UIView] = [:]
    var reusableCells = ReuseQueues<String, UITableViewCell>()
    var reusableHeaderFooters = ReuseQueues<String, UITableViewHeaderFooterView>()
    var cellClasses: [String: UITableViewCell.Type] = [:]
    /// Nibs registered for cells (a registration replaces a class's, and the reverse).
    var cellNibs: [String: UINib] = [:]
    var headerFooterClasses: [String: UITableViewHeaderFooterView.Type] = [:]
    var selectedPaths: Set<IndexPath> = []
    /// The row under the pointer since it went down, while it may still become a tap.
    var pressedPath: IndexPath?
    /// Batched changes (``performBatchUpdates(_:completion:)``, `beginUpdates`).
    var updates = BatchRecorder()

    // MARK: Initialisers

    /// Creates a table of `style` with `frame`.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        configureTable()
    }

    /// Creates a plain table with `frame`.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// Creates a table from an archive (an Interface Builder document's `style`, else plain).
    public required init?(coder: NSCoder) {
        // An Interface Builder document's `style` attribute (`plain`, `grouped`, `insetGrouped`).
        switch (coder.allowsKeyedCoding ? coder.decodeObject(forKey: "style") : nil) as? String {
        case "grouped"?: style = .grouped
        case "insetGrouped"?: style = .insetGrouped
        default: style = .plain
        }
        super.init(coder: coder)
        configureTable()
    }

    private func configureTable() {
        backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
        alwaysBounceVertical = true
    }

    private func replaceAccessoryView(_ old: UIView?, with new: UIView?) {
        guard old !== new else { return }
        old?.removeFromSuperview()
        if let new { addSubview(new) }
        setNeedsLayout()
    }

    // MARK: Registration and reuse

    /// Registers the class the table makes cells of for `identifier` (nil unregisters).
    /// The class must be ``UITableViewCell`` or a subclass.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        cellClasses[identifier] = registrableClass(cellClass, as: UITableViewCell.Type.self, identifier: identifier, registeredBy: "UITableView")
        cellNibs[identifier] = nil
    }

    /// Registers a nib whose top-level object is the cell to make for `identifier` (nil
    /// unregisters); each cell made is a new instance of the nib.
    open func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        cellNibs[identifier] = nib
        cellClasses[identifier] = nil
    }

    /// Registers the class the table makes header and footer views of for `identifier`.
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        headerFooterClasses[identifier] = registrableClass(aClass, as: UITableViewHeaderFooterView.Type.self, identifier: identifier, registeredBy: "UITableView")
    }

    /// A cell from the reuse queue for `identifier` (after its ``UITableViewCell/prepareForReuse()``),
    /// else a new one of the registered class, else nil.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if let cell = reusableCells.dequeue(identifier) {
            cell.prepareForReuse()
            return cell
        }
        if let cellClass = cellClasses[identifier] { return cellClass.init(registeredReuseIdentifier: identifier) }
        guard let cell = cellNibs[identifier]?.reusableView(UITableViewCell.self, identifier: identifier, registeredBy: "UITableView") else {
            return nil
        }
        cell.reuseIdentifier = identifier
        return cell
    }

    /// A cell for the row at `indexPath`: reused or made from the registered class.
    /// An identifier nothing was registered for is an error in UIKit (it raises); here
    /// UIKit's message is logged and a plain `.default` cell is returned.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
        LayoutDiagnostics.error("unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
        return UITableViewCell(style: .default, reuseIdentifier: identifier)
    }

    /// A header or footer view from the reuse queue for `identifier`, else a new one of
    /// the registered class, else nil.
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        if let view = reusableHeaderFooters.dequeue(identifier) {
            view.prepareForReuse()
            return view
        }
        return headerFooterClasses[identifier].map { $0.init(registeredReuseIdentifier: identifier) }
    }

    // MARK: Reloading

    /// Asks the data source again for everything: sections, rows, heights and the
    /// visible cells (on the next layout pass). Selection is cleared.
    open func reloadData() {
        selectedPaths.removeAll()
        setNeedsReload()
    }

    /// How many sections the table shows.
    open var numberOfSections: Int {
        loadIfNeeded()
        return geometry.sections.count
    }

    /// How many rows `section` shows (0 for a section that does not exist).
    open func numberOfRows(inSection section: Int) -> Int {
        loadIfNeeded()
        return geometry.sections.indices.contains(section) ? geometry.sections[section].rows.count : 0
    }

    // MARK: Geometry

    /// The row's rectangle in the table's content coordinates. A row that does not exist
    /// is an error in UIKit (it raises); here UIKit's message is logged and the rectangle
    /// is `.zero`.
    open func rectForRow(at indexPath: IndexPath) -> CGRect {
        loadIfNeeded()
        geometry.recompute()
        guard geometry.contains(row: indexPath.row, section: indexPath.section) else {
            LayoutDiagnostics.error("request for rect at invalid index path (\(Self.describe(indexPath)))")
            return .zero
        }
        return geometry.rectForRow(indexPath.row, inSection: indexPath.section, width: bounds.width)
    }

    /// The section's rectangle: header, rows and footer (`.zero`, logged, for a section
    /// that does not exist).
    open func rect(forSection section: Int) -> CGRect {
        sectionRect(section) { geometry.rect(forSection: $0, width: bounds.width) }
    }

    /// The section header's rectangle (`.zero`, logged, for a section that does not exist).
    open func rectForHeader(inSection section: Int) -> CGRect {
        sectionRect(section) { geometry.rectForHeader(inSection: $0, width: bounds.width) }
    }

    /// The section footer's rectangle (`.zero`, logged, for a section that does not exist).
    open func rectForFooter(inSection section: Int) -> CGRect {
        sectionRect(section) { geometry.rectForFooter(inSection: $0, width: bounds.width) }
    }

    private func sectionRect(_ section: Int, _ rect: (Int) -> CGRect) -> CGRect {
        loadIfNeeded()
        geometry.recompute()
        guard geometry.sections.indices.contains(section) else {
            LayoutDiagnostics.error("request for rect of invalid section (\(section))")
            return .zero
        }
        return rect(section)
    }

    /// An index path as UIKit's messages print it: `<NSIndexPath: 0x…> {length = 2, path = 0 - 7}`.
    static func describe(_ indexPath: IndexPath) -> String {
        "<NSIndexPath: 0x…> {length = \(indexPath.count), path = \(indexPath.map(String.init).joined(separator: " - "))}"
    }

    /// The row at `point` (in the table's coordinates), if any.
    open func indexPathForRow(at point: CGPoint) -> IndexPath? {
        loadIfNeeded()
        geometry.recompute()
        guard point.x >= 0, point.x < bounds.width else { return nil }
        return geometry.indexPathForRow(atY: point.y)
    }

    /// The rows whose rectangles meet `rect`.
    open func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        loadIfNeeded()
        geometry.recompute()
        return geometry.rows(from: rect.minY, to: rect.maxY)
    }

    /// The row `cell` shows, if it is visible.
    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        visibleCellsByPath.first { $0.value === cell }?.key
    }

    /// The visible cell of the row, if it is visible.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        visibleCellsByPath[indexPath]
    }

    /// The visible cells, top to bottom.
    open var visibleCells: [UITableViewCell] {
        (indexPathsForVisibleRows ?? []).compactMap { visibleCellsByPath[$0] }
    }

    /// The visible rows, top to bottom.
    open var indexPathsForVisibleRows: [IndexPath]? {
        visibleCellsByPath.keys.sorted()
    }

    /// The visible header view of `section`, if any.
    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        visibleHeaders[section] as? UITableViewHeaderFooterView
    }

    /// The visible footer view of `section`, if any.
    open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        visibleFooters[section] as? UITableViewHeaderFooterView
    }

    /// Scrolls so that the row sits at `scrollPosition` (`.none`: the least movement that
    /// shows it), within the content. A row that does not exist is an error in UIKit (it
    /// raises); here UIKit's message is logged and nothing scrolls.
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        loadIfNeeded()
        geometry.recompute()
        guard geometry.sections.indices.contains(indexPath.section) else {
            LayoutDiagnostics.error("Attempted to scroll the table view to an out-of-bounds section (\(indexPath.section)) when there are only \(geometry.sections.count) sections. Table view: \(description)")
            return
        }
        guard geometry.contains(row: indexPath.row, section: indexPath.section) else {
            LayoutDiagnostics.error("Attempted to scroll the table view to an out-of-bounds row (\(indexPath.row)) when there are only \(geometry.sections[indexPath.section].rows.count) rows in section \(indexPath.section). Table view: \(description)")
            return
        }
        let rect = geometry.rectForRow(indexPath.row, inSection: indexPath.section, width: bounds.width)
        let visibleHeight = bounds.height - adjustedContentInset.top - adjustedContentInset.bottom
        var y: CGFloat
        switch scrollPosition {
        case .none:
            scrollRectToVisible(rect, animated: animated)
            return
        case .top: y = rect.minY - adjustedContentInset.top
        case .middle: y = rect.midY - adjustedContentInset.top - visibleHeight / 2
        case .bottom: y = rect.maxY - adjustedContentInset.top - visibleHeight
        }
        y = min(max(y, scrollableRange.y.lowerBound), max(scrollableRange.y.lowerBound, geometry.totalHeight + adjustedContentInset.bottom - bounds.height))
        setContentOffset(CGPoint(x: contentOffset.x, y: y), animated: animated)
    }

    // MARK: Layout and input
    // UIScrollView's layout and input overrides call the table's (SectionedCellView, in
    // UITableView+Tiling.swift and UITableView+Selection.swift).

    open override var canBecomeFirstResponder: Bool { true }

    // MARK: Declared here to be overridable, as in UIKit (UITableView+Updates.swift)
    /// Inserts rows (at their index paths after the change).
    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        performInsertRows(at: indexPaths, with: animation)
    }

    /// Deletes rows (at their index paths before the change).
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        performDeleteRows(at: indexPaths, with: animation)
    }

    /// Asks the data source again for these rows' cells and heights.
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        performReloadRows(at: indexPaths, with: animation)
    }

    /// Moves a row (its cell is made again at the new place).
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        performMoveRow(at: indexPath, to: newIndexPath)
    }

    /// Inserts sections (at their indexes after the change).
    open func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        performInsertSections(sections, with: animation)
    }

    /// Deletes sections (at their indexes before the change).
    open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        performDeleteSections(sections, with: animation)
    }

    /// Asks the data source again for these sections.
    open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        performReloadSections(sections, with: animation)
    }

    /// Runs `updates` (calls to the methods above) as one batch, applies it, and calls
    /// `completion` with true; with false when the batch did not fit the data source and
    /// was refused (UIKit raises there and never completes).
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        applyBatchUpdates(updates, completion: completion)
    }

    /// Starts collecting changes into one batch (nestable).
    open func beginUpdates() {
        performBeginUpdates()
    }

    /// Applies the batch started by ``beginUpdates()`` (at the outermost call); also
    /// re-measures the visible self-sizing rows, as UIKit does for an empty batch.
    open func endUpdates() {
        performEndUpdates()
    }

    // MARK: Declared here to be overridable, as in UIKit (UITableView+Selection.swift)
    /// The selected row (the first, with multiple selection), if any.
    open var indexPathForSelectedRow: IndexPath? { uikitIndexPathForSelectedRow }

    /// The selected rows in order, or nil when none is.
    open var indexPathsForSelectedRows: [IndexPath]? { uikitIndexPathsForSelectedRows }

    /// Selects the row (deselecting the others unless ``allowsMultipleSelection``) and
    /// scrolls to it; as in UIKit, the delegate hears nothing. A nil index path clears
    /// the selection.
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        performSelectRow(at: indexPath, animated: animated, scrollPosition: scrollPosition)
    }

    /// Deselects the row; the delegate hears nothing.
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        performDeselectRow(at: indexPath, animated: animated)
    }

    /// A press on an editing control, a reorder control or beside open swipe actions is
    /// the table's editing interaction (UITableView+EditingInput.swift); other presses
    /// select and scroll.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if editingTouchesBegan(touches) { return }
        super.touchesBegan(touches, with: event)
        noteSwipeCandidate(touches)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if editingTouchesMoved(touches) { return }
        super.touchesMoved(touches, with: event)
        beginSwipeIfHorizontal(touches)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if editingTouchesEnded(touches) { return }
        super.touchesEnded(touches, with: event)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        editingTouchesCancelled()
        super.touchesCancelled(touches, with: event)
    }
}
