import CX11
import Foundation
import Testing
import UIKit
@testable import XlibHost

/// The X pointer events' translation into `InputEvent`s, as a pure function: no display.
@Suite struct PointerTranslationTests {
    private func button(_ type: Int32, _ number: UInt32, x: Int32 = 20, y: Int32 = 30, state: UInt32 = 0) -> XEvent {
        var event = XEvent()
        event.type = type
        event.xbutton.button = number
        event.xbutton.x = x
        event.xbutton.y = y
        event.xbutton.state = state
        return event
    }

    @Test func wheelNotchesScrollOnThePressOnly() {
        #expect(XlibWindow.pointerEvent(from: button(ButtonPress, 5), scale: 1)
                == .scroll(location: CGPoint(x: 20, y: 30), deltaX: 0, deltaY: 16, modifiers: []))
        #expect(XlibWindow.pointerEvent(from: button(ButtonPress, 4), scale: 1)
                == .scroll(location: CGPoint(x: 20, y: 30), deltaX: 0, deltaY: -16, modifiers: []))
        #expect(XlibWindow.pointerEvent(from: button(ButtonPress, 6), scale: 1)
                == .scroll(location: CGPoint(x: 20, y: 30), deltaX: -16, deltaY: 0, modifiers: []))
        #expect(XlibWindow.pointerEvent(from: button(ButtonPress, 7, state: UInt32(ShiftMask)), scale: 1)
                == .scroll(location: CGPoint(x: 20, y: 30), deltaX: 16, deltaY: 0, modifiers: [.shift]))
        #expect(XlibWindow.pointerEvent(from: button(ButtonRelease, 5), scale: 1) == nil)
    }

    @Test func buttonsPressAndReleaseInPointsAtTheScale() {
        #expect(XlibWindow.pointerEvent(from: button(ButtonPress, 1, x: 40, y: 60), scale: 2)
                == .pointerDown(location: CGPoint(x: 20, y: 30), button: 1, modifiers: []))
        #expect(XlibWindow.pointerEvent(from: button(ButtonRelease, 3, state: UInt32(ControlMask)), scale: 1)
                == .pointerUp(location: CGPoint(x: 20, y: 30), button: 3, modifiers: [.control]))
    }

    @Test func motionCarriesTheButtonsHeldAndCrossingsTheirSide() {
        var motion = XEvent()
        motion.type = MotionNotify
        motion.xmotion.x = 7
        motion.xmotion.y = 9
        motion.xmotion.state = UInt32(Button1Mask)
        #expect(XlibWindow.pointerEvent(from: motion, scale: 1)
                == .pointerMoved(location: CGPoint(x: 7, y: 9), buttons: [1], modifiers: []))
        var enter = XEvent()
        enter.type = EnterNotify
        enter.xcrossing.x = 1
        enter.xcrossing.y = 2
        #expect(XlibWindow.pointerEvent(from: enter, scale: 1) == .pointerEntered(location: CGPoint(x: 1, y: 2), modifiers: []))
        enter.type = LeaveNotify
        #expect(XlibWindow.pointerEvent(from: enter, scale: 1) == .pointerExited(location: CGPoint(x: 1, y: 2), modifiers: []))
        var other = XEvent()
        other.type = KeyPress
        #expect(XlibWindow.pointerEvent(from: other, scale: 1) == nil)
    }
}
