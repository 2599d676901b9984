internal import CX11
import Foundation
import UIKit

/// UIKit's ``DrawingContext`` painting into a window's back buffer: fills and strokes with
/// XRender (`PictOpOver`, so alpha blends), text with pangoxft (XlibDrawingContext+Text.swift),
/// diagonal lines as XRender polygons.
///
/// Coordinates arrive in points and are converted to pixels (× scale) with edges rounded
/// to the nearest pixel. Clipping is kept client-side as a rectangle: fills and strokes
/// are intersected before they are sent (so off-clip views cost no request), and the
/// server clip is set only when it changed. A rounded clip paints into an offscreen
/// group that is composited through an anti-aliased mask when its state is restored
/// (see XlibDrawingContext+Layers.swift); every request goes to the current target.
@preconcurrency @MainActor
final class XlibDrawingContext: DrawingContext {
    let display: XlibDisplay
    private(set) var scale: CGFloat = 1

    struct State {
        var translation: CGPoint
        /// The clip in window pixels.
        var clip: PixelRect
        /// Where requests go: the back buffer, or a rounded clip's group.
        var target: PaintTarget
    }
    var state: State
    private var stack: [State] = []
    private var colors: [UInt64: XftColor] = [:]
    /// Uploaded images and coverage masks, kept across paints.
    let resources: RenderResources

    /// Requests sent during the current paint, for benchmarks and tests.
    var requestCount = 0

    init(display: XlibDisplay) {
        self.display = display
        resources = RenderResources(display: display)
        state = State(translation: .zero, clip: .empty, target: PaintTarget(draw: nil, picture: 0))
    }

    /// Starts painting onto `draw`, clipped to `clip` (window pixels).
    func begin(draw: OpaquePointer, clip: PixelRect, scale: CGFloat) {
        self.scale = scale
        state = State(translation: .zero, clip: clip, target: PaintTarget(draw: draw, picture: XftDrawPicture(draw)))
        stack.removeAll()
        requestCount = 0
        resources.forgetUnusedImages()
    }

    /// Ends painting: composites any group left open and removes the server clip.
    func end() {
        while !stack.isEmpty { restoreState() }
        if let draw = state.target.draw { XftDrawSetClip(draw, nil) }
        state.target = PaintTarget(draw: nil, picture: 0)
    }

    // MARK: DrawingContext

    func saveState() { stack.append(state) }

    func restoreState() {
        guard let saved = stack.popLast() else { return }
        let inner = state.target
        state = saved
        if inner !== saved.target { finishGroups(from: inner, downTo: saved.target) }
    }

    func translateBy(x: CGFloat, y: CGFloat) {
        guard x.isFinite, y.isFinite else { return }
        state.translation.x += x
        state.translation.y += y
    }

    func clip(to rect: CGRect) {
        state.clip = state.clip.intersection(pixelRect(rect))
    }

    func fill(_ rect: CGRect, color: UIColor, alpha: CGFloat) {
        fillPixels(pixelRect(rect), color: color, alpha: alpha)
    }

    func stroke(_ rect: CGRect, color: UIColor, lineWidth: CGFloat, alpha: CGFloat) {
        guard lineWidth > 0, lineWidth.isFinite else { return }
        let half = lineWidth / 2
        let outer = pixelRect(rect.insetBy(dx: -half, dy: -half))
        let inner = pixelRect(rect.insetBy(dx: half, dy: half))
        guard !outer.isEmpty else { return }
        if inner.isEmpty {
            fillPixels(outer, color: color, alpha: alpha)
            return
        }
        // Four bands: top, bottom, left, right (no overlaps, so alpha does not double).
        fillPixels(PixelRect(x0: outer.x0, y0: outer.y0, x1: outer.x1, y1: inner.y0), color: color, alpha: alpha)
        fillPixels(PixelRect(x0: outer.x0, y0: inner.y1, x1: outer.x1, y1: outer.y1), color: color, alpha: alpha)
        fillPixels(PixelRect(x0: outer.x0, y0: inner.y0, x1: inner.x0, y1: inner.y1), color: color, alpha: alpha)
        fillPixels(PixelRect(x0: inner.x1, y0: inner.y0, x1: outer.x1, y1: inner.y1), color: color, alpha: alpha)
    }

