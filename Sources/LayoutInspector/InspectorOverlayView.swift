import UIKit

/// What the inspector draws over the app's window, never taking layout space or events:
/// ambiguous views filled red, views named by a broken required constraint outlined in
/// red, the selected view or guide outlined green (its alignment rectangle orange where it
/// differs), and the selection's constraints as magenta lines between the anchors they
/// relate. Light, so the app stays readable; the text lives in the inspector window.
@preconcurrency @MainActor
public final class InspectorOverlayView: UIView {
    /// Where the selection, ambiguity and broken marks come from.
    public weak var model: LayoutInspectorModel?
    /// Views to fill as ambiguous (set by the inspector on refresh, not computed per paint).
    public var ambiguousViews: [UIView] = []
    /// Views to mark as named by a broken constraint.
    public var brokenViews: [UIView] = []
    /// What the last paint showed, to repaint only when it changes (a repaint is a pass of
    /// the app's window, which would refresh the inspector again).
    private var shown: [CGFloat]?
    /// The area the last paint marked, to repaint only it and the new one.
    private var shownArea = CGRect.null

    public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    /// An overlay for `model`'s hierarchy; add it to the app's window over everything,
    /// sized to the window.
    public init(model: LayoutInspectorModel) {
        self.model = model
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        contentMode = .redraw
        accessibilityIdentifier = "inspector overlay"
        model.exclude(self)
    }

    /// Repaints if anything it draws moved or changed since the last paint, only the area
    /// the marks covered and cover now. One walk finds both what it would draw (a
    /// fingerprint of rectangles and anchor points) and where.
    public func refreshIfChanged() {
        var fingerprint: [CGFloat] = []
        var area = CGRect.null
        func add(_ r: CGRect) {
            fingerprint += [r.minX, r.minY, r.width, r.height]
            area = area.union(r)
        }
        for view in ambiguousViews { add(InspectedItem.view(view).frame(in: self)) }
        fingerprint.append(-1)
        for view in brokenViews { add(InspectedItem.view(view).frame(in: self)) }
        fingerprint.append(-2)
        if let selection = model?.selection, selection.view?.window === window {
            add(selection.frame(in: self))
            for constraint in selection.affectingConstraints {
                for point in [anchorPoint(constraint.firstItem, constraint.firstAttribute),
                              anchorPoint(constraint.secondItem, constraint.secondAttribute)] {
                    guard let point else {
                        fingerprint.append(-3)
                        continue
                    }
                    fingerprint += [point.x, point.y]
                    area = area.union(CGRect(x: point.x - 3, y: point.y - 3, width: 6, height: 6))
                }
                fingerprint.append(constraint === model?.selectedConstraint ? 1 : 0)
            }
        }
        guard fingerprint != shown else { return }
        shown = fingerprint
        setNeedsDisplay(area.union(shownArea).insetBy(dx: -4, dy: -4))
        shownArea = area
    }

    public override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentDrawingContext() else { return }
        for view in ambiguousViews where view.window === window {
            let frame = InspectedItem.view(view).frame(in: self)
            context.fill(frame, color: .red, alpha: 0.25)
            context.stroke(frame.insetBy(dx: 1, dy: 1), color: .red, lineWidth: 2, alpha: 1)
        }
        for view in brokenViews where view.window === window {
            let frame = InspectedItem.view(view).frame(in: self)
            context.stroke(frame.insetBy(dx: 1.5, dy: 1.5), color: .red, lineWidth: 3, alpha: 0.9)
            context.fill(CGRect(x: frame.maxX - 10, y: frame.minY, width: 10, height: 10), color: .red, alpha: 1)
        }
        guard let selection = model?.selection, selection.view?.window === window else { return }
        let frame = selection.frame(in: self)
        context.fill(frame, color: .green, alpha: 0.12)
        context.stroke(frame.insetBy(dx: 1, dy: 1), color: UIColor(red: 0, green: 0.6, blue: 0, alpha: 1), lineWidth: 2, alpha: 1)
        if case .view(let view) = selection {
            let alignment = view.alignmentRect(forFrame: view.frame)
            if alignment != view.frame, let superview = view.superview {
                context.stroke(superview.convert(alignment, to: self).insetBy(dx: 0.5, dy: 0.5), color: .orange, lineWidth: 1, alpha: 1)
            }
        }
        for constraint in selection.affectingConstraints {
            guard let first = anchorPoint(constraint.firstItem, constraint.firstAttribute),
                  let second = anchorPoint(constraint.secondItem, constraint.secondAttribute) else { continue }
            let highlighted = constraint === model?.selectedConstraint
            context.drawLine(from: first, to: second, color: highlighted ? .blue : .magenta, lineWidth: highlighted ? 3 : 1.5, alpha: 0.9)
            context.fill(CGRect(x: first.x - 2, y: first.y - 2, width: 4, height: 4), color: .magenta, alpha: 1)
            context.fill(CGRect(x: second.x - 2, y: second.y - 2, width: 4, height: 4), color: .magenta, alpha: 1)
        }
    }

    /// Where an attribute of an item lies in this overlay: the middle of an edge, a centre,
    /// or a baseline's middle; `nil` for sizes and items without a frame.
    func anchorPoint(_ item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute) -> CGPoint? {
        let rect: CGRect
        if let view = item as? UIView {
            let alignment = view.alignmentRect(forFrame: view.frame)
            rect = view.superview.map { $0.convert(alignment, to: self) } ?? alignment
        } else if let guide = item as? UILayoutGuide, let owner = guide.owningView {
            rect = owner.convert(guide.layoutFrame, to: self)
        } else {
            return nil
        }
        let rightToLeft = (item as? UIView)?.effectiveUserInterfaceLayoutDirection == .rightToLeft
        switch attribute {
        case .left, .leftMargin: return CGPoint(x: rect.minX, y: rect.midY)
        case .right, .rightMargin: return CGPoint(x: rect.maxX, y: rect.midY)
        case .leading, .leadingMargin: return CGPoint(x: rightToLeft ? rect.maxX : rect.minX, y: rect.midY)
        case .trailing, .trailingMargin: return CGPoint(x: rightToLeft ? rect.minX : rect.maxX, y: rect.midY)
        case .centerX, .centerXWithinMargins: return CGPoint(x: rect.midX, y: rect.midY)
        case .top, .topMargin: return CGPoint(x: rect.midX, y: rect.minY)
        case .bottom, .bottomMargin, .lastBaseline, .firstBaseline: return CGPoint(x: rect.midX, y: rect.maxY)
        case .centerY, .centerYWithinMargins: return CGPoint(x: rect.midX, y: rect.midY)
        case .width, .height, .notAnAttribute: return nil
        }
    }
}
