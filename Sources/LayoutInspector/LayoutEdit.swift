import UIKit

/// One change the inspector made to the inspected layout, which it can undo.
@preconcurrency @MainActor
public enum LayoutEdit {
    case constant(NSLayoutConstraint, from: CGFloat, to: CGFloat)
    case priority(NSLayoutConstraint, from: UILayoutPriority, to: UILayoutPriority)
    case active(NSLayoutConstraint, from: Bool, to: Bool)
    case hidden(UIView, from: Bool, to: Bool)
    case hugging(UIView, NSLayoutConstraint.Axis, from: UILayoutPriority, to: UILayoutPriority)
    case compressionResistance(UIView, NSLayoutConstraint.Axis, from: UILayoutPriority, to: UILayoutPriority)

    /// Makes the change.
    func perform() { apply(forward: true) }

    /// Puts back what was there before.
    func revert() { apply(forward: false) }

    private func apply(forward: Bool) {
        switch self {
        case .constant(let constraint, let from, let to):
            constraint.constant = forward ? to : from
        case .priority(let constraint, let from, let to):
            let value = forward ? to : from
            // UIKit refuses to move an active constraint across "required": do it inactive.
            if constraint.isActive && value.isRequired != constraint.priority.isRequired {
                constraint.isActive = false
                constraint.priority = value
                constraint.isActive = true
            } else {
                constraint.priority = value
            }
        case .active(let constraint, let from, let to):
            constraint.isActive = forward ? to : from
        case .hidden(let view, let from, let to):
            view.isHidden = forward ? to : from
        case .hugging(let view, let axis, let from, let to):
            view.setContentHuggingPriority(forward ? to : from, for: axis)
        case .compressionResistance(let view, let axis, let from, let to):
            view.setContentCompressionResistancePriority(forward ? to : from, for: axis)
        }
    }

    /// The constraint it changed, if any.
    var constraint: NSLayoutConstraint? {
        switch self {
        case .constant(let c, _, _), .priority(let c, _, _), .active(let c, _, _): c
        default: nil
        }
    }

    /// The view it changed, if any.
    var view: UIView? {
        switch self {
        case .hidden(let v, _, _), .hugging(let v, _, _, _), .compressionResistance(let v, _, _, _): v
        default: nil
        }
    }

    /// `constant 20 → 40 on red.width == 100`.
    public var summary: String {
        func axisName(_ axis: NSLayoutConstraint.Axis) -> String { axis == .horizontal ? "horizontal" : "vertical" }
        switch self {
        case .constant(let c, let from, let to): return "constant \(from.formattedG) → \(to.formattedG) on \(SwiftCode.shortName(of: c))"
        case .priority(let c, let from, let to): return "priority \(from.rawValue.formattedPriority) → \(to.rawValue.formattedPriority) on \(SwiftCode.shortName(of: c))"
        case .active(let c, let from, let to): return "isActive \(from) → \(to) on \(SwiftCode.shortName(of: c))"
        case .hidden(let v, let from, let to): return "isHidden \(from) → \(to) on \(SwiftCode.name(of: v))"
        case .hugging(let v, let axis, let from, let to):
            return "\(axisName(axis)) hugging \(from.rawValue.formattedPriority) → \(to.rawValue.formattedPriority) on \(SwiftCode.name(of: v))"
        case .compressionResistance(let v, let axis, let from, let to):
            return "\(axisName(axis)) compression resistance \(from.rawValue.formattedPriority) → \(to.rawValue.formattedPriority) on \(SwiftCode.name(of: v))"
        }
    }
}
