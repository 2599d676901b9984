import Foundation

/// Where a table view gets its rows. `tableView(_:numberOfRowsInSection:)` and
/// `tableView(_:cellForRowAt:)` are required, as in UIKit; the rest have UIKit's defaults.
@preconcurrency @MainActor
public protocol UITableViewDataSource: AnyObject {
    /// How many rows `section` has.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for the row at `indexPath`, usually from
    /// ``UITableView/dequeueReusableCell(withIdentifier:for:)``.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    /// How many sections the table has (1 by default).
    func numberOfSections(in tableView: UITableView) -> Int
    /// The title of the section's header (none by default).
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    /// The title of the section's footer (none by default).
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
    /// Whether the row shows editing controls and can be swiped to delete (true by default).
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
    /// Whether the row shows the reorder control while editing (true by default; the
    /// control shows only when the data source moves rows, see ``UITableView/isEditing``).
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
    /// The user deleted (``UITableViewCell/EditingStyle/delete``) or inserted the row:
    /// change the data, then tell the table (`deleteRows(at:with:)`, `insertRows(at:with:)`).
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
    /// The user moved a row with its reorder control: move the item in the data (the
    /// table has moved the row already).
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
    /// Not implemented: the table learns that this data source does not commit edits.
    public func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        tableView.dataSourceDoesNotCommitEdits()
    }
    /// Not implemented: the table learns that this data source does not move rows.
    public func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        tableView.dataSourceDoesNotMoveRows()
    }
}
