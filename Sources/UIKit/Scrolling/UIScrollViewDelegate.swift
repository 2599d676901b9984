import Foundation

/// What a scroll view tells its delegate. Every method has an empty default, as UIKit's
/// are optional.
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: AnyObject {
    /// The content offset changed (by input, by code, or by a change of inset).
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// A drag with the pointer is about to scroll the content.
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// The drag ended; there is no deceleration here, so `decelerate` is false.
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// `setContentOffset(_:animated:)` or `scrollRectToVisible(_:animated:)` with
    /// `animated` finished (at once: scrolling is not animated yet).
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    /// ``UIScrollView/adjustedContentInset`` changed.
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
