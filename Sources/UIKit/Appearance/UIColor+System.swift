import Foundation

/// UIKit's system and semantic colours, with their values in the light appearance
/// (there is no dark appearance yet, so each is one fixed colour). Each is one shared
/// instance. (They are `public`, not `open`: Swift without Objective-C cannot override a
/// member declared in an extension.)
extension UIColor {
    fileprivate static func rgb(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat = 1) -> UIColor {
        UIColor(red: r / 255, green: g / 255, blue: b / 255, alpha: a)
    }
    /// The default tint: system buttons' titles, the slider's filled track, the caret.
    public class var systemBlue: UIColor { SystemColors.systemBlue }
    /// A switch's track when on.
    public class var systemGreen: UIColor { SystemColors.systemGreen }
    /// A mid grey.
    public class var systemGray: UIColor { SystemColors.systemGray }
    /// A light grey.
    public class var systemGray3: UIColor { SystemColors.systemGray3 }
    /// A lighter grey (borders, a slider's empty track).
    public class var systemGray4: UIColor { SystemColors.systemGray4 }
    /// A very light grey (a switch's track when off).
    public class var systemGray5: UIColor { SystemColors.systemGray5 }
    /// Placeholder text.
    public class var placeholderText: UIColor { SystemColors.placeholderText }

    /// A darker grey.
    public class var systemGray2: UIColor { SystemColors.systemGray2 }
    /// The lightest grey.
    public class var systemGray6: UIColor { SystemColors.systemGray6 }
    /// Red.
    public class var systemRed: UIColor { SystemColors.systemRed }
    /// Orange.
    public class var systemOrange: UIColor { SystemColors.systemOrange }
    /// Yellow.
    public class var systemYellow: UIColor { SystemColors.systemYellow }
    /// Pink.
    public class var systemPink: UIColor { SystemColors.systemPink }
    /// Purple.
    public class var systemPurple: UIColor { SystemColors.systemPurple }
    /// Teal.
    public class var systemTeal: UIColor { SystemColors.systemTeal }
    /// Indigo.
    public class var systemIndigo: UIColor { SystemColors.systemIndigo }
    /// Brown.
    public class var systemBrown: UIColor { SystemColors.systemBrown }
    /// Mint.
    public class var systemMint: UIColor { SystemColors.systemMint }
    /// Cyan.
    public class var systemCyan: UIColor { SystemColors.systemCyan }

    // MARK: Semantic colours

    /// The main background of an interface.
    public class var systemBackground: UIColor { SystemColors.systemBackground }
    /// Content layered on the main background.
    public class var secondarySystemBackground: UIColor { SystemColors.secondarySystemBackground }
    /// Content layered on secondary backgrounds.
    public class var tertiarySystemBackground: UIColor { SystemColors.tertiarySystemBackground }
    /// The background of a grouped interface (a grouped table).
    public class var systemGroupedBackground: UIColor { SystemColors.systemGroupedBackground }
    /// Content layered on a grouped background.
    public class var secondarySystemGroupedBackground: UIColor { SystemColors.secondarySystemGroupedBackground }
    /// Content layered on secondary grouped backgrounds.
    public class var tertiarySystemGroupedBackground: UIColor { SystemColors.tertiarySystemGroupedBackground }
    /// Primary text.
    public class var label: UIColor { SystemColors.label }
    /// Secondary text.
    public class var secondaryLabel: UIColor { SystemColors.secondaryLabel }
    /// Tertiary text.
    public class var tertiaryLabel: UIColor { SystemColors.tertiaryLabel }
    /// Quaternary text.
    public class var quaternaryLabel: UIColor { SystemColors.quaternaryLabel }
    /// Links.
    public class var link: UIColor { SystemColors.link }
    /// Thin borders and dividers, letting content show through.
    public class var separator: UIColor { SystemColors.separator }
    /// Borders and dividers that hide what is under them.
    public class var opaqueSeparator: UIColor { SystemColors.opaqueSeparator }
    /// Thin and small shapes' fill.
    public class var systemFill: UIColor { SystemColors.systemFill }
    /// Medium shapes' fill.
    public class var secondarySystemFill: UIColor { SystemColors.secondarySystemFill }
    /// Large shapes' fill.
    public class var tertiarySystemFill: UIColor { SystemColors.tertiarySystemFill }
    /// Large areas' fill.
    public class var quaternarySystemFill: UIColor { SystemColors.quaternarySystemFill }
    /// Text on a dark background.
    public class var lightText: UIColor { SystemColors.lightText }
    /// Text on a light background.
    public class var darkText: UIColor { SystemColors.darkText }
}

/// The instances behind the system colours, made once.
private enum SystemColors {
    static let systemBlue = UIColor.rgb(0, 122, 255)
    static let systemGreen = UIColor.rgb(52, 199, 89)
    static let systemGray = UIColor.rgb(142, 142, 147)
    static let systemGray3 = UIColor.rgb(199, 199, 204)
    static let systemGray4 = UIColor.rgb(209, 209, 214)
    static let systemGray5 = UIColor.rgb(229, 229, 234)
    static let placeholderText = UIColor.rgb(60, 60, 67, 0.3)
    static let systemGray2 = UIColor.rgb(174, 174, 178)
    static let systemGray6 = UIColor.rgb(242, 242, 247)
    static let systemRed = UIColor.rgb(255, 59, 48)
    static let systemOrange = UIColor.rgb(255, 149, 0)
    static let systemYellow = UIColor.rgb(255, 204, 0)
    static let systemPink = UIColor.rgb(255, 45, 85)
    static let systemPurple = UIColor.rgb(175, 82, 222)
    static let systemTeal = UIColor.rgb(48, 176, 199)
    static let systemIndigo = UIColor.rgb(88, 86, 214)
    static let systemBrown = UIColor.rgb(162, 132, 94)
    static let systemMint = UIColor.rgb(0, 199, 190)
    static let systemCyan = UIColor.rgb(50, 173, 230)
    static let systemBackground = UIColor.rgb(255, 255, 255)
    static let secondarySystemBackground = UIColor.rgb(242, 242, 247)
    static let tertiarySystemBackground = UIColor.rgb(255, 255, 255)
    static let systemGroupedBackground = UIColor.rgb(242, 242, 247)
    static let secondarySystemGroupedBackground = UIColor.rgb(255, 255, 255)
    static let tertiarySystemGroupedBackground = UIColor.rgb(242, 242, 247)
    static let label = UIColor.rgb(0, 0, 0)
    static let secondaryLabel = UIColor.rgb(60, 60, 67, 0.6)
    static let tertiaryLabel = UIColor.rgb(60, 60, 67, 0.3)
    static let quaternaryLabel = UIColor.rgb(60, 60, 67, 0.18)
    static let link = UIColor.rgb(0, 122, 255)
    static let separator = UIColor.rgb(60, 60, 67, 0.29)
    static let opaqueSeparator = UIColor.rgb(198, 198, 200)
    static let systemFill = UIColor.rgb(120, 120, 128, 0.2)
    static let secondarySystemFill = UIColor.rgb(120, 120, 128, 0.16)
    static let tertiarySystemFill = UIColor.rgb(118, 118, 128, 0.12)
    static let quaternarySystemFill = UIColor.rgb(116, 116, 128, 0.08)
    static let lightText = UIColor(white: 1, alpha: 0.6)
    static let darkText = UIColor(white: 0, alpha: 1)
}
