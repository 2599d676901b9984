import Foundation
import UIKit

/// Runs an app's windows (`UIApplicationMain(_:_:_:_:)`) in X windows: each window made
/// key and visible opens an X window of its size (that of `UIScreen.main`, 390 × 844
/// points unless `XLIBHOST_SCREEN_SIZE=WxH` says otherwise), and the app runs until its
/// last window closes.
///
/// For scripted checks: `XLIBHOST_SCREENSHOT=FILE` writes the key window's first settled
/// frame as PNG and ends the app (exit status 0; 1 if the file cannot be written), and
/// `XLIBHOST_DUMP=1` prints the hierarchy trace (as `gallery --dump` does) at that moment.
///
/// For looking at a running app: F12 (or Ctrl+I) in a window opens the layout inspector
/// beside it (``InspectorWindows``), and F11 (or Ctrl+T) prints the window's hierarchy trace.
@preconcurrency @MainActor
public final class XlibApplicationHost: UIApplicationHost {
    /// The X connection and windows.
    public let application: XlibApplication
    /// Where to write the first settled frame (`XLIBHOST_SCREENSHOT`).
    public var screenshotPath: String?
    /// Whether to print the hierarchy trace once the first frame settled (`XLIBHOST_DUMP`).
    public var dumpsHierarchy: Bool
    /// Called with the text the host prints (the trace); writes to standard output by
    /// default, flushed at once (so a script reading a pipe sees it).
    public var output: (String) -> Void = { text in
        print(text)
        fflush(nil)  // every stream: stdout itself is not concurrency-safe to name
    }
    /// The layout inspector windows F12 opens.
    public let inspectors: InspectorWindows
    /// Called when the screenshot cannot be written; exits with status 1 by default.
    public var failure: (String) -> Void = { message in
        Platform.writeError(message)
        exit(1)
    }

    /// A host over `application`, with the screen `screenSize` points and the scripted
    /// options from the environment.
    public init(application: XlibApplication, screenSize: CGSize) {
        self.application = application
        let path = Platform.environment("XLIBHOST_SCREENSHOT") ?? ""
        screenshotPath = path.isEmpty ? nil : path
        dumpsHierarchy = ApplicationTrace.isDumpRequested
        UIScreen.main.configure(bounds: CGRect(origin: .zero, size: screenSize), scale: application.scale)
        inspectors = InspectorWindows(application: application)
        application.eventInterceptor = { [unowned self] window, event in intercept(event, in: window) }
        application.windowDidClose = { [unowned self] window in inspectors.windowDidClose(window) }
    }

    /// The host's keys (F12 the inspector, F11 the trace), then the inspectors' clicks.
    private func intercept(_ event: InputEvent, in window: UIWindow) -> Bool {
        if case .keyDown(let keyCode, _, let modifiers) = event, !inspectors.isInspectorWindow(window) {
            if InspectorWindows.isToggleKey(keyCode, modifiers: modifiers) {
                inspectors.toggle(for: window, title: Self.title(of: window))
                return true
            }
            if keyCode == 0xFFC8 || (keyCode == 0x74 && modifiers.contains(.control)) {  // F11, Ctrl+T
                output(ApplicationTrace.text(of: window))
                return true
            }
        }
        return inspectors.intercept(event, in: window)
    }

    /// The screen size `XLIBHOST_SCREEN_SIZE` gives (`390x844`), else 390 × 844 points.
    public static func screenSize(from environment: String?) -> CGSize {
        let fallback = CGSize(width: 390, height: 844)
        guard let text = environment?.lowercased(), !text.isEmpty else { return fallback }
        let parts = text.split(separator: "x").compactMap { Double($0) }
        guard parts.count == 2, parts.allSatisfy({ $0.isFinite && $0 >= 1 && $0 <= 10000 }) else {
            Platform.writeError("XLIBHOST_SCREEN_SIZE=\(text) is not WIDTHxHEIGHT in points; using 390x844")
            return fallback
        }
        return CGSize(width: parts[0], height: parts[1])
    }

