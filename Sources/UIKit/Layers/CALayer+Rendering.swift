import Foundation

extension CALayer {
    /// Paints a free layer (not a view's) into `context`, whose origin is its
    /// superlayer's bounds origin: shadow, background, its own content (a gradient),
    /// sublayers (clipped when it masks), border, all at its opacity.
    func render(in context: any DrawingContext, opacity: CGFloat) {
        withPresentationValues { renderShown(in: context, opacity: opacity) }
    }

    /// ``render(in:opacity:)`` with the values the layer's properties hold now.
    private func renderShown(in context: any DrawingContext, opacity: CGFloat) {
        let alpha = opacity * CGFloat(min(max(self.opacity, 0), 1))
        guard !isHidden, alpha > 0, frame.isFiniteRect, bounds.isFiniteRect else { return }
        displayIfNeededDuringPaint()
        let bounds = self.bounds
        let radius = cornerRadius(fitting: bounds.size)
        context.saveState()
        let transform = affineTransform()
        if transform.isIdentity {
            context.translateBy(x: frame.minX - bounds.minX, y: frame.minY - bounds.minY)
        } else {
            // Turned and scaled about the anchor point, as Core Animation draws a transform.
            let pivot = CGPoint(x: anchorPoint.x * frame.width, y: anchorPoint.y * frame.height)
            context.translateBy(x: frame.minX + pivot.x, y: frame.minY + pivot.y)
            context.concatenate(transform)
            context.translateBy(x: -pivot.x - bounds.minX, y: -pivot.y - bounds.minY)
        }
        drawMasked(in: context) {
            renderShadow(in: context, bounds: bounds, cornerRadius: radius, opacity: alpha,
                         castByBounds: backgroundColor != nil || hasOwnContent || !(sublayers?.isEmpty ?? true))
            if masksToBounds { context.clip(to: bounds, cornerRadius: radius) }
            if let color = backgroundColor, color.alpha > 0 {
                context.fill(bounds, cornerRadius: radius, color: color.uiColor, alpha: alpha)
            }
            renderContentsImage(in: context, bounds: bounds, alpha: alpha)
            renderOwnContent(in: context, bounds: bounds, cornerRadius: radius, alpha: alpha)
            for step in (sublayers ?? []).map(DrawingStep.layer).sortedByZPosition() { step.layer?.render(in: context, opacity: alpha) }
            renderBorder(in: context, bounds: bounds, cornerRadius: radius, opacity: alpha)
        }
        context.restoreState()
    }

    /// The shadow, under the background: cast by ``shadowPath``, or (when
    /// `castByBounds`: something opaque is drawn) by the bounds' rounded shape, moved by
    /// the offset and blurred by the radius. None when the layer masks to its bounds
    /// (Core Animation clips the shadow away). Used for view layers and free layers.
    func renderShadow(in context: any DrawingContext, bounds: CGRect, cornerRadius: CGFloat, opacity: CGFloat,
                      castByBounds: @autoclosure () -> Bool) {
        guard !masksToBounds, let shape = shadowShape(bounds: bounds), let color = shadowColor, color.alpha > 0 else { return }
        let alpha = opacity * CGFloat(shadowOpacity)
        if let path = shadowPath {
            var offset = CGAffineTransform(translationX: shadowOffset.width, y: shadowOffset.height)
            if let moved = path.copy(using: &offset) { context.drawShadow(of: moved, blurRadius: shadowRadius, color: color.uiColor, alpha: alpha) }
        } else if castByBounds() {
            context.drawShadow(of: shape, cornerRadius: cornerRadius, blurRadius: shadowRadius, color: color.uiColor, alpha: alpha)
        }
    }

    /// The border, inside the bounds and over the content and sublayers, following the
    /// corner radius.
    func renderBorder(in context: any DrawingContext, bounds: CGRect, cornerRadius: CGFloat, opacity: CGFloat) {
        guard borderWidth > 0, borderWidth.isFinite, let color = borderColor, color.alpha > 0 else { return }
        let width = min(borderWidth, bounds.width / 2, bounds.height / 2)
        guard width > 0 else { return }
        if cornerRadius > 0 {
            context.strokeBorder(of: bounds, cornerRadius: cornerRadius, width: width, color: color.uiColor, alpha: opacity)
        } else {
            context.stroke(bounds.insetBy(dx: width / 2, dy: width / 2), color: color.uiColor, lineWidth: width, alpha: opacity)
        }
    }
}
