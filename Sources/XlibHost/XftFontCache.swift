internal import CX11
import Foundation
import UIKit

/// Resolves ``UIFont`` descriptors to Xft fonts, once per descriptor.
///
/// Size rule: a font's pixel size is `pointSize × scale` (``XlibDisplay/scale``), so one
/// point is one pixel at scale 1 and text scales together with geometry.
@preconcurrency @MainActor
final class XftFontCache {
    private unowned let display: XlibDisplay
    private var faces: [UIFont: XftFace] = [:]

    init(display: XlibDisplay) {
        self.display = display
    }

    /// The face for `font`, opened on first use.
    func face(for font: UIFont) -> XftFace {
        if let face = faces[font] { return face }
        let face = XftFace(display: display, font: font, pixelSize: Double(font.pointSize * display.scale))
        faces[font] = face
        return face
    }

    /// Closes every font (before the display closes).
    func closeAll() {
        for face in faces.values { face.close() }
        faces.removeAll()
    }
}

/// One font at one size: a primary Xft font plus fallback fonts, opened lazily, for
/// characters it lacks.
///
/// Fallback follows st: fontconfig's sorted list for the requested pattern (`FcFontSort`,
/// computed once), and per missing character the first font in it whose charset has the
/// character. Measuring and drawing share ``runs(of:)``, so they always split text the
/// same way. Advances are cached per character.
@preconcurrency @MainActor
final class XftFace {
    private let display: OpaquePointer
    private let screen: Int32
    /// The requested pattern after substitution (kept for fallback, as dmenu keeps it).
    private var basePattern: OpaquePointer?
    /// Fonts used for drawing; index 0 is the primary font.
    private(set) var fonts: [UnsafeMutablePointer<XftFont>] = []
    /// The sorted fallback list, computed on the first missing character.
    private var sortedSet: UnsafeMutablePointer<FcFontSet>?
    /// Which font in ``fonts`` draws a scalar.
    private var fontIndexForScalar: [UInt32: Int] = [:]
    /// The advance (pixels) of a scalar in its font.
    private var advanceForScalar: [UInt32: Int] = [:]
    /// The advances of ASCII characters, `Int.min` until measured (an advance may be
    /// negative): most text is ASCII, and a table lookup costs a fraction of hashing.
    private var asciiAdvances = [Int](repeating: .min, count: 128)
    /// Pattern indices of `sortedSet` already opened, to their index in `fonts`.
    private var openedSortedIndex: [Int: Int] = [:]

    /// Pixels from the baseline up to the primary font's top.
    let ascent: Int
    /// Pixels from the baseline down to the primary font's bottom.
    let descent: Int
    /// The family fontconfig resolved to.
    let resolvedFamily: String
    /// The pixel size asked for.
    let pixelSize: Double

    /// The line box: ascent + descent (not Xft's `height`, which is FreeType's line gap).
    var lineHeight: Int { ascent + descent }

    init(display: XlibDisplay, font: UIFont, pixelSize: Double) {
        self.display = display.handle
        self.screen = display.screen
        self.pixelSize = pixelSize
        let pattern = FcPatternCreate()!
        let family = font.familyName == UIFont.systemFamilyName ? "DejaVu Sans" : font.familyName
        FcPatternAddString(pattern, FC_FAMILY, family)
        if font.familyName == UIFont.systemFamilyName { FcPatternAddString(pattern, FC_FAMILY, "sans-serif") }
        FcPatternAddDouble(pattern, FC_PIXEL_SIZE, max(1, pixelSize))
        FcPatternAddInteger(pattern, FC_WEIGHT, XftFace.fontconfigWeight(font.weight))
        FcPatternAddInteger(pattern, FC_SLANT, font.isItalic ? FC_SLANT_ITALIC : FC_SLANT_ROMAN)
        FcConfigSubstitute(nil, pattern, FcMatchPattern)
        XftDefaultSubstitute(display.handle, display.screen, pattern)
        basePattern = pattern

        var result = FcResultNoMatch
        var opened: UnsafeMutablePointer<XftFont>?
        if let match = FcFontMatch(nil, pattern, &result) {
            opened = XftFontOpenPattern(display.handle, match)
            if opened == nil { FcPatternDestroy(match) }  // Xft owns the pattern only on success.
        }
        if opened == nil { opened = XftFontOpenName(display.handle, display.screen, "sans-serif:pixelsize=\(max(1, pixelSize))") }
        if opened == nil { opened = XftFontOpenXlfd(display.handle, display.screen, "fixed") }
        guard let primary = opened else {
            // No font at all: nothing can be measured or drawn, so say what to install.
            Platform.writeError("error: fontconfig found no usable font. Install one, for example: apt-get install fonts-dejavu-core")
            Platform.exitProcess(2)
        }
        fonts = [primary]
        ascent = Int(primary.pointee.ascent)
        descent = Int(primary.pointee.descent)
        var familyPointer: UnsafeMutablePointer<FcChar8>?
        if FcPatternGetString(primary.pointee.pattern, FC_FAMILY, 0, &familyPointer) == FcResultMatch, let familyPointer {
            resolvedFamily = String(cString: familyPointer)
        } else {
            resolvedFamily = family
        }
    }

