import Foundation

/// Selecting items, by code and by input (a click on an item; the arrow keys move the
/// selection and Return selects, when the collection view is the first responder).
extension UICollectionView: SectionedCellView {
    /// What ``indexPathsForSelectedItems`` returns (declared in the class, where it can be `open`).
    var uikitIndexPathsForSelectedItems: [IndexPath]? {
        selectedPaths.isEmpty ? nil : selectedPaths.sorted()
    }

    /// What ``selectItem(at:animated:scrollPosition:)`` does (declared in the class, where it can be `open`).
    func performSelectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for path in selectedPaths { deselectItem(at: path, animated: animated) }
            return
        }
        guard contains(indexPath) else {
            LayoutDiagnostics.error("selectItem(at:): item \(indexPath.item) of section \(indexPath.section) does not exist.")
            return
        }
        if !allowsMultipleSelection {
            for path in selectedPaths where path != indexPath { deselectItem(at: path, animated: animated) }
        }
        selectedPaths.insert(indexPath)
        cellForItem(at: indexPath)?.isSelected = true
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// What ``deselectItem(at:animated:)`` does (declared in the class, where it can be `open`).
    func performDeselectItem(at indexPath: IndexPath, animated: Bool) {
        guard selectedPaths.remove(indexPath) != nil else { return }
        cellForItem(at: indexPath)?.isSelected = false
    }

    /// Whether the item exists.
    func contains(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && indexPath.item >= 0 && indexPath.item < numberOfItems(inSection: indexPath.section)
    }

    /// What a tap on the item does: asks the delegate (`shouldSelectItemAt`), deselects
    /// the previous item in single selection, selects, and tells the delegate
    /// (`didSelectItemAt`). With multiple selection a tap on a selected item deselects it.
    func userSelect(_ indexPath: IndexPath) {
        guard allowsSelection, contains(indexPath) else { return }
        let delegate = collectionDelegate
        if allowsMultipleSelection && selectedPaths.contains(indexPath) {
            userDeselect(indexPath)
            return
        }
        guard delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
        if !allowsMultipleSelection {
            for path in selectedPaths.sorted() where path != indexPath { userDeselect(path) }
        }
        selectedPaths.insert(indexPath)
        cellForItem(at: indexPath)?.isSelected = true
        delegate?.collectionView(self, didSelectItemAt: indexPath)
    }

    private func userDeselect(_ indexPath: IndexPath) {
        let delegate = collectionDelegate
        guard delegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true else { return }
        deselectItem(at: indexPath, animated: false)
        delegate?.collectionView(self, didDeselectItemAt: indexPath)
    }

    // MARK: Input (UIScrollView's overrides call these, through SectionedCellView)

    func elementIndexPath(at point: CGPoint) -> IndexPath? { indexPathForItem(at: point) }

    func highlightElement(at path: IndexPath) {
        if collectionDelegate?.collectionView(self, shouldHighlightItemAt: path) ?? true {
            cellForItem(at: path)?.isHighlighted = true
            collectionDelegate?.collectionView(self, didHighlightItemAt: path)
        }
    }

    func unhighlightElement(at path: IndexPath) {
        guard let cell = cellForItem(at: path), cell.isHighlighted else { return }
        cell.isHighlighted = false
        collectionDelegate?.collectionView(self, didUnhighlightItemAt: path)
    }

    /// Left and Right move the selection to the previous or next item, Up and Down to the
    /// nearest item on the line above or below; Return tells the delegate the selected
    /// item was selected. Whether the key was handled.
    func handleSelectionKey(_ presses: Set<UIPress>) -> Bool {
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        switch presses.first?.key?.specialKey {
        case .leftArrow?: moveSelection(by: rtl ? 1 : -1)
        case .rightArrow?: moveSelection(by: rtl ? -1 : 1)
        case .upArrow?: moveSelectionAcrossLines(down: false)
        case .downArrow?: moveSelectionAcrossLines(down: true)
        case .returnKey?, .enter?:
            guard let path = selectedPaths.min() else { return false }
            collectionDelegate?.collectionView(self, didSelectItemAt: path)
        default: return false
        }
        return true
    }

    /// Every item's index path, in order.
    private var allIndexPaths: [IndexPath] {
        loadIfNeeded()
        return sectionCounts.enumerated().flatMap { section, count in (0..<count).map { IndexPath(item: $0, section: section) } }
    }

    private func moveSelection(by step: Int) {
        let all = allIndexPaths
        guard !all.isEmpty else { return }
        let target: IndexPath
        if let current = selectedPaths.min(), let index = all.firstIndex(of: current) {
            target = all[min(max(index + step, 0), all.count - 1)]
        } else {
            target = step > 0 ? all[0] : all[all.count - 1]
        }
        select(target)
    }

    /// Selects the item on the next line (below, or above) nearest the selected item's
    /// centre, across sections.
    private func moveSelectionAcrossLines(down: Bool) {
        guard let current = selectedPaths.min(), let frame = layoutAttributesForItem(at: current)?.frame else {
            moveSelection(by: down ? 1 : -1)
            return
        }
        let horizontal = (collectionViewLayout as? UICollectionViewFlowLayout)?.scrollDirection == .horizontal
        if horizontal {
            moveSelection(by: down ? 1 : -1)
            return
        }
        let reach = max(bounds.height, 1)
        let band = down
            ? CGRect(x: -CGFloat.greatestFiniteMagnitude / 4, y: frame.maxY, width: CGFloat.greatestFiniteMagnitude / 2, height: reach)
            : CGRect(x: -CGFloat.greatestFiniteMagnitude / 4, y: frame.minY - reach, width: CGFloat.greatestFiniteMagnitude / 2, height: reach)
        let candidates = elementAttributes(in: band).filter {
            $0.representedElementCategory == .cell && (down ? $0.frame.minY >= frame.maxY : $0.frame.maxY <= frame.minY)
        }
        // The nearest item past the edge, and the items of its line (those overlapping it
        // across the line: a line's items are centred, so their edges differ).
        guard let nearest = candidates.min(by: { down ? $0.frame.minY < $1.frame.minY : $0.frame.maxY > $1.frame.maxY }) else { return }
        let line = candidates.filter { $0.frame.minY < nearest.frame.maxY && $0.frame.maxY > nearest.frame.minY }
        guard let target = line.min(by: { abs($0.frame.midX - frame.midX) < abs($1.frame.midX - frame.midX) }) else { return }
        select(target.indexPath)
    }

    private func select(_ target: IndexPath) {
        selectItem(at: target, animated: false, scrollPosition: [])
        if let frame = layoutAttributesForItem(at: target)?.frame { scrollRectToVisible(frame, animated: false) }
    }
}
