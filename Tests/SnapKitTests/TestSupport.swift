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
