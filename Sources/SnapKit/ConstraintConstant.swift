import Foundation
@_spi(LayoutInternals) import UIKit

/// The constant part of a DSL statement, kept in the form it was given so each attribute
/// takes its own share: an inset of 10 is `+10` on the left, `-10` on the right and `-20`
/// on the width.
enum ConstraintConstant: Equatable {
    case number(CGFloat)
    case size(CGSize)
    case point(CGPoint)
    case insets(UIEdgeInsets)
    case directionalInsets(NSDirectionalEdgeInsets)

    /// The constant for one attribute (SnapKit's and Masonry's table).
    func value(for attribute: NSLayoutConstraint.Attribute) -> CGFloat {
        switch self {
        case .number(let value):
            return value
        case .size(let size):
            switch attribute {
            case .width: return size.width
            case .height: return size.height
            default: return 0
            }
        case .point(let point):
            switch attribute.axis {
            case .x: return point.x
            case .y: return point.y
            case .size: return 0
            }
        case .insets(let insets):
            return Self.insetValue(attribute, top: insets.top, leading: insets.left, bottom: insets.bottom,
                                   trailing: insets.right)
        case .directionalInsets(let insets):
            return Self.insetValue(attribute, top: insets.top, leading: insets.leading, bottom: insets.bottom,
                                   trailing: insets.trailing)
        }
    }

    /// Insets move leading edges in and trailing edges back, centres by half the
    /// difference, and shrink sizes by both sides. Left/right read as leading/trailing
    /// (left-to-right); use `NSDirectionalEdgeInsets` for leading/trailing proper.
    private static func insetValue(_ attribute: NSLayoutConstraint.Attribute, top: CGFloat, leading: CGFloat,
                                   bottom: CGFloat, trailing: CGFloat) -> CGFloat {
        switch attribute {
        case .left, .leftMargin, .leading, .leadingMargin: return leading
        case .right, .rightMargin, .trailing, .trailingMargin: return -trailing
        case .top, .topMargin, .firstBaseline: return top
        case .bottom, .bottomMargin, .lastBaseline: return -bottom
        case .centerX, .centerXWithinMargins: return (leading - trailing) / 2
        case .centerY, .centerYWithinMargins: return (top - bottom) / 2
        case .width: return -(leading + trailing)
        case .height: return -(top + bottom)
        case .notAnAttribute: return 0
        }
    }
}

/// The axis of an attribute, for the DSL's pairing checks.
enum ConstraintAxis { case x, y, size }

extension NSLayoutConstraint.Attribute {
    var axis: ConstraintAxis {
        switch self {
        case .left, .right, .leading, .trailing, .centerX, .leftMargin, .rightMargin, .leadingMargin,
             .trailingMargin, .centerXWithinMargins: .x
        case .width, .height, .notAnAttribute: .size
        default: .y
        }
    }

    var isLeadingTrailing: Bool { [.leading, .trailing, .leadingMargin, .trailingMargin].contains(self) }
    var isLeftRight: Bool { [.left, .right, .leftMargin, .rightMargin].contains(self) }

    /// Whether UIKit accepts `self` related to `other`: sizes with sizes, positions with
    /// positions (of either axis, as UIKit's initializer allows), never leading/trailing
    /// with left/right.
    func canRelate(to other: NSLayoutConstraint.Attribute) -> Bool {
        guard (axis == .size) == (other.axis == .size) else { return false }
        return !(isLeadingTrailing && other.isLeftRight) && !(isLeftRight && other.isLeadingTrailing)
    }
}

extension Array where Element == NSLayoutConstraint.Attribute {
    /// `top` or `{top, left}`, for messages.
    var listDescription: String {
        count == 1 ? self[0].name : "{" + map(\.name).joined(separator: ", ") + "}"
    }
}
