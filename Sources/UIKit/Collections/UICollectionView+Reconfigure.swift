import Foundation

/// Reconfiguring items: the data source configures the existing cells again (a cell
/// registration's handler runs on the same cell), and the cells measure themselves again.
extension UICollectionView {
    /// Asks the data source again for the cells of the visible items at `indexPaths`
    /// (index paths after the batch), handing back the existing cell when it dequeues.
    func reconfigureCells(at indexPaths: [IndexPath]) {
        guard let dataSource, !indexPaths.isEmpty else { return }
        for path in indexPaths.sorted() {
            guard let cell = visibleCellsByPath[path] else { continue }
            cellsBeingReconfigured[path] = cell
            let configured = dataSource.collectionView(self, cellForItemAt: path)
            cellsBeingReconfigured[path] = nil
            if configured !== cell {
                // UIKit raises: reconfiguring must dequeue the cell it had.
                LayoutDiagnostics.error("UICollectionView: reconfiguring the item at \(path), the data source returned a different cell (dequeue it with the existing cell's reuse identifier, or reload the item instead); showing the new cell.")
                visibleCellsByPath[path] = configured
                recycle(cell, at: path)
                addCell(configured, backgroundView: backgroundView)
            }
            collectionViewLayout.itemNeedsMeasuring(at: path)
        }
        setNeedsLayout()
    }
}