    /// fontconfig's weight for UIKit's weight scale.
    private static func fontconfigWeight(_ weight: UIFont.Weight) -> Int32 {
        switch weight.rawValue {
        case ..<(-0.7): return FC_WEIGHT_EXTRALIGHT
        case ..<(-0.5): return FC_WEIGHT_THIN
        case ..<(-0.2): return FC_WEIGHT_LIGHT
        case ..<0.15: return FC_WEIGHT_REGULAR
        case ..<0.27: return FC_WEIGHT_MEDIUM
        case ..<0.35: return FC_WEIGHT_DEMIBOLD
        case ..<0.5: return FC_WEIGHT_BOLD
        case ..<0.6: return FC_WEIGHT_EXTRABOLD
        default: return FC_WEIGHT_BLACK
        }
    }

    // MARK: Per-character font and advance

    /// The index in ``fonts`` of the font that draws `scalar`.
    func fontIndex(for scalar: UInt32) -> Int {
        if let index = fontIndexForScalar[scalar] { return index }
        let index = findFont(for: scalar)
        fontIndexForScalar[scalar] = index
        return index
    }

    private func findFont(for scalar: UInt32) -> Int {
        if scalar < 0x20 || XftCharExists(display, fonts[0], scalar) != 0 { return 0 }
        for index in 1..<max(1, fonts.count) where XftCharExists(display, fonts[index], scalar) != 0 { return index }
        guard let basePattern else { return 0 }
        if sortedSet == nil {
            var result = FcResultNoMatch
            sortedSet = FcFontSort(nil, basePattern, 1, nil, &result)
        }
        guard let set = sortedSet else { return 0 }
        for position in 0..<Int(set.pointee.nfont) {
            guard let candidate = set.pointee.fonts[position] else { continue }
            var charset: OpaquePointer?
            guard FcPatternGetCharSet(candidate, FC_CHARSET, 0, &charset) == FcResultMatch,
                  FcCharSetHasChar(charset, scalar) != 0 else { continue }
            if let existing = openedSortedIndex[position] { return existing }
            guard let prepared = FcFontRenderPrepare(nil, basePattern, candidate) else { continue }
            guard let font = XftFontOpenPattern(display, prepared) else {
                FcPatternDestroy(prepared)
                continue
            }
            fonts.append(font)
            openedSortedIndex[position] = fonts.count - 1
            return fonts.count - 1
        }
        return 0  // No font has it: the primary font draws its missing-glyph box.
    }

    /// The advance of `scalar` in pixels (Xft's `xOff`), cached.
    func advance(of scalar: UInt32) -> Int {
        if scalar < 128, asciiAdvances[Int(scalar)] != .min { return asciiAdvances[Int(scalar)] }
        if let advance = advanceForScalar[scalar] { return advance }
        var advance = 0
        if scalar >= 0x20 {
            var info = XGlyphInfo()
            var character = scalar
            XftTextExtents32(display, fonts[fontIndex(for: scalar)], &character, 1, &info)
            advance = Int(info.xOff)
        }
        if scalar < 128 { asciiAdvances[Int(scalar)] = advance } else { advanceForScalar[scalar] = advance }
        return advance
    }

    /// The advance of `text` in pixels: the sum of its characters' advances (Xft applies
    /// no kerning, so this equals `XftTextExtentsUtf8` over each run).
    func width<S: Sequence>(of scalars: S) -> Int where S.Element == Unicode.Scalar {
        var total = 0
        for scalar in scalars { total += advance(of: scalar.value) }
        return total
    }

    /// Splits `text` into runs drawn by one font each: `(font index, UTF-8 bytes, advance)`;
    /// cached per string, since the same labels are drawn on every paint.
    func runs(of text: String) -> [TextRun] {
        if let cached = runCache[text] { return cached }
        let runs = splitRuns(of: text)
        if runCache.count >= 4096 { runCache.removeAll(keepingCapacity: true) }
        runCache[text] = runs
        return runs
    }

    /// One stretch of text drawn with one font.
    typealias TextRun = (font: Int, utf8: [UInt8], advance: Int)
    private var runCache: [String: [TextRun]] = [:]

    private func splitRuns(of text: String) -> [TextRun] {
        var runs: [TextRun] = []
        // Control characters (tabs, stray newlines) are neither drawn nor measured.
        for scalar in text.unicodeScalars where scalar.value >= 0x20 {
            let index = fontIndex(for: scalar.value)
            let advance = advance(of: scalar.value)
            if runs.isEmpty || runs[runs.count - 1].font != index {
                runs.append((index, [], 0))
            }
            runs[runs.count - 1].utf8.append(contentsOf: String(scalar).utf8)
            runs[runs.count - 1].advance += advance
        }
        return runs
    }

    /// Measures `text` with `XftTextExtentsUtf8`, run by run (for checking the cache).
    func extentsWidth(of text: String) -> Int {
        var total = 0
        for run in runs(of: text) {
            var info = XGlyphInfo()
            run.utf8.withUnsafeBufferPointer { bytes in
                XftTextExtentsUtf8(display, fonts[run.font], bytes.baseAddress, Int32(bytes.count), &info)
            }
            total += Int(info.xOff)
        }
        return total
    }

    /// Closes the fonts and fontconfig objects.
    func close() {
        for font in fonts { XftFontClose(display, font) }
        fonts.removeAll()
        if let sortedSet { FcFontSetDestroy(sortedSet) }
        sortedSet = nil
        if let basePattern { FcPatternDestroy(basePattern) }
        basePattern = nil
    }
}
