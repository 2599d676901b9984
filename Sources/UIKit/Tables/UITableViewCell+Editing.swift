import Foundation

/// A cell's editing look: the delete or insert control at the leading edge, the reorder
/// control at the trailing edge, the editing accessory, and the content slid aside by a
/// swipe to show the swipe actions.
extension UITableViewCell {
    /// The room the editing control takes at the leading edge, and its circle's side.
    static let editingControlWidth: CGFloat = 38
    static let editingControlSide: CGFloat = 22
    /// The room the reorder control takes at the trailing edge.
    static let reorderControlWidth: CGFloat = 40

    /// How far the content moves aside for the editing control.
    var editingIndentation: CGFloat {
        isEditing && shouldIndentWhileEditing && editingStyle != .none ? UITableViewCell.editingControlWidth : 0
    }

    /// Whether the reorder control shows now.
    var showsReorderControlNow: Bool { isEditing && showsReorderHandle }

    /// The accessory view shown now: the editing one while editing, else the normal one.
    var currentAccessoryView: UIView? { isEditing ? editingAccessoryView : accessoryView }
    /// The accessory mark shown now.
    var currentAccessoryType: AccessoryType { isEditing ? editingAccessoryType : accessoryType }

    func editingLayoutDidChange() {
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// The editing control's circle (in the cell's coordinates).
    var editingControlRect: CGRect {
        let side = UITableViewCell.editingControlSide
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let midY = (bounds.height - separatorHeight) / 2
        let x = rtl ? bounds.width - UITableViewCell.editingControlWidth + 2 : 8
        return CGRect(x: x + swipeOffset, y: (midY - side / 2).rounded(), width: side, height: side)
    }

    /// The reorder control's area (in the cell's coordinates): the trailing 40 points.
    var reorderControlRect: CGRect {
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let width = UITableViewCell.reorderControlWidth
        return CGRect(x: rtl ? 0 : bounds.width - width, y: 0, width: width, height: max(0, bounds.height - separatorHeight))
    }

    /// Places the swipe actions in the area the slid content uncovered.
    func layoutSwipeActionsView() {
        guard let swipeActionsView else { return }
        let height = max(0, bounds.height - separatorHeight)
        if swipeOffset < 0 {
            swipeActionsView.frame = CGRect(x: bounds.width + swipeOffset, y: 0, width: -swipeOffset, height: height)
        } else {
            swipeActionsView.frame = CGRect(x: 0, y: 0, width: swipeOffset, height: height)
        }
    }

    /// Draws the delete (red, minus) or insert (green, plus) circle and the reorder
    /// control's three lines while editing.
    func drawEditingControls(in context: any DrawingContext) {
        guard isEditing else { return }
        if editingStyle != .none {
            let circle = editingControlRect
            context.fill(circle, cornerRadius: circle.width / 2, color: editingStyle == .delete ? .systemRed : .systemGreen, alpha: 1)
            let center = CGPoint(x: circle.midX, y: circle.midY)
            context.drawLine(from: CGPoint(x: center.x - 6, y: center.y), to: CGPoint(x: center.x + 6, y: center.y),
                             color: .white, lineWidth: 2, alpha: 1)
            if editingStyle == .insert {
                context.drawLine(from: CGPoint(x: center.x, y: center.y - 6), to: CGPoint(x: center.x, y: center.y + 6),
                                 color: .white, lineWidth: 2, alpha: 1)
            }
        }
        if showsReorderControlNow {
            let area = reorderControlRect
            let midX = area.midX + swipeOffset, midY = area.midY
            for offset in [-5, 0, 5] as [CGFloat] {
                context.drawLine(from: CGPoint(x: midX - 9, y: midY + offset), to: CGPoint(x: midX + 9, y: midY + offset),
                                 color: .systemGray2, lineWidth: 1.5, alpha: 1)
            }
        }
    }
}
