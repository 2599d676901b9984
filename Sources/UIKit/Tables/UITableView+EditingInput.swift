import Foundation

/// The pointer's part in editing: a click on a delete or insert control, a drag of a
/// reorder control, a horizontal drag on a row that slides it to show its swipe actions,
/// and a press beside open swipe actions, which closes them (and does nothing else).
extension UITableView {
    /// A drag this far sideways (points), and twice as far sideways as up or down, swipes a row.
    static let swipeThreshold: CGFloat = 10
    /// A swipe across this fraction of the row performs its first action.
    static let fullSwipeFraction: CGFloat = 0.6

    /// Whether the press begins an editing interaction (the table then owns the touch).
    func editingTouchesBegan(_ touches: Set<UITouch>) -> Bool {
        guard let touch = touches.first else { return false }
        let point = touch.location(in: self)
        editingState.swipeCandidate = nil
        if let swipe = editingState.swipe {
            let cell = cellForRow(at: swipe.path)
            if let cell, cell.frame.contains(point) {
                editingState.swipe?.dragStart = (touch.location(in: nil).x, cell.swipeOffset)
            } else {
                closeSwipeActions()
            }
            return ownTouch()
        }
        guard isEditing, let path = indexPathForRow(at: point), let cell = cellForRow(at: path) else { return false }
        let inCell = convert(point, to: cell)
        if cell.editingStyle != .none, cell.editingControlRect.insetBy(dx: -8, dy: -8).contains(inCell) {
            editingControlClicked(at: path)
            return ownTouch()
        }
        if cell.showsReorderControlNow, cell.reorderControlRect.contains(inCell) {
            editingState.reorder = TableEditingState.ReorderState(source: path, cell: cell, grabOffset: point.y - cell.frame.minY,
                                                                  pointerY: point.y, destination: path)
            bringSubviewToFront(cell)
            return ownTouch()
        }
        return false
    }

    private func ownTouch() -> Bool {
        editingState.ownsTouch = true
        editingState.touchMoved = false
        return true
    }

    /// Remembers the row a press (that selects or scrolls) went down on: a sideways drag
    /// may make it a swipe.
    func noteSwipeCandidate(_ touches: Set<UITouch>) {
        guard !isEditing, let touch = touches.first, let path = indexPathForRow(at: touch.location(in: self)) else { return }
        editingState.swipeCandidate = (path, touch.location(in: nil), contentOffset)
    }

    /// After a drag moved the content: a drag mostly sideways from a row's press swipes the
    /// row (the content goes back where it was, and the press selects nothing).
    func beginSwipeIfHorizontal(_ touches: Set<UITouch>) {
        guard let candidate = editingState.swipeCandidate, let touch = touches.first else { return }
        let now = touch.location(in: nil)
        let dx = now.x - candidate.location.x, dy = now.y - candidate.location.y
        if abs(dy) >= UITableView.swipeThreshold && abs(dy) * 2 > abs(dx) {
            editingState.swipeCandidate = nil
            return
        }
        guard abs(dx) >= UITableView.swipeThreshold, abs(dx) > 2 * abs(dy) else { return }
        editingState.swipeCandidate = nil
        guard beginSwipe(at: candidate.path, trailing: dx < 0, open: false) else { return }
        contentOffset = candidate.offset
        (self as SectionedCellView).cellTouchesCancelled()
        endDragging()
        editingState.swipe?.dragStart = (candidate.location.x, 0)
        _ = ownTouch()
        editingState.touchMoved = true
        dragSwipe(to: now.x)
    }

    /// Slides the swiped row with the pointer (not past its width, nor the wrong way).
    private func dragSwipe(to x: CGFloat) {
        guard let swipe = editingState.swipe, let start = swipe.dragStart, let cell = cellForRow(at: swipe.path) else { return }
        let offset = start.offset + x - start.x
        cell.swipeOffset = swipe.trailing ? min(max(offset, -cell.bounds.width), 0) : min(max(offset, 0), cell.bounds.width)
    }

    /// Whether the move belongs to the table's editing interaction.
    func editingTouchesMoved(_ touches: Set<UITouch>) -> Bool {
        guard editingState.ownsTouch else { return false }
        editingState.touchMoved = true
        guard let touch = touches.first else { return true }
        if var reorder = editingState.reorder {
            reorder.pointerY = touch.location(in: self).y
            reorder.destination = proposedDestination(forPointerAt: reorder.pointerY, from: reorder.source)
            editingState.reorder = reorder
            placeReorderedCell()
        } else if editingState.swipe?.dragStart != nil {
            dragSwipe(to: touch.location(in: nil).x)
        }
        return true
    }

    /// Whether the release ends the table's editing interaction: a move drops the row, a
    /// swipe settles (open, closed, or its first action on a full swipe).
    func editingTouchesEnded(_ touches: Set<UITouch>) -> Bool {
        editingState.swipeCandidate = nil
        guard editingState.ownsTouch else { return false }
        editingState.ownsTouch = false
        if editingState.reorder != nil {
            finishReorder()
        } else if let swipe = editingState.swipe, swipe.dragStart != nil {
            editingState.swipe?.dragStart = nil
            if editingState.touchMoved { settleSwipe(swipe) } else { closeSwipeActions() }
        }
        return true
    }

    private func settleSwipe(_ swipe: TableEditingState.SwipeState) {
        guard let cell = cellForRow(at: swipe.path) else { return closeSwipeActions() }
        let distance = abs(cell.swipeOffset)
        if swipe.configuration.performsFirstActionWithFullSwipe, distance >= cell.bounds.width * UITableView.fullSwipeFraction,
           let first = swipe.configuration.actions.first {
            let source = (cell.swipeActionsView as? SwipeActionsView)?.buttons.first ?? cell
            perform(first, from: source)
        } else if distance >= swipe.actionsWidth / 2 {
            cell.swipeOffset = swipe.trailing ? -swipe.actionsWidth : swipe.actionsWidth
        } else {
            closeSwipeActions()
        }
    }

    /// The touch was cancelled: a move is undone, a swipe being dragged closes.
    func editingTouchesCancelled() {
        editingState.swipeCandidate = nil
        guard editingState.ownsTouch else { return }
        editingState.ownsTouch = false
        cancelReorder()
        if editingState.swipe?.dragStart != nil { closeSwipeActions() }
    }
}
