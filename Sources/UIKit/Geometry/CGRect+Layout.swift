import Foundation

extension CGRect {
    /// Whether the two rectangles have the same origin and size, field by field (what
    /// `==` answers, without Foundation's out-of-line call: the layout pass compares
    /// every frame it sets).
    @inline(__always)
    func hasSameFields(as other: CGRect) -> Bool {
        origin.x == other.origin.x && origin.y == other.origin.y
            && size.width == other.size.width && size.height == other.size.height
    }

    /// The smallest rectangle containing both (`union` for two non-null rectangles,
    /// negative sizes included), computed inline.
    @inline(__always)
    func covering(_ other: CGRect) -> CGRect {
        let ax0 = Swift.min(origin.x, origin.x + size.width), ax1 = Swift.max(origin.x, origin.x + size.width)
        let ay0 = Swift.min(origin.y, origin.y + size.height), ay1 = Swift.max(origin.y, origin.y + size.height)
        let bx0 = Swift.min(other.origin.x, other.origin.x + other.size.width)
        let bx1 = Swift.max(other.origin.x, other.origin.x + other.size.width)
        let by0 = Swift.min(other.origin.y, other.origin.y + other.size.height)
        let by1 = Swift.max(other.origin.y, other.origin.y + other.size.height)
        let x0 = Swift.min(ax0, bx0), y0 = Swift.min(ay0, by0)
        return CGRect(x: x0, y: y0, width: Swift.max(ax1, bx1) - x0, height: Swift.max(ay1, by1) - y0)
    }
}
