import Foundation

extension UIView {
    /// Hidden views, views with `alpha < 0.01` and non-interactive views are skipped with
    /// their subtrees; subviews are tested front to back; a subview outside its parent's
    /// bounds is unreachable even without `clipsToBounds`.
    func defaultHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, alpha >= 0.01, isUserInteractionEnabled, self.point(inside: point, with: event) else { return nil }
        // Views animating without `.allowUserInteraction` take no touches, as in UIKit.
        if let animationState, !animationState.allowsUserInteraction { return nil }
        for subview in subviews.reversed() {
            if let hit = subview.hitTest(subview.convertFromSuperview(point), with: event) { return hit }
        }
        return self
    }
}
