import Foundation
import GallerySamples
import Testing
import UIKit

/// The text sample: attributed and multi-script labels laid out by Pango, one line per
/// script, drawn as measured.
@MainActor
@Suite(.serialized) struct TextSampleTests {
    @Test func labelsShowEveryScriptOnOneLineAndTheAttributedTextWraps() throws {
        TextSystem.measurer = PangoTextMeasurer()
        let (window, controller) = show(.text, as: TextSampleViewController.self)
        defer { close(window) }
        UIRunLoop.main.runOnce()
        let attributed = try #require(controller.attributedLabel)
        #expect(attributed.bounds.height > 3 * 21, "several lines: \(attributed.bounds)")
        #expect(controller.scriptLabels.count == 6)
        for label in controller.scriptLabels {
            #expect(label.bounds.height >= 18 && label.bounds.height <= 30, "one line: \(label.text ?? "") \(label.bounds)")
        }
        // The Arabic line runs right to left.
        let arabic = try #require(controller.scriptLabels.first { $0.text?.hasPrefix("Arabic") == true })
        let line = PangoTextMeasurer().layout(TextLayoutSpec(text: StyledText("مرحبا بالعالم، النص يتصل",
            style: TextRunStyle(font: .systemFont(ofSize: 17), foregroundColor: .black))))
        #expect(line.isRightToLeft && arabic.window != nil)
        // The labels draw ink.
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(bounds: attributed.bounds, format: format).image { _ in
            attributed.drawHierarchy(in: attributed.bounds, afterScreenUpdates: false)
        }
        let inked = (0..<image.bitmap.width).contains { x in (0..<image.bitmap.height).contains { (image.bitmap.pixel(x: x, y: $0)?[3] ?? 0) > 128 } }
        #expect(inked)
        click(controller, "next style")
        let style = attributed.attributedText?.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle
        #expect(style?.alignment == .center)
    }
}
