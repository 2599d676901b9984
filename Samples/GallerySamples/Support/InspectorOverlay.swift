import Foundation
import UIKit

/// The layout inspector: drawn over a sample (never taking layout space), it outlines
/// every view's frame (blue) and, where it differs, its alignment rectangle (orange),
/// fills ambiguous views red, and describes the view under the pointer (green): class and
/// name, frame, alignment rectangle, intrinsic size, hugging and compression resistance,
/// and the constraints affecting it, drawn as lines between the anchors they relate.
@MainActor
public final class InspectorOverlayView: UIView {
    /// The hierarchy inspected (the sample's root view).
    public weak var inspectedRoot: UIView?
    /// The pointer, in this view's (the window's) coordinates.
    public var pointer: CGPoint? { didSet { if pointer != oldValue && !isHidden { setNeedsDisplay() } } }
    let font = UIFont(familyName: "DejaVu Sans Mono", pointSize: 9)

    /// Creates a hidden overlay.
    public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    public init() {
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        isHidden = true
        contentMode = .redraw
        sampleName = "inspector"
    }

    /// Shows or hides the overlay.
    public func toggle() {
        isHidden.toggle()
        if !isHidden { setNeedsDisplay() }
    }

    /// The deepest visible view of `root` containing `point` (in `root`'s coordinates),
    /// whether or not it takes events (labels and panes are inspected too).
    public static func view(at point: CGPoint, in root: UIView) -> UIView? {
        guard !root.isHidden, root.bounds.contains(point) else { return nil }
        for subview in root.subviews.reversed() {
            let local = subview.convert(point, from: root)
            if let hit = view(at: local, in: subview) { return hit }
        }
        return root
    }

    /// What the inspector says about `view`, one line each.
    public static func description(of view: UIView) -> [String] {
        var lines: [String] = []
        let name = view.sampleName.map { " '\($0)'" } ?? ""
        lines.append("\(view.layoutDescriptionName)\(name)\(view.hasAmbiguousLayout ? "  AMBIGUOUS" : "")")
        lines.append("frame = \(formatFrame(view.frame))   alignment rect = \(formatFrame(view.alignmentRect(forFrame: view.frame)))")
        let intrinsic = view.intrinsicContentSize
        lines.append("intrinsic = \(formatSize(intrinsic))   translatesAutoresizingMask = \(view.translatesAutoresizingMaskIntoConstraints)")
        lines.append("hugging H \(view.contentHuggingPriority(for: .horizontal)) V \(view.contentHuggingPriority(for: .vertical))"
                     + "   compression H \(view.contentCompressionResistancePriority(for: .horizontal)) V \(view.contentCompressionResistancePriority(for: .vertical))")
        let constraints = affectingConstraints(of: view)
        lines.append("constraints affecting it (\(constraints.count)):")
        lines += constraints.map { "  \($0.description)" }
        return lines
    }

    /// The constraints affecting `view` on both axes, without repeats.
    static func affectingConstraints(of view: UIView) -> [NSLayoutConstraint] {
        var seen = Set<ObjectIdentifier>()
        return (view.constraintsAffectingLayout(for: .horizontal) + view.constraintsAffectingLayout(for: .vertical))
            .filter { seen.insert(ObjectIdentifier($0)).inserted }
    }

