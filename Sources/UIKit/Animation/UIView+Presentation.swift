import Foundation

/// What the screen shows of a view: its model values, or where its animations stand.
extension UIView {
    /// The frame on screen (the model's, unless the frame animates, or the layer's
    /// position or bounds).
    var presentedFrame: CGRect {
        let frame = animationState?.frame?.current ?? layoutFrame
        guard let layer = layerStorage, layer.presentationOverrides != nil else { return frame }
        var shown = frame
        if case let bounds?? = layer.animatedViewValue("bounds"), let bounds = bounds as? CGRect {
            shown = CGRect(x: frame.midX - bounds.width / 2, y: frame.midY - bounds.height / 2, width: bounds.width, height: bounds.height)
        }
        if case let position?? = layer.animatedViewValue("position"), let position = position as? CGPoint {
            shown.origin = CGPoint(x: position.x - shown.width / 2, y: position.y - shown.height / 2)
        }
        return shown
    }
    /// The transform on screen.
    var presentedTransform: CGAffineTransform {
        if let layer = layerStorage, case let transform?? = layer.animatedViewValue("transform"), let transform = transform as? CATransform3D {
            return CATransform3DGetAffineTransform(transform)
        }
        return animationState?.transform?.current ?? storedTransform
    }
    /// The bounds origin on screen.
    var presentedBoundsOrigin: CGPoint { animationState?.boundsOrigin?.current ?? boundsOrigin }
    /// The opacity on screen.
    var presentedAlpha: CGFloat {
        if let layer = layerStorage, case let opacity?? = layer.animatedViewValue("opacity"), let value = LayerKeyPathNumber.cgFloat(opacity) {
            return min(max(value, 0), 1)
        }
        return animationState?.alpha?.current ?? alpha
    }
    /// The background colour on screen.
    var presentedBackgroundColor: UIColor? {
        if let layer = layerStorage, case let color?? = layer.animatedViewValue("backgroundColor") {
            return CALayer.color(color).map(UIColor.init(cgColor:))
        }
        if let animation = animationState?.backgroundColor { return animation.current.color }
        return backgroundColor
    }

    /// Marks for repainting where the view shows now, placed by its ancestors' presented
    /// frames (they may be animating too).
    func invalidatePresentedArea() {
        guard let window = hostWindow else { return }
        let shown = paintedArea(of: CGRect(origin: presentedBoundsOrigin, size: presentedFrame.size))
        if let rect = rect(shown, inAncestor: nil, presented: true), !rect.isNull { window.addPresentationDirtyRect(rect) }
    }

    /// Records a frame change for animation (UIView+Geometry's setFrame calls it).
    func recordFrameChange(from old: CGRect, to new: CGRect) {
        guard ViewAnimator.isCapturing || animationState?.frame != nil else { return }
        ViewAnimator.record(self, \.frame, from: animationState?.frame?.current ?? old, to: new)
    }

    /// Records a bounds-origin change for animation.
    func recordBoundsOriginChange(from old: CGPoint, to new: CGPoint) {
        guard ViewAnimator.isCapturing || animationState?.boundsOrigin != nil else { return }
        ViewAnimator.record(self, \.boundsOrigin, from: animationState?.boundsOrigin?.current ?? old, to: new)
    }

    /// Records a transform change for animation.
    func recordTransformChange(from old: CGAffineTransform, to new: CGAffineTransform) {
        guard ViewAnimator.isCapturing || animationState?.transform != nil else { return }
        ViewAnimator.record(self, \.transform, from: animationState?.transform?.current ?? old, to: new)
    }

    /// Records an opacity change for animation.
    func recordAlphaChange(from old: CGFloat, to new: CGFloat) {
        guard ViewAnimator.isCapturing || animationState?.alpha != nil else { return }
        ViewAnimator.record(self, \.alpha, from: animationState?.alpha?.current ?? old, to: new)
    }

    /// Records a background-colour change for animation.
    func recordBackgroundColorChange(from old: UIColor?, to new: UIColor?) {
        guard ViewAnimator.isCapturing || animationState?.backgroundColor != nil else { return }
        ViewAnimator.record(self, \.backgroundColor, from: animationState?.backgroundColor?.current ?? AnimatableColor(color: old),
                            to: AnimatableColor(color: new))
    }

    /// Records an arranged view hiding or showing inside an animation block: it fades
    /// (and its stack view's layout, run in the block, collapses it).
    func recordVisibilityChange(hidden: Bool) {
        guard ViewAnimator.isCapturing || animationState?.visibility != nil,
              let stack = superview as? UIStackView, stack.arrangedSubviews.contains(where: { $0 === self }) else { return }
        let shown: CGFloat = animationState?.visibility?.current ?? (hidden ? 1 : 0)
        ViewAnimator.record(self, \.visibility, from: shown, to: hidden ? 0 : 1)
    }
}
