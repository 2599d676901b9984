import Foundation

/// UIKit's boxing of geometry values (`UIGeometry.h`): keyboard notifications carry their
/// frames this way.
extension NSValue {
    /// A value holding `rect`.
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    /// A value holding `point`.
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    /// A value holding `size`.
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    /// The rectangle held.
    public var cgRectValue: CGRect { rectValue }
    /// The point held.
    public var cgPointValue: CGPoint { pointValue }
    /// The size held.
    public var cgSizeValue: CGSize { sizeValue }
}
