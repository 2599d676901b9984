import Foundation
import Testing
@testable import UIKit
import UIKitTestSupport

/// `CATextLayer` as Apple documents it: a string drawn from the top of the bounds in
/// the layer's font, size and colour (or an attributed string's own), wrapped or cut,
/// and aligned.
@MainActor
@Suite("CATextLayer")
struct TextLayerTests {
    /// The columns (x) that have ink in `image`.
    private func inkedColumns(_ image: UIImage) -> [Int] {
        (0..<image.bitmap.width).filter { x in (0..<image.bitmap.height).contains { image.bitmap.pixel(x: x, y: $0)![3] > 0 } }
    }

    private func drawn(_ layer: CATextLayer, width: CGFloat = 200, height: CGFloat = 60) -> UIImage {
        let host = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
        layer.frame = host.bounds
        host.layer.addSublayer(layer)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(bounds: host.bounds, format: format).image { _ in
            _ = host.drawHierarchy(in: host.bounds, afterScreenUpdates: false)
        }
    }

    @Test func plainTextIsDrawnFromTheTopInTheLayersColour() throws {
        let layer = CATextLayer()
        layer.string = "Hello"
        layer.fontSize = 20
        layer.foregroundColor = UIColor.red.cgColor
        let image = drawn(layer)
        let columns = inkedColumns(image)
        let first = try #require(columns.first), last = try #require(columns.last)
        #expect(first < 5 && last > 30 && last < 100, "left-aligned, about 50 points wide")
        let rows = (0..<60).filter { y in (0..<200).contains { image.bitmap.pixel(x: $0, y: y)![3] > 0 } }
        #expect((rows.first ?? 99) < 10 && (rows.last ?? 99) < 30, "one line of 20-point text at the top")
        let reddest = (0..<200).compactMap { x in (0..<60).map { image.bitmap.pixel(x: x, y: $0)! }.max { $0[3] < $1[3] } }
            .max { $0[3] < $1[3] }!
        #expect(reddest[0] > 200 && reddest[1] < 40 && reddest[2] < 40)
    }

    @Test func alignmentAndWrapping() throws {
        let right = CATextLayer()
        right.string = "Hi"
        right.fontSize = 20
        right.alignmentMode = .right
        let columns = inkedColumns(drawn(right))
        #expect(try #require(columns.last) > 190 && columns.first! > 150, "flush right")

        let wrapped = CATextLayer()
        wrapped.string = "one two three four five six seven"
        wrapped.fontSize = 20
        wrapped.isWrapped = true
        let image = drawn(wrapped, width: 100, height: 200)
        let rows = (0..<200).filter { y in (0..<100).contains { image.bitmap.pixel(x: $0, y: y)![3] > 0 } }
        #expect((rows.last ?? 0) > 60, "several lines")
        #expect(inkedColumns(image).last! < 100)
    }

    @Test func attributedStringsKeepTheirFontsAndKeysAnimate() {
        let layer = CATextLayer()
        layer.string = NSAttributedString(string: "Big", attributes: [.font: UIFont.systemFont(ofSize: 40), .foregroundColor: UIColor.blue])
        layer.fontSize = 8
        let image = drawn(layer)
        let rows = (0..<60).filter { y in (0..<200).contains { image.bitmap.pixel(x: $0, y: y)![3] > 0 } }
        #expect(rows.count > 20, "drawn at 40 points, not 8")
        layer.setValue(12, forKeyPath: "fontSize")
        #expect(layer.fontSize == 12 && layer.presentation()?.fontSize == 12)
        #expect(layer.presentation()?.string as? NSAttributedString == layer.string as? NSAttributedString)
    }
}
