import Foundation

/// Selecting rows, by code and by input (a click on a row; Up and Down move the
/// selection and Return selects, when the table is the first responder).
extension UITableView: SectionedCellView {
    /// What ``indexPathForSelectedRow`` returns (declared in the class, where it can be `open`).
    var uikitIndexPathForSelectedRow: IndexPath? { selectedPaths.min() }

    /// What ``indexPathsForSelectedRows`` returns (declared in the class, where it can be `open`).
    var uikitIndexPathsForSelectedRows: [IndexPath]? {
        selectedPaths.isEmpty ? nil : selectedPaths.sorted()
    }

    /// What ``selectRow(at:animated:scrollPosition:)`` does (declared in the class, where it can be `open`).
    func performSelectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for path in selectedPaths { deselectRow(at: path, animated: animated) }
            return
        }
        loadIfNeeded()
        guard geometry.contains(row: indexPath.row, section: indexPath.section) else {
            LayoutDiagnostics.error("selectRow(at:): row \(indexPath.row) of section \(indexPath.section) does not exist.")
            return
        }
        if !allowsMultipleSelection {
            for path in selectedPaths where path != indexPath { deselectRow(at: path, animated: animated) }
        }
        selectedPaths.insert(indexPath)
        cellForRow(at: indexPath)?.setSelected(true, animated: animated)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// What ``deselectRow(at:animated:)`` does (declared in the class, where it can be `open`).
    func performDeselectRow(at indexPath: IndexPath, animated: Bool) {
        guard selectedPaths.remove(indexPath) != nil else { return }
        cellForRow(at: indexPath)?.setSelected(false, animated: animated)
    }

    /// What a tap on the row does: asks the delegate (`willSelectRowAt`), deselects the
    /// previous row in single selection (`willDeselect…`/`didDeselectRowAt`), selects, and
    /// tells the delegate (`didSelectRowAt`). With multiple selection a tap on a selected
    /// row deselects it.
    func userSelect(_ indexPath: IndexPath) {
        guard allowsSelection, !isEditing || allowsSelectionDuringEditing,
              geometry.contains(row: indexPath.row, section: indexPath.section) else { return }
        let delegate = tableDelegate
        let allowsMultipleSelection = isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
        if allowsMultipleSelection && selectedPaths.contains(indexPath) {
            userDeselect(indexPath)
            return
        }
        guard let target = delegate?.tableView(self, willSelectRowAt: indexPath) ?? (delegate == nil ? indexPath : nil) else { return }
        if !allowsMultipleSelection {
            for path in selectedPaths.sorted() where path != target { userDeselect(path) }
        }
        selectedPaths.insert(target)
        cellForRow(at: target)?.setSelected(true, animated: false)
        delegate?.tableView(self, didSelectRowAt: target)
    }

    private func userDeselect(_ indexPath: IndexPath) {
        let delegate = tableDelegate
        guard let target = delegate?.tableView(self, willDeselectRowAt: indexPath) ?? (delegate == nil ? indexPath : nil),
              selectedPaths.contains(target) else { return }
        deselectRow(at: target, animated: false)
        delegate?.tableView(self, didDeselectRowAt: target)
    }

    // MARK: Input (UIScrollView's overrides call these, through SectionedCellView)

    func elementIndexPath(at point: CGPoint) -> IndexPath? { indexPathForRow(at: point) }

    func highlightElement(at path: IndexPath) {
        if tableDelegate?.tableView(self, shouldHighlightRowAt: path) ?? true {
            cellForRow(at: path)?.setHighlighted(true, animated: false)
        }
    }

    func unhighlightElement(at path: IndexPath) {
        cellForRow(at: path)?.setHighlighted(false, animated: false)
    }

    /// Up and Down move the selection, Return tells the delegate the selected row was
    /// selected; whether the key was handled.
    func handleSelectionKey(_ presses: Set<UIPress>) -> Bool {
        switch presses.first?.key?.specialKey {
        case .upArrow?: moveSelection(by: -1)
        case .downArrow?: moveSelection(by: 1)
        case .returnKey?, .enter?:
            guard let path = indexPathForSelectedRow else { return false }
            tableDelegate?.tableView(self, didSelectRowAt: path)
        default: return false
        }
        return true
    }

    /// Selects the row `step` rows after (or before) the selected one, across sections,
    /// and scrolls to it.
    func moveSelection(by step: Int) {
        loadIfNeeded()
        var all: [IndexPath] = []
        for (s, section) in geometry.sections.enumerated() {
            for r in section.rows.indices { all.append(IndexPath(row: r, section: s)) }
        }
        guard !all.isEmpty else { return }
        let target: IndexPath
        if let current = indexPathForSelectedRow, let index = all.firstIndex(of: current) {
            target = all[min(max(index + step, 0), all.count - 1)]
        } else {
            target = step > 0 ? all[0] : all[all.count - 1]
        }
        selectRow(at: target, animated: false, scrollPosition: .none)
        scrollToRow(at: target, at: .none, animated: false)
    }
}
