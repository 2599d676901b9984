import Foundation

/// The geometry of ``UIView/transform``: drawn about the centre (the layer's anchor point
/// at 0.5, 0.5), ignored by layout.
extension UIView {
    /// The rectangle layout placed (the frame before the transform).
    var layoutFrame: CGRect { CGRect(origin: frameOrigin, size: boundsSize) }

    /// `transform` about the centre of a `size` rectangle whose top-left is the origin.
    static func centred(_ transform: CGAffineTransform, size: CGSize) -> CGAffineTransform {
        let cx = size.width / 2, cy = size.height / 2
        return CGAffineTransform(translationX: -cx, y: -cy).concatenating(transform).concatenating(CGAffineTransform(translationX: cx, y: cy))
    }

    /// Where an untransformed frame shows in the superview: its bounding box once the
    /// model transform is applied about its centre.
    func displayedFrame(of untransformed: CGRect) -> CGRect {
        guard hasTransform else { return untransformed }
        let moved = UIView.centred(storedTransform, size: untransformed.size)
            .concatenating(CGAffineTransform(translationX: untransformed.minX, y: untransformed.minY))
        return CGRect(origin: .zero, size: untransformed.size).applying(moved)
    }

    /// The map from this view's bounds coordinates to its superview's: scroll offset,
    /// transform about the centre, frame origin (presented values when `presented`).
    func transformToSuperview(presented: Bool = false) -> CGAffineTransform {
        let origin = presented ? presentedFrame.origin : frameOrigin
        let size = presented ? presentedFrame.size : boundsSize
        let scrolled = presented ? presentedBoundsOrigin : boundsOrigin
        let transform = presented ? presentedTransform : storedTransform
        var map = CGAffineTransform(translationX: -scrolled.x, y: -scrolled.y)
        if !transform.isIdentity { map = map.concatenating(UIView.centred(transform, size: size)) }
        return map.concatenating(CGAffineTransform(translationX: origin.x, y: origin.y))
    }

    /// The map from this view's bounds coordinates to the root's (the window's).
    func transformToRoot() -> CGAffineTransform {
        var map = CGAffineTransform.identity
        var view: UIView = self
        while view.superview != nil {
            map = map.concatenating(view.transformToSuperview())
            view = view.superview!
        }
        return map.concatenating(CGAffineTransform(translationX: -view.boundsOrigin.x, y: -view.boundsOrigin.y))
    }

    /// Whether this view or an ancestor has a transform other than the identity.
    var hasTransformedAncestry: Bool {
        var view: UIView? = self
        while let current = view {
            if current.hasTransform { return true }
            view = current.superview
        }
        return false
    }

    /// A point of the superview's bounds coordinates in this view's.
    func convertFromSuperview(_ point: CGPoint) -> CGPoint {
        guard hasTransform else {
            return CGPoint(x: point.x - frameOrigin.x + boundsOrigin.x, y: point.y - frameOrigin.y + boundsOrigin.y)
        }
        return point.applying(transformToSuperview().inverted())
    }
}
