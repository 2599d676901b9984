import Foundation

/// Drags that begin on an item but are not the collection view's own scroll: sideways
/// across an orthogonal section they scroll that section's nested scroll view (so its
/// cells do not swallow the pan), and sideways across a list item they slide the item
/// to reveal its swipe actions (``UICollectionLayoutListConfiguration/leadingSwipeActionsConfigurationProvider``
/// and ``UICollectionLayoutListConfiguration/trailingSwipeActionsConfigurationProvider``).
/// A drag is sideways when it goes ``UITableView/swipeThreshold`` points across the
/// scrolling axis, twice as far as along it; the collection view then goes back to where
/// the press began and the press selects nothing.
struct CollectionNestedDrags {
    /// A press that may still turn into a sideways drag: the item and orthogonal section
    /// under it, where it went down (window coordinates), the collection view's offset then.
    var candidate: (path: IndexPath?, section: Int?, location: CGPoint, offset: CGPoint)?
    /// The orthogonal section a sideways drag scrolls now.
    var orthogonalSection: Int?
    /// The item showing (or being swiped to show) its swipe actions.
    var swipe: Swipe?
    /// Whether this interaction owns the touch (the collection view neither scrolls nor selects).
    var ownsTouch = false
    var touchMoved = false

    struct Swipe {
        var path: IndexPath
        var trailing: Bool
        var configuration: UISwipeActionsConfiguration
        var actionsWidth: CGFloat
        /// While dragged: the pointer's x and the offset when the drag began.
        var dragStart: (x: CGFloat, offset: CGFloat)?
    }
}

extension UICollectionView {
    private var scrollsVertically: Bool {
        if let compositional = collectionViewLayout as? UICollectionViewCompositionalLayout { return compositional.axes.vertical }
        if let flow = collectionViewLayout as? UICollectionViewFlowLayout { return flow.scrollDirection == .vertical }
        return true
    }

    // MARK: Touches (called from the class's overrides)

    /// Whether the press belongs to open swipe actions (a press on the swiped item drags
    /// it; elsewhere it closes them and does nothing else).
    func nestedTouchesBegan(_ touches: Set<UITouch>) -> Bool {
        nestedDrags.candidate = nil
        guard let swipe = nestedDrags.swipe, let touch = touches.first else { return false }
        if let cell = listCell(at: swipe.path), cell.frame.contains(touch.location(in: self)) {
            nestedDrags.swipe?.dragStart = (touch.location(in: nil).x, cell.swipeOffset)
        } else {
            closeSwipeActions()
        }
        nestedDrags.ownsTouch = true
        nestedDrags.touchMoved = false
        return true
    }

    /// Remembers where a press that scrolls or selects went down.
    func noteNestedDragCandidate(_ touches: Set<UITouch>) {
        guard let touch = touches.first else { return }
        let point = touch.location(in: self)
        let section = orthogonalScrollers.first { $0.value.frame.contains(point) }?.key
        nestedDrags.candidate = (indexPathForItem(at: point), section, touch.location(in: nil), contentOffset)
    }

    /// After the collection view's own drag moved: a drag mostly sideways becomes the
    /// orthogonal section's scroll or the item's swipe.
    func routeSidewaysDrag(_ touches: Set<UITouch>) {
        guard let candidate = nestedDrags.candidate, let touch = touches.first else { return }
        let now = touch.location(in: nil)
        let vertical = scrollsVertically
        let along = vertical ? now.y - candidate.location.y : now.x - candidate.location.x
        let across = vertical ? now.x - candidate.location.x : now.y - candidate.location.y
        let threshold = UITableView.swipeThreshold
        if abs(along) >= threshold && abs(along) * 2 > abs(across) {
            nestedDrags.candidate = nil
            return
        }
        guard abs(across) >= threshold, abs(across) > 2 * abs(along) else { return }
        nestedDrags.candidate = nil
        if let section = candidate.section, let scroller = orthogonalScrollers[section] {
            takeTouch(from: candidate)
            nestedDrags.orthogonalSection = section
            scroller.dragNested(by: vertical ? CGPoint(x: -across, y: 0) : CGPoint(x: 0, y: -across))
        } else if vertical, !isEditing, let path = candidate.path, beginSwipe(at: path, trailing: across < 0, open: false) {
            takeTouch(from: candidate)
            nestedDrags.swipe?.dragStart = (candidate.location.x, 0)
            dragSwipe(to: now.x)
        }
    }

    /// The collection view gives up the touch: back to where the press began, no selection.
    private func takeTouch(from candidate: (path: IndexPath?, section: Int?, location: CGPoint, offset: CGPoint)) {
        contentOffset = candidate.offset
        (self as SectionedCellView).cellTouchesCancelled()
        endDragging()
        nestedDrags.ownsTouch = true
        nestedDrags.touchMoved = true
    }

    /// Whether the move belongs to a sideways drag.
    func nestedTouchesMoved(_ touches: Set<UITouch>) -> Bool {
        guard nestedDrags.ownsTouch else { return false }
        nestedDrags.touchMoved = true
        guard let touch = touches.first else { return true }
        if let section = nestedDrags.orthogonalSection {
            let now = touch.location(in: nil), before = touch.previousLocation(in: nil)
            let delta = scrollsVertically ? CGPoint(x: before.x - now.x, y: 0) : CGPoint(x: 0, y: before.y - now.y)
            orthogonalScrollers[section]?.dragNested(by: delta)
        } else if nestedDrags.swipe?.dragStart != nil {
            dragSwipe(to: touch.location(in: nil).x)
        }
        return true
    }

