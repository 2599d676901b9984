import Foundation

/// How a tab bar item looks in one state.
@preconcurrency @MainActor
public final class UITabBarItemStateAppearance: NSObject {
    /// Attributes of the title's text (`.foregroundColor` and `.font` are drawn).
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// Moves the title.
    public var titlePositionAdjustment: UIOffset = .zero
    /// The colour of the item's image (and, without a title colour, its title).
    public var iconColor: UIColor?
    /// Moves the badge.
    public var badgePositionAdjustment: UIOffset = .zero
    /// The badge's colour.
    public var badgeBackgroundColor: UIColor?
    /// Attributes of the badge's text.
    public var badgeTextAttributes: [NSAttributedString.Key: Any] = [:]

    func copy(from other: UITabBarItemStateAppearance) {
        titleTextAttributes = other.titleTextAttributes
        titlePositionAdjustment = other.titlePositionAdjustment
        iconColor = other.iconColor
        badgePositionAdjustment = other.badgePositionAdjustment
        badgeBackgroundColor = other.badgeBackgroundColor
        badgeTextAttributes = other.badgeTextAttributes
    }

    /// The colour a title in this state is drawn with, if the appearance sets one.
    var titleColor: UIColor? { titleTextAttributes[.foregroundColor] as? UIColor ?? iconColor }
}

/// How a tab bar's items look, per state.
@preconcurrency @MainActor
open class UITabBarItemAppearance: NSObject, @preconcurrency NSCopying {
    /// Not selected.
    public let normal = UITabBarItemStateAppearance()
    /// Selected.
    public let selected = UITabBarItemStateAppearance()
    /// Disabled.
    public let disabled = UITabBarItemStateAppearance()
    /// Focused.
    public let focused = UITabBarItemStateAppearance()

    /// The default look.
    public override init() { super.init() }

    /// The default look for `style`.
    public init(style: UITabBarItemAppearance.Style) { super.init() }

    /// How items are laid out.
    public enum Style: Int, Sendable {
        case stacked, inline, compactInline
    }

    /// Resets every state for `style`.
    open func configureWithDefault(for style: UITabBarItemAppearance.Style) {
        let blank = UITabBarItemStateAppearance()
        for state in [normal, selected, disabled, focused] { state.copy(from: blank) }
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UITabBarItemAppearance()
        copy.normal.copy(from: normal)
        copy.selected.copy(from: selected)
        copy.disabled.copy(from: disabled)
        copy.focused.copy(from: focused)
        return copy
    }
}

/// How a tab bar looks: its background and shadow, its items, its selection.
@preconcurrency @MainActor
open class UITabBarAppearance: UIBarAppearance {
    /// Items with the title under the image (the layout used here).
    open var stackedLayoutAppearance = UITabBarItemAppearance(style: .stacked)
    /// Items with the title beside the image.
    open var inlineLayoutAppearance = UITabBarItemAppearance(style: .inline)
    /// Items with the title beside the image, in a compact bar.
    open var compactInlineLayoutAppearance = UITabBarItemAppearance(style: .compactInline)
    /// The colour of the selection indicator.
    open var selectionIndicatorTintColor: UIColor?
    /// An image behind the selected item.
    open var selectionIndicatorImage: UIImage?

    public override init(idiom: UIUserInterfaceIdiom) {
        super.init(idiom: idiom)
    }

    /// A copy of `barAppearance`, with its tab settings when it has them.
    public override init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        if let other = barAppearance as? UITabBarAppearance {
            stackedLayoutAppearance = other.stackedLayoutAppearance.copy() as! UITabBarItemAppearance
            inlineLayoutAppearance = other.inlineLayoutAppearance.copy() as! UITabBarItemAppearance
            compactInlineLayoutAppearance = other.compactInlineLayoutAppearance.copy() as! UITabBarItemAppearance
            selectionIndicatorTintColor = other.selectionIndicatorTintColor
            selectionIndicatorImage = other.selectionIndicatorImage
        }
    }

    open override func copy(with zone: NSZone? = nil) -> Any {
        UITabBarAppearance(barAppearance: self)
    }
}
