import Foundation

/// How lines of text are aligned horizontally (UIKit's raw values).
public enum NSTextAlignment: Int, Sendable {
    /// Flush left.
    case left = 0
    /// Centred.
    case center = 1
    /// Flush right.
    case right = 2
    /// Flush left here (no inter-word stretching is done).
    case justified = 3
    /// Leading: left in left-to-right layouts, right in right-to-left ones.
    case natural = 4
}

/// What happens to text that does not fit (UIKit's raw values).
public enum NSLineBreakMode: Int, Sendable {
    /// Wrap at word boundaries; the last line is clipped.
    case byWordWrapping = 0
    /// Wrap at characters (treated as word wrapping here, breaking long words).
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

/// A view that shows read-only text in one font and colour, sized by its text.
///
/// Its ``intrinsicContentSize`` is the measured text (from ``TextSystem/measurer``):
/// one line, or for ``numberOfLines`` ≠ 1 the text wrapped at
/// ``preferredMaxLayoutWidth`` (when positive) or else at the width layout gave the label,
/// so a multi-line label reports its height for its width. When layout changes that
/// width, the label invalidates its intrinsic size and the same pass lays out again with
/// the new height. Line counts are capped by ``numberOfLines`` (0 = no limit). Sizes are
/// rounded up to whole pixels. An empty label's intrinsic size is zero.
///
/// Baselines: the first baseline is the font's ascent below the top, the last baseline
/// `lineHeight − ascent` above the bottom, which is where the text sits when the label
/// has its intrinsic height (taller labels centre their text vertically, as UIKit's do).
/// Hugging is 250 horizontally and 251 vertically, compression resistance 750.
@preconcurrency @MainActor
open class UILabel: UIView {
    /// The text shown; `nil` or empty shows nothing.
    @exclusivity(unchecked) open var text: String? {
        didSet { if text != oldValue { contentDidChange(metricsChanged: false) } }
    }

    /// The font; setting `nil` restores the default (the system font at 17 points).
    open var font: UIFont! {
        get { storedFont }
        set {
            let font = newValue ?? UILabel.defaultFont
            guard font != storedFont else { return }
            storedFont = font
            contentDidChange(metricsChanged: true)
        }
    }

    /// The text colour; setting `nil` restores black.
    open var textColor: UIColor! {
        get { storedTextColor }
        set {
            storedTextColor = newValue ?? .black
            setNeedsDisplay()
        }
    }

    /// The horizontal alignment of the lines (`.natural` by default).
    open var textAlignment: NSTextAlignment = .natural { didSet { if textAlignment != oldValue { setNeedsDisplay() } } }

    /// The most lines shown: 1 by default, 0 for no limit. Negative values count as 0.
    @exclusivity(unchecked) open var numberOfLines: Int = 1 {
        didSet { if numberOfLines != oldValue { contentDidChange(metricsChanged: false) } }
    }

    /// How text that does not fit is cut (`.byTruncatingTail` by default).
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail { didSet { if lineBreakMode != oldValue { setNeedsDisplay() } } }

    /// The width a multi-line label wraps at for its intrinsic size; 0 (the default)
    /// wraps at the width layout gives it. Negative or non-finite values count as 0.
    open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { if preferredMaxLayoutWidth != oldValue { contentDidChange(metricsChanged: false) } }
    }

    private var storedFont: UIFont = UILabel.defaultFont

