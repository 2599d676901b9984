import Foundation

// Text in image contexts: the layout drawn by pangocairo into an image, composited as an
// image is.
extension BitmapDrawingContext {
    func drawText(_ text: String, at baselineOrigin: CGPoint, font: UIFont, color: UIColor, alpha: CGFloat) {
        drawTextLine(text, at: baselineOrigin, font: font, color: color, alpha: alpha)
    }

    func drawText(_ layout: TextLayoutSpec, at origin: CGPoint, alpha: CGFloat) {
        guard origin.x.isFinite, origin.y.isFinite,
              let (image, offset) = PangoCairoRendering.image(of: layout, scale: scale, opacity: 1) else { return }
        drawImage(image, in: CGRect(origin: CGPoint(x: origin.x + offset.x, y: origin.y + offset.y), size: image.size), alpha: alpha)
        drawTextAttachments(of: layout, at: origin, alpha: alpha)
    }
}
