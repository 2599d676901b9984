import Foundation
import Testing
@testable import UIKit

/// Scripts DejaVu lacks are shaped in the fonts `.ci/setup` installs: Devanagari in Lohit
/// Devanagari (conjuncts formed), Korean in NanumGothic, while Chinese stays in Droid Sans
/// Fallback, named before them.
@MainActor
@Suite struct ScriptFontTests {
    let font = UIFont(familyName: "DejaVu Sans", pointSize: 17)

    func summary(_ string: String) -> (count: Int, unknown: Int, families: [String]) {
        PangoTextEngine.shared.layout(TextLayoutSpec(string, font: font)).glyphSummary()
    }

    @Test func devanagariIsShapedWithConjuncts() {
        let word = summary("नमस्ते")
        #expect(word.unknown == 0 && word.families.contains("Lohit Devanagari"), "\(word)")
        // क + ् + ष form one conjunct glyph.
        let conjunct = summary("क्ष")
        #expect(conjunct.unknown == 0 && conjunct.count < 3, "\(conjunct)")
    }

    @Test(.enabled("needs fonts-nanum") { await ScriptFontTests.hasKoreanFont() }) func koreanIsSetInAKoreanFont() {
        let korean = summary("한국어")
        #expect(korean.unknown == 0 && korean.families.allSatisfy { $0.hasPrefix("Nanum") }, "\(korean)")
    }

    @Test func chineseStaysInDroidSansFallback() {
        let chinese = summary("自动布局")
        #expect(chinese.unknown == 0 && chinese.families == ["Droid Sans Fallback"], "\(chinese)")
        #expect(PangoTextMeasurer().size(of: "自动布局的生命周期", font: font, wrappingAt: nil) == CGSize(width: 153, height: 23))
    }

    @Test func emojiHaveAFont() {
        let emoji = summary("😀🎉")
        #expect(emoji.unknown == 0, "\(emoji)")
    }

    /// Whether fontconfig has a Korean font (`fonts-nanum`, which `.ci/setup` installs).
    static func hasKoreanFont() -> Bool {
        UIFont.familyNames.contains { $0.hasPrefix("Nanum") }
    }
}
