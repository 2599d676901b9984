internal import CPNG
import Foundation
import UIKit

extension XlibApplication {
    /// Writes what `window` shows now (its back buffer) to a PNG file, through libpng.
    /// - Throws: ``XlibHostError/screenshotFailed(path:reason:)`` when the window is unknown
    ///   or libpng cannot write the file.
    public func writeScreenshot(of window: UIWindow, to path: String) throws(XlibHostError) {
        guard let (width, height, rgb) = pixels(of: window) else {
            throw .screenshotFailed(path: path, reason: "the window is not shown by this application")
        }
        var message = [CChar](repeating: 0, count: 256)
        let ok = rgb.withUnsafeBufferPointer { buffer in
            cpng_write_rgb(path, UInt32(width), UInt32(height), buffer.baseAddress, Int32(width * 3), &message, message.count)
        }
        guard ok != 0 else {
            let reason = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw .screenshotFailed(path: path, reason: reason.isEmpty ? "libpng failed" : reason)
        }
    }

    /// The colour of the pixel at `(x, y)` (window pixels) as 8-bit RGB, or `nil` outside.
    public func pixel(of window: UIWindow, x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8)? {
        guard let (width, height, rgb) = pixels(of: window), (0..<width).contains(x), (0..<height).contains(y) else { return nil }
        let offset = (y * width + x) * 3
        return (rgb[offset], rgb[offset + 1], rgb[offset + 2])
    }
}
