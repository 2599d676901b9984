import Foundation

// The attribute keys UIKit adds to Foundation's `NSAttributedString.Key`, with UIKit's raw
// values (`NSFont`, `NSColor`, …), so archived and hand-written keys agree.
extension NSAttributedString.Key {
    /// The font of the text (a ``UIFont``; the view's font when absent).
    public static var font: NSAttributedString.Key { NSAttributedString.Key("NSFont") }
    /// The colour of the text (a ``UIColor``; the view's text colour when absent).
    public static var foregroundColor: NSAttributedString.Key { NSAttributedString.Key("NSColor") }
    /// The colour behind the text (a ``UIColor``).
    public static var backgroundColor: NSAttributedString.Key { NSAttributedString.Key("NSBackgroundColor") }
    /// The paragraph's alignment, indents, spacing and line breaking (an ``NSParagraphStyle``).
    public static var paragraphStyle: NSAttributedString.Key { NSAttributedString.Key("NSParagraphStyle") }
    /// Extra space after each character, in points (a number).
    public static var kern: NSAttributedString.Key { NSAttributedString.Key("NSKern") }
    /// Extra space between characters, in points (a number); applied as kerning here.
    public static var tracking: NSAttributedString.Key { NSAttributedString.Key("NSTracking") }
    /// A line under the text (an ``NSUnderlineStyle`` or its raw value).
    public static var underlineStyle: NSAttributedString.Key { NSAttributedString.Key("NSUnderline") }
    /// The underline's colour (a ``UIColor``; the text's when absent).
    public static var underlineColor: NSAttributedString.Key { NSAttributedString.Key("NSUnderlineColor") }
    /// A line through the text (an ``NSUnderlineStyle`` or its raw value).
    public static var strikethroughStyle: NSAttributedString.Key { NSAttributedString.Key("NSStrikethrough") }
    /// The strikethrough's colour (a ``UIColor``; the text's when absent).
    public static var strikethroughColor: NSAttributedString.Key { NSAttributedString.Key("NSStrikethroughColor") }
    /// How far the text is raised above the baseline, in points (a number; negative lowers it).
    public static var baselineOffset: NSAttributedString.Key { NSAttributedString.Key("NSBaselineOffset") }
    /// A shadow under the glyphs (an ``NSShadow``).
    public static var shadow: NSAttributedString.Key { NSAttributedString.Key("NSShadow") }
    /// The colour of the glyphs' outline (a ``UIColor``; the text's when absent).
    public static var strokeColor: NSAttributedString.Key { NSAttributedString.Key("NSStrokeColor") }
    /// The outline's width in percent of the font size (a number): positive draws the
    /// outline only, negative fills and outlines.
    public static var strokeWidth: NSAttributedString.Key { NSAttributedString.Key("NSStrokeWidth") }
    /// A link (a `URL` or a `String`); linked text is drawn in the link colour.
    public static var link: NSAttributedString.Key { NSAttributedString.Key("NSLink") }
    /// An inline image (an ``NSTextAttachment``) on the attachment character U+FFFC.
    public static var attachment: NSAttributedString.Key { NSAttributedString.Key("NSAttachment") }
    /// Ligatures: 0 none, 1 the default ones (a number).
    public static var ligature: NSAttributedString.Key { NSAttributedString.Key("NSLigature") }
    /// The slant applied to the glyphs (a number; stored, drawn upright here).
    public static var obliqueness: NSAttributedString.Key { NSAttributedString.Key("NSObliqueness") }
    /// The stretch applied to the glyphs (a number; stored, drawn unstretched here).
    public static var expansion: NSAttributedString.Key { NSAttributedString.Key("NSExpansion") }
    /// Embedding and override directions (an array of numbers; stored, not applied here).
    public static var writingDirection: NSAttributedString.Key { NSAttributedString.Key("NSWritingDirection") }
}

extension NSAttributedString {
    /// An empty attributed string, as Foundation's `NSAttributedString()` on Apple
    /// platforms (`NSMutableAttributedString()` too). The parameter only makes the
    /// initialiser declarable here: call it with no arguments.
    public convenience init(_ empty: Void = ()) {
        self.init(string: "")
    }

    /// The attachment character U+FFFC carrying `attachment`.
    public convenience init(attachment: NSTextAttachment) {
        self.init(string: NSAttributedString.attachmentCharacter, attributes: [.attachment: attachment])
    }

    /// The object replacement character an attachment sits on.
    static let attachmentCharacter = "\u{FFFC}"
}
