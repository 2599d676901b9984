import Foundation

/// Insets for each edge of a rectangle; positive values shrink it.
public struct UIEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// The top inset.
    public var top: CGFloat
    /// The left inset.
    public var left: CGFloat
    /// The bottom inset.
    public var bottom: CGFloat
    /// The right inset.
    public var right: CGFloat

    /// Creates insets.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No insets.
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    public var description: String {
        "{\(top.formattedG), \(left.formattedG), \(bottom.formattedG), \(right.formattedG)}"
    }
}

extension CGRect {
    /// The rectangle shrunk by `insets` (grown by negative insets).
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(x: minX + insets.left, y: minY + insets.top,
               width: width - insets.left - insets.right, height: height - insets.top - insets.bottom)
    }
}

extension UIEdgeInsets {
    /// Whether every inset is 0 (`== .zero`, compared field by field: in an unoptimised
    /// build `!=` is the standard library's generic operator, called through the
    /// `Equatable` witness, and every frame a layout pass sets asks twice).
    @inline(__always) var isZero: Bool { top == 0 && left == 0 && bottom == 0 && right == 0 }

    /// Whether every inset is finite.
    var isFinite: Bool { top.isFinite && left.isFinite && bottom.isFinite && right.isFinite }

    /// Edge by edge sum.
    static func + (lhs: UIEdgeInsets, rhs: UIEdgeInsets) -> UIEdgeInsets {
        UIEdgeInsets(top: lhs.top + rhs.top, left: lhs.left + rhs.left, bottom: lhs.bottom + rhs.bottom, right: lhs.right + rhs.right)
    }

    /// Edge by edge maximum.
    func union(_ other: UIEdgeInsets) -> UIEdgeInsets {
        UIEdgeInsets(top: max(top, other.top), left: max(left, other.left), bottom: max(bottom, other.bottom), right: max(right, other.right))
    }
}
