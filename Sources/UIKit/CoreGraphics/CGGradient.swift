import Foundation

/// Core Foundation's array, as Core Graphics takes colour lists (`colors as CFArray`).
public typealias CFArray = NSArray

/// Colours at locations along a gradient, as Core Graphics': drawn by
/// ``CGContext/drawLinearGradient(_:start:end:options:)`` and
/// ``CGContext/drawRadialGradient(_:startCenter:startRadius:endCenter:endRadius:options:)``.
public final class CGGradient: @unchecked Sendable {
    /// The stops: location in `0...1` and unpremultiplied RGBA.
    let stops: [(location: CGFloat, color: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat))]

    /// A gradient of `colors` at `locations` (nil: evenly spaced from 0 to 1); nil when
    /// `colors` is empty or the counts differ.
    public init?(colorsSpace space: CGColorSpace?, colors array: CFArray, locations: UnsafePointer<CGFloat>?) {
        let colors = array.compactMap { $0 as? CGColor }
        guard !colors.isEmpty, colors.count == array.count else {
            LayoutDiagnostics.error("CGGradient(colorsSpace:colors:locations:): the colours must be a non-empty array of CGColor")
            return nil
        }
        let places = Self.locations(locations, count: colors.count)
        stops = zip(places, colors).map { ($0, $1.rgba) }.sorted { $0.location < $1.location }
    }

    /// A gradient of `count` colours given as components in `space` (its colour
    /// components then alpha, per colour) at `locations` (nil: evenly spaced).
    public init?(colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
                 locations: UnsafePointer<CGFloat>?, count: Int) {
        guard count > 0, space.model == .rgb || space.model == .monochrome else {
            LayoutDiagnostics.error("CGGradient(colorSpace:colorComponents:locations:count:): need a gray or RGB space and a count > 0")
            return nil
        }
        let n = space.numberOfComponents + 1
        let places = Self.locations(locations, count: count)
        stops = (0..<count).map { i in
            let c = components + i * n
            let color = n == 2 ? (c[0], c[0], c[0], c[1]) : (c[0], c[1], c[2], c[3])
            return (places[i], color)
        }.sorted { $0.location < $1.location }
    }

    private static func locations(_ pointer: UnsafePointer<CGFloat>?, count: Int) -> [CGFloat] {
        if let pointer { return (0..<count).map { min(max(pointer[$0], 0), 1) } }
        return count == 1 ? [0] : (0..<count).map { CGFloat($0) / CGFloat(count - 1) }
    }
}
