import Foundation
import Testing
import UIKit

/// Outlined glyphs (stroke width) and blurred shadows, drawn by pangocairo into image contexts.
@MainActor
@Suite struct StrokeAndShadowDrawingTests {
    let font = UIFont(familyName: "DejaVu Sans", pointSize: 40, weight: .bold)

    func render(_ attributes: [NSAttributedString.Key: Any], _ string: String = "H") -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: 80, height: 70), format: format).image { _ in
            NSAttributedString(string: string, attributes: attributes.merging([.font: font]) { $1 }).draw(at: CGPoint(x: 10, y: 10))
        }
    }

    /// The opaque-enough pixels of `image` (premultiplied RGBA).
    func pixels(_ image: UIImage) -> [[UInt8]] {
        (0..<image.bitmap.height).flatMap { y in (0..<image.bitmap.width).compactMap { image.bitmap.pixel(x: $0, y: y) } }
            .filter { $0[3] > 200 }
    }

    func isRed(_ p: [UInt8]) -> Bool { p[0] > 200 && p[1] < 60 && p[2] < 60 }
    func isBlue(_ p: [UInt8]) -> Bool { p[2] > 200 && p[0] < 60 && p[1] < 60 }

    @Test func positiveStrokeWidthDrawsTheOutlineOnly() {
        let filled = pixels(render([.foregroundColor: UIColor.blue]))
        let outlined = pixels(render([.foregroundColor: UIColor.blue, .strokeColor: UIColor.red, .strokeWidth: 3.0]))
        #expect(filled.count > 200 && filled.allSatisfy(isBlue))
        #expect(!outlined.isEmpty && !outlined.contains(where: isBlue), "the glyphs are not filled")
        #expect(outlined.contains(where: isRed))
        // An outline 1.2 px wide covers less than the filled bold glyph.
        #expect(outlined.count < filled.count)
    }

    @Test func negativeStrokeWidthFillsAndOutlines() {
        let both = pixels(render([.foregroundColor: UIColor.blue, .strokeColor: UIColor.red, .strokeWidth: -6]))
        #expect(both.contains(where: isBlue) && both.contains(where: isRed))
        // Without a stroke colour the outline is in the text colour.
        let own = pixels(render([.foregroundColor: UIColor.blue, .strokeWidth: -6]))
        #expect(own.allSatisfy(isBlue) && own.count > pixels(render([.foregroundColor: UIColor.blue])).count)
    }

    @Test func shadowBlurRadiusSpreadsTheShadow() {
        func shadowed(blur: CGFloat) -> UIImage {
            let shadow = NSShadow()
            shadow.shadowOffset = CGSize(width: 0, height: 0)
            shadow.shadowBlurRadius = blur
            shadow.shadowColor = UIColor.red
            return render([.foregroundColor: UIColor.clear, .shadow: shadow], "I")
        }
        func covered(_ image: UIImage) -> [Int] {
            (0..<image.bitmap.width).filter { x in (0..<image.bitmap.height).contains { (image.bitmap.pixel(x: x, y: $0)?[3] ?? 0) > 8 } }
        }
        let sharp = covered(shadowed(blur: 0)), blurred = covered(shadowed(blur: 8))
        #expect(!sharp.isEmpty)
        // The blur spreads the shadow past the glyph's own columns on both sides.
        #expect((blurred.first ?? 99) < (sharp.first ?? 0) - 2 && (blurred.last ?? 0) > (sharp.last ?? 99) + 2,
                "\(sharp.first ?? -1)…\(sharp.last ?? -1) blurred \(blurred.first ?? -1)…\(blurred.last ?? -1)")
        // And it is soft: the glyph's centre is less opaque than the sharp shadow's.
        let sharpImage = shadowed(blur: 0), blurredImage = shadowed(blur: 8)
        let column = sharp[sharp.count / 2]
        let sharpPeak = (0..<70).map { Int(sharpImage.bitmap.pixel(x: column, y: $0)?[3] ?? 0) }.max() ?? 0
        let blurredPeak = (0..<70).map { Int(blurredImage.bitmap.pixel(x: column, y: $0)?[3] ?? 0) }.max() ?? 0
        #expect(sharpPeak > 240 && blurredPeak < sharpPeak)
    }
}
