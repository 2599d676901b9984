import Foundation

/// A table's editing state: editing mode, the row whose swipe actions show, and the row
/// being moved by its reorder control.
@preconcurrency @MainActor
final class TableEditingState {
    /// Whether the table is in editing mode.
    var isEditing = false
    /// Whether the data source moves rows: learned when editing begins (see
    /// ``UITableView/learnWhetherDataSourceMovesRows()``), `nil` until then.
    var dataSourceMovesRows: Bool?
    /// Whether the data source turned out not to commit edits (its default
    /// `tableView(_:commit:forRowAt:)` ran): the table stops offering swipe to delete.
    var dataSourceCommitsEdits = true
    /// The row a press went down on, and where, while it may still become a swipe.
    var swipeCandidate: (path: IndexPath, location: CGPoint, offset: CGPoint)?
    /// The row showing (or being swiped to show) its actions.
    var swipe: SwipeState?
    /// The row being moved.
    var reorder: ReorderState?
    /// Whether the touch in progress is the table's editing interaction (not a tap or a scroll).
    var ownsTouch = false
    /// Whether that touch moved.
    var touchMoved = false

    /// Forgets what was learned about a data source (a new one is asked again).
    func dataSourceDidChange() {
        dataSourceMovesRows = nil
        dataSourceCommitsEdits = true
    }

    struct SwipeState {
        var path: IndexPath
        /// Whether the trailing actions show (the row slides left).
        var trailing: Bool
        var configuration: UISwipeActionsConfiguration
        /// The actions' total width: how far the row stays open.
        var actionsWidth: CGFloat
        /// Where the pointer was and the row's offset then, while the pointer drags it.
        var dragStart: (x: CGFloat, offset: CGFloat)?
    }

    struct ReorderState {
        var source: IndexPath
        var cell: UITableViewCell
        /// The pointer's distance below the cell's top.
        var grabOffset: CGFloat
        /// The pointer's y in the table.
        var pointerY: CGFloat
        /// Where the row would go if dropped now.
        var destination: IndexPath
    }
}

/// Editing mode, swipe actions and reordering (UIKit's `setEditing(_:animated:)`,
/// `tableView(_:commit:forRowAt:)`, `tableView(_:moveRowAt:to:)` and the swipe actions
/// configurations). The pointer input is in UITableView+EditingInput.swift.
///
/// Swift cannot ask whether a data source implements an optional method, so the table
/// learns it: when editing begins it asks the data source to move the first row onto
/// itself (a move any implementation performs as nothing); the default implementation
/// answers that rows do not move, and the reorder controls stay hidden. A default
/// `tableView(_:commit:forRowAt:)` that runs (a Delete clicked on a data source that does
/// not commit edits) likewise turns swipe to delete off for that table.
extension UITableView {
    // MARK: What the data source and delegate allow

    /// Called by the data source's default `tableView(_:commit:forRowAt:)`.
    func dataSourceDoesNotCommitEdits() {
        editingState.dataSourceCommitsEdits = false
    }

    /// Called by the data source's default `tableView(_:moveRowAt:to:)`.
    func dataSourceDoesNotMoveRows() {
        editingState.dataSourceMovesRows = false
    }

    /// Asks the data source once (per table) whether it moves rows; see the type's notes.
    func learnWhetherDataSourceMovesRows() {
        guard editingState.dataSourceMovesRows == nil, let dataSource else { return }
        loadIfNeeded()
        guard let first = geometry.sections.indices.first(where: { !geometry.sections[$0].rows.isEmpty }) else { return }
        let path = IndexPath(row: 0, section: first)
        editingState.dataSourceMovesRows = true
        dataSource.tableView(self, moveRowAt: path, to: path)
    }

    /// Whether the row can be edited (its data source says so).
    func canEditRow(at path: IndexPath) -> Bool {
        dataSource?.tableView(self, canEditRowAt: path) ?? false
    }

    /// The row's editing style: the delegate's, or none when the row cannot be edited.
    func editingStyleForRow(at path: IndexPath) -> UITableViewCell.EditingStyle {
        guard canEditRow(at: path) else { return .none }
        return tableDelegate?.tableView(self, editingStyleForRowAt: path) ?? .delete
    }

    /// Whether the row shows the reorder control while editing.
    func canMoveRow(at path: IndexPath) -> Bool {
        guard editingState.dataSourceMovesRows == true, let dataSource else { return false }
        return dataSource.tableView(self, canMoveRowAt: path)
    }

