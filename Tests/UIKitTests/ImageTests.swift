import Foundation
import Testing
@testable import UIKit
import UIKitTestSupport

/// A 3 × 2 image: red, green, blue / white, half-transparent red, clear.
private func sampleBitmap() -> ImageBitmap {
    ImageBitmap(width: 3, height: 2, premultipliedRGBA: [
        255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255,
        255, 255, 255, 255, 128, 0, 0, 128, 0, 0, 0, 0,
    ])!
}

private func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("images-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

@Suite("UIImage: decoding, encoding, files and names")
@MainActor
struct ImageDecodingTests {
    @Test func pngDataRoundTripsEveryPixel() throws {
        let image = UIImage(bitmap: sampleBitmap())
        let data = try #require(image.pngData())
        #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let decoded = try #require(UIImage(data: data))
        #expect(decoded.size == CGSize(width: 3, height: 2))
        #expect(decoded.bitmap.premultipliedRGBA == sampleBitmap().premultipliedRGBA)
    }

    @Test func jpegDataDecodesCloseToTheOriginal() throws {
        let flat = ImageBitmap(width: 16, height: 16, premultipliedRGBA: Array(repeating: [200, 100, 50, 255], count: 256).flatMap { $0 })!
        let data = try #require(UIImage(bitmap: flat).jpegData(compressionQuality: 0.95))
        #expect(data.starts(with: [0xFF, 0xD8, 0xFF]))
        let decoded = try #require(UIImage(data: data, scale: 2))
        #expect(decoded.size == CGSize(width: 8, height: 8))
        #expect(decoded.scale == 2)
        let pixel = try #require(decoded.bitmap.pixel(x: 8, y: 8))
        #expect(abs(Int(pixel[0]) - 200) <= 3 && abs(Int(pixel[1]) - 100) <= 3 && abs(Int(pixel[2]) - 50) <= 3 && pixel[3] == 255, "\(pixel)")
    }

    @Test func badBytesGiveNilAndSayWhy() throws {
        let png = try #require(UIImage(bitmap: sampleBitmap()).pngData())
        let jpeg = try #require(UIImage(bitmap: sampleBitmap()).jpegData(compressionQuality: 0.8))
        let log = LogCapture()
        log.capture {
            #expect(UIImage(data: Data()) == nil)
            #expect(UIImage(data: Data("hello, world".utf8)) == nil)
            #expect(UIImage(data: png.prefix(png.count / 2)) == nil)
            #expect(UIImage(data: jpeg.prefix(jpeg.count - 10)) == nil, "cut inside the scan data")
        }
        #expect(log.messages.count == 4, "\(log.messages)")
        #expect(log.messages[1].contains("not a PNG or JPEG image (starts with 68 65 6c 6c"), "\(log.messages)")
        #expect(log.messages[2].contains("PNG could not be decoded"), "\(log.messages)")
        #expect(log.messages[3].contains("JPEG could not be decoded: Premature end of JPEG file"), "\(log.messages)")
    }

    @Test func filesGiveTheirScaleFromTheirName() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let png = try #require(UIImage(bitmap: sampleBitmap()).pngData())
        let path = directory.appendingPathComponent("icon@2x.png").path
        try png.write(to: URL(fileURLWithPath: path))
        let image = try #require(UIImage(contentsOfFile: path))
        #expect(image.scale == 2)
        #expect(image.size == CGSize(width: 1.5, height: 1))
        let log = LogCapture()
        log.capture { #expect(UIImage(contentsOfFile: directory.appendingPathComponent("missing.png").path) == nil) }
        #expect(log.messages.first?.contains("no file at") == true, "\(log.messages)")
    }

    @Test func namedImagesComeFromTheBundleAtTheScreensScale() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let png = try #require(UIImage(bitmap: sampleBitmap()).pngData())
        try png.write(to: directory.appendingPathComponent("badge.png"))
        try png.write(to: directory.appendingPathComponent("badge@2x.png"))
        try png.write(to: directory.appendingPathComponent("photo.jpeg"))
        let bundle = try #require(Bundle(path: directory.path))
        let one = try #require(UIImage(named: "badge", in: bundle, compatibleWith: UITraitCollection(displayScale: 1)))
        #expect(one.scale == 1)
        let two = try #require(UIImage(named: "badge", in: bundle, compatibleWith: UITraitCollection(displayScale: 2)))
        #expect(two.scale == 2 && two.size == CGSize(width: 1.5, height: 1))
        #expect(UIImage(named: "badge.png", in: bundle, compatibleWith: nil) != nil)
        #expect(UIImage(named: "photo.jpeg", in: bundle, compatibleWith: nil) != nil, "other extensions by their full name")
        let again = try #require(UIImage(named: "badge", in: bundle, compatibleWith: UITraitCollection(displayScale: 2)))
        #expect(again.bitmap === two.bitmap, "cached by name, as UIKit's system cache")
        let log = LogCapture()
        log.capture {
            #expect(UIImage(named: "photo", in: bundle, compatibleWith: nil) == nil, "only .png may be left out")
            #expect(UIImage(named: "nothing", in: bundle, compatibleWith: nil) == nil)
        }
        #expect(log.messages.count == 2 && log.messages[1].contains("UIImage(named: \"nothing\")"), "\(log.messages)")
    }

    @Test func fileNamesPreferTheScreensScale() {
        #expect(NamedImageCache.fileNames(for: "icon", preferredScale: 2) == ["icon@2x.png", "icon@3x.png", "icon.png"])
        #expect(NamedImageCache.fileNames(for: "icon", preferredScale: 1) == ["icon.png", "icon@3x.png", "icon@2x.png"])
        #expect(NamedImageCache.fileNames(for: "icon.jpg", preferredScale: 1) == ["icon.jpg", "icon@3x.jpg", "icon@2x.jpg"])
    }
}

