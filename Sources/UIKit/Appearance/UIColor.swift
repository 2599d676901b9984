import Foundation

/// An RGBA colour with components in `0...1` (sRGB, not premultiplied).
///
/// A value type here (UIKit's is a class); the host converts it to its pixel format.
public struct UIColor: Hashable, Sendable, CustomStringConvertible {
    /// The red component, `0...1`.
    public var red: CGFloat
    /// The green component, `0...1`.
    public var green: CGFloat
    /// The blue component, `0...1`.
    public var blue: CGFloat
    /// The opacity, `0...1`.
    public var alpha: CGFloat

    /// Creates a colour from RGBA components; each is clamped into `0...1` (NaN becomes 0).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        func clamp(_ v: CGFloat) -> CGFloat { v.isNaN ? 0 : min(max(v, 0), 1) }
        self.red = clamp(red)
        self.green = clamp(green)
        self.blue = clamp(blue)
        self.alpha = clamp(alpha)
    }

    /// Creates a grey of the given brightness.
    public init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// The same colour with another opacity.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Opaque black.
    public static let black = UIColor(white: 0, alpha: 1)
    /// Opaque white.
    public static let white = UIColor(white: 1, alpha: 1)
    /// Opaque 50 % grey.
    public static let gray = UIColor(white: 0.5, alpha: 1)
    /// Opaque 33 % grey.
    public static let darkGray = UIColor(white: 1.0 / 3.0, alpha: 1)
    /// Opaque 67 % grey.
    public static let lightGray = UIColor(white: 2.0 / 3.0, alpha: 1)
    /// Fully transparent black.
    public static let clear = UIColor(white: 0, alpha: 0)
    /// Opaque red.
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    /// Opaque green.
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    /// Opaque blue.
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    /// Opaque yellow.
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    /// Opaque cyan.
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    /// Opaque magenta.
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    /// Opaque orange.
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    /// Opaque purple.
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    /// Opaque brown.
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)

    public var description: String {
        "UIColor(r: \(red.formattedG), g: \(green.formattedG), b: \(blue.formattedG), a: \(alpha.formattedG))"
    }
}
