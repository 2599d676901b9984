import Foundation
import UIKit
import UIKitTestSupport

/// The root view of `window`'s controller.
@MainActor
func rootView(of window: UIWindow) -> UIView {
    window.rootViewController!.view
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

/// A window and a fresh view added to its root view (keep the window while testing).
@MainActor
func windowWithView() -> (window: UIWindow, root: UIView, view: UIView) {
    let window = makeWindow()
    let root = rootView(of: window)
    let view = UIView()
    root.addSubview(view)
    return (window, root, view)
}
