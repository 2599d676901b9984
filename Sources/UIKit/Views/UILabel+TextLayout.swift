import Foundation

// Measuring and drawing: both from the same `TextLayoutSpec`, laid out by the text engine.
extension UILabel {
    private var measurer: any TextMeasuring { TextSystem.measurer }

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

    /// The spec of the text at `width`: wrapped there unless the label has one line.
    func layoutSpec(_ text: StyledText, width: CGFloat?, lines: Int? = nil) -> TextLayoutSpec {
        TextLayoutSpec(text: text, width: width, maximumNumberOfLines: lines ?? max(numberOfLines, 0),
                       lineBreakMode: lineBreakMode, alignment: textAlignment,
                       allowsTightening: allowsDefaultTighteningForTruncation)
    }

    /// The size of the text wrapped at `width`, rounded up to whole pixels.
    func textSize(wrappingAt width: CGFloat?) -> CGSize {
        guard let text = styledText else { return .zero }
        let size = measurer.layout(layoutSpec(text, width: numberOfLines == 1 ? nil : width)).size
        return CGSize(width: size.width.rounded(.up), height: size.height.rounded(.up))
    }

    var textIntrinsicSize: CGSize { textSize(wrappingAt: intrinsicWrapWidth) }

    func textSizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width.isFinite && size.width > 0 ? size.width : nil
        return textSize(wrappingAt: width)
    }

    var textSizeDependsOnWidth: Bool { numberOfLines != 1 && validPreferredMaxLayoutWidth == nil }

    /// The intrinsic layout (for baselines).
    private var intrinsicLayout: TextLayoutMetrics? {
        guard let text = styledText else { return nil }
        return measurer.layout(layoutSpec(text, width: numberOfLines == 1 ? nil : intrinsicWrapWidth))
    }

    var textFirstBaseline: CGFloat {
        intrinsicLayout?.firstBaseline ?? measurer.metrics(for: font).ascent
    }

    var textLastBaselineFromBottom: CGFloat {
        if let layout = intrinsicLayout { return layout.size.height.rounded(.up) - layout.lastBaseline }
        let metrics = measurer.metrics(for: font)
        return metrics.lineHeight - metrics.ascent
    }

    func labelTextRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        guard let text = styledText else { return CGRect(origin: bounds.origin, size: .zero) }
        let size = measurer.layout(layoutSpec(text, width: self.numberOfLines == 1 ? nil : bounds.width,
                                              lines: max(numberOfLines, 0))).size
        return CGRect(x: bounds.minX, y: bounds.minY, width: min(size.width.rounded(.up), bounds.width),
                      height: min(size.height.rounded(.up), bounds.height))
    }

    // MARK: Drawing

    func drawLabelText(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentDrawingContext(), let text = styledText, rect.width > 0 else { return }
        var (spec, metrics) = fittedLayout(text, in: rect)
        var top = rect.minY + ((rect.height - metrics.size.height) / 2).rounded()
        if let scaled = shrunkWrappedLayout(text, in: rect) {
            (spec, metrics) = scaled
            top = rect.minY + ((rect.height - metrics.size.height) / 2).rounded()
        } else if let scaled = shrunkLayout(spec, metrics: metrics, in: rect) {
            let full = metrics
            (spec, metrics) = scaled
            switch baselineAdjustment {
            case .alignBaselines: top += full.firstBaseline - metrics.firstBaseline
            case .alignCenters: top += ((full.size.height - metrics.size.height) / 2).rounded()
            case .none: break
            }
        }
        if let tight = PangoTextEngine.shared.tightenedSpec(spec), metrics.isTruncated { spec = tight }
        // Without a width (one unwrapped line) the engine does not align: place the line.
        var x = rect.minX
        if spec.width == nil {
            let room = rect.width - metrics.size.width
            switch spec.effectiveAlignment {
            case .center: x += (room / 2).rounded()
            case .right: x += room
            case .natural, .justified: if metrics.isRightToLeft { x += room }
            case .left: break
            }
        }
        let alpha: CGFloat = isEnabled ? 1 : 0.5
        context.saveState()
        // Lines past the limit (kept by modes that do not truncate) are cut off.
        context.clip(to: CGRect(x: rect.minX, y: max(top, rect.minY), width: rect.width, height: min(metrics.size.height, rect.height)))
        context.drawText(spec, at: CGPoint(x: x, y: top), alpha: alpha)
        context.restoreState()
    }

    /// The spec drawn in `rect` and its metrics: as many lines as ``numberOfLines`` and
    /// the height allow, at the rect's width; one-line labels that clip or wrap are laid
    /// out unwrapped (and clipped).
    private func fittedLayout(_ text: StyledText, in rect: CGRect) -> (TextLayoutSpec, TextLayoutMetrics) {
        let truncating = (text.paragraph?.lineBreakMode ?? lineBreakMode).truncates
        let width: CGFloat? = numberOfLines == 1 && !truncating ? nil : rect.width
        var spec = layoutSpec(text, width: width)
        var metrics = measurer.layout(spec)
        let lines = metrics.lines.count
        if numberOfLines != 1, lines > 1, metrics.size.height > rect.height + 0.5 {
            // As many lines as the height holds (at least one), the last one truncated.
            let lineHeight = metrics.size.height / CGFloat(lines)
            let fitting = max(1, Int(((rect.height + 0.5) / max(lineHeight, 1)).rounded(.down)))
            spec = layoutSpec(text, width: width, lines: fitting)
            metrics = measurer.layout(spec)
        }
        return (spec, metrics)
    }

    /// The one-line text in a font small enough to fit `rect`'s width (no smaller than
    /// ``minimumScaleFactor`` allows), when ``adjustsFontSizeToFitWidth`` is on and the
    /// text is too wide; `nil` otherwise.
    private func shrunkLayout(_ spec: TextLayoutSpec, metrics: TextLayoutMetrics,
                              in rect: CGRect) -> (TextLayoutSpec, TextLayoutMetrics)? {
        guard adjustsFontSizeToFitWidth, numberOfLines == 1 else { return nil }
        var unwrapped = spec
        unwrapped.width = nil
        let natural = measurer.layout(unwrapped).size.width
        guard natural > rect.width, natural > 0 else { return nil }
        let size = spec.text.firstStyle.font.pointSize
        let smallest = minimumScaleFactor > 0 ? min(minimumScaleFactor, 1) : 1 / max(size, 1)
        var factor = max(rect.width / natural, smallest)
        // Font sizes are whole points: step down until the text fits or the floor is hit.
        while true {
            var scaled = spec
            scaled.text = spec.text.scalingFonts(by: factor)
            var probe = scaled
            probe.width = nil
            if measurer.layout(probe).size.width <= rect.width || factor <= smallest {
                return (scaled, measurer.layout(scaled))
            }
            factor = max(factor - 1 / max(size, 1), smallest)
        }
    }

    /// The wrapped text (``numberOfLines`` 0 or more than 1) in the largest whole-point
    /// font scale, no smaller than ``minimumScaleFactor`` allows, at which it fits `rect`:
    /// within the line limit and the height. `nil` when ``adjustsFontSizeToFitWidth`` is
    /// off, the label has one line, or the text fits as it is.
    private func shrunkWrappedLayout(_ text: StyledText, in rect: CGRect) -> (TextLayoutSpec, TextLayoutMetrics)? {
        guard adjustsFontSizeToFitWidth, numberOfLines != 1, rect.height > 0 else { return nil }
        func fitted(_ factor: CGFloat) -> (TextLayoutSpec, TextLayoutMetrics, fits: Bool) {
            let spec = layoutSpec(factor == 1 ? text : text.scalingFonts(by: factor), width: rect.width)
            let metrics = measurer.layout(spec)
            return (spec, metrics, !metrics.isTruncated && metrics.size.height <= rect.height + 0.5)
        }
        guard !fitted(1).fits else { return nil }
        // Whole point sizes between the floor and the full size, searched by halves.
        let size = text.firstStyle.font.pointSize
        guard size >= 2 else { return nil }
        let smallest = minimumScaleFactor > 0 ? min(minimumScaleFactor, 1) : 1 / size
        var low = max((size * smallest).rounded(.up), 1), high = size - 1
        guard low <= high else { let floor = fitted(smallest); return (floor.0, floor.1) }
        var best: (TextLayoutSpec, TextLayoutMetrics)?
        while low <= high {
            let middle = ((low + high) / 2).rounded(.down)
            let candidate = fitted((middle + 0.25) / size)
            if candidate.fits {
                best = (candidate.0, candidate.1)
                low = middle + 1
            } else {
                high = middle - 1
            }
        }
        if let best { return best }
        let floor = fitted(smallest)
        return (floor.0, floor.1)
    }
}