    public override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), let root = inspectedRoot else { return }
        var ambiguousCount = 0
        forEachView(root) { view in
            let frame = convertFromSuperview(view.frame, of: view)
            let ambiguous = view.hasAmbiguousLayout
            if ambiguous {
                ambiguousCount += 1
                context.fill(frame, color: .red, alpha: 0.25)
                context.stroke(frame.insetBy(dx: 1, dy: 1), color: .red, lineWidth: 2, alpha: 1)
            } else {
                context.stroke(frame.insetBy(dx: 0.5, dy: 0.5), color: SampleColors.blue, lineWidth: 1, alpha: 0.8)
            }
            let alignment = view.alignmentRect(forFrame: view.frame)
            if alignment != view.frame {
                context.stroke(convertFromSuperview(alignment, of: view).insetBy(dx: 0.5, dy: 0.5),
                               color: .orange, lineWidth: 1, alpha: 1)
            }
        }
        guard let pointer, let hovered = Self.view(at: root.convert(pointer, from: self), in: root) else {
            drawPanel(["Inspector: point at a view. Blue frames, orange alignment rects, red = ambiguous (\(ambiguousCount)).",
                       "F12/Ctrl+I hides it, F11/Ctrl+T prints the trace."], in: context, atTop: false)
            return
        }
        let frame = convertFromSuperview(hovered.frame, of: hovered)
        context.fill(frame, color: .green, alpha: 0.15)
        context.stroke(frame.insetBy(dx: 1, dy: 1), color: UIColor(red: 0, green: 0.6, blue: 0, alpha: 1), lineWidth: 2, alpha: 1)
        for constraint in Self.affectingConstraints(of: hovered) {
            guard let first = anchorPoint(constraint.firstItem, constraint.firstAttribute),
                  let second = anchorPoint(constraint.secondItem, constraint.secondAttribute) else { continue }
            context.drawLine(from: first, to: second, color: .magenta, lineWidth: 1.5, alpha: 0.9)
            context.fill(CGRect(x: first.x - 2, y: first.y - 2, width: 4, height: 4), color: .magenta, alpha: 1)
            context.fill(CGRect(x: second.x - 2, y: second.y - 2, width: 4, height: 4), color: .magenta, alpha: 1)
        }
        drawPanel(Self.description(of: hovered), in: context, atTop: pointer.y > bounds.height / 2)
    }

    private func forEachView(_ view: UIView, _ body: (UIView) -> Void) {
        guard !view.isHidden else { return }
        body(view)
        for subview in view.subviews { forEachView(subview, body) }
    }

    /// A rectangle in `view`'s superview's coordinates, in this overlay's.
    private func convertFromSuperview(_ rect: CGRect, of view: UIView) -> CGRect {
        guard let superview = view.superview else { return rect }
        return superview.convert(rect, to: self)
    }

    /// Where an attribute of an item lies, in this overlay's coordinates: the middle of
    /// an edge, a centre, or a baseline's middle; `nil` for sizes and items without a frame.
    private func anchorPoint(_ item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute) -> CGPoint? {
        let rect: CGRect
        if let view = item as? UIView {
            rect = convertFromSuperview(view.alignmentRect(forFrame: view.frame), of: view)
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

    private func drawPanel(_ lines: [String], in context: any DrawingContext, atTop: Bool) {
        let metrics = TextSystem.measurer.metrics(for: font)
        let lineHeight = metrics.lineHeight.rounded(.up)
        let shown = Array(lines.prefix(max(1, Int(bounds.height / 2 / lineHeight) - 1)))
        let height = CGFloat(shown.count) * lineHeight + 8
        let panel = CGRect(x: 4, y: atTop ? 4 : bounds.height - height - 4, width: bounds.width - 8, height: height)
        context.fill(panel, color: .white, alpha: 0.92)
        context.stroke(panel.insetBy(dx: 0.5, dy: 0.5), color: .darkGray, lineWidth: 1, alpha: 1)
        context.saveState()
        context.clip(to: panel)
        for (index, line) in shown.enumerated() {
            context.drawText(line, at: CGPoint(x: panel.minX + 4, y: panel.minY + 4 + CGFloat(index) * lineHeight + metrics.ascent),
                             font: font, color: .black, alpha: 1)
        }
        context.restoreState()
    }
}

/// The sample's one-line explanation, drawn over the bottom of the content (a key toggles
/// it; it is off for screenshots) so it never takes layout space.
@MainActor
public final class ExplanationOverlayView: UIView {
    /// The text.
    public var text: String { didSet { setNeedsDisplay() } }
    let font = SampleFonts.body

    /// Creates the overlay.
    public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    public init(text: String) {
        self.text = text
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        contentMode = .redraw
        sampleName = "explanation"
    }

    public override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let lines = TextSystem.measurer.lines(of: text, font: font, wrappingAt: bounds.width - 24)
        let metrics = TextSystem.measurer.metrics(for: font)
        let lineHeight = metrics.lineHeight.rounded(.up)
        let height = CGFloat(lines.count) * lineHeight + 12
        let panel = CGRect(x: 4, y: bounds.height - height - 4, width: bounds.width - 8, height: height)
        context.fill(panel, color: SampleColors.slate, alpha: 0.85)
        for (index, line) in lines.enumerated() {
            context.drawText(line, at: CGPoint(x: panel.minX + 8, y: panel.minY + 6 + CGFloat(index) * lineHeight + metrics.ascent),
                             font: font, color: .white, alpha: 1)
        }
    }
}
