import Foundation

/// A scroll view's two layout guides.
///
/// - The content guide's top-left is the content's origin (pinned to the scroll view's
///   own top-left, which in its coordinates is the content's); its size is whatever the
///   content's constraints make it, and becomes ``UIScrollView/contentSize``.
/// - The frame guide is the visible rectangle: at ``UIScrollView/contentOffset``, the
///   size of the bounds. Its position constraints follow the offset.
@preconcurrency @MainActor
final class ScrollViewLayoutGuides {
    let content = UILayoutGuide()
    let frame = UILayoutGuide()
    private let frameLeft: NSLayoutConstraint
    private let frameTop: NSLayoutConstraint
    /// The constraints made here on the content guide (its origin).
    private let contentOrigin: [NSLayoutConstraint]

    init(scrollView: UIScrollView) {
        content.identifier = "UIScrollView-contentLayoutGuide"
        frame.identifier = "UIScrollView-frameLayoutGuide"
        scrollView.addLayoutGuide(content)
        scrollView.addLayoutGuide(frame)
        contentOrigin = [
            content.leftAnchor.constraint(equalTo: scrollView.leftAnchor),
            content.topAnchor.constraint(equalTo: scrollView.topAnchor),
        ]
        let offset = scrollView.contentOffset
        frameLeft = frame.leftAnchor.constraint(equalTo: scrollView.leftAnchor, constant: offset.x)
        frameTop = frame.topAnchor.constraint(equalTo: scrollView.topAnchor, constant: offset.y)
        let frameConstraints = [
            frameLeft, frameTop,
            frame.widthAnchor.constraint(equalTo: scrollView.widthAnchor),
            frame.heightAnchor.constraint(equalTo: scrollView.heightAnchor),
        ]
        for constraint in contentOrigin { constraint.identifier = "UIScrollView-contentLayoutGuide-origin" }
        for constraint in frameConstraints { constraint.identifier = "UIScrollView-frameLayoutGuide" }
        NSLayoutConstraint.activate(contentOrigin + frameConstraints)
    }

    func offsetDidChange(to offset: CGPoint) {
        frameLeft.constant = offset.x
        frameTop.constant = offset.y
    }

    /// The content guide's solved size, when constraints other than its origin define it.
    func constrainedContentSize() -> CGSize? {
        guard content.involvingConstraints.count > contentOrigin.count else { return nil }
        let size = content.layoutFrame.size
        return CGSize(width: max(0, size.width), height: max(0, size.height))
    }
}

extension UIScrollView {
    /// What ``contentLayoutGuide`` returns (declared in the class, where it can be `open`).
    var uikitContentLayoutGuide: UILayoutGuide { layoutGuides().content }

    /// What ``frameLayoutGuide`` returns (declared in the class, where it can be `open`).
    var uikitFrameLayoutGuide: UILayoutGuide { layoutGuides().frame }

    private func layoutGuides() -> ScrollViewLayoutGuides {
        if let contentGuide { return contentGuide }
        let made = ScrollViewLayoutGuides(scrollView: self)
        contentGuide = made
        return made
    }
}
