internal import CX11
import Foundation
import UIKit

/// Runs UIKit view hierarchies in X11 windows: the connection to the X server, the windows,
/// the input method, the Xft text measurer and the run-loop event source.
///
/// Everything happens on the main thread (the class is `@MainActor`); Xlib, Xft and
/// fontconfig are never called from another thread, so `XInitThreads` is not relied upon.
/// Use ``run(rootViewController:title:size:)`` for an application, or create an instance
/// to drive windows step by step (tests, tools).
@preconcurrency @MainActor
public final class XlibApplication {
    let display: XlibDisplay
    private var inputMethod: OpaquePointer?
    private var windows: [Window: XlibWindow] = [:]
    private(set) var eventSource: XlibEventSource!
    /// The `CLIPBOARD` selection, ``UIPasteboard``'s provider while this application is current.
    private(set) var clipboard: XlibClipboard!
    /// Called for every event delivered to a window, with the view hit testing found (for
    /// pointer events). For logging, tests and host-level tools.
    public var eventObserver: ((UIWindow, InputEvent, UIView?) -> Void)?
    /// Sees every input event before its window does; return `true` to consume it (the
    /// window and ``eventObserver`` never see it). Resizes and close requests cannot be
    /// consumed. For tools that take over the pointer, such as an inspector that selects
    /// the view under a click instead of clicking it.
    public var eventInterceptor: ((UIWindow, InputEvent) -> Bool)?
    /// Called when the user asks to close a window; return `false` to keep it open. The
    /// default closes it.
    public var shouldCloseWindow: ((UIWindow) -> Bool)?
    /// Called after a window closed, whether the app closed it, the user did (once
    /// ``shouldCloseWindow`` agreed) or the X server destroyed it.
    public var windowDidClose: ((UIWindow) -> Void)?
    /// Whether ``run()`` stops when the last window closes (true).
    public var quitsWhenLastWindowCloses = true
    private var isShutDown = false

    /// Pixels per point (`Xft.dpi / 96`, else 1; `XLIBHOST_SCALE` overrides).
    public var scale: CGFloat { display.scale }

    /// Connects to the X server and becomes the main run loop's event source. Text is
    /// measured by UIKit's engine as without a window (the window draws the same layouts).
    /// - Parameter displayName: the display to open; `nil` uses `$DISPLAY`.
    /// - Throws: ``XlibHostError/cannotOpenDisplay(name:)`` when there is no X server.
    public init(displayName: String? = nil) throws(XlibHostError) {
        display = try XlibDisplay(name: displayName)
        inputMethod = XlibApplication.openInputMethod(display.handle)
        eventSource = XlibEventSource(application: self)
        clipboard = XlibClipboard(display: display)
        becomeCurrent()
    }

    /// Installs this application's event source as the main run loop's, its clipboard
    /// and its screen (``init(displayName:)`` does this).
    public func becomeCurrent() {
        UIRunLoop.main.eventSource = eventSource
        UIPasteboard.provider = clipboard
        UIScreen.main.configure(bounds: display.screenBounds, scale: display.scale)
    }

    /// Puts back UIKit's headless defaults (no event source, the headless screen), if
    /// this application is current; its windows stay open but are not serviced.
    public func resignCurrent() {
        if UIPasteboard.provider === clipboard { UIPasteboard.provider = nil }
        if UIRunLoop.main.eventSource === eventSource {
            UIRunLoop.main.eventSource = nil
            UIScreen.main.configure(bounds: UIScreen.headlessBounds, scale: 1)
        }
    }

    /// XOpenIM with the user's modifiers, then the built-in local method; `nil` if none
    /// (keys then go through XLookupString).
    private static func openInputMethod(_ dpy: OpaquePointer) -> OpaquePointer? {
        for modifiers in ["", "@im=local", "@im="] {
            _ = XSetLocaleModifiers(modifiers)
            if let im = XOpenIM(dpy, nil, nil, nil) { return im }
        }
        return nil
    }

    // MARK: Windows

