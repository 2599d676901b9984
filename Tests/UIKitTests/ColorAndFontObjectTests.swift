// UIColor and UIFont are classes rooted in NSObject, as on iOS: code that treats them as
// objects (NSObject, AnyObject, `as?` from `Any`, attribute dictionaries, subclasses and
// convenience initialisers in extensions) compiles and behaves as it does there.
import Foundation
import Testing
import UIKit

/// What apps write: a colour constant and a hex initialiser in an extension.
extension UIColor {
    static let brand = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)

    /// `"#3366CC"` or `"3366CC"`; black for text that is not six hex digits.
    convenience init(hex: String) {
        let digits = hex.hasPrefix("#") ? String(hex.dropFirst()) : hex
        let value = digits.count == 6 ? UInt32(digits, radix: 16) ?? 0 : 0
        self.init(red: CGFloat((value >> 16) & 0xFF) / 255, green: CGFloat((value >> 8) & 0xFF) / 255,
                  blue: CGFloat(value & 0xFF) / 255, alpha: 1)
    }
}

/// A subclass, as a few apps make one for their palette. (Swift 6 asks a subclass of a
/// class that is `@unchecked Sendable` to say so again.)
final class BrandColor: UIColor, @unchecked Sendable {
    var isBrand: Bool { true }
}

/// A font subclass, for the same reason.
final class BrandFont: UIFont, @unchecked Sendable {}

@Suite("UIColor and UIFont as objects")
struct ColorAndFontObjectTests {
    @Test func aColourAndAFontAreNSObjects() {
        let color: NSObject = UIColor.red
        let font: NSObject = UIFont.systemFont(ofSize: 12)
        #expect(color.isEqual(UIColor(red: 1, green: 0, blue: 0, alpha: 1)))
        #expect(!color.isEqual(UIColor.blue))
        #expect(!color.isEqual(font))
        #expect(!color.isEqual(nil))
        #expect(font.isEqual(UIFont.systemFont(ofSize: 12)))
        #expect(!font.isEqual(UIFont.systemFont(ofSize: 13)))
        #expect(color.hash == UIColor(red: 1, green: 0, blue: 0, alpha: 1).hash)
        #expect(font.hash == UIFont.systemFont(ofSize: 12).hash)
    }

