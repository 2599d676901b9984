internal import CX11
import Foundation
import UIKit

/// What handling one native event asks of the application.
enum XlibEventOutcome {
    case handled
    case closeRequested
    case destroyed
}

extension XlibWindow {
    /// Translates one native event of this window into UIKit's ``InputEvent``s and delivers
    /// them, or handles it in the host (expose, configure, focus, map). A table by event
    /// type, as st's `handler[]`.
    func handle(_ event: inout XEvent) -> XlibEventOutcome {
        let scale = display.scale
        switch event.type {
        case Expose:
            statistics.exposes += 1
            let e = event.xexpose
            if needsFullRepaint {
                // Nothing painted yet (or a new back buffer): the coming paint copies it all.
            } else {
                copyToWindow(PixelRect(x0: Int(e.x), y0: Int(e.y), x1: Int(e.x) + Int(e.width), y1: Int(e.y) + Int(e.height)))
            }
        case ConfigureNotify:
            let e = event.xconfigure
            pendingSize = (Int(e.width), Int(e.height))
        case MapNotify:
            isMapped = true
        case UnmapNotify:
            isMapped = false
        case DestroyNotify:
            markDestroyed()
            return .destroyed
        case FocusIn:
            if let inputContext { XSetICFocus(inputContext) }
        case FocusOut:
            if let inputContext { XUnsetICFocus(inputContext) }
        case ClientMessage:
            let e = event.xclient
            if e.message_type == display.atoms.wmProtocols,
               Atom(bitPattern: e.data.l.0) == display.atoms.wmDeleteWindow {
                deliver(.close)
                return .closeRequested
            }
        case ButtonPress, ButtonRelease, MotionNotify, EnterNotify, LeaveNotify:
            if let input = XlibWindow.pointerEvent(from: event, scale: scale) { deliver(input) }
        case KeyPress:
            let (keysym, text) = lookUpKey(&event)
            deliver(.keyDown(keyCode: UInt32(truncatingIfNeeded: keysym), characters: text,
                             modifiers: XlibWindow.modifiers(event.xkey.state)))
        case KeyRelease:
            var keysym: KeySym = 0
            var key = event.xkey
            _ = XLookupString(&key, nil, 0, &keysym, nil)
            deliver(.keyUp(keyCode: UInt32(truncatingIfNeeded: keysym), characters: XlibWindow.text(forKeysym: keysym),
                           modifiers: XlibWindow.modifiers(event.xkey.state)))
        default:
            break
        }
        return .handled
    }

    /// The ``InputEvent`` of a pointer event (button, motion, crossing), or nil (a wheel
    /// notch's release). A pure function of the event and the scale, tested without a
    /// display: wheel buttons 4–7 scroll by 16 points per notch (on the press), others
    /// press and release, locations are divided by the scale.
    nonisolated static func pointerEvent(from event: XEvent, scale: CGFloat) -> InputEvent? {
        func point(_ x: Int32, _ y: Int32) -> CGPoint { CGPoint(x: CGFloat(x) / scale, y: CGFloat(y) / scale) }
        switch event.type {
        case ButtonPress, ButtonRelease:
            let e = event.xbutton
            let location = point(e.x, e.y)
            let modifiers = modifiers(e.state)
            let isPress = event.type == ButtonPress
            switch e.button {
            case 4, 5, 6, 7:
                // Wheel notches arrive as press/release pairs; one scroll per press.
                guard isPress else { return nil }
                let step: CGFloat = 16
                let dx: CGFloat = e.button == 6 ? -step : e.button == 7 ? step : 0
                let dy: CGFloat = e.button == 4 ? -step : e.button == 5 ? step : 0
                return .scroll(location: location, deltaX: dx, deltaY: dy, modifiers: modifiers)
            default:
                let button = Int(e.button)
                return isPress ? .pointerDown(location: location, button: button, modifiers: modifiers)
                               : .pointerUp(location: location, button: button, modifiers: modifiers)
            }
        case MotionNotify:
            let e = event.xmotion
            return .pointerMoved(location: point(e.x, e.y), buttons: buttons(e.state), modifiers: modifiers(e.state))
        case EnterNotify, LeaveNotify:
            let e = event.xcrossing
            let location = point(e.x, e.y)
            return event.type == EnterNotify ? .pointerEntered(location: location, modifiers: modifiers(e.state))
                                             : .pointerExited(location: location, modifiers: modifiers(e.state))
        default:
            return nil
        }
    }

    /// The key's symbol and text: through the input context (`Xutf8LookupString`), or,
    /// without one, `XLookupString` with the keysym mapped to Unicode first. Invalid UTF-8
    /// becomes U+FFFD, never a crash.
    private func lookUpKey(_ event: inout XEvent) -> (KeySym, String) {
        var keysym: KeySym = 0
        if let inputContext {
            var capacity = 64
            while true {
                var buffer = [CChar](repeating: 0, count: capacity)
                var status: Int32 = 0
                var key = event.xkey
                let count = Xutf8LookupString(inputContext, &key, &buffer, Int32(capacity), &keysym, &status)
                if status == XBufferOverflow && capacity < 4096 {
                    capacity *= 4
                    continue
                }
                let hasChars = status == XLookupChars || status == XLookupBoth
                let bytes = buffer.prefix(max(0, min(Int(count), capacity))).map { UInt8(bitPattern: $0) }
                return (keysym, hasChars ? String(decoding: bytes, as: UTF8.self) : "")
            }
        }
        var buffer = [CChar](repeating: 0, count: 64)
        var key = event.xkey
        let count = XLookupString(&key, &buffer, Int32(buffer.count), &keysym, nil)
        let mapped = XlibWindow.text(forKeysym: keysym)
        if !mapped.isEmpty && (key.state & UInt32(ControlMask)) == 0 { return (keysym, mapped) }
        // Control combinations and unmapped keys: the locale's bytes (UTF-8 here, see
        // Platform.adoptEnvironmentLocale), decoded leniently.
        let bytes = buffer.prefix(max(0, min(Int(count), buffer.count))).map { UInt8(bitPattern: $0) }
        return (keysym, String(decoding: bytes, as: UTF8.self))
    }

    /// The text of a keysym: Latin-1 keysyms are their code points, `0x01000000 + U` is U.
    static func text(forKeysym keysym: KeySym) -> String {
        let value: UInt
        switch keysym {
        case 0x20...0x7E, 0xA0...0xFF: value = keysym
        case 0x0100_0000...0x0110_FFFF: value = keysym - 0x0100_0000
        default: return ""
        }
        guard let scalar = Unicode.Scalar(UInt32(value)) else { return "" }
        return String(scalar)
    }

    /// UIKit's modifiers for an X state mask.
    nonisolated static func modifiers(_ state: UInt32) -> KeyModifiers {
        var modifiers: KeyModifiers = []
        if state & UInt32(ShiftMask) != 0 { modifiers.insert(.shift) }
        if state & UInt32(ControlMask) != 0 { modifiers.insert(.control) }
        if state & UInt32(Mod1Mask) != 0 { modifiers.insert(.alternate) }
        if state & UInt32(Mod4Mask) != 0 { modifiers.insert(.command) }
        if state & UInt32(LockMask) != 0 { modifiers.insert(.capsLock) }
        return modifiers
    }

    /// The pointer buttons held in an X state mask.
    nonisolated static func buttons(_ state: UInt32) -> Set<Int> {
        var buttons = Set<Int>()
        let masks = [(1, Button1Mask), (2, Button2Mask), (3, Button3Mask)]
        for (button, mask) in masks where state & UInt32(mask) != 0 { buttons.insert(button) }
        return buttons
    }
}
