import Foundation
import Testing
import UIKit
import UIKitTestSupport

@MainActor
@Suite struct AlertControllerTests {
    private func buttons(of alert: UIAlertController) -> [UIButton] {
        alert.view.subviews.flatMap(\.subviews).compactMap { $0 as? UIButton }
    }

    @Test func anAlertIsACentredBoxOverThePresenterWhichStays() {
        let log = EventLog()
        let a = RecordingController("A", log: log)
        let window = makeWindow(width: 320, height: 480, root: a)
        defer { withExtendedLifetime(window) {} }
        turn()
        _ = log.take()
        let alert = UIAlertController(title: "Delete?", message: "It cannot be undone.", preferredStyle: .alert)
        var chosen: [String] = []
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { chosen.append($0.title ?? "") })
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { chosen.append($0.title ?? "") })
        #expect(alert.actions.map(\.title) == ["Cancel", "Delete"])
        UIView.setAnimationsEnabled(false)
        defer { UIView.setAnimationsEnabled(true) }
        a.present(alert, animated: true)
        turn()
        #expect(!log.lines.contains("A.viewWillDisappear"))
        #expect(alert.view.frame == window.bounds)
        let box = alert.view.subviews[0]
        #expect(box.frame.width == 270 && box.frame.midX == 160)
        #expect(abs(box.frame.midY - 240) < 1)
        let shown = buttons(of: alert)
        #expect(shown.map { $0.title(for: .normal) } == ["Cancel", "Delete"])
        #expect(shown[0].frame.minX == 0 && shown[1].frame.minX == 135)
        shown[1].sendActions(for: .primaryActionTriggered)
        #expect(chosen.isEmpty)
        turn()
        #expect(chosen == ["Delete"])
        #expect(a.presentedViewController == nil && alert.viewIfLoaded?.window == nil)
    }

    @Test func textFieldsAndThePreferredAction() {
        let alert = UIAlertController(title: "Name", message: nil, preferredStyle: .alert)
        #expect(alert.textFields == nil)
        alert.addTextField { $0.placeholder = "First" }
        alert.addTextField()
        let ok = UIAlertAction(title: "OK", style: .default)
        alert.addAction(ok)
        alert.preferredAction = ok
        #expect(alert.textFields?.count == 2 && alert.textFields?.first?.placeholder == "First")
        #expect(alert.preferredAction === ok)
        #expect(alert.modalPresentationStyle == .custom)
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addTextField()
        #expect(sheet.textFields == nil)
    }

    @Test func anActionSheetSitsAtTheBottomWithCancelLast() {
        let a = UIViewController()
        let window = makeWindow(width: 320, height: 480, root: a)
        defer { withExtendedLifetime(window) {} }
        turn()
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        sheet.addAction(UIAlertAction(title: "Share", style: .default))
        sheet.addAction(UIAlertAction(title: "Copy", style: .default))
        a.present(sheet, animated: false)
        turn()
        #expect(buttons(of: sheet).map { $0.title(for: .normal) } == ["Share", "Copy", "Cancel"])
        let box = sheet.view.subviews[0]
        #expect(box.frame.maxY == 472 && box.frame.width == 304)
    }
}
