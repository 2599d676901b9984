import Foundation

extension CALayer {
    /// Paints a free layer (not a view's) into `context`, whose origin is its
    /// superlayer's bounds origin: shadow, background, its own content (a gradient),
    /// sublayers (clipped when it masks), border, all at its opacity.
    func render(in context: any DrawingContext, opacity: CGFloat) {
        let alpha = opacity * CGFloat(min(max(self.opacity, 0), 1))
        guard !isHidden, alpha > 0, frame.isFiniteRect, bounds.isFiniteRect else { return }
        let bounds = self.bounds
        let radius = cornerRadius(fitting: bounds.size)
        context.saveState()
        context.translateBy(x: frame.minX - bounds.minX, y: frame.minY - bounds.minY)
        if !masksToBounds, let shape = shadowShape(bounds: bounds), let color = shadowColor, color.alpha > 0 {
            var offset = CGAffineTransform(translationX: shadowOffset.width, y: shadowOffset.height)
            if let path = shadowPath?.copy(using: &offset) {
                context.drawShadow(of: path, blurRadius: shadowRadius, color: color.uiColor, alpha: alpha * CGFloat(shadowOpacity))
            } else if backgroundColor != nil || hasOwnContent || !(sublayers?.isEmpty ?? true) {
                context.drawShadow(of: shape, cornerRadius: radius, blurRadius: shadowRadius, color: color.uiColor,
                                   alpha: alpha * CGFloat(shadowOpacity))
            }
        }
        if masksToBounds { context.clip(to: bounds, cornerRadius: radius) }
        if let color = backgroundColor, color.alpha > 0 {
            context.fill(bounds, cornerRadius: radius, color: color.uiColor, alpha: alpha)
        }
        renderOwnContent(in: context, bounds: bounds, cornerRadius: radius, alpha: alpha)
        for step in (sublayers ?? []).map(DrawingStep.layer).sortedByZPosition() { step.layer?.render(in: context, opacity: alpha) }
        if borderWidth > 0, borderWidth.isFinite, let color = borderColor, color.alpha > 0 {
            let width = min(borderWidth, bounds.width / 2, bounds.height / 2)
            if width > 0 { context.strokeBorder(of: bounds, cornerRadius: radius, width: width, color: color.uiColor, alpha: alpha) }
        }
        context.restoreState()
    }
}
