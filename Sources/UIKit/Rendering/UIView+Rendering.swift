import Foundation

extension UIView {
    /// Paints this view and its subviews into `context`, in this view's coordinates.
    public func render(in context: any DrawingContext, opacity: CGFloat = 1) {
        renderTree(in: context, opacity: opacity)
    }

    func renderTree(in context: any DrawingContext, opacity: CGFloat) {
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
        for subview in subviews where !subview.isHidden {
            context.saveState()
            context.translateBy(x: subview.frameOrigin.x, y: subview.frameOrigin.y)
            subview.renderTree(in: context, opacity: alpha)
            context.restoreState()
        }
        context.restoreState()
    }
}
