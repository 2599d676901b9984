internal import CPNG
import Foundation

/// A PNG file read back as 8-bit RGB (libpng), for checking what a screenshot shows.
public struct PNGImage: Sendable {
    public let width: Int
    public let height: Int
    /// `width × height × 3` bytes, row by row.
    public let rgb: [UInt8]

    /// Reads the PNG at `path`.
    /// - Throws: ``XlibHostError/screenshotFailed(path:reason:)`` with libpng's message.
    public init(contentsOf path: String) throws(XlibHostError) {
        var width: UInt32 = 0, height: UInt32 = 0
        var message = [CChar](repeating: 0, count: 256)
        func failure() -> XlibHostError {
            let reason = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            return .screenshotFailed(path: path, reason: reason.isEmpty ? "libpng could not read it" : reason)
        }
        guard cpng_read_rgb(path, &width, &height, nil, &message, message.count) != 0 else { throw failure() }
        var pixels = [UInt8](repeating: 0, count: Int(width) * Int(height) * 3)
        let ok = pixels.withUnsafeMutableBufferPointer { buffer in
            cpng_read_rgb(path, &width, &height, buffer.baseAddress, &message, message.count)
        }
        guard ok != 0 else { throw failure() }
        self.width = Int(width)
        self.height = Int(height)
        rgb = pixels
    }

    /// The pixel at `(x, y)` as `[red, green, blue]`, or nil outside the image.
    public func pixel(x: Int, y: Int) -> [UInt8]? {
        guard (0..<width).contains(x), (0..<height).contains(y) else { return nil }
        let offset = (y * width + x) * 3
        return Array(rgb[offset..<offset + 3])
    }
}
