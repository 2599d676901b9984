import Foundation

/// The view of one ``UICellAccessory``: draws its mark (chevron, checkmark, delete badge,
/// reorder grip), holds its label or custom view, and runs its action when tapped.
@MainActor
final class CellAccessoryView: UIView {
    /// The accessory shown (replaced in place by one of the same kind without a view of its own).
    private(set) var accessory: UICellAccessory
    /// Whether an outline disclosure shows its item expanded (the chevron points down).
    var isExpanded = false { didSet { if isExpanded != oldValue { setNeedsDisplay() } } }
    /// Runs when a tappable accessory is tapped without a handler of its own (outline toggling).
    var defaultAction: (() -> Void)?
    private var label: UILabel?

    init(accessory: UICellAccessory) {
        self.accessory = accessory
        super.init(frame: .zero)
        backgroundColor = nil
        switch accessory.kind {
        case .label(let text, let font):
            let label = UILabel()
            label.text = text
            label.font = font ?? .preferredFont(forTextStyle: .body)
            label.textColor = accessory.tintColor ?? .secondaryLabel
            addSubview(label)
            self.label = label
        case .customView(let configuration):
            addSubview(configuration.customView)
        default:
            break
        }
    }

    required init?(coder: NSCoder) { nil }

    /// Shows `other` instead, if this view can (both are drawn marks: no label or custom
    /// view inside); whether it did. Cells set their accessories on every dequeue, so this
    /// keeps their views.
    func reuse(for other: UICellAccessory) -> Bool {
        guard accessory.isDrawnMark, other.isDrawnMark else { return false }
        accessory = other
        setNeedsDisplay()
        return true
    }

    /// The width the accessory takes.
    var layoutWidth: CGFloat {
        switch accessory.reservedLayoutWidth {
        case .custom(let width): return width
        case .actual, .standard: break
        }
        switch accessory.kind {
        case .disclosureIndicator: return 20
        case .checkmark: return 24
        case .delete: return 32
        case .reorder: return 32
        case .outlineDisclosure: return 28
        case .label: return (label?.intrinsicContentSize.width ?? 0) + 8
        case .customView(let configuration):
            let size = configuration.customView.intrinsicContentSize
            return size.width > 0 ? size.width : configuration.customView.frame.width
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        if let label {
            let size = label.intrinsicContentSize
            label.frame = CGRect(x: 0, y: (bounds.height - size.height) / 2, width: max(0, bounds.width - 8), height: size.height)
        }
        if case .customView(let configuration) = accessory.kind {
            let view = configuration.customView
            var size = view.intrinsicContentSize
            if size.width <= 0 { size.width = bounds.width }
            if size.height <= 0 { size.height = min(bounds.height, max(view.frame.height, 0)) }
            view.frame = CGRect(x: (bounds.width - size.width) / 2, y: (bounds.height - size.height) / 2, width: size.width, height: size.height)
        }
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentDrawingContext(), !accessory.isHidden else { return }
        let midX = bounds.midX, midY = bounds.midY
        switch accessory.kind {
        case .disclosureIndicator:
            let color = accessory.tintColor ?? .tertiaryLabel
            context.drawLine(from: CGPoint(x: midX - 3, y: midY - 6), to: CGPoint(x: midX + 3, y: midY), color: color, lineWidth: 2, alpha: 1)
            context.drawLine(from: CGPoint(x: midX - 3, y: midY + 6), to: CGPoint(x: midX + 3, y: midY), color: color, lineWidth: 2, alpha: 1)
        case .checkmark:
            let color = accessory.tintColor ?? .systemBlue
            context.drawLine(from: CGPoint(x: midX - 7, y: midY), to: CGPoint(x: midX - 3, y: midY + 5), color: color, lineWidth: 2, alpha: 1)
            context.drawLine(from: CGPoint(x: midX - 3, y: midY + 5), to: CGPoint(x: midX + 6, y: midY - 6), color: color, lineWidth: 2, alpha: 1)
        case .delete:
            let circle = CGRect(x: midX - 11, y: midY - 11, width: 22, height: 22)
            context.fill(circle, cornerRadius: 11, color: accessory.tintColor ?? .systemRed, alpha: 1)
            context.fill(CGRect(x: midX - 6, y: midY - 1, width: 12, height: 2), color: .white, alpha: 1)
        case .reorder:
            let color = accessory.tintColor ?? .tertiaryLabel
            for offset in [-5, 0, 5] as [CGFloat] {
                context.fill(CGRect(x: midX - 9, y: midY + offset - 0.75, width: 18, height: 1.5), color: color, alpha: 1)
            }
        case .outlineDisclosure:
            let color = accessory.tintColor ?? .systemBlue
            if isExpanded {
                context.drawLine(from: CGPoint(x: midX - 6, y: midY - 3), to: CGPoint(x: midX, y: midY + 3), color: color, lineWidth: 2, alpha: 1)
                context.drawLine(from: CGPoint(x: midX + 6, y: midY - 3), to: CGPoint(x: midX, y: midY + 3), color: color, lineWidth: 2, alpha: 1)
            } else {
                context.drawLine(from: CGPoint(x: midX - 3, y: midY - 6), to: CGPoint(x: midX + 3, y: midY), color: color, lineWidth: 2, alpha: 1)
                context.drawLine(from: CGPoint(x: midX - 3, y: midY + 6), to: CGPoint(x: midX + 3, y: midY), color: color, lineWidth: 2, alpha: 1)
            }
        case .label, .customView:
            break
        }
    }

    /// Whether a tap on the accessory is the accessory's (else it selects the cell).
    private var isTappable: Bool {
        switch accessory.kind {
        case .delete, .outlineDisclosure: return !accessory.isHidden
        default: return false
        }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !isTappable { super.touchesBegan(touches, with: event) }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isTappable else { return super.touchesEnded(touches, with: event) }
        guard let touch = touches.first, bounds.contains(touch.location(in: self)) else { return }
        performAction()
    }

    /// Runs the accessory's action (its handler, else the default action).
    func performAction() {
        switch accessory.kind {
        case .delete(let handler):
            if let handler { handler() } else { defaultAction?() }
        case .outlineDisclosure(_, let handler):
            if let handler { handler() } else { defaultAction?() }
        default: break
        }
    }
}