@Suite("UIImageView: intrinsic size, alignment rect, content modes")
@MainActor
struct ImageViewTests {
    private func image(width: Int, height: Int) -> UIImage {
        UIImage(bitmap: ImageBitmap(width: width, height: height,
                                    premultipliedRGBA: [UInt8](repeating: 255, count: width * height * 4))!)
    }

    @Test func intrinsicSizeIsTheImagesSize() {
        let view = UIImageView(image: image(width: 60, height: 40))
        #expect(view.frame == CGRect(x: 0, y: 0, width: 60, height: 40), "init(image:) sizes the frame")
        #expect(view.intrinsicContentSize == CGSize(width: 60, height: 40))
        #expect(!view.isUserInteractionEnabled)
        view.image = nil
        #expect(view.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
    }

    @Test func changingTheImageRelaysOut() {
        let window = makeWindow(width: 300, height: 300)
        let view = UIImageView()
        view.translatesAutoresizingMaskIntoConstraints = false
        window.rootViewController!.view.addSubview(view)
        view.leadingAnchor.constraint(equalTo: window.rootViewController!.view.leadingAnchor, constant: 10).isActive = true
        view.topAnchor.constraint(equalTo: window.rootViewController!.view.topAnchor, constant: 20).isActive = true
        view.image = image(width: 30, height: 20)
        turn()
        #expect(view.frame == CGRect(x: 10, y: 20, width: 30, height: 20))
        view.image = image(width: 50, height: 10)
        turn()
        #expect(view.frame == CGRect(x: 10, y: 20, width: 50, height: 10))
    }

    /// The fourth article: a picture with a 12-point shadow drawn on its top, left and
    /// right; `withAlignmentRectInsets` makes layout place the 60 × 120 core.
    @Test func alignmentInsetsPlaceTheCoreAndTheFrameGrowsAroundIt() {
        let window = makeWindow(width: 300, height: 300)
        let root = window.rootViewController!.view!
        let picture = image(width: 84, height: 132).withAlignmentRectInsets(UIEdgeInsets(top: 12, left: 12, bottom: 0, right: 12))
        let view = UIImageView(image: picture)
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20).isActive = true
        view.topAnchor.constraint(equalTo: root.topAnchor, constant: 30).isActive = true
        turn()
        #expect(view.intrinsicContentSize == CGSize(width: 60, height: 120))
        #expect(view.alignmentRectInsets == UIEdgeInsets(top: 12, left: 12, bottom: 0, right: 12))
        #expect(view.frame == CGRect(x: 8, y: 18, width: 84, height: 132))
        view.image = image(width: 84, height: 132)
        turn()
        #expect(view.frame == CGRect(x: 20, y: 30, width: 84, height: 132), "plain image: the frame is the alignment rect")
    }

    @Test func contentModesPlaceTheImage() {
        let bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        let size = CGSize(width: 20, height: 10)
        func rect(_ mode: UIView.ContentMode) -> CGRect { mode.rect(forContentOfSize: size, in: bounds) }
        #expect(rect(.scaleToFill) == bounds)
        #expect(rect(.scaleAspectFit) == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(UIView.ContentMode.scaleAspectFit.rect(forContentOfSize: CGSize(width: 10, height: 10), in: bounds)
                == CGRect(x: 25, y: 0, width: 50, height: 50))
        #expect(UIView.ContentMode.scaleAspectFill.rect(forContentOfSize: CGSize(width: 10, height: 10), in: bounds)
                == CGRect(x: 0, y: -25, width: 100, height: 100))
        #expect(rect(.center) == CGRect(x: 40, y: 20, width: 20, height: 10))
        #expect(rect(.top) == CGRect(x: 40, y: 0, width: 20, height: 10))
        #expect(rect(.bottom) == CGRect(x: 40, y: 40, width: 20, height: 10))
        #expect(rect(.left) == CGRect(x: 0, y: 20, width: 20, height: 10))
        #expect(rect(.right) == CGRect(x: 80, y: 20, width: 20, height: 10))
        #expect(rect(.topLeft) == CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(rect(.topRight) == CGRect(x: 80, y: 0, width: 20, height: 10))
        #expect(rect(.bottomLeft) == CGRect(x: 0, y: 40, width: 20, height: 10))
        #expect(rect(.bottomRight) == CGRect(x: 80, y: 40, width: 20, height: 10))
        #expect(UIView.ContentMode.scaleAspectFill.rawValue == 2 && UIView.ContentMode.bottomRight.rawValue == 12)
    }

    @Test func theImageIsPaintedWhereTheContentModePutsIt() {
        let window = makeWindow(width: 200, height: 200)
        let view = UIImageView(image: image(width: 20, height: 10))
        view.frame = CGRect(x: 10, y: 10, width: 100, height: 50)
        view.contentMode = .center
        window.rootViewController!.view.addSubview(view)
        turn()
        let recorder = RecordingRenderer()
        window.render(in: recorder)
        #expect(recorder.transcript.contains("image 20x10@1 (0,0,20,10) in (40,20,20,10) a=1"), "\(recorder.transcript)")
    }

    @Test func resizableImagesKeepTheirCaps() {
        let base = image(width: 30, height: 30)
        let stretched = base.resizableImage(withCapInsets: UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10), resizingMode: .stretch)
        let pieces = stretched.pieces(filling: CGRect(x: 0, y: 0, width: 100, height: 30))
        #expect(pieces.count == 9)
        #expect(pieces[1].source == CGRect(x: 10, y: 0, width: 10, height: 10))
        #expect(pieces[1].destination == CGRect(x: 10, y: 0, width: 80, height: 10), "the middle stretches")
        #expect(pieces[2].destination == CGRect(x: 90, y: 0, width: 10, height: 10), "the end cap keeps its size")
        let tiled = base.resizableImage(withCapInsets: UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10))
        let tiles = tiled.pieces(filling: CGRect(x: 0, y: 0, width: 45, height: 30))
        #expect(tiles.map(\.destination.width) == [10, 10, 10, 5, 10], "the middle repeats, the last tile cut")
        #expect(tiles[3].source.width == 5)
    }
}

