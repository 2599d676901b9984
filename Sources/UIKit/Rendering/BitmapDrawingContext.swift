import Foundation

/// A ``DrawingContext`` that paints into pixels in memory: the context
/// ``UIGraphicsImageRenderer`` gives its drawing closure. Shapes are anti-aliased (4 × 4
/// samples on their edges), images are sampled bilinearly, colours blend over what is
/// there (premultiplied). Text is laid out by UIKit's Pango engine and drawn by
/// pangocairo (BitmapDrawingContext+Text.swift).
@preconcurrency @MainActor
final class BitmapDrawingContext: DrawingContext {
    let pixelWidth: Int
    let pixelHeight: Int
    let scale: CGFloat
    /// Premultiplied RGBA, 0...1.
    private var pixels: [Float]

    private struct State {
        var translation = CGPoint.zero
        var clip: (x0: Int, y0: Int, x1: Int, y1: Int)
        /// Coverage of a rounded clip over the canvas, when one is set.
        var clipMask: [Float]?
    }
    private var state: State
    private var stack: [State] = []

    init(pixelWidth: Int, pixelHeight: Int, scale: CGFloat, opaque: Bool) {
        self.pixelWidth = max(0, pixelWidth)
        self.pixelHeight = max(0, pixelHeight)
        self.scale = scale
        pixels = [Float](repeating: 0, count: self.pixelWidth * self.pixelHeight * 4)
        if opaque { for index in stride(from: 3, to: pixels.count, by: 4) { pixels[index] = 1 } }
        state = State(clip: (0, 0, self.pixelWidth, self.pixelHeight))
    }

    /// The pixels as an image bitmap (8-bit, premultiplied).
    func makeBitmap() -> ImageBitmap? {
        let bytes = pixels.map { UInt8(min(255, max(0, ($0 * 255).rounded()))) }
        return ImageBitmap(width: pixelWidth, height: pixelHeight, premultipliedRGBA: bytes)
    }

    // MARK: DrawingContext

    func saveState() { stack.append(state) }
    func restoreState() { if let saved = stack.popLast() { state = saved } }

    func translateBy(x: CGFloat, y: CGFloat) {
        guard x.isFinite, y.isFinite else { return }
        state.translation.x += x
        state.translation.y += y
    }

    func clip(to rect: CGRect) { clip(to: rect, cornerRadius: 0) }

    func clip(to rect: CGRect, cornerRadius: CGFloat) {
        guard let box = box(rect, cornerRadius: cornerRadius) else {
            state.clip = (0, 0, 0, 0)
            return
        }
        let c = state.clip
        state.clip = (max(c.x0, Int(box.x0.rounded(.down))), max(c.y0, Int(box.y0.rounded(.down))),
                      min(c.x1, Int(box.x1.rounded(.up))), min(c.y1, Int(box.y1.rounded(.up))))
        // Partly covered edge pixels (and rounded corners) keep their share of coverage.
        var mask = state.clipMask ?? [Float](repeating: 1, count: pixelWidth * pixelHeight)
        forEachPixel(in: (0, 0, pixelWidth, pixelHeight), clipped: false) { x, y in
            let index = y * pixelWidth + x
            guard mask[index] > 0 else { return }
            mask[index] *= Float(box.coverage(x, y)) / 16
        }
        state.clipMask = mask
    }

    func fill(_ rect: CGRect, color: UIColor, alpha: CGFloat) {
        fill(rect, cornerRadius: 0, color: color, alpha: alpha)
    }

    func fill(_ rect: CGRect, cornerRadius: CGFloat, color: UIColor, alpha: CGFloat) {
        guard let box = box(rect, cornerRadius: cornerRadius) else { return }
        paint(color, alpha: alpha, over: bounds(of: box)) { x, y in Float(box.coverage(x, y)) / 16 }
    }

    func stroke(_ rect: CGRect, color: UIColor, lineWidth: CGFloat, alpha: CGFloat) {
        guard lineWidth > 0, lineWidth.isFinite else { return }
        let half = lineWidth / 2
        guard let outer = box(rect.insetBy(dx: -half, dy: -half), cornerRadius: 0) else { return }
        let inner = box(rect.insetBy(dx: half, dy: half), cornerRadius: 0)
        paint(color, alpha: alpha, over: bounds(of: outer)) { x, y in
            Float(outer.coverage(x, y) - (inner?.coverage(x, y) ?? 0)) / 16
        }
    }

