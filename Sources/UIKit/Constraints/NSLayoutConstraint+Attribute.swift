extension NSLayoutConstraint {
    /// A part of an item's alignment rectangle (UIKit's raw values).
    public enum Attribute: Int, Sendable, CaseIterable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
        case lastBaseline, firstBaseline
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0

        /// The name UIKit prints (`leading`, `topMargin`, …).
        public var name: String {
            switch self {
            case .left: "left"
            case .right: "right"
            case .top: "top"
            case .bottom: "bottom"
            case .leading: "leading"
            case .trailing: "trailing"
            case .width: "width"
            case .height: "height"
            case .centerX: "centerX"
            case .centerY: "centerY"
            case .lastBaseline: "lastBaseline"
            case .firstBaseline: "firstBaseline"
            case .leftMargin: "leftMargin"
            case .rightMargin: "rightMargin"
            case .topMargin: "topMargin"
            case .bottomMargin: "bottomMargin"
            case .leadingMargin: "leadingMargin"
            case .trailingMargin: "trailingMargin"
            case .centerXWithinMargins: "centerXWithinMargins"
            case .centerYWithinMargins: "centerYWithinMargins"
            case .notAnAttribute: "notAnAttribute"
            }
        }

        enum Kind { case xPosition, yPosition, size, none }

        var kind: Kind {
            switch self {
            case .left, .right, .leading, .trailing, .centerX, .leftMargin, .rightMargin, .leadingMargin,
                 .trailingMargin, .centerXWithinMargins: .xPosition
            case .top, .bottom, .centerY, .lastBaseline, .firstBaseline, .topMargin, .bottomMargin,
                 .centerYWithinMargins: .yPosition
            case .width, .height: .size
            case .notAnAttribute: .none
            }
        }

        /// Leading/trailing family (follows the layout direction).
        /// (These three are `switch`es, not `contains` on an array literal: unoptimised,
        /// that built the array and searched it through generic calls, 6% of the
        /// 4,002-view stack's first layout in a debug build.)
        var isDirectional: Bool {
            switch self {
            case .leading, .trailing, .leadingMargin, .trailingMargin: true
            default: false
            }
        }

        /// Left/right family (absolute).
        var isAbsoluteHorizontalEdge: Bool {
            switch self {
            case .left, .right, .leftMargin, .rightMargin: true
            default: false
            }
        }

        var isMargin: Bool {
            switch self {
            case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
                 .centerXWithinMargins, .centerYWithinMargins: true
            default: false
            }
        }
    }

    /// How the first attribute relates to the second.
    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1
        case equal = 0
        case greaterThanOrEqual = 1

        /// `≤`, `=` or `≥`: the relation in an equation of numbers.
        var glyph: String {
            switch self {
            case .lessThanOrEqual: "≤"
            case .equal: "="
            case .greaterThanOrEqual: "≥"
            }
        }

        /// `<=`, `==` or `>=`.
        public var symbol: String {
            switch self {
            case .lessThanOrEqual: "<="
            case .equal: "=="
            case .greaterThanOrEqual: ">="
            }
        }
    }
}

/// The two axes of a layout.
extension NSLayoutConstraint {
    /// An axis, for ``UIView/constraintsAffectingLayout(for:)``.
    public enum Axis: Int, Sendable {
        case horizontal = 0
        case vertical = 1
    }
}
