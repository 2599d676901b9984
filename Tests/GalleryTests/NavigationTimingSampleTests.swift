import Foundation
import GallerySamples
import Testing
import UIKit
import UIKitTestSupport

/// The navigation sample: the second article's callbacks inside a navigation controller,
/// in UIKit's order, with the frames each callback sees.
@MainActor
@Suite(.serialized) struct NavigationTimingSampleTests {
    /// The callbacks of `screen` in `lines`, without their frames.
    private func callbacks(_ lines: [String], of screen: String) -> [String] {
        lines.filter { $0.hasPrefix(screen + ", ") }
            .map { String($0.split(separator: ",")[1].split(separator: ":")[0]).trimmingCharacters(in: .whitespaces) }
    }

    private func settle() {
        for _ in 0..<3 { UIRunLoop.main.runOnce() }
    }

    @Test func theRootAppearsThenAPushAPopAndASheetInUIKitsOrder() {
        UIView.setAnimationsEnabled(false)
        defer { UIView.setAnimationsEnabled(true) }
        let (window, controller) = show(.navigation, as: NavigationTimingViewController.self)
        defer { close(window) }
        settle()
        let first = controller.log.take()
        #expect(callbacks(first, of: "first").filter { !$0.contains("Layout") && !$0.contains("SafeArea") }
                == ["loadView", "viewDidLoad", "viewWillAppear (moving false", "viewDidAppear"])
        // In viewDidLoad the plain view has the screen's size and nothing is laid out; by
        // viewDidAppear the view fills the navigation controller and the button is centred
        // in the safe area below the bar.
        let loaded = first.first { $0.hasPrefix("first, viewDidLoad") } ?? ""
        #expect(loaded.contains("view (0 0; 390 844), btn (0 0; 0 0)"), "\(loaded)")
        let appeared = first.first { $0.hasPrefix("first, viewDidAppear") } ?? ""
        #expect(appeared.contains("view (0 0; 428 280)") && appeared.contains("btn (164 137; 100 50)")
                && appeared.contains("safe area top 44"), "\(appeared)")

        click(controller, "push")
        settle()
        let push = controller.log.take().filter { !$0.contains("Layout") && !$0.contains("SafeArea") && !$0.hasPrefix("action") }
        #expect(push.map { $0.components(separatedBy: ": ").first ?? $0 } == [
            "pushed1, loadView", "pushed1, viewDidLoad", "first, viewWillDisappear (moving false, dismissed false)",
            "pushed1, viewWillAppear (moving true, presented false)", "first, viewDidDisappear", "pushed1, viewDidAppear",
        ])

        click(controller, "pop")
        settle()
        let pop = controller.log.take().filter { !$0.contains("Layout") && !$0.contains("SafeArea") && !$0.hasPrefix("action") }
        #expect(pop.map { $0.components(separatedBy: ": ").first ?? $0 } == [
            "pushed1, viewWillDisappear (moving true, dismissed false)", "first, viewWillAppear (moving false, presented false)",
            "pushed1, viewDidDisappear", "first, viewDidAppear",
        ])

        click(controller, "present")
        settle()
        let sheet = controller.log.take().filter { !$0.contains("Layout") && !$0.contains("SafeArea") && !$0.hasPrefix("action") }
        #expect(sheet.map { $0.components(separatedBy: ": ").first ?? $0 } == [
            "sheet, loadView", "sheet, viewDidLoad", "sheet, viewWillAppear (moving false, presented true)", "sheet, viewDidAppear",
        ], "a sheet leaves the presenter on screen: no disappearance callbacks for it")

        click(controller, "dismiss")
        settle()
        let dismissed = controller.log.take().filter { !$0.contains("Layout") && !$0.contains("SafeArea") && !$0.hasPrefix("action") }
        #expect(dismissed.map { $0.components(separatedBy: ": ").first ?? $0 } == [
            "sheet, viewWillDisappear (moving false, dismissed true)", "sheet, viewDidDisappear",
        ])
    }
}
