import Foundation

extension UIView {
    /// Paints this view and its subviews into `context`, in this view's coordinates.
    public func render(in context: any DrawingContext, opacity: CGFloat = 1) {
        renderTree(in: context, opacity: opacity)
    }

    func renderTree(in context: any DrawingContext, opacity: CGFloat) {
        let state = animationState
        if state != nil {
            renderAnimating(in: context, opacity: opacity)
            return
        }
        guard !isHidden else { return }
        let alpha = opacity * self.alpha
        guard alpha > 0 else { return }
        context.saveState()
        // The context's origin is this view's top-left corner; draw in bounds coordinates.
        if boundsOrigin != .zero { context.translateBy(x: -boundsOrigin.x, y: -boundsOrigin.y) }
        if clipsToBounds { context.clip(to: bounds) }
        if let backgroundColor, backgroundColor.alpha > 0 {
            context.fill(bounds, color: backgroundColor, alpha: alpha)
        }
        for command in contents { command.replay(on: context, alpha: alpha) }
        renderSubviews(in: context, opacity: alpha)
        renderLayerBorder(in: context, bounds: bounds, opacity: alpha)
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

    private func renderSubviews(in context: any DrawingContext, opacity: CGFloat) {
        for subview in subviews where !subview.isHidden || subview.animationState != nil {
            let origin = subview.animationState?.frame?.current.origin ?? subview.frameOrigin
            context.saveState()
            context.translateBy(x: origin.x, y: origin.y)
            subview.renderTree(in: context, opacity: opacity)
            context.restoreState()
        }
    }

    /// The same with the presentation values of an animating view: its presented
    /// bounds, opacity and colour, a hiding arranged view still fading, and a
    /// transition's old drawing fading out under the new one.
    private func renderAnimating(in context: any DrawingContext, opacity: CGFloat) {
        guard let state = animationState else { return }
        let visibility = state.visibility?.current
        guard !isHidden || visibility != nil else { return }
        let alpha = opacity * presentedAlpha * min(max(visibility ?? 1, 0), 1)
        guard alpha > 0 else { return }
        let presentedBounds = CGRect(origin: presentedBoundsOrigin, size: presentedFrame.size)
        var liveAlpha = alpha
        if let transition = state.transition {
            let progress = min(max(transition.current, 0), 1)
            for command in state.transitionSnapshot { command.replay(on: context, alpha: alpha * (1 - progress)) }
            liveAlpha = alpha * progress
            guard liveAlpha > 0 else { return }
        }
        context.saveState()
        if presentedBounds.origin != .zero { context.translateBy(x: -presentedBounds.minX, y: -presentedBounds.minY) }
        if clipsToBounds { context.clip(to: presentedBounds) }
        if let color = presentedBackgroundColor, color.alpha > 0 {
            context.fill(presentedBounds, color: color, alpha: liveAlpha)
        }
        // Content drawn for the model's size stays centred in the presented bounds while
        // the size animates (Core Animation would stretch it; centring keeps text legible).
        let dx = (presentedBounds.width - boundsSize.width) / 2, dy = (presentedBounds.height - boundsSize.height) / 2
        if dx != 0 || dy != 0 {
            context.saveState()
            context.translateBy(x: dx, y: dy)
            for command in contents { command.replay(on: context, alpha: liveAlpha) }
            context.restoreState()
        } else {
            for command in contents { command.replay(on: context, alpha: liveAlpha) }
        }
        renderSubviews(in: context, opacity: liveAlpha)
        renderLayerBorder(in: context, bounds: presentedBounds, opacity: liveAlpha)
        context.restoreState()
    }

    /// The view's drawing with its subtree, in its own coordinates (a transition's
    /// snapshot).
    func renderContent(in context: any DrawingContext, opacity: CGFloat) {
        renderTree(in: context, opacity: opacity)
    }
}
