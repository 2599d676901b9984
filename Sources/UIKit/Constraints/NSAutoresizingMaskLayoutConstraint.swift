import Cassowary
import Foundation

/// A required constraint made from a view's frame and ``UIView/autoresizingMask`` while
/// ``UIView/translatesAutoresizingMaskIntoConstraints`` is true (UIKit's private class of
/// the same name; it shows in logs).
///
/// Per axis, with `W`, `x`, `w` the superview's size, the view's position and size
/// (of the alignment rectangle) when the constraint was made:
///
/// | mask | position | size |
/// |---|---|---|
/// | flexible leading + trailing margin | `minX == (x/(W−w))·superview.width − (x/(W−w))·w` | |
/// | flexible leading margin only | `superview.width == maxX + (W − x − w)` | |
/// | otherwise | `minX == x` | |
/// | flexible size | | `superview.width == maxX + (W − x − w)` |
/// | fixed size | | `width == w` |
///
/// Leading margin with size (and a fixed trailing margin), which the table leaves
/// ambiguous, shares the change between margin and size in proportion:
/// `minX == (x/(x+w))·superview.width − (x/(x+w))·(W − x − w)`.
@preconcurrency @MainActor
final class NSAutoresizingMaskLayoutConstraint: NSLayoutConstraint {
    enum Form {
        /// `minX == x`
        case position(CGFloat)
        /// `minX == k·superview.size + c`
        case proportional(CGFloat, CGFloat)
        /// `superview.size == maxX + m`
        case marginToMax(CGFloat)
        /// `width == w`
        case size(CGFloat)
    }

    let axis: Axis
    let form: Form
    /// `h=--& v=--&`
    let maskCode: String

    init(view: UIView, superview: UIView, axis: Axis, form: Form, maskCode: String) {
        self.axis = axis
        self.form = form
        self.maskCode = maskCode
        let horizontal = axis == .horizontal
        switch form {
        case .position(let x):
            super.init(uncheckedItem: view, attribute: horizontal ? .left : .top, relatedBy: .equal,
                       toItem: nil, attribute: .notAnAttribute, multiplier: 0, constant: x)
        case .proportional(let k, let c):
            super.init(uncheckedItem: view, attribute: horizontal ? .left : .top, relatedBy: .equal,
                       toItem: superview, attribute: horizontal ? .width : .height, multiplier: k, constant: c)
        case .marginToMax(let m):
            super.init(uncheckedItem: superview, attribute: horizontal ? .width : .height, relatedBy: .equal,
                       toItem: view, attribute: horizontal ? .right : .bottom, multiplier: 1, constant: m)
        case .size(let w):
            super.init(uncheckedItem: view, attribute: horizontal ? .width : .height, relatedBy: .equal,
                       toItem: nil, attribute: .notAnAttribute, multiplier: 0, constant: w)
        }
    }

    /// The translated constraints for `view` in `superview` (two per axis).
    static func constraints(for view: UIView, in superview: UIView) -> [NSAutoresizingMaskLayoutConstraint] {
        let mask = view.layoutOptions.autoresizingMask
        // From the centre and bounds, as UIKit's: a transform does not move them.
        let rect = view.alignmentRect(forFrame: view.layoutFrame)
        let size = superview.bounds.size
        let code = "h=\(code(mask, .flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin)) v=\(code(mask, .flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin))"
        func axis(_ axis: Axis, lead: UIView.AutoresizingMask, flex: UIView.AutoresizingMask, trail: UIView.AutoresizingMask,
                  x: CGFloat, w: CGFloat, W: CGFloat) -> [NSAutoresizingMaskLayoutConstraint] {
            let l = mask.contains(lead), s = mask.contains(flex), r = mask.contains(trail)
            let margin = W - x - w
            let position: Form
            if l && r {
                position = W - w != 0 ? .proportional(x / (W - w), -(x / (W - w)) * w) : .position(x)
            } else if l && s {
                position = x + w != 0 ? .proportional(x / (x + w), -(x / (x + w)) * margin) : .position(x)
            } else if l {
                position = .marginToMax(margin)
            } else {
                position = .position(x)
            }
            let sizeForm: Form = s ? .marginToMax(margin) : .size(w)
            return [
                NSAutoresizingMaskLayoutConstraint(view: view, superview: superview, axis: axis, form: position, maskCode: code),
                NSAutoresizingMaskLayoutConstraint(view: view, superview: superview, axis: axis, form: sizeForm, maskCode: code),
            ]
        }
        return axis(.horizontal, lead: .flexibleLeftMargin, flex: .flexibleWidth, trail: .flexibleRightMargin,
                    x: rect.minX, w: rect.width, W: size.width)
            + axis(.vertical, lead: .flexibleTopMargin, flex: .flexibleHeight, trail: .flexibleBottomMargin,
                   x: rect.minY, w: rect.height, W: size.height)
    }