    /// Opens an X window showing a new `UIWindow` whose root view controller is
    /// `rootViewController`, and makes it key and visible.
    /// - Parameters:
    ///   - rootViewController: the controller whose view fills the window.
    ///   - title: the window title (UTF-8, `_NET_WM_NAME`).
    ///   - size: the initial size in points.
    ///   - minimumSize: the smallest size the window manager should allow, in points.
    ///   - origin: where to put the window's top-left corner on the screen, in points (a
    ///     hint a window manager may override); `nil` lets the window manager choose.
    /// - Returns: the UIKit window.
    /// - Throws: ``XlibHostError/invalidWindowSize(width:height:)`` for a size X cannot make.
    @discardableResult
    public func openWindow(rootViewController: UIViewController, title: String, size: CGSize,
                           minimumSize: CGSize = CGSize(width: 1, height: 1), origin: CGPoint? = nil) throws(XlibHostError) -> UIWindow {
        let width = size.width.isFinite ? Int((size.width * scale).rounded()) : 0
        let height = size.height.isFinite ? Int((size.height * scale).rounded()) : 0
        guard (1...32767).contains(width), (1...32767).contains(height) else {
            throw .invalidWindowSize(width: width, height: height)
        }
        let uiWindow = UIWindow(frame: CGRect(x: 0, y: 0, width: CGFloat(width) / scale, height: CGFloat(height) / scale))
        uiWindow.rootViewController = rootViewController
        attach(uiWindow, title: title, width: width, height: height, minimumSize: minimumSize, origin: origin)
        uiWindow.makeKeyAndVisible()
        display.flush()
        return uiWindow
    }

    /// Opens an X window for `uiWindow`, an app's window being made key and visible, of
    /// its size (`UIApplicationHost.show(_:)`); a window already shown is left alone.
    /// - Throws: ``XlibHostError/invalidWindowSize(width:height:)`` for a size X cannot make.
    public func show(_ uiWindow: UIWindow, title: String) throws(XlibHostError) {
        guard nativeWindow(for: uiWindow) == nil else { return }
        let size = uiWindow.bounds.size
        let width = size.width.isFinite ? Int((size.width * scale).rounded()) : 0
        let height = size.height.isFinite ? Int((size.height * scale).rounded()) : 0
        guard (1...32767).contains(width), (1...32767).contains(height) else {
            throw .invalidWindowSize(width: width, height: height)
        }
        attach(uiWindow, title: title, width: width, height: height, minimumSize: CGSize(width: 1, height: 1), origin: nil)
        uiWindow.setNeedsPresent()
        display.flush()
    }

    private func attach(_ uiWindow: UIWindow, title: String, width: Int, height: Int, minimumSize: CGSize, origin: CGPoint?) {
        let minimum = (max(1, Int((minimumSize.width * scale).rounded())), max(1, Int((minimumSize.height * scale).rounded())))
        let position = origin.flatMap { point -> (x: Int, y: Int)? in
            guard point.x.isFinite, point.y.isFinite else { return nil }
            return (Int(min(max(point.x * scale, -32768), 32767).rounded()), Int(min(max(point.y * scale, -32768), 32767).rounded()))
        }
        let native = XlibWindow(display: display, window: uiWindow, title: title, width: width, height: height,
                                minimumSize: minimum, position: position, inputMethod: inputMethod)
        native.onEvent = { [weak self, unowned uiWindow] event, hit in
            self?.eventObserver?(uiWindow, event, hit)
        }
        native.intercept = { [weak self, unowned uiWindow] event in
            switch event {
            case .resize, .close: return false
            default: return self?.eventInterceptor?(uiWindow, event) ?? false
            }
        }
        windows[native.id] = native
    }

    /// Closes `window`'s X window and forgets it.
    public func closeWindow(_ window: UIWindow) {
        guard let native = nativeWindow(for: window) else { return }
        windows[native.id] = nil
        native.destroy()
        display.flush()
        windowDidClose?(window)
        if windows.isEmpty && quitsWhenLastWindowCloses { UIRunLoop.main.stop() }
    }

    /// The UIKit windows open now.
    public var openWindows: [UIWindow] { windows.values.map(\.window) }

