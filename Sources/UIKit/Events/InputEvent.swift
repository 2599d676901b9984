import Foundation

/// A window-system event in core terms. The host translates its native events
/// (XEvent on X11) into these and hands them to ``UIWindow/sendEvent(_:)``; the core never
/// sees a native event.
public enum InputEvent: Hashable, Sendable {
    /// A pointer button went down at `location` (window coordinates). `button` 1 is the
    /// primary button.
    case pointerDown(location: CGPoint, button: Int, modifiers: KeyModifiers)
    /// A pointer button went up.
    case pointerUp(location: CGPoint, button: Int, modifiers: KeyModifiers)
    /// The pointer moved; `buttons` holds the buttons still down.
    case pointerMoved(location: CGPoint, buttons: Set<Int>, modifiers: KeyModifiers)
    /// The pointer entered the window at `location` (no buttons need be down).
    case pointerEntered(location: CGPoint, modifiers: KeyModifiers)
    /// The pointer left the window; `location` is where it was last seen.
    case pointerExited(location: CGPoint, modifiers: KeyModifiers)
    /// A scroll by `(dx, dy)` points at `location`.
    case scroll(location: CGPoint, deltaX: CGFloat, deltaY: CGFloat, modifiers: KeyModifiers)
    /// A key went down; `characters` is the text it produces (may be empty), `keyCode`
    /// the key's symbol in X11 keysym numbering (other hosts translate to it; see
    /// ``UIKey/SpecialKey`` for the keys the core interprets).
    case keyDown(keyCode: UInt32, characters: String, modifiers: KeyModifiers)
    /// A key went up.
    case keyUp(keyCode: UInt32, characters: String, modifiers: KeyModifiers)
    /// The window's size changed to `size` (the host's configure event).
    case resize(size: CGSize)
    /// The user asked to close the window.
    case close
}

/// Modifier keys held during an event.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let shift = KeyModifiers(rawValue: 1 << 0)
    public static let control = KeyModifiers(rawValue: 1 << 1)
    public static let alternate = KeyModifiers(rawValue: 1 << 2)
    public static let command = KeyModifiers(rawValue: 1 << 3)
    public static let capsLock = KeyModifiers(rawValue: 1 << 4)
}
