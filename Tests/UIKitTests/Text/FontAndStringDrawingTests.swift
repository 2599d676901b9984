import Foundation
import Testing
import UIKit
import UIKitTestSupport

/// Fonts resolved through fontconfig, descriptors, Dynamic Type scaling and the string
/// drawing API, measured by the Pango engine.
@MainActor
@Suite(.serialized) struct FontAndStringDrawingTests {
    @Test func descriptorsCarryTraitsAndDesigns() throws {
        let base = UIFont(familyName: "DejaVu Sans", pointSize: 17)
        let bold = try #require(base.fontDescriptor.withSymbolicTraits(.traitBold))
        #expect(bold.symbolicTraits.contains(.traitBold))
        let boldFont = UIFont(descriptor: bold, size: 0)
        #expect(boldFont.weight == .bold && boldFont.pointSize == 17 && boldFont.familyName == "DejaVu Sans")
        let italic = UIFont(descriptor: try #require(base.fontDescriptor.withSymbolicTraits([.traitItalic, .traitBold])), size: 20)
        #expect(italic.isItalic && italic.weight == .bold && italic.pointSize == 20)
        let mono = UIFont(descriptor: try #require(base.fontDescriptor.withDesign(.monospaced)), size: 0)
        #expect(mono.fontDescriptor.symbolicTraits.contains(.traitMonoSpace))
        // Monospaced: every character is as wide.
        let measurer = PangoTextMeasurer()
        #expect(measurer.size(of: "iiii", font: mono, wrappingAt: nil).width == measurer.size(of: "WWWW", font: mono, wrappingAt: nil).width)
        let sized = base.fontDescriptor.addingAttributes([.size: 30])
        #expect(UIFont(descriptor: sized, size: 0).pointSize == 30 && sized.fontAttributes[.family] as? String == "DejaVu Sans")
        #expect(UIFont(descriptor: base.fontDescriptor.withDesign(.serif)!, size: 17).familyName == UIFont.serifFamilyName)
    }

    @Test func namedFontsResolveWithAFallback() throws {
        let bold = try #require(UIFont(name: "DejaVu Sans Bold", size: 17))
        #expect(bold.familyName == "DejaVu Sans" && bold.weight == .bold)
        let postScript = try #require(UIFont(name: "DejaVuSans-BoldOblique", size: 17))
        #expect(postScript.weight == .bold && postScript.isItalic)
        #expect(UIFont(name: "", size: 17) == nil)
        // An unknown family falls back to fontconfig's sans-serif (DejaVu Sans).
        let unknown = try #require(UIFont(name: "No Such Family", size: 17))
        #expect(PangoTextMeasurer().size(of: "Hello, World", font: unknown, wrappingAt: nil).width == 102)
        #expect(UIFont.familyNames.contains("DejaVu Sans"))
        #expect(UIFont.fontNames(forFamilyName: "DejaVu Sans").contains("DejaVu Sans Bold"))
        #expect(UIFont.fontNames(forFamilyName: "No Such Family").isEmpty)
    }

    @Test func fontMetricsScaleByTheContentSizeCategory() {
        let large = UITraitCollection(preferredContentSizeCategory: .large)
        let huge = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraLarge)
        let metrics = UIFontMetrics(forTextStyle: .body)
        let font = UIFont.systemFont(ofSize: 17)
        #expect(metrics.scaledFont(for: font, compatibleWith: large).pointSize == 17)
        let scaled = metrics.scaledFont(for: font, compatibleWith: huge)
        #expect(scaled.pointSize == UIFont.preferredFont(forTextStyle: .body, compatibleWith: huge).pointSize)
        #expect(metrics.scaledValue(for: 10, compatibleWith: large) == 10)
        #expect(metrics.scaledValue(for: 10, compatibleWith: huge) > 10)
        #expect(metrics.scaledFont(for: font, maximumPointSize: 20, compatibleWith: huge).pointSize == 20)
        #expect(UIFont.monospacedSystemFont(ofSize: 12, weight: .regular).familyName == UIFont.monospacedFamilyName)
    }

    @Test func stringsAreMeasuredByTheEngine() {
        TextSystem.measurer = PangoTextMeasurer()
        let font = UIFont(familyName: "DejaVu Sans", pointSize: 17)
        #expect("Hello, World".size(withAttributes: [.font: font]) == CGSize(width: 102, height: 21))
        #expect(("Hello, World" as NSString).size(withAttributes: [.font: font]) == CGSize(width: 102, height: 21))
        #expect(NSAttributedString(string: "Hello, World", attributes: [.font: font]).size() == CGSize(width: 102, height: 21))
        let wrapped = "Hello World".boundingRect(with: CGSize(width: 80, height: CGFloat.greatestFiniteMagnitude),
                                             options: .usesLineFragmentOrigin, attributes: [.font: font], context: nil)
        #expect(wrapped.height == 42 && wrapped.origin == .zero)
        let oneLine = "Hello World".boundingRect(with: CGSize(width: 80, height: 100), options: [], attributes: [.font: font], context: nil)
        #expect(oneLine.minY == -16 && oneLine.height == 21)
    }

    @Test func stringsDrawIntoImages() throws {
        let font = UIFont(familyName: "DejaVu Sans", pointSize: 14)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20), format: format).image { _ in
            "Hi".draw(at: CGPoint(x: 2, y: 2), withAttributes: [.font: font, .foregroundColor: UIColor.red])
        }
        let inked = (0..<40).flatMap { x in (0..<20).compactMap { image.bitmap.pixel(x: x, y: $0) } }.filter { $0[3] > 128 }
        // Red glyphs (premultiplied at their anti-aliased edges).
        #expect(!inked.isEmpty && inked.allSatisfy { Int($0[0]) + 8 >= Int($0[3]) && $0[1] < 40 && $0[2] < 40 }, "\(inked.prefix(4))")
    }
}
