import Foundation

/// A colour as Core Graphics passes it: RGBA components in `0...1` (sRGB). Core Graphics
/// does not exist on Linux; this stands in for it where layers take colours.
public final class CGColor: Equatable, @unchecked Sendable, CustomStringConvertible {
    /// Red, green, blue and alpha.
    public let components: [CGFloat]?
    /// The opacity.
    public var alpha: CGFloat { components?.last ?? 1 }
    /// The number of components (4).
    public var numberOfComponents: Int { components?.count ?? 0 }

    /// Creates a colour from sRGB components.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = [red, green, blue, alpha]
    }

    /// Creates a grey.
    public init(gray: CGFloat, alpha: CGFloat) {
        components = [gray, gray, gray, alpha]
    }

    /// The colour with another opacity.
    public func copy(alpha: CGFloat) -> CGColor? {
        let c = uiColor
        return CGColor(red: c.red, green: c.green, blue: c.blue, alpha: alpha)
    }

    var uiColor: UIColor { UIColor(cgColor: self) }

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.components == rhs.components }
    public var description: String { "CGColor(\(components ?? []))" }
}

extension UIColor {
    /// The colour as a ``CGColor`` (for layers).
    public var cgColor: CGColor { CGColor(red: red, green: green, blue: blue, alpha: alpha) }

    /// Creates a colour from a ``CGColor``.
    public convenience init(cgColor: CGColor) {
        let c = cgColor.components ?? [0, 0, 0, 1]
        self.init(red: c[0], green: c[1], blue: c[2], alpha: c[3])
    }
}
