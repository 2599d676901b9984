import Foundation

/// Insets whose horizontal edges follow the layout direction: `leading` is the left
/// inset in left-to-right layouts and the right inset in right-to-left ones.
public struct NSDirectionalEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// The top inset.
    public var top: CGFloat
    /// The leading inset.
    public var leading: CGFloat
    /// The bottom inset.
    public var bottom: CGFloat
    /// The trailing inset.
    public var trailing: CGFloat

    /// Creates insets.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// No insets.
    public static let zero = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

    /// The absolute insets for a layout direction.
    public func edgeInsets(for direction: UIUserInterfaceLayoutDirection) -> UIEdgeInsets {
        direction == .leftToRight
            ? UIEdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
            : UIEdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
    }

    public var description: String {
        "{\(top.formattedG), \(leading.formattedG), \(bottom.formattedG), \(trailing.formattedG)}"
    }
}

/// A horizontal layout direction.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    /// Leading is left.
    case leftToRight
    /// Leading is right.
    case rightToLeft
}

/// A view's preference for its layout direction.
public enum UISemanticContentAttribute: Int, Sendable {
    /// Follow the application's direction.
    case unspecified
    /// Media playback controls: always left-to-right.
    case playback
    /// Spatial controls: always left-to-right.
    case spatial
    /// Always left-to-right.
    case forceLeftToRight
    /// Always right-to-left.
    case forceRightToLeft
}

extension NSDirectionalEdgeInsets {
    /// The directional form of absolute insets in a layout direction.
    init(_ insets: UIEdgeInsets, direction: UIUserInterfaceLayoutDirection) {
        self = direction == .leftToRight
            ? NSDirectionalEdgeInsets(top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right)
            : NSDirectionalEdgeInsets(top: insets.top, leading: insets.right, bottom: insets.bottom, trailing: insets.left)
    }

    /// Whether every inset is finite.
    var isFinite: Bool { top.isFinite && leading.isFinite && bottom.isFinite && trailing.isFinite }
}
