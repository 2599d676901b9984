import Foundation
@testable import UIKit

/// A y-up RGBA bitmap context (premultiplied, R, G, B, A bytes) and its pixels read back
/// by row from the top, as Core Graphics lays them out.
final class RGBACanvas {
    let context: CGContext
    let width: Int, height: Int

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        context = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
    }

    /// `[r, g, b, a]` of the pixel in column `x`, row `row` counted from the top.
    func pixel(_ x: Int, row: Int) -> [UInt8] {
        let data = context.data!.assumingMemoryBound(to: UInt8.self)
        let offset = row * context.bytesPerRow + x * 4
        return (0..<4).map { data[offset + $0] }
    }

    /// The pixel whose user-space square is `[x, x+1] × [y, y+1]` (y up).
    func pixel(x: Int, y: Int) -> [UInt8] { pixel(x, row: height - 1 - y) }

    /// Alpha of that pixel.
    func alpha(x: Int, y: Int) -> UInt8 { pixel(x: x, y: y)[3] }
}

/// `[r, g, b, a]` of an image's pixel `(x, y)` from the top-left.
@MainActor
func rgba(_ image: UIImage, _ x: Int, _ y: Int) -> [UInt8] {
    image.bitmap.pixel(x: x, y: y) ?? []
}

/// Whether each value of `a` is within `tolerance` of `b`'s.
func close(_ a: [UInt8], _ b: [UInt8], _ tolerance: Int = 2) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { abs(Int($0) - Int($1)) <= tolerance }
}
