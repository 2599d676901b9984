internal import CX11
import Foundation
import UIKit

/// The `CLIPBOARD` selection as ``UIPasteboard``'s provider: setting text takes ownership
/// of the selection through a small unmapped window and answers other programs'
/// requests (`TARGETS`, `UTF8_STRING`, `STRING`, `TEXT`); reading asks the owner and waits
/// up to half a second for the answer. Text larger than the server's request size, which
/// would need the `INCR` protocol, is not transferred.
@preconcurrency @MainActor
final class XlibClipboard: PasteboardProvider {
    private let display: XlibDisplay
    /// The window that owns the selection and receives the answers.
    let window: Window
    private let clipboard: Atom
    private let targets: Atom
    private let text: Atom
    private let property: Atom
    /// The text while this process owns the selection.
    private var owned: String?

    init(display: XlibDisplay) {
        self.display = display
        let dpy = display.handle
        window = XCreateSimpleWindow(dpy, display.root, -10, -10, 1, 1, 0, 0, 0)
        func intern(_ name: String) -> Atom { XInternAtom(dpy, name, 0) }
        clipboard = intern("CLIPBOARD")
        targets = intern("TARGETS")
        text = intern("TEXT")
        property = intern("AUTOLAYOUT_LINUX_PASTE")
    }

    func destroy() {
        XDestroyWindow(display.handle, window)
    }

    // MARK: PasteboardProvider

    func setClipboardString(_ string: String?) {
        owned = string
        XSetSelectionOwner(display.handle, clipboard, string == nil ? 0 : window, Time(CurrentTime))
        display.flush()
    }

    func clipboardString() -> String? {
        let dpy = display.handle
        let owner = XGetSelectionOwner(dpy, clipboard)
        if owner == window { return owned }
        guard owner != 0 else { return nil }
        XDeleteProperty(dpy, window, property)
        XConvertSelection(dpy, clipboard, display.atoms.utf8String, property, window, Time(CurrentTime))
        display.flush()
        let deadline = Platform.monotonicSeconds() + 0.5
        var event = XEvent()
        while Platform.monotonicSeconds() < deadline {
            if XCheckTypedWindowEvent(dpy, window, SelectionNotify, &event) != 0 {
                guard event.xselection.property != 0 else { return nil }
                return readProperty()
            }
            usleep(2_000)
        }
        return nil
    }

    private func readProperty() -> String? {
        let dpy = display.handle
        var type: Atom = 0
        var format: Int32 = 0
        var count: UInt = 0
        var remaining: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        guard XGetWindowProperty(dpy, window, property, 0, 1 << 20, 1, Atom(AnyPropertyType), &type, &format, &count,
                                 &remaining, &data) == Success, let data else { return nil }
        defer { XFree(data) }
        guard format == 8 else { return nil }
        return String(decoding: UnsafeBufferPointer(start: data, count: Int(count)), as: UTF8.self)
    }

    // MARK: Events of the selection window

    /// Answers a `SelectionRequest`, or forgets the text on `SelectionClear`.
    func handle(_ event: inout XEvent) {
        switch event.type {
        case SelectionClear:
            owned = nil
        case SelectionRequest:
            answer(event.xselectionrequest)
        default:
            break
        }
    }

    private func answer(_ request: XSelectionRequestEvent) {
        let dpy = display.handle
        var reply = XEvent()
        reply.xselection.type = SelectionNotify
        reply.xselection.requestor = request.requestor
        reply.xselection.selection = request.selection
        reply.xselection.target = request.target
        reply.xselection.time = request.time
        // Obsolete clients name no property: use the target, as ICCCM says.
        let destination = request.property != 0 ? request.property : request.target
        reply.xselection.property = 0
        if let owned, request.selection == clipboard {
            if request.target == targets {
                // Format-32 properties are passed as C longs.
                let offered: [Atom] = [targets, display.atoms.utf8String, XA_STRING, text]
                offered.withUnsafeBytes { raw in
                    _ = XChangeProperty(dpy, request.requestor, destination, XA_ATOM, 32, PropModeReplace,
                                        raw.baseAddress!.assumingMemoryBound(to: UInt8.self), Int32(raw.count / MemoryLayout<Atom>.stride))
                }
                reply.xselection.property = destination
            } else if request.target == display.atoms.utf8String || request.target == XA_STRING || request.target == text {
                let bytes = Array(owned.utf8)
                let type = request.target == XA_STRING ? XA_STRING : display.atoms.utf8String
                bytes.withUnsafeBufferPointer { buffer in
                    _ = XChangeProperty(dpy, request.requestor, destination, type, 8, PropModeReplace,
                                        buffer.baseAddress, Int32(buffer.count))
                }
                reply.xselection.property = destination
            }
        }
        XSendEvent(dpy, request.requestor, 0, NoEventMask, &reply)
        display.flush()
    }
}
