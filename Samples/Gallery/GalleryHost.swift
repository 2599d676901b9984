import Foundation
import GallerySamples
import LayoutInspector
import UIKit
import XlibHost

/// One open window: the sample's controller, the overlays drawn over it, and the control
/// being pressed or holding keyboard focus.
@MainActor
final class WindowSession {
    let window: UIWindow
    let title: String
    let controller: SampleViewController
    let explanation: ExplanationOverlayView
    private unowned let inspectors: InspectorWindows
    var pressed: GalleryControl?
    var focused: GalleryControl?

    init(window: UIWindow, title: String, controller: SampleViewController, explanation: String, showsExplanation: Bool,
         inspectors: InspectorWindows) {
        self.window = window
        self.inspectors = inspectors
        self.title = title
        self.controller = controller
        self.explanation = ExplanationOverlayView(text: explanation)
        self.explanation.frame = window.bounds
        self.explanation.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        window.addSubview(self.explanation)
        self.explanation.isHidden = !showsExplanation
    }

    /// The inspector window's controller while it is open.
    var inspector: LayoutInspectorViewController? { inspectors.inspector(of: window) }
    /// The inspector's window while it is open.
    var inspectorWindow: UIWindow? { inspectors.inspectorWindow(of: window) }

    /// The gallery's own views over the sample (left out of dumps and the inspector).
    var overlays: [UIView] { [explanation] + (inspector.map { [$0.overlay] } ?? []) }

    /// The hierarchy dump of the window, without the overlays.
    var dump: String { HierarchyDump.text(of: window, excluding: overlays) }
}

/// Runs the gallery's windows on the X11 host: opens samples, routes clicks and keys to the
/// gallery's controls and the inspector, performs `--script` steps, writes screenshots.
@MainActor
final class GalleryHost {
    let application: XlibApplication
    /// The inspector windows (F12).
    let inspectors: InspectorWindows
    private var sessions: [ObjectIdentifier: WindowSession] = [:]
    /// Whether new windows show the explanation overlay.
    var showsExplanation = true

    init(application: XlibApplication) {
        self.application = application
        inspectors = InspectorWindows(application: application)
        application.eventObserver = { [unowned self] window, event, hit in
            handle(event, in: window, hit: hit)
        }
        inspectors.onCopy = { code in Output.line("// Copied as Swift:\n" + code) }
        inspectors.onFailure = { message in FileHandle.standardError.write(Data("gallery: \(message)\n".utf8)) }
        application.windowDidClose = { [unowned self] window in
            inspectors.windowDidClose(window)
            sessions[ObjectIdentifier(window)] = nil
        }
        application.eventInterceptor = { [unowned self] window, event in
            inspectors.intercept(event, in: window)
        }
    }

    // MARK: The inspector

    /// Opens the inspector window for `session`, or closes it if open.
    func toggleInspector(of session: WindowSession) {
        inspectors.toggle(for: session.window, title: session.title, excluding: [session.explanation])
    }

    /// Opens the inspector window beside `session`'s window.
    @discardableResult
    func openInspector(of session: WindowSession) -> LayoutInspectorViewController? {
        inspectors.open(for: session.window, title: session.title, excluding: [session.explanation])
    }

    // MARK: Windows

    /// Opens `controller` in a window titled `title`.
    @discardableResult
    func open(_ controller: SampleViewController, title: String, explanation: String, size: CGSize) throws(XlibHostError) -> WindowSession {
        controller.log.echo = { line in Output.line(line) }
        let window = try application.openWindow(rootViewController: controller, title: title, size: size,
                                                 minimumSize: CGSize(width: 120, height: 120))
        let session = WindowSession(window: window, title: title, controller: controller, explanation: explanation,
                                    showsExplanation: showsExplanation, inspectors: inspectors)
        controller.requestWindowSize = { [unowned self, unowned window] size in
            application.requestResize(of: window, to: size)
        }
        sessions[ObjectIdentifier(window)] = session
        return session
    }

    /// Opens `sample`.
    @discardableResult
    func open(_ sample: GallerySample, size: CGSize?) throws(XlibHostError) -> WindowSession {
        let controller = sample.makeController(size: size)
        return try open(controller, title: sample.title, explanation: sample.explanation, size: controller.initialSize)
    }