    func strokeBorder(of rect: CGRect, cornerRadius: CGFloat, width: CGFloat, color: UIColor, alpha: CGFloat) {
        guard width > 0, width.isFinite, let outer = box(rect, cornerRadius: cornerRadius) else { return }
        let inner = box(rect.insetBy(dx: width, dy: width), cornerRadius: max(0, cornerRadius - width))
        paint(color, alpha: alpha, over: bounds(of: outer)) { x, y in
            Float(outer.coverage(x, y) - (inner?.coverage(x, y) ?? 0)) / 16
        }
    }

    func drawLine(from start: CGPoint, to end: CGPoint, color: UIColor, lineWidth: CGFloat, alpha: CGFloat) {
        guard lineWidth > 0, lineWidth.isFinite, start.x.isFinite, start.y.isFinite, end.x.isFinite, end.y.isFinite else { return }
        let a = toPixels(start), b = toPixels(end)
        let half = Double(lineWidth * scale) / 2
        let dx = b.x - a.x, dy = b.y - a.y
        let lengthSquared = dx * dx + dy * dy
        let area = (Int((min(a.x, b.x) - half).rounded(.down)), Int((min(a.y, b.y) - half).rounded(.down)),
                    Int((max(a.x, b.x) + half).rounded(.up)), Int((max(a.y, b.y) + half).rounded(.up)))
        paint(color, alpha: alpha, over: area) { x, y in
            var count = 0
            for j in 0..<4 {
                for i in 0..<4 {
                    let px = Double(x) + (Double(i) + 0.5) / 4 - a.x, py = Double(y) + (Double(j) + 0.5) / 4 - a.y
                    let t = lengthSquared > 0 ? (px * dx + py * dy) / lengthSquared : 0
                    guard t >= 0, t <= 1 else { continue }
                    let ex = px - t * dx, ey = py - t * dy
                    if ex * ex + ey * ey <= half * half { count += 1 }
                }
            }
            return Float(count) / 16
        }
    }

    func drawShadow(of rect: CGRect, cornerRadius: CGFloat, blurRadius: CGFloat, color: UIColor, alpha: CGFloat) {
        guard let shape = box(rect, cornerRadius: 0), blurRadius.isFinite, blurRadius >= 0 else { return }
        let x0 = Int(shape.x0.rounded()), y0 = Int(shape.y0.rounded())
        let width = Int(shape.x1.rounded()) - x0, height = Int(shape.y1.rounded()) - y0
        guard width > 0, height > 0 else { return }
        let radius = min(Double(cornerRadius * scale), Double(min(width, height)) / 2)
        let (mask, margin) = CoverageMask.shadow(width: width, height: height, radius: max(0, radius), sigma: Double(blurRadius * scale))
        let left = x0 - margin, top = y0 - margin
        paint(color, alpha: alpha, over: (left, top, left + mask.width, top + mask.height)) { x, y in
            Float(mask.bytes[(y - top) * mask.width + (x - left)]) / 255
        }
    }

    func drawImage(_ image: UIImage, from source: CGRect, in rect: CGRect, alpha: CGFloat) {
        guard let destination = box(rect, cornerRadius: 0), source.width > 0, source.height > 0,
              source.minX.isFinite, source.minY.isFinite, source.width.isFinite, source.height.isFinite else { return }
        let bitmap = image.bitmap
        let sx = Double(source.width * image.scale) / (destination.x1 - destination.x0)
        let sy = Double(source.height * image.scale) / (destination.y1 - destination.y0)
        let ox = Double(source.minX * image.scale), oy = Double(source.minY * image.scale)
        let opacity = Float(min(max(alpha, 0), 1))
        let bytes = bitmap.premultipliedRGBA
        func texel(_ x: Int, _ y: Int, _ channel: Int) -> Float {
            let cx = min(max(x, 0), bitmap.width - 1), cy = min(max(y, 0), bitmap.height - 1)
            return Float(bytes[(cy * bitmap.width + cx) * 4 + channel]) / 255
        }
        forEachPixel(in: bounds(of: destination), clipped: true) { x, y in
            let coverage = Float(destination.coverage(x, y)) / 16 * self.clipCoverage(x, y) * opacity
            guard coverage > 0 else { return }
            // Bilinear at the pixel's centre, edges padded.
            let u = (Double(x) + 0.5 - destination.x0) * sx + ox - 0.5
            let v = (Double(y) + 0.5 - destination.y0) * sy + oy - 0.5
            let u0 = Int(u.rounded(.down)), v0 = Int(v.rounded(.down))
            let fu = Float(u - Double(u0)), fv = Float(v - Double(v0))
            var color: (Float, Float, Float, Float) = (0, 0, 0, 0)
            for channel in 0..<4 {
                let top = texel(u0, v0, channel) * (1 - fu) + texel(u0 + 1, v0, channel) * fu
                let bottom = texel(u0, v0 + 1, channel) * (1 - fu) + texel(u0 + 1, v0 + 1, channel) * fu
                let value = (top * (1 - fv) + bottom * fv) * coverage
                switch channel {
                case 0: color.0 = value
                case 1: color.1 = value
                case 2: color.2 = value
                default: color.3 = value
                }
            }
            self.blend(color, atX: x, y: y)
        }
    }

