import Foundation

/// An RGBA colour with components in `0...1` (sRGB, not premultiplied).
///
/// A value type here (UIKit's is a class); the host converts it to its pixel format.
public struct UIColor: Hashable, Sendable, CustomStringConvertible {
    private var storedRed: CGFloat
    private var storedGreen: CGFloat
    private var storedBlue: CGFloat
    private var storedAlpha: CGFloat
    /// The closure of a dynamic colour (``init(dynamicProvider:)``).
    private var provider: DynamicColorProvider?

    /// The red component, `0...1` (of ``resolvedColor(with:)`` for the current traits,
    /// for a dynamic colour).
    public var red: CGFloat { provider == nil ? storedRed : resolvedColor(with: .current).red }
    /// The green component, `0...1`.
    public var green: CGFloat { provider == nil ? storedGreen : resolvedColor(with: .current).green }
    /// The blue component, `0...1`.
    public var blue: CGFloat { provider == nil ? storedBlue : resolvedColor(with: .current).blue }
    /// The opacity, `0...1`.
    public var alpha: CGFloat { provider == nil ? storedAlpha : resolvedColor(with: .current).alpha }

    /// Creates a colour from RGBA components; each is clamped into `0...1` (NaN becomes 0).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        func clamp(_ v: CGFloat) -> CGFloat { v.isNaN ? 0 : min(max(v, 0), 1) }
        storedRed = clamp(red)
        storedGreen = clamp(green)
        storedBlue = clamp(blue)
        storedAlpha = clamp(alpha)
        provider = nil
    }

    /// A colour that depends on the traits it is shown with (light and dark appearance):
    /// `UIColor { traits in traits.userInterfaceStyle == .dark ? .black : .white }`.
    /// Its components are those for ``UITraitCollection/current``, which UIKit sets to a
    /// view's traits while it draws and lays out.
    public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        self.init(red: 0, green: 0, blue: 0, alpha: 0)
        provider = DynamicColorProvider(dynamicProvider)
    }

    /// Whether the colour comes from a provider (``init(dynamicProvider:)``).
    var isDynamic: Bool { provider != nil }

    /// The colour for `traitCollection`: a dynamic colour's provider answers; any other
    /// colour is itself.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        guard let provider else { return self }
        return provider.resolve(traitCollection).resolvedColor(with: traitCollection)
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

    /// Reads the components (UIKit's way; the properties above are this project's).
    @discardableResult
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let resolved = resolvedColor(with: .current)
        red?.pointee = resolved.red
        green?.pointee = resolved.green
        blue?.pointee = resolved.blue
        alpha?.pointee = resolved.alpha
        return true
    }

    public var description: String {
        "UIColor(r: \(red.formattedG), g: \(green.formattedG), b: \(blue.formattedG), a: \(alpha.formattedG))"
    }
}


/// A dynamic colour's closure, compared by identity (two colours made by one call of
/// ``UIColor/init(dynamicProvider:)`` are equal).
private final class DynamicColorProvider: Hashable, Sendable {
    let resolve: @Sendable (UITraitCollection) -> UIColor
    init(_ resolve: @escaping @Sendable (UITraitCollection) -> UIColor) { self.resolve = resolve }
    static func == (lhs: DynamicColorProvider, rhs: DynamicColorProvider) -> Bool { lhs === rhs }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// `#colorLiteral(red:green:blue:alpha:)`, as Xcode's colour literals write it.
extension UIColor: _ExpressibleByColorLiteral {
    public init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
}
