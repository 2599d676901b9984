import Foundation

extension UIResponder {
    /// Posted before the keyboard appears: when a text field or an editable text view
    /// becomes first responder.
    nonisolated public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    /// Posted after the keyboard appeared.
    nonisolated public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    /// Posted before the keyboard goes away: when the text input resigns and no other
    /// takes its place.
    nonisolated public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    /// Posted after the keyboard went away.
    nonisolated public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    /// Posted before the keyboard's frame changes (with every show and hide).
    nonisolated public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    /// Posted after the keyboard's frame changed.
    nonisolated public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")

    /// The keyboard's frame before the change, in screen coordinates (an `NSValue`, read
    /// with `cgRectValue`).
    nonisolated public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// The keyboard's frame after the change, in screen coordinates (an `NSValue`).
    nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// The animation's duration in seconds (an `NSNumber` holding a `Double`).
    nonisolated public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// The animation's curve (an `NSNumber` holding a ``UIView/AnimationCurve`` raw value).
    nonisolated public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    /// Whether the keyboard belongs to this app (an `NSNumber` holding a `Bool`).
    nonisolated public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}

/// The keyboard notifications of a desktop, which has a hardware keyboard and no
/// on-screen one.
///
/// A text field or an editable text view that becomes first responder posts
/// will-change-frame, will-show, did-change-frame and did-show (in that order, at once);
/// one that resigns with no other text input taking over posts the hide ones. The frame
/// (begin and end alike) is zero-high at the bottom of the window's screen area,
/// `(0, height, width, 0)`, and the duration is 0: code that moves content out of the
/// keyboard's way reads an overlap of zero and leaves the layout as it is.
@MainActor
enum HardwareKeyboardNotifications {
    /// The responder becoming first responder while the previous one resigns, so that a
    /// move from one text input to another does not hide the keyboard in between.
    static var incomingResponder: UIResponder?

    /// Whether `responder` takes text (a text field, an editable text view).
    static func isTextInput(_ responder: UIResponder?) -> Bool {
        if responder is UITextField { return true }
        if let textView = responder as? UITextView { return textView.isEditable }
        return false
    }

    /// `input` became first responder: the keyboard "shows".
    static func textInputDidBegin(_ input: UIResponder) {
        post([UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillShowNotification,
              UIResponder.keyboardDidChangeFrameNotification, UIResponder.keyboardDidShowNotification], for: input)
    }

    /// `input` resigned: the keyboard "hides" unless another text input is taking over.
    static func textInputDidEnd(_ input: UIResponder) {
        if let incoming = incomingResponder, incoming !== input, isTextInput(incoming) { return }
        post([UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillHideNotification,
              UIResponder.keyboardDidChangeFrameNotification, UIResponder.keyboardDidHideNotification], for: input)
    }

    /// The zero-high frame at the bottom of `window` (screen coordinates: a window's
    /// origin is the screen's here).
    static func keyboardFrame(in window: UIWindow?) -> CGRect {
        let area = window?.bounds ?? UIScreen.main.bounds
        return CGRect(x: 0, y: area.maxY, width: area.width, height: 0)
    }

    private static func post(_ names: [Notification.Name], for input: UIResponder) {
        let frame = NSValue(cgRect: keyboardFrame(in: input.responderWindow))
        let userInfo: [AnyHashable: Any] = [
            UIResponder.keyboardFrameBeginUserInfoKey: frame,
            UIResponder.keyboardFrameEndUserInfoKey: frame,
            UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: 0.0),
            UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: UIView.AnimationCurve.easeInOut.rawValue),
            UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
        ]
        for name in names {
            NotificationCenter.default.post(name: name, object: nil, userInfo: userInfo)
        }
    }
}