    /// Gives a visible cell the table's editing state for its row.
    func configureEditing(of cell: UITableViewCell, at path: IndexPath) {
        let editing = editingState.isEditing
        cell.setEditing(editing, animated: false)
        if editing {
            cell.editingStyle = editingStyleForRow(at: path)
            cell.shouldIndentWhileEditing = tableDelegate?.tableView(self, shouldIndentWhileEditingRowAt: path) ?? true
            cell.showsReorderHandle = canMoveRow(at: path)
        } else {
            cell.editingStyle = .none
            cell.showsReorderHandle = false
        }
        if editingState.swipe?.path != path, cell.swipeActionsView != nil || cell.swipeOffset != 0 { removeSwipeActions(from: cell) }
    }

    // MARK: Swipe actions

    /// The configuration a swipe shows: the delegate's, or for the trailing side a Delete
    /// action when the row's editing style is delete (and the data source commits edits).
    func swipeConfiguration(forRowAt path: IndexPath, trailing: Bool) -> UISwipeActionsConfiguration? {
        let delegate = tableDelegate
        if !trailing {
            return delegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: path).flatMap { $0.actions.isEmpty ? nil : $0 }
        }
        if let configuration = delegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: path) {
            return configuration.actions.isEmpty ? nil : configuration
        }
        if let rowActions = delegate?.tableView(self, editActionsForRowAt: path), !rowActions.isEmpty {
            let configuration = UISwipeActionsConfiguration(actions: rowActions.map { $0.contextualAction(at: path) })
            configuration.performsFirstActionWithFullSwipe = false
            return configuration
        }
        guard editingState.dataSourceCommitsEdits, editingStyleForRow(at: path) == .delete else { return nil }
        let title = delegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: path) ?? "Delete"
        let delete = UIContextualAction(style: .destructive, title: title) { [weak self] _, _, completion in
            guard let self else { return }
            self.closeSwipeActions()
            self.dataSource?.tableView(self, commit: .delete, forRowAt: path)
            completion(true)
        }
        return UISwipeActionsConfiguration(actions: [delete])
    }

    /// The index path of the row whose swipe actions show, if any.
    var indexPathForSwipedRow: IndexPath? { editingState.swipe?.path }

    /// Shows the row's swipe actions (`open`: fully, else from zero for a drag); whether it
    /// has any.
    @discardableResult
    func beginSwipe(at path: IndexPath, trailing: Bool, open: Bool) -> Bool {
        guard let cell = cellForRow(at: path), let configuration = swipeConfiguration(forRowAt: path, trailing: trailing) else {
            return false
        }
        if editingState.swipe != nil { closeSwipeActions() }
        tableDelegate?.tableView(self, willBeginEditingRowAt: path)
        let actionsView = SwipeActionsView(configuration: configuration, trailing: trailing) { [weak self] action, source in
            self?.perform(action, from: source)
        }
        cell.swipeActionsView = actionsView
        cell.addSubview(actionsView)
        cell.showingDeleteConfirmation = true
        editingState.swipe = TableEditingState.SwipeState(path: path, trailing: trailing, configuration: configuration,
                                                          actionsWidth: actionsView.totalWidth, dragStart: nil)
        cell.swipeOffset = open ? (trailing ? -actionsView.totalWidth : actionsView.totalWidth) : 0
        return true
    }

    /// Closes the open swipe actions, if any, and tells the delegate.
    func closeSwipeActions() {
        guard let swipe = editingState.swipe else { return }
        editingState.swipe = nil
        if let cell = cellForRow(at: swipe.path) { removeSwipeActions(from: cell) }
        tableDelegate?.tableView(self, didEndEditingRowAt: swipe.path)
    }

    private func removeSwipeActions(from cell: UITableViewCell) {
        cell.swipeActionsView?.removeFromSuperview()
        cell.swipeActionsView = nil
        cell.swipeOffset = 0
        cell.showingDeleteConfirmation = false
    }

    /// Runs `action` of the open swipe: its handler gets a completion that closes the row.
    func perform(_ action: UIContextualAction, from sourceView: UIView) {
        action.handler(action, sourceView) { [weak self] _ in self?.closeSwipeActions() }
    }

    // MARK: Editing controls

    /// The editing control of the row was clicked: a delete control shows the row's
    /// trailing actions (Delete), an insert control commits an insertion.
    func editingControlClicked(at path: IndexPath) {
        switch editingStyleForRow(at: path) {
        case .delete: beginSwipe(at: path, trailing: true, open: true)
        case .insert: dataSource?.tableView(self, commit: .insert, forRowAt: path)
        case .none: break
        }
    }

    // MARK: Reordering

    /// Drops the row being moved where it is: the delegate may retarget it, the data
    /// source moves the item, and the table moves the row.
    func finishReorder() {
        guard let reorder = editingState.reorder else { return }
        editingState.reorder = nil
        let source = reorder.source, destination = reorder.destination
        if destination != source {
            dataSource?.tableView(self, moveRowAt: source, to: destination)
            moveRow(at: source, to: destination)
        }
        setNeedsLayout()
    }

    /// Puts a row being moved back where it was.
    func cancelReorder() {
        guard editingState.reorder != nil else { return }
        editingState.reorder = nil
        setNeedsLayout()
    }

    /// The row a row being moved would go to with the pointer at `y` (in the table).
    func proposedDestination(forPointerAt y: CGFloat, from source: IndexPath) -> IndexPath {
        var proposed: IndexPath
        if let path = geometry.indexPathForRow(atY: y) {
            proposed = path
        } else if y < (geometry.sections.isEmpty ? 0 : rectForRow(at: IndexPath(row: 0, section: 0)).minY) {
            proposed = IndexPath(row: 0, section: 0)
        } else {
            let last = geometry.sections.indices.last { !geometry.sections[$0].rows.isEmpty } ?? source.section
            proposed = IndexPath(row: max(geometry.sections[last].rows.count - 1, 0), section: last)
        }
        // A row moved into another section goes among its rows (one more than it had).
        if proposed.section != source.section, geometry.contains(row: proposed.row, section: proposed.section) == false {
            proposed = IndexPath(row: geometry.sections[proposed.section].rows.count, section: proposed.section)
        }
        return tableDelegate?.tableView(self, targetIndexPathForMoveFromRowAt: source, toProposedIndexPath: proposed) ?? proposed
    }

    /// During a move: the moving cell follows the pointer, above the other rows.
    func placeReorderedCell() {
        guard let reorder = editingState.reorder, reorder.cell.superview === self else { return }
        var frame = reorder.cell.frame
        frame.origin.y = reorder.pointerY - reorder.grabOffset
        reorder.cell.frame = frame
        bringSubviewToFront(reorder.cell)
    }
}

