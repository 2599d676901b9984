import Foundation

/// A window's event state: the first responder, the touch in progress and the keys down.
@preconcurrency @MainActor
final class WindowEventState {
    /// The responder that receives key presses (validated by ``UIWindow/firstResponder``).
    weak var firstResponder: UIResponder?
    /// The touch between a primary-button press and its release.
    var touch: UITouch?
    /// The last primary-button press, for tap counting.
    var lastPress: (time: TimeInterval, location: CGPoint, view: UIView?, count: Int)?
    /// Presses by key code, so a key's release goes where its press went.
    var presses: [UInt32: UIPress] = [:]
    /// Touches other than the pointer's, by finger (``UIWindow/sendTouches(_:at:)``).
    var fingers: [Int: UITouch] = [:]
    /// The menu open in the window, which gets every pointer and key event (UIWindow+Menus.swift).
    var menuPresentation: MenuPresentation?
    /// Keys pressed while a menu was open, whose releases it also keeps.
    var keysPressedInMenu: Set<UInt32> = []
}

extension UIWindow {
    /// Presses closer together than this (seconds) count as one multi-click.
    static let multiClickInterval: TimeInterval = 0.5
    /// …and closer together than this (points, on each axis).
    static let multiClickDistance: CGFloat = 4

    /// The responder that receives key presses, or `nil`. A responder that has left the
    /// window since it became first responder no longer counts.
    public var firstResponder: UIResponder? {
        guard let responder = eventState.firstResponder else { return nil }
        if responder.responderWindow !== self {
            eventState.firstResponder = nil
            return nil
        }
        return responder
    }

    /// What ``sendEvent(_:)`` does: routes touches to the gesture recognizers and the view
    /// they began on (UIWindow+GestureDelivery.swift) and key presses to the first
    /// responder, then returns the hit-tested view for pointer events.
    func routeEvent(_ event: InputEvent) -> UIView? {
        if routeToMenu(event) { return nil }
        let now = UIRunLoop.main.clock()
        switch event {
        case .resize(let size):
            LayoutPassRecorder.current?.noteCause("window resized to \(size.width.formattedG) × \(size.height.formattedG)", in: self)
            frame = CGRect(origin: frame.origin, size: size)
            return nil
        case .pointerDown(let location, let button, let modifiers):
            let hit = hitTest(location, with: hitTestEvent(event, .touches, now: now, modifiers: modifiers))
            if button == 3 { openContextMenu(at: location, from: hit) }
            guard button == 1 else { return hit }
            if eventState.touch != nil { cancelTouch(event: event, now: now) }
            var count = 1
            if let last = eventState.lastPress, last.view === hit, now >= last.time, now - last.time <= UIWindow.multiClickInterval,
               abs(last.location.x - location.x) <= UIWindow.multiClickDistance,
               abs(last.location.y - location.y) <= UIWindow.multiClickDistance {
                count = last.count + 1
            }
            eventState.lastPress = (now, location, hit, count)
            let touch = UITouch(location: location, view: hit, window: self, tapCount: count, timestamp: now)
            eventState.touch = touch
            let uiEvent = touchEvent(touch, now: now, modifiers: modifiers, buttons: .primary, event: event)
            deliverTouches([touch], phase: .began, with: uiEvent)
            return hit
        case .pointerMoved(let location, let buttons, let modifiers):
            let hit = hitTest(location, with: hitTestEvent(event, buttons.isEmpty ? .hover : .touches, now: now, modifiers: modifiers))
            if let touch = eventState.touch {
                touch.previousWindowLocation = touch.windowLocation
                touch.windowLocation = location
                touch.phase = .moved
                touch.timestamp = now
                var mask: UIEvent.ButtonMask = []
                for button in buttons { mask.insert(.button(button)) }
                deliverTouches([touch], phase: .moved, with: touchEvent(touch, now: now, modifiers: modifiers, buttons: mask, event: event))
            }
            return hit
        case .pointerUp(let location, let button, let modifiers):
            let hit = hitTest(location, with: hitTestEvent(event, .touches, now: now, modifiers: modifiers))
            guard button == 1, let touch = eventState.touch else { return hit }
            eventState.touch = nil
            touch.previousWindowLocation = touch.windowLocation
            touch.windowLocation = location
            touch.phase = .ended
            touch.timestamp = now
            deliverTouches([touch], phase: .ended, with: touchEvent(touch, now: now, modifiers: modifiers, buttons: [], event: event))
            return hit
        case .pointerEntered(let location, let modifiers):
            return hitTest(location, with: hitTestEvent(event, .hover, now: now, modifiers: modifiers))
        case .scroll(let location, let dx, let dy, let modifiers):
            let hit = hitTest(location, with: hitTestEvent(event, .scroll, now: now, modifiers: modifiers))
            routeScroll(from: hit, at: location, deltaX: dx, deltaY: dy, modifiers: modifiers)
            return hit
        case .pointerExited:
            return nil
        case .keyDown(let keyCode, let characters, let modifiers):
            let responder: UIResponder = firstResponder ?? rootViewController ?? self
            let key = UIKey(characters: characters, modifierFlags: modifiers, keyCode: keyCode)
            let press = UIPress(phase: .began, key: key, timestamp: now, responder: responder, window: self)
            eventState.presses[keyCode] = press
            responder.pressesBegan([press], with: UIPressesEvent(timestamp: now, presses: [press], modifierFlags: modifiers, inputEvent: event))
            return nil
        case .keyUp(let keyCode, let characters, let modifiers):
            let press = eventState.presses.removeValue(forKey: keyCode)
                ?? UIPress(phase: .began, key: UIKey(characters: characters, modifierFlags: modifiers, keyCode: keyCode),
                           timestamp: now, responder: firstResponder ?? rootViewController ?? self, window: self)
            press.phase = .ended
            press.timestamp = now
            let responder: UIResponder = press.responder ?? firstResponder ?? self
            responder.pressesEnded([press], with: UIPressesEvent(timestamp: now, presses: [press], modifierFlags: modifiers, inputEvent: event))
            return nil
        case .close:
            if eventState.touch != nil { cancelTouch(event: event, now: now) }
            let presses = eventState.presses.values
            eventState.presses.removeAll()
            for press in presses {
                press.phase = .cancelled
                (press.responder ?? self).pressesCancelled([press], with: UIPressesEvent(
                    timestamp: now, presses: [press], modifierFlags: press.key?.modifierFlags ?? [], inputEvent: event))
            }
            return nil
        }
    }