    /// Opens the launcher, whose buttons open samples in new windows.
    @discardableResult
    func openLauncher(size: CGSize?) throws(XlibHostError) -> WindowSession {
        let launcher = LauncherViewController()
        // Every row if they fit in 720 points; the rest scrolls.
        launcher.initialSize = size ?? CGSize(width: 520, height: min(720, 120 + CGFloat(launcher.samples.count) * 58))
        launcher.onOpen = { [unowned self] sample in
            do throws(XlibHostError) { try open(sample, size: nil) } catch { FileHandle.standardError.write(Data("gallery: \(error.description)\n".utf8)) }
        }
        return try open(launcher, title: LauncherViewController.title,
                        explanation: "Click a sample to open it. In every window F12 toggles the inspector and F11 prints the trace.",
                        size: launcher.initialSize)
    }

    // MARK: Running

    /// Runs turns until the window has painted its first frame and the loop has settled.
    func settle(_ session: WindowSession) {
        application.run(until: { application.hasPainted(session.window) }, timeout: 5)
        for _ in 0..<3 { UIRunLoop.main.runOnce(timeout: 0.01) }
    }

    /// Performs `steps` one run-loop turn apart, as clicks would.
    /// - Returns: the steps that the sample does not know.
    func runScript(_ steps: [String], in session: WindowSession) -> [String] {
        var unknown: [String] = []
        for step in steps {
            if step.hasPrefix("resize:") {
                guard let size = GalleryOptions.parseSize(String(step.dropFirst("resize:".count))) else {
                    unknown.append(step)
                    continue
                }
                application.requestResize(of: session.window, to: size)
                application.synchronize()
                application.run(until: {
                    abs(session.window.bounds.width - size.width) < 1 && abs(session.window.bounds.height - size.height) < 1
                }, timeout: 3)
                UIRunLoop.main.runOnce(timeout: 0.01)
            } else if step.hasPrefix("select:") {
                // With --inspect: select a view by its gallery name in the inspector.
                let name = String(step.dropFirst("select:".count))
                guard let inspector = session.inspector, let view = Self.view(named: name, in: session.window) else {
                    unknown.append(step)
                    continue
                }
                inspector.model.select(.view(view))
                UIRunLoop.main.runOnce(timeout: 0.05)
            } else {
                let controller = session.controller
                UIRunLoop.main.perform {
                    if !controller.perform(step) { unknown.append(step) }
                }
                UIRunLoop.main.runOnce(timeout: 0)
            }
        }
        settle(session)
        return unknown
    }

    /// The view of `root`'s hierarchy with gallery name `name`.
    static func view(named name: String, in root: UIView) -> UIView? {
        if root.sampleName == name { return root }
        for subview in root.subviews { if let found = view(named: name, in: subview) { return found } }
        return nil
    }

    // MARK: Events

    private func handle(_ event: InputEvent, in window: UIWindow, hit: UIView?) {
        guard let session = sessions[ObjectIdentifier(window)] else { return }
        switch event {
        case .pointerDown(_, let button, _) where button == 1:
            let control = GalleryControl.enclosing(hit)
            session.pressed = control
            control?.setPressed(true)
            let focus = control?.acceptsKeyboardFocus == true ? control : nil
            if focus !== session.focused {
                session.focused?.hasKeyboardFocus = false
                session.focused = focus
                focus?.hasKeyboardFocus = true
            }
        case .pointerUp(_, let button, _) where button == 1:
            if let pressed = session.pressed {
                pressed.setPressed(false)
                session.pressed = nil
                if GalleryControl.enclosing(hit) === pressed { pressed.activate() }
            }
        case .scroll(_, _, let deltaY, _):
            var view = hit
            while let current = view, !(current is TextPaneView) { view = current.superview }
            (view as? TextPaneView)?.scroll(by: deltaY < 0 ? 3 : -3)
        case .keyDown(let keyCode, let characters, let modifiers):
            handleKey(keyCode, characters, modifiers, in: session)
        default:
            break
        }
    }

    private func handleKey(_ keyCode: UInt32, _ characters: String, _ modifiers: KeyModifiers, in session: WindowSession) {
        let control = modifiers.contains(.control)
        switch (keyCode, control) {
        case (0xFFC9, _), (0x69, true):  // F12, Ctrl+I
            toggleInspector(of: session)
        case (0xFFC8, _), (0x74, true):  // F11, Ctrl+T
            Output.line(session.dump)
        case (0xFFBE, _), (0x65, true):  // F1, Ctrl+E
            session.explanation.isHidden.toggle()
        case (0xFF1B, _) where session.focused != nil:  // Escape leaves a text field
            session.focused?.hasKeyboardFocus = false
            session.focused = nil
        case (0xFF1B, _), (0x77, true):  // Escape, Ctrl+W
            application.requestClose(of: session.window)
        default:
            _ = session.focused?.handleKey(keyCode: keyCode, characters: characters)
        }
    }
}