    /// Three characters: leading margin, size, trailing margin; `-` fixed, `&` flexible.
    /// An axis with no flexible part prints `--&` (the trailing margin acts as flexible).
    private static func code(_ mask: UIView.AutoresizingMask, _ a: UIView.AutoresizingMask,
                             _ b: UIView.AutoresizingMask, _ c: UIView.AutoresizingMask) -> String {
        if !mask.contains(a) && !mask.contains(b) && !mask.contains(c) { return "--&" }
        return (mask.contains(a) ? "&" : "-") + (mask.contains(b) ? "&" : "-") + (mask.contains(c) ? "&" : "-")
    }

    override func makeSolverConstraint(in engine: LayoutEngine) -> Cassowary.Constraint? {
        let horizontal = axis == .horizontal
        switch form {
        case .position(let x):
            guard let view = firstView else { return nil }
            let v = engine.variables(for: view)
            return Cassowary.Constraint(Cassowary.Expression(horizontal ? v.minX : v.minY) - Double(x), .equal)
        case .proportional(let k, let c):
            guard let view = firstView, let superview = secondView else { return nil }
            let v = engine.variables(for: view), s = engine.variables(for: superview)
            let lhs = Cassowary.Expression(horizontal ? v.minX : v.minY)
            let rhs = Cassowary.Expression(horizontal ? s.width : s.height) * Double(k) + Double(c)
            return Cassowary.Constraint(lhs - rhs, .equal)
        case .marginToMax(let m):
            guard let superview = firstView, let view = secondView else { return nil }
            let v = engine.variables(for: view), s = engine.variables(for: superview)
            let maxEdge = horizontal ? v.minX + v.width : v.minY + v.height
            return Cassowary.Constraint(Cassowary.Expression(horizontal ? s.width : s.height) - (maxEdge + Double(m)), .equal)
        case .size(let w):
            guard let view = firstView else { return nil }
            let v = engine.variables(for: view)
            return Cassowary.Constraint(Cassowary.Expression(horizontal ? v.width : v.height) - Double(w), .equal)
        }
    }

    override var layoutDescription: String {
        let horizontal = axis == .horizontal
        let name = { (view: UIView?) in view?.layoutDescriptionName ?? "(nil)" }
        let body: String
        switch form {
        case .position(let x):
            body = "\(name(firstView)).\(horizontal ? "minX" : "minY") == \(x.formattedG)"
        case .proportional(let k, let c):
            body = "\(name(firstView)).\(horizontal ? "minX" : "minY") == \(k.formattedG)*\(name(secondView)).\(horizontal ? "width" : "height")\(constantSuffix(c))"
        case .marginToMax(let m):
            body = "\(name(firstView)).\(horizontal ? "width" : "height") == \(name(secondView)).\(horizontal ? "maxX" : "maxY")\(constantSuffix(m))"
        case .size(let w):
            body = "\(name(firstView)).\(horizontal ? "width" : "height") == \(w.formattedG)"
        }
        return "<NSAutoresizingMaskLayoutConstraint:\(addressString(of: self)) \(maskCode) \(body)   (\(activeFlag ? "active" : "inactive"))>"
    }
}
