import CX11
import Foundation
import Testing
@_spi(XlibHost) import UIKit
@testable import XlibHost

extension XlibHostTests {
    /// The window draws the layouts UIKit measured headless: pangoxft on the display gives
    /// the same sizes, baselines and lines as the pangocairo engine (PANGO-NOTES §4).
    @Suite(.serialized)
    @MainActor
    struct TextMeasuringTests {
        static let dejaVu17 = UIFont(familyName: "DejaVu Sans", pointSize: 17)

        /// Pixel extents of `spec` laid out on the display's pangoxft context.
        static func xftExtents(_ spec: TextLayoutSpec, app: XlibApplication) throws -> (size: CGSize, baseline: CGFloat, lines: Int) {
            let layout = try #require(app.display.textLayouts.layout(spec, scale: 1, opacity: 1, shadowPass: false))
            var logical = PangoRectangle()
            pango_layout_get_pixel_extents(layout.handle, nil, &logical)
            return (CGSize(width: CGFloat(logical.width), height: CGFloat(logical.height)),
                    CGFloat(pango_layout_get_baseline(layout.handle) / PANGO_SCALE), Int(pango_layout_get_line_count(layout.handle)))
        }

        @Test(arguments: ["Hello, World", "WAVE iiii Ágy", "مرحبا بالعالم", "שלום עולם", "自动布局的生命周期", "Hello 你好 مرحبا €"])
        func xftMeasuresAsTheHeadlessEngine(text: String) throws {
            try TestHost.with { app in
                #expect(app.scale == 1, "tests pin scale 1 (no Xft.dpi resource)")
                for width in [nil, 60, 120] as [CGFloat?] {
                    let spec = TextLayoutSpec(text, font: Self.dejaVu17, width: width)
                    let headless = PangoTextMeasurer().layout(spec)
                    let xft = try Self.xftExtents(spec, app: app)
                    #expect(xft.size == headless.size, "\(text) at \(width.map { "\($0)" } ?? "nil")")
                    #expect(xft.baseline == headless.firstBaseline)
                    #expect(xft.lines == headless.lines.count)
                }
            }
        }

        @Test func helloWorldAtSeventeenPixels() throws {
            try TestHost.with { app in
                // Other suites may have left a test measurer installed.
                TextSystem.measurer = PangoTextMeasurer()
                let spec = TextLayoutSpec("Hello, World", font: Self.dejaVu17)
                let extents = try Self.xftExtents(spec, app: app)
                #expect(extents.size == CGSize(width: 102, height: 21))
                #expect(TextSystem.measurer.size(of: "Hello, World", font: Self.dejaVu17, wrappingAt: nil) == CGSize(width: 102, height: 21))
                #expect(TextSystem.measurer.metrics(for: Self.dejaVu17) == FontMetrics(ascent: 16, descent: 5, lineHeight: 21))
                #expect(Self.dejaVu17.lineHeight == 21)
            }
        }
    }
}
