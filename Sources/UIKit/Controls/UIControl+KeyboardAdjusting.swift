import Foundation

/// What a control that the keyboard operates does with a key (segmented controls,
/// steppers, page controls, pickers): Tab focuses it (it can become first responder while
/// enabled, as controls do on a desktop with full keyboard access), the arrow keys then
/// step its value. A click does not take the focus from a text field.
@MainActor
enum AdjustmentKey {
    /// Left, or Up in a list (Down for a value): one step back.
    case decrement
    /// Right, or Down in a list (Up for a value): one step on.
    case increment
    /// Home: to the first value.
    case first
    /// End: to the last value.
    case last

    /// The adjustment `key` stands for, if any (keys with Control, Alt or Command held do
    /// not adjust). Up steps back in a list (rows, segments) and on for a value (`upIncrements`).
    init?(_ key: UIKey, upIncrements: Bool = false) {
        guard key.modifierFlags.isDisjoint(with: [.control, .alternate, .command]) else { return nil }
        switch key.specialKey {
        case .leftArrow: self = .decrement
        case .rightArrow: self = .increment
        case .upArrow: self = upIncrements ? .increment : .decrement
        case .downArrow: self = upIncrements ? .decrement : .increment
        case .home: self = .first
        case .end: self = .last
        default: return nil
        }
    }
}

extension UIControl {
    /// The presses an adjustable control leaves to the chain after `adjust` took the keys it uses.
    func unusedAdjustmentPresses(_ presses: Set<UIPress>, upIncrements: Bool = false,
                                 _ adjust: (AdjustmentKey) -> Bool) -> Set<UIPress> {
        guard isFirstResponder, isEnabled else { return presses }
        return unusedPresses(presses) { key in AdjustmentKey(key, upIncrements: upIncrements).map(adjust) ?? false }
    }

    /// The ring drawn around a control that has the keyboard focus.
    func drawFocusRing(in context: any DrawingContext, around rect: CGRect) {
        guard isFirstResponder else { return }
        context.stroke(rect.insetBy(dx: 1, dy: 1), color: tintColor.withAlphaComponent(0.6), lineWidth: 2, alpha: 1)
    }
}
