import Foundation
import Testing
@testable import UIKit

/// `UIImage(cgImage:scale:orientation:)` as Apple documents `UIImage.Orientation`: the size
/// and the drawing follow the orientation, `cgImage` gives the pixels back unturned.
@Suite("Image orientation")
@MainActor
struct ImageOrientationTests {
    /// Three by two pixels,
    ///     a b c
    ///     d e f
    /// each opaque with red 10, 20, … 60 (`a` … `f`).
    private let given: CGImage = {
        var bytes: [UInt8] = []
        for index in 0..<6 { bytes += [UInt8(10 * (index + 1)), 0, 0, 255] }
        return UIImage(bitmap: ImageBitmap(width: 3, height: 2, premultipliedRGBA: bytes)!).cgImage!
    }()

    /// The shown image's rows as letters, read from a scale-1 drawing of it.
    private func shownRows(_ image: UIImage) -> [String] {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let drawn = UIGraphicsImageRenderer(size: image.size, format: format).image { _ in
            UIGraphicsGetCurrentContext()?.interpolationQuality = .none
            image.draw(at: .zero)
        }
        return (0..<drawn.bitmap.height).map { y in
            String((0..<drawn.bitmap.width).map { x in
                Character(UnicodeScalar(UInt8(96) + (drawn.bitmap.pixel(x: x, y: y)![0] / 10)))
            })
        }
    }

    @Test(arguments: [
        (UIImage.Orientation.up, ["abc", "def"]),
        (.down, ["fed", "cba"]),
        (.right, ["da", "eb", "fc"]),
        (.left, ["cf", "be", "ad"]),
        (.upMirrored, ["cba", "fed"]),
        (.downMirrored, ["def", "abc"]),
        (.leftMirrored, ["ad", "be", "cf"]),
        (.rightMirrored, ["fc", "eb", "da"]),
    ])
    func drawingFollowsTheOrientation(orientation: UIImage.Orientation, rows: [String]) {
        let image = UIImage(cgImage: given, scale: 1, orientation: orientation)
        #expect(image.imageOrientation == orientation)
        #expect(image.size == CGSize(width: rows[0].count, height: rows.count))
        #expect(shownRows(image) == rows)
        #expect(image.cgImage == given, "cgImage is the pixels as given")
    }

    @Test func sizeIsInPointsAfterTheTurn() {
        let image = UIImage(cgImage: given, scale: 2, orientation: .right)
        #expect(image.size == CGSize(width: 1, height: 1.5))
    }

    @Test func horizontallyFlippedOrientationFlipsWhatIsShown() {
        let right = UIImage(cgImage: given, scale: 1, orientation: .right)
        let flipped = right.withHorizontallyFlippedOrientation()
        #expect(flipped.imageOrientation == .leftMirrored)
        #expect(shownRows(flipped) == ["ad", "be", "cf"])
        #expect(flipped.withHorizontallyFlippedOrientation().imageOrientation == .right)
        #expect(UIImage(cgImage: given).withHorizontallyFlippedOrientation().imageOrientation == .upMirrored)
    }

    @Test func derivedImagesKeepTheOrientation() {
        let image = UIImage(cgImage: given, scale: 1, orientation: .left)
        #expect(image.withRenderingMode(.alwaysTemplate).imageOrientation == .left)
        #expect(image.resizableImage(withCapInsets: .zero).cgImage == given)
    }

    @Test func aJPEGsExifOrientationIsApplied() throws {
        // 16 × 8: left half red, right half blue.
        var bytes: [UInt8] = []
        for _ in 0..<8 { for x in 0..<16 { bytes += x < 8 ? [255, 0, 0, 255] : [0, 0, 255, 255] } }
        let plain = try #require(UIImage(bitmap: ImageBitmap(width: 16, height: 8, premultipliedRGBA: bytes)!).jpegData(compressionQuality: 1))
        // APP1: "Exif\0\0", a big-endian TIFF header, IFD0 with one entry: orientation (0x0112), SHORT, 6.
        let exif: [UInt8] = Array("Exif".utf8) + [0, 0, 0x4D, 0x4D, 0, 42, 0, 0, 0, 8, 0, 1,
                                                  0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, 6, 0, 0, 0, 0, 0, 0]
        let segment: [UInt8] = [0xFF, 0xE1, UInt8((exif.count + 2) >> 8), UInt8((exif.count + 2) & 0xFF)] + exif
        let tagged = Data(Array(plain.prefix(2)) + segment + Array(plain.dropFirst(2)))
        let image = try #require(UIImage(data: tagged))
        #expect(image.imageOrientation == .right)
        #expect(image.size == CGSize(width: 8, height: 16), "shown turned a quarter clockwise")
        #expect(image.bitmap.pixel(x: 4, y: 2)![0] > 200 && image.bitmap.pixel(x: 4, y: 13)![2] > 200, "red on top, blue below")
        #expect(image.cgImage?.width == 16, "cgImage keeps the pixels as stored")
        #expect(UIImage(data: plain)?.imageOrientation == .up)
    }
}
