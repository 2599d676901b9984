import Foundation

extension CALayer {
    /// Runs `body` (the layer's painting, in its bounds coordinates) through ``mask``
    /// when it has one.
    func drawMasked(in context: any DrawingContext, _ body: () -> Void) {
        guard let mask else { return body() }
        context.drawMasked(content: {
            context.saveState()
            body()
            context.restoreState()
        }, mask: { mask.renderAsMask(in: context) })
    }

    /// Paints this layer where a mask is drawn: the masked layer's bounds coordinates
    /// (a view's layer, as `UIView.mask`, paints its view and subviews).
    private func renderAsMask(in context: any DrawingContext) {
        guard let view = delegate else { return render(in: context, opacity: 1) }
        context.saveState()
        context.translateBy(x: view.presentedFrame.minX, y: view.presentedFrame.minY)
        view.renderTree(in: context, opacity: 1)
        context.restoreState()
    }
}
