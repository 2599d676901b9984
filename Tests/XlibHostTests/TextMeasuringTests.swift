import Foundation
import Testing
import UIKit
@testable import XlibHost

extension XlibHostTests {
    /// Xft measurement against the numbers in X11NOTES §4 (DejaVu Sans, pixelsize 17,
    /// identical at any server DPI): advance `xOff` for width, ascent + descent for height.
    @Suite(.serialized)
    @MainActor
    struct TextMeasuringTests {
        static let dejaVu17 = UIFont(familyName: "DejaVu Sans", pointSize: 17)

        @Test(arguments: [("Hello", 43), ("Hello, World", 103), ("Ágy", 33), ("WAVE", 52), ("iiii", 20), ("€", 11)])
        func advanceWidthMatchesXft(text: String, width: Int) throws {
            try TestHost.with { app in
                #expect(app.scale == 1, "tests pin scale 1 (no Xft.dpi resource)")
                #expect(app.textMeasurer.resolvedFamilyName(for: Self.dejaVu17) == "DejaVu Sans")
                let size = app.textMeasurer.size(of: text, font: Self.dejaVu17, wrappingAt: nil)
                #expect(size == CGSize(width: CGFloat(width), height: 21))
                // The per-character cache agrees with XftTextExtentsUtf8 over the runs.
                #expect(app.display.fonts.face(for: Self.dejaVu17).extentsWidth(of: text) == width)
            }
        }

        @Test func metricsAreAscentPlusDescent() throws {
            try TestHost.with { app in
                let metrics = app.textMeasurer.metrics(for: Self.dejaVu17)
                #expect(metrics == FontMetrics(ascent: 16, descent: 5, lineHeight: 21))
                #expect(TextSystem.measurer === app.textMeasurer)
                #expect(Self.dejaVu17.lineHeight == 21)
            }
        }

        @Test func measurementIsStableAcrossCallsAndCacheMisses() throws {
            try TestHost.with { app in
                let first = app.textMeasurer.size(of: "Stable width: Hello, World", font: Self.dejaVu17, wrappingAt: nil)
                for _ in 0..<50 {
                    #expect(app.textMeasurer.size(of: "Stable width: Hello, World", font: Self.dejaVu17, wrappingAt: nil) == first)
                }
                // A different size is a different face; coming back gives the same answer.
                _ = app.textMeasurer.size(of: "Stable width: Hello, World", font: Self.dejaVu17.withSize(30), wrappingAt: nil)
                #expect(app.textMeasurer.size(of: "Stable width: Hello, World", font: Self.dejaVu17, wrappingAt: nil) == first)
            }
        }

        @Test func wrapsAtWordsAndBreaksLongWords() throws {
            try TestHost.with { app in
                let measurer = app.textMeasurer
                // "Hello" 43 + space + "World": too wide for 80, so two lines.
                #expect(measurer.lines(of: "Hello World", font: Self.dejaVu17, wrappingAt: 80) == ["Hello", "World"])
                let wrapped = measurer.size(of: "Hello World", font: Self.dejaVu17, wrappingAt: 80)
                #expect(wrapped.height == 42)
                #expect(wrapped.width <= 80)
                // Exactly the unwrapped width keeps one line.
                let one = measurer.size(of: "Hello World", font: Self.dejaVu17, wrappingAt: nil)
                #expect(measurer.size(of: "Hello World", font: Self.dejaVu17, wrappingAt: one.width) == one)
                // A word wider than the line is broken between characters.
                let pieces = measurer.lines(of: "iiiiiiiiii", font: Self.dejaVu17, wrappingAt: 20)
                #expect(pieces == ["iiii", "iiii", "ii"])
                // Newlines always break; an empty string is zero.
                #expect(measurer.size(of: "a\nb\n", font: Self.dejaVu17, wrappingAt: nil).height == 63)
                #expect(measurer.size(of: "", font: Self.dejaVu17, wrappingAt: nil) == .zero)
            }
        }

        @Test func missingCharactersFallBackToAnotherFont() throws {
            try TestHost.with { app in
                let face = app.display.fonts.face(for: Self.dejaVu17)
                let cjk = UInt32(("你" as Unicode.Scalar).value)
                try #require(face.fontIndex(for: UInt32(("H" as Unicode.Scalar).value)) == 0)
                let index = face.fontIndex(for: cjk)
                if index == 0 {
                    // No installed font has CJK (the machine lacks Droid Sans Fallback / Noto CJK).
                    return
                }
                // Measuring and drawing share the run splitting: two runs, the second from the fallback.
                let runs = face.runs(of: "Hello 你好")
                #expect(runs.map(\.font) == [0, index])
                let size = app.textMeasurer.size(of: "Hello 你好", font: Self.dejaVu17, wrappingAt: nil)
                #expect(Int(size.width) == runs.map(\.advance).reduce(0, +))
                #expect(Int(size.width) == face.extentsWidth(of: "Hello 你好"))
            }
        }
    }
}
