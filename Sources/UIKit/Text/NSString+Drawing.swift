import Foundation

/// Options for drawing and measuring strings (UIKit's raw values).
public struct NSStringDrawingOptions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Lay the text out as a block in the rectangle, wrapped at its width (without it:
    /// one line, measured from the baseline).
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Use the font's leading (the line box already includes it here).
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Use glyph bounds (logical bounds here).
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// Truncate the last line that fits in the rectangle's height with an ellipsis.
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// What string drawing reports back: the bounds of the text and the scale it was drawn at.
open class NSStringDrawingContext: NSObject {
    /// The smallest scale the text may be shrunk to (text is not shrunk here: 1 is used).
    open var minimumScaleFactor: CGFloat = 0
    /// The scale the text was drawn at.
    open internal(set) var actualScaleFactor: CGFloat = 1
    /// The bounds of the text last drawn or measured.
    open internal(set) var totalBounds: CGRect = .zero
}

/// Measuring and drawing attributed text with UIKit's text engine, as the views do.
@preconcurrency @MainActor
enum StringDrawing {
    /// The default attributes of string drawing: the 12-point system font in black (UIKit's
    /// default is Helvetica 12).
    static let defaultStyle = TextRunStyle(font: .systemFont(ofSize: 12), foregroundColor: .black)

    static func spec(_ text: NSAttributedString, width: CGFloat?, lines: Int = 0,
                     truncating: Bool = false) -> TextLayoutSpec {
        let styled = StyledText(text, defaultStyle: defaultStyle)
        return TextLayoutSpec(text: styled, width: width, maximumNumberOfLines: lines,
                              lineBreakMode: truncating ? .byTruncatingTail : .byWordWrapping)
    }

    /// The size of `text` on one line per paragraph.
    static func size(_ text: NSAttributedString) -> CGSize {
        TextSystem.measurer.layout(spec(text, width: nil)).size
    }

    /// The bounds of `text` in `size`: wrapped at the width with `usesLineFragmentOrigin`,
    /// else one line with its origin on the baseline (y = −ascent).
    static func boundingRect(_ text: NSAttributedString, size: CGSize, options: NSStringDrawingOptions,
                             context: NSStringDrawingContext?) -> CGRect {
        let wrapping = options.contains(.usesLineFragmentOrigin)
        let width = wrapping && size.width.isFinite && size.width > 0 ? size.width : nil
        let metrics = TextSystem.measurer.layout(spec(text, width: width, lines: lineLimit(text, size: size, options: options),
                                                      truncating: options.contains(.truncatesLastVisibleLine)))
        let rect = wrapping ? CGRect(origin: .zero, size: metrics.size)
                            : CGRect(x: 0, y: -metrics.firstBaseline, width: metrics.size.width, height: metrics.size.height)
        context?.totalBounds = rect
        context?.actualScaleFactor = 1
        return rect
    }

    /// The lines that fit `size`'s height when the last visible one is to be truncated.
    private static func lineLimit(_ text: NSAttributedString, size: CGSize, options: NSStringDrawingOptions) -> Int {
        guard options.contains(.truncatesLastVisibleLine), size.height.isFinite, size.height > 0 else { return 0 }
        let full = TextSystem.measurer.layout(spec(text, width: size.width))
        guard full.size.height > size.height, !full.lines.isEmpty else { return 0 }
        let lineHeight = full.size.height / CGFloat(full.lines.count)
        return max(1, Int(size.height / max(lineHeight, 1)))
    }

    /// Where string drawing draws: the current Core Graphics context once the drawing has
    /// one (a view's `draw(_:)` that already drew into its backing store: the text lands
    /// over those shapes, in order, under the context's transform and clip), else the
    /// current drawing route (a view's display list, drawn under its backing store).
    static var destination: (any DrawingContext)? {
        if let context = DisplayPass.frame.context, let drawing = DisplayPass.frame.drawing, !(drawing is BitmapDrawingContext) {
            return BitmapDrawingContext(context: context)
        }
        return UIGraphicsGetCurrentDrawingContext()
    }

    /// Draws `text` with its top-left at `point`, one line per paragraph.
    static func draw(_ text: NSAttributedString, at point: CGPoint) {
        guard let context = destination, text.length > 0 else { return }
        context.drawText(spec(text, width: nil), at: point, alpha: 1)
    }

    /// Draws `text` wrapped in `rect` (lines past its height are cut, the last truncated
    /// when asked).
    static func draw(_ text: NSAttributedString, in rect: CGRect, options: NSStringDrawingOptions = .usesLineFragmentOrigin,
                     context drawingContext: NSStringDrawingContext? = nil) {
        guard let context = destination, text.length > 0, rect.width > 0 else { return }
        let layout = spec(text, width: rect.width, lines: lineLimit(text, size: rect.size, options: options.union(.truncatesLastVisibleLine)),
                          truncating: true)
        let metrics = TextSystem.measurer.layout(layout)
        drawingContext?.totalBounds = CGRect(origin: rect.origin, size: metrics.size)
        context.saveState()
        context.clip(to: rect)
        context.drawText(layout, at: rect.origin, alpha: 1)
        context.restoreState()
    }

    /// `attributes` over `string`.
    static func attributed(_ string: String, _ attributes: [NSAttributedString.Key: Any]?) -> NSAttributedString {
        NSAttributedString(string: string, attributes: attributes ?? [:])
    }
}

extension NSAttributedString {
    /// The size of the text, one line per paragraph.
    @preconcurrency @MainActor public func size() -> CGSize { StringDrawing.size(self) }
    /// Draws the text with its top-left corner at `point` in the current context.
    @preconcurrency @MainActor public func draw(at point: CGPoint) { StringDrawing.draw(self, at: point) }
    /// Draws the text wrapped in `rect` in the current context.
    @preconcurrency @MainActor public func draw(in rect: CGRect) { StringDrawing.draw(self, in: rect) }
    /// Draws the text in `rect` as `options` say.
    @preconcurrency @MainActor public func draw(with rect: CGRect, options: NSStringDrawingOptions = [],
                                                context: NSStringDrawingContext?) {
        StringDrawing.draw(self, in: rect, options: options, context: context)
    }
    /// The bounds of the text set in `size` as `options` say.
    @preconcurrency @MainActor public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                                                        context: NSStringDrawingContext?) -> CGRect {
        StringDrawing.boundingRect(self, size: size, options: options, context: context)
    }
}

