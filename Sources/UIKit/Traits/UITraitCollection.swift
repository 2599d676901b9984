import Foundation

/// A size class: how much room there is along one axis.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified, compact, regular
}

/// Light or dark appearance.
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified, light, dark
}

/// The layout direction a trait collection carries.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    case unspecified = -1, leftToRight = 0, rightToLeft = 1
}

/// The user's preferred text size (Dynamic Type); `.large` is the default.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    /// Whether the category is one of the five accessibility sizes.
    public var isAccessibilityCategory: Bool { rawValue.hasPrefix("UICTContentSizeCategoryAccessibility") }
}

/// The traits of an environment: size classes, scale, direction, appearance, text size.
///
/// A window derives its traits from its size (see ``UIWindow``'s size-class rule) and its
/// screen; its views and view controllers report the window's, with their own layout
/// direction. Values, compared by their traits.
public final class UITraitCollection: NSObject, @unchecked Sendable {
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    public let verticalSizeClass: UIUserInterfaceSizeClass
    /// Pixels per point (0: unspecified).
    public let displayScale: CGFloat
    public let layoutDirection: UITraitEnvironmentLayoutDirection
    public let userInterfaceStyle: UIUserInterfaceStyle
    public let preferredContentSizeCategory: UIContentSizeCategory
    /// The kind of device the interface is laid out for (``UIDevice/userInterfaceIdiom``
    /// in a window).
    public let userInterfaceIdiom: UIUserInterfaceIdiom

    /// A collection with every trait unspecified.
    public convenience override init() {
        self.init(horizontal: .unspecified, vertical: .unspecified, scale: 0, direction: .unspecified,
                  style: .unspecified, category: .unspecified)
    }

    /// A collection that specifies only the horizontal size class.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(horizontal: horizontalSizeClass, vertical: .unspecified, scale: 0, direction: .unspecified,
                  style: .unspecified, category: .unspecified)
    }

    /// A collection that specifies only the vertical size class.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(horizontal: .unspecified, vertical: verticalSizeClass, scale: 0, direction: .unspecified,
                  style: .unspecified, category: .unspecified)
    }

    /// A collection that specifies only the display scale.
    public convenience init(displayScale: CGFloat) {
        self.init(horizontal: .unspecified, vertical: .unspecified, scale: displayScale, direction: .unspecified,
                  style: .unspecified, category: .unspecified)
    }

    /// A collection that specifies only the appearance.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(horizontal: .unspecified, vertical: .unspecified, scale: 0, direction: .unspecified,
                  style: userInterfaceStyle, category: .unspecified)
    }

    /// A collection that specifies only the interface idiom.
    public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) {
        self.init(horizontal: .unspecified, vertical: .unspecified, scale: 0, direction: .unspecified,
                  style: .unspecified, category: .unspecified, idiom: userInterfaceIdiom)
    }

    /// A collection that specifies only the text size.
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(horizontal: .unspecified, vertical: .unspecified, scale: 0, direction: .unspecified,
                  style: .unspecified, category: preferredContentSizeCategory)
    }

    /// The collections combined: each trait from the last collection that specifies it.
    public convenience init(traitsFrom collections: [UITraitCollection]) {
        func pick<T: Equatable>(_ value: (UITraitCollection) -> T, unspecified: T) -> T {
            collections.last { value($0) != unspecified }.map(value) ?? unspecified
        }
        self.init(horizontal: pick(\.horizontalSizeClass, unspecified: .unspecified),
                  vertical: pick(\.verticalSizeClass, unspecified: .unspecified),
                  scale: pick(\.displayScale, unspecified: 0),
                  direction: pick(\.layoutDirection, unspecified: .unspecified),
                  style: pick(\.userInterfaceStyle, unspecified: .unspecified),
                  category: pick(\.preferredContentSizeCategory, unspecified: .unspecified),
                  idiom: pick(\.userInterfaceIdiom, unspecified: .unspecified))
    }

    init(horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass, scale: CGFloat,
         direction: UITraitEnvironmentLayoutDirection, style: UIUserInterfaceStyle, category: UIContentSizeCategory,
         idiom: UIUserInterfaceIdiom = .unspecified) {
        horizontalSizeClass = horizontal
        verticalSizeClass = vertical
        displayScale = scale
        layoutDirection = direction
        userInterfaceStyle = style
        preferredContentSizeCategory = category
        userInterfaceIdiom = idiom
    }

    /// Whether every trait `other` specifies has the same value here.
    public func containsTraits(in other: UITraitCollection?) -> Bool {
        guard let other else { return true }
        return (other.horizontalSizeClass == .unspecified || other.horizontalSizeClass == horizontalSizeClass)
            && (other.verticalSizeClass == .unspecified || other.verticalSizeClass == verticalSizeClass)
            && (other.displayScale == 0 || other.displayScale == displayScale)
            && (other.layoutDirection == .unspecified || other.layoutDirection == layoutDirection)
            && (other.userInterfaceStyle == .unspecified || other.userInterfaceStyle == userInterfaceStyle)
            && (other.preferredContentSizeCategory == .unspecified || other.preferredContentSizeCategory == preferredContentSizeCategory)
            && (other.userInterfaceIdiom == .unspecified || other.userInterfaceIdiom == userInterfaceIdiom)
    }

    /// Whether either size class differs. A convenience of this project (UIKit has no such
    /// method; code written for it compares the size classes itself).
    public func hasDifferentSizeClass(comparedTo other: UITraitCollection?) -> Bool {
        guard let other else { return true }
        return horizontalSizeClass != other.horizontalSizeClass || verticalSizeClass != other.verticalSizeClass
    }

    /// Whether `object` is a trait collection with the same traits.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let b = object as? UITraitCollection else { return false }
        let a = self
        return a.horizontalSizeClass == b.horizontalSizeClass && a.verticalSizeClass == b.verticalSizeClass
            && a.displayScale == b.displayScale && a.layoutDirection == b.layoutDirection
            && a.userInterfaceStyle == b.userInterfaceStyle && a.preferredContentSizeCategory == b.preferredContentSizeCategory
            && a.userInterfaceIdiom == b.userInterfaceIdiom
    }

    public override var hash: Int {
        var hasher = Hasher()
        hasher.combine(horizontalSizeClass)
        hasher.combine(verticalSizeClass)
        hasher.combine(displayScale)
        hasher.combine(layoutDirection)
        hasher.combine(userInterfaceStyle)
        hasher.combine(preferredContentSizeCategory)
        hasher.combine(userInterfaceIdiom)
        return hasher.finalize()
    }

    nonisolated public override var description: String {
        mainActorUnchecked {
            func name(_ sizeClass: UIUserInterfaceSizeClass) -> String {
                switch sizeClass {
                case .unspecified: "Unspecified"
                case .compact: "Compact"
                case .regular: "Regular"
                }
            }
            return "<UITraitCollection: \(Unmanaged.passUnretained(self).toOpaque()); HorizontalSizeClass = \(name(horizontalSizeClass)), "
                + "VerticalSizeClass = \(name(verticalSizeClass)), DisplayScale = \(displayScale.formattedG)>"
        }
    }
}
