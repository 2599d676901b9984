import Foundation

extension UIView {
    /// Paints this view and its subviews into `context`, in this view's coordinates.
    public func render(in context: any DrawingContext, opacity: CGFloat = 1) {
        renderTree(in: context, opacity: opacity)
    }

    /// Draws what the screen shows: the model's values, or where the view's animations
    /// stand (a hiding arranged view still fading, a transition's old drawing fading out
    /// under the new one).
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
        // The context's origin is this view's top-left corner; draw in bounds coordinates.
        if shown.origin != .zero { context.translateBy(x: -shown.minX, y: -shown.minY) }
        if clipsToBounds { context.clip(to: shown) }
        if let color = presentedBackgroundColor, color.alpha > 0 {
            context.fill(shown, color: color, alpha: alpha)
        }
        // Content drawn for the model's size stays centred in the shown bounds while the
        // size animates (Core Animation would stretch it; centring keeps text legible).
        let dx = (shown.width - boundsSize.width) / 2, dy = (shown.height - boundsSize.height) / 2
        if dx != 0 || dy != 0 { context.saveState(); context.translateBy(x: dx, y: dy) }
        for command in contents { command.replay(on: context, alpha: alpha) }
        if dx != 0 || dy != 0 { context.restoreState() }
        for subview in subviews where !subview.isHidden || subview.animationState != nil {
            let origin = subview.presentedFrame.origin
            context.saveState()
            context.translateBy(x: origin.x, y: origin.y)
            subview.renderTree(in: context, opacity: alpha)
            context.restoreState()
        }
        renderLayerBorder(in: context, bounds: shown, opacity: alpha)
        context.restoreState()
    }

    /// The layer's border, inside the bounds and over the content and subviews, as Core
    /// Animation draws it (square corners: corner radius is not painted yet).
    private func renderLayerBorder(in context: any DrawingContext, bounds: CGRect, opacity: CGFloat) {
        guard let layer = layerStorage, layer.borderWidth > 0, layer.borderWidth.isFinite,
              let color = layer.borderColor, color.alpha > 0 else { return }
        let width = min(layer.borderWidth, bounds.width / 2, bounds.height / 2)
        guard width > 0 else { return }
        context.stroke(bounds.insetBy(dx: width / 2, dy: width / 2), color: color.uiColor, lineWidth: width, alpha: opacity)
    }
}
