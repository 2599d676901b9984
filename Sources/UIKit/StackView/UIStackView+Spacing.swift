import Foundation

extension UIStackView {
    /// The standard space between siblings that ``UIStackView/spacingUseSystem`` stands for.
    static let systemSpacing: CGFloat = 8

    /// What ``setCustomSpacing(_:after:)`` does (declared in the class, where it can be `open`).
    func performSetCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
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

    /// What ``customSpacing(after:)`` does (declared in the class, where it can be `open`).
    func performCustomSpacing(after arrangedSubview: UIView) -> CGFloat {
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
