import Foundation
import Testing
import UIKit
@testable import XlibHost

extension XlibHostTests {
    @Suite(.serialized)
    @MainActor
    struct ScreenshotTests {
        @Test func screenshotShowsExpectedColoursAtExpectedPixels() throws {
            try TestHost.with { app in
                let board = ColourBoard()
                let window = try app.openWindow(rootViewController: board.controller, title: "shot", size: CGSize(width: 300, height: 200))
                #expect(app.run(until: { app.hasPainted(window) }, timeout: 5))
                let path = FileManager.default.temporaryDirectory.appendingPathComponent("xlibhost-\(getpid()).png").path
                defer { try? FileManager.default.removeItem(atPath: path) }
                try app.writeScreenshot(of: window, to: path)

                // (x, y, expected RGB): white margin, the inset view, the half-transparent red
                // over white and over blue, the green corner, the edge pixels.
                let expected: [(Int, Int, [UInt8])] = [
                    (5, 5, [255, 255, 255]),
                    (20, 100, [40, 90, 200]),
                    (5, 30, [255, 127, 127]),
                    (100, 30, [148, 45, 100]),
                    (149, 30, [148, 45, 100]),
                    (150, 30, [40, 90, 200]),
                    (299, 199, [0, 128, 0]),
                    (260, 160, [0, 128, 0]),
                    (259, 159, [40, 90, 200]),
                ]
                for (x, y, rgb) in expected {
                    let pixel = try #require(app.pixel(of: window, x: x, y: y))
                    #expect([pixel.red, pixel.green, pixel.blue] == rgb, "in-process pixel (\(x),\(y))")
                }
                // The PNG says the same, read back by ImageMagick when it is installed.
                if let convert = imageMagickConvert() {
                    let size = try runTool(convert, [path, "-format", "%wx%h", "info:"])
                    #expect(size.stdout == "300x200")
                    for (x, y, rgb) in expected {
                        let result = try runTool(convert, [path, "-format", "%[pixel:p{\(x),\(y)}]", "info:"])
                        let text = result.stdout
                        let named = ["srgb(255,255,255)": "white"]
                        let want = "srgb(\(rgb[0]),\(rgb[1]),\(rgb[2]))"
                        #expect(text == want || text == named[want] || (want == "srgb(0,128,0)" && text == "green"),
                                "PNG pixel (\(x),\(y)) = \(text)")
                    }
                }
            }
        }

        @Test func clipsToBoundsClipsSubviewsAndTextIsDrawn() throws {
            try TestHost.with { app in
                let clipper = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
                let child = UIView(frame: CGRect(x: 25, y: 25, width: 100, height: 100))
                let text = TextBox(text: "MMMM")
                let controller = ClosureViewController { root in
                    root.backgroundColor = .white
                    clipper.clipsToBounds = true
                    clipper.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
                    child.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
                    clipper.addSubview(child)
                    root.addSubview(clipper)
                    text.frame = CGRect(x: 100, y: 10, width: 80, height: 21)
                    root.addSubview(text)
                }
                let window = try app.openWindow(rootViewController: controller, title: "clip", size: CGSize(width: 200, height: 100))
                #expect(app.run(until: { app.hasPainted(window) }, timeout: 5))
                @MainActor func rgb(_ x: Int, _ y: Int) -> [UInt8] {
                    let p = app.pixel(of: window, x: x, y: y)!
                    return [p.red, p.green, p.blue]
                }
                #expect(rgb(40, 40) == [255, 0, 0])      // the child inside the clip
                #expect(rgb(59, 59) == [255, 0, 0])
                #expect(rgb(60, 40) == [255, 255, 255])  // clipped away on the right
                #expect(rgb(40, 60) == [255, 255, 255])  // and below
                #expect(rgb(20, 20) == [0, 0, 255])
                // Text: some dark pixels inside the line box, none above it.
                var dark = 0
                for y in 10..<31 { for x in 100..<180 where rgb(x, y)[0] < 100 { dark += 1 } }
                #expect(dark > 40, "text pixels: \(dark)")
                var above = 0
                for x in 100..<180 where rgb(x, 8) != [255, 255, 255] { above += 1 }
                #expect(above == 0)
            }
        }
    }
}

/// A view drawing one line of black DejaVu Sans 17 text at its top-left.
@MainActor
final class TextBox: UIView {
    let text: String
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    init(text: String) {
        self.text = text
        super.init(frame: .zero)
    }
    override func draw(_ rect: CGRect) {
        let font = UIFont(familyName: "DejaVu Sans", pointSize: 17)
        UIGraphicsGetCurrentDrawingContext()?.drawText(text, at: CGPoint(x: 0, y: font.ascender), font: font, color: .black, alpha: 1)
    }
}

/// ImageMagick's `convert`, if installed (a program of that name that is not ImageMagick
/// does not count).
func imageMagickConvert() -> String? {
    for candidate in ["/usr/bin/convert", "/usr/local/bin/convert"] where FileManager.default.isExecutableFile(atPath: candidate) {
        if let version = try? runTool(candidate, ["-version"]), version.stdout.contains("ImageMagick") { return candidate }
    }
    return nil
}
