import Foundation

/// How a navigation bar looks: its background and shadow (``UIBarAppearance``), its
/// titles' text and its buttons.
@preconcurrency @MainActor
open class UINavigationBarAppearance: UIBarAppearance {
    /// Attributes of the title's text (`.foregroundColor` and `.font` are drawn).
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// Attributes of the large title's text.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// Moves the title.
    open var titlePositionAdjustment: UIOffset = .zero
    /// How plain buttons look.
    open var buttonAppearance = UIBarButtonItemAppearance(style: .plain)
    /// How done buttons look.
    open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)
    /// How the back button looks.
    open var backButtonAppearance = UIBarButtonItemAppearance(style: .plain)
    /// The image of the back chevron.
    public private(set) var backIndicatorImage: UIImage?
    /// The mask of the back chevron during a transition.
    public private(set) var backIndicatorTransitionMaskImage: UIImage?

    /// Sets the back chevron's image and its transition mask.
    open func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage backIndicatorTransitionMaskImage: UIImage?) {
        self.backIndicatorImage = backIndicatorImage
        self.backIndicatorTransitionMaskImage = backIndicatorTransitionMaskImage
    }

    /// A copy of `barAppearance`, with its navigation settings when it has them.
    public override init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        if let other = barAppearance as? UINavigationBarAppearance { copyNavigation(from: other) }
    }

    public override init(idiom: UIUserInterfaceIdiom) {
        super.init(idiom: idiom)
    }

    open override func copy(with zone: NSZone? = nil) -> Any {
        UINavigationBarAppearance(barAppearance: self)
    }

    private func copyNavigation(from other: UINavigationBarAppearance) {
        titleTextAttributes = other.titleTextAttributes
        largeTitleTextAttributes = other.largeTitleTextAttributes
        titlePositionAdjustment = other.titlePositionAdjustment
        buttonAppearance = other.buttonAppearance.copy() as! UIBarButtonItemAppearance
        doneButtonAppearance = other.doneButtonAppearance.copy() as! UIBarButtonItemAppearance
        backButtonAppearance = other.backButtonAppearance.copy() as! UIBarButtonItemAppearance
        backIndicatorImage = other.backIndicatorImage
        backIndicatorTransitionMaskImage = other.backIndicatorTransitionMaskImage
    }
}

/// How a toolbar looks.
@preconcurrency @MainActor
open class UIToolbarAppearance: UIBarAppearance {
    /// How plain buttons look.
    open var buttonAppearance = UIBarButtonItemAppearance(style: .plain)
    /// How done buttons look.
    open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)

    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIToolbarAppearance(barAppearance: self)
        copy.buttonAppearance = buttonAppearance.copy() as! UIBarButtonItemAppearance
        copy.doneButtonAppearance = doneButtonAppearance.copy() as! UIBarButtonItemAppearance
        return copy
    }
}
