import Foundation

/// Where a bitmap's 8-bit components sit in memory, from its bits per component, colour
/// space and bitmap info (the layouts Core Graphics' bitmap contexts accept), and how to
/// copy its pixels to and from cairo's premultiplied native-endian ARGB words (B, G, R, A
/// bytes on little-endian machines).
/// A bitmap layout, or why there is none.
enum LayoutChoice {
    case success(BitmapLayout)
    case failure(String)
}

struct BitmapLayout: Equatable, Sendable {
    enum Order: Sendable { case rgba, bgra, argb, abgr, gray, alpha }
    let order: Order
    /// Whether the alpha byte means something (else it is skipped, the pixel opaque).
    let hasAlpha: Bool

    var bytesPerPixel: Int {
        switch order {
        case .gray: hasAlpha ? 2 : 1
        case .alpha: 1
        default: 4
        }
    }

    /// What ``CGImage`` reports for this layout.
    var bitmapInfo: CGBitmapInfo {
        switch order {
        case .rgba: CGBitmapInfo(rawValue: (hasAlpha ? CGImageAlphaInfo.premultipliedLast : .noneSkipLast).rawValue)
        case .abgr: CGBitmapInfo(rawValue: (hasAlpha ? CGImageAlphaInfo.premultipliedLast : .noneSkipLast).rawValue
                                 | CGBitmapInfo.byteOrder32Little.rawValue)
        case .argb: CGBitmapInfo(rawValue: (hasAlpha ? CGImageAlphaInfo.premultipliedFirst : .noneSkipFirst).rawValue
                                 | CGBitmapInfo.byteOrder32Big.rawValue)
        case .bgra: CGBitmapInfo(rawValue: (hasAlpha ? CGImageAlphaInfo.premultipliedFirst : .noneSkipFirst).rawValue
                                 | CGBitmapInfo.byteOrder32Little.rawValue)
        case .gray: CGBitmapInfo(rawValue: (hasAlpha ? CGImageAlphaInfo.premultipliedLast : .none).rawValue)
        case .alpha: CGBitmapInfo(rawValue: CGImageAlphaInfo.alphaOnly.rawValue)
        }
    }

    var colorSpace: CGColorSpace? {
        switch order {
        case .gray: .deviceGray
        case .alpha: nil
        default: .deviceRGB
        }
    }

    /// cairo's own layout: no conversion needed.
    static let cairo = BitmapLayout(order: .bgra, hasAlpha: true)
    /// ``ImageBitmap``'s layout.
    static let imageBitmap = BitmapLayout(order: .rgba, hasAlpha: true)

    /// The layout for a bitmap context's parameters; nil (with the reason) for one Core
    /// Graphics does not support either.
    static func make(bitsPerComponent: Int, space: CGColorSpace?, bitmapInfo: UInt32) -> LayoutChoice {
        let info = CGBitmapInfo(rawValue: bitmapInfo)
        guard bitsPerComponent == 8 else { return .failure("\(bitsPerComponent) bits per component (only 8 is supported)") }
        guard info.intersection(.floatComponents).isEmpty else { return .failure("float components are not supported") }
        let alpha = info.alphaInfo
        let little = info.byteOrder == CGBitmapInfo.byteOrder32Little.rawValue
        switch (space?.model, alpha) {
        case (nil, .alphaOnly), (_, .alphaOnly): return .success(BitmapLayout(order: .alpha, hasAlpha: true))
        case (.monochrome?, .none): return .success(BitmapLayout(order: .gray, hasAlpha: false))
        case (.monochrome?, .premultipliedLast): return .success(BitmapLayout(order: .gray, hasAlpha: true))
        case (.rgb?, .premultipliedLast), (.rgb?, .noneSkipLast):
            return .success(BitmapLayout(order: little ? .abgr : .rgba, hasAlpha: alpha == .premultipliedLast))
        case (.rgb?, .premultipliedFirst), (.rgb?, .noneSkipFirst):
            return .success(BitmapLayout(order: little ? .bgra : .argb, hasAlpha: alpha == .premultipliedFirst))
        default:
            return .failure("colour space \(space.map(\.description) ?? "nil") with alpha info \(alpha) (unpremultiplied alpha "
                            + "and alpha-less RGB are not supported, as in Core Graphics)")
        }
    }

    /// Copies `height` rows of `width` pixels from `source` (this layout) into cairo's ARGB.
    func load(from source: UnsafeRawPointer, stride: Int, into cairo: UnsafeMutableRawPointer, cairoStride: Int,
              width: Int, height: Int) {
        for y in 0..<height {
            let s = source.advanced(by: y * stride).assumingMemoryBound(to: UInt8.self)
            let d = cairo.advanced(by: y * cairoStride).assumingMemoryBound(to: UInt8.self)
            for x in 0..<width {
                let p = s + x * bytesPerPixel, q = d + x * 4
                var r: UInt8, g: UInt8, b: UInt8, a: UInt8
                switch order {
                case .rgba: (r, g, b, a) = (p[0], p[1], p[2], p[3])
                case .bgra: (r, g, b, a) = (p[2], p[1], p[0], p[3])
                case .argb: (r, g, b, a) = (p[1], p[2], p[3], p[0])
                case .abgr: (r, g, b, a) = (p[3], p[2], p[1], p[0])
                case .gray: (r, g, b, a) = (p[0], p[0], p[0], hasAlpha ? p[1] : 255)
                case .alpha: (r, g, b, a) = (0, 0, 0, p[0])
                }
                if !hasAlpha { a = 255 }
                q[0] = b; q[1] = g; q[2] = r; q[3] = a
            }
        }
    }

    /// Copies `height` rows of `width` pixels from cairo's ARGB into `destination` (this layout).
    func store(from cairo: UnsafeRawPointer, cairoStride: Int, into destination: UnsafeMutableRawPointer, stride: Int,
               width: Int, height: Int) {
        for y in 0..<height {
            let s = cairo.advanced(by: y * cairoStride).assumingMemoryBound(to: UInt8.self)
            let d = destination.advanced(by: y * stride).assumingMemoryBound(to: UInt8.self)
            for x in 0..<width {
                let p = s + x * 4, q = d + x * bytesPerPixel
                let b = p[0], g = p[1], r = p[2], a = hasAlpha ? p[3] : 255
                switch order {
                case .rgba: q[0] = r; q[1] = g; q[2] = b; q[3] = a
                case .bgra: q[0] = b; q[1] = g; q[2] = r; q[3] = a
                case .argb: q[0] = a; q[1] = r; q[2] = g; q[3] = b
                case .abgr: q[0] = a; q[1] = b; q[2] = g; q[3] = r
                case .gray:
                    // Rec. 601 luma of the premultiplied colour.
                    let luma: Int = Int(r) * 299 + Int(g) * 587 + Int(b) * 114
                    q[0] = UInt8((luma + 500) / 1000)
                    if hasAlpha { q[1] = a }
                case .alpha: q[0] = p[3]
                }
            }
        }
    }
}
