import Foundation

// Text in Core Graphics contexts (image renderers, pushed contexts, headless screenshots):
// the layout UIKit measured, drawn by pangocairo into the context's cairo context, so the
// context's transform, clip and state apply to it as to every shape.
extension BitmapDrawingContext {
    func drawText(_ text: String, at baselineOrigin: CGPoint, font: UIFont, color: UIColor, alpha: CGFloat) {
        drawTextLine(text, at: baselineOrigin, font: font, color: color, alpha: alpha)
    }

    func drawText(_ layout: TextLayoutSpec, at origin: CGPoint, alpha: CGFloat) {
        guard origin.x.isFinite, origin.y.isFinite, alpha > 0 else { return }
        context.saveGState()
        PangoCairoRendering.draw(layout, into: cairoContext, at: origin, opacity: alpha, blurring: context)
        context.restoreGState()
        drawTextAttachments(of: layout, at: origin, alpha: alpha)
    }
}
