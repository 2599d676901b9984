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
    }

    /// A new layout (+1 reference: the caller unrefs it).
    static func makeLayout(_ spec: TextLayoutSpec, context: OpaquePointer, scale: CGFloat,
                           pass: Pass = .text(opacity: 1)) -> OpaquePointer {
        let layout = pango_layout_new(context)!
        let text = spec.text
        pango_layout_set_text(layout, text.string, -1)
        let base = text.firstStyle
        pango_layout_set_font_description(layout, PangoFontDescriptions.description(for: base.font, scale: scale))
        let units = CGFloat(PANGO_SCALE) * scale
        let attributes = pango_attr_list_new()!
        for run in text.runs {
            addAttributes(of: run.style, base: base, range: run.range, to: attributes, units: units, scale: scale, pass: pass)
        }
        let paragraph = text.paragraph ?? NSParagraphStyle.Values()
        // UIKit does not hyphenate unless asked; Pango does by default.
        insert(pango_attr_insert_hyphens_new(paragraph.hyphenationFactor > 0 ? 1 : 0), 0..<text.string.utf8.count, attributes)
        if let lineHeight = absoluteLineHeight(paragraph, font: base.font) {
            insert(pango_attr_line_height_new_absolute(Int32((lineHeight * units).rounded())), 0..<text.string.utf8.count, attributes)
        } else if paragraph.lineHeightMultiple > 0 {
            pango_layout_set_line_spacing(layout, Float(paragraph.lineHeightMultiple))
        }
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
                                      units: CGFloat, scale: CGFloat, pass: Pass) {
        guard !range.isEmpty else { return }
        if style.font != base.font {
            insert(pango_attr_font_desc_new(PangoFontDescriptions.description(for: style.font, scale: scale)), range, list)
        }
        // Colours: the text's, or for a shadow pass the shadow's (transparent without one).
        let color: UIColor
        var opacity: CGFloat
        switch pass {
        case .text(let value):
            color = style.strokeWidth > 0 ? (style.strokeColor ?? style.foregroundColor) : style.foregroundColor
            opacity = value
        case .shadow(let value):
            color = style.shadow?.color ?? .clear
            opacity = style.shadow == nil ? 0 : value
        }
        let (r, g, b, a) = channels(color)
        insert(pango_attr_foreground_new(r, g, b), range, list)
        if a * opacity < 1 { insert(pango_attr_foreground_alpha_new(alpha(a * opacity)), range, list) }
        if case .text = pass, let background = style.backgroundColor {
            let (r, g, b, a) = channels(background)
            insert(pango_attr_background_new(r, g, b), range, list)
            if a * opacity < 1 { insert(pango_attr_background_alpha_new(alpha(a * opacity)), range, list) }
        }
        if style.kern != 0 { insert(pango_attr_letter_spacing_new(Int32((style.kern * units).rounded())), range, list) }
        if !style.underline.isEmpty {
            let double = style.underline.contains(.double) && style.underline.rawValue & 0x0F == 0x09
            insert(pango_attr_underline_new(double ? PANGO_UNDERLINE_DOUBLE : PANGO_UNDERLINE_SINGLE), range, list)
            let (r, g, b, _) = channels(pass == .text(opacity: opacity) ? (style.underlineColor ?? color) : color)
            insert(pango_attr_underline_color_new(r, g, b), range, list)
        }
        if !style.strikethrough.isEmpty {
            insert(pango_attr_strikethrough_new(1), range, list)
            let (r, g, b, _) = channels(pass == .text(opacity: opacity) ? (style.strikethroughColor ?? color) : color)
            insert(pango_attr_strikethrough_color_new(r, g, b), range, list)
        }
        if style.baselineOffset != 0 { insert(pango_attr_rise_new(Int32((style.baselineOffset * units).rounded())), range, list) }
        if style.ligature == 0 { insert(pango_attr_font_features_new("liga 0, clig 0"), range, list) }
        if let attachment = style.attachment {
            let box = attachment.bounds
            var rect = PangoRectangle(x: Int32((box.minX * units).rounded()), y: Int32((-box.maxY * units).rounded()),
                                      width: Int32((box.width * units).rounded()), height: Int32((box.height * units).rounded()))
            insert(pango_attr_shape_new(&rect, &rect), range, list)
        }
    }
}
