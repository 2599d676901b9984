import Foundation

extension UIViewController {
    /// A bar button item that toggles editing: titled Edit, or Done (bold) while editing;
    /// a click calls ``setEditing(_:animated:)`` with the opposite of ``isEditing``. Made on
    /// first use; the same item is returned each time.
    public var editButtonItem: UIBarButtonItem {
        if let storedEditButtonItem { return storedEditButtonItem }
        let item = UIBarButtonItem(title: "Edit", style: .plain, target: self, action: UIViewController.toggleEditing)
        storedEditButtonItem = item
        editButtonItemDidChange()
        return item
    }

    private func toggleEditing() {
        setEditing(!isEditing, animated: true)
    }

    /// The edit button follows ``isEditing``; a navigation bar showing it redraws it.
    func editButtonItemDidChange() {
        guard let item = storedEditButtonItem else { return }
        item.title = isEditing ? "Done" : "Edit"
        item.style = isEditing ? .done : .plain
        let navigationItem = self.navigationItem
        navigationItem.showingBar?.itemDidChange(navigationItem)
    }
}