    /// The X window id of `window` (for `xdotool` and other X tools), or `nil`.
    public func windowID(of window: UIWindow) -> UInt? {
        nativeWindow(for: window).map { UInt($0.id) }
    }

    /// Where `window` is on the screen, in points (its top-left corner, inside any frame
    /// the window manager draws), or `nil`.
    public func screenFrame(of window: UIWindow) -> CGRect? {
        guard let native = nativeWindow(for: window) else { return nil }
        var x: Int32 = 0, y: Int32 = 0
        var child: Window = 0
        guard XTranslateCoordinates(display.handle, native.id, display.root, 0, 0, &x, &y, &child) != 0 else { return nil }
        return CGRect(x: CGFloat(x) / scale, y: CGFloat(y) / scale,
                      width: CGFloat(native.pixelWidth) / scale, height: CGFloat(native.pixelHeight) / scale)
    }

    /// The size of `window`'s back buffer in pixels.
    public func pixelSize(of window: UIWindow) -> (width: Int, height: Int)? {
        nativeWindow(for: window).map { ($0.pixelWidth, $0.pixelHeight) }
    }

    /// Whether `window` is mapped and has been painted.
    public func hasPainted(_ window: UIWindow) -> Bool {
        guard let native = nativeWindow(for: window) else { return false }
        return native.isMapped && native.statistics.paints > 0
    }

    /// What the host did for `window`: paints, resizes and exposes so far, and the last
    /// paint's time and request count.
    public func statistics(of window: UIWindow) -> XlibWindowReport? {
        guard let s = nativeWindow(for: window)?.statistics else { return nil }
        let r = s.lastPaintRect
        return XlibWindowReport(paints: s.paints, resizes: s.resizes, exposes: s.exposes,
                                lastPaintRequests: s.lastPaintRequests, lastPaintSeconds: s.lastPaintSeconds,
                                lastPaintRect: CGRect(x: r.x0, y: r.y0, width: r.width, height: r.height),
                                backBufferAllocations: s.backBufferAllocations, shifts: s.shifts)
    }

    /// Paints all of `window` into its back buffer now and shows it (benchmarks; normally
    /// the update cycle paints only what changed).
    public func repaint(_ window: UIWindow) {
        nativeWindow(for: window)?.paintAll()
    }

    /// Asks the X server to resize `window` to `size` points; the new size arrives as a
    /// `ConfigureNotify` like a user's resize, and is laid out and painted in the next turn.
    public func requestResize(of window: UIWindow, to size: CGSize) {
        guard let native = nativeWindow(for: window), size.width.isFinite, size.height.isFinite else { return }
        let width = UInt32(min(max(1, (size.width * scale).rounded()), 32767))
        let height = UInt32(min(max(1, (size.height * scale).rounded()), 32767))
        XResizeWindow(display.handle, native.id, width, height)
        display.flush()
    }

    /// Asks `window` to close the way a window manager does: a `WM_DELETE_WINDOW` client
    /// message sent through the X server.
    public func requestClose(of window: UIWindow) {
        guard let native = nativeWindow(for: window) else { return }
        var event = XEvent()
        event.xclient.type = ClientMessage
        event.xclient.window = native.id
        event.xclient.message_type = display.atoms.wmProtocols
        event.xclient.format = 32
        event.xclient.data.l.0 = Int(bitPattern: display.atoms.wmDeleteWindow)
        event.xclient.data.l.1 = Int(CurrentTime)
        XSendEvent(display.handle, native.id, 0, NoEventMask, &event)
        display.flush()
    }

    /// Waits until the X server has processed every request sent so far.
    public func synchronize() {
        XSync(display.handle, 0)
    }

    /// The back buffer of `window` as 8-bit RGB rows.
    func pixels(of window: UIWindow) -> (width: Int, height: Int, rgb: [UInt8])? {
        nativeWindow(for: window)?.capturePixels()
    }

    func nativeWindow(for window: UIWindow) -> XlibWindow? {
        windows.values.first { $0.window === window }
    }

