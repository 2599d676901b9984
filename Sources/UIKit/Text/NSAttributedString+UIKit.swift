import Foundation

extension NSAttributedString.Key {
    /// The font of the text (a ``UIFont``), UIKit's `NSFont` attribute.
    public static var font: NSAttributedString.Key { NSAttributedString.Key("NSFont") }
    /// The colour of the text (a ``UIColor``), UIKit's `NSColor` attribute.
    public static var foregroundColor: NSAttributedString.Key { NSAttributedString.Key("NSColor") }
}
