import Foundation

/// An open menu in a window: a pop-up of rows under its anchor, navigated with the
/// pointer (hover highlights, a click chooses) or the keyboard (arrows, Return, Escape),
/// closed by a click outside it.
///
/// While it is open the window gives it every pointer and key event (UIWindow+Menus.swift).
/// Submenus open in place, with their title as a first row that goes back up.
@MainActor
final class MenuPresentation {
    /// The window showing the menu.
    private(set) weak var window: UIWindow?
    /// What the menu opened from, in window coordinates (a zero-size rectangle at the
    /// pointer for a context menu).
    let anchor: CGRect
    /// What opened the menu (a button, an interaction).
    private(set) weak var source: AnyObject?
    /// The sender an action chosen here runs with.
    weak var sender: AnyObject?
    /// Called once when the menu closes.
    var onDismiss: (() -> Void)?

    /// The root menu, then each submenu entered.
    private(set) var menuStack: [UIMenu]
    /// The rows shown now.
    private(set) var rows: [MenuRow] = []
    /// The highlighted row.
    private(set) var highlightedIndex: Int?
    /// The pop-up.
    let popup = MenuPopupView()
    private var isPresented = false

    /// A menu to show in `window` at `anchor` (window coordinates).
    init(menu: UIMenu, in window: UIWindow, anchor: CGRect, source: AnyObject?) {
        self.window = window
        self.anchor = anchor
        self.source = source
        menuStack = [menu]
    }

    /// The menu open in `window`, if any.
    static func current(in window: UIWindow?) -> MenuPresentation? {
        window?.eventState.menuPresentation
    }

    /// Shows the pop-up (closing any other menu of the window).
    func present() {
        guard let window else { return }
        window.eventState.menuPresentation?.dismiss()
        window.eventState.menuPresentation = self
        isPresented = true
        window.addSubview(popup)
        reload()
    }

    /// Closes the pop-up.
    func dismiss() {
        guard isPresented else { return }
        isPresented = false
        popup.removeFromSuperview()
        if let window, window.eventState.menuPresentation === self { window.eventState.menuPresentation = nil }
        let done = onDismiss
        onDismiss = nil
        done?()
    }

    /// The elements deferred elements delivered while this menu is open.
    private var resolvedElements: [ObjectIdentifier: [UIMenuElement]] = [:]
    /// The deferred elements asked for while this menu is open.
    private var requestedElements: Set<ObjectIdentifier> = []

    /// Rebuilds the rows of the menu on top and lays the pop-up out again, then asks the
    /// deferred elements shown loading for their elements (an answer rebuilds again).
    func reload() {
        guard isPresented, let window, let menu = menuStack.last else { return }
        var toLoad: [UIDeferredMenuElement] = []
        var built = MenuRow.rows(of: menu, resolved: { [resolvedElements] deferred in
            resolvedElements[ObjectIdentifier(deferred)] ?? (deferred.isUncached ? nil : deferred.deliveredElements)
        }, load: { toLoad.append($0) })
        if menuStack.count > 1 { built.insert(.header(menu.title, goesBack: true), at: 0) }
        else if !menu.title.isEmpty { built.insert(.header(menu.title, goesBack: false), at: 0) }
        rows = built
        if let index = highlightedIndex, !(rows.indices.contains(index) && rows[index].isSelectable) { highlightedIndex = nil }
        popup.show(rows, highlighted: highlightedIndex, anchor: anchor, in: window.bounds)
        for deferred in toLoad where requestedElements.insert(ObjectIdentifier(deferred)).inserted {
            deferred.load { [weak self, weak deferred] elements in
                guard let self, let deferred else { return }
                self.resolvedElements[ObjectIdentifier(deferred)] = elements
                self.reload()
            }
        }
    }

    // MARK: Choosing

    /// Moves the highlight to the next selectable row in `direction` (+1 down, -1 up),
    /// wrapping around.
    func moveHighlight(by direction: Int) {
        let selectable = rows.indices.filter { rows[$0].isSelectable }
        guard !selectable.isEmpty else { return }
        let next: Int
        if let current = highlightedIndex, let position = selectable.firstIndex(of: current) {
            next = selectable[(position + direction + selectable.count) % selectable.count]
        } else {
            next = direction > 0 ? selectable[0] : selectable[selectable.count - 1]
        }
        highlight(next)
    }

    /// Highlights row `index` (nil: none).
    func highlight(_ index: Int?) {
        let valid = index.flatMap { rows.indices.contains($0) && rows[$0].isSelectable ? $0 : nil }
        guard valid != highlightedIndex else { return }
        highlightedIndex = valid
        popup.setHighlighted(valid)
    }

    /// Chooses row `index`: runs an action (closing the menu unless it keeps it open),
    /// enters a submenu, or goes back from one.
    func choose(_ index: Int) {
        guard rows.indices.contains(index), rows[index].isSelectable else { return }
        switch rows[index] {
        case .action(let action, let group):
            if let group {
                for case let member as UIAction in group.children { member.state = member === action ? .on : .off }
            }
            if action.attributes.contains(.keepsMenuPresented) {
                reload()
            } else {
                dismiss()
            }
            action.perform(sender: sender ?? source)
        case .submenu(let submenu):
            menuStack.append(submenu)
            highlightedIndex = nil
            reload()
            moveHighlight(by: 1)
        case .header:
            goBack()
        case .loading, .separator:
            break
        }
    }

    /// Leaves a submenu (true), or does nothing at the root (false).
    @discardableResult
    func goBack() -> Bool {
        guard menuStack.count > 1 else { return false }
        let left = menuStack.removeLast()
        highlightedIndex = nil
        reload()
        if let index = rows.firstIndex(where: { if case .submenu(let menu) = $0 { menu === left } else { false } }) {
            highlight(index)
        }
        return true
    }

    // MARK: Events

    /// Handles a window event while the menu is open; returns whether it was used up.
    func handle(_ event: InputEvent) -> Bool {
        switch event {
        case .pointerDown(let location, _, _):
            if !popup.frame.contains(location) { dismiss() }
            return true
        case .pointerMoved(let location, _, _), .pointerEntered(let location, _):
            highlight(popup.rowIndex(at: popup.convert(location, from: window)))
            return true
        case .pointerUp(let location, let button, _):
            if button == 1 || button == 3, let index = popup.rowIndex(at: popup.convert(location, from: window)) { choose(index) }
            return true
        case .scroll:
            return true
        case .keyDown(let keyCode, _, _):
            switch MenuKey(keyCode: keyCode) {
            case .down: moveHighlight(by: 1)
            case .up: moveHighlight(by: -1)
            case .choose: if let highlightedIndex { choose(highlightedIndex) }
            case .enter:
                if let highlightedIndex, case .submenu = rows[highlightedIndex] { choose(highlightedIndex) }
            case .back:
                goBack()
            case .close:
                if !goBack() { dismiss() }
            case nil: break
            }
            return true
        case .keyUp, .pointerExited:
            return true
        case .resize, .close:
            dismiss()
            return false
        }
    }
}

/// The keys a menu answers to.
enum MenuKey {
    case up, down, choose, enter, back, close

    init?(keyCode: UInt32) {
        switch UIKey.SpecialKey(keyCode: keyCode) {
        case .upArrow: self = .up
        case .downArrow: self = .down
        case .returnKey, .enter: self = .choose
        case .rightArrow: self = .enter
        case .leftArrow: self = .back
        case .escape: self = .close
        default:
            if keyCode == 0x20 { self = .choose } else { return nil }
        }
    }
}
