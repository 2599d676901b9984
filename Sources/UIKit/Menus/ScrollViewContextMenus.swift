import Foundation

extension UITableView: ContextMenuProviding {
    /// A right click on a row asks the delegate for its context menu.
    func openContextMenu(atWindowPoint point: CGPoint) -> Bool {
        guard let window, let delegate = tableDelegate else { return false }
        let local = convert(point, from: window)
        guard let indexPath = indexPathForRow(at: local),
              let configuration = delegate.tableView(self, contextMenuConfigurationForRowAt: indexPath, point: local),
              let menu = configuration.makeMenu() else { return false }
        MenuPresentation(menu: menu, in: window, anchor: CGRect(origin: point, size: .zero), source: self).present()
        return true
    }
}

extension UICollectionView: ContextMenuProviding {
    /// A right click on an item asks the delegate for its context menu.
    func openContextMenu(atWindowPoint point: CGPoint) -> Bool {
        guard let window, let delegate = collectionDelegate else { return false }
        let local = convert(point, from: window)
        guard let indexPath = indexPathForItem(at: local),
              let configuration = delegate.collectionView(self, contextMenuConfigurationForItemsAt: [indexPath], point: local),
              let menu = configuration.makeMenu() else { return false }
        MenuPresentation(menu: menu, in: window, anchor: CGRect(origin: point, size: .zero), source: self).present()
        return true
    }
}
