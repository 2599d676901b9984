import Foundation

/// How a label whose font shrank to fit places its text vertically (UIKit's raw values).
public enum UIBaselineAdjustment: Int, Sendable {
    /// The baseline stays where the full-size text's was.
    case alignBaselines = 0
    /// The text's centre stays where the full-size text's was.
    case alignCenters
    /// The text's top stays where the full-size text's was.
    case none
}

/// A view that shows read-only text, plain (one font and colour) or attributed, sized by
/// its text.
///
/// Text is laid out by UIKit's text engine (``TextSystem/measurer``, Pango): its
/// ``intrinsicContentSize`` is the measured text, one line, or for ``numberOfLines`` ≠ 1
/// the text wrapped at ``preferredMaxLayoutWidth`` (when positive) or else at the width
/// layout gave the label, so a multi-line label reports its height for its width. When
/// layout changes that width, the label invalidates its intrinsic size and the same pass
/// lays out again with the new height. Line counts are capped by ``numberOfLines``
/// (0 = no limit). Sizes are rounded up to whole pixels. An empty label's intrinsic size
/// is zero. The label draws exactly the layout it measured, at its own width: truncated
/// with an ellipsis where ``lineBreakMode`` says so, shrunk first when
/// ``adjustsFontSizeToFitWidth`` allows.
///
/// Baselines: the first baseline is the first line's, the last baseline the last line's,
/// where the text sits when the label has its intrinsic height (taller labels centre
/// their text vertically, as UIKit's do). Hugging is 250 horizontally and 251
/// vertically, compression resistance 750.
@preconcurrency @MainActor
open class UILabel: UIView {
    /// The text shown; `nil` or empty shows nothing. Setting it drops the attributes of
    /// ``attributedText`` (the label's font, colour and alignment apply), as in UIKit.
    open var text: String? {
        get { storedText }
        set {
            guard newValue != storedText || storedAttributedText != nil else { return }
            storedText = newValue
            storedAttributedText = nil
            contentDidChange(metricsChanged: false)
        }
    }

    /// The text with its attributes. Reading it after setting ``text`` gives the text in
    /// the label's font, colour and alignment; characters without a font or colour use
    /// the label's.
    open var attributedText: NSAttributedString? {
        get {
            if let storedAttributedText { return storedAttributedText }
            guard let storedText else { return nil }
            let style = NSMutableParagraphStyle()
            style.alignment = textAlignment
            style.lineBreakMode = lineBreakMode
            return NSAttributedString(string: storedText, attributes: [.font: storedFont, .foregroundColor: storedTextColor,
                                                                      .paragraphStyle: style])
        }
        set {
            storedAttributedText = newValue?.copy() as? NSAttributedString
            storedText = newValue?.string
            contentDidChange(metricsChanged: true)
        }
    }

    /// The font; setting `nil` restores the default (the system font at 17 points).
    /// Setting it sets the font of all of ``attributedText``, as in UIKit.
    open var font: UIFont! {
        get { storedFont }
        set {
            let font = newValue ?? UILabel.defaultFont
            guard font != storedFont else { return }
            storedFont = font
            applyToAttributedText(.font, font)
            contentDidChange(metricsChanged: true)
        }
    }

    /// The text colour; setting `nil` restores black. Setting it colours all of
    /// ``attributedText``.
    open var textColor: UIColor! {
        get { storedTextColor }
        set {
            storedTextColor = newValue ?? .black
            applyToAttributedText(.foregroundColor, storedTextColor)
            styledTextCache = nil
            setNeedsDisplay()
        }
    }

    /// The horizontal alignment of the lines (`.natural` by default: left, or right for
    /// right-to-left text).
    open var textAlignment: NSTextAlignment = .natural {
        didSet { if textAlignment != oldValue { setNeedsDisplay() } }
    }

    /// The most lines shown: 1 by default, 0 for no limit. Negative values count as 0.
    @exclusivity(unchecked) open var numberOfLines: Int = 1 {
        didSet { if numberOfLines != oldValue { contentDidChange(metricsChanged: false) } }
    }

    /// How text that does not fit is cut (`.byTruncatingTail` by default).
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail {
        didSet { if lineBreakMode != oldValue { contentDidChange(metricsChanged: false) } }
    }