/// The buttons of a row's (or list cell's) swipe actions, side by side in the area the
/// slid row uncovers; the first action is nearest the edge the row was swiped from.
@preconcurrency @MainActor
final class SwipeActionsView: UIView {
    /// The narrowest a button is.
    static let minimumButtonWidth: CGFloat = 74
    static let titleFont = UIFont.systemFont(ofSize: 15)

    let trailing: Bool
    private(set) var buttons: [UIButton] = []
    private let widths: [CGFloat]
    private let actions: [UIContextualAction]
    /// Runs an action tapped (the table or collection view's own handling).
    private let perform: @MainActor (UIContextualAction, UIView) -> Void

    /// The buttons' total width.
    var totalWidth: CGFloat { widths.reduce(0, +) }

    init(configuration: UISwipeActionsConfiguration, trailing: Bool, perform: @escaping @MainActor (UIContextualAction, UIView) -> Void) {
        self.trailing = trailing
        self.perform = perform
        actions = configuration.actions
        widths = configuration.actions.map { action in
            let title = TextSystem.measurer.size(of: action.title ?? "", font: SwipeActionsView.titleFont, wrappingAt: nil).width
            return max(SwipeActionsView.minimumButtonWidth, (title + 30).rounded(.up), (action.image?.size.width ?? 0) + 30)
        }
        super.init(frame: .zero)
        clipsToBounds = true
        for action in actions {
            let button = UIButton(type: .custom)
            button.setTitle(action.title, for: .normal)
            button.titleLabel?.font = SwipeActionsView.titleFont
            button.setTitleColor(.white, for: .normal)
            button.setImage(action.image, for: .normal)
            button.backgroundColor = action.backgroundColor
            button.addAction(UIAction { [weak self, weak button] _ in
                guard let self, let button else { return }
                self.perform(action, button)
            }, for: .touchUpInside)
            buttons.append(button)
            addSubview(button)
        }
    }

    required init?(coder: NSCoder) {
        trailing = true
        widths = []
        actions = []
        perform = { _, _ in }
        super.init(coder: coder)
    }

    /// Places the buttons: each its share of the uncovered width (in proportion to its
    /// width), the first nearest the swiped edge.
    override func layoutSubviews() {
        super.layoutSubviews()
        let total = totalWidth
        guard total > 0 else { return }
        let scale = bounds.width / total
        var edge = trailing ? bounds.width : 0
        for (button, width) in zip(buttons, widths) {
            let scaled = (width * scale).rounded()
            button.frame = CGRect(x: trailing ? edge - scaled : edge, y: 0, width: scaled, height: bounds.height)
            edge += trailing ? -scaled : scaled
        }
    }
}