    @Test func equalObjectsAreDistinctInstances() {
        let a = UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1)
        let b = UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1)
        #expect(a == b)
        #expect(a !== b)
        let f = UIFont.systemFont(ofSize: 14, weight: .bold)
        let g = UIFont.systemFont(ofSize: 14, weight: .bold)
        #expect(f == g)
        #expect(f !== g)
        #expect(f != UIFont.systemFont(ofSize: 14))
        #expect(f.withSize(20) == UIFont.systemFont(ofSize: 20, weight: .bold))
    }

    @Test func namedColoursAreSharedInstances() {
        #expect(UIColor.red === UIColor.red)
        #expect(UIColor.systemBlue === UIColor.systemBlue)
        #expect(UIColor.label === UIColor.label)
        #expect(UIColor.white == UIColor(white: 1, alpha: 1))
    }

    @Test func coloursAndFontsWorkAsSetMembersAndDictionaryKeys() {
        let colors: Set<UIColor> = [.red, UIColor(red: 1, green: 0, blue: 0, alpha: 1), .blue, UIColor(hex: "#0000FF")]
        #expect(colors.count == 2)
        #expect(colors.contains(UIColor(red: 0, green: 0, blue: 1, alpha: 1)))
        var counts: [UIFont: Int] = [:]
        for size: CGFloat in [12, 12, 14] { counts[UIFont.systemFont(ofSize: size), default: 0] += 1 }
        #expect(counts[UIFont.systemFont(ofSize: 12)] == 2)
        #expect(counts[UIFont.systemFont(ofSize: 14)] == 1)
        #expect(counts[UIFont.preferredFont(forTextStyle: .body)] == nil)
        let palette: [UIColor] = [.white, .green, .black]
        #expect(palette.firstIndex(of: UIColor(red: 0, green: 1, blue: 0, alpha: 1)) == 1)
    }

    @Test func castsFromAnyAndAnyObject() {
        let values: [Any] = [UIColor.red, UIFont.systemFont(ofSize: 12), "text"]
        #expect((values[0] as? UIColor) === UIColor.red)
        #expect((values[1] as? UIFont)?.pointSize == 12)
        #expect(values[2] as? UIColor == nil)
        let object: AnyObject = UIColor.green
        #expect(object is NSObject)
        #expect((object as? UIColor) == .green)
    }

    @Test func attributeDictionariesHoldColoursAndFonts() {
        let text = NSAttributedString(string: "Hi", attributes: [.foregroundColor: UIColor.red, .font: UIFont.systemFont(ofSize: 12)])
        let attributes = text.attributes(at: 0, effectiveRange: nil)
        #expect(attributes[.foregroundColor] as? UIColor == .red)
        #expect(attributes[.font] as? UIFont == UIFont.systemFont(ofSize: 12))
    }

    @Test func extensionsAddConstantsAndConvenienceInitialisers() {
        #expect(UIColor.brand === UIColor.brand)
        let color = UIColor(hex: "#3366CC")
        #expect(color == UIColor(red: 0x33 / 255.0, green: 0x66 / 255.0, blue: 0xCC / 255.0, alpha: 1))
        #expect(UIColor(hex: "3366CC") == color)
        #expect(UIColor(hex: "nope") == .black)
    }

    @Test func aSubclassInheritsTheInitialisers() {
        let brand = BrandColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
        #expect(brand.isBrand)
        #expect(brand == UIColor.brand)
        let grey = BrandColor(white: 0.5, alpha: 1)
        #expect(grey == UIColor.gray)
        let literal: BrandColor = #colorLiteral(red: 1, green: 0, blue: 0, alpha: 1)
        #expect(literal == UIColor.red)
        let faded: UIColor = brand.withAlphaComponent(0.5)
        #expect(faded.alpha == 0.5)
        let asColor: UIColor = brand
        #expect(asColor is BrandColor)
    }

    @Test func aFontSubclassInheritsTheInitialisers() throws {
        let font = try #require(BrandFont(name: "Serif", size: 13))
        #expect(font == UIFont(familyName: "Serif", pointSize: 13))
        #expect(BrandFont(familyName: "Serif", pointSize: 13, weight: .bold).weight == .bold)
    }

    @Test func dynamicColoursCompareByProvider() {
        let dynamic = UIColor { traits in traits.userInterfaceStyle == .dark ? .white : .black }
        let other = UIColor { traits in traits.userInterfaceStyle == .dark ? .white : .black }
        #expect(dynamic == dynamic)
        #expect(dynamic != other)
        #expect(dynamic != .black)
        #expect(Set([dynamic, dynamic, other]).count == 2)
        #expect(dynamic.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) === UIColor.white)
    }

    @Test func copiesAreTheObjectsThemselves() {
        let color = UIColor(red: 0.3, green: 0.3, blue: 0.3, alpha: 1)
        #expect((color.copy() as? UIColor) === color)
        let font = UIFont.systemFont(ofSize: 15)
        #expect((font.copy() as? UIFont) === font)
    }

    @Test func descriptionsKeepTheirFormat() {
        #expect("\(UIColor.red)" == "UIColor(r: 1, g: 0, b: 0, a: 1)")
        #expect(UIColor(white: 0.5, alpha: 0.25).description == "UIColor(r: 0.5, g: 0.5, b: 0.5, a: 0.25)")
        #expect("\(UIFont.systemFont(ofSize: 12))" == "UIFont('system-ui' 12pt weight 0)")
        #expect(String(describing: UIFont(familyName: "Serif", pointSize: 9, weight: .bold, isItalic: true))
            == "UIFont('Serif' 9pt weight 0.4 italic)")
    }

    @Test func coloursAndFontsCrossIsolationDomains() async {
        let color = UIColor.brand
        let font = UIFont.boldSystemFont(ofSize: 11)
        let (red, size) = await Task.detached { (color.red, font.pointSize) }.value
        #expect(red == 0.2)
        #expect(size == 11)
    }

    @Test func classLevelSizesHaveUIKitsValues() {
        #expect(UIFont.systemFontSize == 17)
        #expect(UIFont.labelFontSize == 17)
        #expect(UIFont.buttonFontSize == 18)
        #expect(UIFont.smallSystemFontSize == 12)
        #expect(UIFont.italicSystemFont(ofSize: 10).isItalic)
    }
}
