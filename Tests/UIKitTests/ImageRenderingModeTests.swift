import Foundation
import Testing
import UIKit
import UIKitTestSupport

/// Template images (`withRenderingMode(.alwaysTemplate)`) drawn in their view's tint
/// colour, and `withTintColor(_:)`.
@MainActor
@Suite struct ImageRenderingModeTests {
    /// A 2 × 1 image: an opaque black pixel and a half-covered one.
    private func shape() throws -> UIImage {
        let bitmap = try #require(ImageBitmap(width: 2, height: 1, premultipliedRGBA: [0, 0, 0, 255, 0, 0, 0, 128]))
        return UIImage(bitmap: bitmap, scale: 1)
    }

    private func format() -> UIGraphicsImageRendererFormat {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return format
    }

    @Test func renderingModeIsKeptAndThePixelsShared() throws {
        let image = try shape()
        #expect(image.renderingMode == .automatic)
        let template = image.withRenderingMode(.alwaysTemplate)
        #expect(template.renderingMode == .alwaysTemplate && template.bitmap === image.bitmap)
        #expect(template.withAlignmentRectInsets(.zero).renderingMode == .alwaysTemplate)
        #expect(template.withRenderingMode(.alwaysOriginal).renderingMode == .alwaysOriginal)
    }

    @Test func withTintColorFillsTheShapeKeepingItsCoverage() throws {
        let tinted = try shape().withTintColor(.red)
        #expect(tinted.renderingMode == .alwaysOriginal)
        #expect(tinted.bitmap.pixel(x: 0, y: 0) == [255, 0, 0, 255])
        #expect(tinted.bitmap.pixel(x: 1, y: 0) == [128, 0, 0, 128])
    }

    @Test func anImageViewDrawsATemplateInItsTintColourAndFollowsIt() throws {
        let view = UIImageView(image: try shape().withRenderingMode(.alwaysTemplate))
        view.tintColor = .blue
        func drawn() -> [UInt8]? {
            UIGraphicsImageRenderer(size: CGSize(width: 2, height: 1), format: format()).image { _ in
                if let context = UIGraphicsGetCurrentDrawingContext() { view.render(in: context) }
            }.bitmap.pixel(x: 0, y: 0)
        }
        #expect(drawn() == [0, 0, 255, 255])
        view.tintColor = .green
        #expect(drawn() == [0, 255, 0, 255])
        view.image = try shape()
        #expect(drawn() == [0, 0, 0, 255], "an original image keeps its colours")
    }
}
