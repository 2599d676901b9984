import Foundation

/// How lines of text are aligned horizontally (UIKit's raw values).
public enum NSTextAlignment: Int, Sendable {
    /// Flush left.
    case left = 0
    /// Centred.
    case center = 1
    /// Flush right.
    case right = 2
    /// Both edges flush: the words of every line but a paragraph's last are spread to the
    /// full width.
    case justified = 3
    /// Leading: follows the text's direction (left for Latin text, right for Arabic or
    /// Hebrew paragraphs).
    case natural = 4
}

/// What happens to text that does not fit (UIKit's raw values).
public enum NSLineBreakMode: Int, Sendable {
    /// Wrap at word boundaries (Unicode line breaking, so Chinese and Japanese break
    /// between characters); a word wider than the line is broken between characters.
    case byWordWrapping = 0
    /// Wrap at characters (grapheme clusters).
    case byCharWrapping
    /// Lines are clipped at the edge.
    case byClipping
    /// The start of the last line is replaced by "…".
    case byTruncatingHead
    /// The end of the last line is replaced by "…".
    case byTruncatingTail
    /// The middle of the last line is replaced by "…".
    case byTruncatingMiddle
}

/// The direction of a paragraph's text (UIKit's raw values).
public enum NSWritingDirection: Int, Sendable {
    /// The direction the text's first strong character gives.
    case natural = -1
    /// Left to right.
    case leftToRight = 0
    /// Right to left.
    case rightToLeft = 1
}
