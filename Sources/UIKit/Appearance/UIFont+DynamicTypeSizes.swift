import Foundation

extension UIFont.TextStyle {
    /// The point size of the style at `category`: Apple's Human Interface Guidelines,
    /// Dynamic Type sizes for iOS, from extra small to the largest accessibility size.
    /// An unknown style sizes as body; an unknown or unspecified category as Large.
    func pointSize(for category: UIContentSizeCategory) -> CGFloat {
        let sizes: [CGFloat]
        switch self {
        //                    XS  S   M   L   XL  XXL XXXL AX1 AX2 AX3 AX4 AX5
        case .largeTitle: sizes = [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
        case .title1: sizes = [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
        case .title2: sizes = [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
        case .title3: sizes = [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
        case .headline: sizes = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .callout: sizes = [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
        case .subheadline: sizes = [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
        case .footnote: sizes = [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
        case .caption1: sizes = [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
        case .caption2: sizes = [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
        default: sizes = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        }
        return sizes[category.dynamicTypeIndex]
    }
}

extension UIContentSizeCategory {
    /// The position of the category among the twelve Dynamic Type sizes (Large for an
    /// unknown or unspecified one).
    var dynamicTypeIndex: Int {
        let order: [UIContentSizeCategory] = [
            .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
            .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge,
            .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
        ]
        return order.firstIndex(of: self) ?? 3
    }
}

/// What labels and text fields adopt: fonts that follow the content size category.
@preconcurrency @MainActor
public protocol UIContentSizeCategoryAdjusting: AnyObject {
    /// Whether a Dynamic Type font follows the content size category.
    var adjustsFontForContentSizeCategory: Bool { get set }
}

extension UILabel: UIContentSizeCategoryAdjusting {}
extension UITextField: UIContentSizeCategoryAdjusting {}

extension UIFont {
    /// The same text style at the content size category of `traits`, or `nil` when the
    /// font has no text style or already has that size.
    func adjusted(to traits: UITraitCollection) -> UIFont? {
        guard let textStyle else { return nil }
        let adjusted = UIFont.preferredFont(forTextStyle: textStyle, compatibleWith: traits)
        return adjusted == self ? nil : adjusted
    }
}