    /// Whether the release ends a sideways drag: the section comes to rest per its
    /// behaviour; the swipe settles open, closed, or performs its first action on a full swipe.
    func nestedTouchesEnded() -> Bool {
        nestedDrags.candidate = nil
        guard nestedDrags.ownsTouch else { return false }
        nestedDrags.ownsTouch = false
        if let section = nestedDrags.orthogonalSection {
            nestedDrags.orthogonalSection = nil
            orthogonalScrollers[section]?.endDragging()
        } else if let swipe = nestedDrags.swipe, swipe.dragStart != nil {
            nestedDrags.swipe?.dragStart = nil
            if nestedDrags.touchMoved { settleSwipe(swipe) } else { closeSwipeActions() }
        }
        return true
    }

    /// The touch was cancelled: a section drag ends, a swipe being dragged closes.
    func nestedTouchesCancelled() {
        nestedDrags.candidate = nil
        guard nestedDrags.ownsTouch else { return }
        nestedDrags.ownsTouch = false
        if let section = nestedDrags.orthogonalSection {
            nestedDrags.orthogonalSection = nil
            orthogonalScrollers[section]?.endDragging()
        }
        if nestedDrags.swipe?.dragStart != nil { closeSwipeActions() }
    }

    // MARK: Swipe actions

    private func listCell(at path: IndexPath) -> UICollectionViewListCell? {
        visibleCellsByPath[path] as? UICollectionViewListCell
    }

    /// The item's swipe actions on one side, from its list section's configuration.
    func swipeConfiguration(forItemAt path: IndexPath, trailing: Bool) -> UISwipeActionsConfiguration? {
        guard let layout = collectionViewLayout as? UICollectionViewCompositionalLayout,
              layout.sections.indices.contains(path.section),
              let list = layout.sections[path.section].section.listConfiguration else { return nil }
        let provider = trailing ? list.trailingSwipeActionsConfigurationProvider : list.leadingSwipeActionsConfigurationProvider
        guard let configuration = provider?(path), !configuration.actions.isEmpty else { return nil }
        return configuration
    }

    /// Shows the item's swipe actions (`open`: fully, else from zero for a drag); whether it
    /// has any. A list cell's delete accessory opens the trailing ones this way.
    @discardableResult
    func beginSwipe(at path: IndexPath, trailing: Bool, open: Bool) -> Bool {
        guard let cell = listCell(at: path), let configuration = swipeConfiguration(forItemAt: path, trailing: trailing) else { return false }
        if nestedDrags.swipe != nil { closeSwipeActions() }
        let actionsView = SwipeActionsView(configuration: configuration, trailing: trailing) { [weak self] action, source in
            self?.perform(action, from: source)
        }
        cell.showSwipeActions(actionsView)
        nestedDrags.swipe = CollectionNestedDrags.Swipe(path: path, trailing: trailing, configuration: configuration,
                                                         actionsWidth: actionsView.totalWidth, dragStart: nil)
        cell.swipeOffset = open ? (trailing ? -actionsView.totalWidth : actionsView.totalWidth) : 0
        return true
    }

    /// The index path of the item whose swipe actions show, if any.
    var indexPathForSwipedItem: IndexPath? { nestedDrags.swipe?.path }

    /// Closes the open swipe actions, if any.
    func closeSwipeActions() {
        guard let swipe = nestedDrags.swipe else { return }
        nestedDrags.swipe = nil
        listCell(at: swipe.path)?.hideSwipeActions()
    }

    /// Runs `action` of the open swipe: its handler gets a completion that closes the item.
    func perform(_ action: UIContextualAction, from sourceView: UIView) {
        action.handler(action, sourceView) { [weak self] _ in self?.closeSwipeActions() }
    }

    /// Slides the swiped item with the pointer (not past its width, nor the wrong way).
    private func dragSwipe(to x: CGFloat) {
        guard let swipe = nestedDrags.swipe, let start = swipe.dragStart, let cell = listCell(at: swipe.path) else { return }
        let offset = start.offset + x - start.x
        cell.swipeOffset = swipe.trailing ? min(max(offset, -cell.bounds.width), 0) : min(max(offset, 0), cell.bounds.width)
    }

    private func settleSwipe(_ swipe: CollectionNestedDrags.Swipe) {
        guard let cell = listCell(at: swipe.path) else { return closeSwipeActions() }
        let distance = abs(cell.swipeOffset)
        if swipe.configuration.performsFirstActionWithFullSwipe, distance >= cell.bounds.width * UITableView.fullSwipeFraction,
           let first = swipe.configuration.actions.first {
            perform(first, from: cell.swipeActionsView?.buttons.first ?? cell)
        } else if distance >= swipe.actionsWidth / 2 {
            cell.swipeOffset = swipe.trailing ? -swipe.actionsWidth : swipe.actionsWidth
        } else {
            closeSwipeActions()
        }
    }
}

extension OrthogonalScrollView {
    /// Scrolls by `delta` as a drag of this scroll view (which the collection view passed on).
    func dragNested(by delta: CGPoint) {
        if !isDragging {
            isTracking = true
            isDragging = true
            delegate?.scrollViewWillBeginDragging(self)
        }
        scroll(by: delta)
    }
}
