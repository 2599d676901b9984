internal import CCairo
import Foundation

/// A ``DrawingContext`` over a ``CGContext``: how UIKit's own drawing (a view tree's
/// backgrounds, borders, shadows, recorded commands, images) lands in a Core Graphics
/// context — an image renderer's, a pushed one, a headless screenshot. Every shape is
/// drawn by cairo through the context; coordinates are the context's user space (UIKit's
/// contexts: origin top-left, y down, points). Text is drawn by pangocairo into the same
/// cairo context (BitmapDrawingContext+Text.swift).
@preconcurrency @MainActor
final class BitmapDrawingContext: DrawingContext {
    let context: CGContext

    init(context: CGContext) {
        self.context = context
    }

    /// A context of `pixelWidth × pixelHeight` pixels at `scale` (flipped, as UIKit's).
    convenience init?(pixelWidth: Int, pixelHeight: Int, scale: CGFloat, opaque: Bool) {
        guard let context = CGContext(uikitSize: CGSize(width: CGFloat(pixelWidth) / scale, height: CGFloat(pixelHeight) / scale),
                                      scale: scale, opaque: opaque) else { return nil }
        self.init(context: context)
    }

    /// The cairo context the Core Graphics context draws with (for a text engine that
    /// draws with cairo).
    var cairoContext: OpaquePointer { context.cr }

    /// The pixels as an image bitmap (8-bit, premultiplied).
    func makeBitmap() -> ImageBitmap? {
        guard let image = context.makeImage() else { return nil }
        return ImageBitmap(width: image.width, height: image.height, premultipliedRGBA: image.premultipliedRGBA)
    }

    // MARK: DrawingContext

    func saveState() { context.saveGState() }
    func restoreState() { context.restoreGState() }
    func translateBy(x: CGFloat, y: CGFloat) {
        guard x.isFinite, y.isFinite else { return }
        context.translateBy(x: x, y: y)
    }
    func concatenate(_ transform: CGAffineTransform) { context.concatenate(transform) }
    func clip(to rect: CGRect) { context.clip(to: rect) }

    /// The content and the mask each drawn into a cairo group, the content painted
    /// through the mask's alpha.
    func drawMasked(content: () -> Void, mask: () -> Void) {
        let cr = context.cr
        cairo_push_group(cr)
        content()
        let drawn = cairo_pop_group(cr)
        cairo_push_group(cr)
        mask()
        let coverage = cairo_pop_group(cr)
        cairo_save(cr)
        cairo_set_source(cr, drawn)
        cairo_mask(cr, coverage)
        cairo_restore(cr)
        cairo_pattern_destroy(drawn)
        cairo_pattern_destroy(coverage)
    }

    func clip(to rect: CGRect, cornerRadius: CGFloat) {
        guard cornerRadius > 0 else { return clip(to: rect) }
        context.beginPath()
        context.addPath(Self.roundedRect(rect, cornerRadius))
        context.clip()
    }

    func fill(_ rect: CGRect, color: UIColor, alpha: CGFloat) {
        fill(rect, cornerRadius: 0, color: color, alpha: alpha)
    }

    func fill(_ rect: CGRect, cornerRadius: CGFloat, color: UIColor, alpha: CGFloat) {
        guard rect.isFiniteRect else { return }
        paint(color, alpha: alpha) {
            context.addPath(Self.roundedRect(rect, cornerRadius))
            context.fillPath()
        }
    }

    func stroke(_ rect: CGRect, color: UIColor, lineWidth: CGFloat, alpha: CGFloat) {
        guard lineWidth > 0, lineWidth.isFinite, rect.isFiniteRect else { return }
        paint(color, alpha: alpha, stroke: true) {
            context.setLineWidth(lineWidth)
            context.addRect(rect)
            context.strokePath()
        }
    }

    func strokeBorder(of rect: CGRect, cornerRadius: CGFloat, width: CGFloat, color: UIColor, alpha: CGFloat) {
        guard width > 0, width.isFinite, rect.isFiniteRect else { return }
        let inner = rect.insetBy(dx: width, dy: width)
        paint(color, alpha: alpha) {
            context.addPath(Self.roundedRect(rect, cornerRadius))
            if inner.width > 0, inner.height > 0 { context.addPath(Self.roundedRect(inner, max(0, cornerRadius - width))) }
            context.fillPath(using: .evenOdd)
        }
    }

    func drawLine(from start: CGPoint, to end: CGPoint, color: UIColor, lineWidth: CGFloat, alpha: CGFloat) {
        guard lineWidth > 0, lineWidth.isFinite else { return }
        paint(color, alpha: alpha, stroke: true) {
            context.setLineWidth(lineWidth)
            context.move(to: start)
            context.addLine(to: end)
            context.strokePath()
        }
    }

