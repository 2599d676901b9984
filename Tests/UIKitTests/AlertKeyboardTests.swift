import Foundation
import Testing
import UIKit
import UIKitTestSupport

/// An alert on the keyboard: Return runs the preferred action (from the alert or from
/// its text field), Escape the cancel action.
@MainActor
@Suite struct AlertKeyboardTests {
    /// Presents `alert` (animations off: an action runs once the alert is gone).
    private func present(_ alert: UIAlertController) -> (UIWindow, EventDriver) {
        UIView.setAnimationsEnabled(false)
        let presenter = UIViewController()
        let window = makeWindow(width: 320, height: 480, root: presenter)
        turn()
        presenter.present(alert, animated: false)
        turn()
        return (window, EventDriver(window: window))
    }

    private func alert(_ chosen: @escaping (String) -> Void) -> UIAlertController {
        let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { chosen($0.title ?? "") })
        let delete = UIAlertAction(title: "Delete", style: .destructive) { chosen($0.title ?? "") }
        alert.addAction(delete)
        alert.preferredAction = delete
        return alert
    }

    @Test func returnRunsThePreferredAction() {
        var chosen: [String] = []
        let alert = alert { chosen.append($0) }
        let (window, keys) = present(alert)
        defer { withExtendedLifetime(window) {}; UIView.setAnimationsEnabled(true) }
        #expect(alert.view.isFirstResponder)
        keys.key(.returnKey)
        turn()
        #expect(chosen == ["Delete"])
        #expect(alert.presentingViewController == nil && alert.viewIfLoaded?.window == nil)
    }

    @Test func escapeRunsTheCancelAction() {
        var chosen: [String] = []
        let alert = alert { chosen.append($0) }
        let (window, keys) = present(alert)
        defer { withExtendedLifetime(window) {}; UIView.setAnimationsEnabled(true) }
        keys.key(.escape)
        turn()
        #expect(chosen == ["Cancel"])
    }

    @Test func returnInATextFieldRunsThePreferredActionWithTheText() {
        var entered: [String] = []
        let alert = UIAlertController(title: "Rename", message: nil, preferredStyle: .alert)
        alert.addTextField { $0.placeholder = "Name" }
        let save = UIAlertAction(title: "Save", style: .default) { [weak alert] _ in entered.append(alert?.textFields?.first?.text ?? "") }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(save)
        alert.preferredAction = save
        let (window, keys) = present(alert)
        defer { withExtendedLifetime(window) {}; UIView.setAnimationsEnabled(true) }
        #expect(alert.textFields?.first?.isFirstResponder == true)
        for character in "Notes" { keys.key(UInt32(character.unicodeScalars.first!.value), String(character)) }
        keys.key(.returnKey)
        turn()
        #expect(entered == ["Notes"])
    }

    @Test func anAlertWithoutPreferredOrCancelActionIgnoresTheKeys() {
        var chosen: [String] = []
        let alert = UIAlertController(title: "Pick", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "One", style: .default) { chosen.append($0.title ?? "") })
        alert.addAction(UIAlertAction(title: "Two", style: .default) { chosen.append($0.title ?? "") })
        let (window, keys) = present(alert)
        defer { withExtendedLifetime(window) {}; UIView.setAnimationsEnabled(true) }
        keys.key(.returnKey)
        keys.key(.escape)
        turn()
        #expect(chosen.isEmpty && alert.viewIfLoaded?.window != nil)
    }
}