    func drawLine(from start: CGPoint, to end: CGPoint, color: UIColor, lineWidth: CGFloat, alpha: CGFloat) {
        guard lineWidth > 0, lineWidth.isFinite, start.x.isFinite, start.y.isFinite, end.x.isFinite, end.y.isFinite else { return }
        let half = lineWidth / 2
        if start.x == end.x || start.y == end.y {
            let rect = CGRect(x: min(start.x, end.x), y: min(start.y, end.y),
                              width: abs(end.x - start.x), height: abs(end.y - start.y))
            fill(start.y == end.y ? rect.insetBy(dx: 0, dy: -half) : rect.insetBy(dx: -half, dy: 0), color: color, alpha: alpha)
            return
        }
        guard state.target.picture != 0, !state.clip.isEmpty else { return }
        let a = toTargetPixels(start), b = toTargetPixels(end)
        let dx = b.x - a.x, dy = b.y - a.y
        let length = (dx * dx + dy * dy).squareRoot()
        guard length > 0 else { return }
        let nx = -dy / length * half * scale, ny = dx / length * half * scale
        var points = [XPointDouble(x: a.x + nx, y: a.y + ny), XPointDouble(x: b.x + nx, y: b.y + ny),
                      XPointDouble(x: b.x - nx, y: b.y - ny), XPointDouble(x: a.x - nx, y: a.y - ny)]
        applyServerClip()
        var render = renderColor(color, alpha: alpha)
        let source = XRenderCreateSolidFill(display.handle, &render)
        let mask = XRenderFindStandardFormat(display.handle, Int32(PictStandardA8))
        XRenderCompositeDoublePoly(display.handle, PictOpOver, source, state.target.picture, mask, 0, 0, 0, 0, &points,
                                   Int32(points.count), 0)
        XRenderFreePicture(display.handle, source)
        requestCount += 3
    }

    // MARK: Helpers

    func toPixels(_ point: CGPoint) -> (x: Double, y: Double) {
        (Double((point.x + state.translation.x) * scale), Double((point.y + state.translation.y) * scale))
    }

    /// `point` in the current target's pixels (a group's origin is not the window's).
    private func toTargetPixels(_ point: CGPoint) -> (x: Double, y: Double) {
        let p = toPixels(point)
        return (p.x - Double(state.target.originX), p.y - Double(state.target.originY))
    }

    /// `rect` in the current space → window pixels, each edge rounded to the nearest pixel.
    func pixelRect(_ rect: CGRect) -> PixelRect {
        guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite, rect.height.isFinite,
              !rect.isNull else { return .empty }
        let r = rect.standardized
        func px(_ value: CGFloat) -> Int {
            let scaled = (value * scale).rounded()
            return Int(min(max(scaled, -1_000_000), 1_000_000))
        }
        return PixelRect(x0: px(r.minX + state.translation.x), y0: px(r.minY + state.translation.y),
                         x1: px(r.maxX + state.translation.x), y1: px(r.maxY + state.translation.y))
    }

    private func fillPixels(_ rect: PixelRect, color: UIColor, alpha: CGFloat) {
        let visible = rect.intersection(state.clip)
        let target = state.target
        guard !visible.isEmpty, target.picture != 0 else { return }
        let opacity = color.alpha * min(max(alpha, 0), 1)
        guard opacity > 0 else { return }
        // The picture shares the XftDraw's server-side clip: a text clip left from an earlier
        // view would otherwise cut this fill.
        applyServerClip()
        var render = renderColor(color, alpha: alpha)
        XRenderFillRectangle(display.handle, opacity >= 1 ? PictOpSrc : PictOpOver, target.picture, &render,
                             Int32(visible.x0 - target.originX), Int32(visible.y0 - target.originY),
                             UInt32(visible.width), UInt32(visible.height))
        requestCount += 1
    }

