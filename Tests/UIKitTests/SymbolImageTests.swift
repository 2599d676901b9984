import Foundation
import Testing
@testable import UIKit
import UIKitTestSupport

/// Symbol images from the Material Icons font (installed by `.ci/setup`).
@MainActor
@Suite struct SymbolImageTests {
    /// The number of pixels with any coverage.
    private func inkedPixels(_ image: UIImage) -> Int {
        stride(from: 3, to: image.bitmap.premultipliedRGBA.count, by: 4).reduce(0) { $0 + (image.bitmap.premultipliedRGBA[$1] > 0 ? 1 : 0) }
    }

    @Test func knownNamesGiveTemplateSymbolsOfTheDefaultSize() throws {
        let image = try #require(UIImage(systemName: "heart.fill"))
        #expect(image.isSymbolImage)
        #expect(image.renderingMode == .alwaysTemplate)
        #expect(image.size == CGSize(width: 21, height: 21))
        #expect(inkedPixels(image) > 100)
        let bitmap = image.bitmap
        #expect(bitmap.pixel(x: bitmap.width / 2, y: bitmap.height / 2)?[3] == 255, "a filled heart covers its centre")
        #expect(bitmap.pixel(x: 0, y: 0)?[3] == 0)
    }

    @Test func unknownNamesGiveNil() {
        #expect(UIImage(systemName: "no.such.symbol") == nil)
        #expect(UIImage(systemName: "") == nil)
        #expect(UIImage(systemName: "Heart.Fill") == nil)
    }

    @Test func atLeastThreeHundredNamesAreKnownAndAllDraw() {
        #expect(SymbolNames.codePoints.count >= 300)
        for name in ["house", "gear", "magnifyingglass", "plus", "trash", "square.and.arrow.up", "person.circle",
                     "chevron.right", "star.fill", "ellipsis.circle", "xmark", "checkmark"] {
            #expect(UIImage(systemName: name) != nil, "\(name)")
        }
    }

    @Test func pointSizeAndScaleSetTheSize() throws {
        let big = try #require(UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(pointSize: 30)))
        #expect(big.size == CGSize(width: 36, height: 36))
        let large = try #require(UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(pointSize: 20, weight: .regular, scale: .large)))
        #expect(large.size.width == 32)
        let small = try #require(UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(scale: .small)))
        #expect(small.size.width == 17)
        let styled = try #require(UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(textStyle: .largeTitle)))
        #expect(styled.size.width == (UIFont.preferredFont(forTextStyle: .largeTitle).pointSize * 1.2).rounded(.up))
        let fromFont = try #require(UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(font: .systemFont(ofSize: 10))))
        #expect(fromFont.size.width == 12)
        let retina = try #require(UIImage(systemName: "star", compatibleWith: UITraitCollection(displayScale: 2)))
        #expect(retina.size.width == 21 && retina.scale == 2 && retina.bitmap.width == 42)
    }

    @Test func heavierWeightsInkMore() throws {
        let regular = try #require(UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(pointSize: 40, weight: .regular)))
        let black = try #require(UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(pointSize: 40, weight: .black)))
        #expect(inkedPixels(black) > inkedPixels(regular) + 50)
        let bold = try #require(UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(font: .boldSystemFont(ofSize: 40))))
        #expect(bold.symbolConfiguration?.resolvedWeight == .bold)
    }

    @Test func configurationsLayerOverEachOther() throws {
        let base = UIImage.SymbolConfiguration(pointSize: 20, weight: .light)
        let merged = base.applying(UIImage.SymbolConfiguration(scale: .large))
        #expect(merged.pointSize == 20 && merged.weight == .light && merged.scale == .large)
        let resized = merged.applying(UIImage.SymbolConfiguration(textStyle: .caption1))
        #expect(resized.pointSize == 0 && resized.textStyle == .caption1 && resized.weight == .light)
        #expect(base.applying(nil) == base)
        #expect(UIImage.SymbolConfiguration(pointSize: 20) == UIImage.SymbolConfiguration(pointSize: 20))
        #expect(merged.configurationWithoutPointSizeAndWeight().scale == .large)
        #expect(merged.configurationWithoutPointSizeAndWeight().pointSize == 0)

        let image = try #require(UIImage(systemName: "bell", withConfiguration: base))
        let larger = image.withConfiguration(UIImage.SymbolConfiguration(pointSize: 40))
        #expect(larger.size.width == 48 && larger.isSymbolImage && larger.symbolConfiguration?.weight == .light)
        #expect(image.withRenderingMode(.alwaysOriginal).isSymbolImage)
        let plain = UIImage(bitmap: ImageBitmap(width: 2, height: 2, premultipliedRGBA: [UInt8](repeating: 255, count: 16))!)
        #expect(plain.withConfiguration(base) === plain)
        #expect(plain.applyingSymbolConfiguration(base) == nil)
    }

    @Test func imageViewsDrawSymbolsInTheirTintAtThePreferredConfiguration() throws {
        let image = try #require(UIImage(systemName: "circle.fill"))
        let imageView = UIImageView(image: image)
        #expect(imageView.intrinsicContentSize == CGSize(width: 21, height: 21))
        imageView.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 50)
        #expect(imageView.intrinsicContentSize == CGSize(width: 60, height: 60))
        #expect(imageView.image === image)

        let tinted = image.tinted(for: .red)
        let center = try #require(tinted.bitmap.pixel(x: 10, y: 10))
        #expect(center == [255, 0, 0, 255])
    }

    @Test func buttonsSizeSymbolsByTheirPreferredConfiguration() throws {
        let button = UIButton(type: .system)
        button.setImage(UIImage(systemName: "plus"), for: .normal)
        #expect(button.intrinsicContentSize.width == 21)
        button.setPreferredSymbolConfiguration(UIImage.SymbolConfiguration(pointSize: 30), forImageIn: .normal)
        #expect(button.intrinsicContentSize == CGSize(width: 36, height: 36))
        #expect(button.preferredSymbolConfigurationForImage(in: .highlighted)?.pointSize == 30)
    }
}
