import Foundation

/// Scales fonts and values for Dynamic Type: by the ratio of a text style's size at the
/// content size category to its size at Large (the default).
public final class UIFontMetrics: NSObject, @unchecked Sendable {
    /// The text style whose sizes set the ratio.
    private let textStyle: UIFont.TextStyle

    /// Metrics for the body style.
    public static var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

    /// Metrics for `textStyle`.
    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
        super.init()
    }

    /// The factor for `traitCollection`'s category (the current traits' when `nil`).
    @preconcurrency @MainActor private func factor(_ traitCollection: UITraitCollection?) -> CGFloat {
        let category = (traitCollection ?? UITraitCollection.current).preferredContentSizeCategory
        let base = textStyle.pointSize(for: .large)
        return base > 0 ? textStyle.pointSize(for: category) / base : 1
    }

    /// `font` scaled for the current content size category.
    @preconcurrency @MainActor public func scaledFont(for font: UIFont) -> UIFont { scaledFont(for: font, compatibleWith: nil) }

    /// `font` scaled for `traitCollection`'s content size category.
    @preconcurrency @MainActor public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        font.withSize((font.pointSize * factor(traitCollection)).rounded())
    }

    /// `font` scaled, no larger than `maximumPointSize`.
    @preconcurrency @MainActor public func scaledFont(for font: UIFont, maximumPointSize: CGFloat,
                                                      compatibleWith traitCollection: UITraitCollection? = nil) -> UIFont {
        let scaled = scaledFont(for: font, compatibleWith: traitCollection)
        return maximumPointSize > 0 && scaled.pointSize > maximumPointSize ? font.withSize(maximumPointSize) : scaled
    }

    /// `value` scaled for the current content size category.
    @preconcurrency @MainActor public func scaledValue(for value: CGFloat) -> CGFloat { scaledValue(for: value, compatibleWith: nil) }

    /// `value` scaled for `traitCollection`'s content size category.
    @preconcurrency @MainActor public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        value * factor(traitCollection)
    }
}
