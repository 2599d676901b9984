import Foundation

/// Where a layer's ``CALayer/contents`` image goes in its bounds.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let center = CALayerContentsGravity(rawValue: "center")
    public static let top = CALayerContentsGravity(rawValue: "top")
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
    public static let left = CALayerContentsGravity(rawValue: "left")
    public static let right = CALayerContentsGravity(rawValue: "right")
    public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
    public static let topRight = CALayerContentsGravity(rawValue: "topRight")
    public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
    public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")
    /// Stretched to the bounds (the default).
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    /// Scaled to fit, aspect kept.
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    /// Scaled to fill, aspect kept (cropped by the bounds only when the layer masks).
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")

    /// The view content mode placing content the same way.
    var contentMode: UIView.ContentMode {
        switch self {
        case .center: .center
        case .top: .top
        case .bottom: .bottom
        case .left: .left
        case .right: .right
        case .topLeft: .topLeft
        case .topRight: .topRight
        case .bottomLeft: .bottomLeft
        case .bottomRight: .bottomRight
        case .resizeAspect: .scaleAspectFit
        case .resizeAspectFill: .scaleAspectFill
        default: .scaleToFill
        }
    }
}

extension CALayer {
    /// Draws ``contents`` (a `CGImage`; other values are ignored) over the background,
    /// placed by ``contentsGravity`` at ``contentsScale`` pixels per point.
    func renderContentsImage(in context: any DrawingContext, bounds: CGRect, alpha: CGFloat) {
        guard let image = contentsImage else { return }
        let placed = contentsGravity.contentMode.rect(forContentOfSize: image.size, in: bounds)
        context.drawImage(image, in: placed, alpha: alpha)
    }
}
