import Foundation

extension UIView {
    /// Paints this view and its subviews into `context`, in this view's coordinates.
    public func render(in context: any DrawingContext, opacity: CGFloat = 1) {
        renderTree(in: context, opacity: opacity)
    }

    /// Draws what the screen shows: the model's values, or where the view's animations
    /// stand (a hiding arranged view still fading, a transition's old drawing fading out
    /// under the new one). In Core Animation's order: shadow, background (rounded by the
    /// layer's corner radius), contents, subviews (clipped, rounded, when the view clips),
    /// border on top.
    func renderTree(in context: any DrawingContext, opacity: CGFloat) {
        let state = animationState
        let visibility = state?.visibility?.current
        guard !isHidden || visibility != nil else { return }
        var alpha = opacity * presentedAlpha
        if let visibility { alpha *= min(max(visibility, 0), 1) }
        guard alpha > 0 else { return }
        let shown = state == nil ? bounds : CGRect(origin: presentedBoundsOrigin, size: presentedFrame.size)
        if let state, let transition = state.transition {
            let progress = min(max(transition.current, 0), 1)
            for command in state.transitionSnapshot { command.replay(on: context, alpha: alpha * (1 - progress)) }
            alpha *= progress
            guard alpha > 0 else { return }
        }
        context.saveState()
        // Scaled, rotated or moved about its centre, as Core Animation draws a transform.
        let transform = presentedTransform
        if !transform.isIdentity { context.concatenate(UIView.centred(transform, size: shown.size)) }
        // The context's origin is this view's top-left corner; draw in bounds coordinates.
        if shown.origin != .zero { context.translateBy(x: -shown.minX, y: -shown.minY) }
        let layer = rendersLayerStyle ? layerStorage : nil
        func paint() {
            let radius = layer?.cornerRadius(fitting: shown.size) ?? 0
            layer?.renderShadow(in: context, bounds: shown, cornerRadius: radius, opacity: alpha, castByBounds: castsShadow)
            if clipsToBounds && rendersLayerStyle { context.clip(to: shown, cornerRadius: radius) }
            if let color = presentedBackgroundColor, color.alpha > 0 {
                context.fill(shown, cornerRadius: radius, color: color, alpha: alpha)
            }
            layer?.renderContentsImage(in: context, bounds: shown, alpha: alpha)
            layer?.renderOwnContent(in: context, bounds: shown, cornerRadius: radius, alpha: alpha)
            renderContents(in: context, shown: shown, alpha: alpha)
            if layerStorage?.sublayers?.isEmpty ?? true, !subviews.contains(where: { ($0.layerStorage?.zPosition ?? 0) != 0 }) {
                for subview in subviews { renderSubview(subview, in: context, opacity: alpha) }
            } else {
                for step in drawingOrder().sortedByZPosition() {
                    switch step {
                    case .subview(let subview): renderSubview(subview, in: context, opacity: alpha)
                    case .layer(let layer): layer.render(in: context, opacity: alpha)
                    }
                }
            }
            layer?.renderBorder(in: context, bounds: shown, cornerRadius: radius, opacity: alpha)
        }
        func paintShown() {
            if let layer = layerStorage, layer.presentationOverrides != nil { layer.withPresentationValues(paint) } else { paint() }
        }
        if let masked = layerStorage, masked.mask != nil { masked.drawMasked(in: context, paintShown) } else { paintShown() }
        context.restoreState()
    }

    private func renderSubview(_ subview: UIView, in context: any DrawingContext, opacity: CGFloat) {
        guard !subview.isHidden || subview.animationState != nil else { return }
        let origin = subview.presentedFrame.origin
        context.saveState()
        context.translateBy(x: origin.x, y: origin.y)
        subview.renderTree(in: context, opacity: opacity)
        context.restoreState()
    }

    /// Whether anything opaque is drawn for the shadow to follow: Core Animation casts
    /// it from the layer's alpha; here the bounds stand for a view with a background
    /// colour, drawn content or an image.
    private var castsShadow: Bool {
        if let color = presentedBackgroundColor, color.alpha > 0 { return true }
        if let imageView = self as? UIImageView { return imageView.shownImage != nil }
        return !contents.isEmpty || !subviews.isEmpty
    }

    /// `rect` (in this view's coordinates) grown by what the layer paints outside it
    /// (its shadow), so invalidating it repaints the shadow too.
    /// With `evenIfClipping`, the shadow counts though masking hides it (to repaint
    /// where it was when masking starts).
    func paintedArea(of rect: CGRect, evenIfClipping: Bool = false) -> CGRect {
        guard let layer = layerStorage, !clipsToBounds || evenIfClipping, rendersLayerStyle,
              let extent = layer.shadowExtent else { return rect }
        return rect.inset(by: extent)
    }
}
