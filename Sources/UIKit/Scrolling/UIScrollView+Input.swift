import Foundation

/// Scrolling by input: the wheel (routed by the window), dragging with the pointer and
/// the navigation keys. Input never scrolls past the content (``UIScrollView/scrollableRange``).
extension UIScrollView {
    /// Scrolls by `delta` within the content; whether the offset moved. Shows the
    /// indicators.
    @discardableResult
    func scroll(by delta: CGPoint) -> Bool {
        guard isScrollEnabled else { return false }
        let target = clampedOffset(CGPoint(x: contentOffset.x + delta.x, y: contentOffset.y + delta.y))
        guard target != contentOffset else { return false }
        contentOffset = target
        showIndicators()
        return true
    }

    // MARK: Dragging

    /// The content follows the pointer.
    func drag(_ touches: Set<UITouch>) {
        guard isScrollEnabled, let touch = touches.first else { return }
        let now = touch.location(in: nil), before = touch.previousLocation(in: nil)
        let delta = CGPoint(x: before.x - now.x, y: before.y - now.y)
        if !isDragging {
            isDragging = true
            delegate?.scrollViewWillBeginDragging(self)
        }
        if !pullRefreshControl(by: delta) { scroll(by: delta) }
    }

    func endDragging() {
        isTracking = false
        releaseRefreshControlPull()
        guard isDragging else { return }
        isDragging = false
        delegate?.scrollViewDidEndDragging(self, willDecelerate: false)
    }

    // MARK: Keys

    /// Page Up/Down scroll by the visible height less a line, Home and End to the ends,
    /// arrows by a line (40 points). Whether the key scrolled (if not, it goes on up the
    /// responder chain).
    func handleScrollKey(_ presses: Set<UIPress>) -> Bool {
        guard isScrollEnabled, let key = presses.first?.key, let delta = keyScrollDelta(key.specialKey) else { return false }
        return scroll(by: delta)
    }

    private func keyScrollDelta(_ key: UIKey.SpecialKey?) -> CGPoint? {
        let line: CGFloat = 40
        let page = max(line, bounds.height - adjustedContentInset.top - adjustedContentInset.bottom - line)
        let range = scrollableRange
        switch key {
        case .upArrow: return CGPoint(x: 0, y: -line)
        case .downArrow: return CGPoint(x: 0, y: line)
        case .leftArrow: return CGPoint(x: -line, y: 0)
        case .rightArrow: return CGPoint(x: line, y: 0)
        case .pageUp: return CGPoint(x: 0, y: -page)
        case .pageDown: return CGPoint(x: 0, y: page)
        case .home: return CGPoint(x: 0, y: range.y.lowerBound - contentOffset.y)
        case .end: return CGPoint(x: 0, y: range.y.upperBound - contentOffset.y)
        default: return nil
        }
    }
}

extension UIWindow {
    /// A wheel event scrolls the innermost enabled scroll view under the pointer that can
    /// still move that way, else the next one out (a picker view under the pointer turns
    /// its wheel instead). Shift turns a vertical wheel sideways.
    func routeScroll(from view: UIView?, at location: CGPoint, deltaX: CGFloat, deltaY: CGFloat, modifiers: KeyModifiers) {
        var delta = CGPoint(x: deltaX, y: deltaY)
        if modifiers.contains(.shift) && delta.x == 0 { delta = CGPoint(x: delta.y, y: 0) }
        var current = view
        while let candidate = current {
            if let scrollView = candidate as? UIScrollView, scrollView.scroll(by: delta) { return }
            if let picker = candidate as? UIPickerView, picker.scrollWheel(at: picker.convert(location, from: nil), deltaY: delta.y) { return }
            current = candidate.superview
        }
    }
}
