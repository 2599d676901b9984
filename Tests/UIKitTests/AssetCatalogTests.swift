import Foundation
import Testing
@testable import UIKit
import UIKitTestSupport

/// A catalog as Xcode writes it, in a temporary bundle: `Assets.xcassets` with an image
/// set at 1x and 2x inside a group folder, and colour sets in each component notation.
@MainActor
private func makeCatalogBundle() throws -> (Bundle, URL) {
    let manager = FileManager.default
    let root = manager.temporaryDirectory.appendingPathComponent("catalog-\(UUID().uuidString)")
    let catalog = root.appendingPathComponent("Resources/Assets.xcassets")
    func write(_ text: String, to path: String) throws {
        let url = catalog.appendingPathComponent(path)
        try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }
    try write(#"{"info":{"author":"xcode","version":1}}"#, to: "Contents.json")
    try write("""
    {"images":[{"idiom":"universal","filename":"star-small.png","scale":"1x"},
               {"idiom":"universal","filename":"star-big.png","scale":"2x"},
               {"idiom":"universal","scale":"3x"}],
     "info":{"author":"xcode","version":1}}
    """, to: "Icons/star.imageset/Contents.json")
    let small = try #require(ImageBitmap(width: 2, height: 2, premultipliedRGBA: [UInt8](repeating: 255, count: 16)))
    let big = try #require(ImageBitmap(width: 4, height: 4, premultipliedRGBA: [UInt8](repeating: 255, count: 64)))
    try #require(UIImage(bitmap: small).pngData()).write(to: catalog.appendingPathComponent("Icons/star.imageset/star-small.png"))
    try #require(UIImage(bitmap: big).pngData()).write(to: catalog.appendingPathComponent("Icons/star.imageset/star-big.png"))
    try write("""
    {"colors":[
      {"idiom":"universal","color":{"color-space":"srgb","components":{"red":"0.200","green":"0.400","blue":"0.600","alpha":"1.000"}}},
      {"idiom":"universal","appearances":[{"appearance":"luminosity","value":"dark"}],
       "color":{"color-space":"srgb","components":{"red":"255","green":"0x80","blue":"0","alpha":"0.500"}}}
    ],"info":{"author":"xcode","version":1}}
    """, to: "Brand.colorset/Contents.json")
    try write("""
    {"colors":[{"idiom":"universal","color":{"color-space":"gray-gamma-22","components":{"white":"0x33","alpha":"1"}}}]}
    """, to: "Ink.colorset/Contents.json")
    return (try #require(Bundle(path: root.path)), root)
}

@Suite("Asset catalogs: image sets and colour sets")
@MainActor
struct AssetCatalogTests {
    @Test func imageSetsGiveTheFileForTheScreensScale() throws {
        let (bundle, root) = try makeCatalogBundle()
        defer { try? FileManager.default.removeItem(at: root) }
        let one = try #require(UIImage(named: "star", in: bundle, compatibleWith: UITraitCollection(displayScale: 1)))
        #expect(one.scale == 1 && one.size == CGSize(width: 2, height: 2))
        let two = try #require(UIImage(named: "star", in: bundle, compatibleWith: UITraitCollection(displayScale: 2)))
        #expect(two.scale == 2 && two.size == CGSize(width: 2, height: 2))
        let three = try #require(UIImage(named: "star", in: bundle, compatibleWith: UITraitCollection(displayScale: 3)))
        #expect(three.scale == 2, "no 3x file: the largest there is")
        let log = LogCapture()
        log.capture { #expect(UIImage(named: "moon", in: bundle, compatibleWith: nil) == nil) }
    }

    @Test func colorSetsReadFractionsBytesAndHexAndDarkAppearances() throws {
        let (bundle, root) = try makeCatalogBundle()
        defer { try? FileManager.default.removeItem(at: root) }
        let light = try #require(UIColor(named: "Brand", in: bundle, compatibleWith: UITraitCollection(userInterfaceStyle: .light)))
        #expect(light == UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1))
        let dark = try #require(UIColor(named: "Brand", in: bundle, compatibleWith: UITraitCollection(userInterfaceStyle: .dark)))
        #expect(dark == UIColor(red: 1, green: 128.0 / 255, blue: 0, alpha: 0.5))
        let dynamic = try #require(UIColor(named: "Brand", in: bundle, compatibleWith: nil))
        #expect(dynamic.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == dark)
        #expect(dynamic.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)) == light)
        let ink = try #require(UIColor(named: "Ink", in: bundle, compatibleWith: nil))
        #expect(ink == UIColor(white: 0x33 / 255.0, alpha: 1))
        #expect(UIColor(named: "Missing", in: bundle, compatibleWith: nil) == nil)
    }

    @Test(arguments: [("0.5", 0.5), ("1", 1.0), ("0", 0.0), ("255", 1.0), ("51", 0.2), ("0xFF", 1.0), ("0x00", 0.0), ("1.000", 1.0)])
    func componentNotations(text: String, value: Double) throws {
        let parsed = try #require(AssetCatalog.component(text))
        #expect(abs(Double(parsed) - value) < 1e-9)
    }

    @Test func badComponentsGiveNil() {
        #expect(AssetCatalog.component("red") == nil)
        #expect(AssetCatalog.component("-1") == nil)
        #expect(AssetCatalog.component("0xZZ") == nil)
    }
}
