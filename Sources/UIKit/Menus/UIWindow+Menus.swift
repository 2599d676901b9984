import Foundation

extension UIWindow {
    /// Gives `event` to the open menu, if there is one; returns whether the menu used it
    /// up (then the window does nothing else with it).
    func routeToMenu(_ event: InputEvent) -> Bool {
        if let menu = eventState.menuPresentation {
            if case .keyDown(let keyCode, _, _) = event { eventState.keysPressedInMenu.insert(keyCode) }
            if case .keyUp(let keyCode, _, _) = event { eventState.keysPressedInMenu.remove(keyCode) }
            return menu.handle(event)
        }
        if case .keyUp(let keyCode, _, _) = event, eventState.keysPressedInMenu.remove(keyCode) != nil { return true }
        return false
    }

    /// A right click at `location` on `hit`: the nearest view (from `hit` up) with a
    /// context menu opens it: a ``UIContextMenuInteraction``'s, or a button's
    /// ``UIButton/menu`` when ``UIControl/isContextMenuInteractionEnabled``.
    func openContextMenu(at location: CGPoint, from hit: UIView?) {
        var view = hit
        while let current = view {
            for case let interaction as UIContextMenuInteraction in current.interactions
            where interaction.openMenu(atWindowPoint: location) {
                return
            }
            if let button = current as? UIButton, button.isEnabled, button.isContextMenuInteractionEnabled, button.menu != nil {
                button.presentMenu()
                return
            }
            if let opened = (current as? ContextMenuProviding)?.openContextMenu(atWindowPoint: location), opened { return }
            view = current.superview
        }
    }

    /// The menu open in the window, if any (tests read it).
    package var openMenuTitles: [String]? {
        eventState.menuPresentation?.popup.rowTitles
    }
}

/// A view that makes context menus itself (table and collection views ask their
/// delegates).
@MainActor
protocol ContextMenuProviding {
    /// Opens the menu for a right click at `point` (window coordinates); whether one opened.
    func openContextMenu(atWindowPoint point: CGPoint) -> Bool
}
