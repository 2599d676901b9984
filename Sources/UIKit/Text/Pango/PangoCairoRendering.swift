internal import CCairo
internal import CPango
import Foundation

/// Draws text layouts with pangocairo into any `cairo_t` (a `CGContext`'s: image contexts,
/// views' backing stores, headless screenshots).
@preconcurrency @MainActor
enum PangoCairoRendering {
    /// Draws `spec` into `cairo` (user space in points) with its top-left corner at
    /// `origin`: the shadows, then the text, each colour's alpha × `opacity`, then the
    /// outlines of stroked runs. A blurred shadow needs the Core Graphics context the cairo
    /// context belongs to (`blurring`); without one it is drawn sharp.
    static func draw(_ spec: TextLayoutSpec, into cairo: OpaquePointer, at origin: CGPoint, opacity: CGFloat,
                     blurring: CGContext? = nil) {
        guard !spec.text.string.isEmpty else { return }
        let context = PangoTextEngine.shared.context
        let x = Double(origin.x + PangoLayoutBuilder.leadingInset(spec)), y = Double(origin.y)
        if let shadow = spec.text.runs.lazy.compactMap(\.style.shadow).first {
            drawShadow(spec, shadow, into: cairo, at: (x, y), opacity: opacity, blurring: blurring)
        }
        let layout = PangoLayoutObject(adopting: PangoLayoutBuilder.makeLayout(spec, context: context, scale: 1,
                                                                              pass: .text(opacity: opacity), outlines: true),
                                       scale: 1)
        cairo_move_to(cairo, x, y)
        pango_cairo_show_layout(cairo, layout.handle)
        PangoCairoStrokes.stroke(layout, of: spec.text, into: cairo, at: (x, y), opacity: opacity)
    }

    /// The shadow pass: the runs with a shadow in their shadow colours at the (first)
    /// shadow's offset, blurred by its radius (σ = radius / 2, as Core Graphics) when the
    /// Core Graphics context is known.
    private static func drawShadow(_ spec: TextLayoutSpec, _ shadow: TextShadow, into cairo: OpaquePointer,
                                   at origin: (x: Double, y: Double), opacity: CGFloat, blurring: CGContext?) {
        let context = PangoTextEngine.shared.context
        let x = origin.x + Double(shadow.offset.width), y = origin.y + Double(shadow.offset.height)
        guard shadow.blurRadius > 0, let blurring else {
            let layout = PangoLayoutObject(adopting: PangoLayoutBuilder.makeLayout(spec, context: context, scale: 1,
                                                                                  pass: .shadow(opacity: opacity)), scale: 1)
            cairo_move_to(cairo, x, y)
            pango_cairo_show_layout(cairo, layout.handle)
            return
        }
        // Coverage of the shadow runs (their colours' alpha), blurred, painted in the colour.
        let layout = PangoLayoutObject(adopting: PangoLayoutBuilder.makeLayout(spec, context: context, scale: 1,
                                                                              pass: .shadow(opacity: 1)), scale: 1)
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        let scale = (abs(matrix.xx * matrix.yy - matrix.xy * matrix.yx)).squareRoot()
        let color = shadow.color
        blurring.drawBlurredShadow(sigma: Double(shadow.blurRadius) * scale / 2, offset: (0, 0),
                                   color: (Double(color.red), Double(color.green), Double(color.blue), Double(opacity))) { scr in
            cairo_set_matrix(scr, &matrix)
            cairo_move_to(scr, x, y)
            pango_cairo_show_layout(scr, layout.handle)
        }
    }
}

extension TextEngineBridge {
    /// Draws `spec` into the cairo context `cairo` (a `cairo_t *`, user space in points)
    /// with its top-left corner at `origin`, as UIKit's text engine laid it out.
    public static func draw(_ spec: TextLayoutSpec, intoCairo cairo: OpaquePointer, at origin: CGPoint, alpha: CGFloat) {
        PangoCairoRendering.draw(spec, into: cairo, at: origin, opacity: alpha)
    }
}
