import Foundation
import Testing
@testable import UIKit
import UIKitTestSupport

@Suite("UIGraphicsImageRenderer: images drawn in code")
@MainActor
struct ImageRendererTests {
    private func format(scale: CGFloat) -> UIGraphicsImageRendererFormat {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return format
    }

    @Test func fillsAtTheFormatsScale() throws {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 8), format: format(scale: 2))
        let image = renderer.image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 5, height: 8))
            UIColor(red: 0, green: 0, blue: 1, alpha: 0.5).setFill()
            context.fill(CGRect(x: 5, y: 0, width: 5, height: 8))
        }
        #expect(image.size == CGSize(width: 10, height: 8) && image.scale == 2)
        #expect(image.bitmap.width == 20 && image.bitmap.height == 16)
        #expect(image.bitmap.pixel(x: 3, y: 3) == [255, 0, 0, 255])
        #expect(image.bitmap.pixel(x: 15, y: 3) == [0, 0, 128, 128], "half-transparent blue, premultiplied")
    }

    @Test func roundedShapesAreAntiAliasedAndClipsRound() throws {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40), format: format(scale: 1))
        let image = renderer.image { _ in
            let context = try! #require(UIGraphicsGetCurrentDrawingContext())
            context.fill(CGRect(x: 0, y: 0, width: 40, height: 40), cornerRadius: 10, color: .green, alpha: 1)
            context.clip(to: CGRect(x: 20, y: 20, width: 20, height: 20), cornerRadius: 10)
            context.fill(CGRect(x: 0, y: 0, width: 40, height: 40), color: .blue, alpha: 1)
        }
        #expect(image.bitmap.pixel(x: 0, y: 0)?[3] == 0, "the corner is cut")
        #expect(image.bitmap.pixel(x: 10, y: 10) == [0, 255, 0, 255])
        var partial = 0
        for y in 0..<10 { for x in 0..<10 where (1..<255).contains(image.bitmap.pixel(x: x, y: y)?[3] ?? 0) { partial += 1 } }
        #expect(partial >= 6, "the arc's pixels are partly covered: \(partial)")
        #expect(image.bitmap.pixel(x: 30, y: 30) == [0, 0, 255, 255], "inside the rounded clip")
        #expect(image.bitmap.pixel(x: 39, y: 39) != [0, 0, 255, 255], "the clip's corner is round")
    }

    @Test func imagesAreScaledIntoTheRectangle() throws {
        let checker = UIImage(bitmap: ImageBitmap(width: 2, height: 2, premultipliedRGBA: [
            255, 0, 0, 255, 0, 0, 255, 255, 0, 0, 255, 255, 255, 0, 0, 255,
        ])!)
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20), format: format(scale: 1))
        let image = renderer.image { _ in checker.draw(in: CGRect(x: 0, y: 0, width: 20, height: 20)) }
        #expect(image.bitmap.pixel(x: 2, y: 2) == [255, 0, 0, 255])
        #expect(image.bitmap.pixel(x: 17, y: 2) == [0, 0, 255, 255])
        #expect(image.bitmap.pixel(x: 17, y: 17) == [255, 0, 0, 255])
    }

    @Test func shadowsSpreadBeyondTheShape() throws {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 60, height: 60), format: format(scale: 1))
        let image = renderer.image { _ in
            UIGraphicsGetCurrentDrawingContext()?.drawShadow(of: CGRect(x: 20, y: 20, width: 20, height: 20), cornerRadius: 0,
                                                      blurRadius: 4, color: .black, alpha: 1)
        }
        let inside = try #require(image.bitmap.pixel(x: 30, y: 30))
        let edge = try #require(image.bitmap.pixel(x: 20, y: 30))
        let outside = try #require(image.bitmap.pixel(x: 12, y: 30))
        let far = try #require(image.bitmap.pixel(x: 2, y: 30))
        #expect(inside[3] > 230 && edge[3] > 100 && edge[3] < 160 && outside[3] > 0 && outside[3] < 60 && far[3] == 0,
                "\(inside) \(edge) \(outside) \(far)")
    }

    @Test func aViewsDrawingCodeDrawsIntoTheImageTextIncluded() throws {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 30), format: format(scale: 1))
        let log = LogCapture()
        let data = log.capture {
            renderer.pngData { _ in
                let context = UIGraphicsGetCurrentDrawingContext()
                context?.drawLine(from: CGPoint(x: 0, y: 5), to: CGPoint(x: 40, y: 5), color: .black, lineWidth: 2, alpha: 1)
                context?.drawText("Hi", at: CGPoint(x: 2, y: 25), font: UIFont(familyName: "DejaVu Sans", pointSize: 14),
                                  color: .black, alpha: 1)
            }
        }
        let image = try #require(UIImage(data: data))
        #expect(image.bitmap.pixel(x: 10, y: 4) == [0, 0, 0, 255] && image.bitmap.pixel(x: 10, y: 9)?[3] == 0)
        // The "H" (pangocairo): ink on its left stem between the cap height and the
        // baseline, none below the baseline or right of the text.
        let stem = (14..<25).map { image.bitmap.pixel(x: 4, y: $0)?[3] ?? 0 }
        #expect(stem.filter { $0 > 128 }.count >= 6, "\(stem)")
        #expect((0..<40).allSatisfy { image.bitmap.pixel(x: $0, y: 28)?[3] == 0 })
        #expect((30..<40).allSatisfy { x in (10..<30).allSatisfy { image.bitmap.pixel(x: x, y: $0)?[3] == 0 } })
        #expect(log.messages.isEmpty, "\(log.messages)")
        #expect(UIGraphicsGetCurrentDrawingContext() == nil, "the context is gone after the closure")
    }
}
