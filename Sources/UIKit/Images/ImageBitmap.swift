internal import ImageCodecs
import Foundation

/// The decoded pixels behind one or more ``UIImage``s: 8-bit RGBA premultiplied by alpha,
/// row by row. Images made from one another (``UIImage/withAlignmentRectInsets(_:)``,
/// ``UIImage/resizableImage(withCapInsets:)``) share one bitmap, so a host uploads it once
/// (hosts cache by object identity).
public final class ImageBitmap: Sendable, Hashable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// `width × height × 4` bytes: red, green, blue, alpha, premultiplied.
    public let premultipliedRGBA: [UInt8]
    /// Whether every pixel is opaque.
    public let isOpaque: Bool

    init(_ raster: RasterImage) {
        width = raster.width
        height = raster.height
        premultipliedRGBA = raster.premultipliedRGBA
        isOpaque = raster.isOpaque
    }

    /// A bitmap of `width × height` pixels from premultiplied RGBA bytes; nil when the
    /// byte count does not match.
    public convenience init?(width: Int, height: Int, premultipliedRGBA: [UInt8]) {
        guard let raster = RasterImage(width: width, height: height, premultipliedRGBA: premultipliedRGBA) else { return nil }
        self.init(raster)
    }

    var raster: RasterImage {
        RasterImage(width: width, height: height, premultipliedRGBA: premultipliedRGBA)!
    }

    /// The pixel at `(x, y)` as premultiplied `[red, green, blue, alpha]`, or nil outside.
    public func pixel(x: Int, y: Int) -> [UInt8]? {
        guard (0..<width).contains(x), (0..<height).contains(y) else { return nil }
        let offset = (y * width + x) * 4
        return Array(premultipliedRGBA[offset..<offset + 4])
    }

    public static func == (lhs: ImageBitmap, rhs: ImageBitmap) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
