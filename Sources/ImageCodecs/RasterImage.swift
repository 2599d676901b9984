import Foundation

/// Pixels decoded from an image file: 8-bit RGBA, premultiplied by alpha, row by row
/// (`width × 4` bytes per row, no padding).
public struct RasterImage: Sendable, Equatable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// `width × height × 4` bytes: red, green, blue, alpha; colour premultiplied by alpha.
    public let premultipliedRGBA: [UInt8]

    /// Wraps pixels already premultiplied. `pixels.count` must be `width × height × 4`.
    public init?(width: Int, height: Int, premultipliedRGBA pixels: [UInt8]) {
        guard width > 0, height > 0, pixels.count == width * height * 4 else { return nil }
        self.width = width
        self.height = height
        premultipliedRGBA = pixels
    }

    /// Premultiplies straight (unassociated) RGBA pixels.
    init(width: Int, height: Int, straightRGBA pixels: UnsafeBufferPointer<UInt8>) {
        var premultiplied = [UInt8](repeating: 0, count: width * height * 4)
        premultiplied.withUnsafeMutableBufferPointer { out in
            var index = 0
            while index < out.count {
                let alpha = UInt32(pixels[index + 3])
                if alpha == 255 {
                    out[index] = pixels[index]; out[index + 1] = pixels[index + 1]; out[index + 2] = pixels[index + 2]
                } else if alpha > 0 {
                    out[index] = UInt8((UInt32(pixels[index]) * alpha + 127) / 255)
                    out[index + 1] = UInt8((UInt32(pixels[index + 1]) * alpha + 127) / 255)
                    out[index + 2] = UInt8((UInt32(pixels[index + 2]) * alpha + 127) / 255)
                }
                out[index + 3] = UInt8(alpha)
                index += 4
            }
        }
        self.width = width
        self.height = height
        premultipliedRGBA = premultiplied
    }

    /// The pixels with the premultiplication undone (what PNG and JPEG files store).
    public var straightRGBA: [UInt8] {
        var straight = premultipliedRGBA
        var index = 0
        while index < straight.count {
            let alpha = UInt32(straight[index + 3])
            if alpha > 0 && alpha < 255 {
                for channel in 0..<3 {
                    straight[index + channel] = UInt8(min(255, (UInt32(straight[index + channel]) * 255 + alpha / 2) / alpha))
                }
            } else if alpha == 0 {
                straight[index] = 0; straight[index + 1] = 0; straight[index + 2] = 0
            }
            index += 4
        }
        return straight
    }

    /// Whether every pixel is fully opaque.
    public var isOpaque: Bool {
        var index = 3
        while index < premultipliedRGBA.count {
            if premultipliedRGBA[index] != 255 { return false }
            index += 4
        }
        return true
    }

    /// The pixel at `(x, y)` as premultiplied `[red, green, blue, alpha]`, or nil outside.
    public func pixel(x: Int, y: Int) -> [UInt8]? {
        guard (0..<width).contains(x), (0..<height).contains(y) else { return nil }
        let offset = (y * width + x) * 4
        return Array(premultipliedRGBA[offset..<offset + 4])
    }
}
