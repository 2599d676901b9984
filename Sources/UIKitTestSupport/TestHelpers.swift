import Foundation
import UIKit

/// Makes a visible window of `width` × `height` with a plain (or the given) root view
/// controller.
@MainActor
public func makeWindow(width: CGFloat = 320, height: CGFloat = 480, root: UIViewController = UIViewController()) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
    window.rootViewController = root
    window.makeKeyAndVisible()
    return window
}

/// Runs one run-loop turn: `body`, if any, as an event (queued with `perform`), then the
/// update cycle (constraints, layout, display).
@MainActor
public func turn(_ body: (@MainActor () -> Void)? = nil) {
    if let body { UIRunLoop.main.perform(body) }
    UIRunLoop.main.runOnce()
}

/// Whether `$DISPLAY` is set (tests that need an X server skip otherwise).
public let hasDisplay = !(ProcessInfo.processInfo.environment["DISPLAY"] ?? "").isEmpty
