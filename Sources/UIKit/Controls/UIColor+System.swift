import Foundation

/// UIKit's system colours that the controls use, with their light-appearance values.
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
}
