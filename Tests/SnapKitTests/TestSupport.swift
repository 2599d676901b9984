import Foundation
import UIKit

/// Makes a visible window of `size` with a plain root view controller.
@MainActor
func makeWindow(width: CGFloat = 320, height: CGFloat = 480, root: UIViewController = UIViewController()) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
    window.rootViewController = root
    window.makeKeyAndVisible()
    return window
}

/// The root view of `window`'s controller.
@MainActor
func rootView(of window: UIWindow) -> UIView {
    window.rootViewController!.view
}

/// Runs one run-loop turn (the update cycle: constraints, layout, display).
@MainActor
func turn() {
    UIRunLoop.main.runOnce()
}

/// Adds fresh views to `parent`, returning them.
@MainActor
func addViews(_ count: Int, to parent: UIView) -> [UIView] {
    (0..<count).map { _ in
        let view = UIView()
        parent.addSubview(view)
        return view
    }
}

/// The line of the call, for comparing with recorded call sites.
func currentLine(_ line: UInt = #line) -> UInt { line }