    /// XRender colours are premultiplied by alpha.
    func renderColor(_ color: UIColor, alpha: CGFloat) -> XRenderColor {
        let a = Double(color.alpha * min(max(alpha, 0), 1))
        // 8-bit values widened by ×257, so an 8-bit colour comes back exactly on a 24-bit screen.
        func channel(_ v: Double) -> UInt16 { UInt16((min(max(v, 0), 1) * 255).rounded()) * 257 }
        return XRenderColor(red: channel(Double(color.red) * a), green: channel(Double(color.green) * a),
                            blue: channel(Double(color.blue) * a), alpha: channel(a))
    }

    /// An XftColor for text, cached by value (never a pointer kept past a call).
    func xftColor(for color: UIColor, alpha: CGFloat) -> XftColor {
        var render = renderColor(color, alpha: alpha)
        let key = UInt64(render.red) << 48 | UInt64(render.green) << 32 | UInt64(render.blue) << 16 | UInt64(render.alpha)
        if let cached = colors[key] { return cached }
        var xftColor = XftColor()
        if XftColorAllocValue(display.handle, display.visual, display.colormap, &render, &xftColor) == 0 {
            xftColor.color = render
        }
        colors[key] = xftColor
        return xftColor
    }

    /// Sets the current target's server clip to the state's clip, if it differs.
    func applyServerClip() {
        let target = state.target
        guard target.serverClip != state.clip, target.picture != 0 else { return }
        var rectangle = XRectangle(x: Int16(clamping: state.clip.x0 - target.originX), y: Int16(clamping: state.clip.y0 - target.originY),
                                   width: UInt16(clamping: state.clip.width), height: UInt16(clamping: state.clip.height))
        if let draw = target.draw {
            XftDrawSetClipRectangles(draw, 0, 0, &rectangle, 1)
        } else {
            XRenderSetPictureClipRectangles(display.handle, target.picture, 0, 0, &rectangle, 1)
        }
        target.serverClip = state.clip
        requestCount += 1
    }

    /// Frees the cached colours, images and masks (before the display closes).
    func freeResources() {
        for var color in colors.values {
            XftColorFree(display.handle, display.visual, display.colormap, &color)
        }
        colors.removeAll()
        resources.freeAll()
    }
}

/// A rectangle in whole pixels, `x0..<x1 × y0..<y1`.
struct PixelRect: Equatable {
    var x0: Int, y0: Int, x1: Int, y1: Int

    static let empty = PixelRect(x0: 0, y0: 0, x1: 0, y1: 0)

    var width: Int { max(0, x1 - x0) }
    var height: Int { max(0, y1 - y0) }
    var isEmpty: Bool { x1 <= x0 || y1 <= y0 }

    func intersection(_ other: PixelRect) -> PixelRect {
        let r = PixelRect(x0: max(x0, other.x0), y0: max(y0, other.y0), x1: min(x1, other.x1), y1: min(y1, other.y1))
        return r.isEmpty ? .empty : r
    }

    func union(_ other: PixelRect) -> PixelRect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        return PixelRect(x0: min(x0, other.x0), y0: min(y0, other.y0), x1: max(x1, other.x1), y1: max(y1, other.y1))
    }

    /// The pixels covering `rect` (points × `scale`), rounded outwards.
    init(covering rect: CGRect, scale: CGFloat) {
        let r = rect.standardized
        x0 = Int((r.minX * scale).rounded(.down)); y0 = Int((r.minY * scale).rounded(.down))
        x1 = Int((r.maxX * scale).rounded(.up)); y1 = Int((r.maxY * scale).rounded(.up))
    }

    init(x0: Int, y0: Int, x1: Int, y1: Int) {
        self.x0 = x0; self.y0 = y0; self.x1 = x1; self.y1 = y1
    }
}