    func drawLinearGradient(in rect: CGRect, cornerRadius: CGFloat, colors: [UIColor], locations: [CGFloat],
                            from start: CGPoint, to end: CGPoint, alpha: CGFloat) {
        guard let box = box(rect, cornerRadius: cornerRadius), !colors.isEmpty, colors.count == locations.count,
              start.x.isFinite, start.y.isFinite, end.x.isFinite, end.y.isFinite else { return }
        let a = toPixels(start), b = toPixels(end)
        let dx = b.x - a.x, dy = b.y - a.y, lengthSquared = dx * dx + dy * dy
        let opacity = Float(min(max(alpha, 0), 1))
        forEachPixel(in: bounds(of: box), clipped: true) { x, y in
            let coverage = Float(box.coverage(x, y)) / 16 * self.clipCoverage(x, y) * opacity
            guard coverage > 0 else { return }
            let t = lengthSquared > 0 ? CGFloat(((Double(x) + 0.5 - a.x) * dx + (Double(y) + 0.5 - a.y) * dy) / lengthSquared) : 1
            let color = Self.color(at: t, colors: colors, locations: locations)
            let share = Float(color.alpha) * coverage
            self.blend((Float(color.red) * share, Float(color.green) * share, Float(color.blue) * share, share), atX: x, y: y)
        }
    }

    func fillPath(_ path: CGPath, evenOdd: Bool, color: UIColor, alpha: CGFloat) {
        let flat = pixelPolylines(path)
        paintMask(color, alpha: alpha) { area in
            PathRasterizer.fill(flat.lines, evenOdd: evenOdd, width: area.2 - area.0, height: area.3 - area.1,
                                originX: Double(area.0), originY: Double(area.1))
        }
    }

    func strokePath(_ path: CGPath, lineWidth: CGFloat, color: UIColor, alpha: CGFloat) {
        guard lineWidth > 0, lineWidth.isFinite else { return }
        let flat = pixelPolylines(path)
        paintMask(color, alpha: alpha) { area in
            PathRasterizer.stroke(flat.lines, closed: flat.closed, halfWidth: Double(lineWidth * scale) / 2,
                                  width: area.2 - area.0, height: area.3 - area.1, originX: Double(area.0), originY: Double(area.1))
        }
    }

    func drawShadow(of path: CGPath, blurRadius: CGFloat, color: UIColor, alpha: CGFloat) {
        guard blurRadius.isFinite, blurRadius >= 0 else { return }
        let sigma = Double(blurRadius * scale)
        let flat = pixelPolylines(path)
        paintMask(color, alpha: alpha) { area in
            PathRasterizer.shadow(flat.lines, sigma: sigma, width: area.2 - area.0, height: area.3 - area.1,
                                  originX: Double(area.0), originY: Double(area.1))
        }
    }

    /// `path` flattened into canvas pixels.
    private func pixelPolylines(_ path: CGPath) -> (lines: [[CGPoint]], closed: [Bool]) {
        path.flattened(tolerance: 0.25 / scale) { point in
            let pixel = toPixels(point)
            return CGPoint(x: pixel.x, y: pixel.y)
        }
    }

