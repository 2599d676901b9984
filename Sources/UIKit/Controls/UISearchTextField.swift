import Foundation

/// The text field of a ``UISearchBar``: a rounded field with a magnifying glass at its
/// left end and a clear button while editing.
@preconcurrency @MainActor
open class UISearchTextField: UITextField {
    /// Creates a search field with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureSearchField()
    }

    /// Creates a search field from an archive (no format is read yet).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureSearchField()
    }

    private func configureSearchField() {
        borderStyle = .roundedRect
        clearButtonMode = .whileEditing
        leftView = MagnifyingGlassView(frame: CGRect(x: 0, y: 0, width: 28, height: 20))
        leftViewMode = .always
    }
}

/// A magnifying glass: a circle and a handle, in grey.
@preconcurrency @MainActor
final class MagnifyingGlassView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        isOpaque = false
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentDrawingContext() else { return }
        let lens = CGRect(x: bounds.midX - 6, y: bounds.midY - 7, width: 11, height: 11)
        context.strokeBorder(of: lens, cornerRadius: lens.width / 2, width: 1.5, color: .systemGray, alpha: 1)
        context.drawLine(from: CGPoint(x: lens.maxX - 2, y: lens.maxY - 2), to: CGPoint(x: lens.maxX + 3, y: lens.maxY + 3),
                         color: .systemGray, lineWidth: 1.5, alpha: 1)
    }
}
