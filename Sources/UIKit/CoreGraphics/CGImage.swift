internal import CCairo
import Foundation

/// A bitmap image, as Core Graphics': immutable pixels with their layout. Made by
/// ``CGContext/makeImage()``, from a ``UIImage`` (``UIImage/cgImage``), or cropped from
/// another.
public final class CGImage: @unchecked Sendable, Equatable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// The pixels, rows top to bottom, in ``layout``.
    let bytes: [UInt8]
    let layout: BitmapLayout

    init(width: Int, height: Int, bytes: [UInt8], layout: BitmapLayout) {
        self.width = width
        self.height = height
        self.bytes = bytes
        self.layout = layout
    }

    /// Bits per colour component (8).
    public var bitsPerComponent: Int { 8 }
    /// Bits per pixel.
    public var bitsPerPixel: Int { layout.bytesPerPixel * 8 }
    /// Bytes from one row to the next.
    public var bytesPerRow: Int { width * layout.bytesPerPixel }
    /// The pixel layout.
    public var bitmapInfo: CGBitmapInfo { layout.bitmapInfo }
    /// How the pixels carry alpha.
    public var alphaInfo: CGImageAlphaInfo { layout.bitmapInfo.alphaInfo }
    /// The colour space (nil for an alpha-only image).
    public var colorSpace: CGColorSpace? { layout.colorSpace }
    /// Whether this is an image mask (never: masks are made from ordinary images here).
    public var isMask: Bool { false }
    /// The pixels' bytes.
    public var dataProvider: CGDataProvider? { CGDataProvider(data: Data(bytes)) }

    /// The part `rect` (in pixels, origin at the top-left, made integral) of the image;
    /// nil when it misses the image.
    public func cropping(to rect: CGRect) -> CGImage? {
        guard rect.isFiniteRect else { return nil }
        let r = rect.standardized.integral.intersection(CGRect(x: 0, y: 0, width: width, height: height))
        guard !r.isNull, r.width > 0, r.height > 0 else { return nil }
        let x0 = Int(r.minX), y0 = Int(r.minY), w = Int(r.width), h = Int(r.height)
        let bpp = layout.bytesPerPixel
        var out = [UInt8](repeating: 0, count: w * h * bpp)
        for y in 0..<h {
            let from = ((y0 + y) * width + x0) * bpp
            out.replaceSubrange(y * w * bpp..<(y + 1) * w * bpp, with: bytes[from..<from + w * bpp])
        }
        return CGImage(width: w, height: h, bytes: out, layout: layout)
    }

    /// A new cairo image surface holding the pixels (the caller destroys it).
    func makeCairoSurface() -> OpaquePointer? {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return nil }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        bytes.withUnsafeBytes { raw in
            layout.load(from: raw.baseAddress!, stride: bytesPerRow, into: cairo_image_surface_get_data(surface),
                        cairoStride: stride, width: width, height: height)
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }

    /// The pixels as premultiplied RGBA (``ImageBitmap``'s layout).
    var premultipliedRGBA: [UInt8] {
        guard layout != .imageBitmap else { return bytes }
        var cairoBytes = [UInt8](repeating: 0, count: width * height * 4)
        var out = [UInt8](repeating: 0, count: width * height * 4)
        bytes.withUnsafeBytes { src in
            cairoBytes.withUnsafeMutableBytes { mid in
                layout.load(from: src.baseAddress!, stride: bytesPerRow, into: mid.baseAddress!, cairoStride: width * 4,
                            width: width, height: height)
                out.withUnsafeMutableBytes { dst in
                    BitmapLayout.imageBitmap.store(from: mid.baseAddress!, cairoStride: width * 4, into: dst.baseAddress!,
                                                   stride: width * 4, width: width, height: height)
                }
            }
        }
        return out
    }

    public static func == (lhs: CGImage, rhs: CGImage) -> Bool {
        lhs === rhs || (lhs.width == rhs.width && lhs.height == rhs.height && lhs.layout == rhs.layout && lhs.bytes == rhs.bytes)
    }
}

/// Where an image's bytes come from: here, always memory.
public final class CGDataProvider: @unchecked Sendable {
    /// The bytes.
    public let data: Data?

    /// A provider of `data`.
    public init?(data: Data) { self.data = data }
}

extension UIImage {
    /// The image's pixels as a ``CGImage``: as they were given, before ``imageOrientation``
    /// turned them (drawing the result with ``CGContext/draw(_:in:byTiling:)`` shows them
    /// unturned, as on iOS).
    public var cgImage: CGImage? {
        let pixels = unorientedBitmap ?? bitmap
        return CGImage(width: pixels.width, height: pixels.height, bytes: pixels.premultipliedRGBA, layout: .imageBitmap)
    }
}
