internal import CPango
import Foundation

/// Makes a `PangoLayout` of a ``TextLayoutSpec`` on a Pango context: the same code for the
/// headless measuring context and the X11 host's Xft context, so both break the same
/// lines. Sizes are points × `scale`, in Pango units.
@preconcurrency @MainActor
enum PangoLayoutBuilder {
    /// Which glyphs a drawing pass paints.
    enum Pass: Hashable {
        /// The text in its colours (colours' alpha × `opacity`).
        case text(opacity: CGFloat)
        /// Only the runs with a shadow, in their shadow colour; the others transparent.
        case shadow(opacity: CGFloat)
        /// For measuring: no colours, underlines or strikethroughs (they change no
        /// logical extent).
        case measure
    }

    /// A new layout (+1 reference: the caller unrefs it). `outlines`: whether the caller
    /// strokes the runs with a positive stroke width itself (cairo), so the text pass
    /// leaves them unfilled; without it (Xft) they are filled in the stroke colour.
    static func makeLayout(_ spec: TextLayoutSpec, context: OpaquePointer, scale: CGFloat,
                           pass: Pass = .text(opacity: 1), outlines: Bool = false) -> OpaquePointer {
        let layout = pango_layout_new(context)!
        let text = spec.text
        let layoutText = PangoLayoutText(text)
        pango_layout_set_text(layout, layoutText.string, -1)
        let base = text.firstStyle
        pango_layout_set_font_description(layout, PangoFontDescriptions.description(for: base.font, scale: scale))
        let units = CGFloat(PANGO_SCALE) * scale
        let attributes = pango_attr_list_new()!
        for run in text.runs {
            let range = layoutText.layoutOffset(run.range.lowerBound)..<layoutText.layoutOffset(run.range.upperBound, isEnd: true)
            addAttributes(of: run.style, base: base, range: range, to: attributes, units: units, scale: scale, pass: pass,
                          outlines: outlines)
        }
        let paragraph = text.paragraph ?? NSParagraphStyle.Values()
        let wholeText = 0..<layoutText.string.utf8.count
        // UIKit does not hyphenate unless asked; Pango does by default.
        insert(pango_attr_insert_hyphens_new(paragraph.hyphenationFactor > 0 ? 1 : 0), wholeText, attributes)
        if let lineHeight = absoluteLineHeight(paragraph, font: base.font) {
            for run in text.runs {
                let range = layoutText.layoutOffset(run.range.lowerBound)..<layoutText.layoutOffset(run.range.upperBound, isEnd: true)
                insert(pango_attr_line_height_new_absolute(Int32((lineHeight * units).rounded())), range, attributes)
            }
        } else if paragraph.lineHeightMultiple > 0 {
            pango_layout_set_line_spacing(layout, Float(paragraph.lineHeightMultiple))
        }
        addParagraphSpacing(layoutText, of: spec, to: attributes, units: units)
        pango_layout_set_attributes(layout, attributes)
        pango_attr_list_unref(attributes)

        let mode = spec.effectiveLineBreakMode
        pango_layout_set_wrap(layout, mode == .byCharWrapping ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)
        if let width = contentWidth(spec) {
            pango_layout_set_width(layout, Int32(min((width * units).rounded(.down), CGFloat(Int32.max))))
            if spec.maximumNumberOfLines > 0 {
                switch mode {
                case .byTruncatingHead: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_START)
                case .byTruncatingMiddle: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_MIDDLE)
                case .byTruncatingTail: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
                default: break
                }
                pango_layout_set_height(layout, -Int32(spec.maximumNumberOfLines))
            }
        }
        if paragraph.lineSpacing > 0 { pango_layout_set_spacing(layout, Int32((paragraph.lineSpacing * units).rounded())) }
        let indent = paragraph.firstLineHeadIndent - paragraph.headIndent
        if indent != 0 { pango_layout_set_indent(layout, Int32((indent * units).rounded())) }
        setAlignment(spec.effectiveAlignment, of: layout)
        return layout
    }

    /// The paragraph spacing marks' shapes: no wider than nothing, reaching from the
    /// baseline up the line's ascent plus the space between the paragraphs, so the first
    /// line of each paragraph after the first starts that much lower.
    private static func addParagraphSpacing(_ layoutText: PangoLayoutText, of spec: TextLayoutSpec, to list: OpaquePointer,
                                            units: CGFloat) {
        let marks = layoutText.spacingMarks
        guard !marks.isEmpty, let paragraph = spec.text.paragraph else { return }
        let gap = paragraph.paragraphSpacing + paragraph.paragraphSpacingBefore
        for mark in marks {
            let style = spec.text.runs.first { $0.range.contains(mark.offset) }?.style ?? spec.text.firstStyle
            let ascent = PangoTextEngine.shared.lineAscent(of: style.font, paragraph: paragraph)
            var rect = PangoRectangle(x: 0, y: Int32((-(ascent + gap) * units).rounded()), width: 0,
                                      height: Int32(((ascent + gap) * units).rounded()))
            insert(pango_attr_shape_new(&rect, &rect), mark.range, list)
        }
    }

    /// The width the lines are set in: the spec's, less the head and tail indents.
    static func contentWidth(_ spec: TextLayoutSpec) -> CGFloat? {
        guard let width = spec.width else { return nil }
        guard let paragraph = spec.text.paragraph else { return width }
        let trailing = paragraph.tailIndent > 0 ? min(paragraph.tailIndent, width) : width + paragraph.tailIndent
        return max(trailing - paragraph.headIndent, 0)
    }

    /// How far the lines start from the block's leading edge (the head indent).
    static func leadingInset(_ spec: TextLayoutSpec) -> CGFloat { spec.text.paragraph?.headIndent ?? 0 }

    /// Left, right and centre are visual in UIKit; Pango mirrors them for a right-to-left
    /// paragraph, so they are mirrored back. Natural is left, which Pango mirrors for RTL.
    private static func setAlignment(_ alignment: NSTextAlignment, of layout: OpaquePointer) {
        switch alignment {
        case .natural: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        case .justified:
            pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
            pango_layout_set_justify(layout, 1)
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .left, .right:
            let rightToLeft = pango_layout_get_line_readonly(layout, 0).map {
                $0.pointee.resolved_dir == PANGO_DIRECTION_RTL.rawValue
            } ?? false
            pango_layout_set_alignment(layout, (alignment == .right) != rightToLeft ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT)
        }
    }

    /// The fixed line height the paragraph's minimum, maximum and multiple ask for, if any.
    private static func absoluteLineHeight(_ paragraph: NSParagraphStyle.Values, font: UIFont) -> CGFloat? {
        guard paragraph.minimumLineHeight > 0 || paragraph.maximumLineHeight > 0 else { return nil }
        let natural = PangoTextEngine.shared.fontMetrics(for: font).lineHeight
        var height = natural * (paragraph.lineHeightMultiple > 0 ? paragraph.lineHeightMultiple : 1)
        height = max(height, paragraph.minimumLineHeight)
        if paragraph.maximumLineHeight > 0 { height = min(height, paragraph.maximumLineHeight) }
        return height
    }

    private static func insert(_ attribute: UnsafeMutablePointer<PangoAttribute>?, _ range: Range<Int>,
                               _ list: OpaquePointer) {
        guard let attribute else { return }
        attribute.pointee.start_index = UInt32(range.lowerBound)
        attribute.pointee.end_index = UInt32(range.upperBound)
        pango_attr_list_insert(list, attribute)
    }

    /// 16-bit channels of `color`.
    private static func channels(_ color: UIColor) -> (UInt16, UInt16, UInt16, CGFloat) {
        func c(_ v: CGFloat) -> UInt16 { UInt16((min(max(v, 0), 1) * 65535).rounded()) }
        return (c(color.red), c(color.green), c(color.blue), color.alpha)
    }

    /// An alpha attribute value: Pango reads 0 as "opaque", so transparent is 1/65535.
    private static func alpha(_ value: CGFloat) -> UInt16 {
        max(1, UInt16((min(max(value, 0), 1) * 65535).rounded()))
    }

    private static func addAttributes(of style: TextRunStyle, base: TextRunStyle, range: Range<Int>, to list: OpaquePointer,
                                      units: CGFloat, scale: CGFloat, pass: Pass, outlines: Bool) {
        guard !range.isEmpty else { return }
        if style.font != base.font {
            insert(pango_attr_font_desc_new(PangoFontDescriptions.description(for: style.font, scale: scale)), range, list)
        }
        if style.kern != 0 { insert(pango_attr_letter_spacing_new(Int32((style.kern * units).rounded())), range, list) }
        if pass != .measure { addColors(of: style, range: range, to: list, pass: pass, outlines: outlines) }
        if style.baselineOffset != 0 { insert(pango_attr_rise_new(Int32((style.baselineOffset * units).rounded())), range, list) }
        if style.ligature == 0 { insert(pango_attr_font_features_new("liga 0, clig 0"), range, list) }
        if let attachment = style.attachment {
            let box = attachment.bounds
            var rect = PangoRectangle(x: Int32((box.minX * units).rounded()), y: Int32((-box.maxY * units).rounded()),
                                      width: Int32((box.width * units).rounded()), height: Int32((box.height * units).rounded()))
            insert(pango_attr_shape_new(&rect, &rect), range, list)
        }
    }

    /// The colours, underline and strikethrough of a run: the text's, or for a shadow pass
    /// the shadow's (transparent without one).
    private static func addColors(of style: TextRunStyle, range: Range<Int>, to list: OpaquePointer, pass: Pass, outlines: Bool) {
        let color: UIColor
        let opacity: CGFloat
        switch pass {
        case .text(let value):
            if style.strokeWidth > 0 {
                // Outline only: drawn by the caller when it can (cairo), else filled in the stroke colour.
                color = style.strokeColor ?? style.foregroundColor
                opacity = outlines ? 0 : value
            } else {
                color = style.foregroundColor
                opacity = value
            }
        case .shadow(let value):
            color = style.shadow?.color ?? .clear
            opacity = style.shadow == nil ? 0 : value
        case .measure:
            return
        }
        let isTextPass = if case .text = pass { true } else { false }
        let (r, g, b, a) = channels(color)
        insert(pango_attr_foreground_new(r, g, b), range, list)
        if a * opacity < 1 { insert(pango_attr_foreground_alpha_new(alpha(a * opacity)), range, list) }
        if isTextPass, let background = style.backgroundColor {
            let (r, g, b, a) = channels(background)
            insert(pango_attr_background_new(r, g, b), range, list)
            if a * opacity < 1 { insert(pango_attr_background_alpha_new(alpha(a * opacity)), range, list) }
        }
        if !style.underline.isEmpty {
            let double = style.underline.contains(.double) && style.underline.rawValue & 0x0F == 0x09
            insert(pango_attr_underline_new(double ? PANGO_UNDERLINE_DOUBLE : PANGO_UNDERLINE_SINGLE), range, list)
            let (r, g, b, _) = channels(isTextPass ? (style.underlineColor ?? color) : color)
            insert(pango_attr_underline_color_new(r, g, b), range, list)
        }
        if !style.strikethrough.isEmpty {
            insert(pango_attr_strikethrough_new(1), range, list)
            let (r, g, b, _) = channels(isTextPass ? (style.strikethroughColor ?? color) : color)
            insert(pango_attr_strikethrough_color_new(r, g, b), range, list)
        }
    }
}
