import Foundation

/// An event as responders see it: the touches or presses it carries, its time and the
/// modifier keys held. The host's ``InputEvent`` stays available as ``inputEvent``.
@preconcurrency @MainActor
open class UIEvent: NSObject {
    /// The kind of an event.
    public enum EventType: Int, Sendable {
        /// Pointer presses, drags and releases.
        case touches
        /// Motion (not produced here).
        case motion
        /// Remote control (not produced here).
        case remoteControl
        /// Key presses.
        case presses
        /// Scroll-wheel movement.
        case scroll = 10
        /// Pointer movement with no button down.
        case hover = 11
        /// A transform gesture (not produced here).
        case transform = 14
    }

    /// The pointer buttons held (UIKit's `UIEvent.ButtonMask`).
    public struct ButtonMask: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The primary (left) button.
        public static let primary = ButtonMask(rawValue: 1 << 0)
        /// The secondary (right) button.
        public static let secondary = ButtonMask(rawValue: 1 << 1)
        /// The mask for the numbered button (1 = primary, 2 = middle, 3 = secondary).
        public static func button(_ number: Int) -> ButtonMask {
            switch number {
            case 1: return .primary
            case 3: return .secondary
            default: return ButtonMask(rawValue: number >= 1 && number <= 30 ? 1 << (number - 1) : 0)
            }
        }
    }

    /// The kind of event.
    public let type: EventType
    /// When the event happened, in ``UIRunLoop/clock`` seconds.
    public let timestamp: TimeInterval
    /// The modifier keys held.
    public let modifierFlags: UIKeyModifierFlags
    /// The pointer buttons held.
    public let buttonMask: ButtonMask
    /// The host's event this one was made from.
    public let inputEvent: InputEvent?
    private let touches: Set<UITouch>

    init(type: EventType, timestamp: TimeInterval, modifierFlags: UIKeyModifierFlags, buttonMask: ButtonMask = [],
         touches: Set<UITouch> = [], inputEvent: InputEvent?) {
        self.type = type
        self.timestamp = timestamp
        self.modifierFlags = modifierFlags
        self.buttonMask = buttonMask
        self.touches = touches
        self.inputEvent = inputEvent
    }

    /// Every touch of the event (`nil` for events that carry none).
    open var allTouches: Set<UITouch>? { type == .touches ? touches : nil }

    /// The touches that belong to `view`.
    open func touches(for view: UIView) -> Set<UITouch>? {
        allTouches.map { $0.filter { $0.view === view } }
    }

    /// The touches that belong to `window`.
    open func touches(for window: UIWindow) -> Set<UITouch>? {
        allTouches.map { $0.filter { $0.window === window } }
    }
}

/// A key event: the presses it carries.
@preconcurrency @MainActor
open class UIPressesEvent: UIEvent {
    /// Every press of the event.
    public let allPresses: Set<UIPress>

    init(timestamp: TimeInterval, presses: Set<UIPress>, modifierFlags: UIKeyModifierFlags, inputEvent: InputEvent?) {
        allPresses = presses
        super.init(type: .presses, timestamp: timestamp, modifierFlags: modifierFlags, inputEvent: inputEvent)
    }
}