    /// The private Xvfb a scripted run without `$DISPLAY` started (it lives as long as
    /// the program).
    private static var privateDisplay: PrivateDisplay?

    /// Whether the environment asks for a scripted run (`XLIBHOST_SCREENSHOT` or
    /// `XLIBHOST_DUMP`), which needs a display even when `$DISPLAY` is unset.
    static var isScriptedRunRequested: Bool {
        !(Platform.environment("XLIBHOST_SCREENSHOT") ?? "").isEmpty || ApplicationTrace.isDumpRequested
    }

    /// The host UIApplicationMain uses: `nil` (headless) without `$DISPLAY` or when the
    /// display cannot be opened (with a message on standard error). A scripted run
    /// (`XLIBHOST_SCREENSHOT`, `XLIBHOST_DUMP`) without `$DISPLAY` starts a private Xvfb
    /// instead, so the picture is always written; when Xvfb is missing it says so and
    /// exits with status 1.
    static func make() -> XlibApplicationHost? {
        if (Platform.environment("DISPLAY") ?? "").isEmpty {
            guard isScriptedRunRequested else {
                Platform.writeError("XlibHost: $DISPLAY is not set; running the app headless")
                return nil
            }
            do { privateDisplay = try PrivateDisplay.start() } catch {
                Platform.writeError("XlibHost: \(error.description)")
                exit(1)
            }
        }
        do {
            let application = try XlibApplication()
            return XlibApplicationHost(application: application, screenSize: screenSize(from: Platform.environment("XLIBHOST_SCREEN_SIZE")))
        } catch {
            guard !isScriptedRunRequested else {
                // A picture or a dump was asked for and cannot be made: say so, fail.
                Platform.writeError("XlibHost: \(error.description)")
                exit(1)
            }
            Platform.writeError("XlibHost: \(error.description)\nRunning the app headless instead.")
            return nil
        }
    }

    public func show(_ window: UIWindow) {
        let title = Self.title(of: window)
        do { try application.show(window, title: title) } catch {
            Platform.writeError("XlibHost: cannot show the window: \(error.description)")
        }
    }

    /// The X window title of `window`: its scene's title, else the program's name.
    private static func title(of window: UIWindow) -> String {
        window.windowScene?.title.nilIfEmpty ?? ProcessInfo.processInfo.processName
    }

    public func run(_ app: UIApplication) {
        if screenshotPath != nil || dumpsHierarchy {
            finishScriptedRun(app)
        } else if !application.openWindows.isEmpty {
            application.run()
        }
        application.shutDown()
    }

    /// Waits for every window's first paint and three more turns, then prints the trace
    /// and writes the screenshot of the key window (else the last shown).
    private func finishScriptedRun(_ app: UIApplication) {
        application.run(until: { application.openWindows.allSatisfy(application.hasPainted) }, timeout: 5)
        for _ in 0..<3 { UIRunLoop.main.runOnce(timeout: 0.01) }
        guard let window = UIWindow.keyWindow ?? app.windows.last else {
            failure("XlibHost: the app showed no window")
            return
        }
        if dumpsHierarchy { output(ApplicationTrace.text(of: window)) }
        if let screenshotPath {
            application.repaint(window)
            do { try application.writeScreenshot(of: window, to: screenshotPath) } catch {
                failure("XlibHost: \(error.description)")
            }
        }
    }
}

extension String {
    fileprivate var nilIfEmpty: String? { isEmpty ? nil : self }
}

/// Called by the C constructor in XlibHostRegistration before `main`: makes the X11
/// host UIKit's application host.
@_cdecl("xlibhost_register_application_host")
public func xlibhostRegisterApplicationHost() {
    ApplicationHostRegistry.register { XlibApplicationHost.make() }
}
