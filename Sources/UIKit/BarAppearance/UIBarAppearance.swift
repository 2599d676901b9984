import Foundation

/// How a bar's background and shadow look (the base of ``UINavigationBarAppearance``,
/// ``UITabBarAppearance`` and ``UIToolbarAppearance``). Set on a bar's
/// `standardAppearance`, `compactAppearance` and `scrollEdgeAppearance`, or on a
/// navigation item's, to restyle the bar.
@preconcurrency @MainActor
open class UIBarAppearance: NSObject, @preconcurrency NSCopying {
    /// The kind of device the appearance is for.
    public let idiom: UIUserInterfaceIdiom
    /// The background colour (nil: the configured default).
    open var backgroundColor: UIColor?
    /// An image drawn over the background colour.
    open var backgroundImage: UIImage?
    /// How ``backgroundImage`` fills the bar.
    open var backgroundImageContentMode: UIView.ContentMode = .scaleToFill
    /// The colour of the hairline under (a tab bar: over) the bar; nil or clear for none.
    open var shadowColor: UIColor?
    /// An image drawn in place of the hairline.
    open var shadowImage: UIImage?
    /// Whether the background is translucent (the default background is).
    var isTranslucentBackground = true

    /// The default appearance: a translucent system background with a hairline.
    public convenience override init() {
        self.init(idiom: UIDevice.current.userInterfaceIdiom)
    }

    /// The default appearance for `idiom`.
    public init(idiom: UIUserInterfaceIdiom) {
        self.idiom = idiom
        super.init()
        configureWithDefaultBackground()
    }

    /// A copy of `barAppearance`'s background and shadow.
    public init(barAppearance: UIBarAppearance) {
        idiom = barAppearance.idiom
        super.init()
        copyBackground(from: barAppearance)
    }

    /// The system's default: a translucent system background and a hairline shadow.
    open func configureWithDefaultBackground() {
        backgroundColor = nil
        backgroundImage = nil
        shadowImage = nil
        shadowColor = .separator
        isTranslucentBackground = true
    }

    /// An opaque system background and a hairline shadow.
    open func configureWithOpaqueBackground() {
        backgroundColor = .systemBackground
        backgroundImage = nil
        shadowImage = nil
        shadowColor = .separator
        isTranslucentBackground = false
    }

    /// No background and no shadow: what is under the bar shows.
    open func configureWithTransparentBackground() {
        backgroundColor = .clear
        backgroundImage = nil
        shadowImage = nil
        shadowColor = nil
        isTranslucentBackground = false
    }

    /// A copy.
    open func copy(with zone: NSZone? = nil) -> Any {
        UIBarAppearance(barAppearance: self)
    }

    /// Takes `other`'s background and shadow.
    func copyBackground(from other: UIBarAppearance) {
        backgroundColor = other.backgroundColor
        backgroundImage = other.backgroundImage
        backgroundImageContentMode = other.backgroundImageContentMode
        shadowColor = other.shadowColor
        shadowImage = other.shadowImage
        isTranslucentBackground = other.isTranslucentBackground
    }

    /// Whether the background differs from the default one (a bar's legacy
    /// `barTintColor` and `isTranslucent` apply otherwise).
    var setsBackground: Bool { backgroundColor != nil || backgroundImage != nil || !isTranslucentBackground }

    /// The colour the bar's background is drawn with.
    var resolvedBackgroundColor: UIColor {
        if let backgroundColor { return backgroundColor }
        return isTranslucentBackground ? UIColor.systemBackground.withAlphaComponent(0.94) : .systemBackground
    }
}

/// How a bar button looks in one state (``UIBarButtonItemAppearance/normal`` …).
@preconcurrency @MainActor
public final class UIBarButtonItemStateAppearance: NSObject {
    /// Attributes of the title's text (`.foregroundColor` and `.font` are drawn).
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// Moves the title.
    public var titlePositionAdjustment: UIOffset = .zero
    /// An image behind the button.
    public var backgroundImage: UIImage?
    /// Moves the background image.
    public var backgroundImagePositionAdjustment: UIOffset = .zero

    func copy(from other: UIBarButtonItemStateAppearance) {
        titleTextAttributes = other.titleTextAttributes
        titlePositionAdjustment = other.titlePositionAdjustment
        backgroundImage = other.backgroundImage
        backgroundImagePositionAdjustment = other.backgroundImagePositionAdjustment
    }
}

/// How a bar's buttons look, per state.
@preconcurrency @MainActor
open class UIBarButtonItemAppearance: NSObject, @preconcurrency NSCopying {
    /// Enabled, not pressed.
    public let normal = UIBarButtonItemStateAppearance()
    /// Pressed.
    public let highlighted = UIBarButtonItemStateAppearance()
    /// Disabled.
    public let disabled = UIBarButtonItemStateAppearance()
    /// Focused.
    public let focused = UIBarButtonItemStateAppearance()
    private let style: UIBarButtonItem.Style

    /// The plain style's default.
    public convenience override init() { self.init(style: .plain) }

    /// The default for `style` (done buttons are bold).
    public init(style: UIBarButtonItem.Style) {
        self.style = style
        super.init()
        configureWithDefault(for: style)
    }

    /// Resets every state to the default for `style`.
    open func configureWithDefault(for style: UIBarButtonItem.Style) {
        for state in [normal, highlighted, disabled, focused] {
            state.titleTextAttributes = style == .done ? [.font: UIFont.boldSystemFont(ofSize: 17)] : [:]
            state.titlePositionAdjustment = .zero
            state.backgroundImage = nil
            state.backgroundImagePositionAdjustment = .zero
        }
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIBarButtonItemAppearance(style: style)
        copy.normal.copy(from: normal)
        copy.highlighted.copy(from: highlighted)
        copy.disabled.copy(from: disabled)
        copy.focused.copy(from: focused)
        return copy
    }
}
