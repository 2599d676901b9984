import Foundation

extension UIControl {
    /// The state of a control: flags combined (UIKit's raw values).
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// No flag: enabled, not selected, not highlighted.
        public static let normal = State([])
        /// A touch is down inside the control.
        public static let highlighted = State(rawValue: 1 << 0)
        /// ``UIControl/isEnabled`` is false.
        public static let disabled = State(rawValue: 1 << 1)
        /// ``UIControl/isSelected`` is true.
        public static let selected = State(rawValue: 1 << 2)
        /// The control has the keyboard focus (a text field that is first responder).
        public static let focused = State(rawValue: 1 << 3)
        /// Flags free for the application.
        public static let application = State(rawValue: 0x00FF_0000)
        /// Flags reserved for the framework.
        public static let reserved = State(rawValue: 0xFF00_0000)
    }

    /// What happened to a control: the events actions are registered for (UIKit's raw values).
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// A touch went down in the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A repeated touch went down (tap count above one).
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// A touch moved inside the control.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// A touch moved outside the control.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// A touch moved from outside to inside.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// A touch moved from inside to outside.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// A touch ended inside the control: a click.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A touch ended outside the control.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The system cancelled the touch.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The value changed (switch, slider).
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's main action: a button's click, a switch's toggle, Return in a
        /// text field.
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// A menu action fired (not produced here).
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// A text field began editing.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// A text field's text changed by editing.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// A text field ended editing.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Return was pressed in a text field.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every touch event.
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// Every editing event.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// Events free for the application.
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        /// Events reserved for the framework.
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// How content is placed horizontally in a control.
    public enum ContentHorizontalAlignment: Int, Sendable {
        case center, left, right, fill, leading, trailing
    }

    /// How content is placed vertically in a control.
    public enum ContentVerticalAlignment: Int, Sendable {
        case center, top, bottom, fill
    }
}
