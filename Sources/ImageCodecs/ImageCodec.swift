internal import CJPEG
internal import CPNG
import Foundation

/// Decodes PNG (libpng) and JPEG (libjpeg-turbo) bytes, and encodes PNG and JPEG.
public enum ImageCodec {
    /// Decodes `data`, recognising the format by its signature.
    public static func decode(_ data: Data) throws(ImageCodecError) -> RasterImage {
        guard !data.isEmpty else { throw .empty }
        let bytes = [UInt8](data)
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return try decodePNG(bytes) }
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return try decodeJPEG(bytes) }
        let first = bytes.prefix(8).map { String(format: "%02x", $0) }.joined(separator: " ")
        throw .unknownFormat(firstBytes: first)
    }

    /// Encodes `image` as PNG (8-bit RGBA, not premultiplied, as PNG stores it).
    public static func pngData(_ image: RasterImage) throws(ImageCodecError) -> Data {
        var message = [CChar](repeating: 0, count: 256)
        var output: UnsafeMutablePointer<UInt8>?
        var size = 0
        let straight = image.straightRGBA
        let ok = straight.withUnsafeBufferPointer { pixels in
            cpng_encode_rgba(pixels.baseAddress, UInt32(image.width), UInt32(image.height), &output, &size, &message, message.count)
        }
        defer { free(output) }
        guard ok != 0, let output else { throw .encodingFailed(format: "PNG", reason: text(message, or: "libpng failed")) }
        return Data(bytes: output, count: size)
    }

    /// Encodes `image` as JPEG of `quality` `0...1` (transparency is dropped, as in UIKit).
    public static func jpegData(_ image: RasterImage, quality: Double) throws(ImageCodecError) -> Data {
        var message = [CChar](repeating: 0, count: 256)
        var output: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        let percent = Int32((min(max(quality.isFinite ? quality : 1, 0), 1) * 100).rounded())
        let ok = image.premultipliedRGBA.withUnsafeBufferPointer { pixels in
            cjpeg_encode_rgba(pixels.baseAddress, UInt32(image.width), UInt32(image.height), percent, &output, &size, &message, message.count)
        }
        defer { free(output) }
        guard ok != 0, let output else { throw .encodingFailed(format: "JPEG", reason: text(message, or: "libjpeg failed")) }
        return Data(bytes: output, count: Int(size))
    }

    private static func decodePNG(_ bytes: [UInt8]) throws(ImageCodecError) -> RasterImage {
        var message = [CChar](repeating: 0, count: 256)
        var width: UInt32 = 0, height: UInt32 = 0
        var pixels: UnsafeMutablePointer<UInt8>?
        let ok = bytes.withUnsafeBufferPointer { buffer in
            cpng_decode_rgba(buffer.baseAddress, buffer.count, &width, &height, &pixels, &message, message.count)
        }
        defer { free(pixels) }
        guard ok != 0, let pixels, width > 0, height > 0 else {
            throw .decodingFailed(format: "PNG", reason: text(message, or: "libpng failed"))
        }
        let count = Int(width) * Int(height) * 4
        return RasterImage(width: Int(width), height: Int(height), straightRGBA: UnsafeBufferPointer(start: pixels, count: count))
    }

    private static func decodeJPEG(_ bytes: [UInt8]) throws(ImageCodecError) -> RasterImage {
        var message = [CChar](repeating: 0, count: 256)
        var width: UInt32 = 0, height: UInt32 = 0
        var pixels: UnsafeMutablePointer<UInt8>?
        let ok = bytes.withUnsafeBufferPointer { buffer in
            cjpeg_decode_rgba(buffer.baseAddress, UInt(buffer.count), &width, &height, &pixels, &message, message.count)
        }
        defer { free(pixels) }
        guard ok != 0, let pixels, width > 0, height > 0 else {
            throw .decodingFailed(format: "JPEG", reason: text(message, or: "libjpeg failed"))
        }
        let count = Int(width) * Int(height) * 4
        return RasterImage(width: Int(width), height: Int(height), straightRGBA: UnsafeBufferPointer(start: pixels, count: count))
    }

    private static func text(_ message: [CChar], or fallback: String) -> String {
        let reason = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return reason.isEmpty ? fallback : reason
    }
}