    /// The width a multi-line label wraps at for its intrinsic size; 0 (the default)
    /// wraps at the width layout gives it. Negative or non-finite values count as 0.
    open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { if preferredMaxLayoutWidth != oldValue { contentDidChange(metricsChanged: false) } }
    }

    /// Whether a one-line text too wide for the label is drawn in a smaller font (down to
    /// ``minimumScaleFactor`` of its size) before it is truncated. The intrinsic size
    /// stays that of the full-size text.
    open var adjustsFontSizeToFitWidth = false { didSet { setNeedsDisplay() } }
    /// The smallest font scale ``adjustsFontSizeToFitWidth`` goes to (`0...1`; 0 means
    /// the font may shrink as far as needed, down to 1 point).
    open var minimumScaleFactor: CGFloat = 0 { didSet { setNeedsDisplay() } }
    /// Where shrunk text sits vertically (`.alignBaselines` by default).
    open var baselineAdjustment: UIBaselineAdjustment = .alignBaselines { didSet { setNeedsDisplay() } }
    /// Whether the characters may be drawn up to 5% tighter before the text is truncated.
    open var allowsDefaultTighteningForTruncation = false { didSet { setNeedsDisplay() } }

    /// Whether the label is drawn as enabled (disabled text is drawn at half opacity).
    open var isEnabled = true { didSet { if isEnabled != oldValue { setNeedsDisplay() } } }
    /// Whether the label is highlighted (drawn in ``highlightedTextColor`` when set).
    open var isHighlighted = false { didSet { if isHighlighted != oldValue { styledTextCache = nil; setNeedsDisplay() } } }
    /// The text colour while highlighted.
    open var highlightedTextColor: UIColor? { didSet { styledTextCache = nil; setNeedsDisplay() } }
    /// The colour of a shadow under the text (`nil`: none).
    open var shadowColor: UIColor? { didSet { styledTextCache = nil; setNeedsDisplay() } }
    /// How far the text's shadow is moved (`(0, -1)` by default, as UIKit's).
    open var shadowOffset = CGSize(width: 0, height: -1) { didSet { styledTextCache = nil; setNeedsDisplay() } }

    private var storedText: String?
    private var storedAttributedText: NSAttributedString?
    /// Whether the text was set with attributes.
    var hasAttributedText: Bool { storedAttributedText != nil }
    private var storedFont: UIFont = UILabel.defaultFont
    private var storedTextColor: UIColor = .black
    /// The text with its attributes resolved, made once per change.
    var styledTextCache: StyledText?

    /// Whether a font from ``UIFont/preferredFont(forTextStyle:)`` follows the content
    /// size category of the label's traits as it changes (false by default).
    open var adjustsFontForContentSizeCategory = false

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if adjustsFontForContentSizeCategory, let adjusted = storedFont.adjusted(to: traitCollection) { font = adjusted }
    }
    /// The default font: the system font at 17 points.
    static let defaultFont = UIFont.systemFont(ofSize: UIFont.labelFontSize)

    /// Creates an empty label with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureLabel()
    }

    /// Creates an empty label from an archive (no format is read yet).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureLabel()
    }

    private func configureLabel() {
        isUserInteractionEnabled = false
        isOpaque = false
        engineState.contentPriorities.hugging.vertical = UILayoutPriority(251)
    }

    /// Sets `key` to `value` over the whole attributed text, if there is one.
    private func applyToAttributedText(_ key: NSAttributedString.Key, _ value: Any) {
        guard let attributed = storedAttributedText, attributed.length > 0 else { return }
        let copy = NSMutableAttributedString(attributedString: attributed)
        copy.addAttribute(key, value: value, range: NSRange(location: 0, length: copy.length))
        storedAttributedText = copy
    }

    /// The text as the engine sets it, `nil` when there is none.
    var styledText: StyledText? {
        if let styledTextCache { return styledTextCache }
        guard let storedText, !storedText.isEmpty else { return nil }
        var base = TextRunStyle(font: storedFont, foregroundColor: isHighlighted ? highlightedTextColor ?? storedTextColor : storedTextColor)
        if let shadowColor { base.shadow = TextShadow(offset: shadowOffset, blurRadius: 0, color: shadowColor) }
        let styled = storedAttributedText.map { StyledText($0, defaultStyle: base) } ?? StyledText(storedText, style: base)
        styledTextCache = styled
        return styled
    }

    func contentDidChange(metricsChanged: Bool) {
        styledTextCache = nil
        invalidateIntrinsicContentSize()
        if metricsChanged { baselineMetricsDidChange() }
        setNeedsDisplay()
    }

    // MARK: Measuring (UILabel+TextLayout.swift)

    open override var intrinsicContentSize: CGSize { textIntrinsicSize }

    /// The text's size for `size`: wrapped at `size.width` (multi-line labels, when
    /// positive) and capped by ``numberOfLines``.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { textSizeThatFits(size) }

    override var intrinsicSizeDependsOnWidth: Bool { textSizeDependsOnWidth }

    override func boundsSizeDidChange(from oldSize: CGSize) {
        if oldSize.width != boundsSize.width && intrinsicSizeDependsOnWidth {
            // The second pass of height-for-width: the wrap width is the laid-out width.
            invalidateIntrinsicContentSize()
        }
        setNeedsDisplay()
    }

    override var firstBaselineOffsetFromTop: CGFloat? { textFirstBaseline }

    override var lastBaselineOffsetFromBottom: CGFloat? { textLastBaselineFromBottom }

    /// Draws the text (``drawText(in:)``) in the bounds.
    open override func draw(_ rect: CGRect) {
        drawText(in: bounds)
    }

    /// Draws the text in `rect`: vertically centred, aligned by ``textAlignment``, cut by
    /// ``lineBreakMode`` where it does not fit (after shrinking, when
    /// ``adjustsFontSizeToFitWidth`` allows). Subclasses override it to inset the text.
    open func drawText(in rect: CGRect) { drawLabelText(in: rect) }

    /// The rectangle the text takes in `bounds` with at most `numberOfLines` lines (0: no
    /// limit): its measured size wrapped at the bounds' width, no taller than the bounds.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        labelTextRect(forBounds: bounds, limitedToNumberOfLines: numberOfLines)
    }

    override var layoutNameSuffix: String {
        guard let text, !text.isEmpty else { return "" }
        return "'\(text)'"
    }
}

extension UIView {
    /// A font change moved the baselines: constraints on this view's baselines are
    /// rebuilt with the new offsets.
    func baselineMetricsDidChange() {
        let affected = involvingConstraints.values.filter {
            [.firstBaseline, .lastBaseline].contains($0.firstAttribute) || [.firstBaseline, .lastBaseline].contains($0.secondAttribute)
        }
        rebuild(affected)
    }
}