    /// Paints `color` through a mask made for the clip rectangle by `make`.
    private func paintMask(_ color: UIColor, alpha: CGFloat, make: ((Int, Int, Int, Int)) -> CoverageMask) {
        let c = state.clip
        guard c.x0 < c.x1, c.y0 < c.y1 else { return }
        let mask = make((c.x0, c.y0, c.x1, c.y1))
        guard mask.width == c.x1 - c.x0 else { return }
        paint(color, alpha: alpha, over: (c.x0, c.y0, c.x1, c.y1)) { x, y in
            Float(mask.bytes[(y - c.y0) * mask.width + (x - c.x0)]) / 255
        }
    }

    /// The gradient's colour at `t` (0 at the start, 1 at the end), the end colours
    /// extended beyond.
    static func color(at t: CGFloat, colors: [UIColor], locations: [CGFloat]) -> UIColor {
        guard let first = colors.first, let last = colors.last else { return .clear }
        if t <= locations[0] { return first }
        for index in 1..<colors.count where t <= locations[index] {
            let span = locations[index] - locations[index - 1]
            let f = span > 0 ? (t - locations[index - 1]) / span : 1
            let p = colors[index - 1], q = colors[index]
            return UIColor(red: p.red + (q.red - p.red) * f, green: p.green + (q.green - p.green) * f,
                           blue: p.blue + (q.blue - p.blue) * f, alpha: p.alpha + (q.alpha - p.alpha) * f)
        }
        return last
    }

    // MARK: Helpers

    private func toPixels(_ point: CGPoint) -> (x: Double, y: Double) {
        (Double((point.x + state.translation.x) * scale), Double((point.y + state.translation.y) * scale))
    }

    /// `rect` in canvas pixels with its corner radius, or nil when not finite or empty.
    private func box(_ rect: CGRect, cornerRadius: CGFloat) -> CoverageMask.RoundedBox? {
        guard rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite, !rect.isNull else { return nil }
        let r = rect.standardized
        guard r.width > 0, r.height > 0 else { return nil }
        let origin = toPixels(r.origin)
        let radius = cornerRadius.isFinite && cornerRadius > 0 ? Double(cornerRadius * scale) : 0
        return CoverageMask.RoundedBox(x0: origin.x, y0: origin.y, x1: origin.x + Double(r.width * scale),
                                       y1: origin.y + Double(r.height * scale), radius: radius)
    }

    private func bounds(of box: CoverageMask.RoundedBox) -> (Int, Int, Int, Int) {
        (Int(box.x0.rounded(.down)), Int(box.y0.rounded(.down)), Int(box.x1.rounded(.up)), Int(box.y1.rounded(.up)))
    }

    private func clipCoverage(_ x: Int, _ y: Int) -> Float {
        state.clipMask?[y * pixelWidth + x] ?? 1
    }

    /// Calls `body` for each pixel of `area` inside the canvas (and the clip rectangle).
    private func forEachPixel(in area: (Int, Int, Int, Int), clipped: Bool, _ body: (Int, Int) -> Void) {
        let c = clipped ? state.clip : (0, 0, pixelWidth, pixelHeight)
        let x0 = max(area.0, c.0, 0), y0 = max(area.1, c.1, 0)
        let x1 = min(area.2, c.2, pixelWidth), y1 = min(area.3, c.3, pixelHeight)
        guard x0 < x1, y0 < y1 else { return }
        for y in y0..<y1 { for x in x0..<x1 { body(x, y) } }
    }

    /// Blends `color` (its alpha times `alpha`) over `area`, each pixel by its coverage.
    private func paint(_ color: UIColor, alpha: CGFloat, over area: (Int, Int, Int, Int), coverage: (Int, Int) -> Float) {
        let a = Float(color.alpha * min(max(alpha, 0), 1))
        guard a > 0 else { return }
        let r = Float(color.red) * a, g = Float(color.green) * a, b = Float(color.blue) * a
        forEachPixel(in: area, clipped: true) { x, y in
            let share = coverage(x, y) * self.clipCoverage(x, y)
            guard share > 0 else { return }
            self.blend((r * share, g * share, b * share, a * share), atX: x, y: y)
        }
    }

    /// Source-over with premultiplied colours.
    private func blend(_ color: (Float, Float, Float, Float), atX x: Int, y: Int) {
        let index = (y * pixelWidth + x) * 4
        let keep = 1 - color.3
        pixels[index] = color.0 + pixels[index] * keep
        pixels[index + 1] = color.1 + pixels[index + 1] * keep
        pixels[index + 2] = color.2 + pixels[index + 2] * keep
        pixels[index + 3] = color.3 + pixels[index + 3] * keep
    }
}