    // MARK: Event handling (called by XlibEventSource)

    /// Drains every queued event, then applies the coalesced resizes. Returns the number
    /// of events handled.
    func drainEvents() -> Int {
        guard !isShutDown else { return 0 }
        var count = 0
        while XPending(display.handle) > 0 {
            var event = XEvent()
            XNextEvent(display.handle, &event)
            count += 1
            // The input method may consume events (compose sequences).
            if XFilterEvent(&event, 0) != 0 { continue }
            if event.type == MappingNotify {
                var mapping = event.xmapping
                XRefreshKeyboardMapping(&mapping)
                continue
            }
            if event.xany.window == clipboard.window {
                clipboard.handle(&event)
                continue
            }
            guard let native = windows[event.xany.window] else { continue }
            switch native.handle(&event) {
            case .handled:
                break
            case .closeRequested:
                if shouldCloseWindow?(native.window) ?? true { closeWindow(native.window) }
            case .destroyed:
                windows[native.id] = nil
                native.destroy()
                windowDidClose?(native.window)
                if windows.isEmpty && quitsWhenLastWindowCloses { UIRunLoop.main.stop() }
            }
        }
        for native in windows.values where native.pendingSize != nil { native.applyPendingResize() }
        return count
    }

    // MARK: Running

    /// Runs the main run loop until `UIRunLoop.main.stop()` or the last window closes.
    public func run() {
        UIRunLoop.main.run()
    }

    /// Runs run-loop turns until `condition` holds or `timeout` seconds pass.
    /// - Returns: whether `condition` held.
    @discardableResult
    public func run(until condition: () -> Bool, timeout: Double) -> Bool {
        let deadline = Platform.monotonicSeconds() + timeout
        while !condition() {
            let remaining = deadline - Platform.monotonicSeconds()
            if remaining <= 0 { return false }
            UIRunLoop.main.runOnce(timeout: min(remaining, 0.05))
        }
        return true
    }

    /// Closes every window and the connection. The instance is unusable afterwards.
    public func shutDown() {
        guard !isShutDown else { return }
        for native in windows.values { native.destroy() }
        windows.removeAll()
        if let inputMethod { XCloseIM(inputMethod) }
        inputMethod = nil
        resignCurrent()
        clipboard.destroy()
        eventSource.close()
        display.close()
        isShutDown = true
    }

    // MARK: One-call start-up

    /// Runs an application with one window and returns only when it ends: opens
    /// `$DISPLAY`, shows `rootViewController` in a window titled `title` of `size` points,
    /// runs the main run loop until the window is closed, then exits with status 0.
    ///
    /// Without an X display it prints what to set or install and exits with status 2; if
    /// the X server goes away it prints a message and exits with status 3.
    public static func run(rootViewController: UIViewController, title: String, size: CGSize) -> Never {
        let application: XlibApplication
        do {
            application = try XlibApplication()
        } catch {
            Platform.writeError(error.description)
            Platform.exitProcess(2)
        }
        do {
            try application.openWindow(rootViewController: rootViewController, title: title, size: size)
        } catch {
            Platform.writeError(error.description)
            application.shutDown()
            Platform.exitProcess(2)
        }
        application.run()
        application.shutDown()
        Platform.exitProcess(0)
    }
}

/// A snapshot of what the host did for one window.
public struct XlibWindowReport: Sendable, Equatable {
    /// Paints of the back buffer so far.
    public var paints: Int
    /// Size changes applied so far (coalesced `ConfigureNotify`s).
    public var resizes: Int
    /// `Expose` events answered by copying from the back buffer.
    public var exposes: Int
    /// X requests the last paint sent.
    public var lastPaintRequests: Int
    /// How long the last paint took to issue, in seconds (client side).
    public var lastPaintSeconds: Double
    /// The rectangle the last paint covered, in window pixels.
    public var lastPaintRect: CGRect
    /// Back buffers allocated after the first (they grow in 128-pixel steps).
    public var backBufferAllocations: Int
    /// Scrolls shown by shifting the back buffer's pixels instead of repainting them.
    public var shifts: Int
}