@Suite("Layers: corner radius, masks, shadows in the display list")
@MainActor
struct LayerRenderingTests {
    private func transcript(_ build: (UIView) -> Void) -> [String] {
        let window = makeWindow(width: 200, height: 200)
        build(window.rootViewController!.view)
        turn()
        let recorder = RecordingRenderer()
        window.render(in: recorder)
        return recorder.transcript.split(separator: "\n").map(String.init)
    }

    @Test func shadowThenRoundedBackgroundThenBorder() {
        let lines = transcript { root in
            let card = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 60))
            card.backgroundColor = .green
            card.layer.cornerRadius = 12
            card.layer.borderWidth = 2
            card.layer.borderColor = UIColor.blue.cgColor
            card.layer.shadowOpacity = 0.5
            card.layer.shadowRadius = 5
            card.layer.shadowOffset = CGSize(width: 20, height: 20)
            root.addSubview(card)
        }
        let shadow = lines.firstIndex { $0.hasPrefix("shadow (20,20,100,60) r=12 blur=5") && $0.hasSuffix("a=0.5") }
        let fill = lines.firstIndex { $0.hasPrefix("fill (0,0,100,60) r=12") }
        let border = lines.firstIndex { $0.hasPrefix("border (0,0,100,60) r=12 w=2") }
        #expect(shadow != nil && fill != nil && border != nil, "\(lines)")
        if let shadow, let fill, let border { #expect(shadow < fill && fill < border) }
    }

    @Test func masksToBoundsClipsRoundedAndDropsTheShadow() {
        let lines = transcript { root in
            let card = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 60))
            card.backgroundColor = .red
            card.layer.cornerRadius = 50
            card.layer.masksToBounds = true
            card.layer.shadowOpacity = 1
            root.addSubview(card)
        }
        #expect(lines.contains("clip (0,0,100,60) r=30"), "the radius is at most half the shorter side: \(lines)")
        #expect(!lines.contains { $0.hasPrefix("shadow") })
    }

    @Test func shadowsWithBadValuesAreNotPainted() {
        let lines = transcript { root in
            let card = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 60))
            card.backgroundColor = .red
            card.layer.shadowOpacity = 1
            card.layer.shadowRadius = .nan
            root.addSubview(card)
        }
        #expect(!lines.contains { $0.hasPrefix("shadow") }, "\(lines)")
    }

    @Test func aShadowIsRepaintedWhereItFalls() {
        let window = makeWindow(width: 300, height: 300)
        let presenter = RecordingPresenter()
        window.presenter = presenter
        let card = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        card.backgroundColor = .white
        window.rootViewController!.view.addSubview(card)
        turn()
        card.layer.shadowOpacity = 1
        card.layer.shadowRadius = 4
        card.layer.shadowOffset = CGSize(width: 10, height: 10)
        turn()
        let dirty = presenter.presented.last ?? .null
        #expect(dirty.contains(CGRect(x: 10, y: 10, width: 50 + 10 + 13, height: 50 + 10 + 13)), "\(dirty)")
        card.frame.origin.x = 100
        turn()
        #expect((presenter.presented.last ?? .null).maxX >= 100 + 50 + 10 + 13, "the moved shadow's area too")
    }
}
