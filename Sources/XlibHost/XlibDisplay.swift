internal import CX11
import Foundation
import UIKit

/// The connection to the X server: the `Display*`, its default screen, visual and
/// colormap, the atoms the host uses, the scale factor, and the error handlers.
///
/// Threading: every Xlib, Xft and fontconfig call of the host happens on the main thread
/// (the type is `@MainActor`). libXft is not thread-safe even with one display per thread
/// (X11NOTES §3.16), so `XInitThreads` is not relied on; it is still called, because it is
/// harmless and Debian's libX11 calls it from a constructor anyway.
@preconcurrency @MainActor
final class XlibDisplay {
    /// The `Display*`.
    let handle: OpaquePointer
    let screen: Int32
    let root: Window
    let visual: UnsafeMutablePointer<Visual>
    let colormap: Colormap
    let depth: Int32
    /// The connection's file descriptor, which the run loop polls.
    let connectionNumber: Int32
    /// Pixels per point: `Xft.dpi / 96` when that resource is set, else 1 (clamped to
    /// 0.25...10; `XLIBHOST_SCALE` overrides it). Screen DPI is not used: Xvfb reports 100.
    let scale: CGFloat
    let atoms: Atoms
    /// The text layouts drawn on this display (pangoxft).
    private(set) lazy var textLayouts = XftTextLayouts(display: handle, screen: screen)

    /// Atoms interned once at start-up.
    struct Atoms {
        let wmProtocols: Atom
        let wmDeleteWindow: Atom
        let netWMName: Atom
        let netWMPID: Atom
        let utf8String: Atom
    }

    /// Opens `name`, or `$DISPLAY` when `nil`.
    /// - Throws: ``XlibHostError/cannotOpenDisplay(name:)`` when there is no display.
    init(name: String?) throws(XlibHostError) {
        Platform.adoptEnvironmentLocale()
        XInitThreads()
        let opened: OpaquePointer? = if let name { XOpenDisplay(name) } else { XOpenDisplay(nil) }
        guard let handle = opened else {
            throw .cannotOpenDisplay(name: name ?? Platform.environment("DISPLAY"))
        }
        self.handle = handle
        XlibErrorHandling.install()
        // Closed fonts are freed at once: otherwise a second display in this process breaks
        // after an XftFontClose (X11NOTES §3.17).
        cx_xft_disable_unref_cache(handle)
        screen = XDefaultScreen(handle)
        root = XRootWindow(handle, screen)
        visual = XDefaultVisual(handle, screen)
        colormap = XDefaultColormap(handle, screen)
        depth = XDefaultDepth(handle, screen)
        connectionNumber = XConnectionNumber(handle)
        func intern(_ name: String) -> Atom { XInternAtom(handle, name, 0) }
        atoms = Atoms(wmProtocols: intern("WM_PROTOCOLS"), wmDeleteWindow: intern("WM_DELETE_WINDOW"),
                      netWMName: intern("_NET_WM_NAME"), netWMPID: intern("_NET_WM_PID"),
                      utf8String: intern("UTF8_STRING"))
        scale = XlibDisplay.scaleFactor(handle)
    }

    /// The X screen's rectangle in points (its pixels divided by ``scale``).
    var screenBounds: CGRect {
        CGRect(x: 0, y: 0, width: CGFloat(XDisplayWidth(handle, screen)) / scale,
               height: CGFloat(XDisplayHeight(handle, screen)) / scale)
    }

    /// The scale rule (FLTK's): `Xft.dpi / 96`, else 1.
    private static func scaleFactor(_ handle: OpaquePointer) -> CGFloat {
        if let override = Platform.environment("XLIBHOST_SCALE").flatMap(Double.init), override.isFinite {
            return CGFloat(min(max(override, 0.25), 10))
        }
        guard let raw = XGetDefault(handle, "Xft", "dpi"),
              let dpi = Double(String(cString: raw).trimmingCharacters(in: .whitespaces)),
              dpi.isFinite, dpi > 0 else { return 1 }
        return CGFloat(min(max(dpi / 96, 0.25), 10))
    }

    /// Sends buffered requests.
    func flush() { XFlush(handle) }

    /// Events already queued, reading any that arrived on the socket.
    var pendingEventCount: Int32 { XPending(handle) }

    /// Frees the text layouts, then closes the connection.
    func close() {
        textLayouts.close()
        XCloseDisplay(handle)
    }
}

/// The X error handlers. They are C callbacks, so their state is global.
enum XlibErrorHandling {
    /// Protocol errors seen so far (for tests and diagnostics).
    nonisolated(unsafe) static var errorCount = 0
    nonisolated(unsafe) private static var installed = false

    /// Installs a protocol-error handler that logs and continues, and an I/O-error handler
    /// that ends the process with a clear message (exit code 3) when the server goes away.
    static func install() {
        guard !installed else { return }
        installed = true
        _ = XSetErrorHandler { display, event in
            guard let display, let event else { return 0 }
            XlibErrorHandling.errorCount += 1
            var buffer = [CChar](repeating: 0, count: 256)
            XGetErrorText(display, Int32(event.pointee.error_code), &buffer, Int32(buffer.count))
            let text = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            // BadMatch from X_SetInputFocus on a window not yet viewable is routine (GNUstep ignores it).
            if event.pointee.error_code == UInt8(BadMatch) && event.pointee.request_code == 42 { return 0 }
            Platform.writeError("XlibHost: X error \(text) (request \(event.pointee.request_code).\(event.pointee.minor_code), resource 0x\(String(event.pointee.resourceid, radix: 16))); continuing.")
            return 0
        }
        _ = XSetIOErrorHandler { _ in
            Platform.writeError("XlibHost: the connection to the X server was lost (the server exited or was killed); quitting.")
            Platform.exitImmediately(3)
        }
    }
}
