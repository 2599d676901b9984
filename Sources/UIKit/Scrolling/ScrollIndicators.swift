import Foundation

/// The two scroll indicators: thin bars along the trailing and bottom edges, shown while
/// the view scrolls and hidden a second after it stops (subviews, as UIKit's are).
@preconcurrency @MainActor
final class ScrollIndicators {
    let vertical = ScrollIndicatorView()
    let horizontal = ScrollIndicatorView()
    private var hideTimer: RunLoopTimer?
    /// How long the indicators stay after the last scroll.
    static let lingerSeconds = 1.0
    static let thickness: CGFloat = 3
    static let inset: CGFloat = 2
    static let minimumLength: CGFloat = 20

    init(in scrollView: UIScrollView) {
        for bar in [vertical, horizontal] {
            bar.isHidden = true
            scrollView.addSubview(bar)
        }
    }

    /// Shows the indicators for the axes that scroll and restarts the hide timer.
    func show(in scrollView: UIScrollView) {
        let range = scrollView.scrollableRange
        vertical.isHidden = !scrollView.showsVerticalScrollIndicator || range.y.upperBound <= range.y.lowerBound
        horizontal.isHidden = !scrollView.showsHorizontalScrollIndicator || range.x.upperBound <= range.x.lowerBound
        place(in: scrollView)
        hideTimer?.invalidate()
        hideTimer = UIRunLoop.main.scheduleTimer(after: Self.lingerSeconds) { [weak self] _ in
            self?.vertical.isHidden = true
            self?.horizontal.isHidden = true
        }
    }

    /// Places the bars along the visible edges, sized and positioned by the offset.
    func place(in scrollView: UIScrollView) {
        let visible = CGRect(origin: scrollView.contentOffset, size: scrollView.bounds.size)
        let content = scrollView.contentSize
        let inset = scrollView.adjustedContentInset
        if !vertical.isHidden {
            let track = visible.inset(by: scrollView.verticalScrollIndicatorInsets)
                .insetBy(dx: 0, dy: Self.inset)
            let total = max(1, content.height + inset.top + inset.bottom)
            let length = max(Self.minimumLength, track.height * min(1, visible.height / total))
            let progress = (visible.minY + inset.top) / max(1, total - visible.height)
            let y = track.minY + (track.height - length) * min(max(progress, 0), 1)
            vertical.frame = CGRect(x: track.maxX - Self.thickness - Self.inset, y: y, width: Self.thickness, height: length)
        }
        if !horizontal.isHidden {
            let track = visible.inset(by: scrollView.horizontalScrollIndicatorInsets)
                .insetBy(dx: Self.inset, dy: 0)
            let total = max(1, content.width + inset.left + inset.right)
            let length = max(Self.minimumLength, track.width * min(1, visible.width / total))
            let progress = (visible.minX + inset.left) / max(1, total - visible.width)
            let x = track.minX + (track.width - length) * min(max(progress, 0), 1)
            horizontal.frame = CGRect(x: x, y: track.maxY - Self.thickness - Self.inset, width: length, height: Self.thickness)
        }
        // Always in front of the content.
        for bar in [vertical, horizontal] where !bar.isHidden && scrollView.subviews.last !== bar {
            scrollView.bringSubviewToFront(bar)
        }
    }
}

/// One indicator bar (UIKit's private `_UIScrollViewScrollIndicator`).
@preconcurrency @MainActor
final class ScrollIndicatorView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(white: 0, alpha: 0.35)
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        backgroundColor = UIColor(white: 0, alpha: 0.35)
        isUserInteractionEnabled = false
    }
}

extension UIScrollView {
    /// Shows the indicators (made on first use).
    func showIndicators() {
        guard showsVerticalScrollIndicator || showsHorizontalScrollIndicator else { return }
        let bars = indicators ?? ScrollIndicators(in: self)
        indicators = bars
        bars.show(in: self)
    }

    /// What ``flashScrollIndicators()`` does (declared in the class, where it can be `open`).
    func performFlashScrollIndicators() {
        showIndicators()
    }
}
