import Foundation

/// A layer that draws a string, as Core Animation's: plain (in ``font`` at ``fontSize``
/// and ``foregroundColor``) or attributed, from the top of the bounds, wrapped to their
/// width when ``isWrapped``, else on one line cut by ``truncationMode``, aligned by
/// ``alignmentMode``. Text is laid out by the same engine as labels.
@preconcurrency @MainActor
open class CATextLayer: CALayer {
    /// The text: a `String` or an `NSAttributedString` (whose own fonts and colours win).
    open var string: Any? { didSet { contentDidChange() } }
    /// The font: a `UIFont` (its size replaced by ``fontSize``) or a font name as a
    /// `String`; the system font when nil or unknown.
    open var font: Any? { didSet { contentDidChange() } }
    /// The font size for plain text (36 by default, as in Core Animation).
    open var fontSize: CGFloat = 36 { didSet { if fontSize != oldValue { contentDidChange() } } }
    /// The colour of plain text (opaque white by default).
    open var foregroundColor: CGColor? = CGColor(gray: 1, alpha: 1) { didSet { if foregroundColor != oldValue { contentDidChange() } } }
    /// Whether lines wrap at the bounds' width.
    open var isWrapped = false { didSet { if isWrapped != oldValue { contentDidChange() } } }
    /// How a line too long for the bounds is cut (`.none`: it is not).
    open var truncationMode = CATextLayerTruncationMode.none { didSet { if truncationMode != oldValue { contentDidChange() } } }
    /// How lines align in the bounds.
    open var alignmentMode = CATextLayerAlignmentMode.natural { didSet { if alignmentMode != oldValue { contentDidChange() } } }
    /// Whether glyphs snap to whole pixels (kept; text is positioned by the text engine).
    open var allowsFontSubpixelQuantization = false

    /// Creates a text layer with no text.
    public override init() { super.init() }

    /// A copy of `layer`.
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CATextLayer else { return }
        string = other.string
        font = other.font
        fontSize = other.fontSize
        foregroundColor = other.foregroundColor
        isWrapped = other.isWrapped
        truncationMode = other.truncationMode
        alignmentMode = other.alignmentMode
    }

    override func modelValue(forKey key: String) -> Any? {
        switch key {
        case "string": return string
        case "fontSize": return fontSize
        case "foregroundColor": return foregroundColor
        default: return super.modelValue(forKey: key)
        }
    }

    override func setModelValue(_ value: Any?, forKey key: String) -> Bool {
        switch key {
        case "string": string = value
        case "fontSize": guard let number = LayerKeyPathNumber.cgFloat(value) else { return false }; fontSize = number
        case "foregroundColor": foregroundColor = CALayer.color(value)
        default: return super.setModelValue(value, forKey: key)
        }
        return true
    }

    override var hasOwnContent: Bool { textLayout(width: bounds.width) != nil }

    /// The font plain text is drawn in.
    var resolvedFont: UIFont {
        let size = fontSize.isFinite && fontSize > 0 ? fontSize : 36
        switch font {
        case let font as UIFont: return font.withSize(size)
        case let name as String: return UIFont(name: name, size: size) ?? .systemFont(ofSize: size)
        default: return .systemFont(ofSize: size)
        }
    }

    /// The text laid out for `width`, or nil when there is none.
    func textLayout(width: CGFloat) -> TextLayoutSpec? {
        let color = foregroundColor.map(UIColor.init(cgColor:)) ?? .white
        let style = TextRunStyle(font: resolvedFont, foregroundColor: color)
        let text: StyledText
        switch string {
        case let attributed as NSAttributedString where attributed.length > 0: text = StyledText(attributed, defaultStyle: style)
        case let plain as String where !plain.isEmpty: text = StyledText(plain, style: style)
        default: return nil
        }
        let lineBreak: NSLineBreakMode
        switch truncationMode {
        case .start: lineBreak = .byTruncatingHead
        case .middle: lineBreak = .byTruncatingMiddle
        case .end: lineBreak = .byTruncatingTail
        default: lineBreak = isWrapped ? .byWordWrapping : .byClipping
        }
        let alignment: NSTextAlignment
        switch alignmentMode {
        case .left: alignment = .left
        case .right: alignment = .right
        case .center: alignment = .center
        case .justified: alignment = .justified
        default: alignment = .natural
        }
        return TextLayoutSpec(text: text, width: max(width, 0), maximumNumberOfLines: isWrapped ? 0 : 1,
                              lineBreakMode: lineBreak, alignment: alignment)
    }

    override func renderOwnContent(in context: any DrawingContext, bounds: CGRect, cornerRadius: CGFloat, alpha: CGFloat) {
        guard let layout = textLayout(width: bounds.width) else { return }
        context.drawText(layout, at: bounds.origin, alpha: alpha)
    }
}

/// How a text layer cuts a line too long for it.
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Not cut (clipped by the drawing).
    public static let none = CATextLayerTruncationMode("none")
    /// An ellipsis at the start.
    public static let start = CATextLayerTruncationMode("start")
    /// An ellipsis at the end.
    public static let end = CATextLayerTruncationMode("end")
    /// An ellipsis in the middle.
    public static let middle = CATextLayerTruncationMode("middle")
}

/// How a text layer aligns its lines.
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// By the writing direction of the text.
    public static let natural = CATextLayerAlignmentMode("natural")
    /// Flush left.
    public static let left = CATextLayerAlignmentMode("left")
    /// Flush right.
    public static let right = CATextLayerAlignmentMode("right")
    /// Centred.
    public static let center = CATextLayerAlignmentMode("center")
    /// Justified.
    public static let justified = CATextLayerAlignmentMode("justified")
}
