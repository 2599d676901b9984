import Foundation

/// An 8-bit coverage mask (shared by the X host's masks and the bitmap context) (0 outside, 255 inside) for rounded rectangles, borders and
/// blurred shadows: edges anti-aliased by 4 × 4 samples per pixel where the edge is
/// curved or not on a pixel boundary; pixels wholly inside or outside are not sampled.
package struct CoverageMask: Equatable, Sendable {
    package let width: Int
    package let height: Int
    package private(set) var bytes: [UInt8]

    package init(width: Int, height: Int, bytes: [UInt8]) {
        self.width = width; self.height = height; self.bytes = bytes
    }

    /// A rectangle in mask pixels with its corners rounded.
    package struct RoundedBox: Sendable {
        var x0, y0, x1, y1: Double
        var radius: Double

        package init(x0: Double, y0: Double, x1: Double, y1: Double, radius: Double) {
            self.x0 = x0; self.y0 = y0; self.x1 = x1; self.y1 = y1
            self.radius = max(0, min(radius, (x1 - x0) / 2, (y1 - y0) / 2))
        }

        package func contains(_ x: Double, _ y: Double) -> Bool {
            guard x >= x0, x <= x1, y >= y0, y <= y1 else { return false }
            let cx = min(max(x, x0 + radius), x1 - radius), cy = min(max(y, y0 + radius), y1 - radius)
            let dx = x - cx, dy = y - cy
            return dx * dx + dy * dy <= radius * radius
        }

        /// Samples (of 16) of pixel `(px, py)` inside.
        package func coverage(_ px: Int, _ py: Int) -> Int {
            let left = Double(px), top = Double(py), right = left + 1, bottom = top + 1
            if right <= x0 || left >= x1 || bottom <= y0 || top >= y1 || x1 <= x0 || y1 <= y0 { return 0 }
            if left >= x0, right <= x1, top >= y0, bottom <= y1,
               (left >= x0 + radius && right <= x1 - radius) || (top >= y0 + radius && bottom <= y1 - radius) {
                return 16
            }
            var count = 0
            for j in 0..<4 {
                let y = top + (Double(j) + 0.5) / 4
                for i in 0..<4 where contains(left + (Double(i) + 0.5) / 4, y) { count += 1 }
            }
            return count
        }
    }

    /// `box` filled, on a canvas of `width × height` pixels.
    package static func filled(width: Int, height: Int, box: RoundedBox) -> CoverageMask {
        var bytes = [UInt8](repeating: 0, count: max(0, width * height))
        for y in 0..<max(0, height) {
            for x in 0..<width {
                let count = box.coverage(x, y)
                if count > 0 { bytes[y * width + x] = count == 16 ? 255 : UInt8(count * 255 / 16) }
            }
        }
        return CoverageMask(width: width, height: height, bytes: bytes)
    }

    /// A rounded rectangle filling `width × height` with corners of `radius`.
    package static func roundedRect(width: Int, height: Int, radius: Double) -> CoverageMask {
        filled(width: width, height: height,
               box: RoundedBox(x0: 0, y0: 0, x1: Double(width), y1: Double(height), radius: radius))
    }

    /// A border `borderWidth` wide inside a rounded rectangle of `width × height`: the
    /// outer shape less the inner one (inset by the width, its radius smaller by it).
    package static func border(width: Int, height: Int, radius: Double, borderWidth: Double) -> CoverageMask {
        let outer = RoundedBox(x0: 0, y0: 0, x1: Double(width), y1: Double(height), radius: radius)
        let inner = RoundedBox(x0: borderWidth, y0: borderWidth, x1: Double(width) - borderWidth,
                               y1: Double(height) - borderWidth, radius: max(0, radius - borderWidth))
        var bytes = [UInt8](repeating: 0, count: max(0, width * height))
        for y in 0..<max(0, height) {
            for x in 0..<width {
                let count = outer.coverage(x, y) - inner.coverage(x, y)
                if count > 0 { bytes[y * width + x] = count == 16 ? 255 : UInt8(count * 255 / 16) }
            }
        }
        return CoverageMask(width: width, height: height, bytes: bytes)
    }

    /// The shadow of a rounded rectangle of `width × height`: its coverage blurred by a
    /// Gaussian of standard deviation `sigma` (three box blurs per axis), on a canvas
    /// `margin` larger on every side.
    package static func shadow(width: Int, height: Int, radius: Double, sigma: Double) -> (mask: CoverageMask, margin: Int) {
        let margin = blurMargin(sigma: sigma)
        let canvasWidth = width + 2 * margin, canvasHeight = height + 2 * margin
        let m = Double(margin)
        var mask = filled(width: canvasWidth, height: canvasHeight,
                          box: RoundedBox(x0: m, y0: m, x1: m + Double(width), y1: m + Double(height), radius: radius))
        if sigma > 0 { mask.blur(sigma: sigma) }
        return (mask, margin)
    }

    /// The part `width × height` at `(x, y)`.
    package func cropped(x: Int, y: Int, width: Int, height: Int) -> CoverageMask {
        var bytes = [UInt8](repeating: 0, count: max(0, width * height))
        for row in 0..<max(0, height) where row + y >= 0 && row + y < self.height {
            for column in 0..<width where column + x >= 0 && column + x < self.width {
                bytes[row * width + column] = self.bytes[(row + y) * self.width + column + x]
            }
        }
        return CoverageMask(width: width, height: height, bytes: bytes)
    }

    /// How far a blur of `sigma` spreads: three standard deviations (a Gaussian is below
    /// 1/255 beyond) and a pixel.
    package static func blurMargin(sigma: Double) -> Int {
        sigma > 0 ? Int((sigma * 3).rounded(.up)) + 1 : 0
    }

    /// Blurs in place by three box blurs per axis approximating a Gaussian of `sigma`.
    package mutating func blur(sigma: Double) {
        var values = bytes.map(Float.init)
        var scratch = values
        for size in Self.boxSizes(sigma: sigma, passes: 3) {
            let radius = (size - 1) / 2
            Self.boxBlur(&values, into: &scratch, count: height, length: width, stride: 1, lineStride: width, radius: radius)
            Self.boxBlur(&scratch, into: &values, count: width, length: height, stride: width, lineStride: 1, radius: radius)
        }
        bytes = values.map { UInt8(min(255, max(0, $0.rounded()))) }
    }

    /// Box widths whose successive blurs approximate a Gaussian (odd widths).
    package static func boxSizes(sigma: Double, passes: Int) -> [Int] {
        let n = Double(passes)
        var lower = Int((12 * sigma * sigma / n + 1).squareRoot().rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        lower = max(lower, 1)
        let upper = lower + 2
        let l = Double(lower)
        let wide = Int(((12 * sigma * sigma - n * l * l - 4 * n * l - 3 * n) / (-4 * l - 4)).rounded())
        return (0..<passes).map { $0 < wide ? lower : upper }
    }

    /// One box blur along lines of `length` values (`stride` apart), `count` lines
    /// (`lineStride` apart); values beyond the ends count as 0.
    private static func boxBlur(_ source: inout [Float], into target: inout [Float], count: Int, length: Int,
                                stride: Int, lineStride: Int, radius: Int) {
        let scale = 1 / Float(2 * radius + 1)
        for line in 0..<count {
            let base = line * lineStride
            var sum: Float = 0
            for i in 0..<min(radius, length) { sum += source[base + i * stride] }
            for i in 0..<length {
                let entering = i + radius, leaving = i - radius - 1
                if entering < length { sum += source[base + entering * stride] }
                if leaving >= 0 { sum -= source[base + leaving * stride] }
                target[base + i * stride] = sum * scale
            }
        }
    }
}
