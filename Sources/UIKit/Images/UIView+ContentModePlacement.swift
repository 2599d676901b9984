import Foundation

extension UIView.ContentMode {
    /// Where content of `size` goes in `bounds`: scaled to fill, to fit or to fill with
    /// the aspect kept (both centred), or unscaled and aligned to the centre, an edge or
    /// a corner. The result may extend beyond `bounds` (clipped only by `clipsToBounds`).
    public func rect(forContentOfSize size: CGSize, in bounds: CGRect) -> CGRect {
        guard size.width > 0, size.height > 0 else { return bounds }
        switch self {
        case .scaleToFill, .redraw:
            return bounds
        case .scaleAspectFit, .scaleAspectFill:
            let sx = bounds.width / size.width, sy = bounds.height / size.height
            let factor = self == .scaleAspectFit ? min(sx, sy) : max(sx, sy)
            let scaled = CGSize(width: size.width * factor, height: size.height * factor)
            return CGRect(x: bounds.midX - scaled.width / 2, y: bounds.midY - scaled.height / 2,
                          width: scaled.width, height: scaled.height)
        default:
            let x: CGFloat, y: CGFloat
            switch self {
            case .left, .topLeft, .bottomLeft: x = bounds.minX
            case .right, .topRight, .bottomRight: x = bounds.maxX - size.width
            default: x = bounds.midX - size.width / 2
            }
            switch self {
            case .top, .topLeft, .topRight: y = bounds.minY
            case .bottom, .bottomLeft, .bottomRight: y = bounds.maxY - size.height
            default: y = bounds.midY - size.height / 2
            }
            return CGRect(origin: CGPoint(x: x, y: y), size: size)
        }
    }
}
