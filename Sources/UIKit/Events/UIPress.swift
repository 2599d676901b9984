import Foundation

/// Modifier keys held during a key or pointer event (UIKit's name for ``KeyModifiers``).
public typealias UIKeyModifierFlags = KeyModifiers

extension KeyModifiers {
    /// Caps Lock (UIKit's name).
    public static let alphaShift = KeyModifiers.capsLock
}

/// A key on the keyboard as one press saw it.
public struct UIKey: Hashable, Sendable {
    /// The text the key produces with the modifiers held (may be empty).
    public var characters: String
    /// The text without modifiers; the host gives only one text, so this equals
    /// ``characters`` here.
    public var charactersIgnoringModifiers: String
    /// The modifier keys held.
    public var modifierFlags: UIKeyModifierFlags
    /// The key's symbol in X11 keysym numbering (UIKit has HID usages here; hosts other
    /// than X11 translate to keysyms).
    public var keyCode: UInt32

    /// Creates a key.
    public init(characters: String, modifierFlags: UIKeyModifierFlags = [], keyCode: UInt32) {
        self.characters = characters
        self.charactersIgnoringModifiers = characters
        self.modifierFlags = modifierFlags
        self.keyCode = keyCode
    }

    /// The editing and navigation keys the core interprets, with their keysym numbers.
    public enum SpecialKey: UInt32, Sendable, CaseIterable {
        case backspace = 0xFF08
        case tab = 0xFF09
        case returnKey = 0xFF0D
        case escape = 0xFF1B
        case home = 0xFF50
        case leftArrow = 0xFF51
        case upArrow = 0xFF52
        case rightArrow = 0xFF53
        case downArrow = 0xFF54
        case pageUp = 0xFF55
        case pageDown = 0xFF56
        case end = 0xFF57
        case enter = 0xFF8D
        case deleteForward = 0xFFFF
        /// Shift+Tab as X11 reports it.
        case backTab = 0xFE20

        /// The special key of a keysym, keypad keys included (`nil` for other keys).
        public init?(keyCode: UInt32) {
            switch keyCode {
            case 0xFF95: self = .home
            case 0xFF96: self = .leftArrow
            case 0xFF97: self = .upArrow
            case 0xFF98: self = .rightArrow
            case 0xFF99: self = .downArrow
            case 0xFF9A: self = .pageUp
            case 0xFF9B: self = .pageDown
            case 0xFF9C: self = .end
            case 0xFF9F: self = .deleteForward
            default: self.init(rawValue: keyCode)
            }
        }
    }

    /// The special key this is, if any.
    public var specialKey: SpecialKey? { SpecialKey(keyCode: keyCode) }
}

/// One key press: its phase and key, delivered to the first responder.
@preconcurrency @MainActor
public final class UIPress: NSObject {
    /// The phase of a press.
    public enum Phase: Int, Sendable {
        case began, changed, stationary, ended, cancelled
    }

    /// The current phase.
    public internal(set) var phase: Phase
    /// The key.
    public let key: UIKey?
    /// When the press last changed, in ``UIRunLoop/clock`` seconds.
    public internal(set) var timestamp: TimeInterval
    /// The responder the press was first delivered to.
    public internal(set) weak var responder: UIResponder?
    /// The window that received the press.
    public internal(set) weak var window: UIWindow?

    init(phase: Phase, key: UIKey, timestamp: TimeInterval, responder: UIResponder?, window: UIWindow?) {
        self.phase = phase
        self.key = key
        self.timestamp = timestamp
        self.responder = responder
        self.window = window
    }
}