    /// Whether a font from ``UIFont/preferredFont(forTextStyle:)`` follows the content
    /// size category of the label's traits as it changes (false by default).
    open var adjustsFontForContentSizeCategory = false

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if adjustsFontForContentSizeCategory, let adjusted = storedFont.adjusted(to: traitCollection) { font = adjusted }
    }
    private var storedTextColor: UIColor = .black
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

    // MARK: Measuring

    private var measurer: any TextMeasuring { TextSystem.measurer }

    private var lineLimit: Int? { numberOfLines > 0 ? numberOfLines : nil }

    private var validPreferredMaxLayoutWidth: CGFloat? {
        preferredMaxLayoutWidth.isFinite && preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : nil
    }

    /// The width the intrinsic size wraps at, or `nil` for no wrapping.
    private var intrinsicWrapWidth: CGFloat? {
        guard numberOfLines != 1 else { return nil }
        if let width = validPreferredMaxLayoutWidth { return width }
        if let width = engineState.fittingWrapWidth { return width > 0 ? width : nil }
        return boundsSize.width > 0 ? boundsSize.width : nil
    }

    /// The lines shown when wrapping at `width`, capped by ``numberOfLines``.
    private func visibleLines(wrappingAt width: CGFloat?) -> (lines: [String], truncated: Bool) {
        guard let text, !text.isEmpty else { return ([], false) }
        var lines = measurer.lines(of: text, font: storedFont, wrappingAt: lineWrapWidth(width))
        var truncated = false
        if let limit = lineLimit, lines.count > limit {
            lines = Array(lines.prefix(limit))
            truncated = true
        }
        return (lines, truncated)
    }

    /// The width the text wraps at for `width`: none for a one-line label.
    private func lineWrapWidth(_ width: CGFloat?) -> CGFloat? { numberOfLines == 1 ? nil : width }

    /// The size of the text wrapped at `width`, rounded up to whole pixels.
    private func textSize(wrappingAt width: CGFloat?) -> CGSize {
        // One line of text that does not wrap (most labels): the breaker would return
        // the text itself, so only the size is asked for.
        if let text, !text.isEmpty, lineWrapWidth(width) == nil, !text.utf8.contains(UInt8(ascii: "\n")) {
            let widest = measurer.size(of: text, font: storedFont, wrappingAt: nil).width
            return CGSize(width: widest.rounded(.up), height: measurer.metrics(for: storedFont).lineHeight.rounded(.up))
        }
        let (lines, truncated) = visibleLines(wrappingAt: width)
        guard let text, !lines.isEmpty else { return .zero }
        // All the lines show: the measurer's size of the whole text is the widest of
        // them (one cached lookup); cut to `numberOfLines`, only the kept ones count.
        let widest = truncated
            ? lines.map { measurer.size(of: $0, font: storedFont, wrappingAt: nil).width }.max() ?? 0
            : measurer.size(of: text, font: storedFont, wrappingAt: lineWrapWidth(width)).width
        let height = CGFloat(lines.count) * measurer.metrics(for: storedFont).lineHeight
        return CGSize(width: widest.rounded(.up), height: height.rounded(.up))
    }

    open override var intrinsicContentSize: CGSize { textSize(wrappingAt: intrinsicWrapWidth) }

    /// The text's size for `size`: wrapped at `size.width` (multi-line labels, when
    /// positive) and capped by ``numberOfLines``.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width.isFinite && size.width > 0 ? size.width : nil
        return textSize(wrappingAt: width)
    }

    override var intrinsicSizeDependsOnWidth: Bool { numberOfLines != 1 && validPreferredMaxLayoutWidth == nil }

    override func boundsSizeDidChange(from oldSize: CGSize) {
        if oldSize.width != boundsSize.width && intrinsicSizeDependsOnWidth {
            // The second pass of height-for-width: the wrap width is the laid-out width.
            invalidateIntrinsicContentSize()
        }
        setNeedsDisplay()
    }

    override var firstBaselineOffsetFromTop: CGFloat? { measurer.metrics(for: storedFont).ascent }

    override var lastBaselineOffsetFromBottom: CGFloat? {
        let metrics = measurer.metrics(for: storedFont)
        return metrics.lineHeight - metrics.ascent
    }

    override var layoutNameSuffix: String {
        guard let text, !text.isEmpty else { return "" }
        return "'\(text)'"
    }

    private func contentDidChange(metricsChanged: Bool) {
        invalidateIntrinsicContentSize()
        if metricsChanged { baselineMetricsDidChange() }
        setNeedsDisplay()
    }

    // MARK: Drawing

    /// Draws the lines, vertically centred, aligned by ``textAlignment`` and cut by
    /// ``lineBreakMode`` where they do not fit.
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentDrawingContext() else { return }
        let width = boundsSize.width
        var (lines, truncated) = visibleLines(wrappingAt: width > 0 ? width : nil)
        guard !lines.isEmpty else { return }
        let metrics = measurer.metrics(for: storedFont)
        // Lines beyond the height are dropped; the last one left is truncated.
        let fitting = max(1, Int((boundsSize.height / max(metrics.lineHeight, 1)).rounded(.down)))
        if numberOfLines != 1, lines.count > fitting {
            lines = Array(lines.prefix(fitting))
            truncated = true
        }
        let blockHeight = CGFloat(lines.count) * metrics.lineHeight
        let top = ((boundsSize.height - blockHeight) / 2).rounded()
        for (index, original) in lines.enumerated() {
            var line = original
            let isLast = index == lines.count - 1
            if measurer.size(of: line, font: storedFont, wrappingAt: nil).width > width || (isLast && truncated) {
                line = truncate(line, to: width, forced: isLast && truncated)
            }
            let lineWidth = measurer.size(of: line, font: storedFont, wrappingAt: nil).width
            let x: CGFloat
            switch resolvedAlignment {
            case .center: x = ((width - lineWidth) / 2).rounded()
            case .right: x = width - lineWidth
            default: x = 0
            }
            let baseline = top + metrics.ascent + CGFloat(index) * metrics.lineHeight
            context.drawText(line, at: CGPoint(x: x, y: baseline), font: storedFont, color: storedTextColor, alpha: 1)
        }
    }

    private var resolvedAlignment: NSTextAlignment {
        switch textAlignment {
        case .natural, .justified: effectiveUserInterfaceLayoutDirection == .rightToLeft ? .right : .left
        default: textAlignment
        }
    }

    /// `line` cut to `width` by the line-break mode (an ellipsis for the truncating modes).
    private func truncate(_ line: String, to width: CGFloat, forced: Bool) -> String {
        let ellipsis = "…"
        func fits(_ candidate: String) -> Bool { measurer.size(of: candidate, font: storedFont, wrappingAt: nil).width <= width }
        switch lineBreakMode {
        case .byWordWrapping, .byCharWrapping, .byClipping:
            return line
        case .byTruncatingTail:
            var characters = Array(line)
            if forced && fits(line + ellipsis) { return line + ellipsis }
            while !characters.isEmpty && !fits(String(characters) + ellipsis) { characters.removeLast() }
            return String(characters) + ellipsis
        case .byTruncatingHead:
            var characters = Array(line)
            while !characters.isEmpty && !fits(ellipsis + String(characters)) { characters.removeFirst() }
            return ellipsis + String(characters)
        case .byTruncatingMiddle:
            var characters = Array(line)
            while characters.count > 1 {
                let middle = characters.count / 2
                let candidate = String(characters[..<middle]) + ellipsis + String(characters[middle...])
                if fits(candidate) { return candidate }
                characters.remove(at: middle)
            }
            return ellipsis
        }
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
