internal import CCairo
import Foundation

/// Painting the current path and the convenience shapes. Every paint goes through
/// ``render(_:alpha:source:)``, which adds the shadow, the blend mode and the mask clip.
extension CGContext {
    /// Fills the inside of the current path (open subpaths closed) by `rule`, then
    /// clears the path.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        paintColor(gstate.fillColor, .fill(rule))
    }

    /// Fills the current path by the even-odd rule (Core Graphics' older name).
    public func eoFillPath() { fillPath(using: .evenOdd) }

    /// Strokes the current path with the line style and stroke colour, then clears it.
    public func strokePath() {
        paintColor(gstate.strokeColor, .stroke)
    }

    /// Paints the current path in `mode` (the combined modes fill, then stroke), then
    /// clears it.
    public func drawPath(using mode: CGPathDrawingMode) {
        switch mode {
        case .fill: fillPath(using: .winding)
        case .eoFill: fillPath(using: .evenOdd)
        case .stroke: strokePath()
        case .fillStroke, .eoFillStroke:
            let elements = pathElements()
            fillPath(using: mode == .fillStroke ? .winding : .evenOdd)
            append(elements)
            strokePath()
        }
    }

    /// Fills `rect` (the current path is discarded).
    public func fill(_ rect: CGRect) { fill([rect]) }

    /// Fills `rects` (the current path is discarded).
    public func fill(_ rects: [CGRect]) {
        beginPath()
        addRects(rects)
        fillPath()
    }

    /// Strokes `rect`'s outline with the current line style (the path is discarded).
    public func stroke(_ rect: CGRect) {
        beginPath()
        addRect(rect)
        strokePath()
    }

    /// Strokes `rect`'s outline `width` wide; the width stays set afterwards.
    public func stroke(_ rect: CGRect, width: CGFloat) {
        setLineWidth(width)
        stroke(rect)
    }

    /// Fills the ellipse inscribed in `rect`.
    public func fillEllipse(in rect: CGRect) {
        beginPath()
        addEllipse(in: rect)
        fillPath()
    }

    /// Strokes the ellipse inscribed in `rect`.
    public func strokeEllipse(in rect: CGRect) {
        beginPath()
        addEllipse(in: rect)
        strokePath()
    }

    /// Strokes the segments `points[0]`→`points[1]`, `points[2]`→`points[3]`, … (an odd
    /// last point is ignored).
    public func strokeLineSegments(between points: [CGPoint]) {
        beginPath()
        var index = 0
        while index + 1 < points.count {
            move(to: points[index])
            addLine(to: points[index + 1])
            index += 2
        }
        strokePath()
    }

    /// Makes `rect` fully transparent, whatever the colour, alpha and blend mode.
    public func clear(_ rect: CGRect) {
        guard rect.isFiniteRect, !rect.isNull else { return }
        willPaint()
        cairo_new_path(cr)
        cairo_save(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
        cairo_rectangle(cr, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
        cairo_fill(cr)
        cairo_restore(cr)
        didPaint()
    }

    // MARK: The pipeline

    /// What a paint covers: the path filled or stroked, or the whole clip.
    enum Coverage {
        case fill(CGPathFillRule)
        case stroke
        case paint
    }

    /// Paints `color` (its alpha times the context's) over `coverage`.
    func paintColor(_ color: CGColor, _ coverage: Coverage) {
        let c = color.rgba
        let alpha = Double(c.alpha * gstate.alpha)
        render(coverage, alpha: 1) { cr in cairo_set_source_rgba(cr, Double(c.red), Double(c.green), Double(c.blue), alpha) }
    }

    /// Paints what `source` sets as cairo's source over `coverage`, with `alpha`: the
    /// shadow first, then the content through the blend mode and the mask clip. Consumes
    /// the path (except for `.paint`, which leaves it).
    func render(_ coverage: Coverage, alpha: CGFloat, source: (OpaquePointer) -> Void) {
        if case .paint = coverage {} else if isPathEmpty { return }
        willPaint()
        defer { didPaint() }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        if case .stroke = coverage, gstate.lineWidth == 0 {
            // Quartz's zero width is a hairline: one device pixel.
            var dx = 1.0, dy = 0.0
            cairo_device_to_user_distance(cr, &dx, &dy)
            cairo_set_line_width(cr, (dx * dx + dy * dy).squareRoot())
        }
        if let shadow = gstate.shadow, shadow.color.alpha > 0 {
            drawShadow(shadow, coverage: coverage, source: source)
        }
        let mode = gstate.blendMode
        let op = Self.cairoOperator(mode)
        if gstate.clipMask == nil, let op, !Self.isUnbounded(op) {
            cairo_set_operator(cr, op)
            source(cr)
            Self.cover(cr, coverage, alpha: Double(alpha))
        } else {
            renderThroughCoverage(coverage, alpha: alpha, operator: op, source: source)
        }
    }

    /// Fills, strokes or paints with what is set, at `alpha`.
    static func cover(_ cr: OpaquePointer, _ coverage: Coverage, alpha: Double) {
        switch coverage {
        case .fill(let rule):
            cairo_set_fill_rule(cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            if alpha >= 1 {
                cairo_fill(cr)
            } else {
                cairo_save(cr)
                cairo_clip(cr)
                cairo_paint_with_alpha(cr, alpha)
                cairo_restore(cr)
            }
        case .stroke:
            if alpha >= 1 {
                cairo_stroke(cr)
            } else {
                cairo_push_group(cr)
                cairo_stroke(cr)
                cairo_pop_group_to_source(cr)
                cairo_paint_with_alpha(cr, alpha)
            }
        case .paint:
            cairo_paint_with_alpha(cr, alpha)
        }
    }

    /// The blend modes cairo bounds by the shape need nothing more; the others (cairo's
    /// unbounded IN, OUT, DEST_IN, DEST_ATOP, plus-darker which cairo lacks) and any
    /// paint under a mask clip are composed as Quartz bounds them: the result of the
    /// operator over the whole clip, blended in by the shape's coverage.
    private func renderThroughCoverage(_ coverage: Coverage, alpha: CGFloat, operator op: cairo_operator_t?,
                                       source: (OpaquePointer) -> Void) {
        let elements = pathElements()
        // What the operator makes of source and destination, everywhere in the clip.
        cairo_push_group(cr)
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_source_surface(cr, surface, 0, 0)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cr)
        cairo_restore(cr)
        if let op {
            cairo_set_operator(cr, op)
            source(cr)
            cairo_paint_with_alpha(cr, Double(alpha))
        } else {
            plusDarker(alpha: alpha, source: source)
        }
        let result = cairo_pop_group(cr)
        defer { cairo_pattern_destroy(result) }
        // The shape's coverage, times the mask clip.
        cairo_new_path(cr)
        append(elements)
        cairo_push_group_with_content(cr, CAIRO_CONTENT_ALPHA)
        cairo_set_source_rgba(cr, 0, 0, 0, 1)
        Self.cover(cr, coverage, alpha: 1)
        if let mask = gstate.clipMask {
            cairo_save(cr)
            cairo_identity_matrix(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_DEST_IN)
            cairo_set_source_surface(cr, mask.surface, 0, 0)
            cairo_paint(cr)
            cairo_restore(cr)
        }
        let coverageMask = cairo_pop_group(cr)
        defer { cairo_pattern_destroy(coverageMask) }
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source(cr, result)
        cairo_mask(cr, coverageMask)
        cairo_new_path(cr)
    }

    /// Core Graphics' plus-darker, which cairo lacks, on the group holding a copy of the
    /// destination: `αo = min(1, αs + αd)`, `co = max(0, αo − (αs − cs) − (αd − cd))`.
    private func plusDarker(alpha: CGFloat, source: (OpaquePointer) -> Void) {
        let target = cairo_get_group_target(cr)!
        var ox = 0.0, oy = 0.0
        cairo_surface_get_device_offset(target, &ox, &oy)
        guard let layer = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else { return }
        defer { cairo_surface_destroy(layer) }
        let lcr = cairo_create(layer)!
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        cairo_set_matrix(lcr, &m)
        source(lcr)
        cairo_paint_with_alpha(lcr, Double(alpha))
        cairo_destroy(lcr)
        cairo_surface_flush(layer)
        cairo_surface_flush(target)
        guard cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
              let s = cairo_image_surface_get_data(layer), let d = cairo_image_surface_get_data(target) else { return }
        let sStride = Int(cairo_image_surface_get_stride(layer)), dStride = Int(cairo_image_surface_get_stride(target))
        let dw = Int(cairo_image_surface_get_width(target)), dh = Int(cairo_image_surface_get_height(target))
        for y in 0..<dh {
            let sy = y - Int(oy)
            guard sy >= 0, sy < height else { continue }
            for x in 0..<dw {
                let sx = x - Int(ox)
                guard sx >= 0, sx < width else { continue }
                let sp = s + sy * sStride + sx * 4, dp = d + y * dStride + x * 4
                let sa = Int(sp[3]), da = Int(dp[3])
                let ao = min(255, sa + da)
                for channel in 0..<3 {
                    dp[channel] = UInt8(max(0, ao - (sa - Int(sp[channel])) - (da - Int(dp[channel]))))
                }
                dp[3] = UInt8(ao)
            }
        }
        cairo_surface_mark_dirty(target)
    }

    static func isUnbounded(_ op: cairo_operator_t) -> Bool {
        op == CAIRO_OPERATOR_IN || op == CAIRO_OPERATOR_OUT || op == CAIRO_OPERATOR_DEST_IN || op == CAIRO_OPERATOR_DEST_ATOP
    }

    /// cairo's operator for a blend mode; nil for plus-darker.
    static func cairoOperator(_ mode: CGBlendMode) -> cairo_operator_t? {
        switch mode {
        case .normal: CAIRO_OPERATOR_OVER
        case .multiply: CAIRO_OPERATOR_MULTIPLY
        case .screen: CAIRO_OPERATOR_SCREEN
        case .overlay: CAIRO_OPERATOR_OVERLAY
        case .darken: CAIRO_OPERATOR_DARKEN
        case .lighten: CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: CAIRO_OPERATOR_COLOR_BURN
        case .softLight: CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: CAIRO_OPERATOR_HARD_LIGHT
        case .difference: CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: CAIRO_OPERATOR_EXCLUSION
        case .hue: CAIRO_OPERATOR_HSL_HUE
        case .saturation: CAIRO_OPERATOR_HSL_SATURATION
        case .color: CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: CAIRO_OPERATOR_HSL_LUMINOSITY
        case .clear: CAIRO_OPERATOR_CLEAR
        case .copy: CAIRO_OPERATOR_SOURCE
        case .sourceIn: CAIRO_OPERATOR_IN
        case .sourceOut: CAIRO_OPERATOR_OUT
        case .sourceAtop: CAIRO_OPERATOR_ATOP
        case .destinationOver: CAIRO_OPERATOR_DEST_OVER
        case .destinationIn: CAIRO_OPERATOR_DEST_IN
        case .destinationOut: CAIRO_OPERATOR_DEST_OUT
        case .destinationAtop: CAIRO_OPERATOR_DEST_ATOP
        case .xor: CAIRO_OPERATOR_XOR
        case .plusDarker: nil
        case .plusLighter: CAIRO_OPERATOR_ADD
        }
    }
}

extension CGContext {
    /// Replaces the current path by the outline of its stroke with the current line
    /// width, caps, joins, miter limit and dashes (a union of closed shapes: fill or clip
    /// it with the non-zero rule).
    public func replacePathWithStrokedPath() {
        let elements = pathElements()
        guard !elements.isEmpty else { return }
        var path = CGPath(elements: elements)
        let dashes = Int(cairo_get_dash_count(cr))
        if dashes > 0 {
            var lengths = [Double](repeating: 0, count: dashes)
            var phase = 0.0
            cairo_get_dash(cr, &lengths, &phase)
            path = path.copy(dashingWithPhase: CGFloat(phase), lengths: lengths.map { CGFloat($0) })
        }
        var width = Double(gstate.lineWidth)
        if width == 0 {
            var dx = 1.0, dy = 0.0
            cairo_device_to_user_distance(cr, &dx, &dy)
            width = (dx * dx + dy * dy).squareRoot()
        }
        let outline = path.copy(strokingWithWidth: CGFloat(width),
                                lineCap: CGLineCap(rawValue: Int32(cairo_get_line_cap(cr).rawValue)) ?? .butt,
                                lineJoin: CGLineJoin(rawValue: Int32(cairo_get_line_join(cr).rawValue)) ?? .miter,
                                miterLimit: CGFloat(cairo_get_miter_limit(cr)))
        cairo_new_path(cr)
        append(outline.elements)
    }
}
