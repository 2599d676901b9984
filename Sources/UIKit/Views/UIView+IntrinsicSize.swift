import Foundation

/// A view's content hugging and compression resistance priorities per axis.
struct ContentPriorities {
    var hugging = (horizontal: UILayoutPriority.defaultLow, vertical: UILayoutPriority.defaultLow)
    var compressionResistance = (horizontal: UILayoutPriority.defaultHigh, vertical: UILayoutPriority.defaultHigh)
}

extension UIView {
    /// `UIView.noIntrinsicMetric`: no intrinsic size on that axis.
    public static let noIntrinsicMetric: CGFloat = -1

    /// What ``contentHuggingPriority(for:)`` does (declared in the class, where it can be `open`).
    func performContentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? engineState.contentPriorities.hugging.horizontal : engineState.contentPriorities.hugging.vertical
    }

    /// What ``setContentHuggingPriority(_:for:)`` does (declared in the class, where it can be `open`).
    func performSetContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        guard let priority = clampedContentPriority(priority, "setContentHuggingPriority") else { return }
        guard priority != contentHuggingPriority(for: axis) else { return }
        if axis == .horizontal { engineState.contentPriorities.hugging.horizontal = priority } else { engineState.contentPriorities.hugging.vertical = priority }
        contentPrioritiesDidChange()
    }

    /// What ``contentCompressionResistancePriority(for:)`` does (declared in the class, where it can be `open`).
    func performContentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? engineState.contentPriorities.compressionResistance.horizontal : engineState.contentPriorities.compressionResistance.vertical
    }

    /// What ``setContentCompressionResistancePriority(_:for:)`` does (declared in the class, where it can be `open`).
    func performSetContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        guard let priority = clampedContentPriority(priority, "setContentCompressionResistancePriority") else { return }
        guard priority != contentCompressionResistancePriority(for: axis) else { return }
        if axis == .horizontal {
            engineState.contentPriorities.compressionResistance.horizontal = priority
        } else {
            engineState.contentPriorities.compressionResistance.vertical = priority
        }
        contentPrioritiesDidChange()
    }

    private func clampedContentPriority(_ priority: UILayoutPriority, _ method: String) -> UILayoutPriority? {
        guard priority.rawValue.isFinite else {
            LayoutDiagnostics.error("\(method)(_:for:) on \(layoutDescriptionName): priority \(priority.rawValue) is not a number; ignored.")
            return nil
        }
        let clamped = min(max(priority.rawValue, 1), 1000)
        if clamped != priority.rawValue {
            LayoutDiagnostics.error("\(method)(_:for:) on \(layoutDescriptionName): priorities must be in 1...1000; \(Double(priority.rawValue).formattedG) was clamped to \(Double(clamped).formattedG).")
        }
        return UILayoutPriority(clamped)
    }

    private func contentPrioritiesDidChange() {
        if let engine = currentEngine() {
            if let variables = layoutVariables, variables.belongs(to: engine) { engine.contentSizeDidChange(for: self) }
        } else {
            markTreeConstraintsChanged()
        }
    }

    /// ``intrinsicContentSize`` with invalid axes as `nil`: `noIntrinsicMetric` (any
    /// negative value) means none; a NaN, infinite or negative value other than -1 is
    /// logged and ignored.
    func validatedIntrinsicContentSize() -> (width: CGFloat?, height: CGFloat?) {
        let size = intrinsicContentSize
        func check(_ value: CGFloat, _ axis: String) -> CGFloat? {
            if value == UIView.noIntrinsicMetric { return nil }
            guard value.isFinite, value >= 0 else {
                LayoutDiagnostics.error("\(layoutDescriptionName) returned an invalid intrinsic \(axis) (\(Double(value).formattedG)); it is ignored. Use UIView.noIntrinsicMetric for no intrinsic size.")
                return nil
            }
            return value
        }
        return (check(size.width, "width"), check(size.height, "height"))
    }
}
