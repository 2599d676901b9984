import Foundation

/// A horizontal and a vertical distance (a title's offset, a shadow's).
public struct UIOffset: Hashable, Sendable {
    /// The horizontal distance, positive to the right.
    public var horizontal: CGFloat
    /// The vertical distance, positive downwards.
    public var vertical: CGFloat

    /// A zero offset.
    public init() {
        horizontal = 0
        vertical = 0
    }

    /// An offset of `horizontal` and `vertical` points.
    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// No offset.
    public static let zero = UIOffset()
}

extension NSValue {
    /// A value holding `offset`.
    public convenience init(uiOffset offset: UIOffset) {
        self.init(point: CGPoint(x: offset.horizontal, y: offset.vertical))
    }

    /// The offset held.
    public var uiOffsetValue: UIOffset {
        let point = pointValue
        return UIOffset(horizontal: point.x, vertical: point.y)
    }
}
