internal import CX11
internal import CPango
import Foundation
@_spi(XlibHost) import UIKit

// Text: the layouts UIKit's engine measured, laid out again on the display's pangoxft
// context (same lines, same sizes) and rendered through Xft: `pango_xft_render_layout` into
// the back buffer's XftDraw, or run by run with `pango_xft_picture_render` into a group
// (which has no XftDraw).
extension XlibDrawingContext {
    func drawText(_ text: String, at baselineOrigin: CGPoint, font: UIFont, color: UIColor, alpha: CGFloat) {
        drawTextLine(text, at: baselineOrigin, font: font, color: color, alpha: alpha)
    }

    func drawText(_ spec: TextLayoutSpec, at origin: CGPoint, alpha: CGFloat) {
        guard state.target.picture != 0, !spec.text.string.isEmpty, !state.clip.isEmpty,
              origin.x.isFinite, origin.y.isFinite else { return }
        let x = origin.x + TextEngineBridge.leadingInset(of: spec)
        if let offset = TextEngineBridge.shadowOffset(of: spec) {
            render(spec, at: CGPoint(x: x + offset.width, y: origin.y + offset.height), opacity: alpha, shadowPass: true)
        }
        render(spec, at: CGPoint(x: x, y: origin.y), opacity: alpha, shadowPass: false)
        drawTextAttachments(of: spec, at: origin, alpha: alpha)
    }

    private func render(_ spec: TextLayoutSpec, at origin: CGPoint, opacity: CGFloat, shadowPass: Bool) {
        guard let layout = display.textLayouts.layout(spec, scale: scale, opacity: opacity, shadowPass: shadowPass) else { return }
        let target = state.target
        let pixels = toPixels(origin)
        // Cull a layout whose box misses the clip.
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_pixel_extents(layout.handle, &ink, &logical)
        let top = Int(pixels.y.rounded(.down)) + Int(min(ink.y, logical.y))
        let bottom = Int(pixels.y.rounded(.up)) + Int(max(ink.y + ink.height, logical.y + logical.height))
        let left = Int(pixels.x.rounded(.down)) + Int(min(ink.x, logical.x))
        if top >= state.clip.y1 || bottom <= state.clip.y0 || left >= state.clip.x1 { return }
        applyServerClip()
        let unit = Double(PANGO_SCALE)
        // The shadow pass goes run by run: pangoxft draws a run's colour without its alpha,
        // and the runs without a shadow are the transparent ones there.
        if let draw = target.draw, !shadowPass {
            var color = xftColor(for: .black, alpha: 1)
            pango_xft_render_layout(draw, &color, layout.handle, Int32((pixels.x * unit).rounded()), Int32((pixels.y * unit).rounded()))
            requestCount += 1
        } else {
            renderRuns(of: layout.handle, at: (pixels.x - Double(target.originX), pixels.y - Double(target.originY)), into: target.picture)
        }
    }

    /// Each glyph run in its foreground colour, composited into `picture` (a group).
    private func renderRuns(of layout: OpaquePointer, at origin: (x: Double, y: Double), into picture: Picture) {
        guard let iterator = pango_layout_get_iter(layout) else { return }
        defer { pango_layout_iter_free(iterator) }
        let unit = Double(PANGO_SCALE)
        repeat {
            guard let run = pango_layout_iter_get_run_readonly(iterator), let font = run.pointee.item.pointee.analysis.font else { continue }
            var logical = PangoRectangle()
            pango_layout_iter_get_run_extents(iterator, nil, &logical)
            let baseline = Double(pango_layout_iter_get_baseline(iterator))
            var render = foregroundColor(of: run.pointee.item)
            let source = XRenderCreateSolidFill(display.handle, &render)
            pango_xft_picture_render(display.handle, source, picture, font, run.pointee.glyphs,
                                     Int32((origin.x + Double(logical.x) / unit).rounded()),
                                     Int32((origin.y + baseline / unit).rounded()))
            XRenderFreePicture(display.handle, source)
            requestCount += 2
        } while pango_layout_iter_next_run(iterator) != 0
    }

    /// The premultiplied colour of a run's foreground and alpha attributes (black when unset).
    private func foregroundColor(of item: UnsafeMutablePointer<PangoItem>) -> XRenderColor {
        var red: UInt16 = 0, green: UInt16 = 0, blue: UInt16 = 0, alpha: UInt16 = 0xFFFF
        var node = item.pointee.analysis.extra_attrs
        while let current = node {
            if let attribute = current.pointee.data?.assumingMemoryBound(to: PangoAttribute.self) {
                let type = attribute.pointee.klass.pointee.type
                if type == PANGO_ATTR_FOREGROUND {
                    let color = UnsafeMutableRawPointer(attribute).assumingMemoryBound(to: PangoAttrColor.self).pointee.color
                    red = color.red; green = color.green; blue = color.blue
                } else if type == PANGO_ATTR_FOREGROUND_ALPHA {
                    alpha = UInt16(UnsafeMutableRawPointer(attribute).assumingMemoryBound(to: PangoAttrInt.self).pointee.value)
                }
            }
            node = current.pointee.next
        }
        func premultiplied(_ channel: UInt16) -> UInt16 { UInt16(UInt32(channel) * UInt32(alpha) / 0xFFFF) }
        return XRenderColor(red: premultiplied(red), green: premultiplied(green), blue: premultiplied(blue), alpha: alpha)
    }
}
