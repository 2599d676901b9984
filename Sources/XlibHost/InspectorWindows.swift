import Foundation
import LayoutInspector
import UIKit

/// The layout inspector's windows, at most one per inspected window: F12 (or Ctrl+I) in a
/// window opens its inspector beside it, and F12 or Ctrl+I in either window closes it.
///
/// While an inspector is open, a click in the inspected window selects the view under it
/// instead of clicking it (Ctrl+click passes through). Closing the inspected window closes
/// its inspector too. Apps run by ``XlibApplicationHost`` get this without code; the
/// gallery uses it for its samples.
@preconcurrency @MainActor
public final class InspectorWindows {
    private struct OpenInspector {
        let inspected: UIWindow
        let controller: LayoutInspectorViewController
        let window: UIWindow
    }

    private let application: XlibApplication
    private var open: [OpenInspector] = []
    /// Called with the Swift code the inspector copies ("Copy as Swift").
    public var onCopy: ((String) -> Void)?
    /// Called when an inspector window cannot be opened; writes to standard error by default.
    public var onFailure: (String) -> Void = { Platform.writeError($0) }

    /// Inspector windows opened through `application`.
    public init(application: XlibApplication) {
        self.application = application
    }

    /// Whether `keyCode` with `modifiers` is the inspector's key: F12, or Ctrl+I.
    public static func isToggleKey(_ keyCode: UInt32, modifiers: KeyModifiers) -> Bool {
        keyCode == 0xFFC9 || (keyCode == 0x69 && modifiers.contains(.control))
    }

    /// The inspector open on `window`, if any.
    public func inspector(of window: UIWindow) -> LayoutInspectorViewController? {
        open.first { $0.inspected === window }?.controller
    }

    /// The inspector window open on `window`, if any.
    public func inspectorWindow(of window: UIWindow) -> UIWindow? {
        open.first { $0.inspected === window }?.window
    }

    /// Whether `window` is one of the inspector windows.
    public func isInspectorWindow(_ window: UIWindow) -> Bool {
        open.contains { $0.window === window }
    }

    /// Opens the inspector of `window`, or closes it if it is open.
    public func toggle(for window: UIWindow, title: String, excluding excluded: [UIView] = []) {
        if inspector(of: window) != nil { close(for: window) } else { self.open(for: window, title: title, excluding: excluded) }
    }

    /// Opens an inspector window for `window` beside it (to its right, where the window
    /// manager allows), leaving `window` the key window; returns the open one if there is.
    @discardableResult
    public func open(for window: UIWindow, title: String, excluding excluded: [UIView] = []) -> LayoutInspectorViewController? {
        if let existing = inspector(of: window) { return existing }
        let controller = LayoutInspectorViewController(inspecting: window, excluding: excluded)
        controller.onCopy = { [weak self] code in self?.onCopy?(code) }
        let wasKey = window.isKeyWindow
        do {
            let beside = application.screenFrame(of: window).map { CGPoint(x: $0.maxX + 12, y: $0.minY) }
            let inspectorWindow = try application.openWindow(rootViewController: controller, title: "Inspector — \(title)",
                                                             size: CGSize(width: 900, height: 700),
                                                             minimumSize: CGSize(width: 400, height: 300), origin: beside)
            UIApplication.excludeFromApplication(inspectorWindow)
            if wasKey { window.makeKey() }
            open.append(OpenInspector(inspected: window, controller: controller, window: inspectorWindow))
            return controller
        } catch {
            controller.detach()
            onFailure("cannot open the inspector: \(error.description)")
            return nil
        }
    }

    /// Closes the inspector of `window`, which may be the inspected window or the
    /// inspector's own.
    public func close(for window: UIWindow) {
        guard let index = open.firstIndex(where: { $0.inspected === window || $0.window === window }) else { return }
        let closing = open.remove(at: index)
        closing.controller.detach()
        application.closeWindow(closing.window)
    }

    /// To call when `window` closed (an ``XlibApplication/windowDidClose``): an inspector
    /// window forgets its inspector, an inspected window closes its inspector.
    public func windowDidClose(_ window: UIWindow) {
        if let index = open.firstIndex(where: { $0.window === window }) {
            open.remove(at: index).controller.detach()
        } else {
            close(for: window)
        }
    }

    /// Lets the inspectors see `event` before `window` does (an
    /// ``XlibApplication/eventInterceptor``): the toggle key in an inspector window closes
    /// it; other events in it go to its inspector; a click in an inspected window selects
    /// a view. Returns whether the event was consumed.
    public func intercept(_ event: InputEvent, in window: UIWindow) -> Bool {
        if let inspector = open.first(where: { $0.window === window }) {
            if case .keyDown(let keyCode, _, let modifiers) = event, Self.isToggleKey(keyCode, modifiers: modifiers) {
                close(for: inspector.window)
                return true
            }
            return inspector.controller.interceptInspectorWindowEvent(event)
        }
        return inspector(of: window)?.interceptInspectedWindowEvent(event) ?? false
    }
}
