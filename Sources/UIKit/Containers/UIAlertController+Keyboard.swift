import Foundation

extension UIAlertController {
    /// The action Return runs: the preferred action, else the only action there is.
    var returnKeyAction: UIAlertAction? {
        preferredAction ?? (actions.count == 1 ? actions.first : nil)
    }

    /// Return (in the alert or in one of its text fields): runs ``returnKeyAction``.
    func performReturnKey() {
        if let action = returnKeyAction { choose(action) }
    }

    /// Return and Enter run the preferred action, Escape the cancel action; true when the
    /// key did something.
    func handleAlertKey(_ key: UIKey.SpecialKey) -> Bool {
        switch key {
        case .returnKey, .enter:
            guard let action = returnKeyAction else { return false }
            choose(action)
            return true
        case .escape:
            guard let cancel = actions.first(where: { $0.style == .cancel }) else { return false }
            choose(cancel)
            return true
        default:
            return false
        }
    }
}

extension AlertView {
    /// When the alert appears, its first text field takes the keyboard, else the alert
    /// itself (so Return and Escape reach it).
    func takeKeyboardFocus() {
        if let field = box.subviews.first(where: { $0 is UITextField }) {
            field.becomeFirstResponder()
        } else {
            becomeFirstResponder()
        }
    }
}
