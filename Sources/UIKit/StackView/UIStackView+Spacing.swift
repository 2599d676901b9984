import Foundation

extension UIStackView {
    /// The standard space between siblings that ``UIStackView/spacingUseSystem`` stands for.
    static let systemSpacing: CGFloat = 8

    /// Sets the space after `arrangedSubview` (before the next visible view), overriding
    /// ``spacing`` for that gap. ``UIStackView/spacingUseDefault`` goes back to ``spacing``;
    /// ``UIStackView/spacingUseSystem`` asks for the standard 8 points. A view that is not
    /// arranged, or a non-finite value, is logged and ignored. Removing the view from the
    /// stack forgets its custom spacing. While the view is hidden its custom spacing is
    /// not used: the gap follows the previous visible view.
    public func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        guard arrangedSubviews.contains(where: { $0 === arrangedSubview }) else {
            LayoutDiagnostics.error("setCustomSpacing(_:after:) on \(layoutDescriptionName): \(arrangedSubview.layoutDescriptionName) is not an arranged subview; ignored.")
            return
        }
        guard spacing.isFinite else {
            LayoutDiagnostics.error("setCustomSpacing(_:after:) on \(layoutDescriptionName): \(spacing) is not finite; ignored.")
            return
        }
        let id = ObjectIdentifier(arrangedSubview)
        let stored: CGFloat? = spacing == UIStackView.spacingUseDefault ? nil : spacing
        guard customSpacings[id] != stored else { return }
        customSpacings[id] = stored
        scheduleArrangementUpdate(.axis)
    }

    /// The custom space after `arrangedSubview`, or ``UIStackView/spacingUseDefault`` when
    /// it uses ``spacing``.
    public func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
    }

    /// The points between `view` and the next visible arranged view.
    func resolvedSpacing(after view: UIView) -> CGFloat {
        let value = customSpacings[ObjectIdentifier(view)] ?? spacing
        if value == UIStackView.spacingUseSystem || value == UIStackView.spacingUseDefault {
            return UIStackView.systemSpacing
        }
        return value
    }
}
