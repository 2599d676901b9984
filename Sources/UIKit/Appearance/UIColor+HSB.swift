import Foundation

extension UIColor {
    /// A colour from hue, saturation and brightness (each 0…1; a hue of 1 is red again,
    /// as 0 is) and alpha.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let rgb = HSBComponents(hue: hue, saturation: saturation, brightness: brightness).rgb
        self.init(red: rgb.red, green: rgb.green, blue: rgb.blue, alpha: alpha)
    }

    /// Reads the colour as hue, saturation and brightness (each 0…1) and alpha.
    /// - Returns: true (every colour here is in an RGB space, so it converts).
    @discardableResult
    public func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
                       brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let resolved = resolvedColor(with: .current)
        let hsb = HSBComponents(red: resolved.red, green: resolved.green, blue: resolved.blue)
        hue?.pointee = hsb.hue
        saturation?.pointee = hsb.saturation
        brightness?.pointee = hsb.brightness
        alpha?.pointee = resolved.alpha
        return true
    }

    /// Reads the colour as a grey level (the mean of red, green and blue) and alpha.
    /// - Returns: true.
    @discardableResult
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let resolved = resolvedColor(with: .current)
        white?.pointee = (resolved.red + resolved.green + resolved.blue) / 3
        alpha?.pointee = resolved.alpha
        return true
    }
}

/// Hue, saturation and brightness: the conversions to and from RGB.
struct HSBComponents: Equatable {
    var hue: CGFloat
    var saturation: CGFloat
    var brightness: CGFloat

    init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat) {
        self.hue = hue
        self.saturation = saturation
        self.brightness = brightness
    }

    /// The hue, saturation and brightness of an RGB colour (hue 0 for greys).
    init(red: CGFloat, green: CGFloat, blue: CGFloat) {
        let maximum = max(red, green, blue), minimum = min(red, green, blue)
        let chroma = maximum - minimum
        brightness = maximum
        saturation = maximum > 0 ? chroma / maximum : 0
        guard chroma > 0 else {
            hue = 0
            return
        }
        var sixths: CGFloat
        if maximum == red {
            sixths = (green - blue) / chroma
            if sixths < 0 { sixths += 6 }
        } else if maximum == green {
            sixths = (blue - red) / chroma + 2
        } else {
            sixths = (red - green) / chroma + 4
        }
        hue = sixths / 6
    }

    /// The RGB colour.
    var rgb: (red: CGFloat, green: CGFloat, blue: CGFloat) {
        guard hue.isFinite, saturation.isFinite, brightness.isFinite else { return (0, 0, 0) }
        let value = brightness, chroma = brightness * saturation
        var turn = hue.truncatingRemainder(dividingBy: 1)
        if turn < 0 { turn += 1 }
        let sixths = turn * 6
        let second = chroma * (1 - abs(sixths.truncatingRemainder(dividingBy: 2) - 1))
        let base = value - chroma
        let (r, g, b): (CGFloat, CGFloat, CGFloat)
        switch Int(sixths) {
        case 0: (r, g, b) = (chroma, second, 0)
        case 1: (r, g, b) = (second, chroma, 0)
        case 2: (r, g, b) = (0, chroma, second)
        case 3: (r, g, b) = (0, second, chroma)
        case 4: (r, g, b) = (second, 0, chroma)
        default: (r, g, b) = (chroma, 0, second)
        }
        return (r + base, g + base, b + base)
    }
}
