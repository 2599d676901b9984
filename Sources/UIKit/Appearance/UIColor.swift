import Foundation

/// An RGBA colour with components in `0...1` (sRGB, not premultiplied).
///
/// A class rooted in `NSObject`, as UIKit's is: `==` is ``isEqual(_:)`` (equal components,
/// or the same provider for a dynamic colour), and `hash` agrees with it. Instances are
/// immutable; ``withAlphaComponent(_:)`` and ``resolvedColor(with:)`` return other ones.
/// The host converts a colour to its pixel format.
///
/// `@unchecked Sendable` is honest: every stored property is a `let` of a `Sendable` type,
/// so an instance can be shared between threads, as Apple's can.
open class UIColor: NSObject, @unchecked Sendable {
    private let storedRed: CGFloat
    private let storedGreen: CGFloat
    private let storedBlue: CGFloat
    private let storedAlpha: CGFloat
    /// The closure of a dynamic colour (``init(dynamicProvider:)``).
    private let provider: DynamicColorProvider?

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
        super.init()
    }

    /// A colour that depends on the traits it is shown with (light and dark appearance):
    /// `UIColor { traits in traits.userInterfaceStyle == .dark ? .black : .white }`.
    /// Its components are those for ``UITraitCollection/current``, which UIKit sets to a
    /// view's traits while it draws and lays out.
    public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        storedRed = 0
        storedGreen = 0
        storedBlue = 0
        storedAlpha = 0
        provider = DynamicColorProvider(dynamicProvider)
        super.init()
    }

    /// A colour like `color`, as an instance of this class: the same components, or (for a
    /// dynamic colour) a provider of its own that answers as `color`'s does. What the
    /// initialisers that look a colour up (``init(named:)``) make. (Convenience, so that
    /// subclasses in other modules inherit the public initialisers.)
    convenience init(resolvingAs color: UIColor) {
        if let provider = color.provider {
            self.init(dynamicProvider: provider.resolve)
        } else {
            self.init(red: color.storedRed, green: color.storedGreen, blue: color.storedBlue, alpha: color.storedAlpha)
        }
    }

    /// `#colorLiteral(red:green:blue:alpha:)`, as Xcode's colour literals write it
    /// (``_ExpressibleByColorLiteral``; `required`, so that subclasses keep it).
    public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }

    /// Creates a grey of the given brightness.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// Whether the colour comes from a provider (``init(dynamicProvider:)``).
    var isDynamic: Bool { provider != nil }

    /// The colour for `traitCollection`: a dynamic colour's provider answers; any other
    /// colour is itself.
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        guard let provider else { return self }
        return provider.resolve(traitCollection).resolvedColor(with: traitCollection)
    }

    /// The same colour with another opacity.
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    // MARK: Named colours (one shared instance each)

    /// Opaque black.
    open class var black: UIColor { BasicColors.black }
    /// Opaque white.
    open class var white: UIColor { BasicColors.white }
    /// Opaque 50 % grey.
    open class var gray: UIColor { BasicColors.gray }
    /// Opaque 33 % grey.
    open class var darkGray: UIColor { BasicColors.darkGray }
    /// Opaque 67 % grey.
    open class var lightGray: UIColor { BasicColors.lightGray }
    /// Fully transparent black.
    open class var clear: UIColor { BasicColors.clear }
    /// Opaque red.
    open class var red: UIColor { BasicColors.red }
    /// Opaque green.
    open class var green: UIColor { BasicColors.green }
    /// Opaque blue.
    open class var blue: UIColor { BasicColors.blue }
    /// Opaque yellow.
    open class var yellow: UIColor { BasicColors.yellow }
    /// Opaque cyan.
    open class var cyan: UIColor { BasicColors.cyan }
    /// Opaque magenta.
    open class var magenta: UIColor { BasicColors.magenta }
    /// Opaque orange.
    open class var orange: UIColor { BasicColors.orange }
    /// Opaque purple.
    open class var purple: UIColor { BasicColors.purple }
    /// Opaque brown.
    open class var brown: UIColor { BasicColors.brown }

    /// Reads the components (UIKit's way; the properties above are this project's).
    @discardableResult
    open func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                     blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let resolved = resolvedColor(with: .current)
        red?.pointee = resolved.red
        green?.pointee = resolved.green
        blue?.pointee = resolved.blue
        alpha?.pointee = resolved.alpha
        return true
    }

    /// Whether `object` is a colour with the same components (a dynamic colour: one made
    /// by the same call of ``init(dynamicProvider:)``, or a copy of it).
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        if other === self { return true }
        return provider == other.provider && storedRed == other.storedRed && storedGreen == other.storedGreen
            && storedBlue == other.storedBlue && storedAlpha == other.storedAlpha
    }

    /// A hash that agrees with ``isEqual(_:)``.
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(storedRed)
        hasher.combine(storedGreen)
        hasher.combine(storedBlue)
        hasher.combine(storedAlpha)
        hasher.combine(provider)
        return hasher.finalize()
    }

    /// `UIColor(r: 1, g: 0, b: 0, a: 1)`.
    open override var description: String {
        "UIColor(r: \(red.formattedG), g: \(green.formattedG), b: \(blue.formattedG), a: \(alpha.formattedG))"
    }
}

/// `#colorLiteral(red:green:blue:alpha:)`; the initialiser is in the class.
extension UIColor: _ExpressibleByColorLiteral {}

/// A colour is immutable, so a copy is the colour itself (as UIKit's is).
extension UIColor: NSCopying {
    /// The colour itself.
    public func copy(with zone: NSZone?) -> Any { self }
}

/// A dynamic colour's closure, compared by identity (two colours made by one call of
/// ``UIColor/init(dynamicProvider:)`` are equal).
private final class DynamicColorProvider: Hashable, Sendable {
    let resolve: @Sendable (UITraitCollection) -> UIColor
    init(_ resolve: @escaping @Sendable (UITraitCollection) -> UIColor) { self.resolve = resolve }
    static func == (lhs: DynamicColorProvider, rhs: DynamicColorProvider) -> Bool { lhs === rhs }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// The instances behind UIColor's named colours, made once.
private enum BasicColors {
    static let black = UIColor(white: 0, alpha: 1)
    static let white = UIColor(white: 1, alpha: 1)
    static let gray = UIColor(white: 0.5, alpha: 1)
    static let darkGray = UIColor(white: 1.0 / 3.0, alpha: 1)
    static let lightGray = UIColor(white: 2.0 / 3.0, alpha: 1)
    static let clear = UIColor(white: 0, alpha: 0)
    static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
}
