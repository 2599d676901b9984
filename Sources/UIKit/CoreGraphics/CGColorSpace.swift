import Foundation

/// A colour space, as Core Graphics names them. Drawing here is in sRGB: the device
/// spaces stand for it as they do on iOS ("correspond closely to sRGB").
public final class CGColorSpace: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// The kinds of colour space.
    public enum Model: Int32, Sendable {
        case unknown = -1
        case monochrome = 0
        case rgb = 1
        case cmyk = 2
    }

    /// The standard RGB space.
    public static let sRGB = "kCGColorSpaceSRGB"
    /// sRGB with components beyond `0...1` (UIKit's colours).
    public static let extendedSRGB = "kCGColorSpaceExtendedSRGB"
    /// A generic RGB space (treated as sRGB).
    public static let genericRGBLinear = "kCGColorSpaceGenericRGBLinear"
    /// Display P3 (treated as sRGB).
    public static let displayP3 = "kCGColorSpaceDisplayP3"
    /// A gray space with the sRGB curve.
    public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
    /// Gray beyond `0...1` (UIKit's `UIColor(white:alpha:)`).
    public static let extendedGray = "kCGColorSpaceExtendedGray"
    /// Linear gray (treated as the gray space).
    public static let linearGray = "kCGColorSpaceLinearGray"

    /// The space's name.
    public let name: String?
    /// Gray or RGB.
    public let model: Model

    /// The space called `name`; nil for a name Core Graphics does not define.
    public init?(name: String) {
        switch name {
        case Self.sRGB, Self.extendedSRGB, Self.genericRGBLinear, Self.displayP3: model = .rgb
        case Self.genericGrayGamma2_2, Self.extendedGray, Self.linearGray: model = .monochrome
        default:
            LayoutDiagnostics.error("CGColorSpace(name:): unknown colour space name \"\(name)\"")
            return nil
        }
        self.name = name
    }

    init(model: Model, name: String?) {
        self.model = model
        self.name = name
    }

    /// The number of colour components (no alpha): 1 for gray, 3 for RGB.
    public var numberOfComponents: Int { model == .monochrome ? 1 : model == .cmyk ? 4 : 3 }

    static let deviceRGB = CGColorSpace(model: .rgb, name: nil)
    static let deviceGray = CGColorSpace(model: .monochrome, name: nil)
    static let srgb = CGColorSpace(model: .rgb, name: sRGB)

    public static func == (lhs: CGColorSpace, rhs: CGColorSpace) -> Bool { lhs.model == rhs.model && lhs.name == rhs.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(model); hasher.combine(name) }
    public var description: String { "CGColorSpace(\(name ?? (model == .monochrome ? "DeviceGray" : "DeviceRGB")))" }
}

/// The device RGB space (sRGB here, as on iOS).
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace.deviceRGB }

/// The device gray space.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { CGColorSpace.deviceGray }
