import Foundation

/// A colour as Core Graphics passes it: components in a ``CGColorSpace`` (gray or RGB),
/// alpha last. Core Graphics does not exist on Linux; this is UIKit's own.
public final class CGColor: Equatable, @unchecked Sendable, CustomStringConvertible {
    /// Red, green, blue and alpha, whatever the space (gray repeated).
    let rgba: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)
    /// The colour's space: RGB, or gray for colours made from a gray level.
    public let colorSpace: CGColorSpace?

    /// The components in the colour's space, alpha last: `[gray, alpha]` or
    /// `[red, green, blue, alpha]`.
    public var components: [CGFloat]? {
        colorSpace?.model == .monochrome ? [rgba.red, rgba.alpha] : [rgba.red, rgba.green, rgba.blue, rgba.alpha]
    }
    /// The opacity.
    public var alpha: CGFloat { rgba.alpha }
    /// The number of components, alpha included (2 for gray, 4 for RGB).
    public var numberOfComponents: Int { components?.count ?? 0 }

    /// Creates a colour from sRGB components.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        rgba = (red, green, blue, alpha)
        colorSpace = .srgb
    }

    /// Creates a colour from sRGB components.
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Creates a grey.
    public init(gray: CGFloat, alpha: CGFloat) {
        rgba = (gray, gray, gray, alpha)
        colorSpace = .deviceGray
    }

    /// Creates a colour from components in `space` (its colour components, then alpha);
    /// nil when the count does not match.
    public init?(colorSpace space: CGColorSpace, components: UnsafePointer<CGFloat>) {
        switch space.model {
        case .monochrome: rgba = (components[0], components[0], components[0], components[1])
        case .rgb: rgba = (components[0], components[1], components[2], components[3])
        default:
            LayoutDiagnostics.error("CGColor(colorSpace:components:): only gray and RGB spaces are supported")
            return nil
        }
        colorSpace = space
    }

    /// Opaque black, white and clear, as Core Graphics' constants.
    public static let black = CGColor(gray: 0, alpha: 1)
    public static let white = CGColor(gray: 1, alpha: 1)
    public static let clear = CGColor(gray: 0, alpha: 0)

    /// The colour with another opacity.
    public func copy(alpha: CGFloat) -> CGColor? {
        colorSpace?.model == .monochrome ? CGColor(gray: rgba.red, alpha: alpha)
            : CGColor(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: alpha)
    }

    /// A copy.
    public func copy() -> CGColor? { copy(alpha: alpha) }

    var uiColor: UIColor { UIColor(cgColor: self) }

    /// Same colour (a gray and the RGB colour of the same gray are equal).
    public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.rgba == rhs.rgba }
    public var description: String { "CGColor(\(components ?? []))" }
}

extension UIColor {
    /// The colour as a ``CGColor`` (for layers).
    public var cgColor: CGColor { CGColor(red: red, green: green, blue: blue, alpha: alpha) }

    /// Creates a colour from a ``CGColor``.
    public convenience init(cgColor: CGColor) {
        let c = cgColor.rgba
        self.init(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
    }
}