    func drawShadow(of rect: CGRect, cornerRadius: CGFloat, blurRadius: CGFloat, color: UIColor, alpha: CGFloat) {
        guard rect.isFiniteRect else { return }
        drawShadow(of: Self.roundedRect(rect, cornerRadius), blurRadius: blurRadius, color: color, alpha: alpha)
    }

    func drawShadow(of path: CGPath, blurRadius: CGFloat, color: UIColor, alpha: CGFloat) {
        guard blurRadius.isFinite, blurRadius >= 0 else { return }
        context.drawShadow(of: path, sigma: blurRadius, color: color.cgColor, alpha: alpha)
    }

    func drawImage(_ image: UIImage, from source: CGRect, in rect: CGRect, alpha: CGFloat) {
        context.drawUpright(image, from: source, in: rect, alpha: alpha)
    }

    func drawLinearGradient(in rect: CGRect, cornerRadius: CGFloat, colors: [UIColor], locations: [CGFloat],
                            from start: CGPoint, to end: CGPoint, alpha: CGFloat) {
        guard rect.isFiniteRect, !colors.isEmpty, colors.count == locations.count,
              let gradient = CGGradient(colorsSpace: nil, colors: colors.map(\.cgColor) as CFArray, locations: locations) else { return }
        context.saveGState()
        context.setAlpha(alpha)
        context.beginPath()
        context.addPath(Self.roundedRect(rect, cornerRadius))
        context.clip()
        if start == end {
            context.setFillColor((colors.last ?? .clear).cgColor)
            context.fill(rect)
        } else {
            context.drawLinearGradient(gradient, start: start, end: end, options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        }
        context.restoreGState()
    }

    func fillPath(_ path: CGPath, evenOdd: Bool, color: UIColor, alpha: CGFloat) {
        paint(color, alpha: alpha) {
            context.addPath(path)
            context.fillPath(using: evenOdd ? .evenOdd : .winding)
        }
    }

    func strokePath(_ path: CGPath, lineWidth: CGFloat, color: UIColor, alpha: CGFloat) {
        strokePath(path, style: StrokeStyle(lineWidth: lineWidth), color: color, alpha: alpha)
    }

    func strokePath(_ path: CGPath, style: StrokeStyle, color: UIColor, alpha: CGFloat) {
        guard style.lineWidth > 0, style.lineWidth.isFinite else { return }
        paint(color, alpha: alpha, stroke: true) {
            style.apply(to: context)
            context.addPath(path)
            context.strokePath()
        }
    }

    // MARK: Helpers

    /// Runs `body` with `color` (times `alpha`) as the fill or stroke colour, the state
    /// and path left as they were.
    private func paint(_ color: UIColor, alpha: CGFloat, stroke: Bool = false, _ body: () -> Void) {
        let a = min(max(alpha, 0), 1)
        guard a > 0, color.alpha > 0 else { return }
        context.saveGState()
        context.beginPath()
        let c = CGColor(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha * a)
        if stroke { context.setStrokeColor(c) } else { context.setFillColor(c) }
        body()
        context.restoreGState()
    }

    static func roundedRect(_ rect: CGRect, _ radius: CGFloat) -> CGPath {
        let path = CGMutablePath()
        let r = rect.standardized
        let radius = radius.isFinite ? min(max(radius, 0), r.width / 2, r.height / 2) : 0
        if radius > 0 { path.addRoundedRect(in: r, cornerWidth: radius, cornerHeight: radius) } else { path.addRect(r) }
        return path
    }
}

/// How a path is stroked: width, caps, joins, miter limit and dashes (a
/// ``CAShapeLayer``'s line style). The default has round caps and joins.
public struct StrokeStyle: Hashable, Sendable {
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap = .round
    public var lineJoin: CGLineJoin = .round
    public var miterLimit: CGFloat = 10
    public var dashPattern: [CGFloat] = []
    public var dashPhase: CGFloat = 0

    public init(lineWidth: CGFloat, lineCap: CGLineCap = .round, lineJoin: CGLineJoin = .round, miterLimit: CGFloat = 10,
                dashPattern: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dashPattern = dashPattern
        self.dashPhase = dashPhase
    }

    /// Sets this style on `context`.
    public func apply(to context: CGContext) {
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCap)
        context.setLineJoin(lineJoin)
        context.setMiterLimit(miterLimit)
        context.setLineDash(phase: dashPhase, lengths: dashPattern)
    }
}