extension NSString {
    /// The size of the string in `attributes`, one line per paragraph.
    @preconcurrency @MainActor public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        String(self).size(withAttributes: attributes)
    }
    /// Draws the string in `attributes` with its top-left corner at `point`.
    @preconcurrency @MainActor public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        String(self).draw(at: point, withAttributes: attributes)
    }
    /// Draws the string in `attributes` wrapped in `rect`.
    @preconcurrency @MainActor public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        String(self).draw(in: rect, withAttributes: attributes)
    }
    /// Draws the string in `attributes` in `rect` as `options` say.
    @preconcurrency @MainActor public func draw(with rect: CGRect, options: NSStringDrawingOptions = [],
                                                attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) {
        String(self).draw(with: rect, options: options, attributes: attributes, context: context)
    }
    /// The bounds of the string in `attributes` set in `size` as `options` say.
    @preconcurrency @MainActor public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                                                        attributes: [NSAttributedString.Key: Any]? = nil,
                                                        context: NSStringDrawingContext?) -> CGRect {
        String(self).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }
}

extension StringProtocol {
    /// The size of the string in `attributes`, one line per paragraph.
    @preconcurrency @MainActor public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        StringDrawing.size(StringDrawing.attributed(String(self), attributes))
    }
    /// Draws the string in `attributes` with its top-left corner at `point`.
    @preconcurrency @MainActor public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        StringDrawing.draw(StringDrawing.attributed(String(self), attributes), at: point)
    }
    /// Draws the string in `attributes` wrapped in `rect`.
    @preconcurrency @MainActor public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        StringDrawing.draw(StringDrawing.attributed(String(self), attributes), in: rect)
    }
    /// Draws the string in `attributes` in `rect` as `options` say.
    @preconcurrency @MainActor public func draw(with rect: CGRect, options: NSStringDrawingOptions = [],
                                                attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) {
        StringDrawing.draw(StringDrawing.attributed(String(self), attributes), in: rect, options: options, context: context)
    }
    /// The bounds of the string in `attributes` set in `size` as `options` say.
    @preconcurrency @MainActor public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                                                        attributes: [NSAttributedString.Key: Any]? = nil,
                                                        context: NSStringDrawingContext?) -> CGRect {
        StringDrawing.boundingRect(StringDrawing.attributed(String(self), attributes), size: size, options: options, context: context)
    }
}
