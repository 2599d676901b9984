import Foundation

extension UINavigationBar {
    /// The appearance drawn now: the top item's, else the bar's, chosen for the window's
    /// height class and for whether the content is at its scroll edge (see
    /// ``isAtScrollEdge``); checked each time the bar lays out.
    func appearanceInUse() -> UINavigationBarAppearance? {
        let item = topItem
        let compact = traitCollection.verticalSizeClass == .compact
        if isAtScrollEdge {
            if compact, let edge = item?.compactScrollEdgeAppearance ?? compactScrollEdgeAppearance { return edge }
            if let edge = item?.scrollEdgeAppearance ?? scrollEdgeAppearance { return edge }
        }
        if compact, let appearance = item?.compactAppearance ?? compactAppearance { return appearance }
        return item?.standardAppearance ?? standardAppearance
    }

    /// Whether the top controller's scroll view (its view, or the first scroll view in
    /// it) shows the top of its content, or there is none.
    var isAtScrollEdge: Bool {
        guard let view = navigationController?.topViewController?.viewIfLoaded else { return true }
        guard let scrollView = view as? UIScrollView ?? view.subviews.lazy.compactMap({ $0 as? UIScrollView }).first else { return true }
        return scrollView.contentOffset.y <= -scrollView.adjustedContentInset.top + 0.5
    }

    func appearanceDidChange() {
        refreshBackground()
        refreshContent()
    }

    /// The title's font and colour from the appearance (over `titleTextAttributes`).
    func applyTitleAppearance() {
        guard let appearance = appearanceInUse() else { return }
        let attributes = showsLargeTitle ? appearance.largeTitleTextAttributes : appearance.titleTextAttributes
        if let color = attributes[.foregroundColor] as? UIColor { titleLabel.textColor = color }
        if let font = attributes[.font] as? UIFont { titleLabel.font = font }
    }

    /// The buttons' title colours and fonts from the appearance's button appearances.
    func applyButtonAppearance() {
        guard let appearance = appearanceInUse() else { return }
        func apply(_ buttonAppearance: UIBarButtonItemAppearance, to button: UIButton) {
            let attributes = button.isEnabled ? buttonAppearance.normal.titleTextAttributes : buttonAppearance.disabled.titleTextAttributes
            if let color = attributes[.foregroundColor] as? UIColor { button.setTitleColor(color, for: .normal) }
            if let font = attributes[.font] as? UIFont { button.titleLabel?.font = font }
        }
        let items = (topItem?.leftBarButtonItems ?? []) + (topItem?.rightBarButtonItems ?? [])
        for (view, item) in zip(leftButtons + rightButtons, items) {
            guard let button = view as? UIButton, item.customView == nil else { continue }
            apply(item.style == .done ? appearance.doneButtonAppearance : appearance.buttonAppearance, to: button)
        }
        if let backButton { apply(appearance.backButtonAppearance, to: backButton) }
    }

    /// Shows the appearance's hairline along the bottom edge (one pixel), when an
    /// appearance other than the bar's untouched default draws one.
    func layoutShadowLine() {
        let appearance = appearanceInUse()
        let color = appearance?.shadowColor
        let drawn = appearance.map { $0 !== initialStandardAppearance || $0.shadowColor != .separator } ?? false
        guard drawn, let color, color.alpha > 0 else {
            shadowLine?.removeFromSuperview()
            shadowLine = nil
            return
        }
        let line = shadowLine ?? UIView()
        if line.superview !== self { addSubview(line) }
        shadowLine = line
        line.backgroundColor = color
        let thickness = 1 / max(traitCollection.displayScale, 1)
        line.frame = CGRect(x: 0, y: bounds.height, width: bounds.width, height: thickness)
    }
}
