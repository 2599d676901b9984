import UIKit

extension LayoutInspectorViewController: UITableViewDataSource, UITableViewDelegate {
    public func numberOfSections(in tableView: UITableView) -> Int {
        tableView === outline ? 1 : sections.count
    }

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        if tableView === outline { return rows.count }
        return section < sections.count ? sections[section].rows.count : 0
    }

    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        tableView === outline || section >= sections.count ? nil : sections[section].title
    }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if tableView === outline {
            let cell = tableView.dequeueReusableCell(withIdentifier: OutlineCell.identifier, for: indexPath) as! OutlineCell
            guard indexPath.row < rows.count else { return cell }
            let row = rows[indexPath.row]
            cell.configure(row)
            cell.onToggle = { [unowned self] in model.toggleCollapsed(row.item) }
            return cell
        }
        let cell = tableView.dequeueReusableCell(withIdentifier: DetailCell.identifier, for: indexPath) as! DetailCell
        guard indexPath.section < sections.count, indexPath.row < sections[indexPath.section].rows.count else { return cell }
        let row = sections[indexPath.section].rows[indexPath.row]
        cell.label.text = row.text
        cell.label.textColor = row.action != nil ? .blue : .black
        cell.selectionStyle = row.constraint != nil || row.action != nil ? .default : .none
        return cell
    }

    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        if tableView === outline {
            guard indexPath.row < rows.count else { return }
            model.select(rows[indexPath.row].item)
            return
        }
        guard indexPath.section < sections.count, indexPath.row < sections[indexPath.section].rows.count else { return }
        let row = sections[indexPath.section].rows[indexPath.row]
        tableView.deselectRow(at: indexPath, animated: false)
        if let constraint = row.constraint { model.selectedConstraint = constraint }
        row.action?()
    }
}
