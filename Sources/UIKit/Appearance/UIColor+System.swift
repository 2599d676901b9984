import Foundation

/// UIKit's system and semantic colours, with their values in the light appearance
/// (there is no dark appearance yet, so each is one fixed colour).
extension UIColor {
    private static func rgb(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat = 1) -> UIColor {
        UIColor(red: r / 255, green: g / 255, blue: b / 255, alpha: a)
    }
    /// The default tint: system buttons' titles, the slider's filled track, the caret.
    public static let systemBlue = rgb(0, 122, 255)
    /// A switch's track when on.
    public static let systemGreen = rgb(52, 199, 89)
    /// A mid grey.
    public static let systemGray = rgb(142, 142, 147)
    /// A light grey.
    public static let systemGray3 = rgb(199, 199, 204)
    /// A lighter grey (borders, a slider's empty track).
    public static let systemGray4 = rgb(209, 209, 214)
    /// A very light grey (a switch's track when off).
    public static let systemGray5 = rgb(229, 229, 234)
    /// Placeholder text.
    public static let placeholderText = rgb(60, 60, 67, 0.3)

    /// A darker grey.
    public static let systemGray2 = rgb(174, 174, 178)
    /// The lightest grey.
    public static let systemGray6 = rgb(242, 242, 247)
    public static let systemRed = rgb(255, 59, 48)
    public static let systemOrange = rgb(255, 149, 0)
    public static let systemYellow = rgb(255, 204, 0)
    public static let systemPink = rgb(255, 45, 85)
    public static let systemPurple = rgb(175, 82, 222)
    public static let systemTeal = rgb(48, 176, 199)
    public static let systemIndigo = rgb(88, 86, 214)
    public static let systemBrown = rgb(162, 132, 94)
    public static let systemMint = rgb(0, 199, 190)
    public static let systemCyan = rgb(50, 173, 230)

    // MARK: Semantic colours

    /// The main background of an interface.
    public static let systemBackground = rgb(255, 255, 255)
    /// Content layered on the main background.
    public static let secondarySystemBackground = rgb(242, 242, 247)
    /// Content layered on secondary backgrounds.
    public static let tertiarySystemBackground = rgb(255, 255, 255)
    /// The background of a grouped interface (a grouped table).
    public static let systemGroupedBackground = rgb(242, 242, 247)
    /// Content layered on a grouped background.
    public static let secondarySystemGroupedBackground = rgb(255, 255, 255)
    /// Content layered on secondary grouped backgrounds.
    public static let tertiarySystemGroupedBackground = rgb(242, 242, 247)
    /// Primary text.
    public static let label = rgb(0, 0, 0)
    /// Secondary text.
    public static let secondaryLabel = rgb(60, 60, 67, 0.6)
    /// Tertiary text.
    public static let tertiaryLabel = rgb(60, 60, 67, 0.3)
    /// Quaternary text.
    public static let quaternaryLabel = rgb(60, 60, 67, 0.18)
    /// Links.
    public static let link = rgb(0, 122, 255)
    /// Thin borders and dividers, letting content show through.
    public static let separator = rgb(60, 60, 67, 0.29)
    /// Borders and dividers that hide what is under them.
    public static let opaqueSeparator = rgb(198, 198, 200)
    /// Thin and small shapes' fill.
    public static let systemFill = rgb(120, 120, 128, 0.2)
    /// Medium shapes' fill.
    public static let secondarySystemFill = rgb(120, 120, 128, 0.16)
    /// Large shapes' fill.
    public static let tertiarySystemFill = rgb(118, 118, 128, 0.12)
    /// Large areas' fill.
    public static let quaternarySystemFill = rgb(116, 116, 128, 0.08)
    /// Text on a dark background.
    public static let lightText = UIColor(white: 1, alpha: 0.6)
    /// Text on a light background.
    public static let darkText = UIColor(white: 0, alpha: 1)
}
