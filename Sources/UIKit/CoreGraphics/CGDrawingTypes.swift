import Foundation

/// How the ends of open subpaths are stroked (Core Graphics' raw values, which are cairo's).
public enum CGLineCap: Int32, Sendable {
    /// The stroke stops at the end point (the default).
    case butt = 0
    /// A semicircle of half the line width is added at each end.
    case round = 1
    /// The stroke goes on half the line width past each end.
    case square = 2
}

/// How the corners of stroked paths are drawn.
public enum CGLineJoin: Int32, Sendable {
    /// Sharp corners, cut to a bevel past the miter limit (the default).
    case miter = 0
    /// Rounded corners.
    case round = 1
    /// Corners cut off square.
    case bevel = 2
}

/// The rule that decides which points a path encloses.
public enum CGPathFillRule: Int, Sendable {
    /// Inside where the path winds round a non-zero number of times.
    case winding = 0
    /// Inside where a ray crosses the path an odd number of times.
    case evenOdd = 1
}

/// What ``CGContext/drawPath(using:)`` paints.
public enum CGPathDrawingMode: Int32, Sendable {
    case fill = 0
    case eoFill = 1
    case stroke = 2
    /// Fill (non-zero), then stroke.
    case fillStroke = 3
    /// Fill (even-odd), then stroke.
    case eoFillStroke = 4
}

/// How what is painted combines with what is there (Core Graphics' raw values).
public enum CGBlendMode: Int32, Sendable {
    case normal = 0, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    case clear, copy, sourceIn, sourceOut, sourceAtop, destinationOver, destinationIn, destinationOut, destinationAtop
    case xor, plusDarker, plusLighter
}

/// How images are sampled when drawn scaled (Core Graphics' raw values).
public enum CGInterpolationQuality: Int32, Sendable {
    /// The context decides (cairo's good filter).
    case `default` = 0
    /// Nearest pixel.
    case none = 1
    case low = 2
    case high = 3
    case medium = 4
}

/// Whether a gradient extends its end colours beyond its start and end.
public struct CGGradientDrawingOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The start colour fills the area before the start.
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1)
    /// The end colour fills the area after the end.
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 2)
}

/// How an image's pixels carry alpha (Core Graphics' raw values).
public enum CGImageAlphaInfo: UInt32, Sendable {
    case none = 0
    case premultipliedLast = 1
    case premultipliedFirst = 2
    case last = 3
    case first = 4
    case noneSkipLast = 5
    case noneSkipFirst = 6
    case alphaOnly = 7
}

/// The layout of a bitmap's pixels: the alpha info in the low bits, the byte order above.
public struct CGBitmapInfo: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Builds the info from an alpha info alone.
    public init(alphaInfo: CGImageAlphaInfo) { self.init(rawValue: alphaInfo.rawValue) }

    public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
    public static let floatInfoMask = CGBitmapInfo(rawValue: 0xF00)
    public static let floatComponents = CGBitmapInfo(rawValue: 1 << 8)
    public static let byteOrderMask = CGBitmapInfo(rawValue: 0x7000)
    public static let byteOrderDefault = CGBitmapInfo([])
    public static let byteOrder16Little = CGBitmapInfo(rawValue: 1 << 12)
    public static let byteOrder32Little = CGBitmapInfo(rawValue: 2 << 12)
    public static let byteOrder16Big = CGBitmapInfo(rawValue: 3 << 12)
    public static let byteOrder32Big = CGBitmapInfo(rawValue: 4 << 12)
    /// The host's 32-bit order (little-endian here).
    public static let byteOrder32Host = byteOrder32Little

    /// The alpha part.
    var alphaInfo: CGImageAlphaInfo { CGImageAlphaInfo(rawValue: rawValue & 0x1F) ?? .none }
    /// The byte-order part.
    var byteOrder: UInt32 { rawValue & 0x7000 }
}
