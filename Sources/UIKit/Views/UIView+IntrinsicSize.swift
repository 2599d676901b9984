import Foundation

/// A view's content hugging and compression resistance priorities per axis.
struct ContentPriorities {
    var hugging = (horizontal: UILayoutPriority.defaultLow, vertical: UILayoutPriority.defaultLow)
    var compressionResistance = (horizontal: UILayoutPriority.defaultHigh, vertical: UILayoutPriority.defaultHigh)
}

extension UIView {
    /// `UIView.noIntrinsicMetric`: no intrinsic size on that axis.
    public static let noIntrinsicMetric: CGFloat = -1

    /// How strongly the view resists growing beyond its intrinsic size on `axis`
    /// (250 by default; a label's vertical hugging is 251).
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? engineState.contentPriorities.hugging.horizontal : engineState.contentPriorities.hugging.vertical
    }

    /// Sets the content hugging priority on `axis`. Values are clamped into `1...1000`
    /// (NaN is refused), with a logged error; the engine is updated at its next solve.
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        guard let priority = clampedContentPriority(priority, "setContentHuggingPriority") else { return }
        guard priority != contentHuggingPriority(for: axis) else { return }
        if axis == .horizontal { engineState.contentPriorities.hugging.horizontal = priority } else { engineState.contentPriorities.hugging.vertical = priority }
        contentPrioritiesDidChange()
    }

    /// How strongly the view resists shrinking below its intrinsic size on `axis` (750 by default).
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? engineState.contentPriorities.compressionResistance.horizontal : engineState.contentPriorities.compressionResistance.vertical
    }

    /// Sets the compression resistance priority on `axis`. Values are clamped into
    /// `1...1000` (NaN is refused), with a logged error; the engine is updated at its next solve.
    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
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