    /// The event a hit test is asked with, as UIKit passes one to `hitTest(_:with:)`.
    private func hitTestEvent(_ event: InputEvent, _ type: UIEvent.EventType, now: TimeInterval,
                              modifiers: KeyModifiers) -> UIEvent {
        UIEvent(type: type, timestamp: now, modifierFlags: modifiers, inputEvent: event)
    }

    private func touchEvent(_ touch: UITouch, now: TimeInterval, modifiers: KeyModifiers, buttons: UIEvent.ButtonMask,
                            event: InputEvent) -> UIEvent {
        UIEvent(type: .touches, timestamp: now, modifierFlags: modifiers, buttonMask: buttons, touches: [touch], inputEvent: event)
    }

    private func cancelTouch(event: InputEvent, now: TimeInterval) {
        guard let touch = eventState.touch else { return }
        eventState.touch = nil
        touch.phase = .cancelled
        touch.timestamp = now
        deliverTouches([touch], phase: .cancelled, with: touchEvent(touch, now: now, modifiers: [], buttons: [], event: event))
    }

    // MARK: Keyboard focus

    /// Handles Tab and Shift+Tab that reached the end of the chain: the next (previous)
    /// view that can become first responder, in the window's tree order (depth first,
    /// subviews back to front), becomes first responder; the order wraps around.
    /// - Returns: whether a press was a focus key.
    func handleFocusKeys(_ presses: Set<UIPress>) -> Bool {
        for press in presses {
            guard let key = press.key, key.modifierFlags.isDisjoint(with: [.control, .alternate, .command]) else { continue }
            switch key.specialKey {
            case .tab: moveKeyboardFocus(forward: !key.modifierFlags.contains(.shift)); return true
            case .backTab: moveKeyboardFocus(forward: false); return true
            default: continue
            }
        }
        return false
    }

    /// Makes the next (or previous) focusable view first responder.
    /// - Returns: the view that became first responder, if any.
    @discardableResult
    public func moveKeyboardFocus(forward: Bool) -> UIView? {
        var candidates: [UIView] = []
        collectFocusCandidates(self, into: &candidates)
        guard !candidates.isEmpty else { return nil }
        let current = (firstResponder as? UIView).flatMap { view in candidates.firstIndex { $0 === view } }
        let count = candidates.count
        var index: Int
        if let current { index = forward ? (current + 1) % count : (current - 1 + count) % count }
        else { index = forward ? 0 : count - 1 }
        for _ in 0..<count {
            let candidate = candidates[index]
            if candidate.becomeFirstResponder() { return candidate }
            index = forward ? (index + 1) % count : (index - 1 + count) % count
        }
        return nil
    }

    private func collectFocusCandidates(_ view: UIView, into candidates: inout [UIView]) {
        guard !view.isHidden, view.alpha >= 0.01, view.isUserInteractionEnabled else { return }
        if view !== self && view.canBecomeFirstResponder { candidates.append(view) }
        for subview in view.subviews { collectFocusCandidates(subview, into: &candidates) }
    }
}
