import Foundation

extension UIButton {
    /// Shows ``menu`` under the button (a click with ``UIControl/showsMenuAsPrimaryAction``,
    /// or a right click). Choosing an action runs it with the button as sender.
    func presentMenu() {
        guard let menu, let window else { return }
        let anchor = convert(bounds, to: window)
        let presentation = MenuPresentation(menu: menu, in: window, anchor: anchor, source: self)
        presentation.present()
    }
}
