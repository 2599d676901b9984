import Foundation

/// One line of an open menu.
@MainActor
enum MenuRow {
    /// An action; `group` is the single-selection menu it belongs to, if any.
    case action(UIAction, group: UIMenu?)
    /// A submenu, opened in place.
    case submenu(UIMenu)
    /// The title of the menu shown (a submenu's: choosing it goes back up).
    case header(String, goesBack: Bool)
    /// A deferred element still loading.
    case loading
    /// A line between groups.
    case separator

    /// Whether the row can be highlighted and chosen.
    var isSelectable: Bool {
        switch self {
        case .action(let action, _): !action.attributes.contains(.disabled)
        case .submenu: true
        case .header(_, let goesBack): goesBack
        case .loading, .separator: false
        }
    }

    /// The rows of `menu`'s children: inline menus flattened between separators, hidden
    /// actions left out, deferred elements expanded when `resolved` has their elements
    /// (else a loading row, and `load` is called with the element).
    static func rows(of menu: UIMenu, resolved: (UIDeferredMenuElement) -> [UIMenuElement]?,
                     load: (UIDeferredMenuElement) -> Void) -> [MenuRow] {
        var rows: [MenuRow] = []
        let group = menu.options.contains(.singleSelection) ? menu : nil
        func append(_ elements: [UIMenuElement], group: UIMenu?) {
            for element in elements {
                switch element {
                case let action as UIAction:
                    if !action.attributes.contains(.hidden) { rows.append(.action(action, group: group)) }
                case let submenu as UIMenu where submenu.options.contains(.displayInline) || submenu.options.contains(.displayAsPalette):
                    rows.append(.separator)
                    if !submenu.title.isEmpty { rows.append(.header(submenu.title, goesBack: false)) }
                    append(submenu.children, group: submenu.options.contains(.singleSelection) ? submenu : nil)
                    rows.append(.separator)
                case let submenu as UIMenu:
                    rows.append(.submenu(submenu))
                case let deferred as UIDeferredMenuElement:
                    if let elements = resolved(deferred) {
                        append(elements, group: group)
                    } else {
                        rows.append(.loading)
                        load(deferred)
                    }
                default:
                    continue
                }
            }
        }
        append(menu.children, group: group)
        return trimmingSeparators(rows)
    }

    /// No separator first, last or twice in a row.
    static func trimmingSeparators(_ rows: [MenuRow]) -> [MenuRow] {
        var result: [MenuRow] = []
        for row in rows {
            if case .separator = row {
                if result.isEmpty { continue }
                if case .separator = result[result.count - 1] { continue }
            }
            result.append(row)
        }
        if let last = result.last, case .separator = last { result.removeLast() }
        return result
    }
}
