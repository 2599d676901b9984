import Foundation

extension DrawingContext {
    /// Draws one line of `text` in `font` with its baseline at `baselineOrigin`, through
    /// the text engine (what a context's `drawText(_:at:font:color:alpha:)` does).
    @_spi(XlibHost) public func drawTextLine(_ text: String, at baselineOrigin: CGPoint, font: UIFont, color: UIColor, alpha: CGFloat) {
        guard !text.isEmpty, baselineOrigin.x.isFinite, baselineOrigin.y.isFinite else { return }
        let ascent = PangoTextEngine.shared.fontMetrics(for: font).ascent
        drawText(TextLayoutSpec(text, font: font, color: color), at: CGPoint(x: baselineOrigin.x, y: baselineOrigin.y - ascent),
                 alpha: alpha)
    }

    /// Draws the images of `layout`'s attachments, its top-left corner at `origin`.
    @_spi(XlibHost) public func drawTextAttachments(of layout: TextLayoutSpec, at origin: CGPoint, alpha: CGFloat) {
        guard layout.text.runs.contains(where: { $0.style.attachment != nil }) else { return }
        let laidOut = PangoTextEngine.shared.layout(layout)
        let inset = PangoLayoutBuilder.leadingInset(layout)
        for (rect, image) in laidOut.attachmentRects(of: layout.text) {
            drawImage(image, in: rect.offsetBy(dx: origin.x + inset, dy: origin.y), alpha: alpha)
        }
    }
}

/// What the X11 host needs of the text engine to draw the layouts UIKit measured with its
/// own Pango context (pangoxft): the layouts, built by the same code.
@_spi(XlibHost)
@preconcurrency @MainActor
public enum TextEngineBridge {
    /// A new `PangoLayout *` of `spec` on `pangoContext` at `scale` (+1 reference: the caller
    /// unrefs it), colours' alpha × `opacity`; for the shadow pass only the runs with a
    /// shadow, in their shadow colours.
    public static func makeLayout(_ spec: TextLayoutSpec, pangoContext: OpaquePointer, scale: CGFloat, opacity: CGFloat,
                                  shadowPass: Bool) -> OpaquePointer {
        PangoLayoutBuilder.makeLayout(spec, context: pangoContext, scale: scale,
                                      pass: shadowPass ? .shadow(opacity: opacity) : .text(opacity: opacity))
    }

    /// The offset of the first shadow in `spec` (points), if it has one.
    public static func shadowOffset(of spec: TextLayoutSpec) -> CGSize? {
        spec.text.runs.lazy.compactMap(\.style.shadow).first?.offset
    }

    /// How far right of the block's origin the lines start (the head indent), in points.
    public static func leadingInset(of spec: TextLayoutSpec) -> CGFloat { PangoLayoutBuilder.leadingInset(spec) }
}
