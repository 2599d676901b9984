internal import CCairo
import Foundation

/// Gradients fill the whole clip (the current path is left alone). Without options
/// nothing is painted before the start or after the end; cairo's PAD extends both, NONE
/// neither, and one-sided extension is PAD clipped to the side that is drawn.
extension CGContext {
    /// Paints `gradient` along the line from `start` to `end` (user space).
    public func drawLinearGradient(_ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions) {
        guard start.isFinitePoint, end.isFinitePoint, start != end else { return }
        let pattern = cairo_pattern_create_linear(Double(start.x), Double(start.y), Double(end.x), Double(end.y))!
        defer { cairo_pattern_destroy(pattern) }
        Self.addStops(gradient, to: pattern)
        let before = options.contains(.drawsBeforeStartLocation), after = options.contains(.drawsAfterEndLocation)
        cairo_pattern_set_extend(pattern, before || after ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_NONE)
        paintGradient(pattern) {
            guard before != after else { return }
            // Clip to the half-plane that is drawn: t ≤ 1 (before only) or t ≥ 0 (after only).
            let dx = end.x - start.x, dy = end.y - start.y
            let length = (dx * dx + dy * dy).squareRoot()
            let u = CGPoint(x: dx / length, y: dy / length), v = CGPoint(x: -u.y, y: u.x)
            let clip = boundingBoxOfClipPath
            let reach = (clip.width + clip.height + abs(start.x) + abs(start.y) + abs(end.x) + abs(end.y) + length) * 2
            let edge = before ? end : start
            let away: CGFloat = before ? -1 : 1
            let corners = [CGPoint(x: edge.x + v.x * reach, y: edge.y + v.y * reach),
                           CGPoint(x: edge.x - v.x * reach, y: edge.y - v.y * reach),
                           CGPoint(x: edge.x - v.x * reach + away * u.x * reach, y: edge.y - v.y * reach + away * u.y * reach),
                           CGPoint(x: edge.x + v.x * reach + away * u.x * reach, y: edge.y + v.y * reach + away * u.y * reach)]
            addLines(between: corners)
            closePath()
            cairo_clip(cr)
        }
    }

    /// Paints `gradient` between the circle at `startCenter` of `startRadius` (location 0)
    /// and the one at `endCenter` of `endRadius` (location 1).
    public func drawRadialGradient(_ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint,
                                   endRadius: CGFloat, options: CGGradientDrawingOptions) {
        guard startCenter.isFinitePoint, endCenter.isFinitePoint, startRadius.isFinite, endRadius.isFinite,
              startRadius >= 0, endRadius >= 0 else { return }
        let pattern = cairo_pattern_create_radial(Double(startCenter.x), Double(startCenter.y), Double(startRadius),
                                                  Double(endCenter.x), Double(endCenter.y), Double(endRadius))!
        defer { cairo_pattern_destroy(pattern) }
        Self.addStops(gradient, to: pattern)
        let before = options.contains(.drawsBeforeStartLocation), after = options.contains(.drawsAfterEndLocation)
        cairo_pattern_set_extend(pattern, before || after ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_NONE)
        paintGradient(pattern) {
            guard before != after else { return }
            if before {
                // Nothing beyond the end circle.
                addEllipse(in: CGRect(x: endCenter.x - endRadius, y: endCenter.y - endRadius, width: 2 * endRadius, height: 2 * endRadius))
                cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
            } else {
                // Nothing inside the start circle.
                let clip = boundingBoxOfClipPath
                addRect(clip.insetBy(dx: -1, dy: -1))
                addEllipse(in: CGRect(x: startCenter.x - startRadius, y: startCenter.y - startRadius,
                                      width: 2 * startRadius, height: 2 * startRadius))
                cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
            }
            cairo_clip(cr)
        }
    }

    private func paintGradient(_ pattern: OpaquePointer, clipToSide: () -> Void) {
        let elements = pathElements()
        cairo_save(cr)
        let saved = savedStates.count
        cairo_new_path(cr)
        clipToSide()
        render(.paint, alpha: gstate.alpha) { cairo_set_source($0, pattern) }
        cairo_restore(cr)
        assert(saved == savedStates.count)
        cairo_new_path(cr)
        append(elements)
    }

    static func addStops(_ gradient: CGGradient, to pattern: OpaquePointer) {
        for stop in gradient.stops {
            let c = stop.color
            cairo_pattern_add_color_stop_rgba(pattern, Double(stop.location), Double(c.red), Double(c.green), Double(c.blue),
                                              Double(c.alpha))
        }
    }
}
